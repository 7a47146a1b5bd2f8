/**
 * Pre-order time slots (storefront.md §5 "Fulfilment configuration", §2.6 'When would you like your
 * order'; orders-and-payments.md §5.1).
 *
 * A pre-order ('Later') picks a wall-clock date and time in the venue's timezone, in 5-minute steps,
 * between the earliest time — max(now, pauseuntil) plus the category's minimum minutes — and the
 * latest — now plus its maximum minutes — and inside the opening hours for the category (see
 * `opening-hours.ts`: overnight ranges wrap, `available_markets` filter). Minimum and maximum come from
 * the config keys of the category: order_book_counter_wait_min/max (type 1), order_book_take_away_min/max
 * (3), order_book_delivery_min/max (4). Defaults when a key is missing or not a number: the
 * `DEFAULT_VENUE_CONFIG` values (counter 10, takeaway 15, delivery 45 minutes; maximum 2880, the
 * spec's horizon); other categories (table, none) have minimum 0 and maximum 2880. A maximum of 0 or
 * less reads as 2880. The earliest slot is the first 5-minute wall-clock time at or after the earliest
 * instant; the latest slot is at or before the latest instant (inclusive); a range's closing time is
 * not a slot (ranges are [start, end)).
 *
 * The 15-minute validity check is a grace period: a chosen time stays valid until 15 minutes after
 * it has passed, so the minutes a guest spends between choosing a slot and paying never void it (a
 * lead-time reading would void every slot nearer than 15 minutes, including the earliest ones the
 * minimum allows). The server runs the same check (`checkPreorderTime`).
 */
import type { Venue, VenueConfig } from './types';
import type { Result } from './result';
import { err, ok } from './result';
import { DEFAULT_VENUE_CONFIG } from './venue-config';
import {
  MINUTES_PER_DAY,
  VENUE_OPEN_STATUS,
  formatDayIndex,
  formatTimeOfDay,
  isWithinOpeningHours,
  mapOpenIntervals,
  parseTimeOfDay,
  toVenueLocal,
  weekdayOf,
} from './opening-hours';

/** Minutes between two slots (storefront.md §9). */
export const SLOT_STEP_MINUTES = 5;
/** The pre-order horizon when none is configured, in minutes (storefront.md §5, §9). */
export const DEFAULT_HORIZON_MINUTES = 2880;
/** The validity check's grace, in minutes (storefront.md §4 "Checkout flow", §9). */
export const PREORDER_GRACE_MINUTES = 15;

const BOOKING_KEYS: Record<number, { min: keyof VenueConfig; max: keyof VenueConfig }> = {
  1: { min: 'order_book_counter_wait_min', max: 'order_book_counter_wait_max' },
  3: { min: 'order_book_take_away_min', max: 'order_book_take_away_max' },
  4: { min: 'order_book_delivery_min', max: 'order_book_delivery_max' },
};

/**
 * A category's minimum and maximum booking minutes from the venue config (see the module note for
 * keys and defaults).
 *
 * Spec: storefront.md §5 "Fulfilment configuration".
 */
export function bookingMinutes(config: Partial<VenueConfig>, categoryType: number): { min: number; max: number } {
  const keys = BOOKING_KEYS[categoryType];
  if (!keys) return { min: 0, max: DEFAULT_HORIZON_MINUTES };
  const read = (key: keyof VenueConfig): number => {
    const value = Number(config[key] ?? Number.NaN);
    return Number.isFinite(value) ? value : Number(DEFAULT_VENUE_CONFIG[key]);
  };
  const max = read(keys.max);
  return { min: Math.max(0, read(keys.min)), max: max > 0 ? max : DEFAULT_HORIZON_MINUTES };
}

/**
 * The pre-order window in seconds since the epoch: earliest = max(now, pauseuntil) + min minutes,
 * latest = now + max minutes.
 *
 * Spec: storefront.md §5 "Fulfilment configuration".
 */
export function preorderWindow(venue: Pick<Venue, 'config' | 'pauseuntil'>, now: number, categoryType: number): { earliest: number; latest: number } {
  const { min, max } = bookingMinutes(venue.config, categoryType);
  return { earliest: Math.max(now, venue.pauseuntil) + min * 60, latest: now + max * 60 };
}

/** A day of the date picker with its open slots. */
export interface PreorderDay {
  /** 'YYYY-MM-DD' on the venue's calendar. */
  date: string;
  /** 0 = Sunday … 6. */
  weekday: number;
  /** 'HH:mm', ascending, 5-minute aligned. */
  slots: string[];
}

/**
 * The date picker's days (today or later, only days with slots) and each day's slots for a category:
 * 5-minute wall-clock times inside the opening hours for the category, at or after the earliest and
 * at or before the latest time. None when the venue status is not open.
 *
 * Spec: storefront.md §5 "Fulfilment configuration", §2.6 ('When would you like your order').
 */
export function buildPreorderDays(venue: Venue, now: number, categoryType: number): PreorderDay[] {
  if (venue.status !== VENUE_OPEN_STATUS) return [];
  const timeZone = venue.config.timezone;
  const { earliest, latest } = preorderWindow(venue, now, categoryType);
  const earliestLocal = toVenueLocal(earliest, timeZone).localMinute + (earliest % 60 === 0 ? 0 : 1);
  const latestLocal = toVenueLocal(latest, timeZone).localMinute;
  const firstDay = toVenueLocal(now, timeZone).dayIndex;
  const lastDay = Math.floor(latestLocal / MINUTES_PER_DAY);
  const days = new Map<number, string[]>();
  for (const interval of mapOpenIntervals(venue.opentime, firstDay, lastDay, categoryType)) {
    const from = Math.ceil(Math.max(interval.start, earliestLocal) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
    for (let m = from; m < interval.end && m <= latestLocal; m += SLOT_STEP_MINUTES) {
      const day = Math.floor(m / MINUTES_PER_DAY);
      const slots = days.get(day) ?? [];
      slots.push(formatTimeOfDay(m));
      days.set(day, slots);
    }
  }
  return [...days.entries()].map(([day, slots]) => ({ date: formatDayIndex(day), weekday: weekdayOf(day), slots }));
}

/**
 * Hours (0–23) of the time picker with no slot that day: disabled.
 *
 * Spec: storefront.md §5 "Fulfilment configuration" (hours with no slot are disabled).
 */
export function findDisabledHours(slots: readonly string[]): number[] {
  const open = new Set(slots.map((s) => Math.floor(parseTimeOfDay(s) / 60)));
  return Array.from({ length: 24 }, (_, h) => h).filter((h) => !open.has(h));
}

/**
 * Minutes (0, 5, … 55) of an hour of the time picker outside that day's slots: disabled.
 *
 * Spec: storefront.md §5 "Fulfilment configuration" (minutes outside the slots are disabled; 5-minute steps).
 */
export function findDisabledMinutes(slots: readonly string[], hour: number): number[] {
  const open = new Set(slots.map(parseTimeOfDay).filter((m) => Math.floor(m / 60) === hour).map((m) => m % 60));
  return Array.from({ length: 60 / SLOT_STEP_MINUTES }, (_, i) => i * SLOT_STEP_MINUTES).filter((m) => !open.has(m));
}

/**
 * A chosen date and time brought back into the slots after the days changed: the date is kept when it
 * still has slots (else both are cleared); a time that is no longer a slot rounds up to the next slot
 * of that day, and is cleared when none is left before the day ends (past 23 h). `time` null stays null.
 *
 * Spec: storefront.md §5 "Fulfilment configuration" (invalid time rounds up; past 23 h cleared).
 */
export function reconcilePreorderTime(days: readonly PreorderDay[], date: string | null, time: string | null): { date: string | null; time: string | null } {
  const day = days.find((d) => d.date === date);
  if (!day) return { date: null, time: null };
  if (time === null) return { date: day.date, time: null };
  const minutes = parseTimeOfDay(time);
  return { date: day.date, time: day.slots.find((s) => parseTimeOfDay(s) >= minutes) ?? null };
}

/**
 * The 15-minute validity check: a pre-order time (seconds since the epoch) is valid until 15 minutes
 * after it has passed (time ≥ now − 15 min). See the module note for the reading.
 *
 * Spec: storefront.md §4 "Checkout flow" step 5, §9 (15-minute validity check); orders-and-payments.md §5.1.
 */
export function isValidPreorderTime(time: number, now: number): boolean {
  return time >= now - PREORDER_GRACE_MINUTES * 60;
}

/**
 * The server's check of a pre-order time (seconds since the epoch) for a category: STORE_CLOSED
 * {reason} when the venue status is not open ('venueClosed'), the time falls in a pause ('paused') or
 * outside the category's hours ('outsideHours'); OUT_OF_TIME when it fails the 15-minute check, is
 * earlier than the earliest time less the same 15-minute grace, or later than the latest time.
 *
 * Spec: storefront.md §5 "Fulfilment configuration", §8 ('store closed', 'out of time'); orders-and-payments.md §8.2.
 */
export function checkPreorderTime(venue: Venue, time: number, now: number, categoryType: number): Result<number> {
  if (venue.status !== VENUE_OPEN_STATUS) return err('STORE_CLOSED', { reason: 'venueClosed' });
  const { earliest, latest } = preorderWindow(venue, now, categoryType);
  if (!isValidPreorderTime(time, now) || time > latest) return err('OUT_OF_TIME');
  if (time < venue.pauseuntil) return err('STORE_CLOSED', { reason: 'paused' });
  if (time < earliest - PREORDER_GRACE_MINUTES * 60) return err('OUT_OF_TIME');
  if (!isWithinOpeningHours(venue, time, categoryType)) return err('STORE_CLOSED', { reason: 'outsideHours' });
  return ok(time);
}
