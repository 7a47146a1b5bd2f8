/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** A gift-card purchase (§2.16): one card of `value` per recipient. */
export type GiftCardPurchaseInput = {
  /** The brand whose cards are bought. */
  brand_code: string;
  /** Language of the e-mails (en, en-au, zh-CN). */
  locale?: string | null | undefined;
  /** A message for the recipients (at most 500 characters). */
  message?: string | null | undefined;
  /** 1 to 100 recipients, one card each. */
  recipients: Array<GiftCardRecipientInput>;
  /** The sender's name shown on the card and the e-mail. */
  sender_name: string;
  /** Cents; one of the brand's values. */
  value: number;
};

/** One recipient of a gift-card purchase (one card each). */
export type GiftCardRecipientInput = {
  /** The recipient's e-mail address. */
  email: string;
  /** The e-mail entered a second time; must match ('The email addresses entered do not match'). */
  email_confirm: string;
  /** The recipient's name (1–100 characters). */
  name: string;
};

/** menuCheckInfo's ids: the answer's products, modifiers, combos and set menus are those of these ids still on the menu (an id no longer on it is simply absent). */
export type MenuCheckParam = {
  /** Combo ids (Combo.id) of the saved lines. */
  combos?: Array<number> | null | undefined;
  /** Modifier option ids (Modifier.id) of the saved lines. */
  modifiers?: Array<number> | null | undefined;
  /** Product ids (Product.id) of the saved lines. */
  products?: Array<number> | null | undefined;
  /** Set menu ids (SetMenu.id) of the saved lines. */
  setmenus?: Array<number> | null | undefined;
};

/** A cart line as sent (§3.4). */
export type OrderCartLineInput = {
  /** Category id. */
  cid?: number | null | undefined;
  /** The item's code. */
  code?: string | null | undefined;
  /** Quantity, 1–9999 (absolute: a modifier on 2 lattes is one type-22 line with count 2). */
  count: number;
  /** Cents of discount on the line; must equal the server's. */
  discount?: number | null | undefined;
  /** JSON {groupCartSeqId, gtid (the parent line's tid), notes}; at most 2000 characters. */
  extra?: string | null | undefined;
  /** Group id tying bundle children and modifier lines to their parent line. */
  gid?: number | null | undefined;
  /** Line id in the client cart (default 0). */
  id?: number | null | undefined;
  /** The menu the line comes from (Menu.id). */
  menu_id: number;
  /** Ignored: the server names lines from the menu ('Name(Variant)' for a variant). */
  name?: string | null | undefined;
  /** Product id, or the set menu / combo id for a bundle line (101/102). */
  pid: number;
  /** Cents: the unit price; must equal the menu's (bundle children: their upcharge). */
  price: number;
  /** Course (OrderSequence.sequence); 99 is read as 0. */
  sequence?: number | null | undefined;
  /** Variant id; 0 when none. */
  sid?: number | null | undefined;
  /** Must be 1 (new) when placing or editing an order. */
  status?: number | null | undefined;
  /** The store preparing the line (Store.id); default 0. */
  store_id?: number | null | undefined;
  /** JSON array of tax rates [{id, attr, name, rate}]; the server rewrites it from the menu for item, bundle and modifier lines. */
  taxes?: string | null | undefined;
  /** Cents of non-inclusive tax on the line; must equal the server's. */
  taxextra?: number | null | undefined;
  /** Cents of tax on the line; must equal the server's. */
  taxtotal?: number | null | undefined;
  /** Line id in the client cart; for a modifier line (22) the modifier option's id. */
  tid?: number | null | undefined;
  /** Line type: 2 product, 21 product with variant, 22 modifier, 101 set menu, 102 combo, 1021 combo group. */
  type: number;
  /** Cents: the original unit price; must equal the menu's. */
  value?: number | null | undefined;
};

/** A review (§3.13); ratings 0–100 (stars × 20); a second review replaces the first. */
export type OrderCommentParamInput = {
  /** The review text. */
  comments?: string | null | undefined;
  /** Environment rating, 0–100. */
  env?: number | null | undefined;
  /** Overall rating, 0–100. */
  general?: number | null | undefined;
  /** Service rating, 0–100. */
  service?: number | null | undefined;
  /** Taste rating, 0–100. */
  taste?: number | null | undefined;
  /** Timeliness rating, 0–100. */
  time?: number | null | undefined;
};

/** orderPayApply's param. */
export type OrderPayApplyParamInput = {
  /** The payment. */
  pay: PayInput;
};

/** A coupon payment entry (§3.7) as priceOrder builds it; only type 25 is accepted and every field must equal the server's. */
export type OrderPaymentInput = {
  /** Cents: the coupon's discount. */
  amount?: number | null | undefined;
  /** The coupon's value (cents for type 2, else percent paid). */
  change?: number | null | undefined;
  /** Entry id (0). */
  id?: number | null | undefined;
  /** JSON {mode, name, type, shortCode, minimumOrder} of the coupon. */
  notes?: string | null | undefined;
  /** The coupon's id (Coupon.id). */
  pid?: number | null | undefined;
  /** 0 for a coupon. */
  platform?: number | null | undefined;
  /** The coupon's index among the order's coupons. */
  sid?: number | null | undefined;
  /** 25 (coupon); any other value is 'not valid'. */
  type: number;
};

/** orderRefund's param: exactly one of `lines`, `amount` and `all`; or `tip: true` alone (the tip only). */
export type OrderRefundInput = {
  /** Everything not yet refunded; with `tip: false`, everything but the order's tip (issue 24 item 3). */
  all?: boolean | null | undefined;
  /** Cents. */
  amount?: number | null | undefined;
  /** The lines to refund (not with `amount`). */
  lines?: Array<OrderRefundLineInput> | null | undefined;
  /** Why (kept with the refund order, shown to staff). */
  reason?: string | null | undefined;
  /** With `lines` or `all`: include the order's tip (true) or leave it (false). Alone (true): refund only the tip. The tip goes back whole, once. */
  tip?: boolean | null | undefined;
};

/** A line to refund: an item (its head line) of the order and how many of it. */
export type OrderRefundLineInput = {
  /** How many to refund: 1 up to the count not yet refunded. */
  count: number;
  /** The item's position in the order's carts (its head line: product, variant, set menu or combo). */
  position: number;
};

/** A cart line as sent in an orderResEdit diff (storefront.md §3 "Cart line"). Money in cents; `count` may be negative (a removal or decrease). */
export type OrderResCartInput = {
  /** Category id. */
  cid?: number | null | undefined;
  /** The item's code. */
  code?: string | null | undefined;
  /** New lines: the quantity; changed lines: the delta; removed lines: minus the stored count. */
  count: number;
  /** Cents of discount on the line. */
  discount?: number | null | undefined;
  /** JSON {groupCartSeqId, gtid (the parent line's tid), notes} (default '{}'). */
  extra?: string | null | undefined;
  /** Group id tying bundle children and modifier lines to their parent line. */
  gid?: number | null | undefined;
  /** Line id in the client cart (default 0). */
  id?: number | null | undefined;
  /** Ignored (sent back as received). */
  inventory?: OrderResInventoryInput | null | undefined;
  /** The menu the line comes from (Menu.id). */
  menu_id: number;
  /** The item's name; a variant line is 'Name(Variant)'. */
  name?: string | null | undefined;
  /** Product id, or the set menu / combo id for a bundle line (101/102). */
  pid: number;
  /** Cents: the unit price; a product, variant, modifier or bundle must still cost this on the menu (storefront.md §5), else 'not valid'. */
  price?: number | null | undefined;
  /** Ignored (sent back as received). */
  round?: number | null | undefined;
  /** Course (OrderSequence.sequence); 99 is read as 0. */
  sequence?: number | null | undefined;
  /** Variant id; 0 when none. */
  sid?: number | null | undefined;
  /** 1 for a new line (default); lines sent to the kitchen cannot be changed. */
  status?: number | null | undefined;
  /** The store preparing the line (Store.id); 0 when the venue has none. */
  store_id?: number | null | undefined;
  /** JSON array of tax rates [{id, attr, name, rate}] (default '[]'). */
  taxes?: string | null | undefined;
  /** Cents of non-inclusive tax on the line. */
  taxextra?: number | null | undefined;
  /** Cents of tax on the line, inclusive and not. */
  taxtotal?: number | null | undefined;
  /** Line id in the client cart; for a modifier line (22) the modifier option's id. */
  tid?: number | null | undefined;
  /** Line type: 2 product, 21 product with variant, 22 modifier, 101 set menu, 102 combo, 1021 combo group. */
  type: number;
  /** Cents: the original unit price (bundle children: the component's price). */
  value?: number | null | undefined;
};

/** Ignored on input (an ingredient link as received). */
export type OrderResIngredientInput = {
  /** Ignored. */
  count?: number | null | undefined;
  /** Ignored. */
  id?: number | null | undefined;
  /** Ignored. */
  ingredient_id?: number | null | undefined;
  /** Ignored. */
  inventory_policy?: number | null | undefined;
  /** Ignored. */
  measure_id?: number | null | undefined;
};

/** A table reservation entry (§3.2 res); accepted for the contract and ignored (a table order's table comes from the session). */
export type OrderResInput = {
  /** Booking time. */
  bookingdt?: number | null | undefined;
  /** Seats. */
  count?: number | null | undefined;
  /** Table data. */
  data?: string | null | undefined;
  /** End time. */
  enddt?: number | null | undefined;
  /** Table passcode. */
  key?: string | null | undefined;
  /** Table name. */
  name?: string | null | undefined;
  /** Start time. */
  startdt?: number | null | undefined;
  /** Table status. */
  status?: number | null | undefined;
  /** Table id. */
  tid?: number | null | undefined;
  /** Reservation type. */
  type?: number | null | undefined;
};

/** Ignored on input: lets clients send back lines as they received them. */
export type OrderResInventoryInput = {
  /** Ignored. */
  ingredients?: Array<OrderResIngredientInput> | null | undefined;
  /** Ignored. */
  inventory?: number | null | undefined;
  /** Ignored. */
  status?: number | null | undefined;
  /** Ignored. */
  stocks?: number | null | undefined;
};

/** The delivery address and delivery fields sent with an order (§3.8); stored as sent; geo_id, quote, tips and surcharge feed the pricing. Money in cents. */
export type OrderShippingInput = {
  /** Address: city or suburb. */
  city?: string | null | undefined;
  /** Address: country. */
  country?: string | null | undefined;
  /** The courier's delivery id. */
  delivery_id?: string | null | undefined;
  /** The courier's reference. */
  delivery_reference?: string | null | undefined;
  /** The courier's status: confirmed, pickup_arrival, picked_up, dropoff_arrival, dropped_off (or Error, Refused, Cancelled). */
  delivery_status?: string | null | undefined;
  /** The driver's phone for the drop-off. */
  driver_dropoff_phone?: string | null | undefined;
  /** The driver's name. */
  driver_name?: string | null | undefined;
  /** The driver's phone for the pick-up. */
  driver_pickup_phone?: string | null | undefined;
  /** Estimated drop-off time, as the courier sent it (text). */
  dropoff_time_estimated?: string | null | undefined;
  /** Contact email. */
  email?: string | null | undefined;
  /** Cents: the delivery fee, as sent. */
  fee?: number | null | undefined;
  /** Recipient's first name. */
  firstname?: string | null | undefined;
  /** The address's geo id (its postcode as a number), matched against DeliveryZone.geos. */
  geo_id?: number | null | undefined;
  /** Own-zone delivery: instructions for the driver (at most 300 characters; issue 23 item 8). */
  instructions?: string | null | undefined;
  /** Recipient's last name. */
  lastname?: string | null | undefined;
  /** Delivery method: 1 own zones, 21 and 22 courier services. */
  method?: number | null | undefined;
  /** Recipient's phone. */
  phone?: string | null | undefined;
  /** Estimated pick-up time, as the courier sent it (text). */
  pickup_time_estimated?: string | null | undefined;
  /** Address: postcode. */
  postcode?: string | null | undefined;
  /** Cents: the courier's delivery quote (delivery methods 21 and 22). */
  quote?: number | null | undefined;
  /** Address: state. */
  state?: string | null | undefined;
  /** Address: street line 1. */
  street1?: string | null | undefined;
  /** Address: street line 2. */
  street2?: string | null | undefined;
  /** Cents: a minimum-order top-up the diner accepted (own zones); above 0 counts as accepted. */
  surcharge?: number | null | undefined;
  /** Cents: the tip for the driver (the order's feetips). */
  tips?: number | null | undefined;
};

/** The payment to start (orders-and-payments.md §3.11). Money in cents. */
export type PayInput = {
  /** Cents: the amount due. */
  amount: number;
  /** Drop-in: the provider's browser info, JSON string. */
  browser_info?: string | null | undefined;
  /** Hosted checkout: where the browser goes when the diner cancels (default the order detail). */
  cancel_url?: string | null | undefined;
  /** The shopper's email, passed to the provider. */
  email?: string | null | undefined;
  /** JSON string (drop-in). */
  payment_method?: string | null | undefined;
  /** 1 drop-in, 2 hosted checkout. */
  platform: number;
  /** The shopper reference (the member's uid, PayConfiguration.shopper_reference) for stored cards: empty or the viewer's own ('forbidden' otherwise). */
  reference?: string | null | undefined;
  /** Where the provider returns the browser (carry target, platform, tid, vid). */
  return_url?: string | null | undefined;
  /** Drop-in: the provider's risk data, JSON string. */
  risk_data?: string | null | undefined;
  /** Save the card (registered members only; ignored for anybody else). */
  store_payment_method?: boolean | null | undefined;
  /** Hosted checkout: where the browser goes after paying (default the /pay/callback result page). */
  success_url?: string | null | undefined;
  /** Cents: the card payment surcharge. */
  surcharge?: number | null | undefined;
};

/** shippingEdit's address; required: firstname, phone, and for a street address (mode 1) street1, city, state, postcode (§5). */
export type ShippingInput = {
  /** Suburb (city). */
  city?: string | null | undefined;
  /** ISO alpha-2 country, e.g. AU. */
  country?: string | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** First name. */
  firstname?: string | null | undefined;
  /** geoList entry id; 0 for free text. */
  geo_id?: number | null | undefined;
  /** Last name. */
  lastname?: string | null | undefined;
  /** The venue's delivery method the address is saved for: 0 (unknown, the default), 1, 21 or 22; anything else: 'not valid' (field 'method'). An edit without it keeps the stored one. */
  method?: number | null | undefined;
  /** Address type: 1 a street address (the default; firstname, phone, street1, city, state and postcode required), 0 a contact (firstname and phone required). Anything else: 'not valid' (field 'mode'). */
  mode?: number | null | undefined;
  /** Mobile number (input: as typed for `country`; output: E.164). */
  phone?: string | null | undefined;
  /** Postcode. */
  postcode?: string | null | undefined;
  /** State or territory, e.g. NSW. */
  state?: string | null | undefined;
  /** Street line 1. */
  street1?: string | null | undefined;
  /** Street line 2. */
  street2?: string | null | undefined;
};

/** A way to pay part of the bill (domain/bill-split.ts SplitRequest). Money in cents. */
export type TableShareInput = {
  /** The share the phone showed (cents); refused when it is not the server's. */
  amount: number;
  /** amount: cents. */
  cents?: number | null | undefined;
  /** even / dish: which share (0-based). */
  index?: number | null | undefined;
  /** 'lines' (my items / chosen lines), 'even', 'amount', 'dish', 'rest'. */
  kind: string;
  /** dish: the line shared. */
  line_id?: string | null | undefined;
  /** lines: the ids of the lines paid for (TableSplitLine.id). */
  line_ids?: Array<string> | null | undefined;
  /** even: the number of people (2–50). */
  people?: number | null | undefined;
  /** The payer's tip on their share (cents, 0 to the share). */
  tip?: number | null | undefined;
  /** dish: how many ways (2–20). */
  ways?: number | null | undefined;
};

/** orderEdit's param (§7.2). Fees in cents must equal the server's own pricing. */
export type UmsOrderEditParamInput = {
  /** 'create' or 'edit' (informational). */
  action?: string | null | undefined;
  /** The order's lines (1–500), every one status 1. */
  carts: Array<OrderCartLineInput>;
  /** 1 counter, 2/6 table, 3 takeaway, 4 delivery. */
  category_type: number;
  /** JSON string: orderNotes, groupAmountLimit, groupAccount, deliveryTopUpAccepted (bool), client_key (idempotency). */
  extra?: string | null | undefined;
  /** Cents: delivery fee plus minimum-order top-up plus delivery surcharge. */
  feedelivery?: number | null | undefined;
  /** Cents: the coupons' discount (positive). */
  feediscount?: number | null | undefined;
  /** Cents: the service surcharge. */
  feesurcharge?: number | null | undefined;
  /** All tax, inclusive and not. */
  feetax?: number | null | undefined;
  /** JSON string of tax lines [{attr, name, rate, subTotal, tax}]. */
  feetaxes?: string | null | undefined;
  /** Non-inclusive tax. */
  feetaxextra?: number | null | undefined;
  /** The tip; when absent, shipping.tips (else 0). */
  feetips?: number | null | undefined;
  /** Cents: the amount due (feetotal + feesurcharge + feedelivery − feediscount + feetaxextra + feetips, not below 0); no card surcharge. */
  feetopay?: number | null | undefined;
  /** Cents: items subtotal, Σ price × count over the lines. */
  feetotal?: number | null | undefined;
  /** Coupon entries (type 25, pid = coupon id) as priceOrder builds them. */
  payments?: Array<OrderPaymentInput> | null | undefined;
  /** Accepted for the contract and ignored (at most 10). */
  res?: Array<OrderResInput> | null | undefined;
  /** The address (§3.8) plus method, quote, surcharge, tips and fee (cents) and the delivery fields. */
  shipping?: OrderShippingInput | null | undefined;
  /** 30 table, 40 default, 41, 51, 71. */
  source?: number | null | undefined;
  /** Staff member who placed it, as sent (default 0). */
  staff_id?: number | null | undefined;
  /** 0 or 1 (unpaid); anything else is 'not valid'. */
  status?: number | null | undefined;
  /** Order type, 0–99 (default 2); 1 leaves the 'O' out of the order number. */
  type?: number | null | undefined;
  /** Scheduled time (seconds); 0 or absent = ASAP. */
  validtime?: number | null | undefined;
  /** The venue (Venue.id); an edit must keep it. */
  venue_id: number;
  /** The order's version when editing. */
  version?: number | null | undefined;
};

/** userAccountModifySubmit's change: the new e-mail (§2.8). */
export type UserAccountModifyInput = {
  /** E-mail address. */
  email?: string | null | undefined;
};

/** userEdit's changes: one group at a time (§2.8). */
export type UserEditInput = {
  /** DD/MM/YYYY. */
  birthday?: string | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** First name. */
  firstname?: string | null | undefined;
  /** 0 unselected, 1 male, 2 female. */
  gender?: number | null | undefined;
  /** Last name. */
  lastname?: string | null | undefined;
};

export type CouponInfoQueryVariables = Exact<{
  venue_code: string;
  short_code: string;
}>;


export type CouponInfoQuery = { couponInfo: { code: string, id: number, mode: number, name: string, scenario: number, short_code: string, type: number, scope: string, value: number, minimum_order: number, validdays: number, validend: number, validstart: number, validtype: number, validweeks: string, valid_start_time: string, valid_end_time: string, usage_limit_user: number, status: number, user_only: boolean } };

export type GeoListQueryVariables = Exact<{
  country?: string | null | undefined;
  mode?: number | null | undefined;
  filter?: string | null | undefined;
  index?: number | null | undefined;
  count?: number | null | undefined;
}>;


export type GeoListQuery = { geoList: Array<{ id: number, country: string, state: string, city: string, postcode: string }> };

export type MemberAuthFieldsFragment = { extra: string, type: number, authorization: { token: string, expired_at: number, refresh_expired_at: number }, info: { id: number, username: string, type: number, avatar: string, email: string, firstname: string, lastname: string, phone: string, gender: number, birthday: string, password_set: boolean } };

export type MenuChangedSubscriptionVariables = Exact<{
  venue_code: string;
}>;


export type MenuChangedSubscription = { menuChanged: { venue_id: number, pauseuntil: number, busy_minutes: number, pauses: Array<{ type: number, until: number }>, items: Array<{ kind: string, id: number, product_id: number, status: number, inventory: number, stocks: number }> } };

export type MenuCheckInfoQueryVariables = Exact<{
  venue_code: string;
  menu_id?: number | null | undefined;
  market?: number | null | undefined;
  source?: number | null | undefined;
  scheduled_at?: number | null | undefined;
  param?: MenuCheckParam | null | undefined;
}>;


export type MenuCheckInfoQuery = { menuCheckInfo: { id: number, store_id: number, name: string, categories: Array<{ id: number, name: string, name_i18n: string, pattern: string, type: number }>, taxes: Array<{ id: number, attr: number, name: string, name_i18n: string, rate: number }>, ingredients: Array<{ id: number, inventory: number, status: number, stocks: number, stock_conversion: number, threshold: number, tid: number, type: number, measures: Array<{ id: number, units: number }> }>, modifiers: Array<{ id: number, name: string, name_i18n: string, price: number, icon: string, modifier_id: number, modifier_name: string, modifier_name_i18n: string, modifier_limit: number, limit: number, modifier_pos: number, type: number, modifier_minimum: number, status: number, inventory: number, stocks: number, threshold: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, products: Array<{ id: number, name: string, name_i18n: string, content: string, content_i18n: string, sequence: number, category_name: string, category_id: number, price: number, price_markup: number, status: number, inventory: number, stocks: number, code: string, icon: string, icon_type: number, icon_pattern: string, soldby: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, tags: Array<{ type: number, tag: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, combos: Array<{ code: string, cost: number, icon: string, icon_pattern: string, icon_type: number, id: number, name: string, name_i18n: string, price: number, sku: string, status: number, content: string, content_i18n: string, tags: Array<{ type: number, tag: number }>, groups: Array<{ id: number, name: string, name_i18n: string, limits: number, items: Array<{ count: number, id: number, name: string, content: string, pid: number, sequence: number, sid: number, tid: number, cid: number, type: number, price: number, upsales: Array<number>, price_markup: number, stocks: number, inventory: number, status: number, icon: string, icon_type: number, icon_pattern: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }> }> | null }> }> }>, setmenus: Array<{ code: string, cost: number, icon: string, icon_pattern: string, icon_type: number, id: number, name: string, name_i18n: string, price: number, sku: string, status: number, content: string, content_i18n: string, tags: Array<{ type: number, tag: number }>, items: Array<{ count: number, id: number, name: string, content: string, pid: number, sequence: number, sid: number, tid: number, cid: number, type: number, price: number, upsales: Array<number>, price_markup: number, stocks: number, inventory: number, status: number, icon: string, icon_type: number, icon_pattern: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }> }> | null }> }> } };

export type MenuFieldsFragment = { id: number, store_id: number, name: string, categories: Array<{ id: number, name: string, name_i18n: string, pattern: string, type: number }>, taxes: Array<{ id: number, attr: number, name: string, name_i18n: string, rate: number }>, ingredients: Array<{ id: number, inventory: number, status: number, stocks: number, stock_conversion: number, threshold: number, tid: number, type: number, measures: Array<{ id: number, units: number }> }>, modifiers: Array<{ id: number, name: string, name_i18n: string, price: number, icon: string, modifier_id: number, modifier_name: string, modifier_name_i18n: string, modifier_limit: number, limit: number, modifier_pos: number, type: number, modifier_minimum: number, status: number, inventory: number, stocks: number, threshold: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, products: Array<{ id: number, name: string, name_i18n: string, content: string, content_i18n: string, sequence: number, category_name: string, category_id: number, price: number, price_markup: number, status: number, inventory: number, stocks: number, code: string, icon: string, icon_type: number, icon_pattern: string, soldby: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, tags: Array<{ type: number, tag: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, combos: Array<{ code: string, cost: number, icon: string, icon_pattern: string, icon_type: number, id: number, name: string, name_i18n: string, price: number, sku: string, status: number, content: string, content_i18n: string, tags: Array<{ type: number, tag: number }>, groups: Array<{ id: number, name: string, name_i18n: string, limits: number, items: Array<{ count: number, id: number, name: string, content: string, pid: number, sequence: number, sid: number, tid: number, cid: number, type: number, price: number, upsales: Array<number>, price_markup: number, stocks: number, inventory: number, status: number, icon: string, icon_type: number, icon_pattern: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }> }> | null }> }> }>, setmenus: Array<{ code: string, cost: number, icon: string, icon_pattern: string, icon_type: number, id: number, name: string, name_i18n: string, price: number, sku: string, status: number, content: string, content_i18n: string, tags: Array<{ type: number, tag: number }>, items: Array<{ count: number, id: number, name: string, content: string, pid: number, sequence: number, sid: number, tid: number, cid: number, type: number, price: number, upsales: Array<number>, price_markup: number, stocks: number, inventory: number, status: number, icon: string, icon_type: number, icon_pattern: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }> }> | null }> }> };

export type MenuInfoQueryVariables = Exact<{
  venue_code: string;
  menu_id?: number | null | undefined;
  market?: number | null | undefined;
  source?: number | null | undefined;
  count?: number | null | undefined;
  index?: number | null | undefined;
}>;


export type MenuInfoQuery = { menuInfo: { id: number, store_id: number, name: string, categories: Array<{ id: number, name: string, name_i18n: string, pattern: string, type: number }>, taxes: Array<{ id: number, attr: number, name: string, name_i18n: string, rate: number }>, ingredients: Array<{ id: number, inventory: number, status: number, stocks: number, stock_conversion: number, threshold: number, tid: number, type: number, measures: Array<{ id: number, units: number }> }>, modifiers: Array<{ id: number, name: string, name_i18n: string, price: number, icon: string, modifier_id: number, modifier_name: string, modifier_name_i18n: string, modifier_limit: number, limit: number, modifier_pos: number, type: number, modifier_minimum: number, status: number, inventory: number, stocks: number, threshold: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, products: Array<{ id: number, name: string, name_i18n: string, content: string, content_i18n: string, sequence: number, category_name: string, category_id: number, price: number, price_markup: number, status: number, inventory: number, stocks: number, code: string, icon: string, icon_type: number, icon_pattern: string, soldby: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, tags: Array<{ type: number, tag: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, combos: Array<{ code: string, cost: number, icon: string, icon_pattern: string, icon_type: number, id: number, name: string, name_i18n: string, price: number, sku: string, status: number, content: string, content_i18n: string, tags: Array<{ type: number, tag: number }>, groups: Array<{ id: number, name: string, name_i18n: string, limits: number, items: Array<{ count: number, id: number, name: string, content: string, pid: number, sequence: number, sid: number, tid: number, cid: number, type: number, price: number, upsales: Array<number>, price_markup: number, stocks: number, inventory: number, status: number, icon: string, icon_type: number, icon_pattern: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }> }> | null }> }> }>, setmenus: Array<{ code: string, cost: number, icon: string, icon_pattern: string, icon_type: number, id: number, name: string, name_i18n: string, price: number, sku: string, status: number, content: string, content_i18n: string, tags: Array<{ type: number, tag: number }>, items: Array<{ count: number, id: number, name: string, content: string, pid: number, sequence: number, sid: number, tid: number, cid: number, type: number, price: number, upsales: Array<number>, price_markup: number, stocks: number, inventory: number, status: number, icon: string, icon_type: number, icon_pattern: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }> }> | null }> }> } };

export type MenuLiveStockQueryVariables = Exact<{
  venue_code: string;
  menu_id?: number | null | undefined;
}>;


export type MenuLiveStockQuery = { menuInfo: { products: Array<{ id: number, status: number, stocks: number, price: number, inventory: number, variants: Array<{ id: number, status: number, stocks: number, price: number, inventory: number }> }>, modifiers: Array<{ id: number, status: number, stocks: number, price: number, inventory: number }>, ingredients: Array<{ id: number, status: number, stocks: number, inventory: number }>, combos: Array<{ id: number, status: number, price: number }>, setmenus: Array<{ id: number, status: number, price: number }> } };

export type OrderCancelMutationVariables = Exact<{
  tradeid: string;
}>;


export type OrderCancelMutation = { orderCancel: { status: number } };

export type OrderCommentMutationVariables = Exact<{
  id: string | number;
  param: OrderCommentParamInput;
}>;


export type OrderCommentMutation = { orderComment: boolean };

export type OrderEditMutationVariables = Exact<{
  id?: number | null | undefined;
  param: UmsOrderEditParamInput;
}>;


export type OrderEditMutation = { orderEdit: { id: number, tradeid: string } };

export type OrderFieldsFragment = { cancel_until: number | null, invoice_code: string | null, parent_tradeid: string | null, feetopay: number | null, feetaxextra: number | null, feepay: number | null, feepaysurcharge: number | null, feerefund: number | null, feetips: number | null, notes: string | null, version: number | null, extra: string | null, id: number, seqnum: number, type: number, source: number, category_type: number, category_name: string, paytime: number, status: number, venue_cover: string, venue_id: number, venue_code: string, venue_name: string, tradeid: string, created_at: number, validtime: number, feetotal: number, feediscount: number, feedelivery: number, feesurcharge: number, feetax: number, feetaxes: string, order_number: string, refund_orders: Array<{ tradeid: string, parent_tradeid: string, invoice_code: string, status: number, type: number, amount: number, created_at: number, carts: Array<{ count: number, type: number, tid: number, pid: number, sid: number, gid: number, menu_id: number, store_id: number, extra: string }>, payments: Array<{ type: number, amount: number, change: number }> }>, shipping: { city: string | null, country: string | null, email: string | null, firstname: string | null, lastname: string | null, phone: string | null, postcode: string | null, state: string | null, street1: string | null, street2: string | null, instructions: string | null, geo_id: number | null, quote: number | null, fee: number | null, tips: number | null, surcharge: number | null, method: number | null, delivery_id: string | null, delivery_status: string | null, delivery_reference: string | null, driver_name: string | null, driver_dropoff_phone: string | null, dropoff_time_estimated: string | null } | null, customer: { firstname: string | null, lastname: string | null, phone: string | null, email: string | null } | null, carts: Array<{ id: number, status: number, store_id: number, menu_id: number, code: string, count: number, name: string, pid: number, sid: number, cid: number, gid: number, sequence: number, discount: number, value: number, price: number, tid: number, type: number, taxes: string, taxtotal: number, taxextra: number, extra: string, name_i18n: string | null }> | null, payments: Array<{ id: number, amount: number, change: number, platform: number, type: number, pid: number, sid: number, notes: string }> | null, store_orders: Array<{ store_id: number, seqnum: number, status: number, tradeid: string, invoice_code: string, notes: string, statustime: Array<{ id: number, status: number, datetime: number, extra: string }> }> | null, res: Array<{ tid: number, name: string }>, statustime: Array<{ id: number, status: number, datetime: number, extra: string }> };

export type OrderInfoQueryVariables = Exact<{
  tradeid: string;
}>;


export type OrderInfoQuery = { orderInfo: { cancel_until: number | null, invoice_code: string | null, parent_tradeid: string | null, feetopay: number | null, feetaxextra: number | null, feepay: number | null, feepaysurcharge: number | null, feerefund: number | null, feetips: number | null, notes: string | null, version: number | null, extra: string | null, id: number, seqnum: number, type: number, source: number, category_type: number, category_name: string, paytime: number, status: number, venue_cover: string, venue_id: number, venue_code: string, venue_name: string, tradeid: string, created_at: number, validtime: number, feetotal: number, feediscount: number, feedelivery: number, feesurcharge: number, feetax: number, feetaxes: string, order_number: string, refund_orders: Array<{ tradeid: string, parent_tradeid: string, invoice_code: string, status: number, type: number, amount: number, created_at: number, carts: Array<{ count: number, type: number, tid: number, pid: number, sid: number, gid: number, menu_id: number, store_id: number, extra: string }>, payments: Array<{ type: number, amount: number, change: number }> }>, shipping: { city: string | null, country: string | null, email: string | null, firstname: string | null, lastname: string | null, phone: string | null, postcode: string | null, state: string | null, street1: string | null, street2: string | null, instructions: string | null, geo_id: number | null, quote: number | null, fee: number | null, tips: number | null, surcharge: number | null, method: number | null, delivery_id: string | null, delivery_status: string | null, delivery_reference: string | null, driver_name: string | null, driver_dropoff_phone: string | null, dropoff_time_estimated: string | null } | null, customer: { firstname: string | null, lastname: string | null, phone: string | null, email: string | null } | null, carts: Array<{ id: number, status: number, store_id: number, menu_id: number, code: string, count: number, name: string, pid: number, sid: number, cid: number, gid: number, sequence: number, discount: number, value: number, price: number, tid: number, type: number, taxes: string, taxtotal: number, taxextra: number, extra: string, name_i18n: string | null }> | null, payments: Array<{ id: number, amount: number, change: number, platform: number, type: number, pid: number, sid: number, notes: string }> | null, store_orders: Array<{ store_id: number, seqnum: number, status: number, tradeid: string, invoice_code: string, notes: string, statustime: Array<{ id: number, status: number, datetime: number, extra: string }> }> | null, res: Array<{ tid: number, name: string }>, statustime: Array<{ id: number, status: number, datetime: number, extra: string }> } };

export type OrderListFieldsFragment = { id: number, seqnum: number, type: number, source: number, category_type: number, category_name: string, paytime: number, status: number, venue_cover: string, venue_id: number, venue_code: string, venue_name: string, tradeid: string, created_at: number, validtime: number, feetotal: number, feediscount: number, feedelivery: number, feesurcharge: number, feetax: number, feetaxes: string, order_number: string, res: Array<{ tid: number, name: string }>, statustime: Array<{ id: number, status: number, datetime: number, extra: string }>, refund_orders: Array<{ tradeid: string, parent_tradeid: string, invoice_code: string, status: number, type: number }> };

export type OrderListQueryVariables = Exact<{
  count: number;
  index: number;
  venue_code?: string | null | undefined;
}>;


export type OrderListQuery = { orderList: Array<{ id: number, seqnum: number, type: number, source: number, category_type: number, category_name: string, paytime: number, status: number, venue_cover: string, venue_id: number, venue_code: string, venue_name: string, tradeid: string, created_at: number, validtime: number, feetotal: number, feediscount: number, feedelivery: number, feesurcharge: number, feetax: number, feetaxes: string, order_number: string, res: Array<{ tid: number, name: string }>, statustime: Array<{ id: number, status: number, datetime: number, extra: string }>, refund_orders: Array<{ tradeid: string, parent_tradeid: string, invoice_code: string, status: number, type: number }> }> };

export type OrderOperateMutationVariables = Exact<{
  tradeid: string;
  status: number;
  reason?: string | null | undefined;
}>;


export type OrderOperateMutation = { orderOperate: { datetime: number, status: number } };

export type OrderPayApplyMutationVariables = Exact<{
  tradeid: string;
  param: OrderPayApplyParamInput;
}>;


export type OrderPayApplyMutation = { orderPayApply: { session_id: string, session_data: string, result_code: string } };

export type OrderPayCancelMutationVariables = Exact<{
  tradeid: string;
}>;


export type OrderPayCancelMutation = { orderPayCancel: boolean };

export type OrderPayConfigurationQueryVariables = Exact<{
  venue_code: string;
  trade_id?: string | null | undefined;
  platform: number;
  amount?: number | null | undefined;
  reference?: string | null | undefined;
}>;


export type OrderPayConfigurationQuery = { orderPayConfiguration: { country_code: string, currency: string, environment: string, payment_methods: string, provider: string, shopper_reference: string | null, can_store_payment_method: boolean } };

export type OrderPayErrorMutationVariables = Exact<{
  venue_code: string;
  platform: number;
  trade_id?: string | null | undefined;
  error?: string | null | undefined;
}>;


export type OrderPayErrorMutation = { orderPayError: boolean };

export type OrderPayStatusChangedSubscriptionVariables = Exact<{
  platform: number;
  session_id: string;
}>;


export type OrderPayStatusChangedSubscription = { orderPayStatusChanged: { status: number, session_id: string, tradeid: string, result_code: string } };

export type OrderPayStatusQueryVariables = Exact<{
  platform: number;
  session_id: string;
}>;


export type OrderPayStatusQuery = { orderPayStatus: { status: number, session_id: string, tradeid: string, result_code: string } };

export type OrderResCheckoutMutationVariables = Exact<{
  rc?: string | null | undefined;
}>;


export type OrderResCheckoutMutation = { orderResCheckout: { id: number, tradeid: string, amount: number, surcharge: number, info: { status: number, state: number, payment_mode: number, tid: number, venue_id: number, device_uid: string, orderid: number, orderstatus: number, orderversion: number, orderextra: string, tradeid: string, category_name: string, category_type: number, name: string, count: number, code: string, passcode_required: boolean, joined: boolean, rounds: number, carts: Array<{ id: number, status: number, store_id: number, menu_id: number, code: string, count: number, name: string, pid: number, sid: number, cid: number, gid: number, sequence: number, discount: number, value: number, price: number, tid: number, type: number, taxes: string, taxtotal: number, taxextra: number, extra: string, round: number | null }> } } };

export type OrderResEditMutationVariables = Exact<{
  rc?: string | null | undefined;
  k?: string | null | undefined;
  count?: number | null | undefined;
  carts?: Array<OrderResCartInput> | OrderResCartInput | null | undefined;
  version?: number | null | undefined;
}>;


export type OrderResEditMutation = { orderResEdit: { status: number, state: number, payment_mode: number, tid: number, venue_id: number, device_uid: string, orderid: number, orderstatus: number, orderversion: number, orderextra: string, tradeid: string, category_name: string, category_type: number, name: string, count: number, code: string, passcode_required: boolean, joined: boolean, rounds: number, carts: Array<{ id: number, status: number, store_id: number, menu_id: number, code: string, count: number, name: string, pid: number, sid: number, cid: number, gid: number, sequence: number, discount: number, value: number, price: number, tid: number, type: number, taxes: string, taxtotal: number, taxextra: number, extra: string, round: number | null }> } };

export type OrderResEditingChangedSubscriptionVariables = Exact<{
  rc?: string | null | undefined;
}>;


export type OrderResEditingChangedSubscription = { orderResEditingChanged: { status: number, state: number, orderid: number, orderstatus: number, orderversion: number, tradeid: string, name: string, count: number, rounds: number, carts: Array<{ id: number, status: number, store_id: number, menu_id: number, code: string, count: number, name: string, pid: number, sid: number, cid: number, gid: number, sequence: number, discount: number, value: number, price: number, tid: number, type: number, taxes: string, taxtotal: number, taxextra: number, extra: string, round: number | null }> | null } };

export type OrderResInfoByTradeQueryVariables = Exact<{
  t?: string | null | undefined;
}>;


export type OrderResInfoByTradeQuery = { orderResInfo: { info: { venue_code: string, startdt: number, status: number, state: number, payment_mode: number, tid: number, venue_id: number, device_uid: string, orderid: number, orderstatus: number, orderversion: number, orderextra: string, tradeid: string, category_name: string, category_type: number, name: string, count: number, code: string, passcode_required: boolean, joined: boolean, rounds: number, bill: { feetotal: number, feediscount: number, feetax: number, feetaxextra: number, feetaxes: string, feesurcharge: number, feetopay: number } | null, carts: Array<{ id: number, status: number, store_id: number, menu_id: number, code: string, count: number, name: string, pid: number, sid: number, cid: number, gid: number, sequence: number, discount: number, value: number, price: number, tid: number, type: number, taxes: string, taxtotal: number, taxextra: number, extra: string, round: number | null }> } } | null };

export type OrderResInfoQueryVariables = Exact<{
  rc?: string | null | undefined;
  d?: string | null | undefined;
}>;


export type OrderResInfoQuery = { orderResInfo: { info: { status: number, state: number, payment_mode: number, tid: number, venue_id: number, device_uid: string, orderid: number, orderstatus: number, orderversion: number, orderextra: string, tradeid: string, category_name: string, category_type: number, name: string, count: number, code: string, passcode_required: boolean, joined: boolean, rounds: number, carts: Array<{ id: number, status: number, store_id: number, menu_id: number, code: string, count: number, name: string, pid: number, sid: number, cid: number, gid: number, sequence: number, discount: number, value: number, price: number, tid: number, type: number, taxes: string, taxtotal: number, taxextra: number, extra: string, round: number | null }> }, auth: { extra: string, type: number, authorization: { token: string, expired_at: number, refresh_expired_at: number }, info: { id: number, username: string, type: number, firstname: string, lastname: string, phone: string, email: string } } | null } | null };

export type OrderResSubmitMutationVariables = Exact<{
  rc?: string | null | undefined;
  version?: number | null | undefined;
}>;


export type OrderResSubmitMutation = { orderResSubmit: { status: number, state: number, payment_mode: number, tid: number, venue_id: number, device_uid: string, orderid: number, orderstatus: number, orderversion: number, orderextra: string, tradeid: string, category_name: string, category_type: number, name: string, count: number, code: string, passcode_required: boolean, joined: boolean, rounds: number, carts: Array<{ id: number, status: number, store_id: number, menu_id: number, code: string, count: number, name: string, pid: number, sid: number, cid: number, gid: number, sequence: number, discount: number, value: number, price: number, tid: number, type: number, taxes: string, taxtotal: number, taxextra: number, extra: string, round: number | null }> } };

export type OrderSlotsFullQueryVariables = Exact<{
  venue_id: number;
  category_type: number;
  from: number;
  to: number;
}>;


export type OrderSlotsFullQuery = { orderSlotsFull: Array<number> };

export type OrderStatusChangedSubscriptionVariables = Exact<{
  tradeid: string;
}>;


export type OrderStatusChangedSubscription = { orderStatusChanged: { tradeid: string, status: number, parent_tradeid: string, invoice_code: string, type: number, statustime: Array<{ id: number, status: number, datetime: number, extra: string }>, shipping: { delivery_id: string, delivery_status: string, delivery_reference: string, driver_name: string, driver_dropoff_phone: string, dropoff_time_estimated: string } } };

export type OrderStatusFieldsFragment = { tradeid: string, status: number, parent_tradeid: string, invoice_code: string, type: number, statustime: Array<{ id: number, status: number, datetime: number, extra: string }>, shipping: { delivery_id: string, delivery_status: string, delivery_reference: string, driver_name: string, driver_dropoff_phone: string, dropoff_time_estimated: string } };

export type OrderStatusQueryVariables = Exact<{
  tradeid: string;
}>;


export type OrderStatusQuery = { orderStatus: { tradeid: string, status: number, parent_tradeid: string, invoice_code: string, type: number, statustime: Array<{ id: number, status: number, datetime: number, extra: string }>, shipping: { delivery_id: string, delivery_status: string, delivery_reference: string, driver_name: string, driver_dropoff_phone: string, dropoff_time_estimated: string } } };

export type OrderVenueQueryVariables = Exact<{
  venue_code: string;
}>;


export type OrderVenueQuery = { venueInfo: { id: number, code: string, name: string, status: number, logo: string, cover: string, pauseuntil: number, country: string, config: { timezone: string, monetaryunit: string, monetaryrate: number, order_notes: number, paid_notices: string, paid_notices_i18n: string, tablepayments: number, theme_color: string, delivery_surcharge_rate: number, delivery_surcharge_fixed: number, delivery_method: number, delivery_tips_reminder: number, checkout_page: number, service_surcharge_rate: number, service_surcharge_name: string, service_surcharge_name_i18n: string }, opentime: Array<{ week: number, t_start: string, t_end: string, available_markets: string }>, order_categories: Array<{ name: string, type: number }>, online_platforms: Array<{ link: string, logo: string, name: string, pid: number }>, capability: Array<{ cap: string }>, payments: Array<{ surcharge: number, pid: number, mode: number, shopper_statement: string, name: string }>, deliveries: Array<{ id: number, geos: string, free: number, min: number, fee: number, name: string, suburbs: string }>, order_sequences: Array<{ name: string, name_i18n: string, sequence: number }>, taxes: Array<{ attr: number, categories: string, name: string, name_i18n: string, rate: number, type: number }>, stores: Array<{ id: number, name: string }> } };

export type PayStatusFieldsFragment = { status: number, session_id: string, tradeid: string, result_code: string };

export type ProductFieldsFragment = { id: number, name: string, name_i18n: string, content: string, content_i18n: string, sequence: number, category_name: string, category_id: number, price: number, price_markup: number, status: number, inventory: number, stocks: number, code: string, icon: string, icon_type: number, icon_pattern: string, soldby: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, tags: Array<{ type: number, tag: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null };

export type ProductListQueryVariables = Exact<{
  venue_code: string;
  menu_id?: number | null | undefined;
  count?: number | null | undefined;
  index?: number | null | undefined;
  category_id?: number | null | undefined;
  market?: number | null | undefined;
}>;


export type ProductListQuery = { productList: Array<{ id: number, name: string, name_i18n: string, content: string, content_i18n: string, sequence: number, category_name: string, category_id: number, price: number, price_markup: number, status: number, inventory: number, stocks: number, code: string, icon: string, icon_type: number, icon_pattern: string, soldby: string, tax_ids: Array<number>, modifier_ids: Array<number>, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, variants: Array<{ id: number, name: string, name_i18n: string, code: string, icon: string, price: number, status: number, stocks: number, inventory: number, ingredients: Array<{ id: number, count: number, ingredient_id: number, measure_id: number, inventory_policy: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }>, tags: Array<{ type: number, tag: number }>, allergens: { contains: Array<string>, may_contain: Array<string> } | null }> };

export type ShippingDeleteMutationVariables = Exact<{
  id: number;
}>;


export type ShippingDeleteMutation = { shippingDelete: boolean };

export type ShippingEditMutationVariables = Exact<{
  id: number;
  param: ShippingInput;
}>;


export type ShippingEditMutation = { shippingEdit: { id: number, firstname: string, lastname: string, phone: string, country: string, state: string, city: string, street1: string, street2: string, postcode: string, geo_id: number, mode: number, method: number } | null };

export type ShippingFieldsFragment = { id: number, firstname: string, lastname: string, phone: string, country: string, state: string, city: string, street1: string, street2: string, postcode: string, geo_id: number, mode: number, method: number };

export type StaffMemberCardQueryVariables = Exact<{
  code: string;
}>;


export type StaffMemberCardQuery = { staffMemberCard: { expires_at: number, customerInfo: { uid: string, name: string, grade: string, grade_i18n: string, points: number, credit_balance: number, punches: Array<{ id: string, name: string, name_i18n: string, count: number, threshold: number }>, capabilities: Array<{ cap: string }> }, vouchers: Array<{ code: string, name: string, name_i18n: string, type: number, value: number, minimum_order: number, valid_end_at: number }> } };

export type StaffMemberCodeKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMemberCodeKeyQuery = { staffMemberCodeKey: { jwk: string, brand_code: string, ttl_seconds: number } };

export type StaffMemberPointsAddMutationVariables = Exact<{
  uid: string;
  points: number;
  reason: string;
}>;


export type StaffMemberPointsAddMutation = { staffMemberPointsAdd: { uid: string, points: number, credit_balance: number } };

export type StaffOrderOperateMutationVariables = Exact<{
  tradeid: string;
  status: number;
  store_id?: number | null | undefined;
}>;


export type StaffOrderOperateMutation = { orderOperate: { datetime: number, status: number } };

export type StaffOrderRefundMutationVariables = Exact<{
  tradeid: string;
  param: OrderRefundInput;
}>;


export type StaffOrderRefundMutation = { orderRefund: { tradeid: string, amount: number, status: number } };

export type StaffVoucherRedeemMutationVariables = Exact<{
  code: string;
}>;


export type StaffVoucherRedeemMutation = { staffVoucherRedeem: { code: string, name: string, type: number, value: number, status: number } };

export type StatusTimeFieldsFragment = { id: number, status: number, datetime: number, extra: string };

export type TableInfoFieldsFragment = { status: number, state: number, payment_mode: number, tid: number, venue_id: number, device_uid: string, orderid: number, orderstatus: number, orderversion: number, orderextra: string, tradeid: string, category_name: string, category_type: number, name: string, count: number, code: string, passcode_required: boolean, joined: boolean, rounds: number, carts: Array<{ id: number, status: number, store_id: number, menu_id: number, code: string, count: number, name: string, pid: number, sid: number, cid: number, gid: number, sequence: number, discount: number, value: number, price: number, tid: number, type: number, taxes: string, taxtotal: number, taxextra: number, extra: string, round: number | null }> };

export type TableLineFieldsFragment = { id: number, status: number, store_id: number, menu_id: number, code: string, count: number, name: string, pid: number, sid: number, cid: number, gid: number, sequence: number, discount: number, value: number, price: number, tid: number, type: number, taxes: string, taxtotal: number, taxextra: number, extra: string, round: number | null };

export type TableSplitFieldsFragment = { tradeid: string, total: number, paid: number, held: number, balance: number, closed: boolean, quote_input: string, lines: Array<{ id: string, name: string, count: number, cost: number, left: number, mine: boolean }>, payments: Array<{ id: number, payer: string, kind: string, amount: number, tip: number, state: string, mine: boolean, tradeid: string }>, even: { people: number, taken: Array<number> } | null, dishes: Array<{ line_id: string, ways: number, taken: Array<number> }> };

export type TableSplitPayMutationVariables = Exact<{
  rc?: string | null | undefined;
  share: TableShareInput;
}>;


export type TableSplitPayMutation = { tableSplitPay: { share_id: number, tradeid: string, amount: number, surcharge: number, tip: number, split: { tradeid: string, total: number, paid: number, held: number, balance: number, closed: boolean, quote_input: string, lines: Array<{ id: string, name: string, count: number, cost: number, left: number, mine: boolean }>, payments: Array<{ id: number, payer: string, kind: string, amount: number, tip: number, state: string, mine: boolean, tradeid: string }>, even: { people: number, taken: Array<number> } | null, dishes: Array<{ line_id: string, ways: number, taken: Array<number> }> } } };

export type TableSplitQueryVariables = Exact<{
  rc?: string | null | undefined;
}>;


export type TableSplitQuery = { tableSplit: { tradeid: string, total: number, paid: number, held: number, balance: number, closed: boolean, quote_input: string, lines: Array<{ id: string, name: string, count: number, cost: number, left: number, mine: boolean }>, payments: Array<{ id: number, payer: string, kind: string, amount: number, tip: number, state: string, mine: boolean, tradeid: string }>, even: { people: number, taken: Array<number> } | null, dishes: Array<{ line_id: string, ways: number, taken: Array<number> }> } };

export type UserAccountModifyRequestMutationVariables = Exact<{
  account: string;
  country?: string | null | undefined;
}>;


export type UserAccountModifyRequestMutation = { userAccountModifyRequest: boolean };

export type UserAccountModifySubmitMutationVariables = Exact<{
  account: string;
  country?: string | null | undefined;
  code: string;
  param?: UserAccountModifyInput | null | undefined;
}>;


export type UserAccountModifySubmitMutation = { userAccountModifySubmit: boolean };

export type UserEditMutationVariables = Exact<{
  param: UserEditInput;
}>;


export type UserEditMutation = { userEdit: { id: number, username: string, type: number, avatar: string, email: string, firstname: string, lastname: string, phone: string, gender: number, birthday: string, country: string, shipping: Array<{ id: number, firstname: string, lastname: string, phone: string, country: string, state: string, city: string, street1: string, street2: string, postcode: string, geo_id: number, mode: number, method: number }>, paycards: Array<{ id: number, name: string, account: string, type: string, brand: string, last4: string, expiry: string }> } | null };

export type UserFieldsFragment = { id: number, username: string, type: number, avatar: string, email: string, firstname: string, lastname: string, phone: string, gender: number, birthday: string, country: string, shipping: Array<{ id: number, firstname: string, lastname: string, phone: string, country: string, state: string, city: string, street1: string, street2: string, postcode: string, geo_id: number, mode: number, method: number }>, paycards: Array<{ id: number, name: string, account: string, type: string, brand: string, last4: string, expiry: string }> };

export type UserInfoQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UserInfoQueryQuery = { userInfoQuery: { id: number, username: string, type: number, avatar: string, email: string, firstname: string, lastname: string, phone: string, gender: number, birthday: string, country: string, shipping: Array<{ id: number, firstname: string, lastname: string, phone: string, country: string, state: string, city: string, street1: string, street2: string, postcode: string, geo_id: number, mode: number, method: number }>, paycards: Array<{ id: number, name: string, account: string, type: string, brand: string, last4: string, expiry: string }> } | null };

export type UserLoginOaMutationVariables = Exact<{
  code?: string | null | undefined;
  account?: string | null | undefined;
  country?: string | null | undefined;
  password?: string | null | undefined;
  venue_code: string;
  terminal?: number | null | undefined;
}>;


export type UserLoginOaMutation = { userLoginOa: { extra: string, type: number, authorization: { token: string, expired_at: number, refresh_expired_at: number }, info: { id: number, username: string, type: number, avatar: string, email: string, firstname: string, lastname: string, phone: string, gender: number, birthday: string, password_set: boolean } } | null };

export type UserLoginSocialMutationVariables = Exact<{
  id?: string | null | undefined;
  platform?: number | null | undefined;
  token?: string | null | undefined;
  terminal?: number | null | undefined;
}>;


export type UserLoginSocialMutation = { userLoginSocial: { extra: string, type: number, authorization: { token: string, expired_at: number, refresh_expired_at: number }, info: { id: number, username: string, type: number, avatar: string, email: string, firstname: string, lastname: string, phone: string, gender: number, birthday: string, password_set: boolean } } | null };

export type UserLoginMutationVariables = Exact<{
  account: string;
  country?: string | null | undefined;
  password: string;
  terminal?: number | null | undefined;
}>;


export type UserLoginMutation = { userLogin: { extra: string, type: number, authorization: { token: string, expired_at: number, refresh_expired_at: number }, info: { id: number, username: string, type: number, avatar: string, email: string, firstname: string, lastname: string, phone: string, gender: number, birthday: string, password_set: boolean } } | null };

export type UserLogoffMutationVariables = Exact<{ [key: string]: never; }>;


export type UserLogoffMutation = { userLogoff: boolean };

export type UserLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type UserLogoutMutation = { userLogout: boolean };

export type UserPasswordModifyMutationVariables = Exact<{
  old?: string | null | undefined;
  new?: string | null | undefined;
}>;


export type UserPasswordModifyMutation = { userPasswordModify: boolean };

export type UserPasswordResetRequestMutationVariables = Exact<{
  account: string;
  country?: string | null | undefined;
}>;


export type UserPasswordResetRequestMutation = { userPasswordResetRequest: boolean };

export type UserPasswordResetSubmitMutationVariables = Exact<{
  account: string;
  country?: string | null | undefined;
  password: string;
  code: string;
}>;


export type UserPasswordResetSubmitMutation = { userPasswordResetSubmit: boolean };

export type UserRegisterGuestMutationVariables = Exact<{
  account?: string | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  email?: string | null | undefined;
  country?: string | null | undefined;
}>;


export type UserRegisterGuestMutation = { userRegisterSubmit: { extra: string, type: number, authorization: { token: string, expired_at: number, refresh_expired_at: number }, info: { id: number, username: string, type: number, email: string, firstname: string, lastname: string, phone: string } } | null };

export type UserRegisterRequestMutationVariables = Exact<{
  account: string;
  country?: string | null | undefined;
}>;


export type UserRegisterRequestMutation = { userRegisterRequest: boolean };

export type UserRegisterSubmitMutationVariables = Exact<{
  account?: string | null | undefined;
  username?: string | null | undefined;
  country?: string | null | undefined;
  password?: string | null | undefined;
  code?: string | null | undefined;
  platform?: number | null | undefined;
  terminal?: number | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  email?: string | null | undefined;
  id?: string | null | undefined;
  token?: string | null | undefined;
}>;


export type UserRegisterSubmitMutation = { userRegisterSubmit: { extra: string, type: number, authorization: { token: string, expired_at: number, refresh_expired_at: number }, info: { id: number, username: string, type: number, avatar: string, email: string, firstname: string, lastname: string, phone: string, gender: number, birthday: string, password_set: boolean } } | null };

export type VenueCapsQueryVariables = Exact<{
  venue_code: string;
}>;


export type VenueCapsQuery = { venueInfo: { capability: Array<{ cap: string }> } };

export type VenueMenusQueryVariables = Exact<{
  venue_code: string;
  market?: number | null | undefined;
  source?: number | null | undefined;
  scheduled_at?: number | null | undefined;
}>;


export type VenueMenusQuery = { venueMenus: Array<{ id: number, icon: string, name: string, status: number }> };

export type GiftCardPurchaseMutationVariables = Exact<{
  p: GiftCardPurchaseInput;
}>;


export type GiftCardPurchaseMutation = { giftCardPurchase: { tradeid: string, total: number } };

export type OrderGiftCardApplyMutationVariables = Exact<{
  t: string;
  c: string;
}>;


export type OrderGiftCardApplyMutation = { orderGiftCardApply: { amount: number, balance: number, due: number, paid: boolean } };

export type OrderGiftCardsQueryVariables = Exact<{
  t: string;
}>;


export type OrderGiftCardsQuery = { orderGiftCards: Array<{ last4: string, amount: number, balance: number }> };

export type BrandFieldsFragment = { name: string, code: string, logo: string, website: string, monetary_unit: string, monetary_rate: number, theme_color: string, loyalty: { card_style: { bg_color: string, logo2x: string, strip2x: string } } | null, voucher: { card_style: { bg_color: string, logo2x: string, strip2x: string } } | null, customer_grades: Array<{ id: number, name: string, color: string, grade: number }>, locations: Array<{ latitude: number, longitude: number }> };

export type CustomerCardSessionQueryVariables = Exact<{
  venue_code: string;
}>;


export type CustomerCardSessionQuery = { customerInfoQuery: { customerInfo: { login_type: number, authorization_code: string } } };

export type CustomerFieldsFragment = { uid: string, name: string, grade: string, grade_i18n: string, grade_color: string, points: number, lifetime_points: number, credit_balance: number, punches: Array<{ id: string, name: string, name_i18n: string, count: number, threshold: number }>, capabilities: Array<{ cap: string }> };

export type CustomerInfoChangedSubscriptionVariables = Exact<{
  venue_code: string;
}>;


export type CustomerInfoChangedSubscription = { customerInfoChanged: { customerInfo: { uid: string, name: string, grade: string, grade_i18n: string, grade_color: string, points: number, lifetime_points: number, credit_balance: number, punches: Array<{ id: string, name: string, name_i18n: string, count: number, threshold: number }>, capabilities: Array<{ cap: string }> } } };

export type CustomerInfoQueryQueryVariables = Exact<{
  venue_code: string;
  uid?: string | null | undefined;
}>;


export type CustomerInfoQueryQuery = { customerInfoQuery: { brandBasicInfo: { name: string, code: string, logo: string, website: string, monetary_unit: string, monetary_rate: number, theme_color: string, loyalty: { card_style: { bg_color: string, logo2x: string, strip2x: string } } | null, voucher: { card_style: { bg_color: string, logo2x: string, strip2x: string } } | null, customer_grades: Array<{ id: number, name: string, color: string, grade: number }>, locations: Array<{ latitude: number, longitude: number }> }, customerInfo: { uid: string, name: string, grade: string, grade_i18n: string, grade_color: string, points: number, lifetime_points: number, credit_balance: number, punches: Array<{ id: string, name: string, name_i18n: string, count: number, threshold: number }>, capabilities: Array<{ cap: string }> } } };

export type CustomerLoyaltyHistoryQueryVariables = Exact<{
  venue_code: string;
  count: number;
  index: number;
}>;


export type CustomerLoyaltyHistoryQuery = { customerLoyaltyHistory: Array<{ kind: string, unit: string, amount: number, tradeid: string, reason: string, created_at: number }> };

export type CustomerMemberCodeQueryVariables = Exact<{
  venue_code: string;
}>;


export type CustomerMemberCodeQuery = { customerMemberCode: { code: string, expires_at: number } };

export type CustomerVoucherListQueryVariables = Exact<{
  count: number;
  index: number;
  venue_code?: string | null | undefined;
}>;


export type CustomerVoucherListQuery = { customerVoucherList: Array<{ id: number, name: string, name_i18n: string, code: string, brand_code: string, status: number, type: number, value: number, minimum_order: number, valid_start_at: number, valid_end_at: number }> };

export type VoucherFieldsFragment = { id: number, name: string, name_i18n: string, code: string, brand_code: string, status: number, type: number, value: number, minimum_order: number, valid_start_at: number, valid_end_at: number };

export type VoucherInfoQueryQueryVariables = Exact<{
  venue_code?: string | null | undefined;
  code: string;
}>;


export type VoucherInfoQueryQuery = { voucherInfoQuery: { brandBasicInfo: { name: string, code: string, logo: string, website: string, monetary_unit: string, monetary_rate: number, theme_color: string, loyalty: { card_style: { bg_color: string, logo2x: string, strip2x: string } } | null, voucher: { card_style: { bg_color: string, logo2x: string, strip2x: string } } | null, customer_grades: Array<{ id: number, name: string, color: string, grade: number }>, locations: Array<{ latitude: number, longitude: number }> }, voucherInfo: { id: number, name: string, name_i18n: string, code: string, brand_code: string, status: number, type: number, value: number, minimum_order: number, valid_start_at: number, valid_end_at: number } } };

export type OrderPayAdditionDetailsMutationVariables = Exact<{
  venue_code: string;
  platform: number;
  trade_id?: string | null | undefined;
  details: string;
}>;


export type OrderPayAdditionDetailsMutation = { orderPayAdditionDetails: { code: string, data: string } };

export type OrderPayRemoveStoredPaymentMethodMutationVariables = Exact<{
  venue_code: string;
  platform: number;
  reference: string;
  id: string;
}>;


export type OrderPayRemoveStoredPaymentMethodMutation = { orderPayRemoveStoredPaymentMethod: boolean };
