/**
 * Parent types of the GraphQL object types whose resolved value is not the SDL's own shape (codegen.ts
 * `mappers`): what the use cases return, with the differing fields left to field resolvers. Types not
 * listed here must be returned in exactly the SDL's shape, which the generated `Resolvers` type checks.
 * STYLE.md §5–6.
 */
import type { CartLine } from '../../../domain/types';
import type { OrderListView, OrderView, TableCartLineOut, UserView } from '../../../domain/contract';

/**
 * `Order`: orderList answers the list form (orders-and-payments.md §3.1), orderInfo the detail form
 * (§3.2); the detail fields a list entry lacks resolve to null (they are nullable in the SDL).
 */
export type OrderParent = OrderListView & Partial<Omit<OrderView, keyof OrderListView>>;

/**
 * `OrderShipping`, `OrderCustomer`: the order's stored JSON objects, read field by field (every field
 * nullable: a key the object lacks resolves to null).
 */
export type StoredJson = Record<string, unknown>;

/**
 * `CartLine`: a table cart line (with `round` and `inventory`, storefront.md §3 "Table order resource")
 * or a diff line as applied (a domain line, neither: both resolve to null).
 */
export type CartLineParent = CartLine & Partial<Pick<TableCartLineOut, 'round' | 'inventory'>>;

/**
 * `UserInfo`: a session's user as the modules build it (guest checkout, table diners); the accounts
 * module resolves uid, country, extra (when absent), shipping and paycards (from `id`).
 */
export type UserInfoParent = Omit<UserView, 'uid' | 'country' | 'extra'> & Partial<Pick<UserView, 'uid' | 'country' | 'extra'>>;

/** `Authorization`: a session's token and lifetime; `refresh_token` absent for sessions without one. */
export interface AuthorizationParent {
  token: string;
  expired_at: number;
  refresh_expired_at: number;
  refresh_token?: string;
}

/**
 * `CustomerInfo`: the card as the loyalty module builds it, plus whose card it is (`owner`); the
 * session fields `authorization`, `authorization_code` and `info` are resolved only for the owner's
 * own user session (issue 26 item 10, ADR 0012) — a staff scan of the same card gets null / ''.
 */
export type CustomerInfoParent = Omit<import('./__generated__/schema-types').CustomerInfo, 'authorization' | 'authorization_code' | 'info'> & {
  owner: { userId: number; brandId: number };
};
