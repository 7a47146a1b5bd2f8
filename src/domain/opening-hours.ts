/**
 * Opening hours and store open / closed (storefront.md §3 opentime, §4 "Store open / closed", §2.6
 * store header and store info modal, §5 "Fulfilment configuration").
 *
 * Opening hours are weekday ranges (`week` 0 = Sunday … 6) of wall-clock times 'HH:mm' in the venue's
 * IANA timezone (`config.timezone`). A range whose end is not after its start runs overnight into the
 * next day (Friday 17:00–01:00 covers Saturday 00:30); equal start and end mean open 24 hours. A range
 * serves the order categories in `available_markets` (empty = all).
 *
 * All arithmetic is on *venue-local minutes*: minutes since 1970-01-01 00:00 on the venue's wall clock
 * (day index × 1440 + minute of day). Instants (seconds since the epoch) are converted once with dayjs'
 * timezone plugin; a range is compared with wall-clock times, so DST shifts move the instant, not the
 * posted hours.
 *
 * Two readings of "closed" (§4), both offered:
 * - `isStoreOpenAt` (first reading, for ordering at a time): closed when the venue status is not open
 *   (1), or a pause is running at that time (`pauseuntil` after it; non-table orders only), or the time
 *   is outside the hours for the category;
 * - `isStoreClosedNow` (second reading, for the header): closed when no range covers now, or the pause
 *   runs to or past the end of the current opening (today's closing time); the pause is ignored for
 *   dine-in. A pause set in the past is over, not "set".
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { OpenTime, Venue } from './types';
import type { Result } from './result';
import { err, ok } from './result';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Minutes in a day. */
export const MINUTES_PER_DAY = 1440;

/** Venue status meaning open for orders (storefront.md §3). */
export const VENUE_OPEN_STATUS = 1;

/** A moment on the venue's wall clock. */
export interface VenueLocalTime {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Days since 1970-01-01 on the venue's calendar. */
  dayIndex: number;
  /** 0 = Sunday … 6. */
  weekday: number;
  /** Minute of the day, 0 … 1439. */
  minute: number;
  /** dayIndex × 1440 + minute. */
  localMinute: number;
}

/** An opening on the venue's wall clock: [start, end) in venue-local minutes. */
export interface OpenInterval {
  start: number;
  end: number;
}

/** What an open/closed question is asked for. */
export interface OrderingContext {
  /** Order category type (1 counter, 2/6 table, 3 takeaway, 4 delivery); 0 or missing = any range. */
  categoryType?: number;
  /** A dine-in table order: the pause does not apply. */
  tableOrder?: boolean;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'HH:mm' → minutes of the day, or NaN when not a time (ranges with bad times are ignored). */
export function parseTimeOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return Number.NaN;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= MINUTES_PER_DAY ? hours * 60 + minutes : Number.NaN;
}

/** Minutes of the day → 'HH:mm' (1440 and beyond wrap to the next day's clock). */
export function formatTimeOfDay(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** 'YYYY-MM-DD' of a venue day index. */
export function formatDayIndex(dayIndex: number): string {
  const d = new Date(dayIndex * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Day index of a 'YYYY-MM-DD' date, NaN when malformed. */
export function parseDayIndex(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000 : Number.NaN;
}

/** Weekday (0 = Sunday) of a day index: 1970-01-01 was a Thursday. */
export const weekdayOf = (dayIndex: number): number => (((dayIndex + 4) % 7) + 7) % 7;

/**
 * The venue's wall clock at an instant (seconds since the epoch), minutes truncated.
 *
 * Spec: storefront.md §3 (config.timezone; opentime in the venue's time).
 */
export function toVenueLocal(seconds: number, timeZone: string): Readonly<VenueLocalTime> {
  // Remembered per timezone and UTC minute (every offset since 1972 is whole minutes, so all seconds of
  // one UTC minute share the venue's minute): dayjs' timezone conversion costs ~0.1 ms a call and an
  // order placement asks several times.
  const key = `${timeZone}|${Math.floor(seconds / 60)}`;
  const known = localTimes.get(key);
  if (known) return known;
  const local = dayjs(Math.floor(seconds) * 1000).tz(timeZone);
  const dayIndex = Date.UTC(local.year(), local.month(), local.date()) / 86_400_000;
  const minute = local.hour() * 60 + local.minute();
  const value = Object.freeze({ date: local.format('YYYY-MM-DD'), dayIndex, weekday: weekdayOf(dayIndex), minute, localMinute: dayIndex * MINUTES_PER_DAY + minute });
  remember(localTimes, key, value);
  return value;
}

const localTimes = new Map<string, Readonly<VenueLocalTime>>();
const instants = new Map<string, number>();

/** Keeps `value` under `key` in a small memo (emptied when it reaches 1,000 entries). */
function remember<V>(memo: Map<string, V>, key: string, value: V): void {
  if (memo.size >= 1_000) memo.clear();
  memo.set(key, value);
}

/**
 * The instant (seconds since the epoch) of a wall-clock date 'YYYY-MM-DD' and time 'HH:mm' in the
 * venue's timezone (a wall-clock time skipped by a DST change moves forward by the gap: 02:30 → 03:30).
 *
 * Spec: storefront.md §5 "Fulfilment configuration" (the chosen pre-order date and time).
 */
export function fromVenueLocal(date: string, time: string, timeZone: string): number {
  const key = `${timeZone}|${date} ${time}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const value = dayjs.tz(`${date} ${time}`, timeZone).unix();
  remember(instants, key, value);
  return value;
}

/** The instant of a venue-local minute. */
export function localMinuteToSeconds(localMinute: number, timeZone: string): number {
  const dayIndex = Math.floor(localMinute / MINUTES_PER_DAY);
  return fromVenueLocal(formatDayIndex(dayIndex), formatTimeOfDay(localMinute - dayIndex * MINUTES_PER_DAY), timeZone);
}

/**
 * Whether a range serves an order category: `available_markets` empty = all categories; a missing or 0
 * category asks about any range.
 *
 * Spec: storefront.md §5 "Fulfilment configuration" (filtered by available_markets).
 */
export function isRangeForCategory(range: OpenTime, categoryType?: number): boolean {
  return !categoryType || range.available_markets.length === 0 || range.available_markets.includes(categoryType);
}

/**
 * The openings of the ranges for a category that touch days `fromDay` … `toDay` (day indexes, both
 * included), overnight ranges of the day before included, as merged, sorted [start, end) intervals of
 * venue-local minutes (not clipped to the days).
 *
 * Spec: storefront.md §3 opentime, §5 (overnight ranges wrap to the next day).
 */
export function mapOpenIntervals(opentime: readonly OpenTime[], fromDay: number, toDay: number, categoryType?: number): OpenInterval[] {
  const intervals: OpenInterval[] = [];
  for (let day = fromDay - 1; day <= toDay; day++) {
    for (const range of opentime) {
      if (range.week !== weekdayOf(day) || !isRangeForCategory(range, categoryType)) continue;
      const start = parseTimeOfDay(range.t_start);
      const end = parseTimeOfDay(range.t_end);
      if (Number.isNaN(start) || Number.isNaN(end)) continue;
      const base = day * MINUTES_PER_DAY;
      intervals.push({ start: base + start, end: base + (end > start ? end : end + MINUTES_PER_DAY) });
    }
  }
  intervals.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: OpenInterval[] = [];
  for (const interval of intervals) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged.filter((i) => i.end > fromDay * MINUTES_PER_DAY && i.start < (toDay + 1) * MINUTES_PER_DAY);
}

/** The opening covering a venue-local minute, if any. */
function coveringInterval(opentime: readonly OpenTime[], localMinute: number, categoryType?: number): OpenInterval | undefined {
  const day = Math.floor(localMinute / MINUTES_PER_DAY);
  return mapOpenIntervals(opentime, day, day, categoryType).find((i) => i.start <= localMinute && localMinute < i.end);
}

/**
 * Whether the opening hours (for the category) cover an instant (seconds since the epoch).
 *
 * Spec: storefront.md §4 "Store open / closed", §5 "Fulfilment configuration".
 */
export function isWithinOpeningHours(venue: Pick<Venue, 'opentime' | 'config'>, seconds: number, categoryType?: number): boolean {
  return coveringInterval(venue.opentime, toVenueLocal(seconds, venue.config.timezone).localMinute, categoryType) !== undefined;
}

/**
 * Today's closing time: the end (seconds since the epoch) of the opening that covers `now`, or null
 * when none does.
 *
 * Spec: storefront.md §4 "Store open / closed" (second reading).
 */
export function closingTimeAt(venue: Pick<Venue, 'opentime' | 'config'>, now: number, categoryType?: number): number | null {
  const interval = coveringInterval(venue.opentime, toVenueLocal(now, venue.config.timezone).localMinute, categoryType);
  return interval ? localMinuteToSeconds(interval.end, venue.config.timezone) : null;
}

/**
 * The start (seconds since the epoch) of the first opening that begins after `now`, within 8 days, or
 * null when none does (issue 23 item 3: "back at the next opening").
 */
export function nextOpeningAt(venue: Pick<Venue, 'opentime' | 'config'>, now: number, categoryType?: number): number | null {
  const local = toVenueLocal(now, venue.config.timezone);
  const day = Math.floor(local.localMinute / MINUTES_PER_DAY);
  const next = mapOpenIntervals(venue.opentime, day, day + 8, categoryType).find((i) => i.start > local.localMinute);
  return next ? localMinuteToSeconds(next.start, venue.config.timezone) : null;
}

/** Whether a pause is running at an instant: `pauseuntil` (seconds) is after it. */
export function isPausedAt(venue: Pick<Venue, 'pauseuntil'>, at: number): boolean {
  return venue.pauseuntil > at;
}

/** Why the store is closed for an order at a time (first reading). */
export type ClosedReason = 'venueClosed' | 'paused' | 'outsideHours';

/**
 * First reading: why the store is closed for an order at `at` (now for ASAP, the chosen time for a
 * pre-order), or null when open: venue status not open → 'venueClosed'; a running pause, for non-table
 * orders → 'paused'; outside the category's hours → 'outsideHours'.
 *
 * Spec: storefront.md §4 "Store open / closed".
 */
export function findClosedReason(venue: Venue, at: number, context: OrderingContext = {}): ClosedReason | null {
  if (venue.status !== VENUE_OPEN_STATUS) return 'venueClosed';
  if (!context.tableOrder && isPausedAt(venue, at)) return 'paused';
  if (!isWithinOpeningHours(venue, at, context.categoryType)) return 'outsideHours';
  return null;
}

/**
 * First reading of open/closed at an instant (seconds since the epoch).
 *
 * Spec: storefront.md §4 "Store open / closed".
 */
export function isStoreOpenAt(venue: Venue, at: number, context: OrderingContext = {}): boolean {
  return findClosedReason(venue, at, context) === null;
}

/**
 * Second reading: closed now when no opening (for the category) covers now, or, outside dine-in, the
 * pause lasts to or past the end of the current opening (`pauseuntil` ≥ today's closing time).
 *
 * Spec: storefront.md §4 "Store open / closed" (second reading).
 */
export function isStoreClosedNow(venue: Venue, now: number, context: OrderingContext = {}): boolean {
  const closing = closingTimeAt(venue, now, context.categoryType);
  if (closing === null) return true;
  return !context.tableOrder && venue.pauseuntil >= closing;
}

/**
 * The server's check of an ASAP order: STORE_CLOSED when the first reading says closed now.
 *
 * Spec: storefront.md §4 "Store open / closed"; orders-and-payments.md §8.2 ('store closed').
 */
export function checkStoreOpen(venue: Venue, now: number, context: OrderingContext = {}): Result<true> {
  const reason = findClosedReason(venue, now, context);
  return reason ? err('STORE_CLOSED', { reason }) : ok(true);
}

/** A day's ranges as 'HH:mm' pairs, sorted by start (an overnight range keeps its own end). */
export interface DayHours {
  /** 0 = Sunday … 6. */
  week: number;
  /** 'Closed' when true. */
  closed: boolean;
  ranges: { start: string; end: string }[];
}

/**
 * The weekly hours of the store info modal: seven days from `firstDay` (0 = Sunday), each with its
 * ranges for the category sorted by start, or closed ('Closed') when it has none.
 *
 * Spec: storefront.md §2.6 "Store info modal" (weekly opening times, 'Closed' for closed days).
 */
export function buildWeeklyHours(opentime: readonly OpenTime[], categoryType?: number, firstDay = 0): DayHours[] {
  return Array.from({ length: 7 }, (_, i) => {
    const week = (firstDay + i) % 7;
    const ranges = opentime
      .filter((r) => r.week === week && isRangeForCategory(r, categoryType) && !Number.isNaN(parseTimeOfDay(r.t_start)) && !Number.isNaN(parseTimeOfDay(r.t_end)))
      .sort((a, b) => parseTimeOfDay(a.t_start) - parseTimeOfDay(b.t_start))
      .map((r) => ({ start: r.t_start, end: r.t_end }));
    return { week, closed: ranges.length === 0, ranges };
  });
}

/**
 * A day's ranges formatted 'HH:mm-HH:mm, HH:mm-HH:mm' ('' when closed). A range whose start equals its
 * end is open 24 hours (see `mapOpenIntervals`): it reads `allDay` when given (the caller's translated
 * '24 hours'), else 'HH:mm-HH:mm' as stored.
 */
export function formatDayHours(day: DayHours, allDay?: string): string {
  return day.ranges.map((r) => (r.start === r.end && allDay !== undefined ? allDay : `${r.start}-${r.end}`)).join(', ');
}

/** A text as a message key with parameters. */
export interface TextKey {
  key: string;
  params?: Record<string, string | number>;
}

/** What the header shows about opening, derived once. */
export interface StoreOpenState {
  /** First reading, now. */
  open: boolean;
  reason: ClosedReason | null;
  /** Second reading, now. */
  closedNow: boolean;
  /** Closed, reservations on and not a table order: the order is forced to 'Later'. */
  preorderForced: boolean;
  /** 'later' when forced, else 'asap'. */
  defaultTiming: 'asap' | 'later';
  /** Today's hours for the category, 'HH:mm-HH:mm, …'. */
  todayHours: string;
  /**
   * The open-time line: 'openNow' ('Open now, open time {hours}'), 'preorder' ('open time {hours}, you
   * can pre-order') or, closed without pre-order, 'openTime' ('open time {hours}').
   */
  openTimeLine: TextKey;
  /**
   * The closed text when closed and not forced to pre-order: 'temporarilyStopped' ('we temporarily
   * stopped taking new order') during a pause, 'openTimeForCategory' {category, hours} when outside
   * hours on a day with hours, otherwise 'shopClosedNow'; null when open or pre-ordering.
   */
  closedText: TextKey | null;
}

/**
 * The store header's open state at `now`: both readings, forced pre-order, the open-time line and the
 * closed text, as message keys with parameters. `allDayLabel` names a 24-hour range in `todayHours`.
 *
 * Spec: storefront.md §2.6 "Store header" (open-time line, closed-store texts), §4 "Store open / closed".
 */
export function mapStoreOpenState(
  venue: Venue,
  now: number,
  context: OrderingContext & { reservations?: boolean; categoryName?: string; allDayLabel?: string } = {},
): StoreOpenState {
  const reason = findClosedReason(venue, now, context);
  const open = reason === null;
  const preorderForced = !open && Boolean(context.reservations) && !context.tableOrder;
  const today = toVenueLocal(now, venue.config.timezone).weekday;
  const todayHours = formatDayHours(buildWeeklyHours(venue.opentime, context.categoryType, today)[0], context.allDayLabel);
  const params = { hours: todayHours };
  let closedText: TextKey | null = null;
  if (!open && !preorderForced) {
    if (reason === 'paused') closedText = { key: 'temporarilyStopped' };
    else if (reason === 'outsideHours' && todayHours) closedText = { key: 'openTimeForCategory', params: { category: context.categoryName ?? '', hours: todayHours } };
    else closedText = { key: 'shopClosedNow' };
  }
  return {
    open,
    reason,
    closedNow: isStoreClosedNow(venue, now, context),
    preorderForced,
    defaultTiming: preorderForced ? 'later' : 'asap',
    todayHours,
    openTimeLine: { key: open ? 'openNow' : preorderForced ? 'preorder' : 'openTime', params },
    closedText,
  };
}

/**
 * Whether the order is forced to pre-order ('Later'): the store is closed now (first reading),
 * reservations are enabled and it is not a table order.
 *
 * Spec: storefront.md §4 "Store open / closed".
 */
export function isPreorderForced(venue: Venue, now: number, context: OrderingContext & { reservations: boolean }): boolean {
  return context.reservations && !context.tableOrder && !isStoreOpenAt(venue, now, context);
}
