/**
 * Order status. An order carries two things:
 * - a payment status (`status`: 1 unpaid, 2 paid, 3 refunded, 5 canceled, 11 refunding, 12 paying);
 * - a list of status events (`statustime`), whose latest event that is not 25 is the order's current
 *   status event.
 * From them come the status label, the payment badge, the status step list (reached steps, then the
 * expected future steps), whether the order is finished, editable and in which stage, and the order
 * history's time line. Everything returns message KEYS, never translated text.
 *
 * The staff console moves orders by appending events; `ORDER_TRANSITIONS` with the guards of
 * `canTransition` is the table of moves it may make (STYLE.md §4).
 *
 * Spec: orders-and-payments.md §2.2, §2.5, §4.1–4.7, §4.9, §9.
 */
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { err, ok, type Result } from './result';
import type { CartLine, CategoryType, OrderListItem, StatusEvent } from './types';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

// ——— payment status (§4.1)

/** Order payment status values (orders-and-payments.md §4.1). */
export const PAYMENT_STATUS = { unpaid: 1, paid: 2, refunded: 3, canceled: 5, refunding: 11, paying: 12 } as const;
/** Meanings of a payment status (orders-and-payments.md §4.1). */
export type PaymentStatusKey = keyof typeof PAYMENT_STATUS | 'partlyRefunded' | 'unknown';

/**
 * Payment entry types (an order's `payments[].type`, a refund order's `payments[].type`):
 * - counter 0: money given back at the counter (a refund of an order paid in store; our addition);
 * - card 1: a card payment received online through the payment provider, or refunded to the card (our addition);
 * - discount 21: an amount off — with notes a discount (pay-by-link), without notes an amount subtracted from the subtotal;
 * - coupon 25: an applied coupon (amount = its discount, pid = the coupon id).
 *
 * Spec: orders-and-payments.md §9 (payment types), §3.2 (payments, refund_orders), §3.7 (coupon entry).
 */
export const PAYMENT_TYPE = { counter: 0, card: 1, discount: 21, coupon: 25 } as const;

/** Status event values (orders-and-payments.md §4.2). */
export const ORDER_EVENT = {
  placed: 1,
  paid: 2,
  refundedStatus: 3,
  canceled: 5,
  fulfilled: 6,
  refundingStatus: 11,
  confirmed: 21,
  refused: 22,
  ready: 23,
  refunded: 24,
  ignored: 25,
  delivering: 31,
  fulfilledOther: 41,
  canceling: 43,
  refunding: 44,
  fulfilledAlt: 45,
} as const;

/** Order category types that are dine-in (storefront.md §9: 2 table, 6 table alt). */
export function isDineIn(categoryType: number): boolean {
  return categoryType === 2 || categoryType === 6;
}

/** The delivery category type (storefront.md §9). */
export const DELIVERY_CATEGORY = 4;

/** Order sources (orders-and-payments.md §9): 30 table, 40 default, 41, 51, 71. */
export const ORDER_SOURCE = { table: 30, default: 40, s41: 41, s51: 51, s71: 71 } as const;

/**
 * The latest status event that is not 25, in list order (the server appends events), or undefined.
 * Spec: orders-and-payments.md §4.2 "The current status is the last event that is not 25".
 */
export function latestEvent(events: readonly StatusEvent[] | null | undefined): StatusEvent | undefined {
  const list = events ?? [];
  for (let i = list.length - 1; i >= 0; i--) if (list[i].status !== ORDER_EVENT.ignored) return list[i];
  return undefined;
}

/**
 * Meaning of a payment status: 1 unpaid, 2 paid (read 'refunded' when the latest event is 24),
 * 3 refunded, 5 canceled, 11 refunding ('partlyRefunded' once the latest event is 24: a partial
 * refund is done, the label's 'partialRefund' of §4.2), 12 paying, other 'unknown'.
 * Spec: orders-and-payments.md §4.1, §4.2.
 */
export function paymentStatusKey(status: number, events?: readonly StatusEvent[] | null): PaymentStatusKey {
  if (status === PAYMENT_STATUS.paid && latestEvent(events)?.status === ORDER_EVENT.refunded) return 'refunded';
  if (status === PAYMENT_STATUS.refunding && latestEvent(events)?.status === ORDER_EVENT.refunded) return 'partlyRefunded';
  const entry = Object.entries(PAYMENT_STATUS).find(([, v]) => v === status);
  return entry ? (entry[0] as PaymentStatusKey) : 'unknown';
}

/**
 * An order counts as refunded when its status is 3 or any status event is 24.
 * Spec: orders-and-payments.md §4.1.
 */
export function isRefunded(order: { status: number; statustime?: readonly StatusEvent[] | null }): boolean {
  return order.status === PAYMENT_STATUS.refunded || (order.statustime ?? []).some((e) => e.status === ORDER_EVENT.refunded);
}

/**
 * Whether the order history's 'Refunded' tab holds the order: refunded (`isRefunded`) or with a
 * non-empty `refund_orders` (a partial refund).
 * Spec: orders-and-payments.md §2.2 "Two tabs: 'All' and 'Refunded'".
 */
export function isListedAsRefunded(order: Pick<OrderListItem, 'status' | 'statustime' | 'refund_orders'>): boolean {
  return isRefunded(order) || (order.refund_orders?.length ?? 0) > 0;
}

// ——— status label (§4.2)

/** The data an event's `extra` JSON may hold. */
export interface EventExtra {
  /** Minutes. */
  preptime?: number;
  seqnum?: string | number;
  comment?: string;
  reason?: string;
}

/**
 * Reads an event's extra JSON (preptime in minutes, seqnum, comment, reason); unreadable → {}.
 * Spec: orders-and-payments.md §3.2 "statustime … extra", §4.5 "Comment and seqnum are read from the event extra JSON".
 */
export function readEventExtra(event: Pick<StatusEvent, 'extra'> | undefined): EventExtra {
  if (!event?.extra) return {};
  try {
    const raw: unknown = JSON.parse(event.extra);
    if (typeof raw !== 'object' || raw === null) return {};
    const x = raw as Record<string, unknown>;
    const out: EventExtra = {};
    const preptime = Number(x.preptime);
    if (x.preptime !== undefined && x.preptime !== null && x.preptime !== '' && Number.isFinite(preptime)) out.preptime = preptime;
    if (typeof x.seqnum === 'string' || typeof x.seqnum === 'number') out.seqnum = x.seqnum;
    if (typeof x.comment === 'string') out.comment = x.comment;
    if (typeof x.reason === 'string') out.reason = x.reason;
    return out;
  } catch {
    return {};
  }
}

/**
 * Reads an instant given as seconds (number or numeric string) or as a date-time string (ISO 8601,
 * as couriers send `dropoff_time_estimated`); empty or unreadable → undefined.
 * @returns seconds since epoch.
 */
export function toEpochSeconds(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '' || value === 0) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.unix() : undefined;
}

/** Message keys of the status label (orders-and-payments.md §4.2). */
export type StatusLabelKey =
  | 'awaitingAcceptance'
  | 'unpaid'
  | 'paid'
  | 'orderConfirmed'
  | 'orderRefused'
  | 'awaitingDelivery'
  | 'ready'
  | 'delivering'
  | 'canceling'
  | 'refunding'
  | 'fulfilled'
  | 'partialRefund'
  | 'refunded'
  | 'canceled'
  | 'unknown';

/** What the status label depends on. */
export interface StatusLabelInput {
  events: readonly StatusEvent[] | null | undefined;
  source: number;
  /** Payment status (§4.1). */
  paymentStatus: number;
  categoryType: number;
  /** Courier `dropoff_time_estimated` (seconds or ISO string), if any. */
  dropoffEstimate?: number | string | null;
}

/** A status label: a message key, the event it reads, and for 'orderConfirmed' the expected ready time. */
export interface StatusLabel {
  key: StatusLabelKey;
  /** The current event's status, if any. */
  event?: number;
  /** Seconds since epoch: 'ready time expected <time>' (orderConfirmed only). */
  readyAt?: number;
}

/**
 * The status label of the latest non-25 event:
 * - 1: 'awaitingAcceptance' when source is 51, or source is 41 or 71 and payment status is paid; else 'unpaid';
 * - 2: 'paid';
 * - 21: 'orderConfirmed' with `readyAt` = the delivery dropoff estimate, otherwise event datetime +
 *   extra.preptime minutes (none when neither is known);
 * - 22: 'orderRefused';
 * - 23: 'awaitingDelivery' for delivery orders (category 4), otherwise 'ready';
 * - 31: 'delivering'; 43: 'canceling'; 11 or 44: 'refunding';
 * - 6, 41 or 45: 'unpaid' when source is 51 and payment is unpaid; else 'ready' for dine-in; else 'fulfilled';
 * - 24 or 3: 'partialRefund' when payment status is 11, else 'refunded';
 * - 5: 'canceled'; no event or any other: 'unknown'.
 * Spec: orders-and-payments.md §4.2.
 */
export function statusLabel(input: StatusLabelInput): StatusLabel {
  const current = latestEvent(input.events);
  if (!current) return { key: 'unknown' };
  const { source, paymentStatus, categoryType } = input;
  const label = (key: StatusLabelKey): StatusLabel => ({ key, event: current.status });
  switch (current.status) {
    case ORDER_EVENT.placed:
      return label(
        source === ORDER_SOURCE.s51 || ((source === ORDER_SOURCE.s41 || source === ORDER_SOURCE.s71) && paymentStatus === PAYMENT_STATUS.paid)
          ? 'awaitingAcceptance'
          : 'unpaid',
      );
    case ORDER_EVENT.paid:
      return label('paid');
    case ORDER_EVENT.confirmed: {
      const readyAt = readyTime(current, input.dropoffEstimate);
      return readyAt === undefined ? label('orderConfirmed') : { ...label('orderConfirmed'), readyAt };
    }
    case ORDER_EVENT.refused:
      return label('orderRefused');
    case ORDER_EVENT.ready:
      return label(categoryType === DELIVERY_CATEGORY ? 'awaitingDelivery' : 'ready');
    case ORDER_EVENT.delivering:
      return label('delivering');
    case ORDER_EVENT.canceling:
      return label('canceling');
    case ORDER_EVENT.refundingStatus:
    case ORDER_EVENT.refunding:
      return label('refunding');
    case ORDER_EVENT.fulfilled:
    case ORDER_EVENT.fulfilledOther:
    case ORDER_EVENT.fulfilledAlt:
      if (source === ORDER_SOURCE.s51 && paymentStatus === PAYMENT_STATUS.unpaid) return label('unpaid');
      return label(isDineIn(categoryType) ? 'ready' : 'fulfilled');
    case ORDER_EVENT.refunded:
    case ORDER_EVENT.refundedStatus:
      return label(paymentStatus === PAYMENT_STATUS.refunding ? 'partialRefund' : 'refunded');
    case ORDER_EVENT.canceled:
      return label('canceled');
    default:
      return label('unknown');
  }
}

/** Dropoff estimate, else event datetime + preptime minutes; seconds. */
function readyTime(event: StatusEvent, dropoffEstimate: number | string | null | undefined): number | undefined {
  const dropoff = toEpochSeconds(dropoffEstimate);
  if (dropoff !== undefined) return dropoff;
  const { preptime } = readEventExtra(event);
  return preptime === undefined ? undefined : event.datetime + preptime * 60;
}

// ——— payment badge (§4.3)

/**
 * Payment badge class: status 1 or 11 → 0; status 2 → 1 when the latest event is 6, 41 or 45, 2 when
 * it is 24, else 0; any other status → 2.
 * Spec: orders-and-payments.md §4.3.
 */
export function paymentBadgeClass(status: number, events: readonly StatusEvent[] | null | undefined): 0 | 1 | 2 {
  if (status === PAYMENT_STATUS.unpaid || status === PAYMENT_STATUS.refunding) return 0;
  if (status !== PAYMENT_STATUS.paid) return 2;
  const latest = latestEvent(events)?.status;
  if (latest === ORDER_EVENT.fulfilled || latest === ORDER_EVENT.fulfilledOther || latest === ORDER_EVENT.fulfilledAlt) return 1;
  return latest === ORDER_EVENT.refunded ? 2 : 0;
}

// ——— status steps (§4.5)

/** Steps of the order status list (orders-and-payments.md §4.5). */
export type StepKey =
  | 'awaitingAcceptance'
  | 'orderConfirmed'
  | 'orderRefused'
  | 'ready'
  | 'awaitingDelivery'
  | 'delivering'
  | 'awaitingRefund'
  | 'refunded'
  | 'canceled'
  | 'fulfilled'
  | 'awaitingPayment';

/** One step of the order status list. */
export interface StatusStep {
  key: StepKey;
  /** Message key of the title. */
  titleKey: string;
  /** Message key of the text under the title. */
  detailKey: string;
  /** True for steps the order has reached; false for expected future steps and 'awaitingPayment'. */
  reached: boolean;
  /** Seconds since epoch of the event that reached the step. */
  at?: number;
  /** From the event extra: shown after ' with notes: '. */
  comment?: string;
  seqnum?: string | number;
  /** Seconds since epoch: 'Expected to be ready at <time>' (the latest confirmed step only). */
  readyAt?: number;
}

/** What the step list depends on. */
export interface StatusStepsInput {
  events: readonly StatusEvent[] | null | undefined;
  categoryType: number;
  /** Payment status (§4.1). */
  paymentStatus: number;
  /** Whether the order has delivery shipping (the confirmed step then says an SMS will follow). */
  hasDeliveryShipping?: boolean;
  /** Courier `dropoff_time_estimated` (seconds or ISO string). */
  dropoffEstimate?: number | string | null;
  /** Scheduled time (`validTime`), seconds; 0 = ASAP. */
  validTime?: number;
  /** Skip the delivering step among the expected steps (the specification names one order type for this without saying which). */
  skipDelivering?: boolean;
}

const EVENT_STEP: Readonly<Record<number, StepKey>> = {
  [ORDER_EVENT.placed]: 'awaitingAcceptance',
  [ORDER_EVENT.paid]: 'awaitingAcceptance',
  [ORDER_EVENT.confirmed]: 'orderConfirmed',
  [ORDER_EVENT.refused]: 'orderRefused',
  [ORDER_EVENT.ready]: 'ready',
  [ORDER_EVENT.delivering]: 'delivering',
  [ORDER_EVENT.refundingStatus]: 'awaitingRefund',
  [ORDER_EVENT.canceling]: 'awaitingRefund',
  [ORDER_EVENT.refunding]: 'awaitingRefund',
  [ORDER_EVENT.refunded]: 'refunded',
  [ORDER_EVENT.refundedStatus]: 'refunded',
  [ORDER_EVENT.canceled]: 'canceled',
  [ORDER_EVENT.fulfilled]: 'fulfilled',
  [ORDER_EVENT.fulfilledOther]: 'fulfilled',
  [ORDER_EVENT.fulfilledAlt]: 'fulfilled',
};

/** Events after which no future step is expected: refused, awaiting refund, other terminal, canceled, refunded, alternative fulfilled. */
const STOP_EVENTS: readonly number[] = [
  ORDER_EVENT.refused,
  ORDER_EVENT.refundingStatus,
  ORDER_EVENT.canceling,
  ORDER_EVENT.refunding,
  ORDER_EVENT.fulfilledOther,
  ORDER_EVENT.canceled,
  ORDER_EVENT.refunded,
  ORDER_EVENT.refundedStatus,
  ORDER_EVENT.fulfilledAlt,
];

const STEP_TEXT: Readonly<Record<StepKey, { titleKey: string; detailKey: string }>> = {
  awaitingAcceptance: { titleKey: 'awaitingAcceptance', detailKey: 'yourOrderMayOnlyBeConfirmedDuringBusinessHours' },
  orderConfirmed: { titleKey: 'orderConfirmed', detailKey: 'theMerchantConfirmedAndPreparingYourOrder' },
  orderRefused: { titleKey: 'orderRefused', detailKey: 'orderRefused' },
  ready: { titleKey: 'ready', detailKey: 'yourOrderIsReady' },
  awaitingDelivery: { titleKey: 'awaitingDelivery', detailKey: 'yourOrderIsReadyAndWaitingForDelivery' },
  delivering: { titleKey: 'delivering', detailKey: 'yourOrderIsOnTheWay' },
  awaitingRefund: { titleKey: 'awaitingRefund', detailKey: 'theMerchantWillConfirmYourRefundApplySoon' },
  refunded: { titleKey: 'refunded', detailKey: 'refunded' },
  canceled: { titleKey: 'canceled', detailKey: 'canceled' },
  fulfilled: { titleKey: 'fulfilled', detailKey: 'fulfilled' },
  awaitingPayment: { titleKey: 'awaitingPayment', detailKey: 'theOrderIsUnpaid' },
};

/**
 * The expected course of an order: dine-in accept → confirmed → ready; delivery accept → confirmed →
 * ready (awaiting delivery) → delivering → fulfilled; others accept → confirmed → ready → fulfilled.
 * Spec: orders-and-payments.md §4.5.
 */
export function expectedSteps(categoryType: number, skipDelivering = false): StepKey[] {
  if (isDineIn(categoryType)) return ['awaitingAcceptance', 'orderConfirmed', 'ready'];
  if (categoryType === DELIVERY_CATEGORY) {
    return skipDelivering
      ? ['awaitingAcceptance', 'orderConfirmed', 'awaitingDelivery', 'fulfilled']
      : ['awaitingAcceptance', 'orderConfirmed', 'awaitingDelivery', 'delivering', 'fulfilled'];
  }
  return ['awaitingAcceptance', 'orderConfirmed', 'ready', 'fulfilled'];
}

function step(key: StepKey, reached: boolean): StatusStep {
  return { key, ...STEP_TEXT[key], reached };
}

/**
 * The order status step list: one reached step per event (events 25 and those without a step are
 * skipped; repeats of the same step in a row are merged, keeping the first time), then — unless a
 * refused, awaiting-refund, other terminal (41), canceled, refunded or alternative fulfilled (45)
 * event is present — the expected future steps after the furthest step reached.
 * - The ready step reads 'awaitingDelivery' for the delivery category.
 * - The confirmed step says an SMS will follow when the order has delivery shipping
 *   ('orderConfirmedYoullSoonReceiveASms'); as the latest reached step its title becomes
 *   'expectedToBeReadyAt' with `readyAt` from the dropoff estimate, else validTime, else the event
 *   datetime + preptime minutes.
 * - 'awaitingPayment' ('The order is unpaid') is appended when the last reached step is fulfilled
 *   while the payment status is still unpaid (1).
 * Spec: orders-and-payments.md §4.5.
 */
export function buildStatusSteps(input: StatusStepsInput): StatusStep[] {
  const events = (input.events ?? []).filter((e) => EVENT_STEP[e.status] !== undefined);
  const delivery = input.categoryType === DELIVERY_CATEGORY;
  const steps: StatusStep[] = [];
  for (const e of events) {
    let key = EVENT_STEP[e.status];
    if (key === 'ready' && delivery) key = 'awaitingDelivery';
    if (steps.length > 0 && steps[steps.length - 1].key === key) continue;
    const extra = readEventExtra(e);
    const s: StatusStep = { ...step(key, true), at: e.datetime };
    if (extra.comment !== undefined) s.comment = extra.comment;
    if (extra.seqnum !== undefined) s.seqnum = extra.seqnum;
    if (key === 'orderConfirmed' && input.hasDeliveryShipping) s.detailKey = 'orderConfirmedYoullSoonReceiveASms';
    steps.push(s);
  }

  const last = steps[steps.length - 1];
  if (last?.key === 'orderConfirmed') {
    const confirmed = [...events].reverse().find((e) => e.status === ORDER_EVENT.confirmed) as StatusEvent;
    const readyAt =
      toEpochSeconds(input.dropoffEstimate) ?? toEpochSeconds(input.validTime) ?? readyTime(confirmed, undefined);
    if (readyAt !== undefined) {
      last.titleKey = 'expectedToBeReadyAt';
      last.readyAt = readyAt;
    }
  }
  if (last?.key === 'fulfilled' && input.paymentStatus === PAYMENT_STATUS.unpaid) steps.push(step('awaitingPayment', false));

  const stopped = (input.events ?? []).some((e) => STOP_EVENTS.includes(e.status));
  if (stopped) return steps;
  const course = expectedSteps(input.categoryType, input.skipDelivering);
  const furthest = steps.reduce((max, s) => Math.max(max, s.key === 'fulfilled' ? course.length : course.indexOf(s.key)), -1);
  return [...steps, ...course.slice(furthest + 1).map((key) => step(key, false))];
}

// ——— finished, editable, stages (§4.5, §4.6)

const FINISHED_EVENTS: readonly number[] = [
  ORDER_EVENT.canceled,
  ORDER_EVENT.fulfilled,
  ORDER_EVENT.fulfilledOther,
  ORDER_EVENT.fulfilledAlt,
  ORDER_EVENT.refunded,
  ORDER_EVENT.refundedStatus,
];

/**
 * An order is finished when its current (latest non-25) event is canceled (5), fulfilled (6, 41, 45)
 * or refunded (24, 3).
 * Spec: orders-and-payments.md §4.5 "An order is finished when canceled, fulfilled (either kind) or refunded".
 */
export function isOrderFinished(events: readonly StatusEvent[] | null | undefined): boolean {
  const current = latestEvent(events)?.status;
  return current !== undefined && FINISHED_EVENTS.includes(current);
}

/** What editability depends on. */
export interface EditabilityInput {
  /** Payment status; 0 for a draft not yet placed. */
  paymentStatus: number;
  payByLink: boolean;
  lines: readonly Pick<CartLine, 'status'>[];
}

/**
 * Editable only when the status is editing (a draft, 0, or unpaid, 1) or pending payment (12), the
 * page is not in pay-by-link mode, and some cart line is new (status 1 — for table orders too: a line
 * awaiting submission is a new line).
 * Spec: orders-and-payments.md §4.6.
 */
export function isOrderEditable(input: EditabilityInput): boolean {
  const editingStatus = input.paymentStatus === 0 || input.paymentStatus === PAYMENT_STATUS.unpaid || input.paymentStatus === PAYMENT_STATUS.paying;
  return editingStatus && !input.payByLink && input.lines.some((l) => l.status === 1);
}

/** Order detail stage: 0 active, 1 in progress, 2 finished (orders-and-payments.md §4.6). */
export type OrderStage = 0 | 1 | 2;

const IN_PROGRESS_EVENTS: readonly number[] = [
  ORDER_EVENT.confirmed,
  ORDER_EVENT.refused,
  ORDER_EVENT.ready,
  ORDER_EVENT.delivering,
  ORDER_EVENT.canceling,
  ORDER_EVENT.refunding,
  ORDER_EVENT.refundingStatus,
];

/**
 * Stage of an order: 2 finished (`isOrderFinished`); 1 in progress when the current event is one the
 * merchant moved it to (21, 22, 23, 31, 43, 44, 11); otherwise 0 active (placed, paid).
 * Spec: orders-and-payments.md §4.6.
 */
export function orderStage(events: readonly StatusEvent[] | null | undefined): OrderStage {
  if (isOrderFinished(events)) return 2;
  const current = latestEvent(events)?.status;
  return current !== undefined && IN_PROGRESS_EVENTS.includes(current) ? 1 : 0;
}

/** A delivery order in its last step (delivering) may be marked complete by the customer (§4.6). */
export function canCompleteDelivery(events: readonly StatusEvent[] | null | undefined, categoryType: number): boolean {
  return categoryType === DELIVERY_CATEGORY && latestEvent(events)?.status === ORDER_EVENT.delivering;
}

/** Message keys of the order detail's bottom actions (orders-and-payments.md §2.4). */
export type OrderActionKey = 'placeOrder' | 'next' | 'cancelPayment' | 'continueToPay' | 'viewInvoice' | 'complete';

/** What the order detail's bottom actions depend on (table orders have their own bar). */
export interface OrderActionsInput extends EditabilityInput {
  events: readonly StatusEvent[] | null | undefined;
  categoryType: number;
  /** Delivery by a third-party courier (methods 21, 22) with the venue's tips reminder on. */
  courierTipsReminder?: boolean;
}

/**
 * Bottom actions of the order detail (non-table orders):
 * - pending payment (12): cancelPayment, continueToPay;
 * - editable: placeOrder, or 'next' (opens the tip drawer) for courier delivery with the tips reminder;
 * - a delivery order in its last step: complete (after viewInvoice when paid);
 * - paid, or finished: viewInvoice; otherwise none.
 * Spec: orders-and-payments.md §2.4 "Bottom actions by order state", §4.6.
 */
export function orderActions(input: OrderActionsInput): OrderActionKey[] {
  if (input.paymentStatus === PAYMENT_STATUS.paying) return ['cancelPayment', 'continueToPay'];
  if (isOrderEditable(input)) {
    return [input.categoryType === DELIVERY_CATEGORY && input.courierTipsReminder ? 'next' : 'placeOrder'];
  }
  const paid = input.paymentStatus === PAYMENT_STATUS.paid;
  if (canCompleteDelivery(input.events, input.categoryType)) return paid ? ['viewInvoice', 'complete'] : ['complete'];
  return paid || orderStage(input.events) === 2 ? ['viewInvoice'] : [];
}

// ——— delivery (§4.9)

/** Expected delivery window in minutes from now. */
export interface DeliveryWindow {
  /** Minutes: max(0, u − 15). */
  from: number;
  /** Minutes: u + 15. */
  to: number;
}

/**
 * Expected delivery window: u = minutes until dropoff rounded up to a multiple of 5; shown as
 * '(u − 15, not below 0) ~ (u + 15) minutes'; null (hidden) when u is over 120 or under 5, when there
 * is no estimate, or when the order is not unpaid (payment status 1).
 * @param dropoff dropoff estimate (seconds or ISO string). @param now seconds since epoch.
 * Spec: orders-and-payments.md §4.9, §9 "Expected delivery window ±15 minutes, rounded to 5; hidden over 120 or under 5".
 */
export function expectedDeliveryWindow(
  dropoff: number | string | null | undefined,
  now: number,
  paymentStatus: number,
): DeliveryWindow | null {
  const at = toEpochSeconds(dropoff);
  if (at === undefined || paymentStatus !== PAYMENT_STATUS.unpaid) return null;
  const u = Math.ceil((at - now) / 60 / 5) * 5;
  if (u > 120 || u < 5) return null;
  return { from: Math.max(0, u - 15), to: u + 15 };
}

/** Courier statuses (orders-and-payments.md §4.9). */
export const COURIER_STATUS_TEXT: Readonly<Record<string, string>> = {
  confirmed: 'driverConfirmed',
  pickup_arrival: 'driverArrivedAtPickup',
  picked_up: 'deliveryPickedUp',
  dropoff_arrival: 'dasherArrivedAtDropoff',
  dropped_off: 'delivered',
};

/**
 * Message key of a courier status: confirmed 'driverConfirmed', pickup_arrival 'driverArrivedAtPickup',
 * picked_up 'deliveryPickedUp', dropoff_arrival 'dasherArrivedAtDropoff', dropped_off 'delivered';
 * anything else (none, Error, Refused, Cancelled) 'waitingForTheDriverToTakeTheOrder'.
 * Spec: orders-and-payments.md §4.9.
 */
export function courierStatusKey(status: string | null | undefined): string {
  return (status && Object.hasOwn(COURIER_STATUS_TEXT, status) && COURIER_STATUS_TEXT[status]) || 'waitingForTheDriverToTakeTheOrder';
}

// ——— order history (§2.2)

type HistoryOrder = Pick<OrderListItem, 'status' | 'statustime' | 'paytime' | 'validtime' | 'created_at'>;

/** Paid (status 2) or refunded (`isRefunded`). */
function isPaidOrRefunded(order: HistoryOrder): boolean {
  return order.status === PAYMENT_STATUS.paid || isRefunded(order);
}

/** The time line of an order history row. */
export interface HistoryTime {
  labelKey: 'paymentTime' | 'scheduledTime' | 'orderTime';
  /** Seconds since epoch. */
  at: number;
}

/**
 * The order history time line: 'paymentTime' (paytime) when paid or refunded, else 'scheduledTime'
 * (validtime) when set, else 'orderTime' (created_at).
 * Spec: orders-and-payments.md §2.2 "the time line".
 */
export function orderHistoryTime(order: HistoryOrder): HistoryTime {
  if (isPaidOrRefunded(order)) return { labelKey: 'paymentTime', at: order.paytime };
  if (order.validtime) return { labelKey: 'scheduledTime', at: order.validtime };
  return { labelKey: 'orderTime', at: order.created_at };
}

/**
 * Sort key of the order history (newest first): paytime when paid or refunded, else created_at.
 * Spec: orders-and-payments.md §2.2 "Orders are sorted newest first by paytime when paid or refunded, otherwise by created_at".
 */
export function orderHistorySortKey(order: HistoryOrder): number {
  return isPaidOrRefunded(order) ? order.paytime : order.created_at;
}

/** The orders sorted newest first by `orderHistorySortKey` (ties keep their order). */
export function sortOrderHistory<T extends HistoryOrder>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => orderHistorySortKey(b) - orderHistorySortKey(a));
}

/**
 * Formats an instant for the history time line in the venue timezone: 'ddd DD MMM YYYY HH:mm'
 * (e.g. 'Tue 05 Mar 2024 18:30'); under zh-CN 'YYYY年MM月DD日 HH:mm' (the Chinese format is not shown;
 * this one needs no locale data).
 * @param at seconds since epoch. @param timezone IANA name.
 * Spec: orders-and-payments.md §2.2, §9 "Date format 'ddd DD MMM YYYY HH:mm'".
 */
export function formatOrderTime(at: number, timezone: string, locale = 'en'): string {
  const format = locale.toLowerCase().startsWith('zh') ? 'YYYY年MM月DD日 HH:mm' : 'ddd DD MMM YYYY HH:mm';
  return dayjs.unix(at).tz(timezone).format(format);
}

// ——— transition table (STYLE.md §4)

/** Status events the staff console may append (orders-and-payments.md §4.2). */
export type StaffEvent = 1 | 2 | 5 | 6 | 21 | 22 | 23 | 24 | 31 | 43 | 44;

/** The state before any event. */
export const NO_EVENT = 0;

/**
 * The order status transition table: from the current event (0 before any) to the events that may
 * follow. `canTransition` adds the guards.
 * - 1 placed → paid, confirmed, refused, canceling, canceled
 * - 2 paid → confirmed, refused, canceling, refunding
 * - 21 confirmed → paid, ready, canceling, refunding
 * - 23 ready → paid, delivering, fulfilled, canceling, refunding
 * - 31 delivering → paid, fulfilled, canceling, refunding
 * - 6 fulfilled → paid, refunding
 * - 22 refused → refunding, canceled
 * - 43 canceling → canceled, refunding
 * - 44 refunding → refunded
 * - 24 refunded → refunding, only while the order is partly refunded (payment status 11: another
 *   partial refund, or the rest); a fully refunded order (status 3) is terminal
 * - 5 canceled: terminal
 */
export const ORDER_TRANSITIONS: Readonly<Record<number, readonly StaffEvent[]>> = {
  [NO_EVENT]: [1],
  1: [2, 21, 22, 43, 5],
  2: [21, 22, 43, 44],
  21: [2, 23, 43, 44],
  23: [2, 31, 6, 43, 44],
  31: [2, 6, 43, 44],
  6: [2, 44],
  22: [44, 5],
  43: [5, 44],
  44: [24],
  24: [44],
  5: [],
};

/**
 * Whether event `to` may follow the order's events. The current state is the latest non-25 event
 * (0 when none); an event the table does not know allows nothing. Guards on top of the table:
 * - delivering (31) only for the delivery category (4); a delivery order is fulfilled (6) only from
 *   delivering, not straight from ready;
 * - paid (2) only once;
 * - refunding (44) only for a paid order (an event 2 in its history); after a refund (24) only when
 *   `paymentStatus` says the order is partly refunded (11);
 * - canceled (5) only for an unpaid order (a paid order is refunded instead).
 * @param paymentStatus the order's payment status (§4.1), when known.
 * Spec: orders-and-payments.md §4.1, §4.2, §4.5, §4.7; STYLE.md §4.
 */
export function canTransition(fromEvents: readonly StatusEvent[] | null | undefined, to: number, categoryType: CategoryType | number, paymentStatus?: number): boolean {
  const current = latestEvent(fromEvents)?.status ?? NO_EVENT;
  if (current === ORDER_EVENT.refunded && to === ORDER_EVENT.refunding && paymentStatus !== PAYMENT_STATUS.refunding) return false;
  const allowed = ORDER_TRANSITIONS[current] ?? [];
  if (!(allowed as readonly number[]).includes(to)) return false;
  const paid = (fromEvents ?? []).some((e) => e.status === ORDER_EVENT.paid);
  const delivery = categoryType === DELIVERY_CATEGORY;
  switch (to) {
    case ORDER_EVENT.delivering:
      return delivery;
    case ORDER_EVENT.fulfilled:
      return !delivery || current === ORDER_EVENT.delivering;
    case ORDER_EVENT.paid:
      return !paid;
    case ORDER_EVENT.refunding:
      return paid;
    case ORDER_EVENT.canceled:
      return !paid;
    default:
      return true;
  }
}

/** The events that may follow, in table order (`canTransition`). */
export function nextEvents(fromEvents: readonly StatusEvent[] | null | undefined, categoryType: CategoryType | number, paymentStatus?: number): StaffEvent[] {
  const current = latestEvent(fromEvents)?.status ?? NO_EVENT;
  return (ORDER_TRANSITIONS[current] ?? []).filter((to) => canTransition(fromEvents, to, categoryType, paymentStatus));
}

/**
 * Appends event `to` at `at` when `canTransition` allows it, else STATUS_TRANSITION_NOT_ALLOWED with
 * `{ from, to }`.
 * @param at seconds since epoch. @returns the new event list.
 * Spec: STYLE.md §4.
 */
export function appendEvent(
  fromEvents: readonly StatusEvent[] | null | undefined,
  to: number,
  categoryType: CategoryType | number,
  at: number,
  extra?: string,
  paymentStatus?: number,
): Result<StatusEvent[]> {
  if (!canTransition(fromEvents, to, categoryType, paymentStatus)) {
    return err('STATUS_TRANSITION_NOT_ALLOWED', { from: latestEvent(fromEvents)?.status ?? NO_EVENT, to });
  }
  const event: StatusEvent = extra === undefined ? { datetime: at, status: to } : { datetime: at, status: to, extra };
  return ok([...(fromEvents ?? []), event]);
}
