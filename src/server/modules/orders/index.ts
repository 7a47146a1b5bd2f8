/**
 * The orders module's door: everything other modules, the composition root and pages may use.
 */
export { default as ordersTypeDefs } from './orders.graphql?raw';
export { invoiceRoute } from './invoices-http';
export { rebuildLinesFromMenu, staffOrders } from './orders';
export { Abort, appendOrderEvent, eventsOf, lockOrder, publishOrderChange, releaseOrderHoldings, reserveStock, toReservation } from './orders-events';
export type { Tx } from './orders-events';
export { canReadOrder, findOrderByTradeid, mapLine, mapLineRow, mapRefundOrder } from './orders-store';
export type { OrderListView, OrderRow, OrderView, RefundOrderView, StaffPrincipal } from './orders-store';
export { orderResolvers } from './resolvers';
export * as ordersTables from './schema';
export * from './schema';
