/**
 * Courier delivery rules shared by the server and the order page (orders-and-payments.md §4.9, §7.5,
 * §9; §3.8 shipping fields). Pure: times are passed in.
 *
 * - Status text: the §4.9 key of a courier status ('waitingForTheDriverToTakeTheOrder' by default,
 *   then 'driverConfirmed', 'driverArrivedAtPickup', 'deliveryPickedUp', 'dasherArrivedAtDropoff',
 *   'delivered'). The port's statuses (providers/couriers/types.ts) and the spec's DoorDash-style names
 *   (pickup_arrival, dropoff_arrival, dropped_off) both map.
 * - Expected time: minutes until dropoff rounded up to a multiple of 5 (u), shown as
 *   'max(u−15, 0) ~ u+15' minutes; hidden when u > 120 or u < 5, or when the order is not unpaid.
 * - Quote reset: a change in id, country, city, state, street1 or postcode, or a missing delivery id,
 *   asks for a new quote (not for own-zone delivery, method 1).
 * - Products for a quote: names cut to 100 characters, same names merged (quantities, weights and
 *   volumes added).
 * - The address fee: quote (fee + tax) + tip + surcharge.
 */

/** Delivery methods 21 and 22 are couriers (§9). */
export function isCourier(method: number | string | undefined | null): boolean {
  const m = Number(method);
  return m === 21 || m === 22;
}

/** The §4.9 status text key of a courier status (unknown or empty: waiting for a driver). */
export type CourierStatusText =
  | 'waitingForTheDriverToTakeTheOrder'
  | 'driverConfirmed'
  | 'driverArrivedAtPickup'
  | 'deliveryPickedUp'
  | 'dasherArrivedAtDropoff'
  | 'delivered'
  | 'deliveryCancelled';

const TEXTS: Record<string, CourierStatusText> = {
  confirmed: 'driverConfirmed',
  enroute_to_pickup: 'driverConfirmed',
  arrived_at_pickup: 'driverArrivedAtPickup',
  pickup_arrival: 'driverArrivedAtPickup',
  picked_up: 'deliveryPickedUp',
  enroute_to_dropoff: 'deliveryPickedUp',
  arrived_at_dropoff: 'dasherArrivedAtDropoff',
  dropoff_arrival: 'dasherArrivedAtDropoff',
  delivered: 'delivered',
  dropped_off: 'delivered',
  cancelled: 'deliveryCancelled',
  Cancelled: 'deliveryCancelled',
};

/** Status text key of `status` (§4.9); default 'waitingForTheDriverToTakeTheOrder'. */
export function courierStatusText(status: string | null | undefined): CourierStatusText {
  return TEXTS[status ?? ''] ?? 'waitingForTheDriverToTakeTheOrder';
}

/** The delivery step index (0 waiting … 5 delivered; −1 cancelled), for a step list. */
export const COURIER_STEPS: readonly CourierStatusText[] = [
  'waitingForTheDriverToTakeTheOrder',
  'driverConfirmed',
  'driverArrivedAtPickup',
  'deliveryPickedUp',
  'dasherArrivedAtDropoff',
  'delivered',
];

/** Whether a courier status is final (delivered or cancelled). */
export function isCourierFinished(status: string | null | undefined): boolean {
  const t = courierStatusText(status);
  return t === 'delivered' || t === 'deliveryCancelled';
}

/**
 * The expected delivery window in minutes, or null when hidden (§4.9): u = minutes from `nowMs` to
 * `dropoffIso` rounded up to a multiple of 5; shown as [max(u − 15, 0), u + 15] when 5 ≤ u ≤ 120 and
 * the order is unpaid (`unpaid` true).
 */
export function expectedDeliveryWindow(dropoffIso: string | null | undefined, nowMs: number, unpaid: boolean): [number, number] | null {
  if (!unpaid || !dropoffIso) return null;
  const at = Date.parse(dropoffIso);
  if (!Number.isFinite(at)) return null;
  const u = Math.ceil((at - nowMs) / 60_000 / 5) * 5;
  if (u > 120 || u < 5) return null;
  return [Math.max(u - 15, 0), u + 15];
}

/** The address fields whose change resets a quote (§4.9). */
export interface QuotedAddress {
  id?: number | string | null;
  country?: string | null;
  city?: string | null;
  state?: string | null;
  street1?: string | null;
  postcode?: string | null;
  delivery_id?: string | null;
}

/** Whether the quote must be asked again after the address went from `before` to `after` (§4.9). */
export function needsNewQuote(method: number, before: QuotedAddress | null, after: QuotedAddress): boolean {
  if (!isCourier(method)) return false;
  if (!after.delivery_id || !before) return true;
  const keys = ['id', 'country', 'city', 'state', 'street1', 'postcode'] as const;
  return keys.some((k) => String(before[k] ?? '') !== String(after[k] ?? ''));
}

/** A product line of a quote request (§7.5): weight kg, volume litres. */
export interface QuoteProduct {
  name: string;
  quantity: number;
  weight?: number;
  volume?: number;
}

/** Names cut to 100 characters, same (cut) names merged in first-seen order (§7.5). */
export function mergeQuoteProducts(products: readonly QuoteProduct[]): QuoteProduct[] {
  const out = new Map<string, QuoteProduct>();
  for (const p of products) {
    const name = p.name.slice(0, 100);
    const had = out.get(name);
    if (!had) {
      out.set(name, { ...p, name });
      continue;
    }
    had.quantity += p.quantity;
    if (p.weight !== undefined) had.weight = (had.weight ?? 0) + p.weight;
    if (p.volume !== undefined) had.volume = (had.volume ?? 0) + p.volume;
  }
  return [...out.values()];
}

/** The shipping fee of a courier order (§7.5): quote (fee + tax) + tip + surcharge, cents. */
export function courierAddressFee(quote: number, tip: number, surcharge: number): number {
  return quote + tip + surcharge;
}

/**
 * The simulator's fee for a distance (cents, without tax): a base of 499 plus 150 a kilometre
 * (rounded), capped at 4 999 — a stand-in for a courier's price list.
 */
export function simulatedCourierFee(metres: number): number {
  return Math.min(4_999, 499 + Math.round((metres / 1000) * 150));
}

/**
 * What the order page does with a failed quote call (§8.6): 'clear' (query_quote 404: the quote is
 * cleared silently), 'editAddress' (create_quote 400/422: quote cleared, 'sorryForTheInconvenience'
 * with the message and 'editAddress'), 'retry' (create_quote 500, and 503 — the simulator's 'Busy' —
 * read as the same server failure: the modal offers 'retry'), 'message' (anything else, or a network
 * failure: the message with no buttons).
 */
export function quoteFailureAction(type: 'create_quote' | 'query_quote', errorCode: number): 'clear' | 'editAddress' | 'retry' | 'message' {
  if (type === 'query_quote') return errorCode === 404 ? 'clear' : 'message';
  if (errorCode === 400 || errorCode === 422) return 'editAddress';
  if (errorCode === 500 || errorCode === 503) return 'retry';
  return 'message';
}

/** How a venue with both couriers picks one quote: 'cheaper' (fee + tax) or 'faster' (dropoff estimate). */
export type CourierChoice = 'cheaper' | 'faster';

/**
 * The courier methods a venue's courier delivery asks (issue #14 "beyond the anchors"): its
 * `delivery_method` (21 or 22) first, then the others of `delivery_methods` — the brand file's
 * `[21, 22]`, stored as the text '21,22'. Empty when `delivery_method` is not a courier.
 */
export function venueCourierMethods(config: Readonly<Record<string, unknown>>): (21 | 22)[] {
  const main = Number(config.delivery_method);
  if (main !== 21 && main !== 22) return [];
  const extra = String(config.delivery_methods ?? '')
    .split(',')
    .map((m) => Number(m.trim()))
    .filter((m): m is 21 | 22 => m === 21 || m === 22);
  return [...new Set<21 | 22>([main, ...extra])];
}

/** The venue's `delivery_courier_choice`: 'faster' when set so, else 'cheaper'. */
export function venueCourierChoice(config: Readonly<Record<string, unknown>>): CourierChoice {
  return config.delivery_courier_choice === 'faster' ? 'faster' : 'cheaper';
}

/**
 * The winning quote among the couriers that answered (in the venue's order of methods): 'cheaper' takes
 * the lowest fee + tax (cents), then the earliest dropoff; 'faster' the earliest dropoff estimate (UTC
 * ISO; a quote without one counts as latest), then the lowest fee + tax. Ties keep the earlier method.
 * Undefined when the list is empty.
 */
export function pickCourierQuote<T extends { fee: number; tax: number; dropoffTimeEstimated?: string }>(quotes: T[], choice: CourierChoice): T | undefined {
  const price = (q: T) => q.fee + q.tax;
  const eta = (q: T) => {
    const ms = q.dropoffTimeEstimated ? Date.parse(q.dropoffTimeEstimated) : NaN;
    return Number.isFinite(ms) ? ms : Number.POSITIVE_INFINITY;
  };
  const keys = (q: T) => (choice === 'faster' ? [eta(q), price(q)] : [price(q), eta(q)]);
  let best: T | undefined;
  for (const q of quotes) {
    if (!best) {
      best = q;
      continue;
    }
    const [a1, a2] = keys(q);
    const [b1, b2] = keys(best);
    if (a1 < b1 || (a1 === b1 && a2 < b2)) best = q;
  }
  return best;
}

/** The venue's courier scheduling settings (brand file `config`, docs/venue-format.md), minutes. */
export interface CourierScheduleSettings {
  /** `delivery_prep_minutes` (default 15): the kitchen's preparation time of a courier order. */
  prepMinutes: number;
  /** `delivery_booking_lead` (default 0): how long before the pickup time the courier is booked. */
  leadMinutes: number;
}

/** Defaults of `courierScheduleSettings` (minutes). */
export const COURIER_SCHEDULE_DEFAULTS: CourierScheduleSettings = { prepMinutes: 15, leadMinutes: 0 };

const minutesSetting = (v: unknown, fallback: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.min(240, Math.max(0, Math.round(n))) : fallback;
};

/**
 * Reads a venue config's `delivery_prep_minutes` and `delivery_booking_lead` (whole minutes 0–240;
 * a missing or unreadable value takes `COURIER_SCHEDULE_DEFAULTS`).
 */
export function courierScheduleSettings(config: Record<string, unknown> | null | undefined): CourierScheduleSettings {
  return {
    prepMinutes: minutesSetting(config?.delivery_prep_minutes, COURIER_SCHEDULE_DEFAULTS.prepMinutes),
    leadMinutes: minutesSetting(config?.delivery_booking_lead, COURIER_SCHEDULE_DEFAULTS.leadMinutes),
  };
}

/** The courier's travel estimate when a quote gives none (minutes). */
export const DEFAULT_COURIER_TRAVEL_MINUTES = 20;

/**
 * The courier's travel estimate, venue to door, in whole minutes (rounded up): the quote's dropoff
 * estimate minus its pickup estimate (ISO texts). Unreadable or missing estimates, or a negative
 * difference, give `DEFAULT_COURIER_TRAVEL_MINUTES`; at most 180.
 */
export function courierTravelMinutes(pickupIso: string | null | undefined, dropoffIso: string | null | undefined): number {
  const p = Date.parse(pickupIso ?? '');
  const d = Date.parse(dropoffIso ?? '');
  if (!Number.isFinite(p) || !Number.isFinite(d) || d < p) return DEFAULT_COURIER_TRAVEL_MINUTES;
  return Math.min(180, Math.ceil((d - p) / 60_000));
}

/** When a courier is booked for an order (ms since the epoch), and the times shown meanwhile. */
export interface CourierBookingPlan {
  /** The courier is booked at this moment or later (never before); for an ASAP order, now. */
  bookAtMs: number;
  /** Pre-orders: the pickup time of issue 27 (slot − preparation − travel); null for ASAP. */
  pickupAtMs: number | null;
  /** Pre-orders: the courier's estimated collection (slot − travel) and the slot itself, ISO; null for ASAP. */
  estimates: { pickup: string; dropoff: string } | null;
  /** Pre-orders wait for the venue's acceptance (order event 21) as well as for `bookAtMs`. */
  needsAcceptance: boolean;
}

/**
 * When to book the courier of a paid courier order (issue 27; orders-and-payments.md §4.9):
 * - ASAP (`slot` 0): at once (`bookAtMs` = `nowMs`), not waiting for acceptance — as before.
 * - A pre-order for `slot` (seconds since the epoch, the diner's delivery time): the pickup time is
 *   slot − `prepMinutes` (the venue's preparation time: the acceptance's `preptime` when the venue gave
 *   one, else `delivery_prep_minutes`) − `travelMinutes` (the courier's estimate, venue to door), and
 *   the courier is booked `leadMinutes` (`delivery_booking_lead`) before it: bookAt = pickup − lead —
 *   and only once the venue has accepted the order (a booking found due before then waits for it).
 *   A time already past books at once (after acceptance). Estimates meanwhile: pickup slot − travel,
 *   dropoff the slot.
 */
export function courierBookingPlan(i: { slot: number; nowMs: number; travelMinutes: number; prepMinutes: number; leadMinutes: number }): CourierBookingPlan {
  if (!(i.slot > 0)) return { bookAtMs: i.nowMs, pickupAtMs: null, estimates: null, needsAcceptance: false };
  const slotMs = i.slot * 1000;
  const pickupAtMs = slotMs - (i.prepMinutes + i.travelMinutes) * 60_000;
  const bookAtMs = Math.max(i.nowMs, pickupAtMs - i.leadMinutes * 60_000);
  return {
    bookAtMs,
    pickupAtMs,
    estimates: { pickup: new Date(slotMs - i.travelMinutes * 60_000).toISOString(), dropoff: new Date(slotMs).toISOString() },
    needsAcceptance: true,
  };
}
