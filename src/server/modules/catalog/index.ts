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
// The venue's dine-in tables and dine-in settings, for the tables module.
export { findDineInSettings, findTableByCode, findTableById, listTablesOfVenue, lockVenueTable, updateVenueTable } from './venue-tables';
export type { TableResource } from './venue-tables';
export { catalogResolvers } from './resolvers';
export { seedDemoIfEmpty } from './seed-demo';
export * as catalogTables from './schema';
export * from './schema';
