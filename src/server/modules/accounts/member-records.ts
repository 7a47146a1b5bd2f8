/**
 * What other modules read of the accounts' users (loyalty, orders' coupons): whether a user is a
 * registered member, and which users share a diner's mobile or e-mail. The accounts module owns the
 * `users` table; other modules call these functions through the door, never the table.
 * Spec: accounts-and-loyalty.md §2.11–§2.13 (members earn and hold vouchers); orders-and-payments.md
 * §5.3, §8.5 (a coupon's per-user limit counts every user of the same diner).
 */
import { eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { USER_TYPE, users } from './schema';

/** A registered member as loyalty shows them. */
export interface MemberRecord {
  id: number;
  /** Public, unguessable id (UUID). */
  uid: string;
  firstname: string;
  lastname: string;
  /** Registration platform: 1 (or 0) mobile, 3 Facebook, 4 Google, 5 Apple (the card's login_type). */
  platform: number;
}

/**
 * The user `userId` when they are a registered member (type member), else null: no id, an unknown id,
 * a guest, a table diner or an erased account. One primary-key query (none without an id); runs on
 * `db` or a transaction's handle.
 */
export async function findMember(db: Db, userId: number | null | undefined): Promise<MemberRecord | null> {
  if (!userId) return null;
  const [u] = await db.select({ id: users.id, uid: users.uid, firstname: users.firstname, lastname: users.lastname, platform: users.platform, type: users.type }).from(users).where(eq(users.id, userId)).limit(1);
  return u && u.type === USER_TYPE.member ? { id: u.id, uid: u.uid, firstname: u.firstname, lastname: u.lastname, platform: u.platform } : null;
}

/** The registered member whose public uid is `uid`, else null (unknown, a guest, erased). Same shape as `findMember`. */
export async function findMemberByUid(db: Db, uid: string): Promise<MemberRecord | null> {
  if (!uid || uid.length > 64) return null;
  const [u] = await db.select({ id: users.id, uid: users.uid, firstname: users.firstname, lastname: users.lastname, platform: users.platform, type: users.type }).from(users).where(eq(users.uid, uid)).limit(1);
  return u && u.type === USER_TYPE.member ? { id: u.id, uid: u.uid, firstname: u.firstname, lastname: u.lastname, platform: u.platform } : null;
}

/**
 * The ids of every user whose mobile is `phone` (E.164, matched exactly) or whose e-mail is `email`
 * (matched lower-cased; give it lower case), as a subquery for the caller's statement (e.g.
 * `inArray(col, …)`), so a count over them stays one statement. Null when both are '' (no one shares
 * nothing).
 */
export function userIdsSharingContact(db: Db, contact: { phone: string; email: string }): SQLWrapper | null {
  const same: SQL[] = [];
  if (contact.phone) same.push(eq(users.phone, contact.phone));
  if (contact.email) same.push(eq(sql`lower(${users.email})`, contact.email));
  return same.length ? db.select({ id: users.id }).from(users).where(or(...same)) : null;
}
