/**
 * The loyalty operations of the storefront (accounts-and-loyalty.md §7 "Loyalty, brand and voucher
 * queries"), named as the specification names them, and the live card subscription. The session's
 * token is installed first (`loyaltyApi`). Errors are `ApiError`s carrying the server's code.
 */
import type * as Op from '../api/__generated__/operations';
import { document, gql, setAuthToken, subscribe } from '../api/client';
import { loadSession, type Session } from '../stores/session';
import brandFields from './brand-fields.graphql?raw';
import customerFields from './customer-fields.graphql?raw';
import customerCardSessionText from './customer-card-session.graphql?raw';
import customerInfoChanged from './customer-info-changed.graphql?raw';
import customerInfoQueryText from './customer-info-query.graphql?raw';
import customerLoyaltyHistoryText from './customer-loyalty-history.graphql?raw';
import customerMemberCodeText from './customer-member-code.graphql?raw';
import customerVoucherListText from './customer-voucher-list.graphql?raw';
import voucherFields from './voucher-fields.graphql?raw';
import voucherInfoQueryText from './voucher-info-query.graphql?raw';

/** A brand's card style (accounts-and-loyalty.md §3). */
export type CardStyle = NonNullable<BrandBasicInfo['loyalty']>['card_style'];
/** The brand as the loyalty screens show it. */
export type BrandBasicInfo = Op.BrandFieldsFragment;
/** The member's card: grade, points, credit (cents), punch cards, capabilities. */
export type CustomerInfo = Op.CustomerFieldsFragment;
/** A voucher: status 1 Active, 2 Used, 3 Expired; `name_i18n` JSON text of the translations; value and minimum in cents. */
export type Voucher = Op.VoucherFieldsFragment;

export const CUSTOMER_INFO_QUERY = document<Op.CustomerInfoQueryQuery, Op.CustomerInfoQueryQueryVariables>(customerInfoQueryText, brandFields, customerFields);
export const CUSTOMER_VOUCHER_LIST = document<Op.CustomerVoucherListQuery, Op.CustomerVoucherListQueryVariables>(customerVoucherListText, voucherFields);
export const VOUCHER_INFO_QUERY = document<Op.VoucherInfoQueryQuery, Op.VoucherInfoQueryQueryVariables>(voucherInfoQueryText, brandFields, voucherFields);
export const CUSTOMER_LOYALTY_HISTORY = document<Op.CustomerLoyaltyHistoryQuery, Op.CustomerLoyaltyHistoryQueryVariables>(customerLoyaltyHistoryText);
export const CUSTOMER_MEMBER_CODE = document<Op.CustomerMemberCodeQuery, Op.CustomerMemberCodeQueryVariables>(customerMemberCodeText);
export const CUSTOMER_CARD_SESSION = document<Op.CustomerCardSessionQuery, Op.CustomerCardSessionQueryVariables>(customerCardSessionText);
export const CUSTOMER_INFO_CHANGED = document<Op.CustomerInfoChangedSubscription, Op.CustomerInfoChangedSubscriptionVariables>(customerInfoChanged, customerFields);

/** Installs the stored session's token; answers the session. */
export function loyaltyApi(): Session | null {
  const s = loadSession();
  setAuthToken(s?.token ?? '');
  return s;
}

export async function customerInfoQuery(venue_code: string, uid?: string) {
  return (await gql('customerInfoQuery', CUSTOMER_INFO_QUERY, { venue_code, uid })).customerInfoQuery;
}

/**
 * The card's session fields (issue 26 item 10): `{ login_type, authorization_code }` — a fresh one-use
 * code (120 s) that userLoginOa exchanges for a session. Ask only when about to use it.
 */
export async function customerCardSession(venue_code: string) {
  return (await gql('customerCardSession', CUSTOMER_CARD_SESSION, { venue_code })).customerInfoQuery.customerInfo;
}

/** A fresh signed code for the card's QR (issue 26 item 8): `{ code, expires_at }` (seconds). */
export async function customerMemberCode(venue_code: string) {
  return (await gql('customerMemberCode', CUSTOMER_MEMBER_CODE, { venue_code })).customerMemberCode;
}

/** customerVoucherList with the spec's count 100, index 0 (§9). */
export async function customerVoucherList(venue_code: string) {
  return (await gql('customerVoucherList', CUSTOMER_VOUCHER_LIST, { count: 100, index: 0, venue_code })).customerVoucherList;
}

export async function voucherInfoQuery(venue_code: string | null, code: string) {
  return (await gql('voucherInfoQuery', VOUCHER_INFO_QUERY, { venue_code, code })).voucherInfoQuery;
}

/** customerLoyaltyHistory: the member's last 100 movements of points and credits at the venue's brand, newest first. */
export async function customerLoyaltyHistory(venue_code: string) {
  return (await gql('customerLoyaltyHistory', CUSTOMER_LOYALTY_HISTORY, { venue_code, count: 100, index: 0 })).customerLoyaltyHistory;
}

/** Follows the member's card: `onCard` with each new card; answers the unsubscribe function. */
export async function watchCard(venue_code: string, onCard: (c: CustomerInfo) => void): Promise<() => void> {
  return subscribe(CUSTOMER_INFO_CHANGED, { venue_code }, (d) => onCard(d.customerInfoChanged.customerInfo), () => {});
}
