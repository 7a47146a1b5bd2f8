import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Product as ProductModel, MenuCategory as MenuCategoryModel, OpenTime as OpenTimeModel, DeliveryZone as DeliveryZoneModel, Poster as PosterModel, Combo as ComboModel, SetMenu as SetMenuModel, Modifier as ModifierModel, Variant as VariantModel, OrderSequence as OrderSequenceModel, ComboGroup as ComboGroupModel, VenueTax as VenueTaxModel, TaxRate as TaxRateModel, BundleItem as BundleItemModel, VenueConfig as VenueConfigModel } from '../../../../domain/types';
import type { BrandMemberInfoView as BrandMemberInfoViewModel, TableInfo as TableInfoModel } from '../../../../domain/contract';
import type { OrderParent as OrderParentModel, StoredJson as StoredJsonModel, CartLineParent as CartLineParentModel, UserInfoParent as UserInfoParentModel, AuthorizationParent as AuthorizationParentModel, CustomerInfoParent as CustomerInfoParentModel } from '../mappers';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A small integer code (0–255), e.g. a market or a payment platform. */
  Byte: { input: number; output: number; }
  /** A 64-bit id sent as a JSON number (ids here stay well inside 2^53). */
  Long: { input: number; output: number; }
};

/** Allergens an item declares (issue 25 item 4; docs/venue-format.md Allergens): codes of the one list covering the ANZ PEAL list and the EU 14, e.g. 'peanut', 'pine-nut', 'milk', 'wheat'. */
export type Allergens = {
  __typename?: 'Allergens';
  /** Allergen codes it contains, in list order. */
  contains: Array<Scalars['String']['output']>;
  /** Allergen codes it may contain (cross-contact), in list order. */
  may_contain: Array<Scalars['String']['output']>;
};

/** A session: its bearer token and its user (storefront.md §3 Table order resource auth). */
export type Auth = {
  __typename?: 'Auth';
  /** The bearer token. */
  authorization: Authorization;
  /** JSON: a table diner's {table, device_uid}; a user's stored extra ('{}' when none). */
  extra: Scalars['String']['output'];
  /** The user. */
  info: UserInfo;
  /** 1 member, 2 guest, 3 table diner. */
  type: Scalars['Int']['output'];
};

/** A bearer token and its lifetime; send it as 'authorization: Bearer {token}'. */
export type Authorization = {
  __typename?: 'Authorization';
  /** Seconds since the epoch. */
  expired_at: Scalars['Long']['output'];
  /** Seconds since the epoch: expired_at + 30 days. */
  refresh_expired_at: Scalars['Long']['output'];
  /** User and guest logins: the refresh token for userTokenRefresh (rotates at each use); '' otherwise. */
  refresh_token: Scalars['String']['output'];
  /** The bearer token (given once; not stored by the server). */
  token: Scalars['String']['output'];
};

/** A home page carousel banner (storefront.md §3 Home). */
export type Banner = {
  __typename?: 'Banner';
  /** JSON map of breakpoint images, e.g. {"0":"…","600":"…"}. */
  img_set: Scalars['String']['output'];
  /** The banner image's URL or path. */
  url: Scalars['String']['output'];
};

/** Brand basic info (§3). */
export type BrandBasicInfo = {
  __typename?: 'BrandBasicInfo';
  /** The brand's phone number ('' when none). */
  call_number: Scalars['String']['output'];
  /** The brand code. */
  code: Scalars['String']['output'];
  /** The programme's levels, lowest first. */
  customer_grades: Array<CustomerGrade>;
  /** The brand's e-gift cards (§3 gift_card; §2.16); null when the brand sells none. */
  gift_card: Maybe<BrandGiftCardSettings>;
  /** One per venue of the brand. */
  locations: Array<BrandLocation>;
  /** The brand's logo URL. */
  logo: Scalars['String']['output'];
  /** Null when the brand has no loyalty programme. */
  loyalty: Maybe<BrandCardSettings>;
  /** How many venues the brand runs (§3 model; issue 26 item 10): 1 one venue, 2 several (the card's 'order online' then goes to the brand page). */
  model: Scalars['Int']['output'];
  /** ISO 4217 currency code. */
  monetary_code: Scalars['String']['output'];
  /** Display rate applied to cents (1 for dollars and cents). */
  monetary_rate: Scalars['Float']['output'];
  /** The currency symbol. */
  monetary_unit: Scalars['String']['output'];
  /** The brand's display name. */
  name: Scalars['String']['output'];
  /** The membership theme colour (default #0162fe). */
  theme_color: Scalars['String']['output'];
  /** The venue the card was asked for. */
  venue_code: Scalars['String']['output'];
  /** The id of the venue the answer was asked for (§3 venue_id); 0 when asked for the brand ('brand'). */
  venue_id: Scalars['Long']['output'];
  /** Null when the brand has no vouchers. */
  voucher: Maybe<BrandCardSettings>;
  /** The brand's website ('' when none). */
  website: Scalars['String']['output'];
};

/** The brand's loyalty or voucher settings the card shows (§3: JSON with card_style). */
export type BrandCardSettings = {
  __typename?: 'BrandCardSettings';
  /** The card's look. */
  card_style: CardStyle;
};

/** A brand's e-gift card offer (§3 Brand basic info gift_card). */
export type BrandGiftCardSettings = {
  __typename?: 'BrandGiftCardSettings';
  /** Months a card stays valid after purchase (at least 36). */
  expiry_months: Scalars['Int']['output'];
  /** The values a card can be bought for, cents. */
  values: Array<Scalars['Int']['output']>;
};

/** A venue's position on the map. */
export type BrandLocation = {
  __typename?: 'BrandLocation';
  /** Degrees north (negative south). */
  latitude: Scalars['Float']['output'];
  /** Degrees east (negative west). */
  longitude: Scalars['Float']['output'];
};

/** A brand and its venues for the store locator (accounts-and-loyalty.md §3 "Brand member info"). */
export type BrandMemberInfo = {
  __typename?: 'BrandMemberInfo';
  /** The brand's code. */
  code: Scalars['String']['output'];
  /** The brand's logo URL or path; '' when none. */
  logo: Scalars['String']['output'];
  /** The brand's mask image URL or path; '' when none. */
  mask: Scalars['String']['output'];
  /** The membership settings as JSON text, e.g. {"theme_color":"#0a7d5a"}; theme_color null = the default #0162fe. */
  membership: Scalars['String']['output'];
  /** The brand's name. */
  name: Scalars['String']['output'];
  /** The membership theme colour (CSS hex), or null for the default #0162fe (accounts-and-loyalty.md §9). */
  theme_color: Maybe<Scalars['String']['output']>;
  /** The brand's venues in file order. */
  venues: Array<BrandVenue>;
  /** The brand's website; '' when none (the header then links nowhere). */
  website: Scalars['String']['output'];
};

/** A weekly opening range of a brand venue. */
export type BrandOpenTime = {
  __typename?: 'BrandOpenTime';
  /** Closing time 'HH:mm'; an end not after the start runs past midnight. */
  t_end: Scalars['String']['output'];
  /** Opening time 'HH:mm' (24-hour). */
  t_start: Scalars['String']['output'];
  /** 0 = Sunday … 6. */
  week: Scalars['Int']['output'];
};

/** A venue of a brand (accounts-and-loyalty.md §3 "Brand member info" venues[]). */
export type BrandVenue = {
  __typename?: 'BrandVenue';
  /** Address: city or suburb. */
  city: Scalars['String']['output'];
  /** The venue's code: its ordering page is /{code}. */
  code: Scalars['String']['output'];
  /** Address: country code. */
  country: Scalars['String']['output'];
  /** The venue's id. */
  id: Scalars['Long']['output'];
  /** Decimal degrees (WGS 84); null when not given (clients place the venue at 39.9042, 116.4074, §9). */
  latitude: Maybe<Scalars['Float']['output']>;
  /** Logo URL or path; '' when none. */
  logo: Scalars['String']['output'];
  /** Decimal degrees (WGS 84); null when not given. */
  longitude: Maybe<Scalars['Float']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** Weekly opening ranges in the venue's timezone, by week then start. */
  open_time: Array<BrandOpenTime>;
  /** Address: postcode. */
  postcode: Scalars['String']['output'];
  /** Address: state. */
  state: Scalars['String']['output'];
  /** Address: street line. */
  street1: Scalars['String']['output'];
  /** Address: second street line. */
  street2: Scalars['String']['output'];
  /** The venue's website; '' when none ('start order' then opens /{code}). */
  website: Scalars['String']['output'];
};

/** An item of a combo group or a set menu (storefront.md §3 combo/set-menu item). Money in cents. */
export type BundleItem = {
  __typename?: 'BundleItem';
  /** The product's category (MenuCategory.id). */
  cid: Scalars['Long']['output'];
  /** The product's description. */
  content: Scalars['String']['output'];
  /** How many of the product the item holds. */
  count: Scalars['Int']['output'];
  /** Image URL or path (the variant's, else the product's). */
  icon: Scalars['String']['output'];
  /** Image pattern, as imported. */
  icon_pattern: Scalars['String']['output'];
  /** 1 = show the image. */
  icon_type: Scalars['Int']['output'];
  /** The item's id. */
  id: Scalars['Long']['output'];
  /** The product's ingredients. */
  ingredients: Array<IngredientLink>;
  /** 2 tracked, 1 untracked. */
  inventory: Scalars['Int']['output'];
  /** The product's modifier option ids. */
  modifier_ids: Array<Scalars['Long']['output']>;
  /** The product's name; 'Product(Variant)' when the item fixes a variant. */
  name: Scalars['String']['output'];
  /** The product (Product.id). */
  pid: Scalars['Long']['output'];
  /** Cents: the component's original price (the variant's when fixed). */
  price: Scalars['Int']['output'];
  /** Cents added to the bundle when this item is chosen (an upcharge). */
  price_markup: Scalars['Int']['output'];
  /** Set menus: the course (OrderSequence.sequence, 0 = none); combos: 0. */
  sequence: Scalars['Int']['output'];
  /** The fixed variant (Variant.id); 0 when none. */
  sid: Scalars['Long']['output'];
  /** 13 = sold out. */
  status: Scalars['Int']['output'];
  /** Units in stock (the fixed variant's, else the product's). */
  stocks: Scalars['Float']['output'];
  /** The product's tax rates (MenuTax.id). */
  tax_ids: Array<Scalars['Long']['output']>;
  /** The item's id (same as id). */
  tid: Scalars['Long']['output'];
  /** Line type: 21 with a fixed variant, else 2. */
  type: Scalars['Int']['output'];
  /** Combo ids offered as 'make a combo' upsells when this product is added on its own. */
  upsales: Array<Scalars['Long']['output']>;
  /** Set-menu items without a fixed variant: the product's variants to choose from ([] when fixed); null for combo items. */
  variants: Maybe<Array<Variant>>;
};

/** A feature flag of the venue (storefront.md §3 capability). */
export type Capability = {
  __typename?: 'Capability';
  /** Flag name: 'reservation' (pre-ordering), 'advance_menu', 'coupon', 'table_scan_advanced', 'table_floor_plan', 'membership', 'voucher', or another stored name. */
  cap: Scalars['String']['output'];
};

/** A card look (§3 card_style). */
export type CardStyle = {
  __typename?: 'CardStyle';
  /** Background colour of the card (#rrggbb). */
  bg_color: Scalars['String']['output'];
  /** Logo image URL for the card. */
  logo2x: Scalars['String']['output'];
  /** Strip image URL across the card ('' when none). */
  strip2x: Scalars['String']['output'];
};

/** A cart line as received from a table (storefront.md §3 Cart line). Money in cents. */
export type CartLine = {
  __typename?: 'CartLine';
  /** Category id. */
  cid: Scalars['Long']['output'];
  /** The item's code. */
  code: Scalars['String']['output'];
  /** Quantity (absolute, see storefront.md §3 Cart line). */
  count: Scalars['Int']['output'];
  /** Cents of discount on the line. */
  discount: Scalars['Int']['output'];
  /** JSON {groupCartSeqId, gtid (the parent line's tid), notes}. */
  extra: Scalars['String']['output'];
  /** Group id tying bundle children and modifier lines to their parent line. */
  gid: Scalars['Long']['output'];
  /** Line id in the client cart. */
  id: Scalars['Long']['output'];
  /** The item's current stock from the menu; null when the item is no longer on it (or left out of a large event). */
  inventory: Maybe<LineInventory>;
  /** The menu the line comes from (Menu.id). */
  menu_id: Scalars['Long']['output'];
  /** The item's name; a variant line is 'Name(Variant)'. */
  name: Scalars['String']['output'];
  /** Product id, or the set menu / combo id for a bundle line (101/102). */
  pid: Scalars['Long']['output'];
  /** Cents: the unit price charged; the line total is price × count. */
  price: Scalars['Int']['output'];
  /** Table carts: the kitchen round the line went out in (0 = not yet sent); null outside table carts. */
  round: Maybe<Scalars['Int']['output']>;
  /** Course (OrderSequence.sequence); 99 is read as 0. */
  sequence: Scalars['Int']['output'];
  /** Variant id; 0 when none. */
  sid: Scalars['Long']['output'];
  /** 1 new, 21 sent to the kitchen (unpaid), 2 paid. */
  status: Scalars['Int']['output'];
  /** The store preparing the line (Store.id); 0 when the venue has none. */
  store_id: Scalars['Long']['output'];
  /** JSON array of tax rates [{id, attr, name, rate}]. */
  taxes: Scalars['String']['output'];
  /** Cents of non-inclusive tax on the line. */
  taxextra: Scalars['Int']['output'];
  /** Cents of tax on the line, inclusive and not. */
  taxtotal: Scalars['Int']['output'];
  /** Line id in the client cart; for a modifier line (22) the modifier option's id. */
  tid: Scalars['Long']['output'];
  /** Line type: 2 product, 21 product with variant, 22 modifier, 101 set menu, 102 combo, 1021 combo group. */
  type: Scalars['Int']['output'];
  /** Cents: the original unit price (bundle children: the component's price). */
  value: Scalars['Int']['output'];
};

/** A combo: one price for a choice from each group (storefront.md §3 combos). Money in cents. */
export type Combo = {
  __typename?: 'Combo';
  /** The combo's code. */
  code: Scalars['String']['output'];
  /** Description text. */
  content: Scalars['String']['output'];
  /** JSON map of translated descriptions by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  content_i18n: Scalars['String']['output'];
  /** Cents: cost, as imported. */
  cost: Scalars['Int']['output'];
  /** Its groups. */
  groups: Array<ComboGroup>;
  /** Image URL or path; '' when none. */
  icon: Scalars['String']['output'];
  /** Image pattern, as imported. */
  icon_pattern: Scalars['String']['output'];
  /** 1 = show the image. */
  icon_type: Scalars['Int']['output'];
  /** The combo's id (a type-102 cart line's pid). */
  id: Scalars['Long']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  name_i18n: Scalars['String']['output'];
  /** Cents: the combo's price. */
  price: Scalars['Int']['output'];
  /** Stock-keeping unit, as imported. */
  sku: Scalars['String']['output'];
  /** 13 = sold out. */
  status: Scalars['Int']['output'];
  /** Tags. */
  tags: Array<Tag>;
};

/** A group of a combo: the diner picks its items (storefront.md §5 Adding to the cart). */
export type ComboGroup = {
  __typename?: 'ComboGroup';
  /** The group's id. */
  id: Scalars['Long']['output'];
  /** Items to choose from. */
  items: Array<BundleItem>;
  /** 1 → exactly one item; > 1 → exactly `limits`; 0 → at least one. */
  limits: Scalars['Int']['output'];
  /** The group's name. */
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  name_i18n: Scalars['String']['output'];
};

/** A coupon (§3.6). type 2 = `value` cents off; other types: `value` = percent paid (90 = 10 % off). */
export type Coupon = {
  __typename?: 'Coupon';
  /** The coupon's code. */
  code: Scalars['String']['output'];
  /** The coupon's id (a coupon payment entry's pid). */
  id: Scalars['Long']['output'];
  /** Cents; 0 = no minimum. */
  minimum_order: Scalars['Int']['output'];
  /** Carried as stored. */
  mode: Scalars['Int']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Carried as stored. */
  scenario: Scalars['Int']['output'];
  /** 'all', 'table' or 'online'. */
  scope: Scalars['String']['output'];
  /** The promo code diners type (matched case-insensitively). */
  short_code: Scalars['String']['output'];
  /** 1 = active; anything else answers 'not valid'. */
  status: Scalars['Int']['output'];
  /** 2 = fixed amount off; other values percentage. */
  type: Scalars['Int']['output'];
  /** Uses allowed per user; 0 = no limit; reaching it answers 'exist already'. */
  usage_limit_user: Scalars['Int']['output'];
  /** Only registered members may use it. */
  user_only: Scalars['Boolean']['output'];
  /** 'HH:mm' in the venue's timezone, inclusive; '' = no daily window. */
  valid_end_time: Scalars['String']['output'];
  /** 'HH:mm' in the venue's timezone; '' = no daily window. */
  valid_start_time: Scalars['String']['output'];
  /** Carried as stored. */
  validdays: Scalars['Int']['output'];
  /** Seconds since the epoch; 0 = open-ended. */
  validend: Scalars['Long']['output'];
  /** Seconds since the epoch; 0 = open-ended. */
  validstart: Scalars['Long']['output'];
  /** Carried as stored. */
  validtype: Scalars['Int']['output'];
  /** Comma list of weekdays 0–6 (0 = Sunday); '' = every day. */
  validweeks: Scalars['String']['output'];
  /** Cents for type 2; percent paid (0–100) otherwise. */
  value: Scalars['Int']['output'];
};

/** What orderCreditsApply did (cents). */
export type CreditsApplyResult = {
  __typename?: 'CreditsApplyResult';
  /** Cents of credit this call applied to the order. */
  amount: Scalars['Int']['output'];
  /** Cents of credit the member has left. */
  balance: Scalars['Int']['output'];
  /** Cents the order still owes after the credit. */
  due: Scalars['Int']['output'];
  /** True when the credit paid the order in full. */
  paid: Scalars['Boolean']['output'];
};

/** One thing the card shows (by the venue capabilities). */
export type CustomerCapability = {
  __typename?: 'CustomerCapability';
  /** points, punches, credits or grade. */
  cap: Scalars['String']['output'];
};

/** A level of the programme: `grade` is its lifetime-points threshold. */
export type CustomerGrade = {
  __typename?: 'CustomerGrade';
  /** The level's colour (#rrggbb). */
  color: Scalars['String']['output'];
  /** Lifetime points needed for the level. */
  grade: Scalars['Int']['output'];
  /** Position of the level, from 1 (lowest). */
  id: Scalars['Int']['output'];
  /** The level's name. */
  name: Scalars['String']['output'];
};

/** The member's card (§3 Customer). Balances are sums of the loyalty ledger. */
export type CustomerInfo = {
  __typename?: 'CustomerInfo';
  /**
   * The card's session (§3, issue 26 item 10, ADR 0012): the expiries of the member's own session the card
   * was read with; `token` is always '' — a bearer token is never echoed in an answer (the 'order online'
   * link logs the ordering site in with `authorization_code` instead). Null when the card is not the
   * caller's own user session's (a staff scan).
   */
  authorization: Maybe<Authorization>;
  /**
   * A fresh one-use login code for the ordering site (§2.11 'click here to order online and more'): 43
   * characters, valid 120 s, spent by userLoginOa(code, venue_code) at a venue of this brand. Issued only
   * when selected and only for the caller's own card; '' otherwise.
   */
  authorization_code: Scalars['String']['output'];
  /** The brand code. */
  brand_code: Scalars['String']['output'];
  /** What the card shows at this venue. */
  capabilities: Array<CustomerCapability>;
  /** Cents of credit. */
  credit_balance: Scalars['Int']['output'];
  /** The level's name ('' when none). */
  grade: Scalars['String']['output'];
  /** The level's colour (#rrggbb). */
  grade_color: Scalars['String']['output'];
  /** Translations of the level's name by locale, as JSON text. */
  grade_i18n: Scalars['String']['output'];
  /** The member's profile (§3 Customer info: names, contact, gender, birthday, shipping); null unless the card is the caller's own. */
  info: Maybe<UserInfo>;
  /** Earned less reversed (the level follows them). */
  lifetime_points: Scalars['Int']['output'];
  /** How the member logs in: 1 mobile, others social platforms (§3). */
  login_type: Scalars['Int']['output'];
  /** The member's display name. */
  name: Scalars['String']['output'];
  /** Points to spend (earned − redeemed − reversed). */
  points: Scalars['Int']['output'];
  /** The member's punch cards. */
  punches: Array<CustomerPunch>;
  /** The member's uid (shown under the card's QR code). */
  uid: Scalars['String']['output'];
};

/** customerInfoQuery: the brand and the member card. */
export type CustomerInfoResult = {
  __typename?: 'CustomerInfoResult';
  /** The brand. */
  brandBasicInfo: BrandBasicInfo;
  /** The caller's card. */
  customerInfo: CustomerInfo;
};

/** A punch card of the member: `count` punches of `threshold`. */
export type CustomerPunch = {
  __typename?: 'CustomerPunch';
  /** Punches collected towards the next reward. */
  count: Scalars['Int']['output'];
  /** The punch card's code. */
  id: Scalars['String']['output'];
  /** The punch card's name. */
  name: Scalars['String']['output'];
  /** Translations of the name by locale, as JSON text (e.g. {"zh-CN": "咖啡集点卡"}). */
  name_i18n: Scalars['String']['output'];
  /** Punches that earn the reward voucher. */
  threshold: Scalars['Int']['output'];
};

/** Courier delivery fields of an order (§4.9); '' when not set. */
export type DeliveryStatus = {
  __typename?: 'DeliveryStatus';
  /** The courier's delivery id. */
  delivery_id: Scalars['String']['output'];
  /** The courier's reference. */
  delivery_reference: Scalars['String']['output'];
  /** The courier's status: confirmed, pickup_arrival, picked_up, dropoff_arrival, dropped_off (or Error, Refused, Cancelled). */
  delivery_status: Scalars['String']['output'];
  /** The driver's phone for the drop-off. */
  driver_dropoff_phone: Scalars['String']['output'];
  /** The driver's name. */
  driver_name: Scalars['String']['output'];
  /** Estimated drop-off time, as the courier sent it (text). */
  dropoff_time_estimated: Scalars['String']['output'];
};

/** An own delivery zone (storefront.md §3 deliveries, §9 pricing). Money in cents. */
export type DeliveryZone = {
  __typename?: 'DeliveryZone';
  /** Cents: the delivery fee. */
  fee: Scalars['Int']['output'];
  /** Cents: free delivery at or above this items subtotal; 0 = never free. */
  free: Scalars['Int']['output'];
  /** Comma-separated geo ids; '0' = all. */
  geos: Scalars['String']['output'];
  /** The zone's id. */
  id: Scalars['Long']['output'];
  /** Cents: minimum order; below it a top-up is added once the diner accepts. */
  min: Scalars['Int']['output'];
  /** The zone's name. */
  name: Scalars['String']['output'];
  /** JSON list of {city, postcode}. */
  suburbs: Scalars['String']['output'];
};

/** An address lookup entry (§3 Geo entry) with its coordinates. */
export type Geo = {
  __typename?: 'Geo';
  /** Suburb (city). */
  city: Scalars['String']['output'];
  /** ISO alpha-2 country, e.g. AU. */
  country: Scalars['String']['output'];
  /** Id; 0 in an edit means new. */
  id: Scalars['Long']['output'];
  /** Degrees; null when unknown. */
  latitude: Maybe<Scalars['Float']['output']>;
  /** Degrees; null when unknown. */
  longitude: Maybe<Scalars['Float']['output']>;
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** State or territory, e.g. NSW. */
  state: Scalars['String']['output'];
  /** Street line 1. */
  street1: Scalars['String']['output'];
  /** Street line 2. */
  street2: Scalars['String']['output'];
};

/** What a gift card paid of an order: cents taken, the card's balance left, the amount still due, paid in full. */
export type GiftCardApplyResult = {
  __typename?: 'GiftCardApplyResult';
  /** Cents the card paid of the order. */
  amount: Scalars['Int']['output'];
  /** The card's balance left, cents. */
  balance: Scalars['Int']['output'];
  /** Cents still to pay on the order. */
  due: Scalars['Int']['output'];
  /** True when the order is now paid in full. */
  paid: Scalars['Boolean']['output'];
};

/** A gift card as its holder sees it. status: 1 usable, 2 used up, 3 expired. */
export type GiftCardInfo = {
  __typename?: 'GiftCardInfo';
  /** What is left to spend, cents (the sum of the card's ledger). */
  balance: Scalars['Int']['output'];
  /** The brand code. */
  brand_code: Scalars['String']['output'];
  /** The brand's display name. */
  brand_name: Scalars['String']['output'];
  /** The card code (16 characters, Crockford base32). */
  code: Scalars['String']['output'];
  /** ISO 4217 currency code. */
  currency: Scalars['String']['output'];
  /** When the card expires, seconds since the epoch. */
  expires_at: Scalars['Long']['output'];
  /** When the card was issued, seconds since the epoch. */
  issued_at: Scalars['Long']['output'];
  /** The brand's logo URL. */
  logo: Scalars['String']['output'];
  /** The sender's message ('' when none). */
  message: Scalars['String']['output'];
  /** The currency symbol. */
  monetary_unit: Scalars['String']['output'];
  /** The recipient's name as the sender typed it. */
  recipient_name: Scalars['String']['output'];
  /** The sender's name. */
  sender_name: Scalars['String']['output'];
  /** 1 usable, 2 used up, 3 expired. */
  status: Scalars['Int']['output'];
  /** The value the card was issued with, cents. */
  value: Scalars['Int']['output'];
};

/** A brand's gift-card offer: values in cents, expiry in months (at least 36). */
export type GiftCardOffer = {
  __typename?: 'GiftCardOffer';
  /** The brand code. */
  brand_code: Scalars['String']['output'];
  /** The brand's display name. */
  brand_name: Scalars['String']['output'];
  /** ISO 4217 currency code. */
  currency: Scalars['String']['output'];
  /** How long a card lasts from issue, in months (at least 36). */
  expiry_months: Scalars['Int']['output'];
  /** The brand's logo URL ('' when none). */
  logo: Scalars['String']['output'];
  /** The most recipients one purchase may name (100). */
  max_recipients: Scalars['Int']['output'];
  /** The currency symbol shown before amounts (e.g. '$'). */
  monetary_unit: Scalars['String']['output'];
  /** The card values offered, in cents, ascending. */
  values: Array<Scalars['Int']['output']>;
};

/** A gift-card purchase (§2.16): one card of `value` per recipient. */
export type GiftCardPurchaseInput = {
  /** The brand whose cards are bought. */
  brand_code: Scalars['String']['input'];
  /** Language of the e-mails (en, en-au, zh-CN). */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** A message for the recipients (at most 500 characters). */
  message?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100 recipients, one card each. */
  recipients: Array<GiftCardRecipientInput>;
  /** The sender's name shown on the card and the e-mail. */
  sender_name: Scalars['String']['input'];
  /** Cents; one of the brand's values. */
  value: Scalars['Int']['input'];
};

/** The order a purchase created (pay it on /order/detail/<tradeid>) and its total in cents. */
export type GiftCardPurchaseResult = {
  __typename?: 'GiftCardPurchaseResult';
  /** The order total, cents. */
  total: Scalars['Int']['output'];
  /** The trade id of the order to pay. */
  tradeid: Scalars['String']['output'];
};

/** One recipient of a gift-card purchase (one card each). */
export type GiftCardRecipientInput = {
  /** The recipient's e-mail address. */
  email: Scalars['String']['input'];
  /** The e-mail entered a second time; must match ('The email addresses entered do not match'). */
  email_confirm: Scalars['String']['input'];
  /** The recipient's name (1–100 characters). */
  name: Scalars['String']['input'];
};

/** The home page's data (storefront.md §2.5, §3 Home). */
export type IndexInfo = {
  __typename?: 'IndexInfo';
  /** The carousel's banners, in brand then file order. */
  banners: Array<Banner>;
};

/** A featured venue on the home page (storefront.md §2.5). */
export type IndexStore = {
  __typename?: 'IndexStore';
  /** The venue's code: its menu page is /{code}. */
  code: Scalars['String']['output'];
  /** The venue's cover image URL or path; '' when none. */
  cover: Scalars['String']['output'];
  /** The venue's logo image URL or path; '' when none. */
  logo: Scalars['String']['output'];
  /** The venue's name. */
  name: Scalars['String']['output'];
};

/** An ingredient with its stock, shared by the venue's menus (storefront.md §3, §5 Sell-out and stock). */
export type Ingredient = {
  __typename?: 'Ingredient';
  /** The ingredient's id (IngredientLink.ingredient_id). */
  id: Scalars['Long']['output'];
  /** 2 tracked, 1 untracked. */
  inventory: Scalars['Int']['output'];
  /** How much one use takes. */
  measures: Array<Measure>;
  /** 13 = sold out (everything that uses it is sold out). */
  status: Scalars['Int']['output'];
  /** Divisor from measure units to stock units. */
  stock_conversion: Scalars['Float']['output'];
  /** Stock units left (tracked ingredients). */
  stocks: Scalars['Float']['output'];
  /** Low-stock level, stock units. */
  threshold: Scalars['Float']['output'];
  /** Always 0. */
  tid: Scalars['Long']['output'];
  /** Ingredient type, as imported (default 0). */
  type: Scalars['Int']['output'];
};

/** A link of an item to an ingredient (storefront.md §3 Ingredient link, §5): one unit of the item uses count × measure units ÷ stock_conversion stock units. */
export type IngredientLink = {
  __typename?: 'IngredientLink';
  /** Measures used per unit of the item. */
  count: Scalars['Float']['output'];
  /** The link's id. */
  id: Scalars['Long']['output'];
  /** The ingredient (Ingredient.id). */
  ingredient_id: Scalars['Long']['output'];
  /** 1 = counts for stock and sell-out; other values are ignored. */
  inventory_policy: Scalars['Int']['output'];
  /** The measure (Measure.id) of the ingredient. */
  measure_id: Scalars['Long']['output'];
};

/** The current stock of a line's item from the menu (storefront.md §3 Cart line inventory). */
export type LineInventory = {
  __typename?: 'LineInventory';
  /** Ingredients one unit uses (a variant line: the product's and the variant's). */
  ingredients: Array<IngredientLink>;
  /** 2 tracked, 1 untracked. */
  inventory: Scalars['Int']['output'];
  /** 13 = sold out. */
  status: Scalars['Int']['output'];
  /** Units in stock (tracked). */
  stocks: Scalars['Float']['output'];
};

/** One movement of a member's points or credits (issue 26 item 7). */
export type LoyaltyMove = {
  __typename?: 'LoyaltyMove';
  /** Signed: points, or cents of credit. */
  amount: Scalars['Int']['output'];
  /** Seconds since the epoch. */
  created_at: Scalars['Int']['output'];
  /** The ledger row's id (newest first within the page). */
  id: Scalars['Int']['output'];
  /** earned, reversed, converted, spent, returned, adjusted */
  kind: Scalars['String']['output'];
  /** Why staff adjusted (kind adjusted, e.g. 'Birthday'); '' for every other kind. */
  reason: Scalars['String']['output'];
  /** The order it is about ('' when none): /order/:tradeid. */
  tradeid: Scalars['String']['output'];
  /** points, or credits (cents) */
  unit: Scalars['String']['output'];
};

/** A measure of an ingredient: how much one use takes. */
export type Measure = {
  __typename?: 'Measure';
  /** The measure's id (IngredientLink.measure_id). */
  id: Scalars['Long']['output'];
  /** Units one use of this measure consumes, before dividing by the ingredient's stock_conversion. */
  units: Scalars['Float']['output'];
};

/** A member's signed, short-lived card code (issue 26 item 8). */
export type MemberCode = {
  __typename?: 'MemberCode';
  /** Compact JWS (ES256): sub = the member's uid, aud = the brand code, iat, exp = iat + 60 s. Shown as the card's QR code. */
  code: Scalars['String']['output'];
  /** When the code stops being accepted, seconds since the epoch. */
  expires_at: Scalars['Long']['output'];
};

/** The brand's public key for member codes (issue 26 item 8). */
export type MemberCodeKey = {
  __typename?: 'MemberCodeKey';
  /** The brand code a code's audience must name. */
  brand_code: Scalars['String']['output'];
  /** The public key as JWK JSON text (EC P-256, alg ES256, with its kid). */
  jwk: Scalars['String']['output'];
  /** Seconds a code is valid after it is signed. */
  ttl_seconds: Scalars['Int']['output'];
};

/** A menu with its categories, taxes, ingredients, modifiers, products, combos and set menus (storefront.md §3 Menu). */
export type Menu = {
  __typename?: 'Menu';
  /** Categories in display order, with the Combos (102) and Set Menus (101) list categories when the menu has bundles. */
  categories: Array<MenuCategory>;
  /** Combos. */
  combos: Array<Combo>;
  /** The menu's id. */
  id: Scalars['Long']['output'];
  /** The ingredients the menu's items link, with their stock. */
  ingredients: Array<Ingredient>;
  /** Modifier options, in group order; options sharing modifier_id form a group. */
  modifiers: Array<Modifier>;
  /** The menu's name. */
  name: Scalars['String']['output'];
  /** Products in category then sequence order (a page of them in menuInfo). */
  products: Array<Product>;
  /** Set menus. */
  setmenus: Array<SetMenu>;
  /** The store that prepares this menu; 0 when none. */
  store_id: Scalars['Long']['output'];
  /** Tax rates the menu's products may use (Product.tax_ids). */
  taxes: Array<MenuTax>;
};

/** A category of a menu (storefront.md §3 Menu categories). */
export type MenuCategory = {
  __typename?: 'MenuCategory';
  /** The category's id (Product.category_id). */
  id: Scalars['Long']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale, e.g. {"zh-CN":"咖啡"}; '{}' when none. */
  name_i18n: Scalars['String']['output'];
  /** Display pattern, as imported; '' when none. */
  pattern: Scalars['String']['output'];
  /** 0 normal; 102 the Combos list; 101 the Set Menus list. */
  type: Scalars['Int']['output'];
};

/** A venue's menu or service state changed (issue 23 items 3, 4): re-read stock; pause and busy as now. */
export type MenuChanged = {
  __typename?: 'MenuChanged';
  /** Minutes busy mode adds to ASAP ready times (0, or 5–120). */
  busy_minutes: Scalars['Int']['output'];
  /** The items the change moved, with their stock fields now; empty: re-read stock (menuInfo). */
  items: Array<MenuChangedItem>;
  /** The pauses per fulfilment type now (issue 23 item 4). */
  pauses: Array<VenuePause>;
  /** As the venue's pauseuntil (storefront.md §3): seconds since the epoch until which online ordering is paused for every type; 0 when not. */
  pauseuntil: Scalars['Long']['output'];
  /** The venue whose menu changed. */
  venue_id: Scalars['Long']['output'];
};

/** An item's stock fields after a staff change: kind 'product' | 'variant' | 'modifier' | 'ingredient'. */
export type MenuChangedItem = {
  __typename?: 'MenuChangedItem';
  /** The item's id (of its kind). */
  id: Scalars['Long']['output'];
  /** The item's inventory field as menuInfo gives it (e.g. an ingredient: 2 tracked, 1 untracked). */
  inventory: Scalars['Int']['output'];
  /** 'product', 'variant', 'modifier' or 'ingredient'. */
  kind: Scalars['String']['output'];
  /** The variant's product; 0 for other kinds. */
  product_id: Scalars['Long']['output'];
  /** The item's stock status as menuInfo gives it (storefront.md §3). */
  status: Scalars['Int']['output'];
  /** Stock units left, as menuInfo gives it (tracked items). */
  stocks: Scalars['Int']['output'];
};

/** menuCheckInfo's ids: the answer's products, modifiers, combos and set menus are those of these ids still on the menu (an id no longer on it is simply absent). */
export type MenuCheckParam = {
  /** Combo ids (Combo.id) of the saved lines. */
  combos?: InputMaybe<Array<Scalars['Long']['input']>>;
  /** Modifier option ids (Modifier.id) of the saved lines. */
  modifiers?: InputMaybe<Array<Scalars['Long']['input']>>;
  /** Product ids (Product.id) of the saved lines. */
  products?: InputMaybe<Array<Scalars['Long']['input']>>;
  /** Set menu ids (SetMenu.id) of the saved lines. */
  setmenus?: InputMaybe<Array<Scalars['Long']['input']>>;
};

/** A tax rate of a menu (storefront.md §3 Menu taxes). */
export type MenuTax = {
  __typename?: 'MenuTax';
  /** 1 = inclusive (included in prices); otherwise added on top. */
  attr: Scalars['Int']['output'];
  /** The tax's id (Product.tax_ids). */
  id: Scalars['Long']['output'];
  /** The tax's name. */
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  name_i18n: Scalars['String']['output'];
  /** Fraction: 0.1 = 10 %. */
  rate: Scalars['Float']['output'];
};

/** A modifier option; options sharing `modifier_id` form one modifier group (storefront.md §3, §4 Modifier selection). */
export type Modifier = {
  __typename?: 'Modifier';
  /** Allergens choosing this option adds to the dish; null when it declares none (adds none). */
  allergens: Maybe<Allergens>;
  /** Icon URL or path; '' when none. */
  icon: Scalars['String']['output'];
  /** The option's id (a type-22 cart line's tid). */
  id: Scalars['Long']['output'];
  /** Ingredients one option uses. */
  ingredients: Array<IngredientLink>;
  /** 2 tracked, 1 untracked. */
  inventory: Scalars['Int']['output'];
  /** How many of this option, 0 = unlimited. */
  limit: Scalars['Int']['output'];
  /** The group's id. */
  modifier_id: Scalars['Long']['output'];
  /** Group limit: 1 single choice, 0 unlimited, N at most N in the group. */
  modifier_limit: Scalars['Int']['output'];
  /** Least number of options to choose in the group. */
  modifier_minimum: Scalars['Int']['output'];
  /** The group's name. */
  modifier_name: Scalars['String']['output'];
  /** JSON map of the group's translated names by locale; '{}' when none. */
  modifier_name_i18n: Scalars['String']['output'];
  /** The group's position in the menu (0-based). */
  modifier_pos: Scalars['Int']['output'];
  /** The option's name. */
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  name_i18n: Scalars['String']['output'];
  /** Cents added per option chosen. */
  price: Scalars['Int']['output'];
  /** 13 = sold out. */
  status: Scalars['Int']['output'];
  /** Units in stock (tracked). */
  stocks: Scalars['Float']['output'];
  /** Low-stock level. */
  threshold: Scalars['Float']['output'];
  /** Option type, as imported. */
  type: Scalars['Int']['output'];
};

/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Buys gift cards: writes an unpaid order (one line per card) to pay through the ordinary payment
   * flow; the cards are issued and e-mailed when it is paid. Errors: 'invalid token', 'not found'
   * (brand), 'not valid' {field, reason: 'emailMismatch' | 'value' | 'tooManyRecipients'}.
   */
  giftCardPurchase: GiftCardPurchaseResult;
  /** No-op kept so the root type is never empty; real mutations extend it per area. */
  noop: Maybe<Scalars['Boolean']['output']>;
  /**
   * The diner cancels their own order inside the venue's cancel window (issue 23 item 6): until the venue
   * accepts, or within N minutes of placing (and before it accepts). An unpaid order is canceled (stock,
   * coupons, vouchers, gift cards and its slot given back); a paid one is refunded in full as a refund
   * order through the payment provider (points reversed too). The events carry `{"by":"diner"}` so staff
   * see who cancelled. Errors: 'cancel window closed' (code CANCEL_WINDOW_CLOSED, params.reason 'off',
   * 'accepted', 'expired' or 'status'), 'Paying', 'not found', 'invalid token', 'network busy'.
   */
  orderCancel: OrderCancelResult;
  /** The owner's review of an order; `id` is the trade id (§7.2). Ratings 0–100 (stars × 20). */
  orderComment: Scalars['Boolean']['output'];
  /** A member pays part (or all) of their own unpaid order with loyalty credits: min(balance, amount due, amount) cents; `amount` absent = as much as possible. Errors: 'invalid token', 'not found', 'user only', 'Feature Not Available', 'not valid' {reason empty | nothingDue | giftCardOrder}, 'Paying', 'forbidden'. */
  orderCreditsApply: CreditsApplyResult;
  /**
   * Places (`id` absent or 0) or edits (`id` = the order's id; `param.version` must be the order's
   * current version) an order. The server recomputes every line and fee from the menu with the same
   * domain functions as the browser and refuses any difference ('not valid'). Idempotent: put a
   * `client_key` (1–100 characters, one per checkout, e.g. a UUID) in `param.extra`; the same key returns
   * the same order. Errors: see the file header, plus 'invalid token' without a session.
   */
  orderEdit: OrderEditResult;
  /**
   * Pays all or part of the viewer's unpaid order with a gift card (the server takes min(balance, due)).
   * Errors: 'not found', 'not valid' {reason: 'brand' | 'expired' | 'empty' | 'giftCardOrder' | 'nothingDue'},
   * 'Paying', 'forbidden'.
   */
  orderGiftCardApply: GiftCardApplyResult;
  /**
   * Appends a status event through the order status table (§4.2, §4.7). Staff (console session): any
   * allowed event — 21 accept, 22 refuse, 23 ready, 31 delivering, 6 fulfilled, 2 paid in store, 5 cancel
   * (unpaid), 44/24 refund everything not yet refunded (one refund order; partial refunds: orderRefund).
   * On a multi-store order 21, 23, 31 and 6 move one store's part (`store_id`), or every store's part
   * that can (no `store_id`); the order follows its slowest store (accepted when all accepted, ready
   * when all are ready). The diner: 6 complete (delivery in its last step), 5 cancel (not yet
   * accepted), 44 ask for a refund, with an optional `reason` (trimmed, at most 200 characters; kept in
   * the event's extra as {"reason", "request":"diner"} and shown to staff with the request; issue 26
   * item 12). `reason` with any other event, or longer than 200 characters: 'not valid' (params.field
   * 'reason'). Errors: 'not found', 'forbidden', 'not acceptable', 'network busy' (the payment provider
   * refused a refund).
   */
  orderOperate: OrderOperateResult;
  /** Drop-in additional details (`details` JSON, e.g. {details: {redirectResult}}); answers the provider's result code and action JSON. */
  orderPayAdditionDetails: PayDetailsResult;
  /**
   * Starts paying the order's amount due. `pay.amount` and `pay.surcharge` must be the server's (the
   * amount due and the card surcharge, cents), and together more than 50 cents. Hosted (2): redirect the
   * browser to `session_data`. Drop-in (1): `session_data` is the provider's action JSON (the simulator
   * answers result_code 'RedirectShopper' with {type:'redirect', url}). Continuing a pending payment
   * returns it again. Errors: 'invalid token', 'not found', 'not acceptable', 'forbidden' (paid), 'not
   * valid', 'Paying', 'network busy', PAYMENT_BELOW_MINIMUM.
   */
  orderPayApply: PayApplyResult;
  /** Cancels the order's pending payment; the order goes back to unpaid. */
  orderPayCancel: Scalars['Boolean']['output'];
  /** Reports a drop-in error (logged). */
  orderPayError: Scalars['Boolean']['output'];
  /** Removes one of the member's stored cards; `reference` must be the member's uid (PayConfiguration.shopper_reference). 'forbidden' for anybody else, 'not found' for a card that is not theirs. */
  orderPayRemoveStoredPaymentMethod: Scalars['Boolean']['output'];
  /**
   * Staff (console session): refunds part of a paid order as a refund order (§3.2 refund_orders) —
   * chosen lines and counts (`lines`: the positions of item lines in `carts` and how many) or an
   * `amount` in cents — through the payment provider. Never more than paid minus already refunded
   * (concurrent refunds included). The order moves to 44 then 24; its status becomes 11 (partly
   * refunded) or 3 (refunded in full). Errors: 'forbidden' (not staff), 'not found', 'not valid'
   * (params.field: bad lines or counts, 0 cents, both or neither of lines and amount), 'not acceptable'
   * (params.reason 'refundExceedsPaid' with params.refundable cents; or params.from/to: never paid),
   * 'network busy' (the provider refused; nothing refunded).
   */
  orderRefund: RefundOrder;
  /**
   * Checks out the table (our addition; storefront.md §4 "Checkout flow", orders-and-payments.md §4.8):
   * creates the order of the open sitting — or updates it while it is unpaid — from its lines sent to the
   * kitchen and not yet paid, under the sitting's trade id, priced by the server (no stock is taken again:
   * the rounds took it), and locks the table for checkout. Pay it with `orderPayApply(tradeid)` and the
   * answer's `amount` and `surcharge`; once paid every phone at the table gets the lines with status 2
   * (and, when the venue's `table_close_paid` is 1, the sitting closes). Refusals: 'store closed'
   * {payable: false} when the venue's tablepayments is 0 (pay at the counter); 'Table is locked for
   * checking out, please remove new items in shopping cart!' while new lines remain; "Shopping cart can't
   * be empty!" when nothing was sent; 'forbidden' when the sitting's order is paid; 'Paying' when a
   * payment is pending and the lines changed; the identity refusals of `orderResEdit`.
   */
  orderResCheckout: OrderResCheckout;
  /**
   * Joins the table and saves its cart. The first call on a ready table opens its sitting with `count`
   * seats (or the table's; a 0-seat table gets 1 unless the venue's tableguest setting says otherwise). On
   * a passcode table a caller who has not joined must send the 4-digit passcode `k`. Wrong guesses are
   * limited per table and phone — 5 at one table per 15 minutes per device uid and per session — and per
   * client address across all tables and phones — 30 an hour free, then each further guess waits 2 s,
   * 4 s, 8 s … (at most 15 minutes) after the address's latest wrong one; never per table alone. Past a
   * limit the guess is not evaluated: 'Too many wrong passcodes…' with extensions retryAfterSeconds.
   * `carts` is the diff against the cart at `version`: removed lines with a negative count, changed lines
   * with the delta, new lines in full (status 1). `version` (our addition) is the `orderversion` the diff
   * was made against: a stale one answers 'version conflict' with extensions {version, tradeid, carts} —
   * re-apply your change on that cart and send again. Without `version` the diff is merged into the cart as
   * it is. Only one orderResEdit or orderResSubmit per request (aliases refused). Needs the session from
   * orderResInfo. Messages: see storefront.md §8 and tables/table.ts.
   */
  orderResEdit: OrderResource;
  /**
   * Sends the table's new lines (status 1) to the kitchen as the next round (our addition): they become
   * status 21 with `round` set, their stock is taken, and the table and the staff screens are told.
   * 'All items have been sent to kitchen, please add more!' when nothing is new; 'Table is locked for
   * checking out, please remove new items in shopping cart!' when locked; 'version conflict' when `version`
   * is given and stale.
   */
  orderResSubmit: OrderResource;
  /** Deletes the user's own saved card. Error: 'not found'. */
  payCardDelete: Scalars['Boolean']['output'];
  /**
   * Adds (id 0) or changes a saved card label: name, brand, last four digits, expiry, provider reference.
   * A full card number in `number` is refused ('not valid', field number) and never stored or logged.
   */
  payCardEdit: Maybe<PayCard>;
  /** Deletes the user's own delivery address. Error: 'not found'. */
  shippingDelete: Scalars['Boolean']['output'];
  /** Adds (id 0) or changes the user's own delivery address. Errors: 'not valid' (field), 'not found'. */
  shippingEdit: Maybe<Shipping>;
  /** Staff console (session cookie, manager or owner; issue 26 item 8): adds `points` (1–100,000) to the scanned member's points at the venue's brand, `reason` (1–200 characters) kept in the ledger (kind adjust) and the staff audit log ('member.points.add'). Answers the card after the change. Errors: 'forbidden'; 'not valid' {field uid | points | reason}; 'not found' (no such member); 'Feature Not Available'. */
  staffMemberPointsAdd: CustomerInfo;
  /** Staff console (session cookie): redeems a voucher in store by its code. Errors: 'forbidden', 'not found', 'not valid' (not usable at this venue), 'exist already' (used). */
  staffVoucherRedeem: Voucher;
  /**
   * Holds this phone's share of the table's bill (recomputed by the server with the domain's quoteShare;
   * SPLIT_MISMATCH {amount, balance} when `share.amount` differs) and makes its order: pay it with
   * orderPayApply(tradeid, {amount, surcharge}). SPLIT_* refusals carry `balance` (what remains).
   */
  tableSplitPay: TableSharePayment;
  /** Sends a code to the signed-in user's own mobile (`account`) to confirm an e-mail change. */
  userAccountModifyRequest: Scalars['Boolean']['output'];
  /** Changes the e-mail with the code. Errors: 'exist already' (e-mail taken), 'The account or password incorrect' (code). */
  userAccountModifySubmit: Scalars['Boolean']['output'];
  /** Changes the profile: names, gender (0 unselected, 1 male, 2 female), birthday (DD/MM/YYYY) or email. */
  userEdit: Maybe<UserInfo>;
  /**
   * Logs a member in by mobile and password. Errors: 'The account or password incorrect'; 'Too many
   * attempts, please try again later' (extensions.code TOO_MANY_ATTEMPTS, params.retryAfterSeconds) when
   * the account has 10 failures in the hour from any address, or the client address 30 across accounts:
   * each further attempt then waits 30 s, 1 min, 2 min … (account) or 2 s, 4 s … (address), at most 15
   * minutes, after the latest failure, and is not evaluated meanwhile.
   */
  userLogin: Maybe<Auth>;
  /**
   * The membership card's login (accounts-and-loyalty.md §1, §8; issue 26 item 10; ADR 0012): 'OA' is
   * the venue's official account, whose in-app browser (the card's embedded source mode) shares no
   * storage with the ordering site. Either `code` — a one-use card code (CustomerInfo.authorization_code
   * behind 'order online', or the browser switch's `code`; 120 s) — or `account` + `password` as
   * userLogin; `venue_code` is the card's venue. Errors, in this order: 'not valid' (field venue_code or
   * account); 'not available' (the venue has no membership card: unknown, no membership capability or no
   * loyalty programme; the client shows an empty message); 'Too many attempts, please try again later'
   * (TOO_MANY_ATTEMPTS, the limits of userLogin; a code try counts against the address only);
   * 'The account or password incorrect' (wrong mobile or password; a code malformed, unknown, expired or
   * already spent); 'not acceptable' (→ 'You have no permission': a code of another brand's card, or an
   * account that is no longer a member). Answers a new user session, as userLogin.
   */
  userLoginOa: Maybe<Auth>;
  /**
   * Logs a member in with a social identity: platform 3 Facebook (`token` = user access token, checked
   * with debug_token), 4 Google, 5 Apple (`token` = ID token, checked against the provider's JWKS);
   * `id` = the provider's user id. An identity bound to no member, or a token that does not prove it,
   * answers 'The account or password incorrect' (the client then registers with the same platform, id
   * and token: a registered mobile is bound, bindOnly).
   */
  userLoginSocial: Maybe<Auth>;
  /**
   * Deletes the account (§2.15): erases names, phone, e-mail, birthday, addresses, cards, sessions and
   * SMS records; orders stay, de-identified. The phone can register again.
   */
  userLogoff: Scalars['Boolean']['output'];
  /** Ends the caller's session at once (its token then answers 'invalid token'). */
  userLogout: Scalars['Boolean']['output'];
  /** Changes the member's password (old_password unset only while none is set, §2.7). Error: 'The account or password incorrect'. */
  userPasswordModify: Scalars['Boolean']['output'];
  /** Sends a password-reset code. Errors: 'not found' (no member; counted against the address's code requests), 'not valid', 'network busy' (the limits of userRegisterRequest). */
  userPasswordResetRequest: Scalars['Boolean']['output'];
  /** Sets a new password with the reset code; ends every session. Errors: 'The account or password incorrect', 'not found'. */
  userPasswordResetSubmit: Scalars['Boolean']['output'];
  /**
   * Sends a registration code by SMS to the mobile (`account`, validated for `country`, default AU).
   * Errors: 'not valid' (bad mobile), 'exist already' (a member has it; answered only once the code step
   * passed its limits), 'network busy' with extensions.params.retryAfterSeconds (1 per 60 s and 5 per day
   * per phone; per client address 30 an hour, then each further request waits 10 s, 20 s, 40 s … at most
   * 15 minutes; reset lookups of unregistered mobiles count too; or, when a captcha is configured, no or a failed
   * token in the `xc-ct` (or `x-captcha-token`) header, action 'submit'). The same captcha rule applies to
   * userPasswordResetRequest and userAccountModifyRequest.
   */
  userRegisterRequest: Scalars['Boolean']['output'];
  /**
   * Registers and signs in. Platform 1 or omitted (mobile member): `account` (mobile), `country`,
   * `password` (8–128 characters), `code` (from userRegisterRequest), optional `firstname`, `lastname`,
   * `email`; a guest signed in with the same mobile becomes the member and keeps its orders. Social
   * platforms 3/4/5: `id`, `token` (see userLoginSocial), `account`, `country`, `code`; password optional;
   * a mobile already registered is bound to the identity (bindOnly). Errors:
   * 'exist already', 'The account or password incorrect' (code wrong, used, expired or voided),
   * '422 Unprocessable Entity' (field email), 'not valid' (field). Platform 2 (guest checkout):
   * `account` (mobile) and `firstname` required, `lastname` and `email` optional; no code. Answers the
   * session (`authorization.token` for 'authorization: Bearer …', seconds) and the user. Other
   * platforms: 'not acceptable'.
   */
  userRegisterSubmit: Maybe<Auth>;
  /**
   * Exchanges a refresh token for a new session (the old one ends). Reusing a spent refresh token ends
   * every session of its family. Error: 'invalid token'.
   */
  userTokenRefresh: Maybe<Auth>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationGiftCardPurchaseArgs = {
  param: GiftCardPurchaseInput;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderCancelArgs = {
  tradeid: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderCommentArgs = {
  id: Scalars['ID']['input'];
  param: OrderCommentParamInput;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderCreditsApplyArgs = {
  amount: InputMaybe<Scalars['Int']['input']>;
  tradeid: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderEditArgs = {
  id: InputMaybe<Scalars['Int']['input']>;
  param: UmsOrderEditParamInput;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderGiftCardApplyArgs = {
  code: Scalars['String']['input'];
  tradeid: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderOperateArgs = {
  reason: InputMaybe<Scalars['String']['input']>;
  status: Scalars['Byte']['input'];
  store_id: InputMaybe<Scalars['Long']['input']>;
  tradeid: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderPayAdditionDetailsArgs = {
  details: Scalars['String']['input'];
  platform: Scalars['Byte']['input'];
  trade_id: InputMaybe<Scalars['String']['input']>;
  venue_code: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderPayApplyArgs = {
  param: OrderPayApplyParamInput;
  tradeid: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderPayCancelArgs = {
  tradeid: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderPayErrorArgs = {
  error: InputMaybe<Scalars['String']['input']>;
  platform: Scalars['Byte']['input'];
  trade_id: InputMaybe<Scalars['String']['input']>;
  venue_code: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderPayRemoveStoredPaymentMethodArgs = {
  id: Scalars['String']['input'];
  platform: Scalars['Byte']['input'];
  reference: Scalars['String']['input'];
  venue_code: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderRefundArgs = {
  param: OrderRefundInput;
  tradeid: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderResCheckoutArgs = {
  rc: InputMaybe<Scalars['String']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderResEditArgs = {
  carts: InputMaybe<Array<OrderResCartInput>>;
  count: InputMaybe<Scalars['Int']['input']>;
  k: InputMaybe<Scalars['String']['input']>;
  rc: InputMaybe<Scalars['String']['input']>;
  tid: InputMaybe<Scalars['Long']['input']>;
  version: InputMaybe<Scalars['Int']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationOrderResSubmitArgs = {
  rc: InputMaybe<Scalars['String']['input']>;
  version: InputMaybe<Scalars['Int']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationPayCardDeleteArgs = {
  id: Scalars['Long']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationPayCardEditArgs = {
  id: Scalars['Long']['input'];
  param: PayCardInput;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationShippingDeleteArgs = {
  id: Scalars['Long']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationShippingEditArgs = {
  id: Scalars['Long']['input'];
  param: ShippingInput;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationStaffMemberPointsAddArgs = {
  points: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
  uid: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationStaffVoucherRedeemArgs = {
  code: Scalars['String']['input'];
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationTableSplitPayArgs = {
  rc: InputMaybe<Scalars['String']['input']>;
  share: TableShareInput;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserAccountModifyRequestArgs = {
  account: InputMaybe<Scalars['String']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserAccountModifySubmitArgs = {
  account: InputMaybe<Scalars['String']['input']>;
  code: InputMaybe<Scalars['String']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
  param: InputMaybe<UserAccountModifyInput>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserEditArgs = {
  param: UserEditInput;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserLoginArgs = {
  account: InputMaybe<Scalars['String']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
  password: InputMaybe<Scalars['String']['input']>;
  terminal: InputMaybe<Scalars['Byte']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserLoginOaArgs = {
  account: InputMaybe<Scalars['String']['input']>;
  code: InputMaybe<Scalars['String']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
  password: InputMaybe<Scalars['String']['input']>;
  terminal: InputMaybe<Scalars['Byte']['input']>;
  venue_code: InputMaybe<Scalars['String']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserLoginSocialArgs = {
  id: InputMaybe<Scalars['String']['input']>;
  platform: InputMaybe<Scalars['Byte']['input']>;
  terminal: InputMaybe<Scalars['Byte']['input']>;
  token: InputMaybe<Scalars['String']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserPasswordModifyArgs = {
  new_password: InputMaybe<Scalars['String']['input']>;
  old_password: InputMaybe<Scalars['String']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserPasswordResetRequestArgs = {
  account: InputMaybe<Scalars['String']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserPasswordResetSubmitArgs = {
  account: InputMaybe<Scalars['String']['input']>;
  code: InputMaybe<Scalars['String']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
  password: InputMaybe<Scalars['String']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserRegisterRequestArgs = {
  account: InputMaybe<Scalars['String']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserRegisterSubmitArgs = {
  account: InputMaybe<Scalars['String']['input']>;
  code: InputMaybe<Scalars['String']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
  email: InputMaybe<Scalars['String']['input']>;
  firstname: InputMaybe<Scalars['String']['input']>;
  id: InputMaybe<Scalars['String']['input']>;
  lastname: InputMaybe<Scalars['String']['input']>;
  password: InputMaybe<Scalars['String']['input']>;
  platform: InputMaybe<Scalars['Byte']['input']>;
  terminal: InputMaybe<Scalars['Byte']['input']>;
  token: InputMaybe<Scalars['String']['input']>;
  username: InputMaybe<Scalars['String']['input']>;
};


/** Write operations; each area's SDL file extends it (orders, payments, table, users). */
export type MutationUserTokenRefreshArgs = {
  refresh_token: Scalars['String']['input'];
};

/** A third-party ordering link (storefront.md §3 online_platforms). */
export type OnlinePlatform = {
  __typename?: 'OnlinePlatform';
  /** URL of the venue's page on the platform. */
  link: Scalars['String']['output'];
  /** The platform's logo URL or path. */
  logo: Scalars['String']['output'];
  /** The platform's name. */
  name: Scalars['String']['output'];
  /** Platform code: 41–48 third-party delivery marketplaces (storefront.md §9). */
  pid: Scalars['Int']['output'];
};

/** A weekly opening range (storefront.md §3 opentime), in the venue's timezone. */
export type OpenTime = {
  __typename?: 'OpenTime';
  /** JSON list of order category types this range serves; [] = all. */
  available_markets: Scalars['String']['output'];
  /** Closing time 'HH:mm'; '24:00' may end a range; an end before the start runs past midnight. */
  t_end: Scalars['String']['output'];
  /** Opening time 'HH:mm' (24-hour). */
  t_start: Scalars['String']['output'];
  /** 0 = Sunday … 6. */
  week: Scalars['Int']['output'];
};

/** An order (§3.1 list fields and §3.2 detail fields). Money in cents, instants in seconds. */
export type Order = {
  __typename?: 'Order';
  /** Until when its diner may cancel it (issue 23 item 6): seconds since the epoch, -1 until the venue accepts, null when they may not (the venue's window is off or has passed, or the venue accepted). */
  cancel_until: Maybe<Scalars['Long']['output']>;
  /** The lines (only store `store_id`'s when orderInfo names one). */
  carts: Maybe<Array<OrderLine>>;
  /** The fulfilment option's name, e.g. 'Pick up'. */
  category_name: Scalars['String']['output'];
  /** Fulfilment: 1 counter, 2/6 table, 3 takeaway, 4 delivery. */
  category_type: Scalars['Int']['output'];
  /** Seconds since the epoch. */
  created_at: Scalars['Long']['output'];
  /** Contact of the user who placed it; null when none (e.g. table orders). */
  customer: Maybe<OrderCustomer>;
  /** JSON string (deliverySurcharge, serviceSurchargeRate, serviceSurchargeName, orderNotes, groupAmountLimit, groupAccount). */
  extra: Maybe<Scalars['String']['output']>;
  /** Cents: delivery fee plus minimum-order top-up plus delivery surcharge. */
  feedelivery: Scalars['Int']['output'];
  /** Cents: coupon discounts (positive). */
  feediscount: Scalars['Int']['output'];
  /** Paid so far, card surcharge included. */
  feepay: Maybe<Scalars['Int']['output']>;
  /** The card payment surcharge paid (cents, within feepay): the 'Payment surcharge' line of §2.4/§2.7. */
  feepaysurcharge: Maybe<Scalars['Int']['output']>;
  /** Refunded so far (cents): the sum of the refund orders. */
  feerefund: Maybe<Scalars['Int']['output']>;
  /** Cents: the service surcharge. */
  feesurcharge: Scalars['Int']['output'];
  /** Cents: all tax, inclusive and not. */
  feetax: Scalars['Int']['output'];
  /** JSON string of tax lines. */
  feetaxes: Scalars['String']['output'];
  /** Cents: non-inclusive tax, added to the total. */
  feetaxextra: Maybe<Scalars['Int']['output']>;
  /** Cents: the tip. */
  feetips: Maybe<Scalars['Int']['output']>;
  /** Cents: the amount due (feetotal + feesurcharge + feedelivery − feediscount + feetaxextra + feetips, not below 0), card surcharge not included. */
  feetopay: Maybe<Scalars['Int']['output']>;
  /** Cents: items subtotal, Σ price × count over the lines. */
  feetotal: Scalars['Int']['output'];
  /** The order's row id. */
  id: Scalars['Long']['output'];
  /** Receipt code: /cloud/open/invoice/view/{invoice_code}. */
  invoice_code: Maybe<Scalars['String']['output']>;
  /** The order notes (extra.orderNotes, at most 1000 characters). */
  notes: Maybe<Scalars['String']['output']>;
  /** The display number, e.g. 'OT-007' (§9). */
  order_number: Scalars['String']['output'];
  /** '' for an order (a refund order's original trade id). */
  parent_tradeid: Maybe<Scalars['String']['output']>;
  /** Payment entries: coupons (type 25) and card payments received online (type 1). */
  payments: Maybe<Array<OrderPaymentEntry>>;
  /** 0 = not paid. */
  paytime: Scalars['Long']['output'];
  /** The code shown at the counter to collect the order (its trade id, the order QR of §2.5, §2.11): pick-up (1) and takeaway (3) orders only; null for delivery and table orders (issue 27). */
  pickup_code: Maybe<Scalars['String']['output']>;
  /** Done refunds, oldest first. */
  refund_orders: Array<RefundOrder>;
  /** The table of a dine-in order (one entry); [] otherwise. */
  res: Array<OrderRes>;
  /** Daily number per venue, from 1, counted in the venue's timezone. */
  seqnum: Scalars['Int']['output'];
  /** Delivery address and fields; null when none were sent. */
  shipping: Maybe<OrderShipping>;
  /** Order source: 30 table, 40 default, 41, 51, 71. */
  source: Scalars['Int']['output'];
  /** Payment status: 1 unpaid, 2 paid, 3 refunded, 5 canceled, 11 refunding, 12 paying. */
  status: Scalars['Int']['output'];
  /** Status events, oldest first; the current one is the last that is not 25. */
  statustime: Array<StatusTime>;
  /** One per store when the lines come from more than one store (§4.6); [] otherwise. */
  store_orders: Maybe<Array<StoreOrder>>;
  /** The order's trade id (unguessable; a table order's is its sitting's). */
  tradeid: Scalars['String']['output'];
  /** Order type as placed (default 2; table checkouts 2); 1 leaves the 'O' out of order_number. */
  type: Scalars['Int']['output'];
  /** Scheduled time; 0 = ASAP. */
  validtime: Scalars['Long']['output'];
  /** The venue's code. */
  venue_code: Scalars['String']['output'];
  /** The venue's cover image URL or path. */
  venue_cover: Scalars['String']['output'];
  /** The venue's id. */
  venue_id: Scalars['Long']['output'];
  /** The venue's name. */
  venue_name: Scalars['String']['output'];
  /** Bumped by every edit: send it back as orderEdit param.version. */
  version: Maybe<Scalars['Int']['output']>;
};

/** What orderCancel answers. */
export type OrderCancelResult = {
  __typename?: 'OrderCancelResult';
  /** The order's payment status after the cancel: 5 canceled (it was unpaid) or 3 refunded (it was paid). */
  status: Scalars['Int']['output'];
};

/** A cart line as sent (§3.4). */
export type OrderCartLineInput = {
  /** Category id. */
  cid?: InputMaybe<Scalars['Long']['input']>;
  /** The item's code. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Quantity, 1–9999 (absolute: a modifier on 2 lattes is one type-22 line with count 2). */
  count: Scalars['Int']['input'];
  /** Cents of discount on the line; must equal the server's. */
  discount?: InputMaybe<Scalars['Int']['input']>;
  /** JSON {groupCartSeqId, gtid (the parent line's tid), notes}; at most 2000 characters. */
  extra?: InputMaybe<Scalars['String']['input']>;
  /** Group id tying bundle children and modifier lines to their parent line. */
  gid?: InputMaybe<Scalars['Long']['input']>;
  /** Line id in the client cart (default 0). */
  id?: InputMaybe<Scalars['Long']['input']>;
  /** The menu the line comes from (Menu.id). */
  menu_id: Scalars['Long']['input'];
  /** Ignored: the server names lines from the menu ('Name(Variant)' for a variant). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Product id, or the set menu / combo id for a bundle line (101/102). */
  pid: Scalars['Long']['input'];
  /** Cents: the unit price; must equal the menu's (bundle children: their upcharge). */
  price: Scalars['Int']['input'];
  /** Course (OrderSequence.sequence); 99 is read as 0. */
  sequence?: InputMaybe<Scalars['Int']['input']>;
  /** Variant id; 0 when none. */
  sid?: InputMaybe<Scalars['Long']['input']>;
  /** Must be 1 (new) when placing or editing an order. */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** The store preparing the line (Store.id); default 0. */
  store_id?: InputMaybe<Scalars['Long']['input']>;
  /** JSON array of tax rates [{id, attr, name, rate}]; the server rewrites it from the menu for item, bundle and modifier lines. */
  taxes?: InputMaybe<Scalars['String']['input']>;
  /** Cents of non-inclusive tax on the line; must equal the server's. */
  taxextra?: InputMaybe<Scalars['Int']['input']>;
  /** Cents of tax on the line; must equal the server's. */
  taxtotal?: InputMaybe<Scalars['Int']['input']>;
  /** Line id in the client cart; for a modifier line (22) the modifier option's id. */
  tid?: InputMaybe<Scalars['Long']['input']>;
  /** Line type: 2 product, 21 product with variant, 22 modifier, 101 set menu, 102 combo, 1021 combo group. */
  type: Scalars['Int']['input'];
  /** Cents: the original unit price; must equal the menu's. */
  value?: InputMaybe<Scalars['Int']['input']>;
};

/** A fulfilment option of the venue (storefront.md §3, §9). */
export type OrderCategory = {
  __typename?: 'OrderCategory';
  /** Label, e.g. 'Pick up', 'Table Service', 'Take Away', 'Delivery', 'Dine In'. */
  name: Scalars['String']['output'];
  /** Order category type: 1 counter, 2 table, 3 takeaway, 4 delivery, 6 dine-in. */
  type: Scalars['Int']['output'];
};

/** A review (§3.13); ratings 0–100 (stars × 20); a second review replaces the first. */
export type OrderCommentParamInput = {
  /** The review text. */
  comments?: InputMaybe<Scalars['String']['input']>;
  /** Environment rating, 0–100. */
  env?: InputMaybe<Scalars['Int']['input']>;
  /** Overall rating, 0–100. */
  general?: InputMaybe<Scalars['Int']['input']>;
  /** Service rating, 0–100. */
  service?: InputMaybe<Scalars['Int']['input']>;
  /** Taste rating, 0–100. */
  taste?: InputMaybe<Scalars['Int']['input']>;
  /** Timeliness rating, 0–100. */
  time?: InputMaybe<Scalars['Int']['input']>;
};

/** The contact of the user who placed the order (§3.2 customer). */
export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  /** Not stored by Platter: null. */
  city: Maybe<Scalars['String']['output']>;
  /** Not stored by Platter: null. */
  country: Maybe<Scalars['String']['output']>;
  /** The ordering user's email. */
  email: Maybe<Scalars['String']['output']>;
  /** The ordering user's first name. */
  firstname: Maybe<Scalars['String']['output']>;
  /** The ordering user's last name. */
  lastname: Maybe<Scalars['String']['output']>;
  /** The ordering user's phone. */
  phone: Maybe<Scalars['String']['output']>;
  /** Not stored by Platter: null. */
  postcode: Maybe<Scalars['String']['output']>;
  /** Not stored by Platter: null. */
  state: Maybe<Scalars['String']['output']>;
  /** Not stored by Platter: null. */
  street1: Maybe<Scalars['String']['output']>;
  /** Not stored by Platter: null. */
  street2: Maybe<Scalars['String']['output']>;
};

/** What orderEdit answers. */
export type OrderEditResult = {
  __typename?: 'OrderEditResult';
  /** The order's row id (orderEdit's `id` for a later edit). */
  id: Scalars['Long']['output'];
  /** An ASAP order whose 15-minute slot was full moved to the first slot with room: that time (seconds since the epoch); null otherwise (issue 23 item 5). */
  moved_to: Maybe<Scalars['Long']['output']>;
  /** The order's trade id (orderInfo, orderPayApply). */
  tradeid: Scalars['String']['output'];
};

/** A gift card applied to an order: the code's last four characters, cents taken, the card's balance now. */
export type OrderGiftCard = {
  __typename?: 'OrderGiftCard';
  /** Cents the card paid of this order. */
  amount: Scalars['Int']['output'];
  /** The card's balance now, cents. */
  balance: Scalars['Int']['output'];
  /** The last four characters of the card code. */
  last4: Scalars['String']['output'];
};

/** A line of an order (§3.2 carts, §3.4). Money in cents. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** Category id. */
  cid: Scalars['Long']['output'];
  /** The item's code. */
  code: Scalars['String']['output'];
  /** Quantity: absolute, e.g. a modifier on 2 lattes is one type-22 line with count 2. */
  count: Scalars['Int']['output'];
  /** Cents of discount on the line. */
  discount: Scalars['Int']['output'];
  /** JSON {groupCartSeqId, gtid (the parent line's tid), notes}. */
  extra: Scalars['String']['output'];
  /** Group id tying bundle children and modifier lines to their parent line. */
  gid: Scalars['Long']['output'];
  /** Line id in the client cart. */
  id: Scalars['Long']['output'];
  /** The menu the line comes from (Menu.id). */
  menu_id: Scalars['Long']['output'];
  /** The item's name; a variant line is 'Name(Variant)'. */
  name: Scalars['String']['output'];
  /** Our addition: the line's name in the menu's other languages, a JSON object such as {"zh-CN": "水晶虾饺"} (a variant line keeps its '(Variant)'); '{}' when the menu has none. */
  name_i18n: Maybe<Scalars['String']['output']>;
  /** Product id, or the set menu / combo id for a bundle line (101/102). */
  pid: Scalars['Long']['output'];
  /** Cents: the unit price charged; the line total is price × count. */
  price: Scalars['Int']['output'];
  /** Course (OrderSequence.sequence); 99 is read as 0. */
  sequence: Scalars['Int']['output'];
  /** Variant id; 0 when none. */
  sid: Scalars['Long']['output'];
  /** Cart line status: 1 new, 21 sent to the kitchen (unpaid), 2 paid. */
  status: Scalars['Int']['output'];
  /** The store preparing the line (Store.id); 0 when the venue has none. */
  store_id: Scalars['Long']['output'];
  /** JSON array of the product's tax rates [{id, attr, name, rate}] copied from the menu. */
  taxes: Scalars['String']['output'];
  /** Cents of non-inclusive tax on the line. */
  taxextra: Scalars['Int']['output'];
  /** Cents of tax on the line, inclusive and not. */
  taxtotal: Scalars['Int']['output'];
  /** Line id in the client cart; for a modifier line (22) the modifier option's id. */
  tid: Scalars['Long']['output'];
  /** Line type: 2 product, 21 product with variant, 22 modifier, 101 set menu, 102 combo, 1021 combo group. */
  type: Scalars['Int']['output'];
  /** Cents: the original unit price (bundle children: the component's price). */
  value: Scalars['Int']['output'];
};

/** The status event orderOperate appended. */
export type OrderOperateResult = {
  __typename?: 'OrderOperateResult';
  /** Seconds since the epoch of the appended event. */
  datetime: Scalars['Long']['output'];
  /** The event appended (§4.2). */
  status: Scalars['Int']['output'];
};

/** orderPayApply's param. */
export type OrderPayApplyParamInput = {
  /** The payment. */
  pay: PayInput;
};

/** A payment entry of an order (§3.2 payments, §3.7). Money in cents. */
export type OrderPaymentEntry = {
  __typename?: 'OrderPaymentEntry';
  /** Cents: the coupon's discount, or the card payment's amount (surcharge included). */
  amount: Scalars['Int']['output'];
  /** Coupon entries: the coupon's value (cents for type 2, else percent paid); 0 otherwise. */
  change: Scalars['Int']['output'];
  /** The entry's id. */
  id: Scalars['Long']['output'];
  /** JSON: coupon {mode, name, type, shortCode, minimumOrder}; card {provider, session, brand, last4, surcharge}. */
  notes: Scalars['String']['output'];
  /** Coupon entries: the coupon's id; 0 otherwise. */
  pid: Scalars['Long']['output'];
  /** Coupon: 0; card: the payment platform (1 drop-in, 2 hosted). */
  platform: Scalars['Int']['output'];
  /** Coupon entries: the coupon's index; 0 otherwise. */
  sid: Scalars['Long']['output'];
  /** 25 coupon; 1 card payment received online. */
  type: Scalars['Int']['output'];
};

/** A coupon payment entry (§3.7) as priceOrder builds it; only type 25 is accepted and every field must equal the server's. */
export type OrderPaymentInput = {
  /** Cents: the coupon's discount. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** The coupon's value (cents for type 2, else percent paid). */
  change?: InputMaybe<Scalars['Int']['input']>;
  /** Entry id (0). */
  id?: InputMaybe<Scalars['Long']['input']>;
  /** JSON {mode, name, type, shortCode, minimumOrder} of the coupon. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The coupon's id (Coupon.id). */
  pid?: InputMaybe<Scalars['Long']['input']>;
  /** 0 for a coupon. */
  platform?: InputMaybe<Scalars['Int']['input']>;
  /** The coupon's index among the order's coupons. */
  sid?: InputMaybe<Scalars['Long']['input']>;
  /** 25 (coupon); any other value is 'not valid'. */
  type: Scalars['Int']['input'];
};

/** orderRefund's param: exactly one of `lines`, `amount` and `all`; or `tip: true` alone (the tip only). */
export type OrderRefundInput = {
  /** Everything not yet refunded; with `tip: false`, everything but the order's tip (issue 24 item 3). */
  all?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cents. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** The lines to refund (not with `amount`). */
  lines?: InputMaybe<Array<OrderRefundLineInput>>;
  /** Why (kept with the refund order, shown to staff). */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** With `lines` or `all`: include the order's tip (true) or leave it (false). Alone (true): refund only the tip. The tip goes back whole, once. */
  tip?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A line to refund: an item (its head line) of the order and how many of it. */
export type OrderRefundLineInput = {
  /** How many to refund: 1 up to the count not yet refunded. */
  count: Scalars['Int']['input'];
  /** The item's position in the order's carts (its head line: product, variant, set menu or combo). */
  position: Scalars['Int']['input'];
};

/** The table of a dine-in order (§3.2 res). */
export type OrderRes = {
  __typename?: 'OrderRes';
  /** Always 0. */
  bookingdt: Scalars['Long']['output'];
  /** Always 0. */
  count: Scalars['Int']['output'];
  /** Always ''. */
  data: Scalars['String']['output'];
  /** Always 0. */
  enddt: Scalars['Long']['output'];
  /** The table's name. */
  name: Scalars['String']['output'];
  /** Always 0. */
  startdt: Scalars['Long']['output'];
  /** Always 0. */
  status: Scalars['Int']['output'];
  /** Always 0. */
  subtype: Scalars['Int']['output'];
  /** The table's id. */
  tid: Scalars['Long']['output'];
  /** Always 1. */
  type: Scalars['Int']['output'];
};

/** The order fees of a table's unpaid lines (our addition). Money in cents; feetaxes is the orders' JSON tax lines. */
export type OrderResBill = {
  __typename?: 'OrderResBill';
  /** Cents: discounts (positive). */
  feediscount: Scalars['Int']['output'];
  /** Cents: the service surcharge. */
  feesurcharge: Scalars['Int']['output'];
  /** Cents: all tax, inclusive and not. */
  feetax: Scalars['Int']['output'];
  /** JSON string of tax lines [{attr, name, rate, subTotal, tax}]. */
  feetaxes: Scalars['String']['output'];
  /** Cents: non-inclusive tax, added to the total. */
  feetaxextra: Scalars['Int']['output'];
  /** Cents: the amount due, card payment surcharge not included. */
  feetopay: Scalars['Int']['output'];
  /** Cents: items subtotal, Σ price × count. */
  feetotal: Scalars['Int']['output'];
};

/** A cart line as sent in an orderResEdit diff (storefront.md §3 "Cart line"). Money in cents; `count` may be negative (a removal or decrease). */
export type OrderResCartInput = {
  /** Category id. */
  cid?: InputMaybe<Scalars['Long']['input']>;
  /** The item's code. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** New lines: the quantity; changed lines: the delta; removed lines: minus the stored count. */
  count: Scalars['Int']['input'];
  /** Cents of discount on the line. */
  discount?: InputMaybe<Scalars['Int']['input']>;
  /** JSON {groupCartSeqId, gtid (the parent line's tid), notes} (default '{}'). */
  extra?: InputMaybe<Scalars['String']['input']>;
  /** Group id tying bundle children and modifier lines to their parent line. */
  gid?: InputMaybe<Scalars['Long']['input']>;
  /** Line id in the client cart (default 0). */
  id?: InputMaybe<Scalars['Long']['input']>;
  /** Ignored (sent back as received). */
  inventory?: InputMaybe<OrderResInventoryInput>;
  /** The menu the line comes from (Menu.id). */
  menu_id: Scalars['Long']['input'];
  /** The item's name; a variant line is 'Name(Variant)'. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Product id, or the set menu / combo id for a bundle line (101/102). */
  pid: Scalars['Long']['input'];
  /** Cents: the unit price; a product, variant, modifier or bundle must still cost this on the menu (storefront.md §5), else 'not valid'. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Ignored (sent back as received). */
  round?: InputMaybe<Scalars['Int']['input']>;
  /** Course (OrderSequence.sequence); 99 is read as 0. */
  sequence?: InputMaybe<Scalars['Int']['input']>;
  /** Variant id; 0 when none. */
  sid?: InputMaybe<Scalars['Long']['input']>;
  /** 1 for a new line (default); lines sent to the kitchen cannot be changed. */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** The store preparing the line (Store.id); 0 when the venue has none. */
  store_id?: InputMaybe<Scalars['Long']['input']>;
  /** JSON array of tax rates [{id, attr, name, rate}] (default '[]'). */
  taxes?: InputMaybe<Scalars['String']['input']>;
  /** Cents of non-inclusive tax on the line. */
  taxextra?: InputMaybe<Scalars['Int']['input']>;
  /** Cents of tax on the line, inclusive and not. */
  taxtotal?: InputMaybe<Scalars['Int']['input']>;
  /** Line id in the client cart; for a modifier line (22) the modifier option's id. */
  tid?: InputMaybe<Scalars['Long']['input']>;
  /** Line type: 2 product, 21 product with variant, 22 modifier, 101 set menu, 102 combo, 1021 combo group. */
  type: Scalars['Int']['input'];
  /** Cents: the original unit price (bundle children: the component's price). */
  value?: InputMaybe<Scalars['Int']['input']>;
};

/** What orderResCheckout answers. Money in cents. */
export type OrderResCheckout = {
  __typename?: 'OrderResCheckout';
  /** The amount due now: send it as orderPayApply pay.amount. */
  amount: Scalars['Int']['output'];
  /** The order's id (orderEdit's id). */
  id: Scalars['Long']['output'];
  /** The table after the checkout (locked for checkout). */
  info: OrderResource;
  /** The card payment surcharge: send it as orderPayApply pay.surcharge. */
  surcharge: Scalars['Int']['output'];
  /** The order's trade id: the sitting's. */
  tradeid: Scalars['String']['output'];
};

/** orderResEditingChanged: the spec's fields (storefront.md §7), with `carts` null when `state` is 1. */
export type OrderResEvent = {
  __typename?: 'OrderResEvent';
  /** Milliseconds since the epoch. */
  bookingdt: Scalars['Long']['output'];
  /** The whole cart; null when state is 1. */
  carts: Maybe<Array<CartLine>>;
  /** The venue's table order category name. */
  category_name: Scalars['String']['output'];
  /** Always 2 (table). */
  category_type: Scalars['Int']['output'];
  /** The table's QR code key (/tbl?c={code}). */
  code: Scalars['String']['output'];
  /** Seats (number of guests). */
  count: Scalars['Int']['output'];
  /** Free-form data of the sitting shown to diners; '' when none. */
  data: Scalars['String']['output'];
  /** The lines this change applied (a table-cart diff), when small enough; null otherwise. */
  diff: Maybe<Array<CartLine>>;
  /** Milliseconds since the epoch: startdt + 3 h; 0 with no sitting. */
  enddt: Scalars['Long']['output'];
  /** Table name. */
  name: Scalars['String']['output'];
  /** The sitting's order (orderResCheckout id); 0 before checkout. */
  orderid: Scalars['Long']['output'];
  /** 0 while ordering; 2 once every line is paid. */
  orderstatus: Scalars['Int']['output'];
  /** The sitting's version (with no open sitting, the table's last): send it back as orderResEdit `version`. */
  orderversion: Scalars['Int']['output'];
  /** Number of the last kitchen round. */
  rounds: Scalars['Int']['output'];
  /** Milliseconds since the epoch the sitting opened; 0 with no sitting. */
  startdt: Scalars['Long']['output'];
  /** 0 in sync (carts included), 1 refresh (refetch with orderResInfo). */
  state: Scalars['Int']['output'];
  /** Table status: 0 not ready, 1 ready, 2 open, 3 locked for checkout, 4 needs staff, 5 closed. */
  status: Scalars['Int']['output'];
  /** The table's reservation type (restype, default 1). */
  subtype: Scalars['Int']['output'];
  /** The table's id. */
  tid: Scalars['Long']['output'];
  /** The sitting's trade id (128-bit, hex); '' while the table is ready. */
  tradeid: Scalars['String']['output'];
  /** The table's type, as imported (default 1). */
  type: Scalars['Int']['output'];
  /** The venue's id. */
  venue_id: Scalars['Long']['output'];
};

/** What orderResInfo answers (storefront.md §3 Table order resource). */
export type OrderResInfo = {
  __typename?: 'OrderResInfo';
  /** A table-diner session scoped to this table; null until the table-ordering flow issues one. */
  auth: Maybe<Auth>;
  /** The table and its sitting. */
  info: OrderResource;
};

/** Ignored on input (an ingredient link as received). */
export type OrderResIngredientInput = {
  /** Ignored. */
  count?: InputMaybe<Scalars['Float']['input']>;
  /** Ignored. */
  id?: InputMaybe<Scalars['Long']['input']>;
  /** Ignored. */
  ingredient_id?: InputMaybe<Scalars['Long']['input']>;
  /** Ignored. */
  inventory_policy?: InputMaybe<Scalars['Int']['input']>;
  /** Ignored. */
  measure_id?: InputMaybe<Scalars['Long']['input']>;
};

/** A table reservation entry (§3.2 res); accepted for the contract and ignored (a table order's table comes from the session). */
export type OrderResInput = {
  /** Booking time. */
  bookingdt?: InputMaybe<Scalars['Long']['input']>;
  /** Seats. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Table data. */
  data?: InputMaybe<Scalars['String']['input']>;
  /** End time. */
  enddt?: InputMaybe<Scalars['Long']['input']>;
  /** Table passcode. */
  key?: InputMaybe<Scalars['String']['input']>;
  /** Table name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Start time. */
  startdt?: InputMaybe<Scalars['Long']['input']>;
  /** Table status. */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** Table id. */
  tid?: InputMaybe<Scalars['Long']['input']>;
  /** Reservation type. */
  type?: InputMaybe<Scalars['Int']['input']>;
};

/** Ignored on input: lets clients send back lines as they received them. */
export type OrderResInventoryInput = {
  /** Ignored. */
  ingredients?: InputMaybe<Array<OrderResIngredientInput>>;
  /** Ignored. */
  inventory?: InputMaybe<Scalars['Int']['input']>;
  /** Ignored. */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** Ignored. */
  stocks?: InputMaybe<Scalars['Float']['input']>;
};

/** A table and its open sitting (storefront.md §3 Table order resource; orders-and-payments.md §3.10). Money in cents. */
export type OrderResource = {
  __typename?: 'OrderResource';
  /** What is still to pay (lines with status 1 or 21), priced by the server as a checkout would (our addition); null when it cannot be priced. */
  bill: Maybe<OrderResBill>;
  /** Milliseconds since the epoch (0 with no sitting); enddt = start + 3 h. */
  bookingdt: Scalars['Long']['output'];
  /** The table's one live cart (lines with inventory). */
  carts: Array<CartLine>;
  /** The venue's table order category name. */
  category_name: Scalars['String']['output'];
  /** Always 2 (table). */
  category_type: Scalars['Int']['output'];
  /** The table's QR code key (/tbl?c={code}). */
  code: Scalars['String']['output'];
  /** Seats. */
  count: Scalars['Int']['output'];
  /** Free-form data of the sitting shown to diners; '' when none. */
  data: Scalars['String']['output'];
  /** The caller's device id (made up when orderResInfo got none). */
  device_uid: Scalars['String']['output'];
  /** Milliseconds since the epoch: startdt + 3 h; 0 with no sitting. */
  enddt: Scalars['Long']['output'];
  /** The caller has joined this sitting (or the table needs no passcode): on a passcode table the cart is shown only then. */
  joined: Scalars['Boolean']['output'];
  /** Table name. */
  name: Scalars['String']['output'];
  /** Always '{}'. */
  orderextra: Scalars['String']['output'];
  /** The sitting's order (orderResCheckout id); 0 before checkout. */
  orderid: Scalars['Long']['output'];
  /** 0 while ordering; 2 once every line is paid. */
  orderstatus: Scalars['Int']['output'];
  /** Always 0. */
  ordertype: Scalars['Int']['output'];
  /** The sitting's version (with no open sitting, the table's last): send it back as orderResEdit `version`. */
  orderversion: Scalars['Int']['output'];
  /** Whether joining needs the 4-digit passcode (never the passcode itself). */
  passcode_required: Scalars['Boolean']['output'];
  /** The venue's tablepayments setting: 1 paying at the table allowed. */
  payment_mode: Scalars['Int']['output'];
  /** Number of the last round sent to the kitchen (0 = none). */
  rounds: Scalars['Int']['output'];
  /** Milliseconds since the epoch the sitting opened; 0 with no sitting. */
  startdt: Scalars['Long']['output'];
  /** 0 in sync; 1 refresh (refetch). */
  state: Scalars['Int']['output'];
  /** Table status: 0 not ready, 1 ready, 2 open, 3 locked for checkout, 4 needs staff (see the top of this file). */
  status: Scalars['Int']['output'];
  /** The table's reservation type (restype, default 1). */
  subtype: Scalars['Int']['output'];
  /** The table's id. */
  tid: Scalars['Long']['output'];
  /** The sitting's trade id (128-bit, hex); '' while the table is ready. */
  tradeid: Scalars['String']['output'];
  /** The table's type, as imported (default 1). */
  type: Scalars['Int']['output'];
  /** The venue's code (our addition). */
  venue_code: Scalars['String']['output'];
  /** The venue's id. */
  venue_id: Scalars['Long']['output'];
};

/** A course (storefront.md §3 order_sequences). */
export type OrderSequence = {
  __typename?: 'OrderSequence';
  /** Course name, e.g. 'Entrée'. */
  name: Scalars['String']['output'];
  /** JSON map of the course name translated by locale, e.g. {"zh-CN":"前菜"}; '{}' when none. */
  name_i18n: Scalars['String']['output'];
  /** Course number, used as the sequence of lines and set-menu items. */
  sequence: Scalars['Int']['output'];
};

/** The delivery address and delivery fields of an order (§3.8). Money in cents; null fields were not sent. */
export type OrderShipping = {
  __typename?: 'OrderShipping';
  /** Address: city or suburb. */
  city: Maybe<Scalars['String']['output']>;
  /** Address: country. */
  country: Maybe<Scalars['String']['output']>;
  /** The courier's delivery id. */
  delivery_id: Maybe<Scalars['String']['output']>;
  /** The courier's reference. */
  delivery_reference: Maybe<Scalars['String']['output']>;
  /** The courier's status: confirmed, pickup_arrival, picked_up, dropoff_arrival, dropped_off (or Error, Refused, Cancelled). */
  delivery_status: Maybe<Scalars['String']['output']>;
  /** The driver's phone for the drop-off. */
  driver_dropoff_phone: Maybe<Scalars['String']['output']>;
  /** The driver's name. */
  driver_name: Maybe<Scalars['String']['output']>;
  /** The driver's phone for the pick-up. */
  driver_pickup_phone: Maybe<Scalars['String']['output']>;
  /** Estimated drop-off time, as the courier sent it (text). */
  dropoff_time_estimated: Maybe<Scalars['String']['output']>;
  /** Contact email. */
  email: Maybe<Scalars['String']['output']>;
  /** Cents: the delivery fee, as sent with the order. */
  fee: Maybe<Scalars['Int']['output']>;
  /** Recipient's first name. */
  firstname: Maybe<Scalars['String']['output']>;
  /** The address's geo id (its postcode as a number), matched against DeliveryZone.geos. */
  geo_id: Maybe<Scalars['Long']['output']>;
  /** Address id (§3.8); not stored by Platter, null. */
  id: Maybe<Scalars['Long']['output']>;
  /** Own-zone delivery: instructions for the driver (at most 300 characters; issue 23 item 8). */
  instructions: Maybe<Scalars['String']['output']>;
  /** Recipient's last name. */
  lastname: Maybe<Scalars['String']['output']>;
  /** Delivery method: 1 own zones, 21 and 22 courier services. */
  method: Maybe<Scalars['Int']['output']>;
  /** Address mode (§3.8); not stored by Platter, null. */
  mode: Maybe<Scalars['Int']['output']>;
  /** Recipient's phone. */
  phone: Maybe<Scalars['String']['output']>;
  /** Estimated pick-up time, as the courier sent it (text). */
  pickup_time_estimated: Maybe<Scalars['String']['output']>;
  /** Address: postcode. */
  postcode: Maybe<Scalars['String']['output']>;
  /** Cents: the courier's delivery quote (delivery methods 21 and 22). */
  quote: Maybe<Scalars['Int']['output']>;
  /** Address: state. */
  state: Maybe<Scalars['String']['output']>;
  /** Address: street line 1. */
  street1: Maybe<Scalars['String']['output']>;
  /** Address: street line 2. */
  street2: Maybe<Scalars['String']['output']>;
  /** Cents: the minimum-order top-up the diner accepted, as sent with the order. */
  surcharge: Maybe<Scalars['Int']['output']>;
  /** Cents: the tip for the driver. */
  tips: Maybe<Scalars['Int']['output']>;
};

/** The delivery address and delivery fields sent with an order (§3.8); stored as sent; geo_id, quote, tips and surcharge feed the pricing. Money in cents. */
export type OrderShippingInput = {
  /** Address: city or suburb. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Address: country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** The courier's delivery id. */
  delivery_id?: InputMaybe<Scalars['String']['input']>;
  /** The courier's reference. */
  delivery_reference?: InputMaybe<Scalars['String']['input']>;
  /** The courier's status: confirmed, pickup_arrival, picked_up, dropoff_arrival, dropped_off (or Error, Refused, Cancelled). */
  delivery_status?: InputMaybe<Scalars['String']['input']>;
  /** The driver's phone for the drop-off. */
  driver_dropoff_phone?: InputMaybe<Scalars['String']['input']>;
  /** The driver's name. */
  driver_name?: InputMaybe<Scalars['String']['input']>;
  /** The driver's phone for the pick-up. */
  driver_pickup_phone?: InputMaybe<Scalars['String']['input']>;
  /** Estimated drop-off time, as the courier sent it (text). */
  dropoff_time_estimated?: InputMaybe<Scalars['String']['input']>;
  /** Contact email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Cents: the delivery fee, as sent. */
  fee?: InputMaybe<Scalars['Int']['input']>;
  /** Recipient's first name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** The address's geo id (its postcode as a number), matched against DeliveryZone.geos. */
  geo_id?: InputMaybe<Scalars['Long']['input']>;
  /** Own-zone delivery: instructions for the driver (at most 300 characters; issue 23 item 8). */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** Recipient's last name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** Delivery method: 1 own zones, 21 and 22 courier services. */
  method?: InputMaybe<Scalars['Int']['input']>;
  /** Recipient's phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Estimated pick-up time, as the courier sent it (text). */
  pickup_time_estimated?: InputMaybe<Scalars['String']['input']>;
  /** Address: postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Cents: the courier's delivery quote (delivery methods 21 and 22). */
  quote?: InputMaybe<Scalars['Int']['input']>;
  /** Address: state. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Address: street line 1. */
  street1?: InputMaybe<Scalars['String']['input']>;
  /** Address: street line 2. */
  street2?: InputMaybe<Scalars['String']['input']>;
  /** Cents: a minimum-order top-up the diner accepted (own zones); above 0 counts as accepted. */
  surcharge?: InputMaybe<Scalars['Int']['input']>;
  /** Cents: the tip for the driver (the order's feetips). */
  tips?: InputMaybe<Scalars['Int']['input']>;
};

/** orderStatus and orderStatusChanged (§7.1). */
export type OrderStatusInfo = {
  __typename?: 'OrderStatusInfo';
  /** Receipt code: /cloud/open/invoice/view/{invoice_code}. */
  invoice_code: Scalars['String']['output'];
  /** '' for an order. */
  parent_tradeid: Scalars['String']['output'];
  /** Courier delivery fields. */
  shipping: DeliveryStatus;
  /** Payment status: 1 unpaid, 2 paid, 3 refunded, 5 canceled, 11 refunding, 12 paying. */
  status: Scalars['Int']['output'];
  /** Status events, oldest first. */
  statustime: Array<StatusTime>;
  /** Always 0 (the whole order). */
  store_id: Scalars['Long']['output'];
  /** The order's trade id. */
  tradeid: Scalars['String']['output'];
  /** The order's type. */
  type: Scalars['Int']['output'];
};

/** A started (or continued) payment. */
export type PayApplyResult = {
  __typename?: 'PayApplyResult';
  /** The provider's result code, e.g. 'RedirectShopper', 'Authorised', 'Pending', 'Refused'. */
  result_code: Scalars['String']['output'];
  /** Hosted (2): the URL to send the browser to; drop-in (1): the provider's action JSON. */
  session_data: Scalars['String']['output'];
  /** Our payment session id: orderPayStatus / orderPayStatusChanged session_id. */
  session_id: Scalars['String']['output'];
};

/** A saved card label (no card number is ever kept). */
export type PayCard = {
  __typename?: 'PayCard';
  /** Masked: '•••• 1234'. */
  account: Scalars['String']['output'];
  /** Card brand, e.g. 'visa'. */
  brand: Scalars['String']['output'];
  /** MM/YY; '' when unknown. */
  expiry: Scalars['String']['output'];
  /** Id; 0 in an edit means new. */
  id: Scalars['Long']['output'];
  /** Last four digits. */
  last4: Scalars['String']['output'];
  /** Name on the card. */
  name: Scalars['String']['output'];
  /** Card brand, e.g. 'visa'. */
  type: Scalars['String']['output'];
};

/** payCardEdit's card label: name and last four digits required; never a full card number. */
export type PayCardInput = {
  /** Card brand, e.g. 'visa'. */
  brand?: InputMaybe<Scalars['String']['input']>;
  /** MM/YY; '' when unknown. */
  expiry?: InputMaybe<Scalars['String']['input']>;
  /** Last four digits. */
  last4?: InputMaybe<Scalars['String']['input']>;
  /** Name on the card. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Only the last four digits are accepted; a full card number is refused. */
  number?: InputMaybe<Scalars['String']['input']>;
  /** The payment provider's stored-method reference. */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** What the payment page needs (orders-and-payments.md §3.12). */
export type PayConfiguration = {
  __typename?: 'PayConfiguration';
  /** Whether the viewer may save a card: only registered members (accounts-and-loyalty.md user type member). */
  can_store_payment_method: Scalars['Boolean']['output'];
  /** The venue's country, upper case (default 'AU'). */
  country_code: Scalars['String']['output'];
  /** ISO 4217 code of the venue's brand, e.g. 'AUD'. */
  currency: Scalars['String']['output'];
  /** 'test' (the simulator, or a provider's test account) or 'live'. */
  environment: Scalars['String']['output'];
  /** JSON string: the provider's payment methods (Adyen's shape for drop-in), with the member's storedPaymentMethods when allowed. */
  payment_methods: Scalars['String']['output'];
  /** The provider serving the platform: 'simulator', 'adyen' or 'stripe' (which drop-in the payment page embeds). */
  provider: Scalars['String']['output'];
  /** The signed-in registered member's uid (the shopper reference of stored cards); null for guests and others. */
  shopper_reference: Maybe<Scalars['String']['output']>;
};

/** The provider's answer to drop-in additional details. */
export type PayDetailsResult = {
  __typename?: 'PayDetailsResult';
  /** The provider's result code, e.g. 'Authorised', 'Refused'. */
  code: Scalars['String']['output'];
  /** The provider's next action as JSON; '{}' when none. */
  data: Scalars['String']['output'];
};

/** The payment to start (orders-and-payments.md §3.11). Money in cents. */
export type PayInput = {
  /** Cents: the amount due. */
  amount: Scalars['Int']['input'];
  /** Drop-in: the provider's browser info, JSON string. */
  browser_info?: InputMaybe<Scalars['String']['input']>;
  /** Hosted checkout: where the browser goes when the diner cancels (default the order detail). */
  cancel_url?: InputMaybe<Scalars['String']['input']>;
  /** The shopper's email, passed to the provider. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** JSON string (drop-in). */
  payment_method?: InputMaybe<Scalars['String']['input']>;
  /** 1 drop-in, 2 hosted checkout. */
  platform: Scalars['Byte']['input'];
  /** The shopper reference (the member's uid, PayConfiguration.shopper_reference) for stored cards: empty or the viewer's own ('forbidden' otherwise). */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Where the provider returns the browser (carry target, platform, tid, vid). */
  return_url?: InputMaybe<Scalars['String']['input']>;
  /** Drop-in: the provider's risk data, JSON string. */
  risk_data?: InputMaybe<Scalars['String']['input']>;
  /** Save the card (registered members only; ignored for anybody else). */
  store_payment_method?: InputMaybe<Scalars['Boolean']['input']>;
  /** Hosted checkout: where the browser goes after paying (default the /pay/callback result page). */
  success_url?: InputMaybe<Scalars['String']['input']>;
  /** Cents: the card payment surcharge. */
  surcharge?: InputMaybe<Scalars['Int']['input']>;
};

/** A payment session's status (orders-and-payments.md §4.10). */
export type PayStatus = {
  __typename?: 'PayStatus';
  /** The provider's latest result code; '' until it answers. */
  result_code: Scalars['String']['output'];
  /** The payment session id. */
  session_id: Scalars['String']['output'];
  /** 1 pending, 2 succeeded, 3 failed, 4 canceled, 5 refunded. */
  status: Scalars['Int']['output'];
  /** The order's trade id. */
  tradeid: Scalars['String']['output'];
};

/** A popup poster of the venue (storefront.md §3 Venue posters). */
export type Poster = {
  __typename?: 'Poster';
  /** Label of the poster's button. */
  action_text: Scalars['String']['output'];
  /** JSON map of translated button labels by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  action_text_i18n: Scalars['String']['output'];
  /** Body text. */
  content: Scalars['String']['output'];
  /** JSON map of translated body texts by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  content_i18n: Scalars['String']['output'];
  /** The poster's id. */
  id: Scalars['Long']['output'];
  /** Display model, e.g. 'popup'. */
  model: Scalars['String']['output'];
  /** Image URL or path; '' when none. */
  pic: Scalars['String']['output'];
  /** 'all', 'table' or 'online'. */
  scope: Scalars['String']['output'];
  /** Title text. */
  title: Scalars['String']['output'];
  /** JSON map of translated titles by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  title_i18n: Scalars['String']['output'];
};

/** A product of a menu (storefront.md §3 products). */
export type Product = {
  __typename?: 'Product';
  /** Allergens the dish contains / may contain; null = not listed: unknown, never shown as safe ('Allergens not listed — ask staff'). */
  allergens: Maybe<Allergens>;
  /** The category (MenuCategory.id). */
  category_id: Scalars['Long']['output'];
  /** The category's name. */
  category_name: Scalars['String']['output'];
  /** The product's code. */
  code: Scalars['String']['output'];
  /** Description text. */
  content: Scalars['String']['output'];
  /** JSON map of translated descriptions by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  content_i18n: Scalars['String']['output'];
  /** Dietary tag codes from its type-71 tags: 'vegetarian', 'vegan', 'gluten-free', 'halal', 'dairy-free'. */
  diets: Array<Scalars['String']['output']>;
  /** Image URL or path; '' when none. */
  icon: Scalars['String']['output'];
  /** Image pattern, as imported; '' when none. */
  icon_pattern: Scalars['String']['output'];
  /** 1 = show the image. */
  icon_type: Scalars['Int']['output'];
  /** The product's id (a cart line's pid). */
  id: Scalars['Long']['output'];
  /** Ingredients one unit uses. */
  ingredients: Array<IngredientLink>;
  /** 2 tracked, 1 untracked. */
  inventory: Scalars['Int']['output'];
  /** Modifier option ids (Modifier.id) offered, whole groups. */
  modifier_ids: Array<Scalars['Long']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale; '{}' when none. */
  name_i18n: Scalars['String']['output'];
  /** Cents: the price (the first variant's when it has variants and no own price). */
  price: Scalars['Int']['output'];
  /** Cents added when the product is part of a bundle. */
  price_markup: Scalars['Int']['output'];
  /** Order within its category. */
  sequence: Scalars['Int']['output'];
  /** 'each', 'kg', 'g', 'L' or 'ml'. */
  soldby: Scalars['String']['output'];
  /** 13 = sold out. */
  status: Scalars['Int']['output'];
  /** Units in stock (tracked). */
  stocks: Scalars['Float']['output'];
  /** Tags. */
  tags: Array<Tag>;
  /** Tax rates (MenuTax.id) that apply. */
  tax_ids: Array<Scalars['Long']['output']>;
  /** Variants; [] when none. */
  variants: Array<Variant>;
};

/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type Query = {
  __typename?: 'Query';
  /**
   * The brand with its venues, their addresses, coordinates and weekly hours, for the brand store locator
   * (/brand/:code). Error 'not found' for an unknown brand. accounts-and-loyalty.md §2.14, §3 "Brand member info".
   */
  brandMemberInfo: BrandMemberInfo;
  /**
   * A coupon by promo code at a venue (§3.6). Errors: 'not found'; 'not valid' (inactive or outside its
   * validity window; extensions.params hold its details); 'exist already' (usage limit reached,
   * params.limitReached 1); 'user only' (registered members only).
   */
  couponInfo: Coupon;
  /** The brand and the caller's membership card (§2.11). 'not found' without a member session or for another member's uid. */
  customerInfoQuery: CustomerInfoResult;
  /** The caller's movements of points and credits at the venue's brand, newest first; `count` ≤ 100 (issue 26). 'not found' without a member session. */
  customerLoyaltyHistory: Array<LoyaltyMove>;
  /** A fresh signed code for the caller's card QR (issue 26 item 8): valid 60 s, the card asks again every 30 s. 'not found' without a member session or for an unknown venue; 'Feature Not Available' without a loyalty programme. */
  customerMemberCode: MemberCode;
  /** The caller's vouchers of the venue's brand, newest first (§2.12); `count` ≤ 100. A guest has none. */
  customerVoucherList: Array<Voucher>;
  /**
   * Address lookup (§2.9, §7): entries whose postcode (mode 1), suburb (mode 2) or either (mode 3)
   * starts with `filter`, by postcode then suburb; `index` is the 0-based page of `count` entries
   * (default 20, at most 100). Only AU has a data set; other countries answer [] (free-text entry).
   * Without `country`: the signed-in user's country, else the client address's country when the server
   * has a GeoIP database (GEOIP_DB; the address under TRUST_PROXY), else the country of the brand of the
   * venue in the `xc-slug` header (or of the first brand), else AU.
   */
  geoList: Array<Geo>;
  /** A gift card by its code (the code is the bearer secret); 'not found' for an unknown code. */
  giftCardInfoQuery: GiftCardInfo;
  /** The brand's gift-card offer; 'not found' when it sells none. */
  giftCardOffer: GiftCardOffer;
  /** Home page banners. storefront.md §3 Home. */
  indexInfo: IndexInfo;
  /** Featured stores for the home page (count default 100). storefront.md §2.5. */
  indexStores: Array<IndexStore>;
  /** The current state of the listed ids, to validate saved cart lines. storefront.md §4 Menu and cart validity. */
  menuCheckInfo: Menu;
  /**
   * A menu with its first page of products: `count` products from `index` in category then sequence order
   * (count 0 or absent: all). `menu_id` absent or 0: the venue's first open menu. storefront.md §3 Menu.
   */
  menuInfo: Menu;
  /** The gift cards applied to one of the viewer's orders. */
  orderGiftCards: Array<OrderGiftCard>;
  /** The full order (§3.2) for its owner (its user or session, a diner of its table, its pay-by-link session) or the venue's staff; 'forbidden' (extensions.code FORBIDDEN) for a pay-by-link session asking for another order or a table session asking for an unjoined sitting of its table (the storefront shows the not-allowed page); 'not found' for anyone else. `store_id` narrows carts to one store. */
  orderInfo: Order;
  /** The caller's orders, newest first (§3.1), `count` (≤ 100) from `index`, optionally of one venue. 'invalid token' without a session. */
  orderList: Array<Order>;
  /**
   * Country, currency, environment ('test' | 'live') and the provider's payment methods (JSON string;
   * for a signed-in registered member it holds their `storedPaymentMethods` in Adyen's shape), plus which
   * provider serves the platform and whether the viewer may store cards. `reference` is ignored: the
   * server uses the member's own shopper reference. 'not acceptable' for an unknown platform.
   */
  orderPayConfiguration: PayConfiguration;
  /** The status of a payment session (from orderPayApply). */
  orderPayStatus: PayStatus;
  /**
   * The table order resource for a table code `rc` (or `c`). Null when no table has that code ('Table not
   * found'), and for a table-diner session of another table. `auth` carries a new table-diner session
   * (kind 3, scoped to this table, 12 h) when the caller has none usable here; no login needed.
   * `device_uid` (our addition, optional) names the phone; one is made up when absent and returned in
   * `info.device_uid`. `tid` is accepted for the contract; the code decides the table.
   * `tradeid` (our addition, used without `rc`/`c`): the sitting with this trade id — open, locked, paid
   * or closed (status 5) — for the order detail of a table order; only for a caller who joined that
   * sitting (null for anyone else, and no `auth` is issued). `info.code` is the code to follow it with.
   */
  orderResInfo: Maybe<OrderResInfo>;
  /** The starts (seconds since the epoch) of the full 15-minute slots of a venue's fulfilment type in [from, to) — at most 3 days (issue 23 item 5). Empty when the type is not capped. Errors: 'not found' (venue), 'not valid' (range). */
  orderSlotsFull: Array<Scalars['Long']['output']>;
  /** Status, status events and delivery fields of an order (same access as orderInfo). */
  orderStatus: OrderStatusInfo;
  /** Liveness of the API itself; always true. */
  ping: Scalars['Boolean']['output'];
  /** A page of products (default 20) from `index`, optionally of one category. storefront.md §4 Product list loading. */
  productList: Array<Product>;
  /** Staff console (session cookie, manager or owner): the card of the member whose scanned code this is, verified again by the server. Errors: 'forbidden'; 'not valid' {reason expired | invalid | revoked} (past its window; bad signature, another brand's or not a code; a wallet pass replaced since); 'not found' (member gone); 'Feature Not Available'. */
  staffMemberCard: StaffMemberCard;
  /** Staff console (session cookie, manager or owner): the public key member codes of this venue's brand are verified with, offline. Errors: 'forbidden', 'not found'. */
  staffMemberCodeKey: MemberCodeKey;
  /**
   * The table's bill being split: total, paid, held and balance, its lines (what is left of each, which
   * are this phone's) and the payments made or under way by whom. Refusals as orderResInfo; NO_SITTING.
   * Money in cents.
   */
  tableSplit: TableSplit;
  /** The signed-in user (member or guest) with shipping and paycards. 'invalid token' without a session. */
  userInfoQuery: Maybe<UserInfo>;
  /** The venue by code (or numeric id). Error 'not found' for an unknown venue. storefront.md §3 Venue. */
  venueInfo: Venue;
  /** Menus of a venue for the advanced-menu selector. storefront.md §3 Venue menus. */
  venueMenus: Array<VenueMenu>;
  /** One of the caller's vouchers (§2.13). With no venue or venue code 'brand', the voucher decides the brand. */
  voucherInfoQuery: VoucherInfoResult;
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryBrandMemberInfoArgs = {
  brand_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryCouponInfoArgs = {
  short_code: Scalars['String']['input'];
  venue_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryCustomerInfoQueryArgs = {
  code: InputMaybe<Scalars['String']['input']>;
  uid: InputMaybe<Scalars['String']['input']>;
  venue_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryCustomerLoyaltyHistoryArgs = {
  count: Scalars['Int']['input'];
  index: Scalars['Int']['input'];
  venue_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryCustomerMemberCodeArgs = {
  venue_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryCustomerVoucherListArgs = {
  count: Scalars['Int']['input'];
  index: Scalars['Int']['input'];
  venue_code: InputMaybe<Scalars['String']['input']>;
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryGeoListArgs = {
  count: InputMaybe<Scalars['Int']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<Scalars['String']['input']>;
  index: InputMaybe<Scalars['Int']['input']>;
  mode: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryGiftCardInfoQueryArgs = {
  code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryGiftCardOfferArgs = {
  brand_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryIndexInfoArgs = {
  code: InputMaybe<Scalars['String']['input']>;
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryIndexStoresArgs = {
  apptype: InputMaybe<Scalars['Int']['input']>;
  code: InputMaybe<Scalars['String']['input']>;
  count: InputMaybe<Scalars['Int']['input']>;
  index: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryMenuCheckInfoArgs = {
  device_uid: InputMaybe<Scalars['String']['input']>;
  market: InputMaybe<Scalars['Byte']['input']>;
  menu_id: InputMaybe<Scalars['Long']['input']>;
  param: InputMaybe<MenuCheckParam>;
  scheduled_at: InputMaybe<Scalars['Long']['input']>;
  source: InputMaybe<Scalars['Int']['input']>;
  venue_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryMenuInfoArgs = {
  count: InputMaybe<Scalars['Int']['input']>;
  device_uid: InputMaybe<Scalars['String']['input']>;
  index: InputMaybe<Scalars['Int']['input']>;
  market: InputMaybe<Scalars['Byte']['input']>;
  menu_id: InputMaybe<Scalars['Long']['input']>;
  source: InputMaybe<Scalars['Int']['input']>;
  venue_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryOrderGiftCardsArgs = {
  tradeid: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryOrderInfoArgs = {
  market: InputMaybe<Scalars['Byte']['input']>;
  store_id: InputMaybe<Scalars['Long']['input']>;
  tradeid: Scalars['String']['input'];
  venue_code: InputMaybe<Scalars['String']['input']>;
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryOrderListArgs = {
  apptype: InputMaybe<Scalars['Int']['input']>;
  count: Scalars['Int']['input'];
  index: Scalars['Int']['input'];
  venue_code: InputMaybe<Scalars['String']['input']>;
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryOrderPayConfigurationArgs = {
  amount: InputMaybe<Scalars['Int']['input']>;
  platform: Scalars['Byte']['input'];
  reference: InputMaybe<Scalars['String']['input']>;
  trade_id: InputMaybe<Scalars['String']['input']>;
  venue_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryOrderPayStatusArgs = {
  platform: Scalars['Byte']['input'];
  session_id: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryOrderResInfoArgs = {
  c: InputMaybe<Scalars['String']['input']>;
  device_uid: InputMaybe<Scalars['String']['input']>;
  rc: InputMaybe<Scalars['String']['input']>;
  tid: InputMaybe<Scalars['Long']['input']>;
  tradeid: InputMaybe<Scalars['String']['input']>;
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryOrderSlotsFullArgs = {
  category_type: Scalars['Int']['input'];
  from: Scalars['Long']['input'];
  to: Scalars['Long']['input'];
  venue_id: Scalars['Long']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryOrderStatusArgs = {
  tradeid: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryProductListArgs = {
  category_id: InputMaybe<Scalars['Long']['input']>;
  count: InputMaybe<Scalars['Int']['input']>;
  index: InputMaybe<Scalars['Int']['input']>;
  market: InputMaybe<Scalars['Byte']['input']>;
  menu_id: InputMaybe<Scalars['Long']['input']>;
  venue_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryStaffMemberCardArgs = {
  code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryTableSplitArgs = {
  rc: InputMaybe<Scalars['String']['input']>;
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryVenueInfoArgs = {
  market: InputMaybe<Scalars['Byte']['input']>;
  venue_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryVenueMenusArgs = {
  device_uid: InputMaybe<Scalars['String']['input']>;
  market: InputMaybe<Scalars['Byte']['input']>;
  scheduled_at: InputMaybe<Scalars['Long']['input']>;
  source: InputMaybe<Scalars['Int']['input']>;
  venue_code: Scalars['String']['input'];
};


/** Read operations; each area's SDL file extends it (catalog, orders, payments, table). */
export type QueryVoucherInfoQueryArgs = {
  code: Scalars['String']['input'];
  venue_code: InputMaybe<Scalars['String']['input']>;
};

/** A refunded line (§3.2 refund_orders carts). */
export type RefundCartLine = {
  __typename?: 'RefundCartLine';
  /** How many were refunded. */
  count: Scalars['Int']['output'];
  /** JSON {rpsid: the original line's gid (else sid), position: its position in the order's carts}. */
  extra: Scalars['String']['output'];
  /** The original line's gid. */
  gid: Scalars['Long']['output'];
  /** The original line's menu. */
  menu_id: Scalars['Long']['output'];
  /** The original line's pid. */
  pid: Scalars['Long']['output'];
  /** The original line's sid. */
  sid: Scalars['Long']['output'];
  /** The original line's store. */
  store_id: Scalars['Long']['output'];
  /** The original line's tid. */
  tid: Scalars['Long']['output'];
  /** The original line's type. */
  type: Scalars['Int']['output'];
};

/** A refund of an order (§3.2 refund_orders). Its receipt: /cloud/open/invoice/view/{invoice_code}. */
export type RefundOrder = {
  __typename?: 'RefundOrder';
  /** Cents refunded. */
  amount: Scalars['Int']['output'];
  /** The lines refunded; extra JSON {rpsid: the original line's gid (else sid), position}. */
  carts: Array<RefundCartLine>;
  /** Seconds since the epoch (when asked). */
  created_at: Scalars['Long']['output'];
  /** The refund's receipt code. */
  invoice_code: Scalars['String']['output'];
  /** The refunded order's trade id. */
  parent_tradeid: Scalars['String']['output'];
  /** Where the money went back: type 1 card (provider), 0 counter. */
  payments: Array<RefundPayment>;
  /** 3 refunded (the order is refunded in full with it), 11 partly refunded. */
  status: Scalars['Int']['output'];
  /** 44 when asked, 24 when done. */
  statustime: Array<StatusTime>;
  /** The refund's own trade id (the 'refund transaction id'). */
  tradeid: Scalars['String']['output'];
  /** The refunded order's type. */
  type: Scalars['Int']['output'];
};

/** Where refunded money went (§3.2 refund_orders payments). Money in cents. */
export type RefundPayment = {
  __typename?: 'RefundPayment';
  /** Cents refunded. */
  amount: Scalars['Int']['output'];
  /** Carried as stored. */
  change: Scalars['Int']['output'];
  /** 1 card (through the payment provider), 0 at the counter, 31 a gift card (the cards that paid the order). */
  type: Scalars['Int']['output'];
};

/** A set menu: a fixed list of items served in courses (storefront.md §3 setmenus). Money in cents. */
export type SetMenu = {
  __typename?: 'SetMenu';
  /** The set menu's code. */
  code: Scalars['String']['output'];
  /** Description text. */
  content: Scalars['String']['output'];
  /** JSON map of translated descriptions by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  content_i18n: Scalars['String']['output'];
  /** Cents: cost, as imported. */
  cost: Scalars['Int']['output'];
  /** Image URL or path; '' when none. */
  icon: Scalars['String']['output'];
  /** Image pattern, as imported. */
  icon_pattern: Scalars['String']['output'];
  /** 1 = show the image. */
  icon_type: Scalars['Int']['output'];
  /** The set menu's id (a type-101 cart line's pid). */
  id: Scalars['Long']['output'];
  /** Its items, by course. */
  items: Array<BundleItem>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  name_i18n: Scalars['String']['output'];
  /** Cents: the set menu's price. */
  price: Scalars['Int']['output'];
  /** Stock-keeping unit, as imported. */
  sku: Scalars['String']['output'];
  /** 13 = sold out. */
  status: Scalars['Int']['output'];
  /** Tags. */
  tags: Array<Tag>;
};

/** A delivery address (§3 Shipping address). */
export type Shipping = {
  __typename?: 'Shipping';
  /** Suburb. */
  city: Scalars['String']['output'];
  /** ISO alpha-2. */
  country: Scalars['String']['output'];
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** First name. */
  firstname: Scalars['String']['output'];
  /** geoList entry id; 0 for free text. */
  geo_id: Scalars['Long']['output'];
  /** Id; 0 in an edit means new. */
  id: Scalars['Long']['output'];
  /** Last name. */
  lastname: Scalars['String']['output'];
  /** The venue's delivery method the address was saved for (§2.9): 1 own zones, 21 / 22 courier services; 0 unknown. */
  method: Scalars['Int']['output'];
  /** Address type (§2.9): 0 a contact — shown as 'firstname lastname, phone'; 1 a street address — shown as 'street1, city, postcode'. */
  mode: Scalars['Int']['output'];
  /** E.164. */
  phone: Scalars['String']['output'];
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** State or territory, e.g. NSW. */
  state: Scalars['String']['output'];
  /** Street line 1. */
  street1: Scalars['String']['output'];
  /** Street line 2. */
  street2: Scalars['String']['output'];
};

/** shippingEdit's address; required: firstname, phone, and for a street address (mode 1) street1, city, state, postcode (§5). */
export type ShippingInput = {
  /** Suburb (city). */
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO alpha-2 country, e.g. AU. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** geoList entry id; 0 for free text. */
  geo_id?: InputMaybe<Scalars['Long']['input']>;
  /** Last name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The venue's delivery method the address is saved for: 0 (unknown, the default), 1, 21 or 22; anything else: 'not valid' (field 'method'). An edit without it keeps the stored one. */
  method?: InputMaybe<Scalars['Int']['input']>;
  /** Address type: 1 a street address (the default; firstname, phone, street1, city, state and postcode required), 0 a contact (firstname and phone required). Anything else: 'not valid' (field 'mode'). */
  mode?: InputMaybe<Scalars['Int']['input']>;
  /** Mobile number (input: as typed for `country`; output: E.164). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** State or territory, e.g. NSW. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Street line 1. */
  street1?: InputMaybe<Scalars['String']['input']>;
  /** Street line 2. */
  street2?: InputMaybe<Scalars['String']['input']>;
};

/** What staff see after scanning a member's code (issue 26 item 8). */
export type StaffMemberCard = {
  __typename?: 'StaffMemberCard';
  /** The member's card at the staff venue's brand. */
  customerInfo: CustomerInfo;
  /** When the scanned code expires, seconds since the epoch. */
  expires_at: Scalars['Long']['output'];
  /** The member's active vouchers of the brand, newest first (redeem with staffVoucherRedeem). */
  vouchers: Array<Voucher>;
};

/** A change at the venue for the staff console (staffVenueChanged). */
export type StaffVenueEvent = {
  __typename?: 'StaffVenueEvent';
  /** The order's latest status event. */
  event: Scalars['Int']['output'];
  /** What happened, e.g. 'placed', 'payment paid', 'event 21'. */
  reason: Scalars['String']['output'];
  /** The order's payment status (§4.1). */
  status: Scalars['Int']['output'];
  /** The order's trade id. */
  tradeid: Scalars['String']['output'];
};

/** A status event of an order (§3.2 statustime, §4.2). */
export type StatusTime = {
  __typename?: 'StatusTime';
  /** Seconds since the epoch. */
  datetime: Scalars['Long']['output'];
  /** JSON: preptime (minutes), seqnum, comment, reason. */
  extra: Scalars['String']['output'];
  /** The event's id; 0 for a refund order's events. */
  id: Scalars['Long']['output'];
  /** A status event (§4.2): 1 placed, 2 paid, 21 confirmed, 22 refused, 23 ready, 31 delivering, 6 fulfilled, 5 canceled, 44 refunding, 24 refunded… */
  status: Scalars['Int']['output'];
};

/** A store inside the venue (a food hall's counter). */
export type Store = {
  __typename?: 'Store';
  /** The store's id (cart lines' store_id). */
  id: Scalars['Long']['output'];
  /** The store's name. */
  name: Scalars['String']['output'];
};

/**
 * A store's part of a multi-store order (§4.6): `statustime` holds the whole order's shared events
 * (placed, paid, refunds…) and the store's own progress (21 accepted, 23 ready, 31, 6); `status` is the
 * order's payment status.
 */
export type StoreOrder = {
  __typename?: 'StoreOrder';
  /** Per-store receipt code: /cloud/open/invoice/view/{invoice_code}. */
  invoice_code: Scalars['String']['output'];
  /** The store's line notes, joined with '; '. */
  notes: Scalars['String']['output'];
  /** The order's daily number. */
  seqnum: Scalars['Int']['output'];
  /** The order's payment status (§4.1). */
  status: Scalars['Int']['output'];
  /** The whole order's shared events merged with this store's own progress events, oldest first. */
  statustime: Array<StatusTime>;
  /** The store (Store.id). */
  store_id: Scalars['Long']['output'];
  /** The order's trade id. */
  tradeid: Scalars['String']['output'];
};

/** Live updates over graphql-ws (the websocket at /websocket/user/gapi, storefront.md §7); each area's SDL file extends it. */
export type Subscription = {
  __typename?: 'Subscription';
  /** The caller's card, again each time it changes (an order paid or refunded). Same access as customerInfoQuery. */
  customerInfoChanged: CustomerInfoResult;
  /** Seconds since the epoch, once a second, `count` times (default 3): proves the socket path end to end. */
  heartbeat: Scalars['Long']['output'];
  /** Changes of the venue's sold-out states, counts left, pauses and busy minutes (staff app). 'not found' for an unknown venue. */
  menuChanged: MenuChanged;
  /** Pushed when a payment session's status changes. */
  orderPayStatusChanged: PayStatus;
  /**
   * Changes of the table with code `rc`: cart, seats, status, version, rounds. Only for a session usable
   * at this table (the orderResInfo session); on a passcode table, callers who have not joined get state 1
   * events without carts. Events of concurrent changes may arrive out of order: keep the one with the
   * highest `orderversion` and ignore older ones.
   */
  orderResEditingChanged: OrderResEvent;
  /** Live status of an order (same access as orderInfo; 'not found' otherwise). */
  orderStatusChanged: OrderStatusInfo;
  /** Staff console: something changed at the venue (an order placed, paid, moved). Needs the console's session cookie. */
  staffVenueChanged: StaffVenueEvent;
};


/** Live updates over graphql-ws (the websocket at /websocket/user/gapi, storefront.md §7); each area's SDL file extends it. */
export type SubscriptionCustomerInfoChangedArgs = {
  venue_code: Scalars['String']['input'];
};


/** Live updates over graphql-ws (the websocket at /websocket/user/gapi, storefront.md §7); each area's SDL file extends it. */
export type SubscriptionHeartbeatArgs = {
  count: InputMaybe<Scalars['Int']['input']>;
};


/** Live updates over graphql-ws (the websocket at /websocket/user/gapi, storefront.md §7); each area's SDL file extends it. */
export type SubscriptionMenuChangedArgs = {
  venue_code: Scalars['String']['input'];
};


/** Live updates over graphql-ws (the websocket at /websocket/user/gapi, storefront.md §7); each area's SDL file extends it. */
export type SubscriptionOrderPayStatusChangedArgs = {
  platform: Scalars['Byte']['input'];
  session_id: Scalars['String']['input'];
};


/** Live updates over graphql-ws (the websocket at /websocket/user/gapi, storefront.md §7); each area's SDL file extends it. */
export type SubscriptionOrderResEditingChangedArgs = {
  rc: InputMaybe<Scalars['String']['input']>;
};


/** Live updates over graphql-ws (the websocket at /websocket/user/gapi, storefront.md §7); each area's SDL file extends it. */
export type SubscriptionOrderStatusChangedArgs = {
  tradeid: Scalars['String']['input'];
};


/** Live updates over graphql-ws (the websocket at /websocket/user/gapi, storefront.md §7); each area's SDL file extends it. */
export type SubscriptionStaffVenueChangedArgs = {
  venue_code: Scalars['String']['input'];
};

/** A way to pay part of the bill (domain/bill-split.ts SplitRequest). Money in cents. */
export type TableShareInput = {
  /** The share the phone showed (cents); refused when it is not the server's. */
  amount: Scalars['Int']['input'];
  /** amount: cents. */
  cents?: InputMaybe<Scalars['Int']['input']>;
  /** even / dish: which share (0-based). */
  index?: InputMaybe<Scalars['Int']['input']>;
  /** 'lines' (my items / chosen lines), 'even', 'amount', 'dish', 'rest'. */
  kind: Scalars['String']['input'];
  /** dish: the line shared. */
  line_id?: InputMaybe<Scalars['String']['input']>;
  /** lines: the ids of the lines paid for (TableSplitLine.id). */
  line_ids?: InputMaybe<Array<Scalars['String']['input']>>;
  /** even: the number of people (2–50). */
  people?: InputMaybe<Scalars['Int']['input']>;
  /** The payer's tip on their share (cents, 0 to the share). */
  tip?: InputMaybe<Scalars['Int']['input']>;
  /** dish: how many ways (2–20). */
  ways?: InputMaybe<Scalars['Int']['input']>;
};

/** What tableSplitPay answers: the share's own order to pay (cents). */
export type TableSharePayment = {
  __typename?: 'TableSharePayment';
  /** orderPayApply pay.amount: share + tip. */
  amount: Scalars['Int']['output'];
  /** The share's id (held until its order is paid, refused or abandoned). */
  share_id: Scalars['Int']['output'];
  /** The table's bill after this share is held. */
  split: TableSplit;
  /** orderPayApply pay.surcharge. */
  surcharge: Scalars['Int']['output'];
  /** Cents: the payer's tip on their share. */
  tip: Scalars['Int']['output'];
  /** The share order's trade id (orderPayApply, its receipt). */
  tradeid: Scalars['String']['output'];
};

/** The table's bill being split. Money in cents. */
export type TableSplit = {
  __typename?: 'TableSplit';
  /** Cents: what is left to pay (total − paid − held). */
  balance: Scalars['Int']['output'];
  /** The sitting is closed (paid in full). */
  closed: Scalars['Boolean']['output'];
  /** The dishes being shared N ways, with the shares taken. */
  dishes: Array<TableSplitDish>;
  /** The even split under way (people and the shares taken), or null. */
  even: Maybe<TableSplitEven>;
  /** Shares whose payment is under way. */
  held: Scalars['Int']['output'];
  /** The bill's lines with what is left of each. */
  lines: Array<TableSplitLine>;
  /** Cents: shares paid. */
  paid: Scalars['Int']['output'];
  /** Payments made or under way, by whom. */
  payments: Array<TableSplitPayment>;
  /** JSON {bill, payments} for the browser's own quoteShare. */
  quote_input: Scalars['String']['output'];
  /** Cents: the whole bill (lines with surcharge and tax). */
  total: Scalars['Int']['output'];
  /** The sitting's order trade id. */
  tradeid: Scalars['String']['output'];
};

/** A dish shared N ways. */
export type TableSplitDish = {
  __typename?: 'TableSplitDish';
  /** The shared line's id. */
  line_id: Scalars['String']['output'];
  /** The share indexes (0-based) already paid or held. */
  taken: Array<Scalars['Int']['output']>;
  /** How many ways it is shared. */
  ways: Scalars['Int']['output'];
};

/** An even split of the bill. */
export type TableSplitEven = {
  __typename?: 'TableSplitEven';
  /** How many people share the bill evenly. */
  people: Scalars['Int']['output'];
  /** The share indexes (0-based) already paid or held. */
  taken: Array<Scalars['Int']['output']>;
};

/** A line of the table's bill. */
export type TableSplitLine = {
  __typename?: 'TableSplitLine';
  /** The line's cost with its part of surcharge and tax. */
  cost: Scalars['Int']['output'];
  /** How many. */
  count: Scalars['Float']['output'];
  /** The line's id (for 'lines' and 'dish' shares). */
  id: Scalars['String']['output'];
  /** Cents of the line not paid or held yet. */
  left: Scalars['Int']['output'];
  /** Sent to the kitchen by this phone ('my items'). */
  mine: Scalars['Boolean']['output'];
  /** The line's name in the venue's language. */
  name: Scalars['String']['output'];
};

/** A payment of part of the bill. */
export type TableSplitPayment = {
  __typename?: 'TableSplitPayment';
  /** Cents: the share (without tip). */
  amount: Scalars['Int']['output'];
  /** The share's id. */
  id: Scalars['Int']['output'];
  /** How the share was chosen: 'lines', 'even', 'amount', 'dish' or 'rest'. */
  kind: Scalars['String']['output'];
  /** Paid or being paid from this phone. */
  mine: Scalars['Boolean']['output'];
  /** First name, or 'Guest N'. */
  payer: Scalars['String']['output'];
  /** 'held' (being paid) or 'paid'. */
  state: Scalars['String']['output'];
  /** Cents: the tip on it. */
  tip: Scalars['Int']['output'];
  /** The share's own order trade id (its receipt). */
  tradeid: Scalars['String']['output'];
};

/** A tag of a product or bundle (storefront.md §9 Tags). */
export type Tag = {
  __typename?: 'Tag';
  /** Within type 1: 1 Popular, 2 Special, 3 New, 4 Promotion; 71: 1 Vegetarian, 2 Vegan, 3 Gluten-free, 4 Halal, 5 Allergy friendly, 6 Dairy-free, 7 Nuts; 72: 1 Mild, 2 Medium, 3 Hot. */
  tag: Scalars['Int']['output'];
  /** 1 promo, 71 dietary, 72 spicy. */
  type: Scalars['Int']['output'];
};

/** orderEdit's param (§7.2). Fees in cents must equal the server's own pricing. */
export type UmsOrderEditParamInput = {
  /** 'create' or 'edit' (informational). */
  action?: InputMaybe<Scalars['String']['input']>;
  /** The order's lines (1–500), every one status 1. */
  carts: Array<OrderCartLineInput>;
  /** 1 counter, 2/6 table, 3 takeaway, 4 delivery. */
  category_type: Scalars['Int']['input'];
  /** JSON string: orderNotes, groupAmountLimit, groupAccount, deliveryTopUpAccepted (bool), client_key (idempotency). */
  extra?: InputMaybe<Scalars['String']['input']>;
  /** Cents: delivery fee plus minimum-order top-up plus delivery surcharge. */
  feedelivery?: InputMaybe<Scalars['Int']['input']>;
  /** Cents: the coupons' discount (positive). */
  feediscount?: InputMaybe<Scalars['Int']['input']>;
  /** Cents: the service surcharge. */
  feesurcharge?: InputMaybe<Scalars['Int']['input']>;
  /** All tax, inclusive and not. */
  feetax?: InputMaybe<Scalars['Int']['input']>;
  /** JSON string of tax lines [{attr, name, rate, subTotal, tax}]. */
  feetaxes?: InputMaybe<Scalars['String']['input']>;
  /** Non-inclusive tax. */
  feetaxextra?: InputMaybe<Scalars['Int']['input']>;
  /** The tip; when absent, shipping.tips (else 0). */
  feetips?: InputMaybe<Scalars['Int']['input']>;
  /** Cents: the amount due (feetotal + feesurcharge + feedelivery − feediscount + feetaxextra + feetips, not below 0); no card surcharge. */
  feetopay?: InputMaybe<Scalars['Int']['input']>;
  /** Cents: items subtotal, Σ price × count over the lines. */
  feetotal?: InputMaybe<Scalars['Int']['input']>;
  /** Coupon entries (type 25, pid = coupon id) as priceOrder builds them. */
  payments?: InputMaybe<Array<OrderPaymentInput>>;
  /** Accepted for the contract and ignored (at most 10). */
  res?: InputMaybe<Array<OrderResInput>>;
  /** The address (§3.8) plus method, quote, surcharge, tips and fee (cents) and the delivery fields. */
  shipping?: InputMaybe<OrderShippingInput>;
  /** 30 table, 40 default, 41, 51, 71. */
  source?: InputMaybe<Scalars['Int']['input']>;
  /** Staff member who placed it, as sent (default 0). */
  staff_id?: InputMaybe<Scalars['Long']['input']>;
  /** 0 or 1 (unpaid); anything else is 'not valid'. */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** Order type, 0–99 (default 2); 1 leaves the 'O' out of the order number. */
  type?: InputMaybe<Scalars['Int']['input']>;
  /** Scheduled time (seconds); 0 or absent = ASAP. */
  validtime?: InputMaybe<Scalars['Long']['input']>;
  /** The venue (Venue.id); an edit must keep it. */
  venue_id: Scalars['Long']['input'];
  /** The order's version when editing. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** userAccountModifySubmit's change: the new e-mail (§2.8). */
export type UserAccountModifyInput = {
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
};

/** userEdit's changes: one group at a time (§2.8). */
export type UserEditInput = {
  /** DD/MM/YYYY. */
  birthday?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** 0 unselected, 1 male, 2 female. */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Last name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
};

/** The session's user (guests and members); a table diner's fields are empty. */
export type UserInfo = {
  __typename?: 'UserInfo';
  /** Avatar image URL; '' when none. */
  avatar: Scalars['String']['output'];
  /** Birthday text as stored; '' when none. */
  birthday: Scalars['String']['output'];
  /** ISO alpha-2 of the mobile's country, e.g. 'AU'; '' for a table diner. */
  country: Scalars['String']['output'];
  /** Email; '' when none. */
  email: Scalars['String']['output'];
  /** JSON text of the user's extra data (may hold staff_id). */
  extra: Scalars['String']['output'];
  /** First name. */
  firstname: Scalars['String']['output'];
  /** Gender code as stored (default 0). */
  gender: Scalars['Int']['output'];
  /** The user's id; 0 for a table diner. */
  id: Scalars['Long']['output'];
  /** Last name. */
  lastname: Scalars['String']['output'];
  /** Whether a member has a password; false for one registered by social login without one (the first-time password modal, §2.7, then sets it with userPasswordModify(new_password)). */
  password_set: Scalars['Boolean']['output'];
  /** Saved card labels, oldest first. */
  paycards: Array<PayCard>;
  /** Mobile number, E.164 (e.g. +61412345678). */
  phone: Scalars['String']['output'];
  /** Saved delivery addresses, oldest first. */
  shipping: Array<Shipping>;
  /** Always ''. */
  timezone: Scalars['String']['output'];
  /** 1 member, 2 guest, 3 table diner. */
  type: Scalars['Int']['output'];
  /** Public unguessable id (the membership QR code); '' for a table diner. */
  uid: Scalars['String']['output'];
  /** The login name (a guest's mobile, E.164). */
  username: Scalars['String']['output'];
};

/** A variant of a product (e.g. a size); the diner picks one (storefront.md §3 variant). */
export type Variant = {
  __typename?: 'Variant';
  /** Allergens this variant adds to the product's; null when it declares none (adds none). */
  allergens: Maybe<Allergens>;
  /** The variant's code. */
  code: Scalars['String']['output'];
  /** Icon URL or path; '' when none. */
  icon: Scalars['String']['output'];
  /** The variant's id (a cart line's sid). */
  id: Scalars['Long']['output'];
  /** Ingredients one unit uses. */
  ingredients: Array<IngredientLink>;
  /** 2 tracked, 1 untracked. */
  inventory: Scalars['Int']['output'];
  /** Its name; a variant line is named 'Product(Variant)'. */
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  name_i18n: Scalars['String']['output'];
  /** Cents: the price of the product in this variant. */
  price: Scalars['Int']['output'];
  /** 13 = sold out. */
  status: Scalars['Int']['output'];
  /** Units in stock (tracked). */
  stocks: Scalars['Float']['output'];
};

/** A venue with its settings, hours, fulfilment options, payments, delivery zones and taxes (storefront.md §3 Venue). */
export type Venue = {
  __typename?: 'Venue';
  /** Announcement line shown to online (non-table) orders; '' when none. */
  announcement: Scalars['String']['output'];
  /** JSON map of `announcement` translated by locale; '{}' when none. */
  announcement_i18n: Scalars['String']['output'];
  /** Busy mode: minutes added to ASAP ready times (already in the config's minimum minutes); 0 = off. */
  busy_minutes: Scalars['Int']['output'];
  /** The venue's phone number. */
  callnumber: Scalars['String']['output'];
  /** Feature flags switched on for the venue. */
  capability: Array<Capability>;
  /** Address: city or suburb. */
  city: Scalars['String']['output'];
  /** The venue's code (lowercase, '-'), used in URLs: /{code}. */
  code: Scalars['String']['output'];
  /** The venue's settings, every key filled with its default when unset. */
  config: VenueConfig;
  /** Address: country code (default 'AU'). */
  country: Scalars['String']['output'];
  /** Cover image URL or path; '' when none. */
  cover: Scalars['String']['output'];
  /** Cover images by width as a JSON map, e.g. {"960w":"…","1280w":"…"}; '' when none. */
  coverset: Scalars['String']['output'];
  /** Own delivery zones. */
  deliveries: Array<DeliveryZone>;
  /** The venue's id. */
  id: Scalars['Long']['output'];
  /** Page description. */
  introduction: Scalars['String']['output'];
  /** JSON map of `introduction` translated by locale, e.g. {"zh-CN":"…"}; '{}' when none. */
  introduction_i18n: Scalars['String']['output'];
  /** Page keywords. */
  keywords: Scalars['String']['output'];
  /** Logo image URL or path; '' when none. */
  logo: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Third-party ordering links. */
  online_platforms: Array<OnlinePlatform>;
  /** Weekly opening hours in the venue's timezone. */
  opentime: Array<OpenTime>;
  /** Fulfilment options offered (order category types). */
  order_categories: Array<OrderCategory>;
  /** Courses a set-menu item or cart line may belong to. */
  order_sequences: Array<OrderSequence>;
  /** Online ordering paused by staff per order category type (issue 23 item 4); `until` 253402300799 = until resumed. */
  pauses: Array<VenuePause>;
  /** Seconds since the epoch; 0 = not paused. */
  pauseuntil: Scalars['Long']['output'];
  /** Payment methods; the first one's surcharge applies to card payments. */
  payments: Array<VenuePayment>;
  /** Address: postcode. */
  postcode: Scalars['String']['output'];
  /** Posters (popups) shown by scope. */
  posters: Array<Poster>;
  /** Address: state. */
  state: Scalars['String']['output'];
  /** 1 = open for orders. */
  status: Scalars['Int']['output'];
  /** Stores inside the venue (a food hall's counters); [] for a single kitchen. */
  stores: Array<Store>;
  /** Address: street line. */
  street1: Scalars['String']['output'];
  /** Support phone number. */
  support_number: Scalars['String']['output'];
  /** Announcement line shown to table orders; '' when none. */
  tableanncmnt: Scalars['String']['output'];
  /** JSON map of `tableanncmnt` translated by locale; '{}' when none. */
  tableanncmnt_i18n: Scalars['String']['output'];
  /** The venue's taxes. */
  taxes: Array<VenueTax>;
  /** Venue type, as imported (default 1). */
  type: Scalars['Int']['output'];
};

/** Venue settings (storefront.md §3 config). Money in cents, rates as fractions, minutes for min/max. */
export type VenueConfig = {
  __typename?: 'VenueConfig';
  /** Above 0: 'Pay now' opens the payment page with encrypted parameters (?data=…); 0 (default) passes them as navigation state. */
  checkout_page: Scalars['Int']['output'];
  /** Courier setting as stored (cents); null when unset. */
  delivery_car_only_amount: Maybe<Scalars['Int']['output']>;
  /** Courier customer setting, as stored; null when unset. */
  delivery_customer_id: Maybe<Scalars['String']['output']>;
  /** Courier environment setting, as stored; null when unset. */
  delivery_env: Maybe<Scalars['String']['output']>;
  /** 1 (default) own delivery zones; 21 and 22 two third-party courier services (storefront.md §9). */
  delivery_method: Scalars['Int']['output'];
  /** Third-party courier setting, as stored; null when unset. */
  delivery_pickup_business_id: Maybe<Scalars['String']['output']>;
  /** Courier pick-up instructions, as stored; null when unset. */
  delivery_pickup_instructions: Maybe<Scalars['String']['output']>;
  /** Third-party courier setting, as stored; null when unset. */
  delivery_pickup_store_id: Maybe<Scalars['String']['output']>;
  /** Delivery surcharge added on top, cents. */
  delivery_surcharge_fixed: Scalars['Int']['output'];
  /** Delivery surcharge rate (fraction) of the delivery amount. */
  delivery_surcharge_rate: Scalars['Float']['output'];
  /** Delivery tips reminder setting, as stored (default 0). */
  delivery_tips_reminder: Scalars['Int']['output'];
  /** Display multiplier: an amount shows as cents ÷ 100 × monetaryrate (default 1). */
  monetaryrate: Scalars['Float']['output'];
  /** Currency symbol shown before amounts (default '$'). */
  monetaryunit: Scalars['String']['output'];
  /** Counter pick-up: pre-order horizon in minutes (default 2880). */
  order_book_counter_wait_max: Scalars['Int']['output'];
  /** Counter pick-up: earliest slot, minutes from now (default 10). */
  order_book_counter_wait_min: Scalars['Int']['output'];
  /** Delivery: pre-order horizon in minutes (default 2880). */
  order_book_delivery_max: Scalars['Int']['output'];
  /** Delivery: earliest slot, minutes from now (default 45). */
  order_book_delivery_min: Scalars['Int']['output'];
  /** Takeaway: pre-order horizon in minutes (default 2880). */
  order_book_take_away_max: Scalars['Int']['output'];
  /** Takeaway: earliest slot, minutes from now (default 15). */
  order_book_take_away_min: Scalars['Int']['output'];
  /** Most items in one cart (default 120): 'Too many shopping cart items!'. */
  order_carts_max: Scalars['Int']['output'];
  /** Above 0: diners may add special instructions to items (default 1). */
  order_notes: Scalars['Int']['output'];
  /** Text shown on the order detail once paid ('Notes from shop'); '' for none. */
  paid_notices: Scalars['String']['output'];
  /** JSON map of `paid_notices` translated by locale; '{}' when none. */
  paid_notices_i18n: Scalars['String']['output'];
  /** Label of the service surcharge line (default 'Service Surcharge'). */
  service_surcharge_name: Scalars['String']['output'];
  /** JSON map of translated surcharge labels by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  service_surcharge_name_i18n: Scalars['String']['output'];
  /** Service surcharge rate (fraction) of the items subtotal plus discount; 0 (default) = none. */
  service_surcharge_rate: Scalars['Float']['output'];
  /** 0 (default): a 0-seat table starts with 1 seat; otherwise it stays 0 and diners must give their number of guests. */
  tableguest: Scalars['Int']['output'];
  /** Table mode setting as imported (default 0); passcodes are set per table. */
  tablemode: Scalars['Int']['output'];
  /** 1 (default): diners may pay at the table; 0: 'Please pay at counter'. */
  tablepayments: Scalars['Int']['output'];
  /** Theme colour, CSS hex (default '#0162fe'). */
  theme_color: Scalars['String']['output'];
  /** Time-slot setting as imported (default 5); the time picker steps by 5 minutes. */
  timeslot: Scalars['Int']['output'];
  /** IANA timezone of the venue's times (default 'Australia/Sydney'). */
  timezone: Scalars['String']['output'];
};

/** A menu as listed for the menu selector (storefront.md §3 Venue menus). */
export type VenueMenu = {
  __typename?: 'VenueMenu';
  /** Icon URL or path; '' when none. */
  icon: Scalars['String']['output'];
  /** The menu's id (menuInfo menu_id). */
  id: Scalars['Long']['output'];
  /** The menu's name. */
  name: Scalars['String']['output'];
  /** 1 = open. */
  status: Scalars['Int']['output'];
};

/** A pause of online ordering for one order category type (issue 23 item 4). */
export type VenuePause = {
  __typename?: 'VenuePause';
  /** Order category type (1 pickup, 2/6 table, 3 takeaway, 4 delivery). */
  type: Scalars['Int']['output'];
  /** Seconds since the epoch the pause ends; 253402300799 = until resumed. */
  until: Scalars['Long']['output'];
};

/** A payment method of the venue (orders-and-payments.md §3.14). */
export type VenuePayment = {
  __typename?: 'VenuePayment';
  /** Payment mode, as configured. */
  mode: Scalars['Int']['output'];
  /** The method's name. */
  name: Scalars['String']['output'];
  /** Payment method id, as configured. */
  pid: Scalars['Int']['output'];
  /** Text on the shopper's card statement. */
  shopper_statement: Scalars['String']['output'];
  /** Card-method surcharge rate (fraction). */
  surcharge: Scalars['Float']['output'];
};

/** A tax of the venue (storefront.md §3 taxes, §9 pricing). */
export type VenueTax = {
  __typename?: 'VenueTax';
  /** 1 = inclusive (included in prices); otherwise added on top. */
  attr: Scalars['Int']['output'];
  /** Type 11 (misc) taxes: comma list of what they apply to, 1 surcharge, 2 delivery; '' otherwise. */
  categories: Scalars['String']['output'];
  /** The tax's name, e.g. 'GST'. */
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale, e.g. {"zh-CN":"…"}; '{}' when none (docs/venue-format.md). */
  name_i18n: Scalars['String']['output'];
  /** Fraction: 0.1 = 10 %. */
  rate: Scalars['Float']['output'];
  /** Tax type: 11 misc; other values (default 1) tax products. */
  type: Scalars['Int']['output'];
};

/**
 * A voucher (§3). `status` 1 Active, 2 Used, 3 Expired. `type` 2 takes `value` cents off; any other type
 * is a percentage where `value` is the percent still paid (shown '{100 − value}% OFF'), as coupons.
 * At checkout an order carries it as a coupon payment entry (type 25) with `pid` = −`id`.
 */
export type Voucher = {
  __typename?: 'Voucher';
  /** The brand code. */
  brand_code: Scalars['String']['output'];
  /** The voucher code (shown as QR and text). */
  code: Scalars['String']['output'];
  /** The voucher id. */
  id: Scalars['Int']['output'];
  /** Least order subtotal it applies to, cents. */
  minimum_order: Scalars['Int']['output'];
  /** The voucher's name. */
  name: Scalars['String']['output'];
  /** Translations of the name by locale, as JSON text. */
  name_i18n: Scalars['String']['output'];
  /** What the voucher cost, cents (0 for issued ones). */
  price: Scalars['Int']['output'];
  /** 1 Active, 2 Used, 3 Expired (at the time of asking). */
  status: Scalars['Int']['output'];
  /** 2 amount off; other values percent (as coupons). */
  type: Scalars['Int']['output'];
  /** Valid until, seconds since the epoch. */
  valid_end_at: Scalars['Long']['output'];
  /** Valid from, seconds since the epoch. */
  valid_start_at: Scalars['Long']['output'];
  /** Cents off (type 2), else the percent still paid. */
  value: Scalars['Int']['output'];
  /** Venue codes it may be used at; empty = every venue of the brand. */
  venues: Array<Scalars['String']['output']>;
};

/** voucherInfoQuery: the brand and the voucher. */
export type VoucherInfoResult = {
  __typename?: 'VoucherInfoResult';
  /** The brand. */
  brandBasicInfo: BrandBasicInfo;
  /** The voucher. */
  voucherInfo: Voucher;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Allergens: ResolverTypeWrapper<Allergens>;
  Auth: ResolverTypeWrapper<Omit<Auth, 'authorization' | 'info'> & { authorization: ResolversTypes['Authorization'], info: ResolversTypes['UserInfo'] }>;
  Authorization: ResolverTypeWrapper<AuthorizationParentModel>;
  Banner: ResolverTypeWrapper<Banner>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrandBasicInfo: ResolverTypeWrapper<BrandBasicInfo>;
  BrandCardSettings: ResolverTypeWrapper<BrandCardSettings>;
  BrandGiftCardSettings: ResolverTypeWrapper<BrandGiftCardSettings>;
  BrandLocation: ResolverTypeWrapper<BrandLocation>;
  BrandMemberInfo: ResolverTypeWrapper<BrandMemberInfoViewModel>;
  BrandOpenTime: ResolverTypeWrapper<BrandOpenTime>;
  BrandVenue: ResolverTypeWrapper<BrandVenue>;
  BundleItem: ResolverTypeWrapper<BundleItemModel>;
  Byte: ResolverTypeWrapper<Scalars['Byte']['output']>;
  Capability: ResolverTypeWrapper<Capability>;
  CardStyle: ResolverTypeWrapper<CardStyle>;
  CartLine: ResolverTypeWrapper<CartLineParentModel>;
  Combo: ResolverTypeWrapper<ComboModel>;
  ComboGroup: ResolverTypeWrapper<ComboGroupModel>;
  Coupon: ResolverTypeWrapper<Coupon>;
  CreditsApplyResult: ResolverTypeWrapper<CreditsApplyResult>;
  CustomerCapability: ResolverTypeWrapper<CustomerCapability>;
  CustomerGrade: ResolverTypeWrapper<CustomerGrade>;
  CustomerInfo: ResolverTypeWrapper<CustomerInfoParentModel>;
  CustomerInfoResult: ResolverTypeWrapper<Omit<CustomerInfoResult, 'customerInfo'> & { customerInfo: ResolversTypes['CustomerInfo'] }>;
  CustomerPunch: ResolverTypeWrapper<CustomerPunch>;
  DeliveryStatus: ResolverTypeWrapper<DeliveryStatus>;
  DeliveryZone: ResolverTypeWrapper<DeliveryZoneModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Geo: ResolverTypeWrapper<Geo>;
  GiftCardApplyResult: ResolverTypeWrapper<GiftCardApplyResult>;
  GiftCardInfo: ResolverTypeWrapper<GiftCardInfo>;
  GiftCardOffer: ResolverTypeWrapper<GiftCardOffer>;
  GiftCardPurchaseInput: GiftCardPurchaseInput;
  GiftCardPurchaseResult: ResolverTypeWrapper<GiftCardPurchaseResult>;
  GiftCardRecipientInput: GiftCardRecipientInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IndexInfo: ResolverTypeWrapper<IndexInfo>;
  IndexStore: ResolverTypeWrapper<IndexStore>;
  Ingredient: ResolverTypeWrapper<Ingredient>;
  IngredientLink: ResolverTypeWrapper<IngredientLink>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LineInventory: ResolverTypeWrapper<LineInventory>;
  Long: ResolverTypeWrapper<Scalars['Long']['output']>;
  LoyaltyMove: ResolverTypeWrapper<LoyaltyMove>;
  Measure: ResolverTypeWrapper<Measure>;
  MemberCode: ResolverTypeWrapper<MemberCode>;
  MemberCodeKey: ResolverTypeWrapper<MemberCodeKey>;
  Menu: ResolverTypeWrapper<Omit<Menu, 'categories' | 'combos' | 'modifiers' | 'products' | 'setmenus' | 'taxes'> & { categories: Array<ResolversTypes['MenuCategory']>, combos: Array<ResolversTypes['Combo']>, modifiers: Array<ResolversTypes['Modifier']>, products: Array<ResolversTypes['Product']>, setmenus: Array<ResolversTypes['SetMenu']>, taxes: Array<ResolversTypes['MenuTax']> }>;
  MenuCategory: ResolverTypeWrapper<MenuCategoryModel>;
  MenuChanged: ResolverTypeWrapper<MenuChanged>;
  MenuChangedItem: ResolverTypeWrapper<MenuChangedItem>;
  MenuCheckParam: MenuCheckParam;
  MenuTax: ResolverTypeWrapper<TaxRateModel>;
  Modifier: ResolverTypeWrapper<ModifierModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OnlinePlatform: ResolverTypeWrapper<OnlinePlatform>;
  OpenTime: ResolverTypeWrapper<OpenTimeModel>;
  Order: ResolverTypeWrapper<OrderParentModel>;
  OrderCancelResult: ResolverTypeWrapper<OrderCancelResult>;
  OrderCartLineInput: OrderCartLineInput;
  OrderCategory: ResolverTypeWrapper<OrderCategory>;
  OrderCommentParamInput: OrderCommentParamInput;
  OrderCustomer: ResolverTypeWrapper<StoredJsonModel>;
  OrderEditResult: ResolverTypeWrapper<OrderEditResult>;
  OrderGiftCard: ResolverTypeWrapper<OrderGiftCard>;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderOperateResult: ResolverTypeWrapper<OrderOperateResult>;
  OrderPayApplyParamInput: OrderPayApplyParamInput;
  OrderPaymentEntry: ResolverTypeWrapper<OrderPaymentEntry>;
  OrderPaymentInput: OrderPaymentInput;
  OrderRefundInput: OrderRefundInput;
  OrderRefundLineInput: OrderRefundLineInput;
  OrderRes: ResolverTypeWrapper<OrderRes>;
  OrderResBill: ResolverTypeWrapper<OrderResBill>;
  OrderResCartInput: OrderResCartInput;
  OrderResCheckout: ResolverTypeWrapper<Omit<OrderResCheckout, 'info'> & { info: ResolversTypes['OrderResource'] }>;
  OrderResEvent: ResolverTypeWrapper<Omit<OrderResEvent, 'carts' | 'diff'> & { carts?: Maybe<Array<ResolversTypes['CartLine']>>, diff?: Maybe<Array<ResolversTypes['CartLine']>> }>;
  OrderResInfo: ResolverTypeWrapper<Omit<OrderResInfo, 'auth' | 'info'> & { auth?: Maybe<ResolversTypes['Auth']>, info: ResolversTypes['OrderResource'] }>;
  OrderResIngredientInput: OrderResIngredientInput;
  OrderResInput: OrderResInput;
  OrderResInventoryInput: OrderResInventoryInput;
  OrderResource: ResolverTypeWrapper<TableInfoModel>;
  OrderSequence: ResolverTypeWrapper<OrderSequenceModel>;
  OrderShipping: ResolverTypeWrapper<StoredJsonModel>;
  OrderShippingInput: OrderShippingInput;
  OrderStatusInfo: ResolverTypeWrapper<OrderStatusInfo>;
  PayApplyResult: ResolverTypeWrapper<PayApplyResult>;
  PayCard: ResolverTypeWrapper<PayCard>;
  PayCardInput: PayCardInput;
  PayConfiguration: ResolverTypeWrapper<PayConfiguration>;
  PayDetailsResult: ResolverTypeWrapper<PayDetailsResult>;
  PayInput: PayInput;
  PayStatus: ResolverTypeWrapper<PayStatus>;
  Poster: ResolverTypeWrapper<PosterModel>;
  Product: ResolverTypeWrapper<ProductModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundCartLine: ResolverTypeWrapper<RefundCartLine>;
  RefundOrder: ResolverTypeWrapper<RefundOrder>;
  RefundPayment: ResolverTypeWrapper<RefundPayment>;
  SetMenu: ResolverTypeWrapper<SetMenuModel>;
  Shipping: ResolverTypeWrapper<Shipping>;
  ShippingInput: ShippingInput;
  StaffMemberCard: ResolverTypeWrapper<Omit<StaffMemberCard, 'customerInfo'> & { customerInfo: ResolversTypes['CustomerInfo'] }>;
  StaffVenueEvent: ResolverTypeWrapper<StaffVenueEvent>;
  StatusTime: ResolverTypeWrapper<StatusTime>;
  Store: ResolverTypeWrapper<Store>;
  StoreOrder: ResolverTypeWrapper<StoreOrder>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TableShareInput: TableShareInput;
  TableSharePayment: ResolverTypeWrapper<TableSharePayment>;
  TableSplit: ResolverTypeWrapper<TableSplit>;
  TableSplitDish: ResolverTypeWrapper<TableSplitDish>;
  TableSplitEven: ResolverTypeWrapper<TableSplitEven>;
  TableSplitLine: ResolverTypeWrapper<TableSplitLine>;
  TableSplitPayment: ResolverTypeWrapper<TableSplitPayment>;
  Tag: ResolverTypeWrapper<Tag>;
  UmsOrderEditParamInput: UmsOrderEditParamInput;
  UserAccountModifyInput: UserAccountModifyInput;
  UserEditInput: UserEditInput;
  UserInfo: ResolverTypeWrapper<UserInfoParentModel>;
  Variant: ResolverTypeWrapper<VariantModel>;
  Venue: ResolverTypeWrapper<Omit<Venue, 'config' | 'deliveries' | 'opentime' | 'order_sequences' | 'posters' | 'taxes'> & { config: ResolversTypes['VenueConfig'], deliveries: Array<ResolversTypes['DeliveryZone']>, opentime: Array<ResolversTypes['OpenTime']>, order_sequences: Array<ResolversTypes['OrderSequence']>, posters: Array<ResolversTypes['Poster']>, taxes: Array<ResolversTypes['VenueTax']> }>;
  VenueConfig: ResolverTypeWrapper<VenueConfigModel>;
  VenueMenu: ResolverTypeWrapper<VenueMenu>;
  VenuePause: ResolverTypeWrapper<VenuePause>;
  VenuePayment: ResolverTypeWrapper<VenuePayment>;
  VenueTax: ResolverTypeWrapper<VenueTaxModel>;
  Voucher: ResolverTypeWrapper<Voucher>;
  VoucherInfoResult: ResolverTypeWrapper<VoucherInfoResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Allergens: Allergens;
  Auth: Omit<Auth, 'authorization' | 'info'> & { authorization: ResolversParentTypes['Authorization'], info: ResolversParentTypes['UserInfo'] };
  Authorization: AuthorizationParentModel;
  Banner: Banner;
  Boolean: Scalars['Boolean']['output'];
  BrandBasicInfo: BrandBasicInfo;
  BrandCardSettings: BrandCardSettings;
  BrandGiftCardSettings: BrandGiftCardSettings;
  BrandLocation: BrandLocation;
  BrandMemberInfo: BrandMemberInfoViewModel;
  BrandOpenTime: BrandOpenTime;
  BrandVenue: BrandVenue;
  BundleItem: BundleItemModel;
  Byte: Scalars['Byte']['output'];
  Capability: Capability;
  CardStyle: CardStyle;
  CartLine: CartLineParentModel;
  Combo: ComboModel;
  ComboGroup: ComboGroupModel;
  Coupon: Coupon;
  CreditsApplyResult: CreditsApplyResult;
  CustomerCapability: CustomerCapability;
  CustomerGrade: CustomerGrade;
  CustomerInfo: CustomerInfoParentModel;
  CustomerInfoResult: Omit<CustomerInfoResult, 'customerInfo'> & { customerInfo: ResolversParentTypes['CustomerInfo'] };
  CustomerPunch: CustomerPunch;
  DeliveryStatus: DeliveryStatus;
  DeliveryZone: DeliveryZoneModel;
  Float: Scalars['Float']['output'];
  Geo: Geo;
  GiftCardApplyResult: GiftCardApplyResult;
  GiftCardInfo: GiftCardInfo;
  GiftCardOffer: GiftCardOffer;
  GiftCardPurchaseInput: GiftCardPurchaseInput;
  GiftCardPurchaseResult: GiftCardPurchaseResult;
  GiftCardRecipientInput: GiftCardRecipientInput;
  ID: Scalars['ID']['output'];
  IndexInfo: IndexInfo;
  IndexStore: IndexStore;
  Ingredient: Ingredient;
  IngredientLink: IngredientLink;
  Int: Scalars['Int']['output'];
  LineInventory: LineInventory;
  Long: Scalars['Long']['output'];
  LoyaltyMove: LoyaltyMove;
  Measure: Measure;
  MemberCode: MemberCode;
  MemberCodeKey: MemberCodeKey;
  Menu: Omit<Menu, 'categories' | 'combos' | 'modifiers' | 'products' | 'setmenus' | 'taxes'> & { categories: Array<ResolversParentTypes['MenuCategory']>, combos: Array<ResolversParentTypes['Combo']>, modifiers: Array<ResolversParentTypes['Modifier']>, products: Array<ResolversParentTypes['Product']>, setmenus: Array<ResolversParentTypes['SetMenu']>, taxes: Array<ResolversParentTypes['MenuTax']> };
  MenuCategory: MenuCategoryModel;
  MenuChanged: MenuChanged;
  MenuChangedItem: MenuChangedItem;
  MenuCheckParam: MenuCheckParam;
  MenuTax: TaxRateModel;
  Modifier: ModifierModel;
  Mutation: Record<PropertyKey, never>;
  OnlinePlatform: OnlinePlatform;
  OpenTime: OpenTimeModel;
  Order: OrderParentModel;
  OrderCancelResult: OrderCancelResult;
  OrderCartLineInput: OrderCartLineInput;
  OrderCategory: OrderCategory;
  OrderCommentParamInput: OrderCommentParamInput;
  OrderCustomer: StoredJsonModel;
  OrderEditResult: OrderEditResult;
  OrderGiftCard: OrderGiftCard;
  OrderLine: OrderLine;
  OrderOperateResult: OrderOperateResult;
  OrderPayApplyParamInput: OrderPayApplyParamInput;
  OrderPaymentEntry: OrderPaymentEntry;
  OrderPaymentInput: OrderPaymentInput;
  OrderRefundInput: OrderRefundInput;
  OrderRefundLineInput: OrderRefundLineInput;
  OrderRes: OrderRes;
  OrderResBill: OrderResBill;
  OrderResCartInput: OrderResCartInput;
  OrderResCheckout: Omit<OrderResCheckout, 'info'> & { info: ResolversParentTypes['OrderResource'] };
  OrderResEvent: Omit<OrderResEvent, 'carts' | 'diff'> & { carts?: Maybe<Array<ResolversParentTypes['CartLine']>>, diff?: Maybe<Array<ResolversParentTypes['CartLine']>> };
  OrderResInfo: Omit<OrderResInfo, 'auth' | 'info'> & { auth?: Maybe<ResolversParentTypes['Auth']>, info: ResolversParentTypes['OrderResource'] };
  OrderResIngredientInput: OrderResIngredientInput;
  OrderResInput: OrderResInput;
  OrderResInventoryInput: OrderResInventoryInput;
  OrderResource: TableInfoModel;
  OrderSequence: OrderSequenceModel;
  OrderShipping: StoredJsonModel;
  OrderShippingInput: OrderShippingInput;
  OrderStatusInfo: OrderStatusInfo;
  PayApplyResult: PayApplyResult;
  PayCard: PayCard;
  PayCardInput: PayCardInput;
  PayConfiguration: PayConfiguration;
  PayDetailsResult: PayDetailsResult;
  PayInput: PayInput;
  PayStatus: PayStatus;
  Poster: PosterModel;
  Product: ProductModel;
  Query: Record<PropertyKey, never>;
  RefundCartLine: RefundCartLine;
  RefundOrder: RefundOrder;
  RefundPayment: RefundPayment;
  SetMenu: SetMenuModel;
  Shipping: Shipping;
  ShippingInput: ShippingInput;
  StaffMemberCard: Omit<StaffMemberCard, 'customerInfo'> & { customerInfo: ResolversParentTypes['CustomerInfo'] };
  StaffVenueEvent: StaffVenueEvent;
  StatusTime: StatusTime;
  Store: Store;
  StoreOrder: StoreOrder;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TableShareInput: TableShareInput;
  TableSharePayment: TableSharePayment;
  TableSplit: TableSplit;
  TableSplitDish: TableSplitDish;
  TableSplitEven: TableSplitEven;
  TableSplitLine: TableSplitLine;
  TableSplitPayment: TableSplitPayment;
  Tag: Tag;
  UmsOrderEditParamInput: UmsOrderEditParamInput;
  UserAccountModifyInput: UserAccountModifyInput;
  UserEditInput: UserEditInput;
  UserInfo: UserInfoParentModel;
  Variant: VariantModel;
  Venue: Omit<Venue, 'config' | 'deliveries' | 'opentime' | 'order_sequences' | 'posters' | 'taxes'> & { config: ResolversParentTypes['VenueConfig'], deliveries: Array<ResolversParentTypes['DeliveryZone']>, opentime: Array<ResolversParentTypes['OpenTime']>, order_sequences: Array<ResolversParentTypes['OrderSequence']>, posters: Array<ResolversParentTypes['Poster']>, taxes: Array<ResolversParentTypes['VenueTax']> };
  VenueConfig: VenueConfigModel;
  VenueMenu: VenueMenu;
  VenuePause: VenuePause;
  VenuePayment: VenuePayment;
  VenueTax: VenueTaxModel;
  Voucher: Voucher;
  VoucherInfoResult: VoucherInfoResult;
};

export type AllergensResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Allergens'] = ResolversParentTypes['Allergens']> = {
  contains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  may_contain?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Auth'] = ResolversParentTypes['Auth']> = {
  authorization?: Resolver<ResolversTypes['Authorization'], ParentType, ContextType>;
  extra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  info?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthorizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Authorization'] = ResolversParentTypes['Authorization']> = {
  expired_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  refresh_expired_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  refresh_token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  img_set?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandBasicInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandBasicInfo'] = ResolversParentTypes['BrandBasicInfo']> = {
  call_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer_grades?: Resolver<Array<ResolversTypes['CustomerGrade']>, ParentType, ContextType>;
  gift_card?: Resolver<Maybe<ResolversTypes['BrandGiftCardSettings']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['BrandLocation']>, ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loyalty?: Resolver<Maybe<ResolversTypes['BrandCardSettings']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monetary_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monetary_rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monetary_unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme_color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venue_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venue_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  voucher?: Resolver<Maybe<ResolversTypes['BrandCardSettings']>, ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandCardSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandCardSettings'] = ResolversParentTypes['BrandCardSettings']> = {
  card_style?: Resolver<ResolversTypes['CardStyle'], ParentType, ContextType>;
};

export type BrandGiftCardSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandGiftCardSettings'] = ResolversParentTypes['BrandGiftCardSettings']> = {
  expiry_months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BrandLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandLocation'] = ResolversParentTypes['BrandLocation']> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BrandMemberInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandMemberInfo'] = ResolversParentTypes['BrandMemberInfo']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mask?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  venues?: Resolver<Array<ResolversTypes['BrandVenue']>, ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandOpenTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandOpenTime'] = ResolversParentTypes['BrandOpenTime']> = {
  t_end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  t_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandVenueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandVenue'] = ResolversParentTypes['BrandVenue']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open_time?: Resolver<Array<ResolversTypes['BrandOpenTime']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BundleItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleItem'] = ResolversParentTypes['BundleItem']> = {
  cid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_pattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['IngredientLink']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifier_ids?: Resolver<Array<ResolversTypes['Long']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price_markup?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stocks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax_ids?: Resolver<Array<ResolversTypes['Long']>, ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upsales?: Resolver<Array<ResolversTypes['Long']>, ParentType, ContextType>;
  variants?: Resolver<Maybe<Array<ResolversTypes['Variant']>>, ParentType, ContextType>;
};

export interface ByteScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Byte'], any> {
  name: 'Byte';
}

export type CapabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Capability'] = ResolversParentTypes['Capability']> = {
  cap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardStyleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardStyle'] = ResolversParentTypes['CardStyle']> = {
  bg_color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo2x?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  strip2x?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  cid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  inventory?: Resolver<Maybe<ResolversTypes['LineInventory']>, ParentType, ContextType>;
  menu_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  round?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  store_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxextra?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ComboResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Combo'] = ResolversParentTypes['Combo']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['ComboGroup']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_pattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
};

export type ComboGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComboGroup'] = ResolversParentTypes['ComboGroup']> = {
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  minimum_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  short_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usage_limit_user?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user_only?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  valid_end_time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid_start_time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validdays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validend?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  validstart?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  validtype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validweeks?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreditsApplyResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditsApplyResult'] = ResolversParentTypes['CreditsApplyResult']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CustomerCapabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerCapability'] = ResolversParentTypes['CustomerCapability']> = {
  cap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerGradeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerGrade'] = ResolversParentTypes['CustomerGrade']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerInfo'] = ResolversParentTypes['CustomerInfo']> = {
  authorization?: Resolver<Maybe<ResolversTypes['Authorization']>, ParentType, ContextType>;
  authorization_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capabilities?: Resolver<Array<ResolversTypes['CustomerCapability']>, ParentType, ContextType>;
  credit_balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade_color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['UserInfo']>, ParentType, ContextType>;
  lifetime_points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  login_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  punches?: Resolver<Array<ResolversTypes['CustomerPunch']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerInfoResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerInfoResult'] = ResolversParentTypes['CustomerInfoResult']> = {
  brandBasicInfo?: Resolver<ResolversTypes['BrandBasicInfo'], ParentType, ContextType>;
  customerInfo?: Resolver<ResolversTypes['CustomerInfo'], ParentType, ContextType>;
};

export type CustomerPunchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPunch'] = ResolversParentTypes['CustomerPunch']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeliveryStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryStatus'] = ResolversParentTypes['DeliveryStatus']> = {
  delivery_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery_reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery_status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driver_dropoff_phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driver_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dropoff_time_estimated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryZoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryZone'] = ResolversParentTypes['DeliveryZone']> = {
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  geos?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suburbs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GeoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Geo'] = ResolversParentTypes['Geo']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardApplyResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardApplyResult'] = ResolversParentTypes['GiftCardApplyResult']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GiftCardInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardInfo'] = ResolversParentTypes['GiftCardInfo']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brand_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  issued_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monetary_unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sender_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiftCardOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardOffer'] = ResolversParentTypes['GiftCardOffer']> = {
  brand_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiry_months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max_recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monetary_unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type GiftCardPurchaseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardPurchaseResult'] = ResolversParentTypes['GiftCardPurchaseResult']> = {
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IndexInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IndexInfo'] = ResolversParentTypes['IndexInfo']> = {
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
};

export type IndexStoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IndexStore'] = ResolversParentTypes['IndexStore']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IngredientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Ingredient'] = ResolversParentTypes['Ingredient']> = {
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  measures?: Resolver<Array<ResolversTypes['Measure']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stock_conversion?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stocks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IngredientLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IngredientLink'] = ResolversParentTypes['IngredientLink']> = {
  count?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  ingredient_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  inventory_policy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  measure_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
};

export type LineInventoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineInventory'] = ResolversParentTypes['LineInventory']> = {
  ingredients?: Resolver<Array<ResolversTypes['IngredientLink']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stocks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface LongScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Long'], any> {
  name: 'Long';
}

export type LoyaltyMoveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoyaltyMove'] = ResolversParentTypes['LoyaltyMove']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeasureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Measure'] = ResolversParentTypes['Measure']> = {
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MemberCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberCode'] = ResolversParentTypes['MemberCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
};

export type MemberCodeKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberCodeKey'] = ResolversParentTypes['MemberCodeKey']> = {
  brand_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jwk?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ttl_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  categories?: Resolver<Array<ResolversTypes['MenuCategory']>, ParentType, ContextType>;
  combos?: Resolver<Array<ResolversTypes['Combo']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['Ingredient']>, ParentType, ContextType>;
  modifiers?: Resolver<Array<ResolversTypes['Modifier']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  setmenus?: Resolver<Array<ResolversTypes['SetMenu']>, ParentType, ContextType>;
  store_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['MenuTax']>, ParentType, ContextType>;
};

export type MenuCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuCategory'] = ResolversParentTypes['MenuCategory']> = {
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MenuChangedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuChanged'] = ResolversParentTypes['MenuChanged']> = {
  busy_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['MenuChangedItem']>, ParentType, ContextType>;
  pauses?: Resolver<Array<ResolversTypes['VenuePause']>, ParentType, ContextType>;
  pauseuntil?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  venue_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
};

export type MenuChangedItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuChangedItem'] = ResolversParentTypes['MenuChangedItem']> = {
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stocks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MenuTaxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuTax'] = ResolversParentTypes['MenuTax']> = {
  attr?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ModifierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Modifier'] = ResolversParentTypes['Modifier']> = {
  allergens?: Resolver<Maybe<ResolversTypes['Allergens']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['IngredientLink']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifier_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  modifier_limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifier_minimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifier_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modifier_name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modifier_pos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stocks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  giftCardPurchase?: Resolver<ResolversTypes['GiftCardPurchaseResult'], ParentType, ContextType, RequireFields<MutationGiftCardPurchaseArgs, 'param'>>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  orderCancel?: Resolver<ResolversTypes['OrderCancelResult'], ParentType, ContextType, RequireFields<MutationOrderCancelArgs, 'tradeid'>>;
  orderComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationOrderCommentArgs, 'id' | 'param'>>;
  orderCreditsApply?: Resolver<ResolversTypes['CreditsApplyResult'], ParentType, ContextType, RequireFields<MutationOrderCreditsApplyArgs, 'tradeid'>>;
  orderEdit?: Resolver<ResolversTypes['OrderEditResult'], ParentType, ContextType, RequireFields<MutationOrderEditArgs, 'param'>>;
  orderGiftCardApply?: Resolver<ResolversTypes['GiftCardApplyResult'], ParentType, ContextType, RequireFields<MutationOrderGiftCardApplyArgs, 'code' | 'tradeid'>>;
  orderOperate?: Resolver<ResolversTypes['OrderOperateResult'], ParentType, ContextType, RequireFields<MutationOrderOperateArgs, 'status' | 'tradeid'>>;
  orderPayAdditionDetails?: Resolver<ResolversTypes['PayDetailsResult'], ParentType, ContextType, RequireFields<MutationOrderPayAdditionDetailsArgs, 'details' | 'platform' | 'venue_code'>>;
  orderPayApply?: Resolver<ResolversTypes['PayApplyResult'], ParentType, ContextType, RequireFields<MutationOrderPayApplyArgs, 'param' | 'tradeid'>>;
  orderPayCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationOrderPayCancelArgs, 'tradeid'>>;
  orderPayError?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationOrderPayErrorArgs, 'platform' | 'venue_code'>>;
  orderPayRemoveStoredPaymentMethod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationOrderPayRemoveStoredPaymentMethodArgs, 'id' | 'platform' | 'reference' | 'venue_code'>>;
  orderRefund?: Resolver<ResolversTypes['RefundOrder'], ParentType, ContextType, RequireFields<MutationOrderRefundArgs, 'param' | 'tradeid'>>;
  orderResCheckout?: Resolver<ResolversTypes['OrderResCheckout'], ParentType, ContextType, Partial<MutationOrderResCheckoutArgs>>;
  orderResEdit?: Resolver<ResolversTypes['OrderResource'], ParentType, ContextType, Partial<MutationOrderResEditArgs>>;
  orderResSubmit?: Resolver<ResolversTypes['OrderResource'], ParentType, ContextType, Partial<MutationOrderResSubmitArgs>>;
  payCardDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPayCardDeleteArgs, 'id'>>;
  payCardEdit?: Resolver<Maybe<ResolversTypes['PayCard']>, ParentType, ContextType, RequireFields<MutationPayCardEditArgs, 'id' | 'param'>>;
  shippingDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationShippingDeleteArgs, 'id'>>;
  shippingEdit?: Resolver<Maybe<ResolversTypes['Shipping']>, ParentType, ContextType, RequireFields<MutationShippingEditArgs, 'id' | 'param'>>;
  staffMemberPointsAdd?: Resolver<ResolversTypes['CustomerInfo'], ParentType, ContextType, RequireFields<MutationStaffMemberPointsAddArgs, 'points' | 'reason' | 'uid'>>;
  staffVoucherRedeem?: Resolver<ResolversTypes['Voucher'], ParentType, ContextType, RequireFields<MutationStaffVoucherRedeemArgs, 'code'>>;
  tableSplitPay?: Resolver<ResolversTypes['TableSharePayment'], ParentType, ContextType, RequireFields<MutationTableSplitPayArgs, 'share'>>;
  userAccountModifyRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationUserAccountModifyRequestArgs>>;
  userAccountModifySubmit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationUserAccountModifySubmitArgs>>;
  userEdit?: Resolver<Maybe<ResolversTypes['UserInfo']>, ParentType, ContextType, RequireFields<MutationUserEditArgs, 'param'>>;
  userLogin?: Resolver<Maybe<ResolversTypes['Auth']>, ParentType, ContextType, Partial<MutationUserLoginArgs>>;
  userLoginOa?: Resolver<Maybe<ResolversTypes['Auth']>, ParentType, ContextType, Partial<MutationUserLoginOaArgs>>;
  userLoginSocial?: Resolver<Maybe<ResolversTypes['Auth']>, ParentType, ContextType, Partial<MutationUserLoginSocialArgs>>;
  userLogoff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userPasswordModify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationUserPasswordModifyArgs>>;
  userPasswordResetRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationUserPasswordResetRequestArgs>>;
  userPasswordResetSubmit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationUserPasswordResetSubmitArgs>>;
  userRegisterRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationUserRegisterRequestArgs>>;
  userRegisterSubmit?: Resolver<Maybe<ResolversTypes['Auth']>, ParentType, ContextType, Partial<MutationUserRegisterSubmitArgs>>;
  userTokenRefresh?: Resolver<Maybe<ResolversTypes['Auth']>, ParentType, ContextType, RequireFields<MutationUserTokenRefreshArgs, 'refresh_token'>>;
};

export type OnlinePlatformResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnlinePlatform'] = ResolversParentTypes['OnlinePlatform']> = {
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OpenTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenTime'] = ResolversParentTypes['OpenTime']> = {
  available_markets?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  t_end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  t_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  cancel_until?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  carts?: Resolver<Maybe<Array<ResolversTypes['OrderLine']>>, ParentType, ContextType>;
  category_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['OrderCustomer']>, ParentType, ContextType>;
  extra?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedelivery?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feediscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feepay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feepaysurcharge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feerefund?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feesurcharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feetax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feetaxes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feetaxextra?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feetips?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feetopay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feetotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  invoice_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_tradeid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payments?: Resolver<Maybe<Array<ResolversTypes['OrderPaymentEntry']>>, ParentType, ContextType>;
  paytime?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  pickup_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund_orders?: Resolver<Array<ResolversTypes['RefundOrder']>, ParentType, ContextType>;
  res?: Resolver<Array<ResolversTypes['OrderRes']>, ParentType, ContextType>;
  seqnum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['OrderShipping']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statustime?: Resolver<Array<ResolversTypes['StatusTime']>, ParentType, ContextType>;
  store_orders?: Resolver<Maybe<Array<ResolversTypes['StoreOrder']>>, ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validtime?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  venue_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venue_cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venue_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  venue_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OrderCancelResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCancelResult'] = ResolversParentTypes['OrderCancelResult']> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCategory'] = ResolversParentTypes['OrderCategory']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderEditResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEditResult'] = ResolversParentTypes['OrderEditResult']> = {
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  moved_to?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderGiftCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderGiftCard'] = ResolversParentTypes['OrderGiftCard']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  cid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  menu_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  store_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxextra?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderOperateResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderOperateResult'] = ResolversParentTypes['OrderOperateResult']> = {
  datetime?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderPaymentEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPaymentEntry'] = ResolversParentTypes['OrderPaymentEntry']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderRes'] = ResolversParentTypes['OrderRes']> = {
  bookingdt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enddt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startdt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResBillResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderResBill'] = ResolversParentTypes['OrderResBill']> = {
  feediscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feesurcharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feetax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feetaxes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feetaxextra?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feetopay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feetotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResCheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderResCheckout'] = ResolversParentTypes['OrderResCheckout']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  info?: Resolver<ResolversTypes['OrderResource'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderResEvent'] = ResolversParentTypes['OrderResEvent']> = {
  bookingdt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  carts?: Resolver<Maybe<Array<ResolversTypes['CartLine']>>, ParentType, ContextType>;
  category_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  diff?: Resolver<Maybe<Array<ResolversTypes['CartLine']>>, ParentType, ContextType>;
  enddt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  orderstatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderversion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startdt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  venue_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
};

export type OrderResInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderResInfo'] = ResolversParentTypes['OrderResInfo']> = {
  auth?: Resolver<Maybe<ResolversTypes['Auth']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['OrderResource'], ParentType, ContextType>;
};

export type OrderResourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderResource'] = ResolversParentTypes['OrderResource']> = {
  bill?: Resolver<Maybe<ResolversTypes['OrderResBill']>, ParentType, ContextType>;
  bookingdt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  carts?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  category_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  device_uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enddt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  joined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderextra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  orderstatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordertype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderversion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passcode_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payment_mode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startdt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  venue_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venue_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
};

export type OrderSequenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSequence'] = ResolversParentTypes['OrderSequence']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderShippingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderShipping'] = ResolversParentTypes['OrderShipping']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driver_dropoff_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driver_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driver_pickup_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dropoff_time_estimated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geo_id?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickup_time_estimated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surcharge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tips?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OrderStatusInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusInfo'] = ResolversParentTypes['OrderStatusInfo']> = {
  invoice_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['DeliveryStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statustime?: Resolver<Array<ResolversTypes['StatusTime']>, ParentType, ContextType>;
  store_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayApplyResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayApplyResult'] = ResolversParentTypes['PayApplyResult']> = {
  result_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session_data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayCard'] = ResolversParentTypes['PayCard']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayConfigurationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayConfiguration'] = ResolversParentTypes['PayConfiguration']> = {
  can_store_payment_method?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  environment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_methods?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopper_reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayDetailsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayDetailsResult'] = ResolversParentTypes['PayDetailsResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayStatus'] = ResolversParentTypes['PayStatus']> = {
  result_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PosterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Poster'] = ResolversParentTypes['Poster']> = {
  action_text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  action_text_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  allergens?: Resolver<Maybe<ResolversTypes['Allergens']>, ParentType, ContextType>;
  category_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  category_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  diets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_pattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['IngredientLink']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifier_ids?: Resolver<Array<ResolversTypes['Long']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price_markup?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldby?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stocks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  tax_ids?: Resolver<Array<ResolversTypes['Long']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  brandMemberInfo?: Resolver<ResolversTypes['BrandMemberInfo'], ParentType, ContextType, RequireFields<QueryBrandMemberInfoArgs, 'brand_code'>>;
  couponInfo?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<QueryCouponInfoArgs, 'short_code' | 'venue_code'>>;
  customerInfoQuery?: Resolver<ResolversTypes['CustomerInfoResult'], ParentType, ContextType, RequireFields<QueryCustomerInfoQueryArgs, 'venue_code'>>;
  customerLoyaltyHistory?: Resolver<Array<ResolversTypes['LoyaltyMove']>, ParentType, ContextType, RequireFields<QueryCustomerLoyaltyHistoryArgs, 'count' | 'index' | 'venue_code'>>;
  customerMemberCode?: Resolver<ResolversTypes['MemberCode'], ParentType, ContextType, RequireFields<QueryCustomerMemberCodeArgs, 'venue_code'>>;
  customerVoucherList?: Resolver<Array<ResolversTypes['Voucher']>, ParentType, ContextType, RequireFields<QueryCustomerVoucherListArgs, 'count' | 'index'>>;
  geoList?: Resolver<Array<ResolversTypes['Geo']>, ParentType, ContextType, Partial<QueryGeoListArgs>>;
  giftCardInfoQuery?: Resolver<ResolversTypes['GiftCardInfo'], ParentType, ContextType, RequireFields<QueryGiftCardInfoQueryArgs, 'code'>>;
  giftCardOffer?: Resolver<ResolversTypes['GiftCardOffer'], ParentType, ContextType, RequireFields<QueryGiftCardOfferArgs, 'brand_code'>>;
  indexInfo?: Resolver<ResolversTypes['IndexInfo'], ParentType, ContextType, Partial<QueryIndexInfoArgs>>;
  indexStores?: Resolver<Array<ResolversTypes['IndexStore']>, ParentType, ContextType, Partial<QueryIndexStoresArgs>>;
  menuCheckInfo?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<QueryMenuCheckInfoArgs, 'venue_code'>>;
  menuInfo?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<QueryMenuInfoArgs, 'venue_code'>>;
  orderGiftCards?: Resolver<Array<ResolversTypes['OrderGiftCard']>, ParentType, ContextType, RequireFields<QueryOrderGiftCardsArgs, 'tradeid'>>;
  orderInfo?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderInfoArgs, 'tradeid'>>;
  orderList?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderListArgs, 'count' | 'index'>>;
  orderPayConfiguration?: Resolver<ResolversTypes['PayConfiguration'], ParentType, ContextType, RequireFields<QueryOrderPayConfigurationArgs, 'platform' | 'venue_code'>>;
  orderPayStatus?: Resolver<ResolversTypes['PayStatus'], ParentType, ContextType, RequireFields<QueryOrderPayStatusArgs, 'platform' | 'session_id'>>;
  orderResInfo?: Resolver<Maybe<ResolversTypes['OrderResInfo']>, ParentType, ContextType, Partial<QueryOrderResInfoArgs>>;
  orderSlotsFull?: Resolver<Array<ResolversTypes['Long']>, ParentType, ContextType, RequireFields<QueryOrderSlotsFullArgs, 'category_type' | 'from' | 'to' | 'venue_id'>>;
  orderStatus?: Resolver<ResolversTypes['OrderStatusInfo'], ParentType, ContextType, RequireFields<QueryOrderStatusArgs, 'tradeid'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productList?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductListArgs, 'venue_code'>>;
  staffMemberCard?: Resolver<ResolversTypes['StaffMemberCard'], ParentType, ContextType, RequireFields<QueryStaffMemberCardArgs, 'code'>>;
  staffMemberCodeKey?: Resolver<ResolversTypes['MemberCodeKey'], ParentType, ContextType>;
  tableSplit?: Resolver<ResolversTypes['TableSplit'], ParentType, ContextType, Partial<QueryTableSplitArgs>>;
  userInfoQuery?: Resolver<Maybe<ResolversTypes['UserInfo']>, ParentType, ContextType>;
  venueInfo?: Resolver<ResolversTypes['Venue'], ParentType, ContextType, RequireFields<QueryVenueInfoArgs, 'venue_code'>>;
  venueMenus?: Resolver<Array<ResolversTypes['VenueMenu']>, ParentType, ContextType, RequireFields<QueryVenueMenusArgs, 'venue_code'>>;
  voucherInfoQuery?: Resolver<ResolversTypes['VoucherInfoResult'], ParentType, ContextType, RequireFields<QueryVoucherInfoQueryArgs, 'code'>>;
};

export type RefundCartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundCartLine'] = ResolversParentTypes['RefundCartLine']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  menu_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  store_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RefundOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundOrder'] = ResolversParentTypes['RefundOrder']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  carts?: Resolver<Array<ResolversTypes['RefundCartLine']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  invoice_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['RefundPayment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statustime?: Resolver<Array<ResolversTypes['StatusTime']>, ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RefundPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundPayment'] = ResolversParentTypes['RefundPayment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SetMenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMenu'] = ResolversParentTypes['SetMenu']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_pattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
};

export type ShippingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shipping'] = ResolversParentTypes['Shipping']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  geo_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffMemberCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffMemberCard'] = ResolversParentTypes['StaffMemberCard']> = {
  customerInfo?: Resolver<ResolversTypes['CustomerInfo'], ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  vouchers?: Resolver<Array<ResolversTypes['Voucher']>, ParentType, ContextType>;
};

export type StaffVenueEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffVenueEvent'] = ResolversParentTypes['StaffVenueEvent']> = {
  event?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusTime'] = ResolversParentTypes['StatusTime']> = {
  datetime?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  extra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = {
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreOrder'] = ResolversParentTypes['StoreOrder']> = {
  invoice_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seqnum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statustime?: Resolver<Array<ResolversTypes['StatusTime']>, ParentType, ContextType>;
  store_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  customerInfoChanged?: SubscriptionResolver<ResolversTypes['CustomerInfoResult'], "customerInfoChanged", ParentType, ContextType, RequireFields<SubscriptionCustomerInfoChangedArgs, 'venue_code'>>;
  heartbeat?: SubscriptionResolver<ResolversTypes['Long'], "heartbeat", ParentType, ContextType, Partial<SubscriptionHeartbeatArgs>>;
  menuChanged?: SubscriptionResolver<ResolversTypes['MenuChanged'], "menuChanged", ParentType, ContextType, RequireFields<SubscriptionMenuChangedArgs, 'venue_code'>>;
  orderPayStatusChanged?: SubscriptionResolver<ResolversTypes['PayStatus'], "orderPayStatusChanged", ParentType, ContextType, RequireFields<SubscriptionOrderPayStatusChangedArgs, 'platform' | 'session_id'>>;
  orderResEditingChanged?: SubscriptionResolver<ResolversTypes['OrderResEvent'], "orderResEditingChanged", ParentType, ContextType, Partial<SubscriptionOrderResEditingChangedArgs>>;
  orderStatusChanged?: SubscriptionResolver<ResolversTypes['OrderStatusInfo'], "orderStatusChanged", ParentType, ContextType, RequireFields<SubscriptionOrderStatusChangedArgs, 'tradeid'>>;
  staffVenueChanged?: SubscriptionResolver<ResolversTypes['StaffVenueEvent'], "staffVenueChanged", ParentType, ContextType, RequireFields<SubscriptionStaffVenueChangedArgs, 'venue_code'>>;
};

export type TableSharePaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TableSharePayment'] = ResolversParentTypes['TableSharePayment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  share_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  split?: Resolver<ResolversTypes['TableSplit'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TableSplitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TableSplit'] = ResolversParentTypes['TableSplit']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dishes?: Resolver<Array<ResolversTypes['TableSplitDish']>, ParentType, ContextType>;
  even?: Resolver<Maybe<ResolversTypes['TableSplitEven']>, ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TableSplitLine']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['TableSplitPayment']>, ParentType, ContextType>;
  quote_input?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TableSplitDishResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TableSplitDish'] = ResolversParentTypes['TableSplitDish']> = {
  line_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taken?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  ways?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TableSplitEvenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TableSplitEven'] = ResolversParentTypes['TableSplitEven']> = {
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taken?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TableSplitLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TableSplitLine'] = ResolversParentTypes['TableSplitLine']> = {
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TableSplitPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TableSplitPayment'] = ResolversParentTypes['TableSplitPayment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  tag?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserInfo'] = ResolversParentTypes['UserInfo']> = {
  avatar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  birthday?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password_set?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paycards?: Resolver<Array<ResolversTypes['PayCard']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipping?: Resolver<Array<ResolversTypes['Shipping']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  allergens?: Resolver<Maybe<ResolversTypes['Allergens']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['IngredientLink']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stocks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type VenueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Venue'] = ResolversParentTypes['Venue']> = {
  announcement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  announcement_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  busy_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  callnumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capability?: Resolver<Array<ResolversTypes['Capability']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  config?: Resolver<ResolversTypes['VenueConfig'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['DeliveryZone']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  introduction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  introduction_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keywords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  online_platforms?: Resolver<Array<ResolversTypes['OnlinePlatform']>, ParentType, ContextType>;
  opentime?: Resolver<Array<ResolversTypes['OpenTime']>, ParentType, ContextType>;
  order_categories?: Resolver<Array<ResolversTypes['OrderCategory']>, ParentType, ContextType>;
  order_sequences?: Resolver<Array<ResolversTypes['OrderSequence']>, ParentType, ContextType>;
  pauses?: Resolver<Array<ResolversTypes['VenuePause']>, ParentType, ContextType>;
  pauseuntil?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['VenuePayment']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posters?: Resolver<Array<ResolversTypes['Poster']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  street1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  support_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tableanncmnt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tableanncmnt_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['VenueTax']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VenueConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VenueConfig'] = ResolversParentTypes['VenueConfig']> = {
  checkout_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivery_car_only_amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  delivery_customer_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_env?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_method?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivery_pickup_business_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_pickup_instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_pickup_store_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_surcharge_fixed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivery_surcharge_rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  delivery_tips_reminder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monetaryrate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monetaryunit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_book_counter_wait_max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_book_counter_wait_min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_book_delivery_max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_book_delivery_min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_book_take_away_max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_book_take_away_min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_carts_max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_notes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid_notices?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid_notices_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service_surcharge_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service_surcharge_name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service_surcharge_rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tableguest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tablemode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tablepayments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  theme_color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeslot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VenueMenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VenueMenu'] = ResolversParentTypes['VenueMenu']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VenuePauseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VenuePause'] = ResolversParentTypes['VenuePause']> = {
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  until?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
};

export type VenuePaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VenuePayment'] = ResolversParentTypes['VenuePayment']> = {
  mode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shopper_statement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type VenueTaxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VenueTax'] = ResolversParentTypes['VenueTax']> = {
  attr?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categories?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VoucherResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Voucher'] = ResolversParentTypes['Voucher']> = {
  brand_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimum_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_i18n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid_end_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  valid_start_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  venues?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VoucherInfoResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VoucherInfoResult'] = ResolversParentTypes['VoucherInfoResult']> = {
  brandBasicInfo?: Resolver<ResolversTypes['BrandBasicInfo'], ParentType, ContextType>;
  voucherInfo?: Resolver<ResolversTypes['Voucher'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Allergens?: AllergensResolvers<ContextType>;
  Auth?: AuthResolvers<ContextType>;
  Authorization?: AuthorizationResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BrandBasicInfo?: BrandBasicInfoResolvers<ContextType>;
  BrandCardSettings?: BrandCardSettingsResolvers<ContextType>;
  BrandGiftCardSettings?: BrandGiftCardSettingsResolvers<ContextType>;
  BrandLocation?: BrandLocationResolvers<ContextType>;
  BrandMemberInfo?: BrandMemberInfoResolvers<ContextType>;
  BrandOpenTime?: BrandOpenTimeResolvers<ContextType>;
  BrandVenue?: BrandVenueResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  Byte?: GraphQLScalarType;
  Capability?: CapabilityResolvers<ContextType>;
  CardStyle?: CardStyleResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  Combo?: ComboResolvers<ContextType>;
  ComboGroup?: ComboGroupResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CreditsApplyResult?: CreditsApplyResultResolvers<ContextType>;
  CustomerCapability?: CustomerCapabilityResolvers<ContextType>;
  CustomerGrade?: CustomerGradeResolvers<ContextType>;
  CustomerInfo?: CustomerInfoResolvers<ContextType>;
  CustomerInfoResult?: CustomerInfoResultResolvers<ContextType>;
  CustomerPunch?: CustomerPunchResolvers<ContextType>;
  DeliveryStatus?: DeliveryStatusResolvers<ContextType>;
  DeliveryZone?: DeliveryZoneResolvers<ContextType>;
  Geo?: GeoResolvers<ContextType>;
  GiftCardApplyResult?: GiftCardApplyResultResolvers<ContextType>;
  GiftCardInfo?: GiftCardInfoResolvers<ContextType>;
  GiftCardOffer?: GiftCardOfferResolvers<ContextType>;
  GiftCardPurchaseResult?: GiftCardPurchaseResultResolvers<ContextType>;
  IndexInfo?: IndexInfoResolvers<ContextType>;
  IndexStore?: IndexStoreResolvers<ContextType>;
  Ingredient?: IngredientResolvers<ContextType>;
  IngredientLink?: IngredientLinkResolvers<ContextType>;
  LineInventory?: LineInventoryResolvers<ContextType>;
  Long?: GraphQLScalarType;
  LoyaltyMove?: LoyaltyMoveResolvers<ContextType>;
  Measure?: MeasureResolvers<ContextType>;
  MemberCode?: MemberCodeResolvers<ContextType>;
  MemberCodeKey?: MemberCodeKeyResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuCategory?: MenuCategoryResolvers<ContextType>;
  MenuChanged?: MenuChangedResolvers<ContextType>;
  MenuChangedItem?: MenuChangedItemResolvers<ContextType>;
  MenuTax?: MenuTaxResolvers<ContextType>;
  Modifier?: ModifierResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OnlinePlatform?: OnlinePlatformResolvers<ContextType>;
  OpenTime?: OpenTimeResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderCancelResult?: OrderCancelResultResolvers<ContextType>;
  OrderCategory?: OrderCategoryResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderEditResult?: OrderEditResultResolvers<ContextType>;
  OrderGiftCard?: OrderGiftCardResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderOperateResult?: OrderOperateResultResolvers<ContextType>;
  OrderPaymentEntry?: OrderPaymentEntryResolvers<ContextType>;
  OrderRes?: OrderResResolvers<ContextType>;
  OrderResBill?: OrderResBillResolvers<ContextType>;
  OrderResCheckout?: OrderResCheckoutResolvers<ContextType>;
  OrderResEvent?: OrderResEventResolvers<ContextType>;
  OrderResInfo?: OrderResInfoResolvers<ContextType>;
  OrderResource?: OrderResourceResolvers<ContextType>;
  OrderSequence?: OrderSequenceResolvers<ContextType>;
  OrderShipping?: OrderShippingResolvers<ContextType>;
  OrderStatusInfo?: OrderStatusInfoResolvers<ContextType>;
  PayApplyResult?: PayApplyResultResolvers<ContextType>;
  PayCard?: PayCardResolvers<ContextType>;
  PayConfiguration?: PayConfigurationResolvers<ContextType>;
  PayDetailsResult?: PayDetailsResultResolvers<ContextType>;
  PayStatus?: PayStatusResolvers<ContextType>;
  Poster?: PosterResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefundCartLine?: RefundCartLineResolvers<ContextType>;
  RefundOrder?: RefundOrderResolvers<ContextType>;
  RefundPayment?: RefundPaymentResolvers<ContextType>;
  SetMenu?: SetMenuResolvers<ContextType>;
  Shipping?: ShippingResolvers<ContextType>;
  StaffMemberCard?: StaffMemberCardResolvers<ContextType>;
  StaffVenueEvent?: StaffVenueEventResolvers<ContextType>;
  StatusTime?: StatusTimeResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreOrder?: StoreOrderResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TableSharePayment?: TableSharePaymentResolvers<ContextType>;
  TableSplit?: TableSplitResolvers<ContextType>;
  TableSplitDish?: TableSplitDishResolvers<ContextType>;
  TableSplitEven?: TableSplitEvenResolvers<ContextType>;
  TableSplitLine?: TableSplitLineResolvers<ContextType>;
  TableSplitPayment?: TableSplitPaymentResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  UserInfo?: UserInfoResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
  Venue?: VenueResolvers<ContextType>;
  VenueConfig?: VenueConfigResolvers<ContextType>;
  VenueMenu?: VenueMenuResolvers<ContextType>;
  VenuePause?: VenuePauseResolvers<ContextType>;
  VenuePayment?: VenuePaymentResolvers<ContextType>;
  VenueTax?: VenueTaxResolvers<ContextType>;
  Voucher?: VoucherResolvers<ContextType>;
  VoucherInfoResult?: VoucherInfoResultResolvers<ContextType>;
};

