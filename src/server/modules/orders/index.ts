/**
 * The orders module's door: everything other modules, the composition root and pages may use.
 */
export { invoiceRoute } from './invoices-http';
export { staffOrders } from './orders';
export { Abort, appendOrderEvent, eventsOf, insertStoreEvent, lockOrder, storeEventsOf, publishOrderChange, releaseOrderHoldings, reserveStock, toReservation } from './orders-events';
export type { Tx } from './orders-events';
export { canReadOrder, findOrderById, findOrderByTradeid, toHookOrder, mapLine, mapLineRow, mapRefundOrder } from './orders-store';
export type { OrderListView, OrderRow, OrderView, RefundOrderView } from './orders-store';
// Other modules may supply tenders that pay part of an order, and sell things off the menu (direct orders).
export { amountDue, insertDirectOrder, isDirectOrder, recordTenderPayment, refundTenders, registerTender, releaseTenders, TENDER_PAYMENT_PLATFORM, TENDER_PAYMENT_TYPE, tenderPaid } from './tenders';
export type { DirectLine, Tender } from './tenders';
export { deidentifyUserOrders } from './erasure';
export { registerDiscountSource } from './discount-sources';
export type { DiscountContext, DiscountSource } from './discount-sources';
export { registerDeliveryFeeSource } from './delivery-fee-source';
export type { DeliveryFeeQuery, DeliveryFeeSource } from './delivery-fee-source';
export { orderResolvers } from './resolvers';
// The order of a table sitting, for the tables module's checkout and payment.
export { orderHasLines, orderLineIds, placeTableOrder, replaceOrderLines, TABLE_ORDER_TYPE } from './table-orders';
export type { TableOrderInput } from './table-orders';
export * as ordersTables from './schema';
export * from './schema';
