/**
 * The orders module's door: everything other modules, the composition root and pages may use.
 */
export { invoiceRoute } from './invoices-http';
export { staffOrders } from './orders';
export { Abort, appendOrderEvent, eventsOf, insertStoreEvent, lockOrder, storeEventsOf, publishOrderChange, releaseOrderHoldings, reserveStock, toReservation } from './orders-events';
export type { Tx } from './orders-events';
export { canReadOrder, findOrderByTradeid, toHookOrder, mapLine, mapLineRow, mapRefundOrder } from './orders-store';
export type { OrderListView, OrderRow, OrderView, RefundOrderView } from './orders-store';
export { deidentifyUserOrders } from './erasure';
export { registerDeliveryFeeSource } from './delivery-fee-source';
export type { DeliveryFeeQuery, DeliveryFeeSource } from './delivery-fee-source';
export { orderResolvers } from './resolvers';
export * as ordersTables from './schema';
export * from './schema';
