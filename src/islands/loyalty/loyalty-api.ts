/**
 * The loyalty operations of the storefront (accounts-and-loyalty.md §7 "Loyalty, brand and voucher
 * queries"), named as the specification names them, and the live card subscription. The session's
 * token is installed first (`loyaltyApi`). Errors are `ApiError`s carrying the server's code.
 */
import { gql, setAuthToken, subscriptions } from '../api/client';
import { loadSession, type Session } from '../stores/session';
import type { LoyaltyMoveRow } from './loyalty-view';

export interface CardStyle {
  bg_color: string;
  logo2x: string;
  strip2x: string;
}
export interface BrandBasicInfo {
  name: string;
  code: string;
  logo: string;
  website: string;
  monetary_unit: string;
  monetary_rate: number;
  theme_color: string;
  loyalty: { card_style: CardStyle } | null;
  voucher: { card_style: CardStyle } | null;
  locations: { latitude: number; longitude: number }[];
}
export interface CustomerInfo {
  uid: string;
  name: string;
  grade: string;
  grade_i18n: string;
  grade_color: string;
  points: number;
  credit_balance: number;
  punches: { id: string; name: string; name_i18n: string; count: number; threshold: number }[];
  capabilities: { cap: string }[];
}
export interface Voucher {
  id: number;
  name: string;
  /** JSON text of the translations. */
  name_i18n: string;
  code: string;
  brand_code: string;
  /** 1 Active, 2 Used, 3 Expired. */
  status: number;
  type: number;
  value: number;
  minimum_order: number;
  valid_start_at: number;
  valid_end_at: number;
}

const BRAND = 'name code logo website monetary_unit monetary_rate theme_color loyalty { card_style { bg_color logo2x strip2x } } voucher { card_style { bg_color logo2x strip2x } } locations { latitude longitude }';
const CUSTOMER = 'uid name grade grade_i18n grade_color points credit_balance punches { id name name_i18n count threshold } capabilities { cap }';
const VOUCHER = 'id name name_i18n code brand_code status type value minimum_order valid_start_at valid_end_at';

/** Installs the stored session's token; answers the session. */
export function loyaltyApi(): Session | null {
  const s = loadSession();
  setAuthToken(s?.token ?? '');
  return s;
}

export async function customerInfoQuery(venue_code: string, uid?: string) {
  const q = `query customerInfoQuery($venue_code: String!, $uid: String) { customerInfoQuery(venue_code: $venue_code, uid: $uid) { brandBasicInfo { ${BRAND} } customerInfo { ${CUSTOMER} } } }`;
  return (await gql<{ customerInfoQuery: { brandBasicInfo: BrandBasicInfo; customerInfo: CustomerInfo } }>('customerInfoQuery', q, { venue_code, uid })).customerInfoQuery;
}

/** customerVoucherList with the spec's count 100, index 0 (§9). */
export async function customerVoucherList(venue_code: string) {
  const q = `query customerVoucherList($count: Int!, $index: Int!, $venue_code: String) { customerVoucherList(count: $count, index: $index, venue_code: $venue_code) { ${VOUCHER} } }`;
  return (await gql<{ customerVoucherList: Voucher[] }>('customerVoucherList', q, { count: 100, index: 0, venue_code })).customerVoucherList;
}

export async function voucherInfoQuery(venue_code: string | null, code: string) {
  const q = `query voucherInfoQuery($venue_code: String, $code: String!) { voucherInfoQuery(venue_code: $venue_code, code: $code) { brandBasicInfo { ${BRAND} } voucherInfo { ${VOUCHER} } } }`;
  return (await gql<{ voucherInfoQuery: { brandBasicInfo: BrandBasicInfo; voucherInfo: Voucher } }>('voucherInfoQuery', q, { venue_code, code })).voucherInfoQuery;
}

/** customerLoyaltyHistory: the member's last 100 movements of points and credits at the venue's brand, newest first. */
export async function customerLoyaltyHistory(venue_code: string): Promise<LoyaltyMoveRow[]> {
  const q = `query customerLoyaltyHistory($venue_code: String!, $count: Int!, $index: Int!) { customerLoyaltyHistory(venue_code: $venue_code, count: $count, index: $index) { kind unit amount tradeid created_at } }`;
  return (await gql<{ customerLoyaltyHistory: LoyaltyMoveRow[] }>('customerLoyaltyHistory', q, { venue_code, count: 100, index: 0 })).customerLoyaltyHistory;
}

/** Follows the member's card: `onCard` with each new card; answers the unsubscribe function. */
export async function watchCard(venue_code: string, onCard: (c: CustomerInfo) => void): Promise<() => void> {
  const ws = await subscriptions();
  return ws.subscribe<{ customerInfoChanged: { customerInfo: CustomerInfo } }>(
    { query: `subscription customerInfoChanged($venue_code: String!) { customerInfoChanged(venue_code: $venue_code) { customerInfo { ${CUSTOMER} } } }`, variables: { venue_code } },
    {
      next: (m) => {
        if (m.data) onCard(m.data.customerInfoChanged.customerInfo);
      },
      error: () => {},
      complete: () => {},
    },
  );
}
