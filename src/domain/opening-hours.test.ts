import { describe, it, expect } from 'vitest';
import {
  buildWeeklyHours,
  checkStoreOpen,
  closingTimeAt,
  findClosedReason,
  formatDayHours,
  formatDayIndex,
  formatTimeOfDay,
  fromVenueLocal,
  isPreorderForced,
  isRangeForCategory,
  isStoreClosedNow,
  isStoreOpenAt,
  isWithinOpeningHours,
  mapOpenIntervals,
  mapStoreOpenState,
  parseDayIndex,
  parseTimeOfDay,
  toVenueLocal,
  weekdayOf,
} from './opening-hours';
import { makeOpenTime, makeVenue } from './test-fixtures';

const SYDNEY = 'Australia/Sydney';
/** Seconds since the epoch of a Sydney wall-clock time. 2024-05-10 is a Friday (AEST, +10:00). */
const at = (date: string, time: string) => fromVenueLocal(date, time, SYDNEY);
const FRI = '2024-05-10';
const SAT = '2024-05-11';

/** Friday 17:00–01:00 (overnight), Saturday 10:00–14:00 and 17:00–22:00; takeaway-only Sunday 09:00–12:00. */
const eveningVenue = (overrides: Parameters<typeof makeVenue>[0] = {}) =>
  makeVenue({
    opentime: [makeOpenTime(5, '17:00', '01:00'), makeOpenTime(6, '17:00', '22:00'), makeOpenTime(6, '10:00', '14:00'), makeOpenTime(0, '09:00', '12:00', [3])],
    ...overrides,
  });

describe('times and days on the venue clock (storefront.md §3 opentime, config.timezone)', () => {
  it.each([
    ['09:00', 540],
    ['9:05', 545],
    ['00:00', 0],
    ['24:00', 1440],
    ['24:01', Number.NaN],
    ['12:60', Number.NaN],
    ['25:00', Number.NaN],
    ['noon', Number.NaN],
  ])("reads '%s' as %s minutes", (time, minutes) => {
    expect(parseTimeOfDay(time)).toBe(minutes);
  });

  it.each([
    [0, '00:00'],
    [545, '09:05'],
    [1445, '00:05'],
    [-5, '23:55'],
  ])('formats %s minutes as %s', (minutes, time) => {
    expect(formatTimeOfDay(minutes)).toBe(time);
  });

  it('converts instants to the venue wall clock and back', () => {
    const local = toVenueLocal(at(FRI, '17:30'), SYDNEY);
    expect(local).toMatchObject({ date: FRI, weekday: 5, minute: 17 * 60 + 30 });
    expect(local.localMinute).toBe(local.dayIndex * 1440 + local.minute);
    expect(formatDayIndex(local.dayIndex)).toBe(FRI);
    expect(parseDayIndex(FRI)).toBe(local.dayIndex);
    expect(parseDayIndex('10/05/2024')).toBeNaN();
    expect(weekdayOf(0)).toBe(4); // 1970-01-01 was a Thursday
    expect(toVenueLocal(at(FRI, '17:30'), 'UTC')).toMatchObject({ date: FRI, minute: 7 * 60 + 30 });
  });
});

describe('opening ranges (storefront.md §5: overnight ranges wrap to the next day; available_markets)', () => {
  it.each([
    [FRI, '16:59', false],
    [FRI, '17:00', true],
    [FRI, '23:59', true],
    [SAT, '00:30', true], // Friday 17:00–01:00 covers Saturday 00:30
    [SAT, '01:00', false],
    [SAT, '09:59', false],
    [SAT, '13:59', true],
    [SAT, '14:00', false],
    [SAT, '21:59', true],
    ['2024-05-12', '10:00', true],
    ['2024-05-13', '10:00', false], // Monday: no range
  ])('%s %s is within opening hours: %s', (date, time, open) => {
    expect(isWithinOpeningHours(eveningVenue(), at(date, time))).toBe(open);
  });

  it.each([
    [undefined, true],
    [0, true],
    [3, true],
    [4, false],
  ])('a takeaway-only range serves category %s: %s (empty available_markets = all)', (category, served) => {
    expect(isRangeForCategory(makeOpenTime(0, '09:00', '12:00', [3]), category)).toBe(served);
    expect(isWithinOpeningHours(eveningVenue(), at('2024-05-12', '10:00'), category)).toBe(served);
    expect(isRangeForCategory(makeOpenTime(0, '09:00', '12:00'), category)).toBe(true);
  });

  it('reads equal start and end as open 24 hours, and ignores ranges with bad times', () => {
    const venue = makeVenue({ opentime: [makeOpenTime(5, '06:00', '06:00'), makeOpenTime(6, 'late', '23:00')] });
    expect(isWithinOpeningHours(venue, at(FRI, '05:59'))).toBe(false);
    expect(isWithinOpeningHours(venue, at(SAT, '05:59'))).toBe(true);
    expect(isWithinOpeningHours(venue, at(SAT, '12:00'))).toBe(false);
  });

  it('merges touching and overlapping ranges into one opening', () => {
    const day = parseDayIndex('2024-05-13');
    const opentime = [makeOpenTime(1, '09:00', '10:00'), makeOpenTime(1, '12:00', '15:00'), makeOpenTime(1, '09:00', '12:00'), makeOpenTime(1, '14:00', '16:00'), makeOpenTime(1, '18:00', '20:00')];
    expect(mapOpenIntervals(opentime, day, day)).toEqual([
      { start: day * 1440 + 540, end: day * 1440 + 960 },
      { start: day * 1440 + 1080, end: day * 1440 + 1200 },
    ]);
  });

  it('moves a wall-clock time skipped by DST forward by the gap (Sydney 2024-10-06 02:30 → 03:30)', () => {
    expect(toVenueLocal(at('2024-10-06', '02:30'), SYDNEY).minute).toBe(3 * 60 + 30);
  });

  it('keeps posted wall-clock hours across a DST change (Sydney, 2024-10-06 02:00 → 03:00)', () => {
    const venue = makeVenue({ opentime: [makeOpenTime(0, '09:00', '17:00')] });
    expect(isWithinOpeningHours(venue, at('2024-10-06', '09:00'))).toBe(true);
    expect(isWithinOpeningHours(venue, at('2024-10-06', '08:59'))).toBe(false);
    expect(closingTimeAt(venue, at('2024-10-06', '12:00'))).toBe(at('2024-10-06', '17:00'));
  });
});

describe('store open / closed, first reading (storefront.md §4)', () => {
  const now = at(FRI, '18:00');
  it.each([
    ['open', {}, {}, null],
    ['venue status not open', { status: 0 }, {}, 'venueClosed'],
    ['paused (non-table order)', { pauseuntil: now + 600 }, {}, 'paused'],
    ['paused, but a table order', { pauseuntil: now + 600 }, { tableOrder: true }, null],
    ['a pause already over', { pauseuntil: now - 1 }, {}, null],
    ['a range for all categories serving delivery', {}, { categoryType: 4 }, null],
  ])('%s', (_case, venueOverrides, context, reason) => {
    const venue = eveningVenue(venueOverrides);
    expect(findClosedReason(venue, now, context)).toBe(reason);
    expect(isStoreOpenAt(venue, now, context)).toBe(reason === null);
    expect(checkStoreOpen(venue, now, context)).toEqual(reason ? { ok: false, code: 'STORE_CLOSED', params: { reason } } : { ok: true, value: true });
  });

  it('is closed outside hours', () => {
    expect(findClosedReason(eveningVenue(), at(FRI, '12:00'))).toBe('outsideHours');
    expect(findClosedReason(eveningVenue(), at('2024-05-12', '10:00'), { categoryType: 4 })).toBe('outsideHours');
  });
});

describe("store open / closed, second reading (storefront.md §4: no hours covering now, or pauseuntil ≥ today's closing time)", () => {
  const now = at(FRI, '18:00');
  const closing = at(SAT, '01:00');
  it.each([
    ['open, no pause', 0, false, false],
    ['paused until before closing', closing - 60, false, false],
    ['paused until closing', closing, false, true],
    ['paused past closing', closing + 3600, false, true],
    ['paused past closing, dine-in', closing + 3600, true, false],
  ])('%s → closed %s', (_case, pauseuntil, tableOrder, closed) => {
    expect(isStoreClosedNow(eveningVenue({ pauseuntil }), now, { tableOrder })).toBe(closed);
  });

  it('is closed when no hours cover now, and finds the closing time of an overnight opening', () => {
    expect(isStoreClosedNow(eveningVenue(), at(FRI, '12:00'))).toBe(true);
    expect(closingTimeAt(eveningVenue(), now)).toBe(closing);
    expect(closingTimeAt(eveningVenue(), at(FRI, '12:00'))).toBeNull();
  });
});

describe('weekly hours for the store info modal (storefront.md §2.6)', () => {
  it("lists seven days from Sunday, ranges sorted by start, 'Closed' days without ranges", () => {
    const week = buildWeeklyHours(eveningVenue().opentime);
    expect(week.map((d) => [d.week, d.closed, formatDayHours(d)])).toEqual([
      [0, false, '09:00-12:00'],
      [1, true, ''],
      [2, true, ''],
      [3, true, ''],
      [4, true, ''],
      [5, false, '17:00-01:00'],
      [6, false, '10:00-14:00, 17:00-22:00'],
    ]);
  });

  it("names a 24-hour range (start = end) with the caller's label, in the list and in the header", () => {
    const venue = makeVenue({ opentime: [makeOpenTime(6, '00:00', '00:00'), makeOpenTime(0, '06:00', '06:00'), makeOpenTime(0, '07:00', '09:00')] });
    const week = buildWeeklyHours(venue.opentime);
    expect(formatDayHours(week[6], '24 hours')).toBe('24 hours');
    expect(formatDayHours(week[6])).toBe('00:00-00:00');
    expect(formatDayHours(week[0], '24 小时')).toBe('24 小时, 07:00-09:00');
    const state = mapStoreOpenState(venue, at(SAT, '03:00'), { allDayLabel: '24 hours' });
    expect(state).toMatchObject({ open: true, todayHours: '24 hours', openTimeLine: { key: 'openNow', params: { hours: '24 hours' } } });
  });

  it('starts from another day and filters by category', () => {
    const week = buildWeeklyHours(eveningVenue().opentime, 4, 1);
    expect(week.map((d) => d.week)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[6]).toEqual({ week: 0, closed: true, ranges: [] });
  });
});

describe('header open state (storefront.md §2.6 store header, §4)', () => {
  it("reads 'Open now, open time…' when open, ASAP by default", () => {
    const state = mapStoreOpenState(eveningVenue(), at(SAT, '11:00'), { reservations: true });
    expect(state).toMatchObject({ open: true, reason: null, closedNow: false, preorderForced: false, defaultTiming: 'asap', closedText: null });
    expect(state.openTimeLine).toEqual({ key: 'openNow', params: { hours: '10:00-14:00, 17:00-22:00' } });
  });

  it("forces 'Later' when closed with reservations (non-table): '…, you can pre-order'", () => {
    const state = mapStoreOpenState(eveningVenue(), at(SAT, '15:00'), { reservations: true });
    expect(state).toMatchObject({ open: false, preorderForced: true, defaultTiming: 'later', closedText: null, openTimeLine: { key: 'preorder' } });
    expect(isPreorderForced(eveningVenue(), at(SAT, '15:00'), { reservations: true })).toBe(true);
    expect(isPreorderForced(eveningVenue(), at(SAT, '15:00'), { reservations: true, tableOrder: true })).toBe(false);
    expect(isPreorderForced(eveningVenue(), at(SAT, '15:00'), { reservations: false })).toBe(false);
    expect(isPreorderForced(eveningVenue(), at(SAT, '11:00'), { reservations: true })).toBe(false);
  });

  it.each([
    ['a pause', { pauseuntil: at(SAT, '12:00') }, at(SAT, '11:00'), {}, { key: 'temporarilyStopped' }],
    ['outside hours on a day with hours', {}, at(SAT, '15:00'), { categoryName: 'Take Away' }, { key: 'openTimeForCategory', params: { category: 'Take Away', hours: '10:00-14:00, 17:00-22:00' } }],
    ['outside hours, no category name', {}, at(SAT, '15:00'), {}, { key: 'openTimeForCategory', params: { category: '', hours: '10:00-14:00, 17:00-22:00' } }],
    ['a day without hours', {}, at('2024-05-13', '12:00'), {}, { key: 'shopClosedNow' }],
    ['the venue status not open', { status: 2 }, at(SAT, '11:00'), {}, { key: 'shopClosedNow' }],
  ])('shows a closed text without reservations: %s', (_case, overrides, now, context, text) => {
    const state = mapStoreOpenState(eveningVenue(overrides), now, context);
    expect(state.closedText).toEqual(text);
    expect(state.openTimeLine.key).toBe('openTime');
  });

  it('defaults to no context', () => {
    expect(mapStoreOpenState(eveningVenue(), at(SAT, '11:00')).open).toBe(true);
  });
});
