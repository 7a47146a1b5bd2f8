/**
 * The staff app's offline check of a member's QR code (issue 26 item 8): a compact JWS (ES256) signed
 * with the brand's key, `aud` the brand code, `exp` within the code's 60 s window. Verified here with
 * the brand's public JWK before the server is asked; the server verifies it again (the browser's word
 * is never trusted). The server's own check is `modules/loyalty/member-code.ts` `verifyMemberCode`.
 */
import { errors, importJWK, jwtVerify, type JWK } from 'jose';

/** The check's answer: the member's uid, or why the code is refused ('expired', 'invalid'); 'unchecked' where the browser has no WebCrypto (not a secure context) — the server then decides alone. */
export type MemberCodeCheck = { ok: true; uid: string } | { ok: false; reason: 'expired' | 'invalid' } | { ok: 'unchecked' };

/** Verifies `code` with the brand's public key `jwk` (JSON text) for brand `brandCode` at `nowMs`. */
export async function checkMemberCode(jwk: string, brandCode: string, code: string, nowMs: number): Promise<MemberCodeCheck> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return { ok: 'unchecked' };
  try {
    const key = await importJWK(JSON.parse(jwk) as JWK, 'ES256');
    const { payload } = await jwtVerify(code.trim(), key, { algorithms: ['ES256'], audience: brandCode, currentDate: new Date(nowMs), requiredClaims: ['sub', 'exp', 'iat'] });
    return { ok: true, uid: payload.sub! };
  } catch (e) {
    return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
