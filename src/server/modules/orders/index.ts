/**
 * The orders module's door: everything other modules, the composition root and pages may use.
 */
export { invoiceRoute } from './invoices-http';
export { staffOrders } from './orders';
export { Abort, appendOrderEvent, eventsOf, insertStoreEvent, lockOrder, storeEventsOf, publishOrderChange, releaseOrderHoldings, reserveStock, toReservation } from './orders-events';
export type { Tx } from './orders-events';
export { canReadOrder, findOrderById, findOrderByTradeid, toHookOrder, mapLine, mapLineRow, mapRefundOrder } from './orders-store';
export type { OrderListView, OrderRow, OrderView, RefundOrderView } from './orders-store';
// The order's side of its payments (the payments module's moves of the payment status and money columns).
export { markOrderPaidInStore, markOrderPayable, orderIdsOfUser, orderLinesOf, orderStoreIds, recordCardPayment, recordOrderRefund, releaseStalePayingOrders, setOrderPaymentStatus, touchOrder } from './payment-status';
// Other modules may supply tenders that pay part of an order, and sell things off the menu (direct orders).
export { amountDue, insertDirectOrder, isDirectOrder, payWithTender, recordTenderPayment, refundTenders, releaseTenders, TENDER_PAYMENT_PLATFORM, TENDER_PAYMENT_TYPE, tenderPaid } from './tenders';
export type { DirectLine, Tender } from './tenders';
export { deidentifyUserOrders } from './erasure';
// What other modules supply to orders are the app's extension points (platform/hooks.ts: discountSources, deliveryFee, tenders).
export type { DiscountContext, DiscountSource } from './discount-sources';
// A payment starting holds again what the order's extra discounts hold (payments' orderPayApply).
export { holdExtraDiscounts } from './discount-sources';
export type { DeliveryFeeQuery, DeliveryFeeSource } from '../../platform/hooks';
export { orderResolvers } from './resolvers';
// What other modules read and write of orders outside the orders flow (loyalty, gift cards, staff console).
export { markOrderPaid, orderLineCounts, paidCents, recentOrdersAtVenue, tradeidsOfOrders } from './order-access';
export type { CustomerOrderSummary } from './order-access';
// The delivery module's access to an order (its shipping, scheduled time and acceptance).
export { courierOrderOf, courierOrderProgress, followCourier, mergeOrderShipping } from './courier-orders';
export type { CourierOrder, CourierOrderProgress } from './courier-orders';
// The order of a table sitting, for the tables module's checkout and payment.
export { orderHasLines, orderLineIds, placeTableOrder, replaceOrderLines, TABLE_ORDER_TYPE } from './table-orders';
export type { TableOrderInput } from './table-orders';
// Phone orders paid by link (issue 23 item 7): created and re-sent by staff, opened by the order page.
export { createPhoneOrder, openPayLink, payLinkLifetime, resendPayLink, PAY_LINK_DEFAULT_HOURS } from './pay-links';
export type { OpenedPayLink, PhoneOrderResult } from './pay-links';
export { errorJson, payLinkRoute } from './pay-links-http';
// The full own-zone delivery address (issue 23 item 8): for the staff board, and the driver sheet.
export { deliveryAddressOf, driverSheet } from './driver-sheet';
export type { DeliveryAddressView, DriverSheet } from './driver-sheet';
