// Trade ids (orders.ts newTradeid): 'P' + venue-local YYMMDD + 128 random bits in hex, drawn from a
// refilled buffer of CSPRNG bytes: never repeated, across many refills.
import { describe, expect, it } from 'vitest';
import { newTradeid } from './orders';

describe('newTradeid', () => {
  it("is 'P', the venue-local day as YYMMDD and 32 hex digits", () => {
    expect(newTradeid('2026-11-26')).toMatch(/^P261126[0-9a-f]{32}$/);
  });

  it('never repeats and spreads its digits evenly over 2,000 ids (8 refills of the buffer)', () => {
    const ids = Array.from({ length: 2_000 }, () => newTradeid('2026-11-26').slice(7));
    expect(new Set(ids).size).toBe(ids.length);
    const counts = new Map<string, number>();
    for (const id of ids) for (const c of id) counts.set(c, (counts.get(c) ?? 0) + 1);
    // 64,000 hex digits: each of the 16 expected 4,000 times; a stuck or repeated buffer would skew it.
    expect(counts.size).toBe(16);
    for (const n of counts.values()) expect(Math.abs(n - 4_000)).toBeLessThan(400);
  });
});
