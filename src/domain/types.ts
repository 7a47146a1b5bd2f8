/**
 * Entity shapes of the specifications, shared by browser, server and the GraphQL contract.
 *
 * Field names keep the specifications' spelling (snake_case, numeric codes) so that a client written
 * against `../shared/spec/` works against Platter unchanged. Every money field is integer cents
 * (see `money.ts`); every rate is a fraction (0.1 = 10 %); times of day are 'HH:mm' in the venue's
 * timezone; instants are seconds since the epoch unless a field says otherwise.
 *
 * Spec: storefront.md §3 "Entities and their fields", orders-and-payments.md §3.
 */
import type { AllergenDeclaration } from './allergens';

/** Integer number of minor units (cents). Branded so that a plain number is not mistaken for it. */
export type Cents = number & { readonly __brand: 'Cents' };

/** Order category types (storefront.md §9): 1 counter, 2 table, 3 takeaway, 4 delivery, 6 table (alt). */
export type CategoryType = 0 | 1 | 2 | 3 | 4 | 6;

/** Default (English) names of the order category types (storefront.md §4 "Fulfilment labels", §9). */
export const ORDER_CATEGORY_NAMES: Readonly<Record<number, string>> = {
  1: 'Pick up',
  2: 'Table Service',
  3: 'Take Away',
  4: 'Delivery',
  6: 'Dine In',
};

/** Cart line types (storefront.md §9). */
export const LINE_TYPE = {
  product: 2,
  productVariant: 21,
  modifier: 22,
  setMenu: 101,
  combo: 102,
  comboGroup: 1021,
  other4: 4,
  other5: 5,
} as const;
export type LineType = (typeof LINE_TYPE)[keyof typeof LINE_TYPE];

/** Cart line status (storefront.md §4 "Cart line status"): 1 new, 2 submitted, 21 submitted but unpaid. */
export type LineStatus = 1 | 2 | 21;

/** Item status 13 means sold out (storefront.md §5). */
export const SOLD_OUT_STATUS = 13;

/** Inventory mode: 2 tracked, 1 untracked (storefront.md §4). */
export type InventoryMode = 1 | 2;

/** Tag (storefront.md §9): type 1 promo (1 Popular, 2 Special, 3 New, 4 Promotion), 71 dietary, 72 spicy. */
export interface Tag {
  type: number;
  tag: number;
}

/** Link of an item to an ingredient; only `inventory_policy` 1 counts for stock (storefront.md §5). */
export interface IngredientLink {
  id: number;
  count: number;
  ingredient_id: number;
  measure_id: number;
  inventory_policy: number;
}

export interface Measure {
  id: number;
  /** How many stock units one use of this measure consumes, before `stock_conversion`. */
  units: number;
}

export interface Ingredient {
  id: number;
  name?: string;
  /** 2 tracked, 1 untracked. */
  inventory: InventoryMode;
  /** 13 = sold out. */
  status: number;
  /** Units in stock (tracked ingredients only). */
  stocks: number;
  /** Divisor from measure units to stock units. */
  stock_conversion: number;
  threshold: number;
  tid: number;
  type: number;
  measures: Measure[];
}

export interface Variant {
  id: number;
  name: string;
  /** Translated names by locale (issue 27 item 11); absent or {} when none. */
  name_i18n?: Record<string, string>;
  code: string;
  icon: string;
  /** Cents. */
  price: number;
  status: number;
  stocks: number;
  inventory: InventoryMode;
  ingredients: IngredientLink[];
  /** Allergens this variant adds to the product's (src/domain/allergens.ts); null = adds none. */
  allergens: AllergenDeclaration | null;
}

/** A modifier option; options sharing `modifier_id` form one modifier group. */
export interface Modifier {
  id: number;
  name: string;
  /** Translated names by locale (issue 27 item 11); absent or {} when none. */
  name_i18n?: Record<string, string>;
  /** Cents. */
  price: number;
  icon: string;
  /** Group id. */
  modifier_id: number;
  modifier_name: string;
  /** Translated group names by locale (issue 27 item 11); absent or {} when none. */
  modifier_name_i18n?: Record<string, string>;
  /** Group limit: 1 single choice, 0 unlimited, N at most N in the group. */
  modifier_limit: number;
  /** Option limit: how many of this option, 0 = unlimited. */
  limit: number;
  modifier_pos: number;
  type: number;
  /** Least number of options to choose in the group. */
  modifier_minimum: number;
  status: number;
  inventory: InventoryMode;
  stocks: number;
  threshold: number;
  ingredients: IngredientLink[];
  /** Allergens choosing this option adds (src/domain/allergens.ts); null = adds none. */
  allergens: AllergenDeclaration | null;
}

export interface Product {
  id: number;
  name: string;
  content: string;
  sequence: number;
  category_name: string;
  category_id: number;
  /** Cents. */
  price: number;
  /** Cents added when the product is part of a bundle. */
  price_markup: number;
  status: number;
  inventory: InventoryMode;
  stocks: number;
  code: string;
  icon: string;
  /** 1 = show image. */
  icon_type: number;
  icon_pattern: string;
  /** 'each' | 'kg' | 'g' | 'L' | 'ml'. */
  soldby: string;
  tax_ids: number[];
  modifier_ids: number[];
  ingredients: IngredientLink[];
  variants: Variant[];
  tags: Tag[];
  /** Translated names by locale, e.g. { 'zh-CN': '咖啡' }; absent or {} when none (docs/venue-format.md). */
  name_i18n?: Record<string, string>;
  /** Translated descriptions (`content`) by locale; absent or {} when none. */
  content_i18n?: Record<string, string>;
  /** Where it is sold: a bit set of `CHANNEL` (src/domain/channels.ts); absent = everywhere. */
  channels?: number;
  /** Allergens the dish contains / may contain (issue 25 item 4); null = not listed: unknown, never safe. */
  allergens: AllergenDeclaration | null;
}

/** An item of a combo group or a set menu (storefront.md §3 "combo/set-menu item"). */
export interface BundleItem {
  count: number;
  id: number;
  name: string;
  content: string;
  /** Product id. */
  pid: number;
  sequence: number;
  /** Variant id (0 when none). */
  sid: number;
  tid: number;
  /** Category / course id. */
  cid: number;
  type: number;
  /** Cents: the component's original price. */
  price: number;
  /** Combo ids offered as "make a combo" upsells when this product is added. */
  upsales: number[];
  /** Cents added to the bundle when this item is chosen (an upcharge). */
  price_markup: number;
  stocks: number;
  inventory: InventoryMode;
  status: number;
  icon: string;
  icon_type: number;
  icon_pattern: string;
  tax_ids: number[];
  modifier_ids: number[];
  ingredients: IngredientLink[];
  /** Set-menu items only. */
  variants?: Variant[];
}

export interface ComboGroup {
  id: number;
  name: string;
  /** Translated names by locale (issue 27 item 11); absent or {} when none. */
  name_i18n?: Record<string, string>;
  /** 1 → exactly one; > 1 → exactly `limits`; 0 → at least one. */
  limits: number;
  items: BundleItem[];
}

interface BundleBase {
  code: string;
  cost: number;
  icon: string;
  icon_pattern: string;
  icon_type: number;
  id: number;
  name: string;
  /** Translated names by locale (issue 27 item 11); absent or {} when none. */
  name_i18n?: Record<string, string>;
  /** Cents: the bundle price. */
  price: number;
  sku: string;
  /** Where it is sold: a bit set of `CHANNEL` (src/domain/channels.ts); absent = everywhere. */
  channels?: number;
  status: number;
  content: string;
  /** Translated descriptions (`content`) by locale; absent or {} when none. */
  content_i18n?: Record<string, string>;
  tags: Tag[];
}

export interface Combo extends BundleBase {
  groups: ComboGroup[];
}

export interface SetMenu extends BundleBase {
  items: BundleItem[];
}

export interface MenuCategory {
  id: number;
  name: string;
  pattern: string;
  /** 0 normal; see `CATEGORY_KIND` for the Combos and Set Menus categories. */
  type: number;
  /** Translated names by locale, e.g. { 'zh-CN': '咖啡' }; absent or {} when none (docs/venue-format.md). */
  name_i18n?: Record<string, string>;
}

/** Special category types standing for the Combos and Set Menus lists (storefront.md §2.6). */
export const CATEGORY_KIND = { normal: 0, combos: 102, setMenus: 101 } as const;

export interface TaxRate {
  id: number;
  /** 1 = inclusive. */
  attr: number;
  name: string;
  /** Translated names by locale; absent or {} when none. */
  name_i18n?: Record<string, string>;
  /** Fraction: 0.1 = 10 %. */
  rate: number;
}

export interface Menu {
  id: number;
  store_id: number;
  name: string;
  categories: MenuCategory[];
  taxes: TaxRate[];
  ingredients: Ingredient[];
  modifiers: Modifier[];
  products: Product[];
  combos: Combo[];
  setmenus: SetMenu[];
}

/** A menu as listed by `venueMenus`. */
export interface VenueMenuSummary {
  id: number;
  icon: string;
  name: string;
  /** 1 = open (selectable). */
  status: number;
  /** Translated names by locale, e.g. { 'zh-CN': '咖啡' }; absent or {} when none (docs/venue-format.md). */
  name_i18n?: Record<string, string>;
}

export interface OpenTime {
  /** 0 = Sunday … 6. */
  week: number;
  t_start: string;
  t_end: string;
  /** Category types this range serves; empty = all. */
  available_markets: number[];
}

/** A course of the venue (brand file `order_sequences[]`), e.g. 1 Entrée. */
export interface OrderSequence {
  name: string;
  /** Translations of `name`: a JSON text map by locale, '{}' when none; absent in older data (issue 27 item 11). */
  name_i18n?: string;
  sequence: number;
}

export interface OrderCategory {
  name: string;
  type: CategoryType;
}

export interface DeliveryZone {
  id: number;
  /** Comma-separated geo ids; '0' = all. */
  geos: string;
  /** Cents: free delivery at or above this subtotal when > 0. */
  free: number;
  /** Cents: minimum order. */
  min: number;
  /** Cents. */
  fee: number;
  name: string;
  suburbs: { city: string; postcode?: string }[];
}

export interface VenueTax {
  /** 1 = inclusive. */
  attr: number;
  /** Type 11 misc taxes: comma list of categories, 1 surcharge, 2 delivery. */
  categories: string;
  name: string;
  /** Translated names by locale; absent or {} when none. */
  name_i18n?: Record<string, string>;
  /** Fraction. */
  rate: number;
  type: number;
}

export interface VenuePayment {
  /** Card-method surcharge rate (fraction). */
  surcharge: number;
  pid: number;
  mode: number;
  shopper_statement: string;
  name: string;
}

export interface Poster {
  id: number;
  /** 'all' | 'table' | 'online'. */
  scope: string;
  model: string;
  title: string;
  content: string;
  pic: string;
  action_text: string;
  /** Translations of title, content and action_text by locale; absent or {} when none. */
  title_i18n?: Record<string, string>;
  content_i18n?: Record<string, string>;
  action_text_i18n?: Record<string, string>;
}

export interface VenueConfig {
  timezone: string;
  monetaryunit: string;
  monetaryrate: number;
  order_notes: number;
  order_carts_max: number;
  order_book_counter_wait_min: number;
  order_book_counter_wait_max: number;
  order_book_take_away_min: number;
  order_book_take_away_max: number;
  order_book_delivery_min: number;
  order_book_delivery_max: number;
  timeslot: number;
  tableguest: number;
  tablemode: number;
  tablepayments: number;
  theme_color: string;
  paid_notices: string;
  /** Translations of `paid_notices`: a JSON text map by locale, '{}' when none (issue 27 item 11). */
  paid_notices_i18n: string;
  delivery_surcharge_rate: number;
  delivery_surcharge_fixed: number;
  delivery_method: number;
  delivery_tips_reminder: number;
  checkout_page: number;
  /** Service surcharge rate (fraction); 0 = none. Name defaults to 'Service Surcharge'. */
  service_surcharge_rate: number;
  service_surcharge_name: string;
  /** JSON map of the surcharge name's translations by locale, e.g. '{"zh-CN":"服务费"}'; '{}' when none. */
  service_surcharge_name_i18n: string;
  [key: string]: string | number;
}

export interface Venue {
  id: number;
  type: number;
  code: string;
  name: string;
  /** 1 = open for orders. */
  status: number;
  logo: string;
  introduction: string;
  /** Translations of `introduction`, `announcement`, `tableanncmnt` as JSON text maps by locale, '{}' when none (issue 27 item 11). */
  introduction_i18n: string;
  announcement_i18n: string;
  tableanncmnt_i18n: string;
  keywords: string;
  /** Seconds since epoch; 0 = not paused. */
  pauseuntil: number;
  /** Pauses of online ordering per order category type set by staff (issue 23 item 4): `until` in seconds since the epoch (253402300799 = until resumed). */
  pauses: { type: number; until: number }[];
  /** Busy mode: minutes added to ASAP ready times (0 = off; issue 23 item 4). Already added to the config's minimum minutes. */
  busy_minutes: number;
  cover: string;
  coverset: string;
  announcement: string;
  tableanncmnt: string;
  country: string;
  state: string;
  city: string;
  street1: string;
  postcode: string;
  callnumber: string;
  support_number: string;
  posters: Poster[];
  config: VenueConfig;
  opentime: OpenTime[];
  order_categories: OrderCategory[];
  online_platforms: { link: string; logo: string; name: string; pid: number }[];
  capability: { cap: string }[];
  payments: VenuePayment[];
  deliveries: DeliveryZone[];
  order_sequences: OrderSequence[];
  taxes: VenueTax[];
  stores: { id: number; name: string }[];
}

/** Extra JSON of a cart line. */
export interface CartLineExtra {
  groupCartSeqId?: number;
  gtid?: number;
  notes?: string;
}

/**
 * A cart line as sent with an order and received from a table (storefront.md §3 "Cart line").
 *
 * Conventions shared by the cart (`cart-lines.ts`, `cart.ts`, `item-builder.ts`) and the order pricing (`price-order.ts`):
 * - `count` is absolute: a modifier chosen once on each of 2 lattes is one type-22 line with count 2;
 *   a bundle child of a set menu ordered twice has count = item count × 2.
 * - the line total is always `price × count`, and the items subtotal is the sum over all lines;
 * - a bundle (101 set menu, 102 combo) line carries the bundle price; its children (type 2/21 lines,
 *   and 1021 combo-group lines) share its `gid`, carry `price` = their upcharge (`price_markup`, often
 *   0) and `value` = the component's original price (used with `groupRate` to split tax);
 * - a modifier line (22) shares the `gid` of the line it modifies; `tid` is the modifier id;
 * - `taxes` is a JSON array of the product's tax rates `[{id, attr, name, rate}]` copied from the menu.
 */
export interface CartLine {
  id: number;
  status: LineStatus;
  store_id: number;
  menu_id: number;
  code: string;
  count: number;
  /** A variant line is 'Name(Variant)'. */
  name: string;
  /** Product / bundle id. */
  pid: number;
  /** Variant id, or 0. */
  sid: number;
  /** Category id. */
  cid: number;
  /** Group id tying bundle children and modifiers to their parent line. */
  gid: number;
  /** Course (order_sequences.sequence); 99 is read as 0. */
  sequence: number;
  /** Cents. */
  discount: number;
  /** Cents: original unit price. */
  value: number;
  /** Cents: unit price charged. */
  price: number;
  /** Line id in the client cart (modifier id for type 22). */
  tid: number;
  type: LineType;
  /** JSON list of tax rate ids and amounts. */
  taxes: string;
  /** Cents. */
  taxtotal: number;
  /** Cents: non-inclusive tax. */
  taxextra: number;
  /** JSON of `CartLineExtra`. */
  extra: string;
}

/**
 * A coupon (orders-and-payments.md §3.6). `type` 2 takes `value` cents off; any other type is a
 * percentage where `value` is the percent PAID (value 90 = 10 % off). Fields whose meaning the
 * specification does not show (`validtype`, `validdays`, `scenario`, `usage_limit_user`) are carried only.
 */
export interface Coupon {
  code: string;
  id: number;
  mode: number;
  name: string;
  scenario: number;
  short_code: string;
  /** 2 = fixed amount off; other values percentage. */
  type: number;
  /** 'all' | 'table' | 'online'. */
  scope: string;
  /** Cents for type 2; percent paid (0–100) otherwise. */
  value: number;
  /** Cents; 0 = no minimum. */
  minimum_order: number;
  validdays: number;
  /** Seconds since epoch; 0 = open-ended. */
  validend: number;
  /** Seconds since epoch; 0 = open-ended. */
  validstart: number;
  validtype: number;
  /** Comma list of weekdays 0–6 (0 = Sunday) in the venue timezone; '' = every day. */
  validweeks: string;
  /** 'HH:mm' in the venue timezone; '' = no daily window. */
  valid_start_time: string;
  /** 'HH:mm' in the venue timezone, inclusive; '' = no daily window. */
  valid_end_time: string;
  usage_limit_user: number;
  status: number;
}

/** A payment entry of an order (orders-and-payments.md §3.2, §3.7, §7.2); type 25 is a coupon. */
export interface OrderPayment {
  id: number;
  /** Cents. */
  amount: number;
  platform: number;
  type: number;
  /** Cents or percent: for a coupon entry, the coupon's `value`. */
  change: number;
  pid: number;
  sid: number;
  /** JSON string. */
  notes: string;
}

/** A tax line of `feetaxes` (orders-and-payments.md §3.3): one per (attr, name, rate). */
export interface TaxLine {
  /** 1 = inclusive. */
  attr: number;
  name: string;
  /** Fraction: 0.1 = 10 %. */
  rate: number;
  /** Cents: the net amount taxed. */
  subTotal: number;
  /** Cents. */
  tax: number;
}

/** A status event of an order (`statustime`, orders-and-payments.md §3.2). */
export interface StatusEvent {
  id?: number;
  /** Seconds since epoch. */
  datetime: number;
  status: number;
  /** JSON that may hold preptime (minutes), seqnum, comment or reason. */
  extra?: string | null;
}

/** An order as listed by `orderList` (orders-and-payments.md §3.1). Money fields are cents. */
export interface OrderListItem {
  id: number;
  seqnum: number;
  /** Order type: online pay, pay in store, table order, multi-store (1 = no 'O' in the number). */
  type: number;
  source: number;
  category_type: CategoryType;
  category_name: string;
  /** Seconds since epoch; 0 = not paid. */
  paytime: number;
  /** Payment status (orders-and-payments.md §4.1). */
  status: number;
  venue_cover: string;
  venue_id: number;
  venue_code: string;
  venue_name: string;
  tradeid: string;
  /** Seconds since epoch. */
  created_at: number;
  /** Seconds since epoch; 0 = ASAP. */
  validtime: number;
  feetotal: number;
  feediscount: number;
  feedelivery: number;
  feesurcharge: number;
  feetax: number;
  /** JSON string of `TaxLine[]`. */
  feetaxes: string;
  res: { tid: number; name: string }[];
  statustime: StatusEvent[];
  refund_orders?: { tradeid: string; parent_tradeid?: string; status: number }[] | null;
}

/**
 * A member's stored card as orderPayConfiguration lists it (Adyen's storedPaymentMethods shape, for
 * every provider; orders-and-payments.md §2.8, §7.4): never the card number.
 */
export interface StoredCard {
  /** Adyen's storedPaymentMethodId. */
  id: string;
  brand: string;
  lastFour: string;
  /** '01'–'12'. */
  expiryMonth: string;
  /** e.g. '2030'. */
  expiryYear: string;
  holderName: string;
}

/** orderPayConfiguration's answer (orders-and-payments.md §7.4, with our provider and card fields). */
export interface PayConfiguration {
  country_code: string;
  currency: string;
  /** 'test' (the payment page's 'SIMULATOR' chip) or 'live'. */
  environment: string;
  /** JSON: the provider's methods; `storedPaymentMethods` (Adyen's shape, `StoredCard`) for a member. */
  payment_methods: string;
  /** 'simulator' | 'adyen' | 'stripe': which drop-in the payment page embeds. */
  provider: string;
  /** The member's uid (for orderPayApply / orderPayRemoveStoredPaymentMethod's `reference`), null when the viewer may not store cards. */
  shopper_reference: string | null;
  /** Whether the viewer may save a card (a registered member). */
  can_store_payment_method: boolean;
}
