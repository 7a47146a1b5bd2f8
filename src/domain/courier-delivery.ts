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
