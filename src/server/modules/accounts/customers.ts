/**
 * Staff lookup of a customer by phone (issue 12 "Staff console: find a customer by phone and see their
 * account state"). The phone is read with libphonenumber-js (domain/phone: national or international
 * input, '+'/'00' switching the country) and matched in E.164. Answers only what the counter needs:
 * the account's state, name, since when, whether a password and social logins are set, and how many
 * sessions are live — never the e-mail, birthday, addresses or cards.
 */
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { err, ok, type Result } from '../../../domain/result';
import { nowSeconds } from '../../platform/clock';
import type { Services } from '../../services';
import * as s from './schema';
import { phoneOf } from './members';

/** A customer's account as staff see it. */
export interface CustomerAccount {
  userId: number;
  /** 'member' (registered), 'guest' (checked out as a guest). */
  state: 'member' | 'guest';
  firstname: string;
  lastname: string;
  /** E.164. */
  phone: string;
  /** ISO 8601. */
  createdAt: string;
  passwordSet: boolean;
  socialLogins: number;
  /** Live (unexpired) sessions. */
  activeSessions: number;
}

/**
 * The accounts holding `phone` (input as typed, spaces and punctuation allowed; `country` ISO alpha-2 for national input): the member
 * first, then guests, newest first (at most 5). Errors: NOT_VALID {field: 'account'} for a phone that
 * is not a valid mobile. An erased (deleted) account has no phone and is never found.
 */
export async function findCustomersByPhone(deps: Pick<Services, 'db' | 'clock'>, phone: string, country: string): Promise<Result<{ phone: string; accounts: CustomerAccount[] }>> {
  // Staff type numbers as they read them: spaces, dashes, dots and brackets are dropped.
  const p = phoneOf(phone.replace(/[\s().-]/g, ''), country);
  if (!p.ok) return err('NOT_VALID', { field: 'account' });
  const rows = await deps.db
    .select()
    .from(s.users)
    .where(eq(s.users.phone, p.value.phone))
    .orderBy(s.users.type, desc(s.users.createdAt))
    .limit(5);
  const now = nowSeconds(deps.clock);
  const accounts: CustomerAccount[] = [];
  for (const u of rows) {
    if (u.type !== s.USER_TYPE.member && u.type !== s.USER_TYPE.guest) continue;
    const [[social], [live]] = await Promise.all([
      deps.db.select({ n: count() }).from(s.socialIdentities).where(eq(s.socialIdentities.userId, u.id)),
      deps.db.select({ n: count() }).from(s.sessions).where(and(eq(s.sessions.userId, u.id), gt(s.sessions.expiredAt, now))),
    ]);
    accounts.push({
      userId: u.id,
      state: u.type === s.USER_TYPE.member ? 'member' : 'guest',
      firstname: u.firstname,
      lastname: u.lastname,
      phone: u.phone,
      createdAt: u.createdAt.toISOString(),
      passwordSet: Boolean(u.passwordHash),
      socialLogins: Number(social?.n ?? 0),
      activeSessions: Number(live?.n ?? 0),
    });
  }
  return ok({ phone: p.value.phone, accounts });
}
