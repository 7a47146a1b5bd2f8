/**
 * The member's signed, short-lived QR code (issue 26 item 8; accounts-and-loyalty.md §2.11 "member
 * QR"): a compact JWS (ES256) with `sub` = the member's uid, `aud` = the brand's code, `iat` and
 * `exp` = iat + MEMBER_CODE_TTL_S seconds. The card page fetches a fresh one every 30 s, so a
 * screenshot is useless a minute later. Each brand signs with its own P-256 key, derived from a
 * server secret (`platform/secrets.ts`, name `member-code:<brandId>`): every process behind a load
 * balancer agrees, and the staff app verifies offline with the brand's public JWK. The server checks
 * the signature again before it shows a card (the browser's check is a convenience, never trusted).
 *
 * A phone-wallet pass is static, so it cannot rotate: it carries a **pass code** instead (header `typ`
 * 'member-pass'), signed with the same key, valid MEMBER_PASS_TTL_S (a year) and naming the member's
 * pass version `pv`. The server refuses a pass whose version is not the member's current one
 * (`revokeMemberPasses` replaces it: every pass issued before stops working at once); the staff
 * browser's offline check cannot see revocations, the server's does (ADR 0011).
 */
import { createECDH, createHash, randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { decodeProtectedHeader, errors, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { z } from 'zod';
import { VOUCHER_STATUS } from '../../../domain/loyalty';
import { err, ok, type Result } from '../../../domain/result';
import { nowSeconds } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { serverSecret } from '../../platform/secrets';
import { serverSecrets } from '../../platform/db/schema';
import type { Services } from '../../services';
import { findMember, findMemberByUid, staffMay, type StaffPrincipal, type Viewer } from '../accounts';
import { customerInfoOf, type CustomerInfoView } from './customer';
import { venueLoyalty } from './programme';
import { listVouchers, toVoucherView, type VoucherView } from './vouchers';

type Deps = Pick<Services, 'db' | 'clock'>;

/** Seconds a member code is valid after it is signed (the card refreshes it every 30 s). */
export const MEMBER_CODE_TTL_S = 60;
/** Seconds between two codes on the card page. */
export const MEMBER_CODE_REFRESH_S = 30;

/** Seconds a wallet pass's code is valid (a pass is static; a year, then the member adds it again). */
export const MEMBER_PASS_TTL_S = 366 * 86_400;
/** The JWS header `typ` of a wallet pass's code (the card page's codes carry none). */
export const MEMBER_PASS_TYP = 'member-pass';

/** A brand's key pair as JWKs (P-256; `kid` = a hash of the public point). */
export interface MemberCodeKeys {
  privateJwk: JWK;
  publicJwk: JWK;
}

const b64u = (b: Buffer) => b.toString('base64url');

/**
 * The P-256 key pair whose private scalar is `secret` (32 bytes; hashed again in the 2⁻³² case it
 * is not below the curve order). Pure and deterministic: the same secret gives the same keys.
 */
export function memberCodeKeysFromSecret(secret: Buffer): MemberCodeKeys {
  let d = secret;
  for (;;) {
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(d);
      const point = ecdh.getPublicKey(); // 0x04 || x (32) || y (32)
      const x = b64u(point.subarray(1, 33));
      const y = b64u(point.subarray(33, 65));
      const kid = b64u(createHash('sha256').update(point).digest()).slice(0, 16);
      const publicJwk: JWK = { kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig' };
      return { publicJwk, privateJwk: { ...publicJwk, d: b64u(d) } };
    } catch {
      d = createHash('sha256').update(d).digest();
    }
  }
}

/** The brand's member-code keys (its secret made on first use and kept in `server_secrets`). */
export async function memberCodeKeys(db: Db, brandId: number): Promise<MemberCodeKeys> {
  return memberCodeKeysFromSecret(await serverSecret(db, `member-code:${brandId}`));
}

/** A signed member code: the compact JWS and when it expires (seconds since the epoch). */
export interface MemberCode {
  code: string;
  expiresAt: number;
}

/** Signs a code for member `uid` of brand `brandCode` at `nowS` (seconds), valid MEMBER_CODE_TTL_S. */
export async function signMemberCode(keys: MemberCodeKeys, brandCode: string, uid: string, nowS: number): Promise<MemberCode> {
  const key = await importJWK(keys.privateJwk, 'ES256');
  const expiresAt = nowS + MEMBER_CODE_TTL_S;
  const code = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keys.publicJwk.kid })
    .setSubject(uid)
    .setAudience(brandCode)
    .setIssuedAt(nowS)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { code, expiresAt };
}

/**
 * Signs member `uid`'s wallet pass code for brand `brandCode` at `nowS`: `typ` 'member-pass', claims
 * sub, aud, iat, exp = iat + MEMBER_PASS_TTL_S, and `pv` = the member's pass version (`memberPassVersion`).
 */
export async function signMemberPass(keys: MemberCodeKeys, brandCode: string, uid: string, passVersion: string, nowS: number): Promise<MemberCode> {
  const key = await importJWK(keys.privateJwk, 'ES256');
  const expiresAt = nowS + MEMBER_PASS_TTL_S;
  const code = await new SignJWT({ pv: passVersion })
    .setProtectedHeader({ alg: 'ES256', kid: keys.publicJwk.kid, typ: MEMBER_PASS_TYP })
    .setSubject(uid)
    .setAudience(brandCode)
    .setIssuedAt(nowS)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { code, expiresAt };
}

const passSecretName = (brandId: number, uid: string) => `member-pass:${brandId}:${uid}`;

/**
 * The member's current wallet-pass version at the brand (12 characters): a hash of a random value kept
 * in `server_secrets` (made on first use; read uncached, so a revocation holds in every process at once).
 */
export async function memberPassVersion(db: Db, brandId: number, uid: string): Promise<string> {
  const name = passSecretName(brandId, uid);
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return createHash('sha256').update(row.value).digest('base64url').slice(0, 12);
}

/** Revokes every wallet pass of the member at the brand (a lost phone, a shared pass): the next pass gets a new version. */
export async function revokeMemberPasses(db: Db, brandId: number, uid: string): Promise<void> {
  await db.delete(serverSecrets).where(and(eq(serverSecrets.name, passSecretName(brandId, uid))));
}

/**
 * Account erasure: every wallet-pass version of the member with public uid `uid`, at every brand, is
 * forgotten (the `server_secrets` rows named after the uid go; a pass made before stops working).
 */
export async function forgetMemberPasses(db: Db, uid: string): Promise<void> {
  if (!uid) return;
  await db.delete(serverSecrets).where(like(serverSecrets.name, `member-pass:%:${uid.replace(/[\\%_]/g, (c) => `\\${c}`)}`));
}

/** Why a member code was refused: 'expired' (past its `exp`), 'invalid' (bad signature, another brand, not a code), 'revoked' (a wallet pass replaced since). */
export type MemberCodeRefusal = 'expired' | 'invalid' | 'revoked';

/**
 * Verifies `code` against the brand's public JWK at `nowS` (seconds; no clock tolerance): the uid it
 * names, or why not. The staff island runs the same check (`src/islands/staff/member-code.ts`).
 */
export async function verifyMemberCode(publicJwk: JWK, brandCode: string, code: string, nowS: number): Promise<{ ok: true; uid: string; passVersion?: string } | { ok: false; reason: MemberCodeRefusal }> {
  try {
    const key = await importJWK(publicJwk, 'ES256');
    // A wallet pass's code (typ 'member-pass') lives a year and names its pass version; the card's codes live 60 s.
    const pass = decodeProtectedHeader(code.trim()).typ === MEMBER_PASS_TYP;
    const { payload } = await jwtVerify(code.trim(), key, {
      algorithms: ['ES256'],
      audience: brandCode,
      currentDate: new Date(nowS * 1000),
      requiredClaims: pass ? ['sub', 'exp', 'iat', 'pv'] : ['sub', 'exp', 'iat'],
      maxTokenAge: pass ? MEMBER_PASS_TTL_S : MEMBER_CODE_TTL_S,
      ...(pass ? { typ: MEMBER_PASS_TYP } : {}),
    });
    if (pass && typeof payload.pv !== 'string') return { ok: false, reason: 'invalid' };
    return pass ? { ok: true, uid: payload.sub!, passVersion: payload.pv as string } : { ok: true, uid: payload.sub! };
  } catch (e) {
    return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

const codeArgs = z.object({ venue_code: z.string().trim().min(1).max(64) });

/**
 * customerMemberCode(venue_code): a fresh signed code for the signed-in member's card at the venue's
 * brand, `{ code, expires_at }` (seconds since the epoch, now + MEMBER_CODE_TTL_S). NOT_FOUND
 * without a member's session or for an unknown venue; FEATURE_NOT_AVAILABLE when the brand has no
 * loyalty programme.
 */
export async function customerMemberCode(deps: Deps, viewer: Viewer | null, args: unknown): Promise<Result<{ code: string; expires_at: number }>> {
  const a = codeArgs.safeParse(args);
  if (!a.success) return err('NOT_VALID', { field: 'venue_code' });
  const user = await findMember(deps.db, viewer?.userId);
  if (!user) return err('NOT_FOUND');
  const venue = await venueLoyalty(deps.db, a.data.venue_code);
  if (!venue) return err('NOT_FOUND');
  if (!venue.programme) return err('FEATURE_NOT_AVAILABLE');
  const c = await signMemberCode(await memberCodeKeys(deps.db, venue.brandId), venue.code, user.uid, nowSeconds(deps.clock));
  return ok({ code: c.code, expires_at: c.expiresAt });
}

/**
 * staffMemberCodeKey: the public JWK (JSON text) the staff app verifies member codes with, for the
 * staff member's venue's brand. FORBIDDEN below manager; NOT_FOUND for a venue without its brand.
 */
export async function staffMemberCodeKey(deps: Deps, staff: StaffPrincipal): Promise<Result<{ jwk: string; brand_code: string; ttl_seconds: number }>> {
  if (!staffMay(staff, 'manager')) return err('FORBIDDEN', { reason: 'role', needed: 'manager' });
  const venue = await venueLoyalty(deps.db, staff.venueId);
  if (!venue) return err('NOT_FOUND');
  const keys = await memberCodeKeys(deps.db, venue.brandId);
  return ok({ jwk: JSON.stringify(keys.publicJwk), brand_code: venue.code, ttl_seconds: MEMBER_CODE_TTL_S });
}

/** What staff see after scanning a member's code: the card and the member's usable vouchers. */
export interface StaffMemberCardView {
  customerInfo: CustomerInfoView;
  vouchers: VoucherView[];
  expires_at: number;
}

/**
 * staffMemberCard(code): the server verifies the scanned code again (signature with the staff venue's
 * brand key, audience, expiry at the server's clock) and answers the member's card and active
 * vouchers. FORBIDDEN below manager; NOT_VALID {reason: 'expired'} for a code past its window,
 * NOT_VALID {reason: 'invalid'} for a bad signature, another brand's code or not a code, NOT_VALID
 * {reason: 'revoked'} for a wallet pass replaced since (`revokeMemberPasses`); NOT_FOUND when the
 * member is gone (erased); FEATURE_NOT_AVAILABLE without a loyalty programme.
 */
export async function staffMemberCard(deps: Deps, staff: StaffPrincipal, code: unknown): Promise<Result<StaffMemberCardView>> {
  if (!staffMay(staff, 'manager')) return err('FORBIDDEN', { reason: 'role', needed: 'manager' });
  if (typeof code !== 'string' || code.length > 2000) return err('NOT_VALID', { reason: 'invalid' });
  const venue = await venueLoyalty(deps.db, staff.venueId);
  if (!venue) return err('NOT_FOUND');
  if (!venue.programme) return err('FEATURE_NOT_AVAILABLE');
  const now = nowSeconds(deps.clock);
  const keys = await memberCodeKeys(deps.db, venue.brandId);
  const v = await verifyMemberCode(keys.publicJwk, venue.code, code, now);
  if (!v.ok) return err('NOT_VALID', { reason: v.reason });
  const user = await findMemberByUid(deps.db, v.uid);
  if (!user) return err('NOT_FOUND');
  // A wallet pass works while its version is the member's current one (ADR 0011).
  if (v.passVersion !== undefined && v.passVersion !== (await memberPassVersion(deps.db, venue.brandId, user.uid))) return err('NOT_VALID', { reason: 'revoked' });
  const rows = venue.voucher ? await listVouchers(deps.db, user.id, venue.brandId, 100, 0) : [];
  const vouchers = rows.map((r) => toVoucherView(r, venue.code, now)).filter((x) => x.status === VOUCHER_STATUS.active);
  const exp = JSON.parse(Buffer.from(code.split('.')[1], 'base64url').toString()) as { exp: number };
  return ok({ customerInfo: await customerInfoOf(deps.db, user, venue), vouchers, expires_at: exp.exp });
}
