import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

export type Auth = {
  __typename?: 'Auth';
  authorization: Authorization;
  extra: Scalars['String']['output'];
  info: UserInfo;
  type: Scalars['Int']['output'];
};

export type Authorization = {
  __typename?: 'Authorization';
  /** Seconds since the epoch. */
  expired_at: Scalars['Long']['output'];
  refresh_expired_at: Scalars['Long']['output'];
  token: Scalars['String']['output'];
};

export type Banner = {
  __typename?: 'Banner';
  /** JSON map of breakpoint images, e.g. {"0":"…","600":"…"}. */
  img_set: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type BundleItem = {
  __typename?: 'BundleItem';
  cid: Scalars['Long']['output'];
  content: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  icon: Scalars['String']['output'];
  icon_pattern: Scalars['String']['output'];
  icon_type: Scalars['Int']['output'];
  id: Scalars['Long']['output'];
  ingredients: Array<IngredientLink>;
  inventory: Scalars['Int']['output'];
  modifier_ids: Array<Scalars['Long']['output']>;
  name: Scalars['String']['output'];
  pid: Scalars['Long']['output'];
  price: Scalars['Int']['output'];
  price_markup: Scalars['Int']['output'];
  sequence: Scalars['Int']['output'];
  sid: Scalars['Long']['output'];
  status: Scalars['Int']['output'];
  stocks: Scalars['Float']['output'];
  tax_ids: Array<Scalars['Long']['output']>;
  tid: Scalars['Long']['output'];
  type: Scalars['Int']['output'];
  upsales: Array<Scalars['Long']['output']>;
  variants: Maybe<Array<Variant>>;
};

export type Capability = {
  __typename?: 'Capability';
  cap: Scalars['String']['output'];
};

export type CartLine = {
  __typename?: 'CartLine';
  cid: Scalars['Long']['output'];
  code: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  discount: Scalars['Int']['output'];
  extra: Scalars['String']['output'];
  gid: Scalars['Long']['output'];
  id: Scalars['Long']['output'];
  inventory: Maybe<LineInventory>;
  menu_id: Scalars['Long']['output'];
  name: Scalars['String']['output'];
  pid: Scalars['Long']['output'];
  price: Scalars['Int']['output'];
  sequence: Scalars['Int']['output'];
  sid: Scalars['Long']['output'];
  status: Scalars['Int']['output'];
  store_id: Scalars['Long']['output'];
  taxes: Scalars['String']['output'];
  taxextra: Scalars['Int']['output'];
  taxtotal: Scalars['Int']['output'];
  tid: Scalars['Long']['output'];
  type: Scalars['Int']['output'];
  value: Scalars['Int']['output'];
};

export type Combo = {
  __typename?: 'Combo';
  code: Scalars['String']['output'];
  content: Scalars['String']['output'];
  cost: Scalars['Int']['output'];
  groups: Array<ComboGroup>;
  icon: Scalars['String']['output'];
  icon_pattern: Scalars['String']['output'];
  icon_type: Scalars['Int']['output'];
  id: Scalars['Long']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  tags: Array<Tag>;
};

export type ComboGroup = {
  __typename?: 'ComboGroup';
  id: Scalars['Long']['output'];
  items: Array<BundleItem>;
  limits: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type DeliveryZone = {
  __typename?: 'DeliveryZone';
  fee: Scalars['Int']['output'];
  free: Scalars['Int']['output'];
  /** Comma-separated geo ids; '0' = all. */
  geos: Scalars['String']['output'];
  id: Scalars['Long']['output'];
  min: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** JSON list of {city, postcode}. */
  suburbs: Scalars['String']['output'];
};

export type IndexInfo = {
  __typename?: 'IndexInfo';
  banners: Array<Banner>;
};

export type IndexStore = {
  __typename?: 'IndexStore';
  code: Scalars['String']['output'];
  cover: Scalars['String']['output'];
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Ingredient = {
  __typename?: 'Ingredient';
  id: Scalars['Long']['output'];
  inventory: Scalars['Int']['output'];
  measures: Array<Measure>;
  status: Scalars['Int']['output'];
  stock_conversion: Scalars['Float']['output'];
  stocks: Scalars['Float']['output'];
  threshold: Scalars['Float']['output'];
  tid: Scalars['Long']['output'];
  type: Scalars['Int']['output'];
};

export type IngredientLink = {
  __typename?: 'IngredientLink';
  count: Scalars['Float']['output'];
  id: Scalars['Long']['output'];
  ingredient_id: Scalars['Long']['output'];
  inventory_policy: Scalars['Int']['output'];
  measure_id: Scalars['Long']['output'];
};

export type LineInventory = {
  __typename?: 'LineInventory';
  ingredients: Array<IngredientLink>;
  inventory: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
  stocks: Scalars['Float']['output'];
};

export type Measure = {
  __typename?: 'Measure';
  id: Scalars['Long']['output'];
  units: Scalars['Float']['output'];
};

export type Menu = {
  __typename?: 'Menu';
  categories: Array<MenuCategory>;
  combos: Array<Combo>;
  id: Scalars['Long']['output'];
  ingredients: Array<Ingredient>;
  modifiers: Array<Modifier>;
  name: Scalars['String']['output'];
  products: Array<Product>;
  setmenus: Array<SetMenu>;
  store_id: Scalars['Long']['output'];
  taxes: Array<MenuTax>;
};

export type MenuCategory = {
  __typename?: 'MenuCategory';
  id: Scalars['Long']['output'];
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale, e.g. {"zh-CN":"咖啡"}; '{}' when none. */
  name_i18n: Scalars['String']['output'];
  pattern: Scalars['String']['output'];
  type: Scalars['Int']['output'];
};

export type MenuCheckParam = {
  combos?: InputMaybe<Array<Scalars['Long']['input']>>;
  modifiers?: InputMaybe<Array<Scalars['Long']['input']>>;
  products?: InputMaybe<Array<Scalars['Long']['input']>>;
  setmenus?: InputMaybe<Array<Scalars['Long']['input']>>;
};

export type MenuTax = {
  __typename?: 'MenuTax';
  attr: Scalars['Int']['output'];
  id: Scalars['Long']['output'];
  name: Scalars['String']['output'];
  rate: Scalars['Float']['output'];
};

export type Modifier = {
  __typename?: 'Modifier';
  icon: Scalars['String']['output'];
  id: Scalars['Long']['output'];
  ingredients: Array<IngredientLink>;
  inventory: Scalars['Int']['output'];
  limit: Scalars['Int']['output'];
  modifier_id: Scalars['Long']['output'];
  modifier_limit: Scalars['Int']['output'];
  modifier_minimum: Scalars['Int']['output'];
  modifier_name: Scalars['String']['output'];
  modifier_pos: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
  stocks: Scalars['Float']['output'];
  threshold: Scalars['Float']['output'];
  type: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** No-op kept so the root type is never empty; real mutations extend it per area. */
  noop: Maybe<Scalars['Boolean']['output']>;
};

export type OnlinePlatform = {
  __typename?: 'OnlinePlatform';
  link: Scalars['String']['output'];
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
  pid: Scalars['Int']['output'];
};

export type OpenTime = {
  __typename?: 'OpenTime';
  /** JSON list of order category types this range serves; [] = all. */
  available_markets: Scalars['String']['output'];
  t_end: Scalars['String']['output'];
  t_start: Scalars['String']['output'];
  /** 0 = Sunday … 6. */
  week: Scalars['Int']['output'];
};

export type OrderCategory = {
  __typename?: 'OrderCategory';
  name: Scalars['String']['output'];
  type: Scalars['Int']['output'];
};

export type OrderResInfo = {
  __typename?: 'OrderResInfo';
  /** A table-diner session scoped to this table; null until the table-ordering flow issues one. */
  auth: Maybe<Auth>;
  info: OrderResource;
};

export type OrderResource = {
  __typename?: 'OrderResource';
  bookingdt: Scalars['Long']['output'];
  carts: Array<CartLine>;
  category_name: Scalars['String']['output'];
  category_type: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  /** Seats. */
  count: Scalars['Int']['output'];
  data: Scalars['String']['output'];
  device_uid: Scalars['String']['output'];
  enddt: Scalars['Long']['output'];
  /** Table name. */
  name: Scalars['String']['output'];
  orderextra: Scalars['String']['output'];
  orderid: Scalars['Long']['output'];
  orderstatus: Scalars['Int']['output'];
  ordertype: Scalars['Int']['output'];
  orderversion: Scalars['Int']['output'];
  /** Whether joining needs the 4-digit passcode (never the passcode itself). */
  passcode_required: Scalars['Boolean']['output'];
  payment_mode: Scalars['Int']['output'];
  startdt: Scalars['Long']['output'];
  state: Scalars['Int']['output'];
  /** Table status (see docs/adr on table states). */
  status: Scalars['Int']['output'];
  subtype: Scalars['Int']['output'];
  tid: Scalars['Long']['output'];
  tradeid: Scalars['String']['output'];
  type: Scalars['Int']['output'];
  venue_id: Scalars['Long']['output'];
};

export type OrderSequence = {
  __typename?: 'OrderSequence';
  name: Scalars['String']['output'];
  sequence: Scalars['Int']['output'];
};

export type Poster = {
  __typename?: 'Poster';
  action_text: Scalars['String']['output'];
  content: Scalars['String']['output'];
  id: Scalars['Long']['output'];
  model: Scalars['String']['output'];
  pic: Scalars['String']['output'];
  /** 'all', 'table' or 'online'. */
  scope: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Product = {
  __typename?: 'Product';
  category_id: Scalars['Long']['output'];
  category_name: Scalars['String']['output'];
  code: Scalars['String']['output'];
  content: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  icon_pattern: Scalars['String']['output'];
  icon_type: Scalars['Int']['output'];
  id: Scalars['Long']['output'];
  ingredients: Array<IngredientLink>;
  inventory: Scalars['Int']['output'];
  modifier_ids: Array<Scalars['Long']['output']>;
  name: Scalars['String']['output'];
  /** JSON map of translated names by locale; '{}' when none. */
  name_i18n: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  price_markup: Scalars['Int']['output'];
  sequence: Scalars['Int']['output'];
  soldby: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  stocks: Scalars['Float']['output'];
  tags: Array<Tag>;
  tax_ids: Array<Scalars['Long']['output']>;
  variants: Array<Variant>;
};

export type Query = {
  __typename?: 'Query';
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
  /**
   * The table order resource for a table code `rc` (or `c`), optionally a reservation `tid`. Null when no
   * table has that code ('Table not found').
   */
  orderResInfo: Maybe<OrderResInfo>;
  /** Liveness of the API itself; always true. */
  ping: Scalars['Boolean']['output'];
  /** A page of products (default 20) from `index`, optionally of one category. storefront.md §4 Product list loading. */
  productList: Array<Product>;
  /** The venue by code (or numeric id). Error 'not found' for an unknown venue. storefront.md §3 Venue. */
  venueInfo: Venue;
  /** Menus of a venue for the advanced-menu selector. storefront.md §3 Venue menus. */
  venueMenus: Array<VenueMenu>;
};


export type QueryIndexInfoArgs = {
  code: InputMaybe<Scalars['String']['input']>;
};


export type QueryIndexStoresArgs = {
  apptype: InputMaybe<Scalars['Int']['input']>;
  code: InputMaybe<Scalars['String']['input']>;
  count: InputMaybe<Scalars['Int']['input']>;
  index: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMenuCheckInfoArgs = {
  device_uid: InputMaybe<Scalars['String']['input']>;
  market: InputMaybe<Scalars['Byte']['input']>;
  menu_id: InputMaybe<Scalars['Long']['input']>;
  param: InputMaybe<MenuCheckParam>;
  scheduled_at: InputMaybe<Scalars['Long']['input']>;
  source: InputMaybe<Scalars['Int']['input']>;
  venue_code: Scalars['String']['input'];
};


export type QueryMenuInfoArgs = {
  count: InputMaybe<Scalars['Int']['input']>;
  device_uid: InputMaybe<Scalars['String']['input']>;
  index: InputMaybe<Scalars['Int']['input']>;
  market: InputMaybe<Scalars['Byte']['input']>;
  menu_id: InputMaybe<Scalars['Long']['input']>;
  source: InputMaybe<Scalars['Int']['input']>;
  venue_code: Scalars['String']['input'];
};


export type QueryOrderResInfoArgs = {
  c: InputMaybe<Scalars['String']['input']>;
  rc: InputMaybe<Scalars['String']['input']>;
  tid: InputMaybe<Scalars['Long']['input']>;
};


export type QueryProductListArgs = {
  category_id: InputMaybe<Scalars['Long']['input']>;
  count: InputMaybe<Scalars['Int']['input']>;
  index: InputMaybe<Scalars['Int']['input']>;
  menu_id: InputMaybe<Scalars['Long']['input']>;
  venue_code: Scalars['String']['input'];
};


export type QueryVenueInfoArgs = {
  market: InputMaybe<Scalars['Byte']['input']>;
  venue_code: Scalars['String']['input'];
};


export type QueryVenueMenusArgs = {
  device_uid: InputMaybe<Scalars['String']['input']>;
  market: InputMaybe<Scalars['Byte']['input']>;
  scheduled_at: InputMaybe<Scalars['Long']['input']>;
  source: InputMaybe<Scalars['Int']['input']>;
  venue_code: Scalars['String']['input'];
};

export type SetMenu = {
  __typename?: 'SetMenu';
  code: Scalars['String']['output'];
  content: Scalars['String']['output'];
  cost: Scalars['Int']['output'];
  icon: Scalars['String']['output'];
  icon_pattern: Scalars['String']['output'];
  icon_type: Scalars['Int']['output'];
  id: Scalars['Long']['output'];
  items: Array<BundleItem>;
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  tags: Array<Tag>;
};

export type Store = {
  __typename?: 'Store';
  id: Scalars['Long']['output'];
  name: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Seconds since the epoch, once a second, `count` times (default 3): proves the socket path end to end. */
  heartbeat: Scalars['Long']['output'];
};


export type SubscriptionHeartbeatArgs = {
  count: InputMaybe<Scalars['Int']['input']>;
};

export type Tag = {
  __typename?: 'Tag';
  tag: Scalars['Int']['output'];
  type: Scalars['Int']['output'];
};

export type UserInfo = {
  __typename?: 'UserInfo';
  avatar: Scalars['String']['output'];
  birthday: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  gender: Scalars['Int']['output'];
  id: Scalars['Long']['output'];
  lastname: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
  type: Scalars['Int']['output'];
  username: Scalars['String']['output'];
};

export type Variant = {
  __typename?: 'Variant';
  code: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  id: Scalars['Long']['output'];
  ingredients: Array<IngredientLink>;
  inventory: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
  stocks: Scalars['Float']['output'];
};

export type Venue = {
  __typename?: 'Venue';
  announcement: Scalars['String']['output'];
  callnumber: Scalars['String']['output'];
  capability: Array<Capability>;
  city: Scalars['String']['output'];
  code: Scalars['String']['output'];
  config: VenueConfig;
  country: Scalars['String']['output'];
  cover: Scalars['String']['output'];
  coverset: Scalars['String']['output'];
  deliveries: Array<DeliveryZone>;
  id: Scalars['Long']['output'];
  introduction: Scalars['String']['output'];
  keywords: Scalars['String']['output'];
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
  online_platforms: Array<OnlinePlatform>;
  opentime: Array<OpenTime>;
  order_categories: Array<OrderCategory>;
  order_sequences: Array<OrderSequence>;
  /** Seconds since the epoch; 0 = not paused. */
  pauseuntil: Scalars['Long']['output'];
  payments: Array<VenuePayment>;
  postcode: Scalars['String']['output'];
  posters: Array<Poster>;
  state: Scalars['String']['output'];
  /** 1 = open for orders. */
  status: Scalars['Int']['output'];
  stores: Array<Store>;
  street1: Scalars['String']['output'];
  support_number: Scalars['String']['output'];
  tableanncmnt: Scalars['String']['output'];
  taxes: Array<VenueTax>;
  type: Scalars['Int']['output'];
};

/** Venue settings (storefront.md §3 config). Money in cents, rates as fractions, minutes for min/max. */
export type VenueConfig = {
  __typename?: 'VenueConfig';
  checkout_page: Scalars['Int']['output'];
  delivery_car_only_amount: Maybe<Scalars['Int']['output']>;
  delivery_customer_id: Maybe<Scalars['String']['output']>;
  delivery_env: Maybe<Scalars['String']['output']>;
  delivery_method: Scalars['Int']['output'];
  delivery_pickup_business_id: Maybe<Scalars['String']['output']>;
  delivery_pickup_instructions: Maybe<Scalars['String']['output']>;
  delivery_pickup_store_id: Maybe<Scalars['String']['output']>;
  delivery_surcharge_fixed: Scalars['Int']['output'];
  delivery_surcharge_rate: Scalars['Float']['output'];
  delivery_tips_reminder: Scalars['Int']['output'];
  monetaryrate: Scalars['Float']['output'];
  monetaryunit: Scalars['String']['output'];
  order_book_counter_wait_max: Scalars['Int']['output'];
  order_book_counter_wait_min: Scalars['Int']['output'];
  order_book_delivery_max: Scalars['Int']['output'];
  order_book_delivery_min: Scalars['Int']['output'];
  order_book_take_away_max: Scalars['Int']['output'];
  order_book_take_away_min: Scalars['Int']['output'];
  order_carts_max: Scalars['Int']['output'];
  order_notes: Scalars['Int']['output'];
  paid_notices: Scalars['String']['output'];
  service_surcharge_name: Scalars['String']['output'];
  service_surcharge_rate: Scalars['Float']['output'];
  tableguest: Scalars['Int']['output'];
  tablemode: Scalars['Int']['output'];
  tablepayments: Scalars['Int']['output'];
  theme_color: Scalars['String']['output'];
  timeslot: Scalars['Int']['output'];
  timezone: Scalars['String']['output'];
};

export type VenueMenu = {
  __typename?: 'VenueMenu';
  icon: Scalars['String']['output'];
  id: Scalars['Long']['output'];
  name: Scalars['String']['output'];
  /** 1 = open. */
  status: Scalars['Int']['output'];
};

export type VenuePayment = {
  __typename?: 'VenuePayment';
  mode: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  pid: Scalars['Int']['output'];
  shopper_statement: Scalars['String']['output'];
  /** Card-method surcharge rate (fraction). */
  surcharge: Scalars['Float']['output'];
};

export type VenueTax = {
  __typename?: 'VenueTax';
  attr: Scalars['Int']['output'];
  categories: Scalars['String']['output'];
  name: Scalars['String']['output'];
  rate: Scalars['Float']['output'];
  type: Scalars['Int']['output'];
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
  Auth: ResolverTypeWrapper<Auth>;
  Authorization: ResolverTypeWrapper<Authorization>;
  Banner: ResolverTypeWrapper<Banner>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BundleItem: ResolverTypeWrapper<BundleItem>;
  Byte: ResolverTypeWrapper<Scalars['Byte']['output']>;
  Capability: ResolverTypeWrapper<Capability>;
  CartLine: ResolverTypeWrapper<CartLine>;
  Combo: ResolverTypeWrapper<Combo>;
  ComboGroup: ResolverTypeWrapper<ComboGroup>;
  DeliveryZone: ResolverTypeWrapper<DeliveryZone>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  IndexInfo: ResolverTypeWrapper<IndexInfo>;
  IndexStore: ResolverTypeWrapper<IndexStore>;
  Ingredient: ResolverTypeWrapper<Ingredient>;
  IngredientLink: ResolverTypeWrapper<IngredientLink>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LineInventory: ResolverTypeWrapper<LineInventory>;
  Long: ResolverTypeWrapper<Scalars['Long']['output']>;
  Measure: ResolverTypeWrapper<Measure>;
  Menu: ResolverTypeWrapper<Menu>;
  MenuCategory: ResolverTypeWrapper<MenuCategory>;
  MenuCheckParam: MenuCheckParam;
  MenuTax: ResolverTypeWrapper<MenuTax>;
  Modifier: ResolverTypeWrapper<Modifier>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OnlinePlatform: ResolverTypeWrapper<OnlinePlatform>;
  OpenTime: ResolverTypeWrapper<OpenTime>;
  OrderCategory: ResolverTypeWrapper<OrderCategory>;
  OrderResInfo: ResolverTypeWrapper<OrderResInfo>;
  OrderResource: ResolverTypeWrapper<OrderResource>;
  OrderSequence: ResolverTypeWrapper<OrderSequence>;
  Poster: ResolverTypeWrapper<Poster>;
  Product: ResolverTypeWrapper<Product>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SetMenu: ResolverTypeWrapper<SetMenu>;
  Store: ResolverTypeWrapper<Store>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tag: ResolverTypeWrapper<Tag>;
  UserInfo: ResolverTypeWrapper<UserInfo>;
  Variant: ResolverTypeWrapper<Variant>;
  Venue: ResolverTypeWrapper<Venue>;
  VenueConfig: ResolverTypeWrapper<VenueConfig>;
  VenueMenu: ResolverTypeWrapper<VenueMenu>;
  VenuePayment: ResolverTypeWrapper<VenuePayment>;
  VenueTax: ResolverTypeWrapper<VenueTax>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Auth: Auth;
  Authorization: Authorization;
  Banner: Banner;
  Boolean: Scalars['Boolean']['output'];
  BundleItem: BundleItem;
  Byte: Scalars['Byte']['output'];
  Capability: Capability;
  CartLine: CartLine;
  Combo: Combo;
  ComboGroup: ComboGroup;
  DeliveryZone: DeliveryZone;
  Float: Scalars['Float']['output'];
  IndexInfo: IndexInfo;
  IndexStore: IndexStore;
  Ingredient: Ingredient;
  IngredientLink: IngredientLink;
  Int: Scalars['Int']['output'];
  LineInventory: LineInventory;
  Long: Scalars['Long']['output'];
  Measure: Measure;
  Menu: Menu;
  MenuCategory: MenuCategory;
  MenuCheckParam: MenuCheckParam;
  MenuTax: MenuTax;
  Modifier: Modifier;
  Mutation: Record<PropertyKey, never>;
  OnlinePlatform: OnlinePlatform;
  OpenTime: OpenTime;
  OrderCategory: OrderCategory;
  OrderResInfo: OrderResInfo;
  OrderResource: OrderResource;
  OrderSequence: OrderSequence;
  Poster: Poster;
  Product: Product;
  Query: Record<PropertyKey, never>;
  SetMenu: SetMenu;
  Store: Store;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Tag: Tag;
  UserInfo: UserInfo;
  Variant: Variant;
  Venue: Venue;
  VenueConfig: VenueConfig;
  VenueMenu: VenueMenu;
  VenuePayment: VenuePayment;
  VenueTax: VenueTax;
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
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  img_set?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['ComboGroup']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_pattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MeasureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Measure'] = ResolversParentTypes['Measure']> = {
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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

export type MenuTaxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuTax'] = ResolversParentTypes['MenuTax']> = {
  attr?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ModifierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Modifier'] = ResolversParentTypes['Modifier']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['IngredientLink']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifier_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  modifier_limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifier_minimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifier_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modifier_pos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stocks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
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

export type OrderCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCategory'] = ResolversParentTypes['OrderCategory']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderResInfo'] = ResolversParentTypes['OrderResInfo']> = {
  auth?: Resolver<Maybe<ResolversTypes['Auth']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['OrderResource'], ParentType, ContextType>;
};

export type OrderResourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderResource'] = ResolversParentTypes['OrderResource']> = {
  bookingdt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  carts?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  category_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  device_uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enddt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderextra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  orderstatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordertype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderversion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passcode_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payment_mode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startdt?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtype?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  venue_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
};

export type OrderSequenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSequence'] = ResolversParentTypes['OrderSequence']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PosterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Poster'] = ResolversParentTypes['Poster']> = {
  action_text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  category_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  category_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  indexInfo?: Resolver<ResolversTypes['IndexInfo'], ParentType, ContextType, Partial<QueryIndexInfoArgs>>;
  indexStores?: Resolver<Array<ResolversTypes['IndexStore']>, ParentType, ContextType, Partial<QueryIndexStoresArgs>>;
  menuCheckInfo?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<QueryMenuCheckInfoArgs, 'venue_code'>>;
  menuInfo?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<QueryMenuInfoArgs, 'venue_code'>>;
  orderResInfo?: Resolver<Maybe<ResolversTypes['OrderResInfo']>, ParentType, ContextType, Partial<QueryOrderResInfoArgs>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productList?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductListArgs, 'venue_code'>>;
  venueInfo?: Resolver<ResolversTypes['Venue'], ParentType, ContextType, RequireFields<QueryVenueInfoArgs, 'venue_code'>>;
  venueMenus?: Resolver<Array<ResolversTypes['VenueMenu']>, ParentType, ContextType, RequireFields<QueryVenueMenusArgs, 'venue_code'>>;
};

export type SetMenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMenu'] = ResolversParentTypes['SetMenu']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_pattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
};

export type StoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = {
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  heartbeat?: SubscriptionResolver<ResolversTypes['Long'], "heartbeat", ParentType, ContextType, Partial<SubscriptionHeartbeatArgs>>;
};

export type TagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  tag?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserInfo'] = ResolversParentTypes['UserInfo']> = {
  avatar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  birthday?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['IngredientLink']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stocks?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type VenueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Venue'] = ResolversParentTypes['Venue']> = {
  announcement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  keywords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  online_platforms?: Resolver<Array<ResolversTypes['OnlinePlatform']>, ParentType, ContextType>;
  opentime?: Resolver<Array<ResolversTypes['OpenTime']>, ParentType, ContextType>;
  order_categories?: Resolver<Array<ResolversTypes['OrderCategory']>, ParentType, ContextType>;
  order_sequences?: Resolver<Array<ResolversTypes['OrderSequence']>, ParentType, ContextType>;
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
  service_surcharge_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Auth?: AuthResolvers<ContextType>;
  Authorization?: AuthorizationResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  Byte?: GraphQLScalarType;
  Capability?: CapabilityResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  Combo?: ComboResolvers<ContextType>;
  ComboGroup?: ComboGroupResolvers<ContextType>;
  DeliveryZone?: DeliveryZoneResolvers<ContextType>;
  IndexInfo?: IndexInfoResolvers<ContextType>;
  IndexStore?: IndexStoreResolvers<ContextType>;
  Ingredient?: IngredientResolvers<ContextType>;
  IngredientLink?: IngredientLinkResolvers<ContextType>;
  LineInventory?: LineInventoryResolvers<ContextType>;
  Long?: GraphQLScalarType;
  Measure?: MeasureResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuCategory?: MenuCategoryResolvers<ContextType>;
  MenuTax?: MenuTaxResolvers<ContextType>;
  Modifier?: ModifierResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OnlinePlatform?: OnlinePlatformResolvers<ContextType>;
  OpenTime?: OpenTimeResolvers<ContextType>;
  OrderCategory?: OrderCategoryResolvers<ContextType>;
  OrderResInfo?: OrderResInfoResolvers<ContextType>;
  OrderResource?: OrderResourceResolvers<ContextType>;
  OrderSequence?: OrderSequenceResolvers<ContextType>;
  Poster?: PosterResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SetMenu?: SetMenuResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  UserInfo?: UserInfoResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
  Venue?: VenueResolvers<ContextType>;
  VenueConfig?: VenueConfigResolvers<ContextType>;
  VenueMenu?: VenueMenuResolvers<ContextType>;
  VenuePayment?: VenuePaymentResolvers<ContextType>;
  VenueTax?: VenueTaxResolvers<ContextType>;
};

