/**
 * Capacity per 15-minute slot and the diner's cancel window (issue 23 items 5 and 6; storefront.md §5
 * "Fulfilment configuration" slots, orders-and-payments.md §4.6, §4.7).
 *
 * Both are venue settings kept in the venue's config (the brand file's `config`, docs/venue-format.md,
 * and the staff app's settings page):
 * - `slot_caps`: JSON text `{"<category type>": {"orders"?: n, "items"?: n, "subtotal"?: cents}}` — per
 *   fulfilment type, the most orders, items (line counts) and/or subtotal (cents) one 15-minute slot takes.
 *   A missing limit is no limit; a type without an entry is not capped.
 * - `cancel_window`: `'off'` (the default), `'accepted'` (the diner may cancel until the venue accepts)
 *   or a whole number of minutes 1–1440 (within N minutes of placing, and not once the venue accepted).
 *
 * Slots are 15-minute periods aligned on the quarter hour (every time zone in use is a whole number of
 * quarter hours from UTC, so the epoch's quarter hours are the venue's). Pure: no clock, no I/O.
 */
import { err, ok, type Result } from './result';

/** Seconds in a capacity slot (15 minutes). */
export const SLOT_SECONDS = 900;
/** The largest cap accepted for orders or items per slot. */
export const MAX_SLOT_COUNT = 10_000;
/** The largest subtotal cap per slot, in cents ($10,000,000). */
export const MAX_SLOT_SUBTOTAL = 1_000_000_000;
/** The longest cancel window in minutes (one day). */
export const MAX_CANCEL_MINUTES = 1_440;

/** One fulfilment type's limits per slot; absent = no limit. Subtotal in cents. */
export interface SlotCap {
  orders?: number;
  items?: number;
  subtotal?: number;
}

/** Caps by category type (1 pickup, 2 takeaway, 3 table, 4 delivery, 6 …). */
export type SlotCaps = Record<number, SlotCap>;

/** What one order takes of a slot. Subtotal in cents. */
export interface SlotLoad {
  items: number;
  subtotal: number;
}

/** The diner's cancel window: off, until the venue accepts, or N minutes after placing (and before acceptance). */
export type CancelWindow = { kind: 'off' } | { kind: 'accepted' } | { kind: 'minutes'; minutes: number };

/** The start (seconds since the epoch) of the 15-minute slot holding `time` (seconds). */
export function slotStartOf(time: number): number {
  return Math.floor(time / SLOT_SECONDS) * SLOT_SECONDS;
}

const CAP_KEYS = ['orders', 'items', 'subtotal'] as const;

/**
 * Checks caps given as an object (brand file, staff app): keys are category types (1–99), each value an
 * object with optional non-negative whole `orders`, `items` (≤ 10,000) and `subtotal` (cents, ≤
 * 1,000,000,000); null or a missing key is no limit. A type with no limit at all is dropped.
 * BAD_INPUT {field, reason} otherwise ('notObject', 'badType', 'unknownKey', 'notWhole', 'negative', 'tooLarge').
 */
export function validateSlotCaps(input: unknown): Result<SlotCaps> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return err('BAD_INPUT', { field: 'slot_caps', reason: 'notObject' });
  const out: SlotCaps = {};
  for (const [key, value] of Object.entries(input)) {
    const type = Number(key);
    if (!Number.isInteger(type) || type < 1 || type > 99) return err('BAD_INPUT', { field: `slot_caps.${key}`, reason: 'badType' });
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return err('BAD_INPUT', { field: `slot_caps.${key}`, reason: 'notObject' });
    const cap: SlotCap = {};
    for (const [name, limit] of Object.entries(value as Record<string, unknown>)) {
      if (!(CAP_KEYS as readonly string[]).includes(name)) return err('BAD_INPUT', { field: `slot_caps.${key}.${name}`, reason: 'unknownKey' });
      if (limit === null || limit === undefined) continue;
      const field = `slot_caps.${key}.${name}`;
      if (typeof limit !== 'number' || !Number.isInteger(limit)) return err('BAD_INPUT', { field, reason: 'notWhole' });
      if (limit < 0) return err('BAD_INPUT', { field, reason: 'negative' });
      if (limit > (name === 'subtotal' ? MAX_SLOT_SUBTOTAL : MAX_SLOT_COUNT)) return err('BAD_INPUT', { field, reason: 'tooLarge' });
      cap[name as keyof SlotCap] = limit;
    }
    if (Object.keys(cap).length > 0) out[type] = cap;
  }
  return ok(out);
}

/**
 * The caps stored in a venue config's `slot_caps` (JSON text or an object); `{}` when unset or unreadable
 * (the import and the staff app validate before storing).
 */
export function readSlotCaps(config: Record<string, unknown>): SlotCaps {
  const raw = config.slot_caps;
  if (raw === undefined || raw === null || raw === '') return {};
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  const caps = validateSlotCaps(value);
  return caps.ok ? caps.value : {};
}

/** The cap of one category type, or null when the type is not capped. */
export function capFor(caps: SlotCaps, categoryType: number): SlotCap | null {
  const cap = caps[categoryType];
  return cap && Object.keys(cap).length > 0 ? cap : null;
}

/** Whether an order with `load` fits a slot already holding `held` under `cap`. */
export function fitsSlot(cap: SlotCap, held: { orders: number; items: number; subtotal: number }, load: SlotLoad): boolean {
  if (cap.orders !== undefined && held.orders + 1 > cap.orders) return false;
  if (cap.items !== undefined && held.items + load.items > cap.items) return false;
  if (cap.subtotal !== undefined && held.subtotal + load.subtotal > cap.subtotal) return false;
  return true;
}

/**
 * Reads a cancel window given by the brand file or the staff app: 'off', 'accepted', or whole minutes
 * 1–1440 (a number or its text). BAD_INPUT {field: 'cancel_window', reason} otherwise.
 */
export function validateCancelWindow(input: unknown): Result<CancelWindow> {
  if (input === undefined || input === null || input === '' || input === 'off' || input === 0 || input === '0') return ok({ kind: 'off' });
  if (input === 'accepted') return ok({ kind: 'accepted' });
  const minutes = typeof input === 'number' ? input : typeof input === 'string' && /^\d+$/.test(input) ? Number(input) : NaN;
  if (!Number.isInteger(minutes)) return err('BAD_INPUT', { field: 'cancel_window', reason: 'notWindow' });
  if (minutes < 0) return err('BAD_INPUT', { field: 'cancel_window', reason: 'negative' });
  if (minutes > MAX_CANCEL_MINUTES) return err('BAD_INPUT', { field: 'cancel_window', reason: 'tooLarge' });
  return ok({ kind: 'minutes', minutes });
}

/** The window stored in a venue config's `cancel_window`; off when unset or unreadable. */
export function readCancelWindow(config: Record<string, unknown>): CancelWindow {
  const w = validateCancelWindow(config.cancel_window);
  return w.ok ? w.value : { kind: 'off' };
}

/** The config value that stores a window ('off', 'accepted' or the minutes). */
export function cancelWindowValue(w: CancelWindow): string | number {
  return w.kind === 'minutes' ? w.minutes : w.kind;
}

/**
 * Until when (seconds since the epoch) the diner may cancel an order placed at `placedAt`, or null when
 * they may not: the window is off, the venue accepted (or moved it on), or the order is no longer
 * unpaid/paid (canceled, refunded). `Infinity` for 'accepted' while the venue has not accepted.
 */
export function cancelDeadline(window: CancelWindow, order: { placedAt: number; stillPlaced: boolean; paymentStatusOk: boolean }): number | null {
  if (window.kind === 'off' || !order.stillPlaced || !order.paymentStatusOk) return null;
  if (window.kind === 'accepted') return Infinity;
  return order.placedAt + window.minutes * 60;
}

/** Whether the diner may cancel now (seconds): inside the deadline of `cancelDeadline`. */
export function canDinerCancel(deadline: number | null, now: number): boolean {
  return deadline !== null && now <= deadline;
}
