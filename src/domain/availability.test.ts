import { describe, expect, it } from 'vitest';
import {
  asapReadyAt,
  categoryPauseUntil,
  isCategoryPaused,
  nextOpeningBackAt,
  pauseTypeOf,
  serviceNotice,
  UNTIL_RESUMED,
  venueForCategory,
  withServiceChange,
} from './availability';
import { makeVenue } from './test-fixtures';

/** Wednesday 11 June 2025, 12:00 in Sydney (AEST, UTC+10): the fixture venue is open 09:00–17:00. */
const NOON = Date.UTC(2025, 5, 11, 2, 0, 0) / 1000;

describe('pause and busy (issue 23 item 4)', () => {
  it('names the fulfilment type of a category type', () => {
    expect([1, 3, 4, 2, 6, 7].map(pauseTypeOf)).toEqual(['pickup', 'takeaway', 'delivery', 'table', 'table', null]);
  });

  it('pauses one type until a time, leaving the others; the venue a paused type sees has that pauseuntil', () => {
    const venue = makeVenue({ pauses: [{ type: 3, until: NOON + 1800 }] });
    expect(categoryPauseUntil(venue, 3)).toBe(NOON + 1800);
    expect(categoryPauseUntil(venue, 4)).toBe(0);
    expect(isCategoryPaused(venue, 3, NOON)).toBe(true);
    expect(isCategoryPaused(venue, 3, NOON + 1800)).toBe(false);
    expect(isCategoryPaused(venue, 4, NOON)).toBe(false);
    expect(venueForCategory(venue, 3).pauseuntil).toBe(NOON + 1800);
    expect(venueForCategory(venue, 4)).toBe(venue);
  });

  it('says paused until a time, paused until resumed, busy minutes, or nothing', () => {
    expect(serviceNotice(makeVenue({ pauses: [{ type: 3, until: NOON + 1800 }] }), 3, NOON)).toEqual({ kind: 'pausedUntil', until: NOON + 1800 });
    expect(serviceNotice(makeVenue({ pauseuntil: UNTIL_RESUMED }), 0, NOON)).toEqual({ kind: 'paused' });
    expect(serviceNotice(makeVenue(), 3, NOON)).toBeNull();
    const busy = serviceNotice(makeVenue({ busy_minutes: 20, config: { order_book_take_away_min: 35 } }), 3, NOON);
    expect(busy).toEqual({ kind: 'busy', minutes: Math.round((asapReadyAt(makeVenue({ busy_minutes: 20, config: { order_book_take_away_min: 35 } }), NOON, 3) - NOON) / 60) });
    expect(busy?.kind === 'busy' && busy.minutes >= 35).toBe(true);
    // A table is not told of the venue's online pause nor of busy minutes.
    expect(serviceNotice(makeVenue({ pauseuntil: NOON + 600, busy_minutes: 20, order_categories: [{ name: 'Table', type: 2 }] }), 2, NOON)).toBeNull();
  });

  it('applies a menuChanged service change: pauses, pauseuntil and busy minutes, the minimum minutes moved by the change', () => {
    const venue = makeVenue({ busy_minutes: 10, config: { order_book_take_away_min: 25, order_book_delivery_min: 40, order_book_counter_wait_min: 15 } });
    const next = withServiceChange(venue, { pauseuntil: 0, pauses: [{ type: 4, until: NOON + 60 }], busy_minutes: 25 });
    expect(next.busy_minutes).toBe(25);
    expect(next.pauses).toEqual([{ type: 4, until: NOON + 60 }]);
    expect([next.config.order_book_take_away_min, next.config.order_book_delivery_min, next.config.order_book_counter_wait_min].map(Number)).toEqual([40, 55, 30]);
    expect(withServiceChange(venue, { pauseuntil: 5, pauses: [], busy_minutes: 10 }).config).toEqual(venue.config);
  });

  it('finds the next opening for an item back at the next opening', () => {
    const evening = Date.UTC(2025, 5, 11, 9, 0, 0) / 1000; // 19:00 in Sydney, closed
    const back = nextOpeningBackAt(makeVenue(), evening);
    expect(back).toBe(Date.UTC(2025, 5, 11, 23, 0, 0) / 1000); // 09:00 the next day
    expect(nextOpeningBackAt(makeVenue({ opentime: [] }), evening)).toBeNull();
  });
});
