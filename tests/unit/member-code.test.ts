/** The member-code helpers (issue 26 item 8): key derivation, signing, and the server's and the staff browser's checks. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkMemberCode } from '../../src/islands/staff/member-code';
import { MEMBER_CODE_TTL_S, memberCodeKeysFromSecret, signMemberCode, verifyMemberCode } from '../../src/server/modules/loyalty/member-code';

const secret = Buffer.alloc(32, 7);
const keys = memberCodeKeysFromSecret(secret);
const UID = '0b7c2a9e-5d1f-4e3a-9c8b-1a2b3c4d5e6f';
const T0 = 1_750_000_000;

describe('member codes', () => {
  it('derives the same P-256 key pair from the same secret, another from another', () => {
    expect(memberCodeKeysFromSecret(secret)).toEqual(keys);
    expect(keys.publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(keys.publicJwk).not.toHaveProperty('d');
    expect(keys.privateJwk.d).toBe(secret.toString('base64url'));
    expect(memberCodeKeysFromSecret(randomBytes(32)).publicJwk.x).not.toBe(keys.publicJwk.x);
  });

  it('signs a JWS with sub, aud, iat and exp = iat + 60 s that verifies inside its window only', async () => {
    const c = await signMemberCode(keys, 'laneway', UID, T0);
    expect(c.expiresAt).toBe(T0 + MEMBER_CODE_TTL_S);
    expect(MEMBER_CODE_TTL_S).toBe(60);
    const payload = JSON.parse(Buffer.from(c.code.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toEqual({ sub: UID, aud: 'laneway', iat: T0, exp: T0 + 60 });
    expect(await verifyMemberCode(keys.publicJwk, 'laneway', c.code, T0)).toEqual({ ok: true, uid: UID });
    expect(await verifyMemberCode(keys.publicJwk, 'laneway', c.code, T0 + 59)).toEqual({ ok: true, uid: UID });
    expect(await verifyMemberCode(keys.publicJwk, 'laneway', c.code, T0 + 60)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyMemberCode(keys.publicJwk, 'laneway', c.code, T0 + 3600)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another brand, another key, a tampered payload and garbage as invalid', async () => {
    const c = await signMemberCode(keys, 'laneway', UID, T0);
    expect(await verifyMemberCode(keys.publicJwk, 'other', c.code, T0)).toEqual({ ok: false, reason: 'invalid' });
    const other = memberCodeKeysFromSecret(Buffer.alloc(32, 9));
    expect(await verifyMemberCode(other.publicJwk, 'laneway', c.code, T0)).toEqual({ ok: false, reason: 'invalid' });
    const [h, , sig] = c.code.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', aud: 'laneway', iat: T0, exp: T0 + 60 })).toString('base64url');
    expect(await verifyMemberCode(keys.publicJwk, 'laneway', `${h}.${forged}.${sig}`, T0)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyMemberCode(keys.publicJwk, 'laneway', UID, T0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it("the staff browser's check agrees with the server's", async () => {
    const c = await signMemberCode(keys, 'laneway', UID, T0);
    const jwk = JSON.stringify(keys.publicJwk);
    expect(await checkMemberCode(jwk, 'laneway', c.code, T0 * 1000 + 30_000)).toEqual({ ok: true, uid: UID });
    expect(await checkMemberCode(jwk, 'laneway', c.code, (T0 + 61) * 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(await checkMemberCode(jwk, 'laneway', `${c.code.slice(0, -4)}AAAA`, T0 * 1000)).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkMemberCode(jwk, 'elsewhere', c.code, T0 * 1000)).toEqual({ ok: false, reason: 'invalid' });
  });
});
