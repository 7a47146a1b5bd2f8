/**
 * The shapes the diner's order screens read from the API (orders-and-payments.md §3): the order in its
 * list and detail forms, its status, a coupon, a payment session and its status, and the guest
 * session. Money in integer cents, instants in seconds since the epoch. Field names are the contract's.
 */
import type { CartLine, Coupon, OrderListItem, OrderPayment, StatusEvent, Venue } from '../../domain/types';

/** An order in the list form (orderList, §3.1) with the server's display number. */
export interface OrderSummary extends OrderListItem {
  statustime: (StatusEvent & { id: number; extra: string })[];
  /** 'OI-007' (§9). */
  order_number: string;
  refund_orders: RefundOrderInfo[];
}

/** A refund of an order (§3.2 refund_orders); the list form carries only the first five fields. */
export interface RefundOrderInfo {
  tradeid: string;
  parent_tradeid: string;
  invoice_code: string;
  /** 3 refunded (in full with it), 11 partly refunded. */
  status: number;
  type: number;
  /** Cents refunded. */
  amount?: number;
  created_at?: number;
  /** Lines refunded; extra JSON {rpsid, position}. */
  carts?: { count: number; type: number; tid: number; pid: number; sid: number; gid: number; menu_id: number; store_id: number; extra: string }[];
  payments?: { type: number; amount: number; change: number }[];
}

/** Delivery address and courier fields of an order (§3.2 shipping, §3.8). */
export interface OrderShipping {
  city?: string | null;
  country?: string | null;
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  phone?: string | null;
  postcode?: string | null;
  state?: string | null;
  street1?: string | null;
  street2?: string | null;
  geo_id?: number | null;
  quote?: number | null;
  fee?: number | null;
  tips?: number | null;
  surcharge?: number | null;
  method?: number | null;
  delivery_id?: string | null;
  delivery_status?: string | null;
  delivery_reference?: string | null;
  driver_name?: string | null;
  driver_dropoff_phone?: string | null;
  dropoff_time_estimated?: string | null;
}

/** A per-store sub-order (multi-store venues). */
export interface StoreOrder {
  store_id: number;
  seqnum: number;
  status: number;
  tradeid: string;
  invoice_code: string;
  notes: string;
  /** The shared events of the order plus the store's own progress (21, 23, 31, 6). */
  statustime?: (StatusEvent & { id: number; extra: string })[];
}

/** The full order (orderInfo, §3.2). */
export interface OrderDetail extends OrderSummary {
  invoice_code: string;
  parent_tradeid: string;
  feetopay: number;
  feetaxextra: number;
  /** Paid so far, card surcharge included. */
  feepay: number;
  /** Card payment surcharge paid (within feepay). */
  feepaysurcharge?: number;
  /** Refunded so far. */
  feerefund?: number;
  feetips: number;
  notes: string;
  version: number;
  /** JSON: deliverySurcharge, serviceSurchargeRate, serviceSurchargeName, orderNotes, groupAmountLimit, groupAccount. */
  extra: string;
  shipping: OrderShipping | null;
  customer: { firstname?: string | null; lastname?: string | null; phone?: string | null; email?: string | null } | null;
  carts: CartLine[];
  payments: OrderPayment[];
  store_orders: StoreOrder[];
}

/** orderStatus / orderStatusChanged (§7.1). */
export interface OrderStatusInfo {
  tradeid: string;
  status: number;
  parent_tradeid: string;
  invoice_code: string;
  type: number;
  statustime: (StatusEvent & { id: number; extra: string })[];
  shipping: { delivery_id: string; delivery_status: string; delivery_reference: string; driver_name: string; driver_dropoff_phone: string; dropoff_time_estimated: string };
}

/** A coupon as couponInfo answers it (§3.6). */
export type CouponInfo = Coupon & { user_only?: boolean };

/** The venue fields the order screens use (venueInfo). */
export type OrderVenue = Pick<
  Venue,
  'id' | 'code' | 'name' | 'status' | 'logo' | 'cover' | 'pauseuntil' | 'country' | 'config' | 'opentime' | 'order_categories' | 'capability' | 'payments' | 'deliveries' | 'order_sequences' | 'taxes' | 'stores' | 'online_platforms'
>;

/** A session as userRegisterSubmit / userLogin answer it (accounts-and-loyalty.md §7). */
export interface AuthAnswer {
  authorization: { token: string; expired_at: number; refresh_expired_at: number };
  extra: string;
  type: number;
  info: { id: number; username: string; type: number; email: string; firstname: string; lastname: string; phone: string; avatar?: string };
}


/** orderPayApply's answer (§7.4). */
export interface PayApplyResult {
  session_id: string;
  /** Hosted (platform 2): the URL to send the browser to. Drop-in (1): the provider's action JSON. */
  session_data: string;
  result_code: string;
}

/** orderPayStatus / orderPayStatusChanged: 1 pending, 2 succeeded, 3 failed, 4 canceled, 5 refunded. */
export interface PayStatus {
  status: number;
  session_id: string;
  tradeid: string;
  result_code: string;
}
