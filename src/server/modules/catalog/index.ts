/**
 * The catalog module's door: everything other modules, the composition root and pages may use.
 */
export { CACHEABLE_QUERY_FIELDS, getHome, getMenuInfo, getPrivacyFields, getVenueInfo, getVenueMenus } from './catalog';
export type { PrivacyFields } from './catalog';
export { findBrandIdentity, getBrandMemberInfo, membershipThemeColor } from './brand-locator';
export type { BrandIdentity } from './brand-locator';
export { describeImport, importBrand } from './import-brand';
export type { ImportSummary } from './import-brand';
export type { LoyaltyProgrammeInput, VoucherSettingsInput, VoucherTemplateInput } from './format';
export { loadMenuForOrder, venueForOrder } from './order-menu';
export { photoRoute } from './photo-uploads';
export { findVenue, findVenueId, loadMenu } from './repository';
export { orderCategoryNames, venueCurrencyCode, venueLanguage } from './venue-currency';
// A venue's address and coordinates (the courier's pickup, the delivery module).
export { venuePlace } from './venue-place';
export type { VenuePlace } from './venue-place';
// The venue's dine-in tables and dine-in settings, for the tables module.
export { findDineInSettings, findTableByCode, findTableById, listTablesOfVenue, lockVenueTable, updateVenueTable } from './venue-tables';
export type { TableResource } from './venue-tables';
export { catalogResolvers } from './resolvers';
export { seedDemoIfEmpty } from './seed-demo';
// The coupons the brand file carries, as orders reads and locks them (orders-and-payments.md §3.6, §5.3).
export { couponsOfVenue, findCouponByCode, lockLimitedCoupons } from './coupon-records';
export type { CouponRecord } from './coupon-records';
// What other modules read and write of the catalog's tables (brands, venues, tables, products, stock).
export { brandIdOfVenue, brandVenueLocations, findBrand, findVenueWithBrand, firstVenueOfBrand, firstVenueWithCapability, itemLabels, listBrands, listGiftCardSellers, productLabels, tableNames, venueCodeSql, venueSummaries } from './brands';
export type { BrandRecord, ProductLabel, VenueWithBrand } from './brands';
export { EXACT_STOCK_ORDERS, returnStock, takeStock } from './stock';
export type { StockCounts } from './stock';
// Sold out now, pause and busy (issue 23 items 3, 4): the staff module's board and service endpoints.
export { applyStockChange, getVenueService, listStockBoard, publishMenuChanged, returnDueStock, setVenueService, startStockReturnSweep, STOCK_KINDS } from './availability';
export type { ItemState, StockBoardItem, StockChange, StockKind, VenueServiceState } from './availability';
// A venue's capacity per slot and diner cancel window (issue 23 items 5, 6), for the staff settings.
export { readVenueOrderSettings, writeVenueOrderSettings } from './venue-order-settings';
export type { VenueOrderSettings } from './venue-order-settings';
// The kitchen's view of a venue's catalogue: stations, courses, names in the venue's language (issue 25).
export { kitchenFactsOfVenue } from './kitchen-facts';
export type { KitchenSettings } from './kitchen-facts';
