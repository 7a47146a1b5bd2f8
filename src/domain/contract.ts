/**
 * Contract shapes shared by server and browser: the payloads of the GraphQL subscriptions and the views
 * they carry (storefront.md §3 "Table order resource", §7; orders-and-payments.md §3.10, §7.1). One
 * definition for the use cases that build them, the pub/sub topics that carry them and the islands
 * that read them. Pure types.
 */
import type { CartLine, IngredientLink, OrderPayment } from './types';
import type { RefundCart } from './refunds';

/** A cart line of a table sitting: the contract's line plus the kitchen round it went out in (0 = not yet sent). */
export type TableCartLine = CartLine & { round: number };

export interface LineInventory {
  status: number;
  inventory: number;
  stocks: number;
  ingredients: IngredientLink[];
}

/** A table cart line as sent to clients: the stored line with its stock view (null when its menu item is gone). */

export type TableCartLineOut = TableCartLine & { inventory: LineInventory | null };

/** What `orderResInfo.info` and `orderResEdit` answer (storefront.md §3 "Table order resource"; orders-and-payments.md §3.10). */
export interface TableInfo {
  type: number;
  subtype: number;
  /** TABLE_STATUS. */
  status: number;
  /** TABLE_STATE. */
  state: number;
  /** The venue's tablepayments setting: 1 paying at the table allowed, 0 not. */
  payment_mode: number;
  /** The table (order resource) id. */
  tid: number;
  venue_id: number;
  venue_code: string;
  device_uid: string;
  /** The order created for the sitting by the payment flow, or 0. */
  orderid: number;
  /** 0 while ordering; 2 once paid (orders-and-payments.md §4.1). */
  orderstatus: number;
  /** The sitting's version; with no open sitting the table's last version (send it back as `version`). */
  orderversion: number;
  ordertype: number;
  orderextra: string;
  /** The sitting's trade id; '' while the table is ready (no sitting). */
  tradeid: string;
  category_name: string;
  category_type: number;
  name: string;
  /** Seats (number of guests). */
  count: number;
  data: string;
  /** Milliseconds since the epoch (0 with no sitting); enddt = start + 3 h. */
  bookingdt: number;
  startdt: number;
  enddt: number;
  code: string;
  /** Joining needs the 4-digit passcode (never the passcode itself). */
  passcode_required: boolean;
  /** The caller has joined this sitting (passed the passcode, or joined a code-mode table): carts are shown only then on passcode tables. */
  joined: boolean;
  /** Number of the last round sent to the kitchen (0 = none). */
  rounds: number;
  carts: TableCartLineOut[];
}

/** The `orderResEditingChanged` payload (storefront.md §7; orders-and-payments.md §7.1). `carts` null when state is 1. */
export type TableEvent = Omit<TableInfo, 'device_uid' | 'payment_mode' | 'ordertype' | 'orderextra' | 'passcode_required' | 'joined' | 'venue_code' | 'carts'> & {
  carts: TableCartLineOut[] | null;
  /** The lines this change applied (a table-cart diff, storefront.md §4), when small enough; null otherwise. */
  diff: CartLine[] | null;
};

/** The delivery fields of an order's shipping JSON (orderStatus.shipping, orders-and-payments.md §7.1); '' when absent. */
export interface OrderDeliveryFields {
  delivery_id: string;
  delivery_status: string;
  delivery_reference: string;
  driver_name: string;
  driver_dropoff_phone: string;
  dropoff_time_estimated: string;
}

/** The orderStatusChanged payload / orderStatus answer (orders-and-payments.md §7.1). */
export interface OrderStatusPayload {
  tradeid: string;
  /** Payment status (§4.1). */
  status: number;
  parent_tradeid: string;
  invoice_code: string;
  type: number;
  store_id: number;
  /** Status events; `datetime` in seconds since the epoch. */
  statustime: { id: number; status: number; datetime: number; extra: string }[];
  shipping: OrderDeliveryFields;
}

/** The orderPayStatusChanged payload: an attempt's payment status (1 pending … ), session, trade id and provider result code. */
export type PayStatusView = { status: number; session_id: string; tradeid: string; result_code: string };

/**
 * A venue's menu or service state changed (issue 23 items 3, 4: sold out, count, back in stock, pause,
 * busy): open phones re-read stock and take the venue's pause and busy fields from here.
 * `pauseuntil` and `pauses[].until` in seconds since the epoch; `busy_minutes` 0 = off.
 */
export interface MenuChangedPayload {
  venue_id: number;
  pauseuntil: number;
  pauses: { type: number; until: number }[];
  busy_minutes: number;
  /** The items a staff change moved, with their stock fields now (`product_id` of a variant, else 0); empty: re-read stock. */
  items: { kind: string; id: number; product_id: number; status: number; inventory: number; stocks: number }[];
}

/** A change the venue's staff screens hear of: an order's (reason, status, newest event) or a table's. */
export type StaffVenuePayload =
  | { reason: string; tradeid: string; status: number; event: number }
  | { type: 'table'; what: string; table: string; name: string; tradeid: string; version: number; status: number; [extra: string]: unknown };

/** The list form of an order (orderList, §3.1). Money in cents, instants in seconds. */
export interface OrderListView {
  id: number;
  seqnum: number;
  type: number;
  source: number;
  category_type: number;
  category_name: string;
  paytime: number;
  status: number;
  venue_cover: string;
  venue_id: number;
  venue_code: string;
  venue_name: string;
  tradeid: string;
  created_at: number;
  validtime: number;
  feetotal: number;
  feediscount: number;
  feedelivery: number;
  feesurcharge: number;
  feetax: number;
  feetaxes: string;
  res: { tid: number; name: string; type: number; subtype: number; status: number; count: number; data: string; bookingdt: number; startdt: number; enddt: number }[];
  statustime: { id: number; status: number; datetime: number; extra: string }[];
  refund_orders: RefundOrderView[];
  order_number: string;
}

/** The detail form (orderInfo, §3.2). */
export interface OrderView extends OrderListView {
  invoice_code: string;
  parent_tradeid: string;
  feetopay: number;
  feetaxextra: number;
  feepay: number;
  /** Cents of card payment surcharge paid (within feepay). */
  feepaysurcharge: number;
  /** Cents refunded so far (done refund orders). */
  feerefund: number;
  feetips: number;
  notes: string;
  version: number;
  extra: string;
  shipping: Record<string, unknown> | null;
  customer: Record<string, unknown> | null;
  carts: CartLine[];
  payments: OrderPayment[];
  store_orders: { store_id: number; seqnum: number; status: number; tradeid: string; invoice_code: string; statustime: { id: number; status: number; datetime: number; extra: string }[]; notes: string }[];
}

/** A refund order in the contract's shape (§3.2 refund_orders). Money in cents, instants in seconds. */
export interface RefundOrderView {
  tradeid: string;
  parent_tradeid: string;
  invoice_code: string;
  /** 3 refunded (the order is refunded in full with it), 11 partly refunded. */
  status: number;
  type: number;
  /** Cents refunded. */
  amount: number;
  created_at: number;
  carts: RefundCart[];
  payments: { type: number; amount: number; change: number }[];
  statustime: { id: number; status: number; datetime: number; extra: string }[];
}

/** The user as the contract shows it (accounts-and-loyalty.md §3 "User"); instants as text, ids as numbers. */
export interface UserView {
  id: number;
  uid: string;
  username: string;
  type: number;
  avatar: string;
  birthday: string;
  email: string;
  gender: number;
  firstname: string;
  lastname: string;
  phone: string;
  country: string;
  timezone: string;
  extra: string;
}

/** One weekly range of a brand venue (accounts-and-loyalty.md §3 "Brand member info" open_time). */
export interface BrandVenueOpenTime {
  /** 0 = Sunday … 6. */
  week: number;
  /** 'HH:mm' in the venue's timezone. */
  t_start: string;
  /** 'HH:mm'; an end not after the start runs past midnight. */
  t_end: string;
}

/** A venue of a brand as the store locator lists it (accounts-and-loyalty.md §3 "Brand member info" venues[]). */
export interface BrandVenueView {
  id: number;
  code: string;
  name: string;
  logo: string;
  /** Where 'start order' goes: the venue's own website, or '' (the page then opens /{code}). */
  website: string;
  country: string;
  state: string;
  city: string;
  street1: string;
  street2: string;
  postcode: string;
  /** Decimal degrees; null when the brand file gives none (the page places it at the §9 fallback). */
  latitude: number | null;
  longitude: number | null;
  open_time: BrandVenueOpenTime[];
}

/** brandMemberInfo (accounts-and-loyalty.md §3 "Brand member info", §7). */
export interface BrandMemberInfoView {
  code: string;
  name: string;
  logo: string;
  /** Brand mask image; '' when none. */
  mask: string;
  website: string;
  /** The membership settings: `theme_color` (CSS hex) or null for the default #0162fe (§9). */
  membership: { theme_color: string | null };
  venues: BrandVenueView[];
}
