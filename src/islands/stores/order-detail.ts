/**
 * The order detail page's state (orders-and-payments.md §2.4, §2.6, §2.8, §4.6–§4.8, §5.1–§5.3, §8.2,
 * §8.3): the order on screen (`$orderPage` of stores/orders.ts), the notes being typed, the payment
 * method drawer, the confirmation on screen, the receipt viewer, the busy flag, the table sitting of a
 * table order and its picked tab. Read-only stores plus verbs: reading the order, editing it (priced by
 * the domain through `buildOrderEdit`), paying (the domain's spending-limit and minimum checks), pay in
 * store, cancel payment, cancel / complete the order, remove a coupon. Components only render these.
 *
 * `startOrderDetail` binds the page (trade id, pay-by-link) and `bindOrderDetailText` its texts (the
 * translation and money format of the order's venue), which the verbs use for modals and confirmations.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { ORDER_SOURCE, PAYMENT_STATUS } from '../../domain/order-status';
import { checkOnlinePayment, checkSpendingLimit } from '../../domain/totals';
import type { Locale } from '../../i18n';
import { hasCode, isAccessRefused, isOrderNotFound, mapApiError, NOT_ALLOWED_PATH, toApiFailure } from '../api/errors';
import { orderApi, type Operations } from './api-session';
import { couponFromEntry, mapCouponFailure } from './coupon-rules';
import { buildOrderEdit, type OrderChanges } from './edit-order';
import { ORDER_TYPE, type OrderDetail } from '../api/order-types';
import { buildOrderDetailView, toTableOrderDetail } from './order-view';
import { fetchTableOrder, type TableOrderInfo } from './table-order';
import { checkoutPageUrl, openPaymentPage, PAY_PLATFORM, payNowRoute, payReturnUrl, type PaymentParams } from './pay-flow';
import { isSittingLive, toCartLines, type TableEvent } from './table-sync';
import { forgetPlacedOrder } from './checkout';
import { $orderPage, clearCartOfVenue, clearCouponSelection, readCouponSelection, showOrderPage } from './orders';
import { staffIdOf, type Session } from './session';
import { showModal } from './ui';
import { postJson } from '../api/http';

/** A yes / no confirmation on screen (orders-and-payments.md §4.7). */
export interface Confirmation {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
}

/** The tab of a live table order's items the diner picked (undefined: the rule's default). */
export type PickedTab = 'new' | 'ordered' | undefined;

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Api = { ops: Operations; session: Session | null };

const notes = atom<string | null>(null);
const payDrawer = atom(false);
const confirmation = atom<Confirmation | null>(null);
const invoice = atom(false);
const busy = atom(false);
const tableOrder = atom<TableOrderInfo | null>(null);
const pickedTab = atom<PickedTab>(undefined);

/** The notes as typed by the diner, or null while untouched (the order's own notes show). */
export const $orderNotes: ReadableAtom<string | null> = notes;
/** Whether the payment method drawer ('Pay Now' / 'payInstore') is open. */
export const $payDrawerOpen: ReadableAtom<boolean> = payDrawer;
/** The confirmation on screen, if any. */
export const $confirmation: ReadableAtom<Confirmation | null> = confirmation;
/** Whether the receipt viewer is open. */
export const $invoiceOpen: ReadableAtom<boolean> = invoice;
/** Whether an action is running (further actions are ignored until it ends). */
export const $orderBusy: ReadableAtom<boolean> = busy;
/** The sitting of a table order (orders-and-payments.md §2.4, §4.8), null for other orders. */
export const $tableOrder: ReadableAtom<TableOrderInfo | null> = tableOrder;
/** The items tab the diner picked on a live table order. */
export const $pickedTab: ReadableAtom<PickedTab> = pickedTab;

let page = { tradeid: '', payByLink: false };
let text: { t: Translate; money: (cents: number) => string; locale?: Locale } = { t: (k) => k, money: (c) => String(c) };
let api: Api | null = null;
let couponsApplied = false;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Binds the page: the order's trade id and whether it is opened by a pay-by-link (pbl=1); resets the page state. */
export function startOrderDetail(options: { tradeid: string; payByLink: boolean }): void {
  if (page.tradeid === options.tradeid && page.payByLink === options.payByLink) return;
  page = { ...options };
  api = null;
  couponsApplied = false;
  notes.set(null);
  payDrawer.set(false);
  confirmation.set(null);
  invoice.set(false);
  busy.set(false);
  tableOrder.set(null);
  pickedTab.set(undefined);
}

/** Binds the texts the verbs show: the translation, the money format (cents) and the page's language. */
export function bindOrderDetailText(next: { t: Translate; money: (cents: number) => string; locale?: Locale }): void {
  text = next;
}

/** The operations with the session (or the pay-by-link token) installed, built once per page. */
export async function orderDetailApi(): Promise<Api> {
  if (!api) api = await orderApi({ payByLink: page.payByLink });
  return api;
}

/** The session's e-mail, once the API was built (the receipt viewer's default address). */
export const sessionEmail = (): string | undefined => api?.session?.user?.email;

const errorModal = (body: string) => showModal({ title: text.t('modal.error'), body, confirm: 'ok', kind: 'error' });

/**
 * Shows a failed order call: coupon refusals by `mapCouponFailure` ('user only' → create an account,
 * 'exist already' → add failed), anything else by `mapApiError` for the operation (§8.2).
 */
function failWith(e: unknown, operation: 'orderEdit' | 'orderPayApply' | 'other' = 'other'): void {
  const { t } = text;
  const failure = toApiFailure(e);
  if (hasCode(failure, 'USER_ONLY', 'EXIST_ALREADY')) {
    const f = mapCouponFailure(failure);
    if (f.kind === 'userOnly') return showModal({ title: t('orders.coupon.createAccountTitle'), body: f.scope ? t('orders.coupon.scopeMismatch') : t('orders.coupon.createAccountBody'), confirm: 'ok', kind: 'info' });
    if (f.kind === 'addFailed') return showModal({ title: t('orders.coupon.addFailed'), body: f.limitReached ? t('orders.coupon.limitReached') : t('orders.coupon.usedAlready'), confirm: 'ok', kind: 'error' });
  }
  const mapped = mapApiError(operation, failure);
  errorModal('raw' in mapped ? mapped.raw : t(mapped.key));
}

/**
 * Reads the order (orderInfo, network-only) and, for a table order or a sitting with no checkout yet,
 * the table's live cart and bill; then its venue. `quiet` keeps the order on screen while reading.
 * An order gone for this device is forgotten locally and shows 'not found' (§8.3).
 */
export async function loadOrderDetail(quiet = false): Promise<void> {
  const { tradeid } = page;
  if (!quiet) showOrderPage({ kind: 'loading' });
  try {
    const { ops } = await orderDetailApi();
    let info: OrderDetail | null = null;
    let failure: unknown = null;
    try {
      info = await ops.fetchOrderInfo(tradeid);
    } catch (e) {
      failure = e;
    }
    const sitting = !info || info.source === ORDER_SOURCE.table ? await fetchTableOrder(tradeid) : null;
    if (!info && !sitting) throw failure;
    tableOrder.set(sitting);
    const venueCode = info?.venue_code ?? sitting!.venue_code;
    const current = $orderPage.get();
    const v = current.kind === 'ready' && current.venue?.code === venueCode ? current.venue : await ops.fetchOrderVenue(venueCode).catch(() => null);
    const live = sitting && isSittingLive(sitting) && (!info || info.status === PAYMENT_STATUS.unpaid);
    showOrderPage({ kind: 'ready', order: sitting && (live || !info) ? toTableOrderDetail(sitting, info, v?.name ?? '') : info!, venue: v });
  } catch (e) {
    const failure = toApiFailure(e);
    if (isAccessRefused('orderInfo', failure)) {
      location.replace(NOT_ALLOWED_PATH);
    } else if (isOrderNotFound(failure)) {
      forgetPlacedOrder(tradeid);
      showOrderPage({ kind: 'notFound' });
    } else {
      const mapped = mapApiError('orderInfo', failure);
      showOrderPage({ kind: 'error', message: 'raw' in mapped ? mapped.raw : text.t(mapped.key) });
    }
  }
}

/** A table event in sync with the order status on screen: the sitting and the order follow it in place, then a quiet read. */
export function followTableEvent(e: TableEvent & { carts: NonNullable<TableEvent['carts']> }): void {
  const table = tableOrder.get();
  if (!table) return;
  const next: TableOrderInfo = { ...table, ...e, carts: toCartLines(e.carts) };
  tableOrder.set(next);
  const current = $orderPage.get();
  if (current.kind === 'ready') showOrderPage({ ...current, order: toTableOrderDetail(next, current.order, current.order.venue_name) });
  void loadOrderDetail(true);
}

/** Picks a tab of a live table order's items; `undefined` goes back to the rule's default (new items arrived, §4.4). */
export const pickTab = (tab: PickedTab) => pickedTab.set(tab);

/** The diner typed order notes. */
export const typeNotes = (value: string) => notes.set(value);

/** Opens or closes the payment method drawer. */
export const setPayDrawer = (open: boolean) => payDrawer.set(open);

/** Opens or closes the receipt viewer. */
export const setInvoiceOpen = (open: boolean) => invoice.set(open);

/**
 * orderEdit with `changes` to the order on screen (priced by the domain), then a quiet read. A coupon
 * whose minimum is not met asks 'order more' (back to the menu) or 'remove coupon' (§5.3); other
 * refusals show their message. Resolves true when the edit went through.
 */
export async function editOrder(changes: OrderChanges): Promise<boolean> {
  const { t, money } = text;
  const current = $orderPage.get();
  if (current.kind !== 'ready' || !current.venue) return false;
  const { ops, session } = await orderDetailApi();
  const built = buildOrderEdit(current.order, current.venue, changes, { now: nowSeconds(), staffId: staffIdOf(session) });
  if (!built.ok) {
    if (built.code === 'COUPON_MINIMUM_NOT_MET') {
      confirmation.set({
        title: t('orders.coupon.minimumNotMetTitle'),
        body: t('orders.coupon.minimumNotMet', { amount: money(Number(built.params?.minimumOrder ?? 0)) }),
        cancelLabel: t('orders.coupon.orderMore'),
        confirmLabel: t('orders.coupon.removeCoupon'),
        onCancel: () => {
          confirmation.set(null);
          location.assign(`/${encodeURIComponent(current.order.venue_code)}`);
        },
        onConfirm: () => {
          confirmation.set(null);
          void editOrder({ ...changes, coupons: (changes.coupons ?? []).slice(1) });
        },
      });
      return false;
    }
    errorModal(t(`errors.${built.code}`, { ...(built.params ?? {}), defaultValue: t('errors.default') }));
    return false;
  }
  try {
    await ops.submitOrderEdit(current.order.id, built.value.param);
    await loadOrderDetail(true);
    return true;
  } catch (e) {
    failWith(e, 'orderEdit');
    await loadOrderDetail(true);
    return false;
  }
}

/**
 * Applies the coupons ticked on the coupon page once the order is on screen (§2.6), once per page:
 * only for an editable order and only when the choice differs from the order's coupons.
 */
export function applyChosenCoupons(): void {
  const current = $orderPage.get();
  if (current.kind !== 'ready' || couponsApplied) return;
  couponsApplied = true;
  const chosen = readCouponSelection(page.tradeid);
  if (!chosen) return;
  clearCouponSelection(page.tradeid);
  const view = buildOrderDetailView(current.order, current.venue, { payByLink: page.payByLink });
  if (!view.editable) return;
  const same = chosen.length === view.coupons.length && chosen.every((c, i) => c.id === view.coupons[i]?.couponId);
  if (!same) void editOrder({ coupons: chosen });
}

/** Runs one action at a time: ignored while another runs; the busy flag shows meanwhile. */
export async function runBusy(task: () => Promise<unknown>): Promise<void> {
  if (busy.get()) return;
  busy.set(true);
  try {
    await task();
  } finally {
    busy.set(false);
  }
}

/** The order on screen with its venue, or null. */
function shown() {
  const current = $orderPage.get();
  return current.kind === 'ready' ? current : null;
}

/** The notes to keep and whether the order must be edited before paying as `type`. */
function pendingEdit(type: number): { notes: string; needed: boolean } | null {
  const s = shown();
  if (!s) return null;
  const view = buildOrderDetailView(s.order, s.venue, { payByLink: page.payByLink });
  const value = notes.get() ?? view.notes;
  const changed = view.editable && value.trim() !== view.notes.trim();
  return { notes: value, needed: view.editable && (changed || s.order.type !== type) };
}

/** The status page of this order ('status' link, pay in store). */
export const statusHref = (tradeid: string) => `/order/status?tid=${encodeURIComponent(tradeid)}&from=order_detail`;

/**
 * Pay Now: keep the notes, back to online pay, the checks (spending limit, minimum amount), then the
 * payment (orders-and-payments.md §2.4 "Navigation out", §2.8): when orderPayConfiguration offers the
 * drop-in platform (1) with a provider the payment page embeds (simulator, Adyen), the payment page —
 * its parameters as navigation state (sessionStorage), or encrypted (`?data=…&terminal_id=…`) when
 * the venue's `checkout_page` is above 0; otherwise (e.g. a Stripe-only deployment) the hosted
 * checkout: orderPayApply on platform 2 and the browser to its session data. Errors: 'The payment is
 * unavailable…' when no platform answers; orderPayApply's through `mapApiError`.
 */
export const payNow = () =>
  runBusy(async () => {
    const { t } = text;
    payDrawer.set(false);
    const { ops, session } = await orderDetailApi();
    const edit = pendingEdit(ORDER_TYPE.onlinePay);
    if (edit?.needed && !(await editOrder({ notes: edit.notes, type: ORDER_TYPE.onlinePay }))) return;
    const s = shown();
    if (!s) return;
    const { order: o, venue } = s;
    const v = buildOrderDetailView(o, venue, { payByLink: page.payByLink, locale: text.locale });
    const due = v.amountDue - v.paymentSurcharge;
    const limit = checkSpendingLimit(v.total, o.extra);
    if (!limit.ok) return errorModal(t('errors.SPENDING_LIMIT_EXCEEDED'));
    const online = checkOnlinePayment(due, v.paymentSurcharge);
    if (!online.ok) return errorModal(t('errors.PAYMENT_BELOW_MINIMUM'));
    const dropIn = await ops.fetchPayConfiguration({ venue_code: o.venue_code, trade_id: o.tradeid, platform: PAY_PLATFORM.dropIn, amount: due }).catch(() => null);
    const route = payNowRoute({ dropInProvider: dropIn?.provider ?? null, checkoutPage: venue?.config.checkout_page });
    if (route !== 'hosted') {
      const params: PaymentParams = { platform: PAY_PLATFORM.dropIn, url: location.href, amount: due, surcharge: v.paymentSurcharge, tradeid: o.tradeid, venue_code: o.venue_code, locate: document.documentElement.lang, venue_name: o.venue_name, shopper_statement: venue?.payments[0]?.shopper_statement ?? '', mode: 'web' };
      if (route === 'checkoutPage') {
        // The venue's own checkout page: the payment parameters go encrypted (§2.4, §7.4), sealed to this order and session.
        const res = await postJson('/pay/encryptor', { method: 'encrypt', params: JSON.stringify({ ...params, newUUID: crypto.randomUUID() }) }, { token: session?.token ?? '' }).catch(() => null);
        const data = res?.ok ? ((await res.json()) as { data?: string }).data : undefined;
        if (data) return location.assign(checkoutPageUrl(data, crypto.randomUUID()));
      }
      const storage = (() => {
        try {
          return sessionStorage;
        } catch {
          return null;
        }
      })();
      if (openPaymentPage(params, { storage, go: (url) => location.assign(url) })) return;
    }
    const platform = PAY_PLATFORM.hosted;
    try {
      await ops.fetchPayConfiguration({ venue_code: o.venue_code, trade_id: o.tradeid, platform, amount: due });
    } catch {
      return errorModal(t('orders.pay.unavailable'));
    }
    try {
      const applied = await ops.applyPayment(o.tradeid, { platform, amount: due, surcharge: v.paymentSurcharge, return_url: payReturnUrl(location.origin, { platform, tradeid: o.tradeid, venueId: o.venue_id }) });
      location.assign(applied.session_data);
    } catch (e) {
      failWith(e, 'orderPayApply');
      await loadOrderDetail(true);
    }
  });

/** Pay in store: the order becomes a pay-in-store order and goes to the kitchen's list; the status page follows. */
export const payInStore = () =>
  runBusy(async () => {
    payDrawer.set(false);
    const edit = pendingEdit(ORDER_TYPE.payInStore);
    if (edit?.needed && !(await editOrder({ notes: edit.notes, type: ORDER_TYPE.payInStore }))) return;
    const s = shown();
    if (!s) return;
    forgetPlacedOrder(page.tradeid);
    clearCartOfVenue(s.order.venue_id);
    location.assign(statusHref(page.tradeid));
  });

/** A yes / 'No, not now' confirmation (orders-and-payments.md §4.7) that runs `task` once confirmed. */
function askThen(ask: { title: string; body: string; danger?: boolean; field?: { label: string; maxLength: number } }, task: (text?: string) => Promise<unknown>): void {
  const { t } = text;
  confirmation.set({
    ...ask,
    cancelLabel: t('orders.confirm.noNotNow'),
    confirmLabel: t('orders.confirm.yes'),
    onCancel: () => confirmation.set(null),
    onConfirm: (typed?: string) => {
      confirmation.set(null);
      void runBusy(() => task(typed));
    },
  });
}

/** An order call whose failure shows its error; the order is read again either way. */
const callThenReload = (call: (ops: Operations, typed?: string) => Promise<unknown>) => async (typed?: string) => {
  try {
    const { ops } = await orderDetailApi();
    await call(ops, typed);
  } catch (e) {
    failWith(e);
  }
  await loadOrderDetail(true);
};

/** 'Cancel payment' once confirmed: orderPaymentCancel, then a quiet read (§4.6). */
export const cancelPayment = () =>
  askThen({ title: text.t('orders.confirm.cancelPaymentTitle'), body: text.t('orders.confirm.cancelPayment') }, callThenReload((ops) => ops.cancelOrderPayment(page.tradeid)));

/**
 * Back from an order whose payment is pending, arrived at from 'order_paying' (§2.4): the warning
 * 'This order is pending payment, you can cancel the payment if you want to change it.' with 'Stay'
 * (the page's 'Cancel payment' is there) and 'Leave anyway' (back in history, else home).
 */
export function warnPendingPayment(): void {
  const { t } = text;
  confirmation.set({
    title: t('orders.detail.pendingPaymentTitle'),
    body: t('orders.checkout.payingBody'),
    cancelLabel: t('orders.detail.stayHere'),
    confirmLabel: t('orders.detail.leaveAnyway'),
    onCancel: () => confirmation.set(null),
    onConfirm: () => {
      confirmation.set(null);
      if (history.length > 1) history.back();
      else location.assign('/');
    },
  });
}

/**
 * 'Cancel order' inside the venue's cancel window (issue 23 item 6), once confirmed: orderCancel — an
 * unpaid order is canceled, a paid one refunded in full to how it was paid — then a quiet read.
 */
export function cancelInWindow(paid: boolean): void {
  const { t } = text;
  askThen(
    { title: t('cancelOrder.title'), body: paid ? t('cancelOrder.bodyPaid') : t('cancelOrder.bodyUnpaid'), danger: true },
    callThenReload(async (ops) => {
      await ops.cancelOrderInWindow(page.tradeid);
      forgetPlacedOrder(page.tradeid);
    }),
  );
}

/** The order operations the diner may ask for: 5 cancel the order, 6 complete it, 44 ask for a refund (orders-and-payments.md §4.6, §4.7). */
export const ORDER_OPERATION = { cancel: 5, complete: 6, refund: 44 } as const;

/**
 * Whether the order page offers 'Request refund' (§4.7 'refundConfirmation'): a paid order (payment
 * status 2 — not yet refunding 11 or refunded 3), not a live table's, not in pay-by-link mode, and not
 * inside the venue's cancel window (whose 'Cancel order' refunds a paid order at once).
 */
export function canAskRefund(o: { paymentStatus: number; inCancelWindow: boolean; liveTable: boolean; payByLink: boolean }): boolean {
  return o.paymentStatus === PAYMENT_STATUS.paid && !o.inCancelWindow && !o.liveTable && !o.payByLink;
}

/** The longest refund reason (characters; the server's REFUND_REASON_MAX, orders.graphql orderOperate). */
export const REFUND_REASON_MAX = 200;

/**
 * 'Request refund' once confirmed, with the reason typed in the confirmation (optional, at most 200
 * characters; issue 26 item 12): orderOperate 44 with `reason` (the merchant then refunds and sees
 * the reason), then a quiet read (§4.7).
 */
export function askRefund(): void {
  const { t } = text;
  askThen(
    { title: t('orders.confirm.refundTitle'), body: t('orders.confirm.refundBody'), field: { label: t('orders.confirm.refundReason'), maxLength: REFUND_REASON_MAX } },
    callThenReload((ops, reason) => ops.operateOrder(page.tradeid, ORDER_OPERATION.refund, reason || undefined)),
  );
}

/** Cancels (5) or completes (6) the order once confirmed; a cancelled order is forgotten on this device. */
export function operateOrder(status: (typeof ORDER_OPERATION)[keyof typeof ORDER_OPERATION]): void {
  const { t } = text;
  const cancel = status === ORDER_OPERATION.cancel;
  askThen(
    cancel ? { title: t('orders.confirm.cancelTitle'), body: t('orders.confirm.cancelBody'), danger: true } : { title: t('orders.confirm.completeTitle'), body: t('orders.confirm.completeBody') },
    callThenReload(async (ops) => {
      await ops.operateOrder(page.tradeid, status);
      if (cancel) forgetPlacedOrder(page.tradeid);
    }),
  );
}

/** Removes the order's first coupon once confirmed — only one at a time (orders-and-payments.md §5.3). */
export function removeCoupon(coupons: readonly { couponId: number; name: string; shortCode: string; value: number; type: number; minimumOrder: number }[]): void {
  askThen({ title: text.t('orders.coupon.removeCoupon'), body: text.t('orders.coupon.removeCouponBody', { name: coupons[0]?.name ?? '' }) }, () => editOrder({ coupons: coupons.slice(1).map(couponFromEntry) }));
}
