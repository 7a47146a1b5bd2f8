/**
 * The tables module's door: everything other modules, the composition root and pages may use.
 */
export { SHARED_SUBSCRIPTION_FIELDS, tableResolvers } from './resolvers';
export { staffTablesRoute } from './staff-tables-http';
export { startCheckoutHoldSweep } from './table-hold';
export { findTableHome, joinedSittings } from './table-home';
export type { TableCartLineOut, TableEvent } from './table-model';
export { registerTableHooks } from './table-payment';
export { findTable } from './table-store';
// Who may act at a table (the kitchen's 'Fire next course', issue 25 item 2).
export { authorizeTableSubscription } from './table';
