/**
 * The shapes the diner's order screens read from the API (orders-and-payments.md §3): the order in its
 * list and detail forms, its status, a coupon, a payment session and its status, and the guest
 * session — each the result type codegen generates for the operation's document (`./documents`).
 * Money in integer cents, instants in seconds since the epoch. Field names are the contract's.
 */
import type { CartLine, CategoryType, Coupon, OrderPayment, Venue } from '../../domain/types';
import type * as Op from './__generated__/operations';

/** Order type: 1 pay in store, 2 online pay. */
export const ORDER_TYPE = { payInStore: 1, onlinePay: 2 } as const;

/** `T` with the fields `K` present and non-null. */
type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/** An order in the list form (orderList, §3.1) with the server's display number; `category_type` read as the domain's union. */
export type OrderSummary = Omit<Op.OrderListFieldsFragment, 'category_type'> & { category_type: CategoryType };

/** The fields orderInfo always fills (null in the list form only). */
type DetailFields = 'invoice_code' | 'parent_tradeid' | 'feetopay' | 'feetaxextra' | 'feepay' | 'feetips' | 'notes' | 'version' | 'extra' | 'store_orders';

/**
 * The full order (orderInfo, §3.2): the generated result with the detail fields filled (`orderDetailOf`),
 * `category_type`, lines and payments read as the domain's types.
 */
export type OrderDetail = Omit<Filled<Op.OrderFieldsFragment, DetailFields>, 'category_type' | 'carts' | 'payments' | 'shipping' | 'feepaysurcharge' | 'feerefund'> & {
  category_type: CategoryType;
  carts: CartLine[];
  payments: OrderPayment[];
  /** Each field may be absent (a table order has none; a live status update brings the courier's only). */
  shipping: Partial<NonNullable<Op.OrderFieldsFragment['shipping']>> | null;
} & Partial<Pick<Op.OrderFieldsFragment, 'feepaysurcharge' | 'feerefund'>>;

/**
 * orderInfo's order as `OrderDetail`: the detail fields the SDL leaves nullable (they are null in the
 * list form only) filled with their empty values ('' / 0 / []) should a server leave one out.
 */
export function orderDetailOf(o: Op.OrderFieldsFragment): OrderDetail {
  return {
    ...o,
    category_type: o.category_type as CategoryType,
    invoice_code: o.invoice_code ?? '',
    parent_tradeid: o.parent_tradeid ?? '',
    feetopay: o.feetopay ?? 0,
    feetaxextra: o.feetaxextra ?? 0,
    feepay: o.feepay ?? 0,
    feetips: o.feetips ?? 0,
    notes: o.notes ?? '',
    version: o.version ?? 0,
    extra: o.extra ?? '',
    // Lines carry the domain's line-type union; the server sends only those values.
    carts: (o.carts ?? []) as CartLine[],
    payments: o.payments ?? [],
    store_orders: o.store_orders ?? [],
  };
}

/** A refund of an order (§3.2 refund_orders): amount, lines and payments in the detail form only. */
export type RefundOrderInfo = OrderSummary['refund_orders'][number] & Partial<Omit<OrderDetail['refund_orders'][number], keyof OrderSummary['refund_orders'][number]>>;

/** Delivery address and courier fields of an order (§3.2 shipping, §3.8). */
export type OrderShipping = NonNullable<OrderDetail['shipping']>;

/** A per-store sub-order (multi-store venues). */
export type StoreOrder = NonNullable<OrderDetail['store_orders']>[number];

/** orderStatus / orderStatusChanged (§7.1). */
export type OrderStatusInfo = Op.OrderStatusFieldsFragment;

/** A coupon as couponInfo answers it (§3.6). */
export type CouponInfo = Coupon & Partial<Pick<Op.CouponInfoQuery['couponInfo'], 'user_only'>>;

/** The venue fields the order screens use (venueInfo), its JSON-text lists read as arrays. */
export type OrderVenue = Pick<
  Venue,
  'id' | 'code' | 'name' | 'status' | 'logo' | 'cover' | 'pauseuntil' | 'country' | 'config' | 'opentime' | 'order_categories' | 'capability' | 'payments' | 'deliveries' | 'order_sequences' | 'taxes' | 'stores' | 'online_platforms'
>;

/** A session as userRegisterSubmit / userLogin answer it (accounts-and-loyalty.md §7). */
export type AuthAnswer = NonNullable<Op.UserRegisterGuestMutation['userRegisterSubmit']> & { info: { avatar?: string } };

/** orderPayApply's answer (§7.4): hosted (platform 2) `session_data` is the URL to send the browser to; drop-in (1) the provider's action JSON. */
export type PayApplyResult = Op.OrderPayApplyMutation['orderPayApply'];

/** orderPayStatus / orderPayStatusChanged: 1 pending, 2 succeeded, 3 failed, 4 canceled, 5 refunded. */
export type PayStatus = Op.PayStatusFieldsFragment;
