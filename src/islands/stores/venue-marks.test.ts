import { describe, expect, it } from 'vitest';
import { isClearedSince, isConfirmValid, markTick, parseTicks, reusableConfirmation, VENUE_CLEAR_TTL_MS, VENUE_CONFIRM_TTL_MS, type VenueTicks } from './venue-marks';

const H = 60 * 60 * 1000;
const now = 1_800_000_000_000;

describe('venue_clear_ticks / venue_confirm_ticks (storefront.md §3, §9; issue 26 item 11e)', () => {
  it('a confirmation mark is valid for 30 hours', () => {
    expect(VENUE_CONFIRM_TTL_MS).toBe(30 * H);
    expect(isConfirmValid({ v1: now - 29 * H }, {}, 'v1', now)).toBe(true);
    expect(isConfirmValid({ v1: now - 30 * H + 1 }, {}, 'v1', now)).toBe(true);
    expect(isConfirmValid({ v1: now - 30 * H }, {}, 'v1', now)).toBe(false);
    expect(isConfirmValid({ v1: now - 31 * H }, {}, 'v1', now)).toBe(false);
  });

  it('is per venue, and a mark from the future does not count', () => {
    expect(isConfirmValid({ v1: now - H }, {}, 'v2', now)).toBe(false);
    expect(isConfirmValid({ v1: now + H }, {}, 'v1', now)).toBe(false);
  });

  it('clearing the venue forgets its confirmation; a later confirmation counts again', () => {
    expect(isConfirmValid({ v1: now - 2 * H }, { v1: now - H }, 'v1', now)).toBe(false);
    expect(isConfirmValid({ v1: now - H }, { v1: now - 2 * H }, 'v1', now)).toBe(true);
    expect(isConfirmValid({ v1: now - H }, { v2: now - 10 }, 'v1', now)).toBe(true);
  });

  it('data saved before (or at) the clear mark is cleared; later data is not', () => {
    expect(isClearedSince({ v1: now - H }, 'v1', now - 2 * H)).toBe(true);
    expect(isClearedSince({ v1: now - H }, 'v1', now - H)).toBe(true);
    expect(isClearedSince({ v1: now - H }, 'v1', now - 10)).toBe(false);
    expect(isClearedSince({}, 'v1', now - 2 * H)).toBe(false);
  });

  it('marking sets the venue and drops entries past their life', () => {
    expect(markTick({ old: now - 31 * H, fresh: now - H, future: now + 31 * H }, 'v1', now, VENUE_CONFIRM_TTL_MS)).toEqual({ fresh: now - H, v1: now });
    expect(markTick({ a: now - VENUE_CLEAR_TTL_MS, b: now - 10 }, 'a', now + 1, VENUE_CLEAR_TTL_MS)).toEqual({ b: now - 10, a: now + 1 });
  });

  it.each([
    ['{"v1":5,"v2":"x","":3,"v3":null}', { v1: 5 }],
    ['[1,2]', {}],
    ['not json', {}],
    ['null', {}],
    [null, {}],
  ] as const)('parses %j → %j', (raw, ticks) => {
    expect(parseTicks(raw)).toEqual(ticks);
  });

  describe('the confirmed fulfilment is taken again within 30 h, asked after (issue 26 item 11)', () => {
    const offered = [{ type: 1, name: 'Pick up' }, { type: 3, name: 'Take Away' }, { type: 4, name: 'Delivery' }];
    const marks = (at: number, type: number, cleared?: number): { confirms: VenueTicks; clears: VenueTicks; choices: VenueTicks } => ({ confirms: { v1: at }, clears: cleared === undefined ? {} : { v1: cleared }, choices: { v1: type } });
    it('takes the confirmed category while the mark holds', () => {
      expect(reusableConfirmation(marks(now - 29 * H, 3), 'v1', offered, now, false)).toEqual({ type: 3, name: 'Take Away' });
    });
    it.each([
      ['after 30 h', marks(now - 30 * H, 3), false],
      ['for delivery (its address)', marks(now - H, 4), false],
      ['when a pre-order is forced (its time)', marks(now - H, 3), true],
      ['when the venue no longer offers it', marks(now - H, 2), false],
      ['after the venue was cleared', marks(now - 2 * H, 3, now - H), false],
      ['without a recorded choice', { confirms: { v1: now - H }, clears: {}, choices: {} } as { confirms: VenueTicks; clears: VenueTicks; choices: VenueTicks }, false],
    ] as const)('asks again %s', (_what, m, forced) => {
      expect(reusableConfirmation(m, 'v1', offered, now, forced)).toBeNull();
    });
  });
});
