/**
 * The orders module's door: everything other modules, the composition root and pages may use.
 */
export { invoiceRoute } from './invoices-http';
export { staffOrders } from './orders';
export { Abort, appendOrderEvent, eventsOf, insertStoreEvent, lockOrder, storeEventsOf, publishOrderChange, releaseOrderHoldings, reserveStock, toReservation } from './orders-events';
export type { Tx } from './orders-events';
export { canReadOrder, findOrderByTradeid, toHookOrder, mapLine, mapLineRow, mapRefundOrder } from './orders-store';
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
// The delivery module's access to an order (its shipping, scheduled time and acceptance).
export { courierOrderOf, courierOrderProgress, followCourier, mergeOrderShipping } from './courier-orders';
export type { CourierOrder, CourierOrderProgress } from './courier-orders';
export * as ordersTables from './schema';
export * from './schema';
