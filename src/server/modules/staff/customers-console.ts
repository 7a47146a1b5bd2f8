/**
 * The staff app's customer lookup (issue 12 "Staff console: find a customer by phone and see their
 * account state and recent orders"): GET /staff/api/customers?phone=&country= behind the staff session
 * (console-http.ts checks it), shown by the `/staff/customers` page's island. The phone is read with
 * libphonenumber-js (national input for the chosen country, or international with '+'/'00') and
 * matched in E.164; the answer lists each account holding it (accounts' `findCustomersByPhone`: state,
 * name, since, password and social logins set, live sessions) and its ten latest orders at the staff
 * member's own venue only. Nothing personal beyond name and phone.
 */
import { transactionId } from '../../../domain/order-number';
import type { Services } from '../../services';
import { findCustomersByPhone, type StaffPrincipal } from '../accounts';
import { recentOrdersAtVenue } from '../orders';

/** One account of a lookup, as the staff app shows it. */
export interface StaffCustomerView {
  userId: number;
  name: string;
  state: 'member' | 'guest';
  phone: string;
  /** 'YYYY-MM-DD'. */
  since: string;
  passwordSet: boolean;
  socialLogins: number;
  activeSessions: number;
  /** Ten latest orders at the staff's venue: transaction id, placed (seconds since epoch), total (cents), payment status code. */
  orders: { id: string; createdAt: number; totalCents: number; status: number }[];
}

/**
 * Answers the lookup: 200 `{ phone, accounts: StaffCustomerView[] }` (phone in E.164; `accounts` may be
 * empty), 400 `{ error: 'invalid_phone', country }` for a number that is not a mobile of `country`,
 * 400 `{ error: 'phone_required' }` without a phone.
 */
export async function customersJson(services: Pick<Services, 'db' | 'clock'>, staff: StaffPrincipal, url: URL): Promise<{ status: number; body: unknown }> {
  const phone = (url.searchParams.get('phone') ?? '').trim().slice(0, 20);
  const country = (url.searchParams.get('country') ?? 'AU').toUpperCase().slice(0, 2);
  if (!phone) return { status: 400, body: { error: 'phone_required' } };
  const found = await findCustomersByPhone(services, phone, country);
  if (!found.ok) return { status: 400, body: { error: 'invalid_phone', country } };
  const accounts: StaffCustomerView[] = await Promise.all(
    found.value.accounts.map(async (a) => ({
      userId: a.userId,
      name: [a.firstname, a.lastname].filter(Boolean).join(' '),
      state: a.state === 'member' ? ('member' as const) : ('guest' as const),
      phone: a.phone,
      since: a.createdAt.slice(0, 10),
      passwordSet: a.passwordSet,
      socialLogins: a.socialLogins,
      activeSessions: a.activeSessions,
      orders: (await recentOrdersAtVenue(services.db, a.userId, staff.venueId, 10)).map((o) => ({ id: transactionId(o.tradeid), createdAt: o.createdAt, totalCents: o.feetopay, status: o.status })),
    })),
  );
  return { status: 200, body: { phone: found.value.phone, accounts } };
}
