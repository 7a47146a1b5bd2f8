/**
 * The brand file: a human-writable JSON description of one brand, its venues and their menus, imported
 * by `npm run venue:import -- FILE.json` (docs/venue-format.md documents it with an example).
 *
 * - Things are named by stable `code`s, never by database ids, so a re-import upserts.
 * - Money is integer cents; rates are fractions (0.1 = 10 %); times of day 'HH:mm'; weekdays 0 = Sunday.
 * - Almost every field has a default, so a small file stays small.
 * - `parseBrandFile` checks the shape, then cross-references (a combo item naming an unknown product,
 *   a duplicate code, …); every problem comes back as `{ path, message }` with a JSON path such as
 *   `venues[0].menus[1].products[3].price`.
 *
 * The format is written by the sections of the brand file, in format/:
 * - fields.ts — code lists and the field schemas every section shares ("Rules that apply everywhere");
 * - menu.ts — menus, categories, modifier groups, products, combos, set menus ("Menu");
 * - venue.ts — venues, their config, delivery zones, coupons, tables, ingredients ("Venue");
 * - loyalty.ts — the loyalty programme, voucher templates, gift cards ("Loyalty and vouchers");
 * - brand-file.ts — the brand, banners and the whole file; the parsed types; problems ("Top level");
 * - parse.ts — `parseBrandFile`; references.ts — the cross-reference checks;
 * - skipped.ts — what the import leaves out (open prices); derived.ts — values derived from an item.
 * This file lists what the rest of the catalog module uses.
 *
 * Spec: storefront.md §3 (entities), §9 (codes: order categories, tags, line types).
 */
export { CATEGORY_TYPES, KNOWN_CAPABILITIES, ORDER_CATEGORY_NAMES, STATUS_AVAILABLE, TAG_NAMES } from './format/fields';
export type { AvailableInput } from './format/fields';
export type { CouponInput } from './format/venue';
export { giftCardsSchema } from './format/loyalty';
export type { GiftCardsConfig, LoyaltyProgrammeInput, VoucherSettingsInput, VoucherTemplateInput } from './format/loyalty';
export { brandFileSchema, formatPath } from './format/brand-file';
export type { BrandFile, FormatIssue, MenuInput, ParseBrandFileResult, ProductInput, VenueInput } from './format/brand-file';
export { parseBrandFile } from './format/parse';
export { checkReferences } from './format/references';
export { OPEN_PRICE_REASON, listSkipped, withoutSkipped } from './format/skipped';
export type { SkippedItem } from './format/skipped';
export { channelsOf, comboItemCode, iconTypeOf, inventoryOf, missingChannels, setMenuItemCode, zoneGeos } from './format/derived';
