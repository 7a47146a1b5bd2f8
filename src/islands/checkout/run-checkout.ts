/**
 * Checkout from the menu page (storefront.md §4 "Checkout flow"; orders-and-payments.md §8.3): the
 * checks over the cart on screen, then — once the cart passed the menu check — the login-or-guest
 * choice or placing the order: `orderEdit` with the fees of the domain's `priceOrder` and this
 * checkout's idempotency key, creating the order (or editing the unpaid order placed from this device
 * for the venue), remembering its trade id and opening /order/detail/:tid.
 */
import { latestEvent, ORDER_EVENT, PAYMENT_STATUS } from '../../domain/order-status';
import { $draft } from '../stores/order';
import { $venue } from '../stores/menu';
import { closeCart, showModal } from '../stores/ui';
import { clearSession, loadSession, staffIdOf } from '../stores/session';
import {
  checkoutKey,
  closeCheckout,
  finishCheckoutKey,
  forgetPlacedOrder,
  openLoginOrGuest,
  placedOrderFor,
  rememberPlacedOrder,
  setCheckoutBusy,
  showTopUp,
} from '../stores/checkout';
import { clearCartOfVenue } from '../stores/orders';
import { isNetworkFailure, toApiFailure } from '../api/errors';
import { buildOrderParam, checkCheckout, mapSubmitFailure, type CheckoutDecision, type CourierChoice } from '../stores/checkout-flow';
import { isCourier } from '../../domain/courier-delivery';
import { forgetCourierDeliveryId, openCourier } from './courier-store';
import { openTip } from './tip-store';
import { readTipSettings, tipModeFor, type TipChoice } from '../../domain/tips';

type T = (key: string, params?: any) => string;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The checks of the checkout flow over the cart on screen (steps 1–7). */
export function decideCheckout(tableMode: boolean): CheckoutDecision | null {
  const draft = $draft.get();
  const venue = $venue.get();
  if (!draft || !venue) return null;
  return checkCheckout({
    venue,
    lines: draft.lines,
    categoryType: draft.orderCategoryType,
    preOrder: draft.preOrder,
    validDate: draft.validDate,
    validTime: draft.validTime,
    tableMode,
    table: null,
    loggedIn: Boolean(loadSession()),
    now: nowSeconds(),
  });
}

/** After the menu check: places the order for a logged-in diner, else offers login or guest checkout. */
export async function proceedToOrder(t: T, tableMode: boolean): Promise<void> {
  if (!loadSession() && !tableMode) {
    closeCart();
    openLoginOrGuest();
    return;
  }
  await placeCheckoutOrder(t, { tableMode });
}

/** The API client with the session installed. */
async function api(token: string, venueCode: string) {
  const [ops, client] = await Promise.all([import('../api/operations'), import('../api/client')]);
  client.setAuthToken(token);
  client.setVenueHeader(venueCode);
  return ops;
}

/**
 * Places (or edits) the order of the cart on screen and opens its detail page. `acceptedTopUp`: the
 * diner accepted the delivery minimum-order top-up. Failures show the catalogue's messages (see
 * `mapSubmitFailure`); an expired session reopens the login-or-guest choice.
 */
export async function placeCheckoutOrder(t: T, options: { tableMode: boolean; acceptedTopUp?: boolean; courier?: CourierChoice; tip?: TipChoice }): Promise<void> {
  const draft = $draft.get();
  const venue = $venue.get();
  const session = loadSession();
  if (!draft || !venue) return;
  if (!session) {
    openLoginOrGuest();
    return;
  }
  // Courier delivery needs a quote before the order is placed (orders-and-payments.md §5.1): the courier dialog asks it.
  if (!options.tableMode && draft.orderCategoryType === 4 && isCourier(venue.config.delivery_method) && !options.courier) {
    closeCheckout();
    closeCart();
    openCourier();
    return;
  }
  // Pickup/takeaway (and counter dine-in) with the venue's tips on: the tip drawer first (issue 24 item 3).
  const tipMode = tipModeFor(readTipSettings(venue.config as Record<string, unknown>), draft.orderCategoryType);
  if (!options.tableMode && tipMode && tipMode !== 'off' && !options.tip) {
    closeCheckout();
    closeCart();
    openTip();
    return;
  }
  setCheckoutBusy(true);
  try {
    const ops = await api(session.token, venue.code);
    // An unpaid order placed from this device for the venue, not yet accepted, is edited rather than duplicated.
    let editing: { id: number; version: number } | null = null;
    const placed = placedOrderFor(venue.id);
    if (placed) {
      try {
        const info = await ops.fetchOrderInfo(placed.tradeid);
        if (info.status === PAYMENT_STATUS.unpaid && latestEvent(info.statustime)?.status === ORDER_EVENT.placed) editing = { id: info.id, version: info.version };
        else forgetPlacedOrder(placed.tradeid);
      } catch {
        forgetPlacedOrder(placed.tradeid);
      }
    }
    const built = buildOrderParam(
      venue,
      { lines: draft.lines, categoryType: draft.orderCategoryType, preOrder: draft.preOrder, validDate: draft.validDate, validTime: draft.validTime, address: draft.selectAddress, notes: draft.notes },
      { now: nowSeconds(), clientKey: editing ? undefined : checkoutKey(), staffId: staffIdOf(session), tableMode: options.tableMode, acceptedTopUp: options.acceptedTopUp, version: editing?.version, contact: session.user ?? undefined, courier: options.courier, tip: options.tip },
    );
    if (!built.ok) {
      if (built.code === 'DELIVERY_TOP_UP_NOT_ACCEPTED') {
        closeCheckout();
        showTopUp({ priceMin: Number(built.params?.priceMin ?? 0), priceExtra: Number(built.params?.priceExtra ?? 0) });
        return;
      }
      showModal({ title: t('modal.error'), body: t(`errors.${built.code}`, { ...(built.params ?? {}), defaultValue: t('errors.default') }), confirm: 'ok', kind: 'error' });
      return;
    }
    try {
      const result = await ops.submitOrderEdit(editing?.id ?? 0, built.value.param);
      rememberPlacedOrder({ venueId: venue.id, venueCode: venue.code, orderId: result.id, tradeid: result.tradeid });
      if (options.courier) forgetCourierDeliveryId(venue.id);
      finishCheckoutKey();
      closeCheckout();
      // From the courier dialog the order page opens its payment drawer at once: one 'Place order' (issue 27 item 6).
      location.assign(`/order/detail/${encodeURIComponent(result.tradeid)}${options.courier ? '?from=courier' : ''}`);
    } catch (e) {
      const failure = mapSubmitFailure(toApiFailure(e), options.tableMode);
      closeCheckout();
      if (failure.kind === 'relogin') {
        clearSession();
        openLoginOrGuest();
      } else if (failure.kind === 'placed') {
        showModal({
          title: t('orders.checkout.placedTitle'),
          body: t('orders.checkout.placedBody'),
          confirm: 'ok',
          kind: 'info',
          onConfirm: () => {
            if (placed) forgetPlacedOrder(placed.tradeid);
            finishCheckoutKey();
            clearCartOfVenue(venue.id);
            location.reload();
          },
        });
      } else if (failure.kind === 'paying') {
        showModal({
          title: t('modal.info'),
          body: t('orders.checkout.payingBody'),
          confirm: 'ok',
          kind: 'info',
          // from=order_paying: Back there first warns while the payment is pending (orders-and-payments.md §2.4).
          onConfirm: () => placed && location.assign(`/order/detail/${encodeURIComponent(placed.tradeid)}?from=order_paying`),
        });
      } else {
        showModal({ title: t('modal.sorry'), body: 'raw' in failure.message ? failure.message.raw : t(failure.message.key), confirm: 'ok', kind: 'error' });
      }
    }
  } catch (e) {
    showModal({ title: t('modal.error'), body: isNetworkFailure(toApiFailure(e)) ? t('errors.FAILED_TO_FETCH') : t('errors.OPERATION_FAILED'), confirm: 'ok', kind: 'error' });
  } finally {
    setCheckoutBusy(false);
  }
}
