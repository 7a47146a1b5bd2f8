/**
 * The audit log's rows for the staff app (issue 23 item 2: who, what, when, order, amount): pure
 * mapping of `/staff/api/audit` lines into display rows — the time in the venue's time zone (dayjs),
 * the amount with the domain's `formatMoney` in the venue's currency, and the message key with its
 * parameters for the action.
 */
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatMoney } from '../../../domain/money';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

/** One line of GET /staff/api/audit (`at` seconds since the epoch, `amount` cents). */
export interface AuditLine {
  id: number;
  memberId: number | null;
  memberName: string;
  action: string;
  tradeid: string | null;
  amount: number | null;
  details: Record<string, unknown>;
  at: number;
}

/** One row of the table: `whatKey`/`whatParams` for the translator; `who` null for the bootstrap owner. */
export interface AuditRow {
  id: number;
  when: string;
  /** ISO 8601 of `at`, for `<time datetime>`. */
  iso: string;
  who: string | null;
  whatKey: string;
  whatParams: Record<string, string>;
  order: string;
  amount: string;
}

/** The venue's money and clock: `unit` (e.g. '$'), `rate`, the Intl locale, and an IANA time zone. */
export interface AuditFormat {
  unit: string;
  rate: number;
  intlLocale: string;
  timezone: string;
}

/** Actions with their own message (`staffPeople.audit.actions.<action with _ for .>`). */
const KNOWN = new Set([
  'order.refund',
  'order.cancel',
  'order.paidInStore',
  'order.status',
  'table.lock',
  'table.unlock',
  'table.close',
  'table.reset-passcode',
  'table.switch-off',
  'table.switch-on',
  'courier.cancel',
  'courier.rebook',
  'voucher.redeem',
  'people.add',
  'people.role',
  'people.disable',
  'people.enable',
  'people.reset',
]);

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * Maps audit lines to rows. `statusName(n)` names an order status event (21 → 'accepted');
 * `roleName(r)` names a role. Times read 'YYYY-MM-DD HH:mm' in `fmt.timezone`.
 */
export function buildAuditRows(lines: readonly AuditLine[], fmt: AuditFormat, statusName: (status: number) => string, roleName: (role: string) => string): AuditRow[] {
  return lines.map((l) => {
    const known = KNOWN.has(l.action);
    const d = l.details ?? {};
    const whatParams: Record<string, string> = {
      action: l.action,
      status: typeof d.status === 'number' ? statusName(d.status) : '',
      table: text(d.table),
      code: text(d.code),
      name: text(d.name),
      role: typeof d.role === 'string' ? roleName(d.role) : '',
    };
    return {
      id: l.id,
      when: dayjs.unix(l.at).tz(fmt.timezone).format('YYYY-MM-DD HH:mm'),
      iso: dayjs.unix(l.at).toISOString(),
      who: l.memberId === null ? null : l.memberName,
      whatKey: `staffPeople.audit.actions.${known ? l.action.replaceAll('.', '_') : 'other'}`,
      whatParams,
      order: l.tradeid ?? '',
      amount: l.amount === null ? '' : formatMoney(l.amount, fmt.unit, fmt.rate, fmt.intlLocale),
    };
  });
}

/** The action filter's choices: a prefix or a full action, with its message key. */
export const AUDIT_ACTION_FILTERS = [
  { value: 'order', key: 'staffPeople.audit.groups.order' },
  { value: 'order.refund', key: 'staffPeople.audit.groups.order_refund' },
  { value: 'order.cancel', key: 'staffPeople.audit.groups.order_cancel' },
  { value: 'order.status', key: 'staffPeople.audit.groups.order_status' },
  { value: 'table', key: 'staffPeople.audit.groups.table' },
  { value: 'courier', key: 'staffPeople.audit.groups.courier' },
  { value: 'voucher', key: 'staffPeople.audit.groups.voucher' },
  { value: 'people', key: 'staffPeople.audit.groups.people' },
] as const;

/** The query string of GET /staff/api/audit for the chosen filters (empty ones left out). */
export function auditQuery(filters: { action?: string; member?: string; tradeid?: string }): string {
  const q = new URLSearchParams();
  if (filters.action) q.set('action', filters.action);
  if (filters.member) q.set('member', filters.member);
  if (filters.tradeid?.trim()) q.set('tradeid', filters.tradeid.trim());
  const s = q.toString();
  return s ? `?${s}` : '';
}
