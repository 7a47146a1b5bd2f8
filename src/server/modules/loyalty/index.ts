/**
 * The loyalty module's door (accounts-and-loyalty.md §2.11–§2.13): the membership card, the ledger
 * of points / punches / credits, vouchers. Sits above orders in the module DAG
 * (catalog ← accounts ← orders ← loyalty ← staff) and reacts to lower modules through their hooks
 * and registries only (`registerLoyaltyHooks`).
 */
export { loyaltyResolvers } from './resolvers';
export { registerLoyaltyHooks } from './hooks';
export { customerInfoQuery, customerVoucherList, redeemVoucherInStore, voucherInfoQuery } from './customer';
export { defaultLoyaltyVenue } from './programme';
export { loyaltyMemberCard } from './wallet-card';
export { releaseLapsedVoucherHolds, startVoucherHoldSweep } from './voucher-hold';
