/**
 * Typed operations of the storefront (storefront.md §7). Field lists follow the SDL in
 * src/server/graphql/schema/catalog.graphql; money is integer cents.
 */
import type { Menu, Product, VenueMenuSummary } from '../../domain/types';
import { gql } from './client';

const LINK = 'id count ingredient_id measure_id inventory_policy';
const VARIANT = `id name code icon price status stocks inventory ingredients { ${LINK} }`;
export const PRODUCT_FIELDS = `id name name_i18n content content_i18n sequence category_name category_id price price_markup status inventory stocks code icon icon_type icon_pattern soldby tax_ids modifier_ids ingredients { ${LINK} } variants { ${VARIANT} } tags { type tag }`;
const ITEM = `count id name content pid sequence sid tid cid type price upsales price_markup stocks inventory status icon icon_type icon_pattern tax_ids modifier_ids ingredients { ${LINK} } variants { ${VARIANT} }`;
const BUNDLE = 'code cost icon icon_pattern icon_type id name price sku status content content_i18n tags { type tag }';
export const MENU_FIELDS = `id store_id name
  categories { id name name_i18n pattern type }
  taxes { id attr name name_i18n rate }
  ingredients { id inventory status stocks stock_conversion threshold tid type measures { id units } }
  modifiers { id name price icon modifier_id modifier_name modifier_limit limit modifier_pos type modifier_minimum status inventory stocks threshold ingredients { ${LINK} } }
  products { ${PRODUCT_FIELDS} }
  combos { ${BUNDLE} groups { id name limits items { ${ITEM} } } }
  setmenus { ${BUNDLE} items { ${ITEM} } }`;

export interface MenuArgs {
  venue_code: string;
  menu_id?: number;
  market?: number;
  source?: number;
}

/** A whole menu (another menu of the venue chosen in advanced-menu mode). */
export async function fetchMenu(args: MenuArgs & { count?: number; index?: number }): Promise<Menu> {
  const q = `query menuInfo($venue_code: String!, $menu_id: Long, $market: Byte, $source: Int, $count: Int, $index: Int) {
    menuInfo(venue_code: $venue_code, menu_id: $menu_id, market: $market, source: $source, count: $count, index: $index) { ${MENU_FIELDS} } }`;
  return (await gql<{ menuInfo: Menu }>('menuInfo', q, { count: 0, index: 0, ...args })).menuInfo;
}

/** A page of products (storefront.md §4 "Product list loading": 20 per page, index = items loaded). */
export async function fetchProductList(args: { venue_code: string; menu_id: number; count: number; index: number; category_id?: number; market?: number }): Promise<Product[]> {
  const q = `query productList($venue_code: String!, $menu_id: Long, $count: Int, $index: Int, $category_id: Long, $market: Byte) {
    productList(venue_code: $venue_code, menu_id: $menu_id, count: $count, index: $index, category_id: $category_id, market: $market) { ${PRODUCT_FIELDS} } }`;
  return (await gql<{ productList: Product[] }>('productList', q, { ...args })).productList;
}

/** Menus of the venue (advanced menus). */
export async function fetchVenueMenus(args: { venue_code: string; market?: number; source?: number; scheduled_at?: number }): Promise<VenueMenuSummary[]> {
  const q = `query venueMenus($venue_code: String!, $market: Byte, $source: Int, $scheduled_at: Long) {
    venueMenus(venue_code: $venue_code, market: $market, source: $source, scheduled_at: $scheduled_at) { id icon name status } }`;
  return (await gql<{ venueMenus: VenueMenuSummary[] }>('venueMenus', q, { ...args })).venueMenus;
}

/** The current state of the listed ids, to validate saved cart lines (storefront.md §4 "Menu and cart validity"). */
export async function fetchMenuCheck(args: MenuArgs & { scheduled_at?: number; param: { products: number[]; modifiers: number[]; combos: number[]; setmenus: number[] } }): Promise<Menu> {
  const q = `query menuCheckInfo($venue_code: String!, $menu_id: Long, $market: Byte, $source: Int, $scheduled_at: Long, $param: MenuCheckParam) {
    menuCheckInfo(venue_code: $venue_code, menu_id: $menu_id, market: $market, source: $source, scheduled_at: $scheduled_at, param: $param) { ${MENU_FIELDS} } }`;
  return (await gql<{ menuCheckInfo: Menu }>('menuCheckInfo', q, { ...args })).menuCheckInfo;
}

// ——— Orders and payments (orders-and-payments.md §7; accounts-and-loyalty.md §7 userRegisterSubmit) ———
// Field lists follow src/server/graphql/schema/{orders,payments,users}.graphql. The caller installs the
// session first (`setAuthToken`); subscriptions read it when their socket opens.

import type { PayConfiguration } from '../../domain/types';
import type { AuthAnswer, CouponInfo, OrderDetail, OrderStatusInfo, OrderSummary, OrderVenue, PayApplyResult, PayStatus } from '../order/order-types';
import { subscriptions } from './client';

const EVENT_FIELDS = 'id status datetime extra';
export const ORDER_LIST_FIELDS = `id seqnum type source category_type category_name paytime status venue_cover venue_id venue_code venue_name tradeid created_at validtime
  feetotal feediscount feedelivery feesurcharge feetax feetaxes res { tid name } statustime { ${EVENT_FIELDS} } refund_orders { tradeid parent_tradeid invoice_code status type } order_number`;
export const ORDER_FIELDS = `${ORDER_LIST_FIELDS} invoice_code parent_tradeid feetopay feetaxextra feepay feepaysurcharge feerefund feetips notes version extra
  refund_orders { tradeid parent_tradeid invoice_code status type amount created_at carts { count type tid pid sid gid menu_id store_id extra } payments { type amount change } }
  shipping { city country email firstname lastname phone postcode state street1 street2 geo_id quote fee tips surcharge method delivery_id delivery_status delivery_reference driver_name driver_dropoff_phone dropoff_time_estimated }
  customer { firstname lastname phone email }
  carts { id status store_id menu_id code count name pid sid cid gid sequence discount value price tid type taxes taxtotal taxextra extra name_i18n }
  payments { id amount change platform type pid sid notes }
  store_orders { store_id seqnum status tradeid invoice_code notes statustime { ${EVENT_FIELDS} } }`;
const STATUS_FIELDS = `tradeid status parent_tradeid invoice_code type statustime { ${EVENT_FIELDS} } shipping { delivery_id delivery_status delivery_reference driver_name driver_dropoff_phone dropoff_time_estimated }`;
const VENUE_FIELDS = `id code name status logo cover pauseuntil country
  config { timezone monetaryunit monetaryrate order_notes paid_notices tablepayments theme_color delivery_surcharge_rate delivery_surcharge_fixed delivery_method delivery_tips_reminder checkout_page service_surcharge_rate service_surcharge_name service_surcharge_name_i18n }
  opentime { week t_start t_end available_markets } order_categories { name type } online_platforms { link logo name pid } capability { cap }
  payments { surcharge pid mode shopper_statement name } deliveries { id geos free min fee name suburbs } order_sequences { name sequence }
  taxes { attr categories name name_i18n rate type } stores { id name }`;
const COUPON_FIELDS = 'code id mode name scenario short_code type scope value minimum_order validdays validend validstart validtype validweeks valid_start_time valid_end_time usage_limit_user status user_only';
const PAY_STATUS_FIELDS = 'status session_id tradeid result_code';

/** 'Checkout as guest' (platform 2): registers a guest with mobile and first name and signs it in. */
export async function registerGuest(args: { account: string; firstname: string; lastname?: string; email?: string; country?: string }): Promise<AuthAnswer> {
  const q = `mutation userRegisterSubmit($account: String, $firstname: String, $lastname: String, $email: String, $country: String) {
    userRegisterSubmit(account: $account, firstname: $firstname, lastname: $lastname, email: $email, country: $country, platform: 2, terminal: 2) {
      authorization { token expired_at refresh_expired_at } extra type info { id username type email firstname lastname phone } } }`;
  return (await gql<{ userRegisterSubmit: AuthAnswer }>('userRegisterSubmit', q, { country: 'AU', ...args })).userRegisterSubmit;
}

/** orderEdit: places (`id` 0) or edits an order; the param's fees must be the domain's `priceOrder`'s. */
export async function submitOrderEdit(id: number, param: Record<string, unknown>): Promise<{ id: number; tradeid: string }> {
  const q = `mutation orderEdit($id: Int, $param: UmsOrderEditParamInput!) { orderEdit(id: $id, param: $param) { id tradeid } }`;
  return (await gql<{ orderEdit: { id: number; tradeid: string } }>('orderEdit', q, { id, param })).orderEdit;
}

/** The full order (network-only). */
export async function fetchOrderInfo(tradeid: string): Promise<OrderDetail> {
  const q = `query orderInfo($tradeid: String!) { orderInfo(tradeid: $tradeid) { ${ORDER_FIELDS} } }`;
  return (await gql<{ orderInfo: OrderDetail }>('orderInfo', q, { tradeid })).orderInfo;
}

/** The venue fields the order screens need. */
export async function fetchOrderVenue(venue_code: string): Promise<OrderVenue> {
  const q = `query venueInfo($venue_code: String!) { venueInfo(venue_code: $venue_code) { ${VENUE_FIELDS} } }`;
  const v = (await gql<{ venueInfo: OrderVenue }>('venueInfo', q, { venue_code })).venueInfo;
  // The contract sends these lists as JSON strings; the domain reads arrays.
  const list = <T>(x: unknown): T[] => (Array.isArray(x) ? x : typeof x === 'string' ? ((): T[] => { try { const p = JSON.parse(x) as unknown; return Array.isArray(p) ? (p as T[]) : []; } catch { return []; } })() : []);
  return {
    ...v,
    opentime: v.opentime.map((o) => ({ ...o, available_markets: list<number>(o.available_markets) })),
    deliveries: v.deliveries.map((d) => ({ ...d, suburbs: list<{ city: string; postcode?: string }>(d.suburbs) })),
  };
}

/** The session's orders (§2.2: page size 50, index 0). */
export async function fetchOrderList(args: { count?: number; index?: number; venue_code?: string } = {}): Promise<OrderSummary[]> {
  const q = `query orderList($count: Int!, $index: Int!, $venue_code: String) { orderList(count: $count, index: $index, venue_code: $venue_code) { ${ORDER_LIST_FIELDS} } }`;
  return (await gql<{ orderList: OrderSummary[] }>('orderList', q, { count: 50, index: 0, ...args })).orderList;
}

/** Status, events and delivery fields of an order (network-only). */
export async function fetchOrderStatus(tradeid: string): Promise<OrderStatusInfo> {
  const q = `query orderStatus($tradeid: String!) { orderStatus(tradeid: $tradeid) { ${STATUS_FIELDS} } }`;
  return (await gql<{ orderStatus: OrderStatusInfo }>('orderStatus', q, { tradeid })).orderStatus;
}

/** orderOperate: the diner completes (6), cancels (5) or asks a refund (44). */
export async function operateOrder(tradeid: string, status: number): Promise<{ datetime: number; status: number }> {
  const q = `mutation orderOperate($tradeid: String!, $status: Byte!) { orderOperate(tradeid: $tradeid, status: $status) { datetime status } }`;
  return (await gql<{ orderOperate: { datetime: number; status: number } }>('orderOperate', q, { tradeid, status })).orderOperate;
}

/** orderComment: the review, ratings 0–100 (stars × 20); the trade id is the `id`. */
export async function commentOrder(tradeid: string, param: { comments: string; env: number; general: number; service: number; taste: number; time: number }): Promise<boolean> {
  const q = `mutation orderComment($id: ID!, $param: OrderCommentParamInput!) { orderComment(id: $id, param: $param) }`;
  return (await gql<{ orderComment: boolean }>('orderComment', q, { id: tradeid, param })).orderComment;
}

/** couponInfo: a coupon by promo code at a venue. */
export async function fetchCouponInfo(venue_code: string, short_code: string): Promise<CouponInfo> {
  const q = `query couponInfo($venue_code: String!, $short_code: String!) { couponInfo(venue_code: $venue_code, short_code: $short_code) { ${COUPON_FIELDS} } }`;
  return (await gql<{ couponInfo: CouponInfo }>('couponInfo', q, { venue_code, short_code })).couponInfo;
}

/** orderPayConfiguration: environment ('test' = the simulator), currency, methods, provider, and a member's card fields. */
export async function fetchPayConfiguration(args: { venue_code: string; trade_id?: string; platform: number; amount?: number; reference?: string }): Promise<PayConfiguration> {
  const q = `query orderPayConfiguration($venue_code: String!, $trade_id: String, $platform: Byte!, $amount: Int, $reference: String) {
    orderPayConfiguration(venue_code: $venue_code, trade_id: $trade_id, platform: $platform, amount: $amount, reference: $reference) { country_code currency environment payment_methods provider shopper_reference can_store_payment_method } }`;
  return (await gql<{ orderPayConfiguration: PayConfiguration }>('orderPayConfiguration', q, { ...args })).orderPayConfiguration;
}

/** orderPayApply: starts (or resumes) paying the amount due plus the card surcharge. */
export async function applyPayment(tradeid: string, pay: { platform: number; amount: number; surcharge: number; email?: string; return_url?: string; success_url?: string; cancel_url?: string }): Promise<PayApplyResult> {
  const q = `mutation orderPayApply($tradeid: String!, $param: OrderPayApplyParamInput!) { orderPayApply(tradeid: $tradeid, param: $param) { session_id session_data result_code } }`;
  return (await gql<{ orderPayApply: PayApplyResult }>('orderPayApply', q, { tradeid, param: { pay } })).orderPayApply;
}

/** orderPayStatus: 1 pending, 2 succeeded, 3 failed, 4 canceled, 5 refunded. */
export async function fetchPayStatus(platform: number, session_id: string): Promise<PayStatus> {
  const q = `query orderPayStatus($platform: Byte!, $session_id: String!) { orderPayStatus(platform: $platform, session_id: $session_id) { ${PAY_STATUS_FIELDS} } }`;
  return (await gql<{ orderPayStatus: PayStatus }>('orderPayStatus', q, { platform, session_id })).orderPayStatus;
}

/** orderPayCancel: cancels the order's pending payment. */
export async function cancelOrderPayment(tradeid: string): Promise<boolean> {
  const q = `mutation orderPayCancel($tradeid: String!) { orderPayCancel(tradeid: $tradeid) }`;
  return (await gql<{ orderPayCancel: boolean }>('orderPayCancel', q, { tradeid })).orderPayCancel;
}

/** orderPayError: reports a payment page error (logged by the server). */
export async function reportPayError(args: { venue_code: string; platform: number; trade_id?: string; error: string }): Promise<boolean> {
  const q = `mutation orderPayError($venue_code: String!, $platform: Byte!, $trade_id: String, $error: String) { orderPayError(venue_code: $venue_code, platform: $platform, trade_id: $trade_id, error: $error) }`;
  return (await gql<{ orderPayError: boolean }>('orderPayError', q, { ...args })).orderPayError;
}

/** Live order status (orderStatusChanged). Returns the unsubscribe function. */
export async function watchOrderStatus(tradeid: string, onNext: (s: OrderStatusInfo) => void, onError?: (e: unknown) => void): Promise<() => void> {
  const ws = await subscriptions();
  return ws.subscribe<{ orderStatusChanged: OrderStatusInfo }>(
    { query: `subscription orderStatusChanged($tradeid: String!) { orderStatusChanged(tradeid: $tradeid) { ${STATUS_FIELDS} } }`, variables: { tradeid } },
    { next: (m) => m.data?.orderStatusChanged && onNext(m.data.orderStatusChanged), error: (e) => onError?.(e), complete: () => undefined },
  );
}

/** Live payment status (orderPayStatusChanged). Returns the unsubscribe function. */
export async function watchPayStatus(platform: number, session_id: string, onNext: (s: PayStatus) => void, onError?: (e: unknown) => void): Promise<() => void> {
  const ws = await subscriptions();
  return ws.subscribe<{ orderPayStatusChanged: PayStatus }>(
    { query: `subscription orderPayStatusChanged($platform: Byte!, $session_id: String!) { orderPayStatusChanged(platform: $platform, session_id: $session_id) { ${PAY_STATUS_FIELDS} } }`, variables: { platform, session_id } },
    { next: (m) => m.data?.orderPayStatusChanged && onNext(m.data.orderPayStatusChanged), error: (e) => onError?.(e), complete: () => undefined },
  );
}
