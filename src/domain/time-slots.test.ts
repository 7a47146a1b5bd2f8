import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  bookingMinutes,
  buildPreorderDays,
  checkPreorderTime,
  findDisabledHours,
  findDisabledMinutes,
  isValidPreorderTime,
  preorderWindow,
  reconcilePreorderTime,
} from './time-slots';
import { fromVenueLocal, isWithinOpeningHours, parseTimeOfDay } from './opening-hours';
import { makeOpenTime, makeVenue, makeVenueConfig } from './test-fixtures';
import type { OpenTime, VenueConfig } from './types';

const SYDNEY = 'Australia/Sydney';
const at = (date: string, time: string) => fromVenueLocal(date, time, SYDNEY);
const FRI = '2024-05-10';
const SAT = '2024-05-11';
const SUN = '2024-05-12';

describe('booking minutes by category (storefront.md §5: order_book_counter_wait / take_away / delivery min and max)', () => {
  const config = makeVenueConfig({
    order_book_counter_wait_min: 5,
    order_book_counter_wait_max: 120,
    order_book_take_away_min: 20,
    order_book_take_away_max: 1440,
    order_book_delivery_min: 40,
    order_book_delivery_max: 0,
  });
  it.each([
    [1, { min: 5, max: 120 }],
    [3, { min: 20, max: 1440 }],
    [4, { min: 40, max: 2880 }], // a maximum of 0 reads as the 2880-minute horizon
    [2, { min: 0, max: 2880 }],
    [0, { min: 0, max: 2880 }],
  ])('category %s → %o', (type, minutes) => {
    expect(bookingMinutes(config, type)).toEqual(minutes);
  });

  it('falls back to the default config for missing or non-numeric keys, and reads numeric strings', () => {
    expect(bookingMinutes({}, 1)).toEqual({ min: 10, max: 2880 });
    expect(bookingMinutes({ order_book_take_away_min: 'soon', order_book_take_away_max: '600' } as unknown as Partial<VenueConfig>, 3)).toEqual({ min: 15, max: 600 });
    expect(bookingMinutes({ order_book_delivery_min: -5 }, 4)).toEqual({ min: 0, max: 2880 });
  });

  it('computes earliest = max(now, pauseuntil) + min and latest = now + max, in seconds', () => {
    const now = at(FRI, '10:00');
    expect(preorderWindow(makeVenue(), now, 3)).toEqual({ earliest: now + 15 * 60, latest: now + 2880 * 60 });
    expect(preorderWindow(makeVenue({ pauseuntil: now + 3600 }), now, 3)).toEqual({ earliest: now + 3600 + 15 * 60, latest: now + 2880 * 60 });
  });
});

describe('pre-order days and slots (storefront.md §5 "Fulfilment configuration")', () => {
  it('offers 5-minute slots from now + min (rounded up) to now + max, inside the hours, per day', () => {
    const days = buildPreorderDays(makeVenue(), at(FRI, '10:02'), 3); // takeaway: min 15 → 10:17
    expect(days.map((d) => [d.date, d.weekday, d.slots[0], d.slots[d.slots.length - 1], d.slots.length])).toEqual([
      [FRI, 5, '10:20', '16:55', 80],
      [SAT, 6, '09:00', '16:55', 96],
      [SUN, 0, '09:00', '10:00', 13], // latest: Sunday 10:02
    ]);
  });

  it('starts after a pause', () => {
    const days = buildPreorderDays(makeVenue({ pauseuntil: at(FRI, '15:00') }), at(FRI, '10:00'), 3);
    expect(days[0].slots[0]).toBe('15:15');
  });

  it('keeps the exact earliest minute when it is already on a 5-minute step', () => {
    expect(buildPreorderDays(makeVenue(), at(FRI, '10:05'), 3)[0].slots[0]).toBe('10:20');
    expect(buildPreorderDays(makeVenue(), at(FRI, '10:05') + 30, 3)[0].slots[0]).toBe('10:25');
  });

  it('uses only the ranges for the category (available_markets), overnight ranges on the next date', () => {
    const venue = makeVenue({
      opentime: [makeOpenTime(5, '11:00', '14:00', [3]), makeOpenTime(5, '22:00', '01:00', [4])],
      config: { order_book_delivery_max: 1440 },
    });
    const delivery = buildPreorderDays(venue, at(FRI, '10:00'), 4);
    expect(delivery.map((d) => [d.date, d.slots[0], d.slots[d.slots.length - 1]])).toEqual([
      [FRI, '22:00', '23:55'],
      [SAT, '00:00', '00:55'],
    ]);
    expect(buildPreorderDays(venue, at(FRI, '10:00'), 3).map((d) => d.date)).toEqual([FRI]);
  });

  it('lists only days with open slots, and none when the venue is not open', () => {
    const venue = makeVenue({ opentime: [makeOpenTime(5, '09:00', '17:00'), makeOpenTime(0, '09:00', '17:00')] });
    expect(buildPreorderDays(venue, at(FRI, '16:50'), 3).map((d) => d.date)).toEqual([SUN]);
    expect(buildPreorderDays(makeVenue({ status: 0 }), at(FRI, '10:00'), 3)).toEqual([]);
    expect(buildPreorderDays(makeVenue(), at(FRI, '10:00'), 9)[0].slots[0]).toBe('10:00');
  });

  it('excludes the closing time itself', () => {
    const days = buildPreorderDays(makeVenue({ config: { order_book_take_away_max: 600 } }), at(FRI, '10:00'), 3);
    expect(days).toHaveLength(1);
    expect(days[0].slots.at(-1)).toBe('16:55');
  });

  it('keeps wall-clock slots on a DST change day (Sydney 2024-10-06)', () => {
    const venue = makeVenue({ opentime: [makeOpenTime(0, '09:00', '10:00')] });
    const days = buildPreorderDays(venue, at('2024-10-06', '01:00'), 3);
    expect(days[0]).toMatchObject({ date: '2024-10-06', slots: expect.arrayContaining(['09:00', '09:55']) });
    expect(days[0].slots).toHaveLength(12);
  });

  it('slots are sorted, 5-minute aligned, inside the opening hours and the window (fast-check)', () => {
    const time = fc.integer({ min: 0, max: 287 }).map((i) => `${String(Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5 + (i % 3)).padStart(2, '0')}`);
    const range: fc.Arbitrary<OpenTime> = fc.record({
      week: fc.integer({ min: 0, max: 6 }),
      t_start: time,
      t_end: time,
      available_markets: fc.subarray([1, 3, 4]),
    });
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 6 }),
        fc.constantFrom('UTC', 'Asia/Shanghai', 'Asia/Kolkata', 'Asia/Kathmandu'),
        fc.integer({ min: 1_700_000_000, max: 1_800_000_000 }),
        fc.constantFrom(1, 3, 4),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 30, max: 2880 }),
        (opentime, timezone, now, category, min, max) => {
          const venue = makeVenue({
            opentime,
            config: { timezone, order_book_counter_wait_min: min, order_book_take_away_min: min, order_book_delivery_min: min, order_book_counter_wait_max: max, order_book_take_away_max: max, order_book_delivery_max: max },
          });
          const { earliest, latest } = preorderWindow(venue, now, category);
          const instants = buildPreorderDays(venue, now, category).flatMap((day) => {
            expect(day.slots.length).toBeGreaterThan(0);
            return day.slots.map((slot) => {
              expect(parseTimeOfDay(slot) % 5).toBe(0);
              return fromVenueLocal(day.date, slot, timezone);
            });
          });
          instants.forEach((instant, i) => {
            if (i > 0) expect(instant).toBeGreaterThan(instants[i - 1]);
            expect(instant).toBeGreaterThanOrEqual(earliest - 59);
            expect(instant).toBeLessThanOrEqual(latest);
            expect(isWithinOpeningHours(venue, instant, category)).toBe(true);
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('time picker (storefront.md §5: hours with no slot and minutes outside the slots disabled)', () => {
  const slots = ['09:50', '09:55', '10:00', '10:05', '12:30'];
  it('disables hours without a slot', () => {
    expect(findDisabledHours(slots)).toEqual([...Array.from({ length: 9 }, (_, h) => h), 11, ...Array.from({ length: 11 }, (_, i) => 13 + i)]);
  });

  it.each([
    [9, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45]],
    [10, [10, 15, 20, 25, 30, 35, 40, 45, 50, 55]],
    [12, [0, 5, 10, 15, 20, 25, 35, 40, 45, 50, 55]],
  ])('disables the minutes of hour %s outside the slots', (hour, disabled) => {
    expect(findDisabledMinutes(slots, hour)).toEqual(disabled);
  });

  const days = [{ date: FRI, weekday: 5, slots }];
  it.each([
    [FRI, '10:00', { date: FRI, time: '10:00' }],
    [FRI, '10:02', { date: FRI, time: '10:05' }], // rounds up to the next allowed 5-minute value
    [FRI, '10:10', { date: FRI, time: '12:30' }],
    [FRI, '23:00', { date: FRI, time: null }], // nothing left that day: cleared
    [FRI, null, { date: FRI, time: null }],
    [SAT, '10:00', { date: null, time: null }], // the date has no slots any more
    [null, '10:00', { date: null, time: null }],
  ])('reconciles %s %s to %o', (date, time, expected) => {
    expect(reconcilePreorderTime(days, date, time)).toEqual(expected);
  });
});

describe('pre-order validity (storefront.md §4 "Checkout flow" 15-minute check, §8; orders-and-payments.md §5.1)', () => {
  const now = at(FRI, '10:00');
  it.each([
    [now + 3600, true],
    [now, true],
    [now - 15 * 60, true],
    [now - 15 * 60 - 1, false],
  ])('time %s is valid: %s', (time, valid) => {
    expect(isValidPreorderTime(time, now)).toBe(valid);
  });

  it.each([
    ['a slot in hours', makeVenue(), at(FRI, '12:00'), null],
    ['a slot just before the earliest, within the 15-minute grace', makeVenue(), at(FRI, '10:10'), null],
    ['the venue status not open', makeVenue({ status: 0 }), at(FRI, '12:00'), ['STORE_CLOSED', 'venueClosed']],
    ['a time in a pause', makeVenue({ pauseuntil: at(FRI, '13:00') }), at(FRI, '12:00'), ['STORE_CLOSED', 'paused']],
    ['a time outside the hours', makeVenue(), at(FRI, '18:00'), ['STORE_CLOSED', 'outsideHours']],
    ['a time past the horizon', makeVenue(), now + 2881 * 60, ['OUT_OF_TIME']],
    ['a time more than 15 minutes past', makeVenue(), now - 16 * 60, ['OUT_OF_TIME']],
    ['a time earlier than the earliest less 15 minutes', makeVenue({ config: { order_book_take_away_min: 60 } }), at(FRI, '10:30'), ['OUT_OF_TIME']],
  ])('checks %s', (_case, venue, time, failure) => {
    const result = checkPreorderTime(venue, time, now, 3);
    if (!failure) expect(result).toEqual({ ok: true, value: time });
    else expect(result).toEqual(failure[1] ? { ok: false, code: failure[0], params: { reason: failure[1] } } : { ok: false, code: failure[0] });
  });
});
