/**
 * The order history's view model (orders-and-payments.md §2.2, §4.1–4.3), pure: the 'All' and
 * 'Refunded' tabs, newest first, each row with its venue, status link, order number, transaction id,
 * time line, 'Amount', payment badge and whether it can be ordered again.
 */
import { orderNumber, transactionId } from '../../domain/order-number';
import {
  isListedAsRefunded,
  isRefunded,
  orderHistoryTime,
  orderStage,
  paymentBadgeClass,
  paymentStatusKey,
  sortOrderHistory,
  type HistoryTime,
  type PaymentStatusKey,
} from '../../domain/order-status';
import { orderListAmount } from '../../domain/totals';
import type { OrderSummary } from '../api/order-types';

/** The history tabs. */
export type HistoryTab = 'all' | 'refunded';

/**
 * Order type of a multi-store order: the specification names the type without a number; Platter
 * places none, so no row is treated as multi-store until one exists.
 */
export const MULTI_STORE_ORDER_TYPE = -1;

export interface HistoryRowView {
  tradeid: string;
  venueName: string;
  venueCode: string;
  /** '' → the default image. */
  cover: string;
  /** The 'status' link (hidden for multi-store orders). */
  statusLink: boolean;
  /** '' when not shown (multi-store, or no sequence number yet). */
  orderNumber: string;
  transactionId: string;
  time: HistoryTime;
  /** Cents, negative for a refunded order. */
  amount: number;
  paymentKey: PaymentStatusKey;
  /** 0 processing / unpaid, 1 done, 2 off (canceled, refunded). */
  badge: 0 | 1 | 2;
  /** 'Order again' when the order's stage is 1 (in progress) or 2 (finished). */
  canOrderAgain: boolean;
  refunded: boolean;
}

/** One row of the history (orders-and-payments.md §2.2). */
export function historyRow(order: OrderSummary): HistoryRowView {
  const multiStore = order.type === MULTI_STORE_ORDER_TYPE;
  const stage = orderStage(order.statustime);
  return {
    tradeid: order.tradeid,
    venueName: order.venue_name,
    venueCode: order.venue_code,
    cover: order.venue_cover,
    statusLink: !multiStore,
    orderNumber: !multiStore && order.seqnum > 0 ? order.order_number || orderNumber(order) : '',
    transactionId: transactionId(order.tradeid),
    time: orderHistoryTime(order),
    amount: orderListAmount(order),
    paymentKey: paymentStatusKey(order.status, order.statustime),
    badge: paymentBadgeClass(order.status, order.statustime),
    canOrderAgain: stage === 1 || stage === 2,
    refunded: isRefunded(order),
  };
}

/** The rows of a tab, newest first (paytime when paid or refunded, else created_at). */
export function buildHistory(orders: readonly OrderSummary[], tab: HistoryTab): HistoryRowView[] {
  const shown = tab === 'refunded' ? orders.filter(isListedAsRefunded) : orders;
  return sortOrderHistory(shown).map(historyRow);
}
