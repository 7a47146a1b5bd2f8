import { describe, expect, it } from 'vitest';
import { weeklyHoursTable } from './weekly-hours';

const days = (rows: ReturnType<typeof weeklyHoursTable>) => Object.fromEntries(rows.map((r) => [r.week, r.slots.map((s) => s.join('-'))]));

describe('weeklyHoursTable (accounts-and-loyalty.md §2.14)', () => {
  it('lists Monday to Sunday; days without slots are empty (shown "close")', () => {
    const rows = weeklyHoursTable([{ week: 1, t_start: '06:30', t_end: '15:00' }]);
    expect(rows.map((r) => r.week)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(days(rows)).toEqual({ 1: ['06:30-15:00'], 2: [], 3: [], 4: [], 5: [], 6: [], 0: [] });
  });

  it('splits a range past midnight over two days and sorts each day', () => {
    const rows = weeklyHoursTable([
      { week: 5, t_start: '17:00', t_end: '01:00' },
      { week: 6, t_start: '17:00', t_end: '01:00' },
      { week: 6, t_start: '11:00', t_end: '15:00' },
    ]);
    const d = days(rows);
    expect(d[5]).toEqual(['17:00-24:00']);
    expect(d[6]).toEqual(['00:00-01:00', '11:00-15:00', '17:00-24:00']);
    // Saturday's overnight range ends on Sunday.
    expect(d[0]).toEqual(['00:00-01:00']);
  });

  it.each([
    ['an end of 24:00 stays on its day', { week: 2, t_start: '18:00', t_end: '24:00' }, { 2: ['18:00-24:00'], 3: [] }],
    ['an end of 00:00 ends at midnight without a next-day slot', { week: 2, t_start: '18:00', t_end: '00:00' }, { 2: ['18:00-24:00'], 3: [] }],
    ['equal start and end is all day', { week: 3, t_start: '00:00', t_end: '00:00' }, { 3: ['00:00-24:00'], 4: [] }],
    ['Sunday past midnight runs into Monday', { week: 0, t_start: '22:00', t_end: '02:30' }, { 0: ['22:00-24:00'], 1: ['00:00-02:30'] }],
  ])('%s', (_name, range, expected) => {
    const d = days(weeklyHoursTable([range]));
    for (const [day, slots] of Object.entries(expected)) expect(d[Number(day)]).toEqual(slots);
  });

  it('leaves out unreadable ranges', () => {
    const d = days(weeklyHoursTable([{ week: 7, t_start: '09:00', t_end: '10:00' }, { week: 1, t_start: '9am', t_end: '10:00' }]));
    expect(Object.values(d).flat()).toEqual([]);
  });
});
