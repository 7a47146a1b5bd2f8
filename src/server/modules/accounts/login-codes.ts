/**
 * One-use login codes of the membership card (accounts-and-loyalty.md §2.11, §3 Customer
 * `authorization_code`, §4 "membership-card link"; issue 26 item 10; docs/adr/0012-card-session-fields.md).
 *
 * The spec's card hands the ordering site its session ('click here to order online and more' stores
 * authorization, info and login_type) and, in the embedded mode, sends the member to another browser.
 * A bearer token in a page, a URL or a query answer would be a long-lived credential (30 days, plus its
 * refresh), so the card hands out a code instead: 256 bits of randomness (base64url, 43 characters),
 * stored only as SHA-256, bound to its member and brand, valid `LOGIN_CODE_TTL_S` seconds and spent by
 * the first userLoginOa that presents it (a conditional update, so two parallel exchanges cannot both win).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { loginCodes } from './schema';

/** Seconds a card login code is valid. */
export const LOGIN_CODE_TTL_S = 120;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** The shape of an issued code (base64url of 32 bytes). */
export const LOGIN_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Issues a code for member `userId` at brand `brandId`; `now` in seconds. Expired codes of the member
 * are deleted on the way (they can never be spent).
 * @returns the code (give it to the member's own page once; it is not stored) and when it expires (seconds).
 */
export async function issueLoginCode(db: Db, now: number, c: { userId: number; brandId: number }): Promise<{ code: string; expires_at: number }> {
  await db.delete(loginCodes).where(and(eq(loginCodes.userId, c.userId), lt(loginCodes.expiresAt, now)));
  const code = randomBytes(32).toString('base64url');
  const expires_at = now + LOGIN_CODE_TTL_S;
  await db.insert(loginCodes).values({ codeHash: hashCode(code), userId: c.userId, brandId: c.brandId, expiresAt: expires_at });
  return { code, expires_at };
}

/**
 * Spends a code at `now` (seconds): the member and brand it was issued for, or null when it is
 * malformed, unknown, expired or already spent.
 */
export async function spendLoginCode(db: Db, now: number, code: string): Promise<{ userId: number; brandId: number } | null> {
  if (!LOGIN_CODE_PATTERN.test(code)) return null;
  const [row] = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.codeHash, hashCode(code)), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)))
    .returning({ userId: loginCodes.userId, brandId: loginCodes.brandId });
  return row ?? null;
}
