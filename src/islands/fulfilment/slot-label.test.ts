import { describe, expect, it } from 'vitest';
import { formatSlotChip, formatSlotTime } from './slot-label';

describe('slot labels by locale (issue 27 item 16)', () => {
  it.each([
    ['en', '2026-11-28', '09:00', 'Sat 28 Nov, 9:00 am'],
    ['en-au', '2026-11-28', '09:00', 'Sat 28 Nov, 9:00 am'],
    ['zh-CN', '2026-11-28', '09:00', '11月28日 周六 09:00'],
    ['en-au', '2026-12-01', '17:35', 'Tue 1 Dec, 5:35 pm'],
    ['zh-CN', '2026-12-01', '17:35', '12月1日 周二 17:35'],
    ['en', '2027-01-03', '00:05', 'Sun 3 Jan, 12:05 am'],
  ] as const)('%s: %s %s → %s', (locale, date, time, want) => {
    expect(formatSlotChip(date, time, locale)).toBe(want);
  });

  it('says the time alone for the time list, and nothing for a malformed slot', () => {
    expect(formatSlotTime('12:30', 'en-au')).toBe('12:30 pm');
    expect(formatSlotTime('12:30', 'zh-CN')).toBe('12:30');
    expect(formatSlotTime('9:30', 'en')).toBe('');
    expect(formatSlotChip('11-28', '09:00', 'en')).toBe('');
    expect(formatSlotChip('2026-11-28', '', 'en')).toBe('');
  });
});
