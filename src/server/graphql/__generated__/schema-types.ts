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
  /** Table carts: the kitchen round the line went out in (0 = not yet sent); null outside table carts. */
  round: Maybe<Scalars['Int']['output']>;
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

/** A coupon (§3.6). type 2 = `value` cents off; other types: `value` = percent paid (90 = 10 % off). */
export type Coupon = {
  __typename?: 'Coupon';
  code: Scalars['String']['output'];
  id: Scalars['Long']['output'];
  minimum_order: Scalars['Int']['output'];
  mode: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  scenario: Scalars['Int']['output'];
  /** 'all', 'table' or 'online'. */
  scope: Scalars['String']['output'];
  short_code: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  type: Scalars['Int']['output'];
  usage_limit_user: Scalars['Int']['output'];
  /** Only registered members may use it. */
  user_only: Scalars['Boolean']['output'];
  valid_end_time: Scalars['String']['output'];
  valid_start_time: Scalars['String']['output'];
  validdays: Scalars['Int']['output'];
  validend: Scalars['Long']['output'];
  validstart: Scalars['Long']['output'];
  validtype: Scalars['Int']['output'];
  /** Comma list of weekdays 0–6 (0 = Sunday); '' = every day. */
  validweeks: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

export type DeliveryStatus = {
  __typename?: 'DeliveryStatus';
  delivery_id: Scalars['String']['output'];
  delivery_reference: Scalars['String']['output'];
  delivery_status: Scalars['String']['output'];
  driver_dropoff_phone: Scalars['String']['output'];
  driver_name: Scalars['String']['output'];
  dropoff_time_estimated: Scalars['String']['output'];
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
  /** The owner's review of an order; `id` is the trade id (§7.2). Ratings 0–100 (stars × 20). */
  orderComment: Scalars['Boolean']['output'];
  /**
   * Places (`id` absent or 0) or edits (`id` = the order's id; `param.version` must be the order's
   * current version) an order. The server recomputes every line and fee from the menu with the same
   * domain functions as the browser and refuses any difference ('not valid'). Idempotent: put a
   * `client_key` (1–100 characters, one per checkout, e.g. a UUID) in `param.extra`; the same key returns
   * the same order. Errors: see the file header, plus 'invalid token' without a session.
   */
  orderEdit: OrderEditResult;
  /**
   * Appends a status event through the order status table (§4.2, §4.7). Staff (console session): any
   * allowed event — 21 accept, 22 refuse, 23 ready, 31 delivering, 6 fulfilled, 2 paid in store, 5 cancel
   * (unpaid), 44/24 refund. The diner: 6 complete (delivery in its last step), 5 cancel (not yet
   * accepted), 44 ask for a refund. Errors: 'not found', 'forbidden', 'not acceptable'.
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
  /** Removes a stored card; `reference` is the user's uid. */
  orderPayRemoveStoredPaymentMethod: Scalars['Boolean']['output'];
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
   * a passcode table a caller who has not joined must send the 4-digit passcode `k` (wrong guesses are
   * limited: 5 per phone per 15 minutes, 20 per table per hour; then 'Too many wrong passcodes…').
   * `carts` is the diff against the cart at `version`: removed lines with a negative count, changed lines
   * with the delta, new lines in full (status 1). `version` (our addition) is the `orderversion` the diff
   * was made against: a stale one answers 'version conflict' with extensions {version, tradeid, carts} —
   * re-apply your change on that cart and send again. Without `version` the diff is merged into the cart as
   * it is. Only one orderResEdit or orderResSubmit per request (aliases refused). Needs the session from
   * orderResInfo. Messages: see storefront.md §8 and use-cases/table.ts.
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
  /**
   * Registers and signs in. Platform 2 (guest checkout): `account` is the mobile (required, validated
   * for `country`, default AU; 'Invalid mobile number' → MOBILE_INVALID / MOBILE_REQUIRED), `firstname`
   * required (FIRSTNAME_REQUIRED → 'not valid'), `lastname` and `email` optional (EMAIL_INVALID). Answers
   * the session (`authorization.token` for 'authorization: Bearer …', seconds) and the user. Other
   * platforms: 'not acceptable' until accounts exist.
   */
  userRegisterSubmit: Maybe<Auth>;
};


export type MutationOrderCommentArgs = {
  id: Scalars['ID']['input'];
  param: OrderCommentParamInput;
};


export type MutationOrderEditArgs = {
  id: InputMaybe<Scalars['Int']['input']>;
  param: UmsOrderEditParamInput;
};


export type MutationOrderOperateArgs = {
  status: Scalars['Byte']['input'];
  tradeid: Scalars['String']['input'];
};


export type MutationOrderPayAdditionDetailsArgs = {
  details: Scalars['String']['input'];
  platform: Scalars['Byte']['input'];
  trade_id: InputMaybe<Scalars['String']['input']>;
  venue_code: Scalars['String']['input'];
};


export type MutationOrderPayApplyArgs = {
  param: OrderPayApplyParamInput;
  tradeid: Scalars['String']['input'];
};


export type MutationOrderPayCancelArgs = {
  tradeid: Scalars['String']['input'];
};


export type MutationOrderPayErrorArgs = {
  error: InputMaybe<Scalars['String']['input']>;
  platform: Scalars['Byte']['input'];
  trade_id: InputMaybe<Scalars['String']['input']>;
  venue_code: Scalars['String']['input'];
};


export type MutationOrderPayRemoveStoredPaymentMethodArgs = {
  id: Scalars['String']['input'];
  platform: Scalars['Byte']['input'];
  reference: Scalars['String']['input'];
  venue_code: Scalars['String']['input'];
};


export type MutationOrderResCheckoutArgs = {
  rc: InputMaybe<Scalars['String']['input']>;
};


export type MutationOrderResEditArgs = {
  carts: InputMaybe<Array<OrderResCartInput>>;
  count: InputMaybe<Scalars['Int']['input']>;
  k: InputMaybe<Scalars['String']['input']>;
  rc: InputMaybe<Scalars['String']['input']>;
  tid: InputMaybe<Scalars['Long']['input']>;
  version: InputMaybe<Scalars['Int']['input']>;
};


export type MutationOrderResSubmitArgs = {
  rc: InputMaybe<Scalars['String']['input']>;
  version: InputMaybe<Scalars['Int']['input']>;
};


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
  username: InputMaybe<Scalars['String']['input']>;
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

/** An order (§3.1 list fields and §3.2 detail fields). Money in cents, instants in seconds. */
export type Order = {
  __typename?: 'Order';
  carts: Maybe<Array<OrderLine>>;
  category_name: Scalars['String']['output'];
  category_type: Scalars['Int']['output'];
  created_at: Scalars['Long']['output'];
  customer: Maybe<OrderCustomer>;
  /** JSON string (deliverySurcharge, serviceSurchargeRate, serviceSurchargeName, orderNotes, groupAmountLimit, groupAccount). */
  extra: Maybe<Scalars['String']['output']>;
  feedelivery: Scalars['Int']['output'];
  feediscount: Scalars['Int']['output'];
  /** Paid so far, card surcharge included. */
  feepay: Maybe<Scalars['Int']['output']>;
  feesurcharge: Scalars['Int']['output'];
  feetax: Scalars['Int']['output'];
  /** JSON string of tax lines. */
  feetaxes: Scalars['String']['output'];
  feetaxextra: Maybe<Scalars['Int']['output']>;
  feetips: Maybe<Scalars['Int']['output']>;
  feetopay: Maybe<Scalars['Int']['output']>;
  feetotal: Scalars['Int']['output'];
  id: Scalars['Long']['output'];
  invoice_code: Maybe<Scalars['String']['output']>;
  notes: Maybe<Scalars['String']['output']>;
  /** The display number, e.g. 'OT-007' (§9). */
  order_number: Scalars['String']['output'];
  parent_tradeid: Maybe<Scalars['String']['output']>;
  payments: Maybe<Array<OrderPaymentEntry>>;
  /** 0 = not paid. */
  paytime: Scalars['Long']['output'];
  refund_orders: Array<RefundOrder>;
  res: Array<OrderRes>;
  seqnum: Scalars['Int']['output'];
  shipping: Maybe<OrderShipping>;
  source: Scalars['Int']['output'];
  /** Payment status: 1 unpaid, 2 paid, 3 refunded, 5 canceled, 11 refunding, 12 paying. */
  status: Scalars['Int']['output'];
  statustime: Array<StatusTime>;
  store_orders: Maybe<Array<StoreOrder>>;
  tradeid: Scalars['String']['output'];
  type: Scalars['Int']['output'];
  /** Scheduled time; 0 = ASAP. */
  validtime: Scalars['Long']['output'];
  venue_code: Scalars['String']['output'];
  venue_cover: Scalars['String']['output'];
  venue_id: Scalars['Long']['output'];
  venue_name: Scalars['String']['output'];
  version: Maybe<Scalars['Int']['output']>;
};

/** A cart line as sent (§3.4). */
export type OrderCartLineInput = {
  cid?: InputMaybe<Scalars['Long']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  count: Scalars['Int']['input'];
  discount?: InputMaybe<Scalars['Int']['input']>;
  extra?: InputMaybe<Scalars['String']['input']>;
  gid?: InputMaybe<Scalars['Long']['input']>;
  id?: InputMaybe<Scalars['Long']['input']>;
  menu_id: Scalars['Long']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  pid: Scalars['Long']['input'];
  price: Scalars['Int']['input'];
  sequence?: InputMaybe<Scalars['Int']['input']>;
  sid?: InputMaybe<Scalars['Long']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  store_id?: InputMaybe<Scalars['Long']['input']>;
  taxes?: InputMaybe<Scalars['String']['input']>;
  taxextra?: InputMaybe<Scalars['Int']['input']>;
  taxtotal?: InputMaybe<Scalars['Int']['input']>;
  tid?: InputMaybe<Scalars['Long']['input']>;
  type: Scalars['Int']['input'];
  value?: InputMaybe<Scalars['Int']['input']>;
};

export type OrderCategory = {
  __typename?: 'OrderCategory';
  name: Scalars['String']['output'];
  type: Scalars['Int']['output'];
};

export type OrderCommentParamInput = {
  comments?: InputMaybe<Scalars['String']['input']>;
  env?: InputMaybe<Scalars['Int']['input']>;
  general?: InputMaybe<Scalars['Int']['input']>;
  service?: InputMaybe<Scalars['Int']['input']>;
  taste?: InputMaybe<Scalars['Int']['input']>;
  time?: InputMaybe<Scalars['Int']['input']>;
};

export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  firstname: Maybe<Scalars['String']['output']>;
  lastname: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  postcode: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  street1: Maybe<Scalars['String']['output']>;
  street2: Maybe<Scalars['String']['output']>;
};

export type OrderEditResult = {
  __typename?: 'OrderEditResult';
  /** The order's row id (orderEdit's `id` for a later edit). */
  id: Scalars['Long']['output'];
  tradeid: Scalars['String']['output'];
};

export type OrderLine = {
  __typename?: 'OrderLine';
  cid: Scalars['Long']['output'];
  code: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  discount: Scalars['Int']['output'];
  extra: Scalars['String']['output'];
  gid: Scalars['Long']['output'];
  id: Scalars['Long']['output'];
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

export type OrderOperateResult = {
  __typename?: 'OrderOperateResult';
  /** Seconds since the epoch of the appended event. */
  datetime: Scalars['Long']['output'];
  status: Scalars['Int']['output'];
};

export type OrderPayApplyParamInput = {
  pay: PayInput;
};

export type OrderPaymentEntry = {
  __typename?: 'OrderPaymentEntry';
  amount: Scalars['Int']['output'];
  change: Scalars['Int']['output'];
  id: Scalars['Long']['output'];
  notes: Scalars['String']['output'];
  pid: Scalars['Long']['output'];
  platform: Scalars['Int']['output'];
  sid: Scalars['Long']['output'];
  /** 25 coupon; 1 card payment received online. */
  type: Scalars['Int']['output'];
};

export type OrderPaymentInput = {
  amount?: InputMaybe<Scalars['Int']['input']>;
  change?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Long']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  pid?: InputMaybe<Scalars['Long']['input']>;
  platform?: InputMaybe<Scalars['Int']['input']>;
  sid?: InputMaybe<Scalars['Long']['input']>;
  type: Scalars['Int']['input'];
};

export type OrderRes = {
  __typename?: 'OrderRes';
  bookingdt: Scalars['Long']['output'];
  count: Scalars['Int']['output'];
  data: Scalars['String']['output'];
  enddt: Scalars['Long']['output'];
  name: Scalars['String']['output'];
  startdt: Scalars['Long']['output'];
  status: Scalars['Int']['output'];
  subtype: Scalars['Int']['output'];
  tid: Scalars['Long']['output'];
  type: Scalars['Int']['output'];
};

/** A cart line as sent in an orderResEdit diff (storefront.md §3 "Cart line"). Money in cents; `count` may be negative (a removal or decrease). */
export type OrderResCartInput = {
  cid?: InputMaybe<Scalars['Long']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  count: Scalars['Int']['input'];
  discount?: InputMaybe<Scalars['Int']['input']>;
  extra?: InputMaybe<Scalars['String']['input']>;
  gid?: InputMaybe<Scalars['Long']['input']>;
  id?: InputMaybe<Scalars['Long']['input']>;
  /** Ignored (sent back as received). */
  inventory?: InputMaybe<OrderResInventoryInput>;
  menu_id: Scalars['Long']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  pid: Scalars['Long']['input'];
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Ignored (sent back as received). */
  round?: InputMaybe<Scalars['Int']['input']>;
  sequence?: InputMaybe<Scalars['Int']['input']>;
  sid?: InputMaybe<Scalars['Long']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  store_id?: InputMaybe<Scalars['Long']['input']>;
  taxes?: InputMaybe<Scalars['String']['input']>;
  taxextra?: InputMaybe<Scalars['Int']['input']>;
  taxtotal?: InputMaybe<Scalars['Int']['input']>;
  tid?: InputMaybe<Scalars['Long']['input']>;
  type: Scalars['Int']['input'];
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
  category_name: Scalars['String']['output'];
  category_type: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  data: Scalars['String']['output'];
  /** The lines this change applied (a table-cart diff), when small enough; null otherwise. */
  diff: Maybe<Array<CartLine>>;
  enddt: Scalars['Long']['output'];
  name: Scalars['String']['output'];
  orderid: Scalars['Long']['output'];
  orderstatus: Scalars['Int']['output'];
  /** The sitting's version (with no open sitting, the table's last): send it back as orderResEdit `version`. */
  orderversion: Scalars['Int']['output'];
  /** Number of the last kitchen round. */
  rounds: Scalars['Int']['output'];
  startdt: Scalars['Long']['output'];
  /** 0 in sync (carts included), 1 refresh (refetch with orderResInfo). */
  state: Scalars['Int']['output'];
  /** Table status: 0 not ready, 1 ready, 2 open, 3 locked for checkout, 4 needs staff, 5 closed. */
  status: Scalars['Int']['output'];
  subtype: Scalars['Int']['output'];
  tid: Scalars['Long']['output'];
  /** The sitting's trade id (128-bit, hex); '' while the table is ready. */
  tradeid: Scalars['String']['output'];
  type: Scalars['Int']['output'];
  venue_id: Scalars['Long']['output'];
};

export type OrderResInfo = {
  __typename?: 'OrderResInfo';
  /** A table-diner session scoped to this table; null until the table-ordering flow issues one. */
  auth: Maybe<Auth>;
  info: OrderResource;
};

export type OrderResIngredientInput = {
  count?: InputMaybe<Scalars['Float']['input']>;
  id?: InputMaybe<Scalars['Long']['input']>;
  ingredient_id?: InputMaybe<Scalars['Long']['input']>;
  inventory_policy?: InputMaybe<Scalars['Int']['input']>;
  measure_id?: InputMaybe<Scalars['Long']['input']>;
};

export type OrderResInput = {
  bookingdt?: InputMaybe<Scalars['Long']['input']>;
  count?: InputMaybe<Scalars['Int']['input']>;
  data?: InputMaybe<Scalars['String']['input']>;
  enddt?: InputMaybe<Scalars['Long']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  startdt?: InputMaybe<Scalars['Long']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  tid?: InputMaybe<Scalars['Long']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
};

/** Ignored on input: lets clients send back lines as they received them. */
export type OrderResInventoryInput = {
  ingredients?: InputMaybe<Array<OrderResIngredientInput>>;
  inventory?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  stocks?: InputMaybe<Scalars['Float']['input']>;
};

export type OrderResource = {
  __typename?: 'OrderResource';
  /** Milliseconds since the epoch (0 with no sitting); enddt = start + 3 h. */
  bookingdt: Scalars['Long']['output'];
  /** The table's one live cart (lines with inventory). */
  carts: Array<CartLine>;
  category_name: Scalars['String']['output'];
  category_type: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  /** Seats. */
  count: Scalars['Int']['output'];
  data: Scalars['String']['output'];
  device_uid: Scalars['String']['output'];
  enddt: Scalars['Long']['output'];
  /** The caller has joined this sitting (or the table needs no passcode): on a passcode table the cart is shown only then. */
  joined: Scalars['Boolean']['output'];
  /** Table name. */
  name: Scalars['String']['output'];
  orderextra: Scalars['String']['output'];
  orderid: Scalars['Long']['output'];
  orderstatus: Scalars['Int']['output'];
  ordertype: Scalars['Int']['output'];
  orderversion: Scalars['Int']['output'];
  /** Whether joining needs the 4-digit passcode (never the passcode itself). */
  passcode_required: Scalars['Boolean']['output'];
  /** The venue's tablepayments setting: 1 paying at the table allowed. */
  payment_mode: Scalars['Int']['output'];
  /** Number of the last round sent to the kitchen (0 = none). */
  rounds: Scalars['Int']['output'];
  startdt: Scalars['Long']['output'];
  /** 0 in sync; 1 refresh (refetch). */
  state: Scalars['Int']['output'];
  /** Table status: 0 not ready, 1 ready, 2 open, 3 locked for checkout, 4 needs staff (see the top of this file). */
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

export type OrderShipping = {
  __typename?: 'OrderShipping';
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  delivery_id: Maybe<Scalars['String']['output']>;
  delivery_reference: Maybe<Scalars['String']['output']>;
  delivery_status: Maybe<Scalars['String']['output']>;
  driver_dropoff_phone: Maybe<Scalars['String']['output']>;
  driver_name: Maybe<Scalars['String']['output']>;
  driver_pickup_phone: Maybe<Scalars['String']['output']>;
  dropoff_time_estimated: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  fee: Maybe<Scalars['Int']['output']>;
  firstname: Maybe<Scalars['String']['output']>;
  geo_id: Maybe<Scalars['Long']['output']>;
  id: Maybe<Scalars['Long']['output']>;
  lastname: Maybe<Scalars['String']['output']>;
  method: Maybe<Scalars['Int']['output']>;
  mode: Maybe<Scalars['Int']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  pickup_time_estimated: Maybe<Scalars['String']['output']>;
  postcode: Maybe<Scalars['String']['output']>;
  quote: Maybe<Scalars['Int']['output']>;
  state: Maybe<Scalars['String']['output']>;
  street1: Maybe<Scalars['String']['output']>;
  street2: Maybe<Scalars['String']['output']>;
  surcharge: Maybe<Scalars['Int']['output']>;
  tips: Maybe<Scalars['Int']['output']>;
};

export type OrderShippingInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  delivery_id?: InputMaybe<Scalars['String']['input']>;
  delivery_reference?: InputMaybe<Scalars['String']['input']>;
  delivery_status?: InputMaybe<Scalars['String']['input']>;
  driver_dropoff_phone?: InputMaybe<Scalars['String']['input']>;
  driver_name?: InputMaybe<Scalars['String']['input']>;
  driver_pickup_phone?: InputMaybe<Scalars['String']['input']>;
  dropoff_time_estimated?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fee?: InputMaybe<Scalars['Int']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  geo_id?: InputMaybe<Scalars['Long']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  pickup_time_estimated?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  quote?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  street1?: InputMaybe<Scalars['String']['input']>;
  street2?: InputMaybe<Scalars['String']['input']>;
  surcharge?: InputMaybe<Scalars['Int']['input']>;
  tips?: InputMaybe<Scalars['Int']['input']>;
};

/** orderStatus and orderStatusChanged (§7.1). */
export type OrderStatusInfo = {
  __typename?: 'OrderStatusInfo';
  invoice_code: Scalars['String']['output'];
  parent_tradeid: Scalars['String']['output'];
  shipping: DeliveryStatus;
  status: Scalars['Int']['output'];
  statustime: Array<StatusTime>;
  store_id: Scalars['Long']['output'];
  tradeid: Scalars['String']['output'];
  type: Scalars['Int']['output'];
};

export type PayApplyResult = {
  __typename?: 'PayApplyResult';
  result_code: Scalars['String']['output'];
  session_data: Scalars['String']['output'];
  session_id: Scalars['String']['output'];
};

export type PayConfiguration = {
  __typename?: 'PayConfiguration';
  country_code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  environment: Scalars['String']['output'];
  payment_methods: Scalars['String']['output'];
};

export type PayDetailsResult = {
  __typename?: 'PayDetailsResult';
  code: Scalars['String']['output'];
  data: Scalars['String']['output'];
};

export type PayInput = {
  /** Cents: the amount due. */
  amount: Scalars['Int']['input'];
  browser_info?: InputMaybe<Scalars['String']['input']>;
  cancel_url?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** JSON string (drop-in). */
  payment_method?: InputMaybe<Scalars['String']['input']>;
  platform: Scalars['Byte']['input'];
  /** The shopper reference (user uid) for stored cards. */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Where the provider returns the browser (carry target, platform, tid, vid). */
  return_url?: InputMaybe<Scalars['String']['input']>;
  risk_data?: InputMaybe<Scalars['String']['input']>;
  store_payment_method?: InputMaybe<Scalars['Boolean']['input']>;
  success_url?: InputMaybe<Scalars['String']['input']>;
  /** Cents: the card payment surcharge. */
  surcharge?: InputMaybe<Scalars['Int']['input']>;
};

export type PayStatus = {
  __typename?: 'PayStatus';
  result_code: Scalars['String']['output'];
  session_id: Scalars['String']['output'];
  /** 1 pending, 2 succeeded, 3 failed, 4 canceled, 5 refunded. */
  status: Scalars['Int']['output'];
  tradeid: Scalars['String']['output'];
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
  /**
   * A coupon by promo code at a venue (§3.6). Errors: 'not found'; 'not valid' (inactive or outside its
   * validity window; extensions.params hold its details); 'exist already' (usage limit reached,
   * params.limitReached 1); 'user only' (registered members only).
   */
  couponInfo: Coupon;
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
  /** The full order (§3.2) for its owner (its user or session, a diner of its table, its pay-by-link session) or the venue's staff; 'not found' for anyone else. `store_id` narrows carts to one store. */
  orderInfo: Order;
  /** The caller's orders, newest first (§3.1), `count` (≤ 100) from `index`, optionally of one venue. 'invalid token' without a session. */
  orderList: Array<Order>;
  /** Country, currency, environment ('test' | 'live') and the provider's payment methods (JSON string). 'not acceptable' for an unknown platform. */
  orderPayConfiguration: PayConfiguration;
  /** The status of a payment session (from orderPayApply). */
  orderPayStatus: PayStatus;
  /**
   * The table order resource for a table code `rc` (or `c`). Null when no table has that code ('Table not
   * found'), and for a table-diner session of another table. `auth` carries a new table-diner session
   * (kind 3, scoped to this table, 12 h) when the caller has none usable here; no login needed.
   * `device_uid` (our addition, optional) names the phone; one is made up when absent and returned in
   * `info.device_uid`. `tid` is accepted for the contract; the code decides the table.
   */
  orderResInfo: Maybe<OrderResInfo>;
  /** Status, status events and delivery fields of an order (same access as orderInfo). */
  orderStatus: OrderStatusInfo;
  /** Liveness of the API itself; always true. */
  ping: Scalars['Boolean']['output'];
  /** A page of products (default 20) from `index`, optionally of one category. storefront.md §4 Product list loading. */
  productList: Array<Product>;
  /** The venue by code (or numeric id). Error 'not found' for an unknown venue. storefront.md §3 Venue. */
  venueInfo: Venue;
  /** Menus of a venue for the advanced-menu selector. storefront.md §3 Venue menus. */
  venueMenus: Array<VenueMenu>;
};


export type QueryCouponInfoArgs = {
  short_code: Scalars['String']['input'];
  venue_code: Scalars['String']['input'];
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


export type QueryOrderInfoArgs = {
  market: InputMaybe<Scalars['Byte']['input']>;
  store_id: InputMaybe<Scalars['Long']['input']>;
  tradeid: Scalars['String']['input'];
  venue_code: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderListArgs = {
  apptype: InputMaybe<Scalars['Int']['input']>;
  count: Scalars['Int']['input'];
  index: Scalars['Int']['input'];
  venue_code: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderPayConfigurationArgs = {
  amount: InputMaybe<Scalars['Int']['input']>;
  platform: Scalars['Byte']['input'];
  reference: InputMaybe<Scalars['String']['input']>;
  trade_id: InputMaybe<Scalars['String']['input']>;
  venue_code: Scalars['String']['input'];
};


export type QueryOrderPayStatusArgs = {
  platform: Scalars['Byte']['input'];
  session_id: Scalars['String']['input'];
};


export type QueryOrderResInfoArgs = {
  c: InputMaybe<Scalars['String']['input']>;
  device_uid: InputMaybe<Scalars['String']['input']>;
  rc: InputMaybe<Scalars['String']['input']>;
  tid: InputMaybe<Scalars['Long']['input']>;
};


export type QueryOrderStatusArgs = {
  tradeid: Scalars['String']['input'];
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

export type RefundOrder = {
  __typename?: 'RefundOrder';
  invoice_code: Scalars['String']['output'];
  parent_tradeid: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  tradeid: Scalars['String']['output'];
  type: Scalars['Int']['output'];
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

export type StaffVenueEvent = {
  __typename?: 'StaffVenueEvent';
  /** The order's latest status event. */
  event: Scalars['Int']['output'];
  /** What happened, e.g. 'placed', 'payment paid', 'event 21'. */
  reason: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  tradeid: Scalars['String']['output'];
};

export type StatusTime = {
  __typename?: 'StatusTime';
  /** Seconds since the epoch. */
  datetime: Scalars['Long']['output'];
  /** JSON: preptime (minutes), seqnum, comment, reason. */
  extra: Scalars['String']['output'];
  id: Scalars['Long']['output'];
  /** A status event (§4.2): 1 placed, 2 paid, 21 confirmed, 22 refused, 23 ready, 31 delivering, 6 fulfilled, 5 canceled, 44 refunding, 24 refunded… */
  status: Scalars['Int']['output'];
};

export type Store = {
  __typename?: 'Store';
  id: Scalars['Long']['output'];
  name: Scalars['String']['output'];
};

export type StoreOrder = {
  __typename?: 'StoreOrder';
  /** Per-store receipt code: /cloud/open/invoice/view/{invoice_code}. */
  invoice_code: Scalars['String']['output'];
  notes: Scalars['String']['output'];
  seqnum: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
  statustime: Array<StatusTime>;
  store_id: Scalars['Long']['output'];
  tradeid: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Seconds since the epoch, once a second, `count` times (default 3): proves the socket path end to end. */
  heartbeat: Scalars['Long']['output'];
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


export type SubscriptionHeartbeatArgs = {
  count: InputMaybe<Scalars['Int']['input']>;
};


export type SubscriptionOrderPayStatusChangedArgs = {
  platform: Scalars['Byte']['input'];
  session_id: Scalars['String']['input'];
};


export type SubscriptionOrderResEditingChangedArgs = {
  rc: InputMaybe<Scalars['String']['input']>;
};


export type SubscriptionOrderStatusChangedArgs = {
  tradeid: Scalars['String']['input'];
};


export type SubscriptionStaffVenueChangedArgs = {
  venue_code: Scalars['String']['input'];
};

export type Tag = {
  __typename?: 'Tag';
  tag: Scalars['Int']['output'];
  type: Scalars['Int']['output'];
};

/** orderEdit's param (§7.2). Fees in cents must equal the server's own pricing. */
export type UmsOrderEditParamInput = {
  /** 'create' or 'edit' (informational). */
  action?: InputMaybe<Scalars['String']['input']>;
  carts: Array<OrderCartLineInput>;
  /** 1 counter, 2/6 table, 3 takeaway, 4 delivery. */
  category_type: Scalars['Int']['input'];
  /** JSON string: orderNotes, groupAmountLimit, groupAccount, deliveryTopUpAccepted (bool), client_key (idempotency). */
  extra?: InputMaybe<Scalars['String']['input']>;
  feedelivery?: InputMaybe<Scalars['Int']['input']>;
  feediscount?: InputMaybe<Scalars['Int']['input']>;
  feesurcharge?: InputMaybe<Scalars['Int']['input']>;
  /** All tax, inclusive and not. */
  feetax?: InputMaybe<Scalars['Int']['input']>;
  /** JSON string of tax lines [{attr, name, rate, subTotal, tax}]. */
  feetaxes?: InputMaybe<Scalars['String']['input']>;
  /** Non-inclusive tax. */
  feetaxextra?: InputMaybe<Scalars['Int']['input']>;
  /** The tip; when absent, shipping.tips (else 0). */
  feetips?: InputMaybe<Scalars['Int']['input']>;
  feetopay?: InputMaybe<Scalars['Int']['input']>;
  feetotal?: InputMaybe<Scalars['Int']['input']>;
  /** Coupon entries (type 25, pid = coupon id) as priceOrder builds them. */
  payments?: InputMaybe<Array<OrderPaymentInput>>;
  res?: InputMaybe<Array<OrderResInput>>;
  /** The address (§3.8) plus method, quote, surcharge, tips and fee (cents) and the delivery fields. */
  shipping?: InputMaybe<OrderShippingInput>;
  /** 30 table, 40 default, 41, 51, 71. */
  source?: InputMaybe<Scalars['Int']['input']>;
  staff_id?: InputMaybe<Scalars['Long']['input']>;
  /** 0 or 1 (unpaid); anything else is 'not valid'. */
  status?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
  /** Scheduled time (seconds); 0 or absent = ASAP. */
  validtime?: InputMaybe<Scalars['Long']['input']>;
  venue_id: Scalars['Long']['input'];
  /** The order's version when editing. */
  version?: InputMaybe<Scalars['Int']['input']>;
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
  Coupon: ResolverTypeWrapper<Coupon>;
  DeliveryStatus: ResolverTypeWrapper<DeliveryStatus>;
  DeliveryZone: ResolverTypeWrapper<DeliveryZone>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
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
  Order: ResolverTypeWrapper<Order>;
  OrderCartLineInput: OrderCartLineInput;
  OrderCategory: ResolverTypeWrapper<OrderCategory>;
  OrderCommentParamInput: OrderCommentParamInput;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderEditResult: ResolverTypeWrapper<OrderEditResult>;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderOperateResult: ResolverTypeWrapper<OrderOperateResult>;
  OrderPayApplyParamInput: OrderPayApplyParamInput;
  OrderPaymentEntry: ResolverTypeWrapper<OrderPaymentEntry>;
  OrderPaymentInput: OrderPaymentInput;
  OrderRes: ResolverTypeWrapper<OrderRes>;
  OrderResCartInput: OrderResCartInput;
  OrderResCheckout: ResolverTypeWrapper<OrderResCheckout>;
  OrderResEvent: ResolverTypeWrapper<OrderResEvent>;
  OrderResInfo: ResolverTypeWrapper<OrderResInfo>;
  OrderResIngredientInput: OrderResIngredientInput;
  OrderResInput: OrderResInput;
  OrderResInventoryInput: OrderResInventoryInput;
  OrderResource: ResolverTypeWrapper<OrderResource>;
  OrderSequence: ResolverTypeWrapper<OrderSequence>;
  OrderShipping: ResolverTypeWrapper<OrderShipping>;
  OrderShippingInput: OrderShippingInput;
  OrderStatusInfo: ResolverTypeWrapper<OrderStatusInfo>;
  PayApplyResult: ResolverTypeWrapper<PayApplyResult>;
  PayConfiguration: ResolverTypeWrapper<PayConfiguration>;
  PayDetailsResult: ResolverTypeWrapper<PayDetailsResult>;
  PayInput: PayInput;
  PayStatus: ResolverTypeWrapper<PayStatus>;
  Poster: ResolverTypeWrapper<Poster>;
  Product: ResolverTypeWrapper<Product>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundOrder: ResolverTypeWrapper<RefundOrder>;
  SetMenu: ResolverTypeWrapper<SetMenu>;
  StaffVenueEvent: ResolverTypeWrapper<StaffVenueEvent>;
  StatusTime: ResolverTypeWrapper<StatusTime>;
  Store: ResolverTypeWrapper<Store>;
  StoreOrder: ResolverTypeWrapper<StoreOrder>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tag: ResolverTypeWrapper<Tag>;
  UmsOrderEditParamInput: UmsOrderEditParamInput;
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
  Coupon: Coupon;
  DeliveryStatus: DeliveryStatus;
  DeliveryZone: DeliveryZone;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
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
  Order: Order;
  OrderCartLineInput: OrderCartLineInput;
  OrderCategory: OrderCategory;
  OrderCommentParamInput: OrderCommentParamInput;
  OrderCustomer: OrderCustomer;
  OrderEditResult: OrderEditResult;
  OrderLine: OrderLine;
  OrderOperateResult: OrderOperateResult;
  OrderPayApplyParamInput: OrderPayApplyParamInput;
  OrderPaymentEntry: OrderPaymentEntry;
  OrderPaymentInput: OrderPaymentInput;
  OrderRes: OrderRes;
  OrderResCartInput: OrderResCartInput;
  OrderResCheckout: OrderResCheckout;
  OrderResEvent: OrderResEvent;
  OrderResInfo: OrderResInfo;
  OrderResIngredientInput: OrderResIngredientInput;
  OrderResInput: OrderResInput;
  OrderResInventoryInput: OrderResInventoryInput;
  OrderResource: OrderResource;
  OrderSequence: OrderSequence;
  OrderShipping: OrderShipping;
  OrderShippingInput: OrderShippingInput;
  OrderStatusInfo: OrderStatusInfo;
  PayApplyResult: PayApplyResult;
  PayConfiguration: PayConfiguration;
  PayDetailsResult: PayDetailsResult;
  PayInput: PayInput;
  PayStatus: PayStatus;
  Poster: Poster;
  Product: Product;
  Query: Record<PropertyKey, never>;
  RefundOrder: RefundOrder;
  SetMenu: SetMenu;
  StaffVenueEvent: StaffVenueEvent;
  StatusTime: StatusTime;
  Store: Store;
  StoreOrder: StoreOrder;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Tag: Tag;
  UmsOrderEditParamInput: UmsOrderEditParamInput;
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
  orderComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationOrderCommentArgs, 'id' | 'param'>>;
  orderEdit?: Resolver<ResolversTypes['OrderEditResult'], ParentType, ContextType, RequireFields<MutationOrderEditArgs, 'param'>>;
  orderOperate?: Resolver<ResolversTypes['OrderOperateResult'], ParentType, ContextType, RequireFields<MutationOrderOperateArgs, 'status' | 'tradeid'>>;
  orderPayAdditionDetails?: Resolver<ResolversTypes['PayDetailsResult'], ParentType, ContextType, RequireFields<MutationOrderPayAdditionDetailsArgs, 'details' | 'platform' | 'venue_code'>>;
  orderPayApply?: Resolver<ResolversTypes['PayApplyResult'], ParentType, ContextType, RequireFields<MutationOrderPayApplyArgs, 'param' | 'tradeid'>>;
  orderPayCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationOrderPayCancelArgs, 'tradeid'>>;
  orderPayError?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationOrderPayErrorArgs, 'platform' | 'venue_code'>>;
  orderPayRemoveStoredPaymentMethod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationOrderPayRemoveStoredPaymentMethodArgs, 'id' | 'platform' | 'reference' | 'venue_code'>>;
  orderResCheckout?: Resolver<ResolversTypes['OrderResCheckout'], ParentType, ContextType, Partial<MutationOrderResCheckoutArgs>>;
  orderResEdit?: Resolver<ResolversTypes['OrderResource'], ParentType, ContextType, Partial<MutationOrderResEditArgs>>;
  orderResSubmit?: Resolver<ResolversTypes['OrderResource'], ParentType, ContextType, Partial<MutationOrderResSubmitArgs>>;
  userRegisterSubmit?: Resolver<Maybe<ResolversTypes['Auth']>, ParentType, ContextType, Partial<MutationUserRegisterSubmitArgs>>;
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
  carts?: Resolver<Maybe<Array<ResolversTypes['OrderLine']>>, ParentType, ContextType>;
  category_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['OrderCustomer']>, ParentType, ContextType>;
  extra?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedelivery?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feediscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feepay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  venue_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
};

export type OrderSequenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSequence'] = ResolversParentTypes['OrderSequence']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type PayConfigurationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayConfiguration'] = ResolversParentTypes['PayConfiguration']> = {
  country_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  environment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_methods?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  couponInfo?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<QueryCouponInfoArgs, 'short_code' | 'venue_code'>>;
  indexInfo?: Resolver<ResolversTypes['IndexInfo'], ParentType, ContextType, Partial<QueryIndexInfoArgs>>;
  indexStores?: Resolver<Array<ResolversTypes['IndexStore']>, ParentType, ContextType, Partial<QueryIndexStoresArgs>>;
  menuCheckInfo?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<QueryMenuCheckInfoArgs, 'venue_code'>>;
  menuInfo?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<QueryMenuInfoArgs, 'venue_code'>>;
  orderInfo?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderInfoArgs, 'tradeid'>>;
  orderList?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderListArgs, 'count' | 'index'>>;
  orderPayConfiguration?: Resolver<ResolversTypes['PayConfiguration'], ParentType, ContextType, RequireFields<QueryOrderPayConfigurationArgs, 'platform' | 'venue_code'>>;
  orderPayStatus?: Resolver<ResolversTypes['PayStatus'], ParentType, ContextType, RequireFields<QueryOrderPayStatusArgs, 'platform' | 'session_id'>>;
  orderResInfo?: Resolver<Maybe<ResolversTypes['OrderResInfo']>, ParentType, ContextType, Partial<QueryOrderResInfoArgs>>;
  orderStatus?: Resolver<ResolversTypes['OrderStatusInfo'], ParentType, ContextType, RequireFields<QueryOrderStatusArgs, 'tradeid'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productList?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductListArgs, 'venue_code'>>;
  venueInfo?: Resolver<ResolversTypes['Venue'], ParentType, ContextType, RequireFields<QueryVenueInfoArgs, 'venue_code'>>;
  venueMenus?: Resolver<Array<ResolversTypes['VenueMenu']>, ParentType, ContextType, RequireFields<QueryVenueMenusArgs, 'venue_code'>>;
};

export type RefundOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundOrder'] = ResolversParentTypes['RefundOrder']> = {
  invoice_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  heartbeat?: SubscriptionResolver<ResolversTypes['Long'], "heartbeat", ParentType, ContextType, Partial<SubscriptionHeartbeatArgs>>;
  orderPayStatusChanged?: SubscriptionResolver<ResolversTypes['PayStatus'], "orderPayStatusChanged", ParentType, ContextType, RequireFields<SubscriptionOrderPayStatusChangedArgs, 'platform' | 'session_id'>>;
  orderResEditingChanged?: SubscriptionResolver<ResolversTypes['OrderResEvent'], "orderResEditingChanged", ParentType, ContextType, Partial<SubscriptionOrderResEditingChangedArgs>>;
  orderStatusChanged?: SubscriptionResolver<ResolversTypes['OrderStatusInfo'], "orderStatusChanged", ParentType, ContextType, RequireFields<SubscriptionOrderStatusChangedArgs, 'tradeid'>>;
  staffVenueChanged?: SubscriptionResolver<ResolversTypes['StaffVenueEvent'], "staffVenueChanged", ParentType, ContextType, RequireFields<SubscriptionStaffVenueChangedArgs, 'venue_code'>>;
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
  Coupon?: CouponResolvers<ContextType>;
  DeliveryStatus?: DeliveryStatusResolvers<ContextType>;
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
  Order?: OrderResolvers<ContextType>;
  OrderCategory?: OrderCategoryResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderEditResult?: OrderEditResultResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderOperateResult?: OrderOperateResultResolvers<ContextType>;
  OrderPaymentEntry?: OrderPaymentEntryResolvers<ContextType>;
  OrderRes?: OrderResResolvers<ContextType>;
  OrderResCheckout?: OrderResCheckoutResolvers<ContextType>;
  OrderResEvent?: OrderResEventResolvers<ContextType>;
  OrderResInfo?: OrderResInfoResolvers<ContextType>;
  OrderResource?: OrderResourceResolvers<ContextType>;
  OrderSequence?: OrderSequenceResolvers<ContextType>;
  OrderShipping?: OrderShippingResolvers<ContextType>;
  OrderStatusInfo?: OrderStatusInfoResolvers<ContextType>;
  PayApplyResult?: PayApplyResultResolvers<ContextType>;
  PayConfiguration?: PayConfigurationResolvers<ContextType>;
  PayDetailsResult?: PayDetailsResultResolvers<ContextType>;
  PayStatus?: PayStatusResolvers<ContextType>;
  Poster?: PosterResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefundOrder?: RefundOrderResolvers<ContextType>;
  SetMenu?: SetMenuResolvers<ContextType>;
  StaffVenueEvent?: StaffVenueEventResolvers<ContextType>;
  StatusTime?: StatusTimeResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreOrder?: StoreOrderResolvers<ContextType>;
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

