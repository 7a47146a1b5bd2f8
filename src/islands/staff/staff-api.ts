/**
 * The staff app's calls (issue 23 item 1), typed: the JSON routes behind the staff session
 * (modules/staff/console-http.ts, modules/tables/staff-tables-http.ts) and the GraphQL staff
 * operations through the shared client (`.graphql` documents typed by codegen). A 401 from a JSON
 * route sends the page to the sign-in.
 */
import { plural } from './plural';
import type { TFunction } from 'i18next';
import { document, gql, ApiError } from '../api/client';
import type {
  StaffOrderOperateMutation,
  StaffOrderOperateMutationVariables,
  StaffOrderRefundMutation,
  StaffOrderRefundMutationVariables,
  StaffVoucherRedeemMutation,
  StaffVoucherRedeemMutationVariables,
  StaffMemberCardQuery,
  StaffMemberCardQueryVariables,
  StaffMemberCodeKeyQuery,
  StaffMemberCodeKeyQueryVariables,
  StaffMemberPointsAddMutation,
  StaffMemberPointsAddMutationVariables,
} from '../api/__generated__/operations';
import orderOperateText from '../api/documents/staff-order-operate.graphql?raw';
import orderRefundText from '../api/documents/staff-order-refund.graphql?raw';
import voucherRedeemText from '../api/documents/staff-voucher-redeem.graphql?raw';
import memberCardText from '../api/documents/staff-member-card.graphql?raw';
import memberCodeKeyText from '../api/documents/staff-member-code-key.graphql?raw';
import memberPointsAddText from '../api/documents/staff-member-points-add.graphql?raw';
import type { DeliveryAddressView } from '../../domain/delivery-address';

/** POST /staff/login's answer (console-http.ts `StaffLoginAnswer`). */
export type StaffLoginAnswer = { ok: true } | { ok: false; error: 'wrong_credentials' | 'too_many_attempts' | 'invalid' | 'network'; message: string; retryAfterSeconds?: number };

/** Signs in (JSON body); the session cookie comes with `{ ok: true }`. Never throws. */
export async function staffLogin(body: { venue_code: string; member?: string; password: string }): Promise<StaffLoginAnswer> {
  try {
    const res = await fetch('/staff/login', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
    return (await res.json()) as StaffLoginAnswer;
  } catch (e) {
    return { ok: false, error: 'network', message: e instanceof Error ? e.message : String(e) };
  }
}

/** A sign-in refusal in the page's language. */
export function loginErrorText(t: TFunction, answer: Exclude<StaffLoginAnswer, { ok: true }>): string {
  if (answer.error === 'too_many_attempts') return plural(t, 'staff.login.tooMany', { count: Math.max(1, Math.ceil((answer.retryAfterSeconds ?? 60) / 60)) });
  if (answer.error === 'wrong_credentials') return t('staff.login.wrong');
  return t('staff.login.failed');
}

/** An order's line for display: name, count, whether it is a modifier of the line above, notes. */
export interface StaffItemLine {
  name: string;
  count: number;
  modifier: boolean;
  notes: string;
}
export interface StaffAction {
  status: number;
  tone: 'go' | 'warn' | 'plain';
}
export interface StaffCourier {
  id: string;
  name: string;
  /** English words of the status; the app shows `statusCode` in its language. */
  status: string;
  /** 'quoted', 'booking_failed' or a courier status ('created', 'picked_up', … 'delivered', 'cancelled'). */
  statusCode: string;
  /** The courier service ('simulator', 'doordash', 'uber') and its method (21, 22). */
  courier: string;
  method: number;
  driver: string;
  flagged: boolean;
  reason: string;
  canCancel: boolean;
  canRebook: boolean;
}
/** A delivery order's address as the board shows it (the domain's `DeliveryAddressView`). */
export type StaffAddress = DeliveryAddressView;
export type BoardColumn = 'new' | 'progress' | 'ready' | 'done';
/** One order of GET /staff/api/orders. */
export interface StaffOrder {
  tradeid: string;
  number: string;
  /** Payment status code (1 unpaid, 2 paid, 3 refunded, 5 canceled, 11 refunding, 12 paying). */
  status: number;
  /** English payment word ('partly refunded' while a partial refund stands). */
  payment: string;
  labelKey: string;
  category: string;
  /** The category's translations by locale (brand file `order_categories[].name_i18n`). */
  categoryI18n?: Record<string, string>;
  categoryType: number;
  /** Seconds since the epoch. */
  createdAt: number;
  validtime: number;
  totalCents: number;
  paidCents: number;
  /** Cents left to refund. */
  refundable: number;
  /** The order's tip, cents (issue 24 item 3); 0 when none. */
  tipCents: number;
  /** Cents of the tip still to refund (0 once refunded). */
  tipRefundable: number;
  customer: string;
  notes: string;
  itemLines: StaffItemLine[];
  stores: { id: number; name: string; labelKey: string; itemLines: StaffItemLine[]; column: BoardColumn; actions: StaffAction[] }[];
  lines: { position: number; name: string; count: number; left: number; priceCents: number }[];
  refunds: { id: string; amountCents: number }[];
  column: BoardColumn;
  actions: StaffAction[];
  courier: StaffCourier | null;
  /** A delivery's address (issue 23 item 8): street, unit, suburb, postcode, phone, instructions; null when none. */
  address?: StaffAddress | null;
  /** The diner cancelled it inside the venue's cancel window. */
  cancelledByDiner?: boolean;
  /** The diner asked for a refund with this reason (issue 26 item 12); null when no reason was given. */
  refundRequest?: { reason: string } | null;
}

/** Thrown when the staff session is gone (401): the caller goes to the sign-in. */
export class SignedOut extends Error {}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (res.status === 401) {
    location.assign('/staff/login');
    throw new SignedOut('sign in');
  }
  return (await res.json()) as T;
}

/** The venue's latest orders with their buttons. */
export async function loadOrders(): Promise<StaffOrder[]> {
  return (await getJson<{ orders: StaffOrder[] }>('/staff/api/orders')).orders;
}

/** Runs a courier action; answers the server's message and whether it worked. */
export async function courierAction(deliveryId: string, action: 'cancel' | 'rebook'): Promise<{ ok: boolean; message: string }> {
  const res = await fetch('/staff/api/courier', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delivery_id: deliveryId, action }) });
  const j = (await res.json().catch(() => ({}))) as { message?: string };
  return { ok: res.ok, message: j.message ?? '' };
}

const operateDoc = document<StaffOrderOperateMutation, StaffOrderOperateMutationVariables>(orderOperateText);
const refundDoc = document<StaffOrderRefundMutation, StaffOrderRefundMutationVariables>(orderRefundText);
const voucherDoc = document<StaffVoucherRedeemMutation, StaffVoucherRedeemMutationVariables>(voucherRedeemText);

/** Appends a status event to an order (or one store's part); throws `ApiError`. */
export function operateOrder(tradeid: string, status: number, storeId: number | null): Promise<StaffOrderOperateMutation> {
  return gql('staffOrderOperate', operateDoc, { tradeid, status, store_id: storeId });
}

/** A partial refund by lines or by an amount (cents); throws `ApiError`. */
export function refundOrder(tradeid: string, param: StaffOrderRefundMutationVariables['param']): Promise<StaffOrderRefundMutation> {
  return gql('staffOrderRefund', refundDoc, { tradeid, param });
}

const memberCardDoc = document<StaffMemberCardQuery, StaffMemberCardQueryVariables>(memberCardText);
const memberCodeKeyDoc = document<StaffMemberCodeKeyQuery, StaffMemberCodeKeyQueryVariables>(memberCodeKeyText);

/** The brand's public key for member codes (issue 26 item 8); throws `ApiError`. */
export async function memberCodeKey(): Promise<StaffMemberCodeKeyQuery['staffMemberCodeKey']> {
  return (await gql('staffMemberCodeKey', memberCodeKeyDoc, {})).staffMemberCodeKey;
}

/** The card of a scanned member code, the server verifying it again (issue 26 item 8); throws `ApiError`. */
export async function memberCard(code: string): Promise<StaffMemberCardQuery['staffMemberCard']> {
  return (await gql('staffMemberCard', memberCardDoc, { code })).staffMemberCard;
}

const memberPointsDoc = document<StaffMemberPointsAddMutation, StaffMemberPointsAddMutationVariables>(memberPointsAddText);

/** Adds points to a scanned member with a reason (issue 26 item 8; manager, owner); the card's new balances. Throws `ApiError`. */
export async function addMemberPoints(v: StaffMemberPointsAddMutationVariables): Promise<StaffMemberPointsAddMutation['staffMemberPointsAdd']> {
  return (await gql('staffMemberPointsAdd', memberPointsDoc, v)).staffMemberPointsAdd;
}

/** Redeems a voucher at the counter; throws `ApiError`. */
export function redeemVoucher(code: string): Promise<StaffVoucherRedeemMutation> {
  return gql('staffVoucherRedeem', voucherDoc, { code });
}

/** A refund refusal in the page's language (`money` formats cents). */
export function refundErrorText(t: TFunction, e: unknown, money: (c: number) => string): string {
  if (!(e instanceof ApiError)) return String(e);
  const p = (e.extensions.params ?? {}) as { reason?: string; refundable?: number };
  if (p.reason === 'refundExceedsPaid') return t('staff.refund.exceeds', { amount: money(p.refundable ?? 0) });
  if (p.reason === 'count') return t('staff.refund.count');
  if (e.message === 'network busy') return t('staff.refund.provider');
  return e.message;
}

/** One table of GET /staff/api/tables (tables/table-staff.ts `StaffTableView`). */
export interface StaffTable {
  id: number;
  code: string;
  name: string;
  seats: number;
  tableStatus: number;
  status: number;
  passcode: string | null;
  lockout: { failedLastHour: number };
  sitting: null | {
    tradeid: string;
    seats: number;
    status: number;
    rounds: number;
    orderId: number | null;
    lockedBy: number | null;
    diners: number;
    unpaidTotal: number;
    orderStatus: number;
    lines: { name: string; count: number; status: number; round: number; type: number; price: number }[];
    /** Shares of a split bill (issue 24): payer, cents, tip, 'held' | 'paid', the share order's trade id. */
    payments?: { payer: string; amount: number; tip: number; state: string; tradeid: string }[];
  };
}

/** The venue's tables. */
export async function loadTables(): Promise<StaffTable[]> {
  return (await getJson<{ tables: StaffTable[] }>('/staff/api/tables')).tables;
}

export type TableAction = 'lock' | 'unlock' | 'close' | 'reset-passcode' | 'switch-off' | 'switch-on';
export type TableActionAnswer = { ok: true; table: StaffTable } | { ok: false; code: string; message: string; unpaidTotal?: number };

/** Runs a table action (`force` closes with unpaid lines). */
export async function tableAction(code: string, action: TableAction, force = false): Promise<TableActionAnswer> {
  const res = await fetch(`/staff/api/tables/${encodeURIComponent(code)}/${action}`, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: force ? 'force=1' : '' });
  const j = (await res.json().catch(() => ({}))) as { table?: StaffTable; error?: { code?: string; message?: string; unpaidTotal?: number } | string };
  if (res.ok && j.table) return { ok: true, table: j.table };
  const err = typeof j.error === 'object' ? j.error : { message: j.error };
  return { ok: false, code: err?.code ?? String(res.status), message: err?.message ?? '', unpaidTotal: err?.unpaidTotal };
}

/** One account of GET /staff/api/customers (customers-console.ts `StaffCustomerView`). */
export interface StaffCustomer {
  userId: number;
  name: string;
  state: 'member' | 'guest';
  phone: string;
  since: string;
  passwordSet: boolean;
  socialLogins: number;
  activeSessions: number;
  orders: { id: string; createdAt: number; totalCents: number; status: number }[];
}
export type CustomerLookup = { ok: true; phone: string; accounts: StaffCustomer[] } | { ok: false; error: string; country?: string };

/** Finds the accounts holding a mobile number. */
export async function findCustomers(phone: string, country: string): Promise<CustomerLookup> {
  const res = await fetch(`/staff/api/customers?${new URLSearchParams({ phone, country })}`, { credentials: 'same-origin' });
  if (res.status === 401) {
    location.assign('/staff/login');
    throw new SignedOut('sign in');
  }
  const j = (await res.json()) as { phone?: string; accounts?: StaffCustomer[]; error?: string; country?: string };
  return res.ok ? { ok: true, phone: j.phone ?? phone, accounts: j.accounts ?? [] } : { ok: false, error: j.error ?? 'failed', country: j.country };
}
