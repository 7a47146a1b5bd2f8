// Phone-wallet membership passes (accounts-and-loyalty.md §2.11, §7; issue 13): an Apple store card
// signed with a self-signed certificate made here by openssl (pass.json fields, manifest SHA-1s, the
// PKCS #7 signature verified over manifest.json), a Google "Save to Google Wallet" JWT verified with
// jose against the public half of a key made here, the signed GET links, and 501 when unconfigured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import sharp from 'sharp';
import { decodeJwt, decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { startTestApp, type TestApp } from '../helpers/app';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { issueSession } from '../../src/server/modules/accounts/sessions';
import * as s from '../../src/server/modules/accounts/schema';
import { WALLET_NOT_CONFIGURED_REASON } from '../../src/server/providers/wallet';

const dir = mkdtempSync(join(tmpdir(), 'wallet-test-'));
// The pass type certificate and key (self-signed; it also stands in for Apple's WWDR certificate).
execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '2', '-subj', '/CN=Pass Type ID: pass.test.platter.member/OU=ABCDE12345/O=Platter Test'], { stdio: 'ignore' });
const google = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const b64 = (text: string) => Buffer.from(text).toString('base64');

const WALLET_ENV = {
  APPLE_PASS_TYPE_ID: 'pass.test.platter.member',
  APPLE_TEAM_ID: 'ABCDE12345',
  APPLE_PASS_CERT: join(dir, 'cert.pem'), // a path
  APPLE_PASS_KEY: b64(readFileSync(join(dir, 'key.pem'), 'utf8')), // base64 of the PEM
  APPLE_WWDR_CERT: join(dir, 'cert.pem'),
  GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@platter-test.iam.gserviceaccount.com',
  GOOGLE_WALLET_PRIVATE_KEY: b64(google.privateKey),
  PUBLIC_URL: 'https://shop.example.com',
};

/** The files of a zip, by name. */
function unzip(buf: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (e, zip) => {
      if (e || !zip) return reject(e);
      const files: Record<string, Buffer> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const parts: Buffer[] = [];
          stream.on('data', (d: Buffer) => parts.push(d));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(parts);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A wallet pass's QR content: the member's signed pass code (typ 'member-pass', sub the uid, a year long, ADR 0011). */
function expectPassCode(value: string, uid: string) {
  expect(decodeProtectedHeader(value)).toMatchObject({ alg: 'ES256', typ: 'member-pass' });
  const claims = decodeJwt(value);
  expect(claims).toMatchObject({ sub: uid, aud: 'laneway', pv: expect.stringMatching(/^[\w-]{12}$/) });
  expect(claims.exp! - claims.iat!).toBe(366 * 86_400);
}

async function member(t: TestApp, firstname: string) {
  const uid = randomUUID();
  const [u] = await t.app.services.db.insert(s.users).values({ uid, type: s.USER_TYPE.member, platform: 1, firstname, lastname: 'Nguyen', phone: `+6141${Math.floor(Math.random() * 1e7)}`, passwordHash: 'x' }).returning();
  const { token } = await issueSession(t.app.services.db, Math.floor(Date.now() / 1000), { kind: s.SESSION_KIND.user, userId: u!.id });
  return { uid, token };
}

describe('wallet passes, configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: WALLET_ENV, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a signed .pkpass store card: pass.json, manifest SHA-1s, a signature that verifies', async () => {
    const m = await member(t, 'Linh');
    const res = await fetch(`${t.url}/wallet/member/apple?sid=laneway-espresso`, { headers: { authorization: `Bearer ${m.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['icon.png', 'icon@2x.png', 'logo.png', 'logo@2x.png', 'manifest.json', 'pass.json', 'signature']);
    const pass = JSON.parse(files['pass.json']!.toString('utf8'));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.test.platter.member',
      teamIdentifier: 'ABCDE12345',
      organizationName: 'Laneway Collective',
      logoText: 'Laneway Collective',
      serialNumber: `laneway-${m.uid}`,
      backgroundColor: expect.stringMatching(/^rgb\(\d+, \d+, \d+\)$/),
      barcodes: [{ format: 'PKBarcodeFormatQR', message: expect.any(String), altText: m.uid }],
    });
    // The QR holds the member's signed pass code (ADR 0011), not the bare uid; the uid is the text under it.
    expectPassCode(pass.barcodes[0].message, m.uid);
    expect(pass.storeCard.primaryFields).toEqual([{ key: 'points', label: 'Points', value: 0 }]);
    expect(pass.storeCard.secondaryFields[0]).toMatchObject({ key: 'member', value: 'Linh Nguyen' });
    const manifest = JSON.parse(files['manifest.json']!.toString('utf8')) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(['icon.png', 'icon@2x.png', 'logo.png', 'logo@2x.png', 'pass.json']);
    for (const [name, sha1] of Object.entries(manifest)) expect(sha1, name).toBe(createHash('sha1').update(files[name]!).digest('hex'));
    // The detached PKCS #7 signature verifies over manifest.json with the signer certificate.
    const work = mkdtempSync(join(tmpdir(), 'wallet-verify-'));
    writeFileSync(join(work, 'manifest.json'), files['manifest.json']!);
    writeFileSync(join(work, 'signature'), files['signature']!);
    const out = execFileSync('openssl', ['smime', '-verify', '-binary', '-inform', 'DER', '-in', join(work, 'signature'), '-content', join(work, 'manifest.json'), '-CAfile', join(dir, 'cert.pem'), '-purpose', 'any', '-out', '/dev/null'], { stdio: 'pipe' });
    expect(out).toBeDefined();
    // A manifest changed after signing no longer verifies.
    writeFileSync(join(work, 'manifest.json'), files['manifest.json']!.toString('utf8').replace(/"pass\.json":"[0-9a-f]+"/, '"pass.json":"0000000000000000000000000000000000000000"'));
    expect(() => execFileSync('openssl', ['smime', '-verify', '-binary', '-inform', 'DER', '-in', join(work, 'signature'), '-content', join(work, 'manifest.json'), '-CAfile', join(dir, 'cert.pem'), '-purpose', 'any', '-out', '/dev/null'], { stdio: 'pipe' })).toThrow();
    rmSync(work, { recursive: true, force: true });
  });

  it('redirects to a Save to Google Wallet link whose RS256 JWT carries the loyalty object', async () => {
    const m = await member(t, 'Mai');
    const res = await fetch(`${t.url}/wallet/member/google?sid=laneway-espresso`, { headers: { authorization: `Bearer ${m.token}` }, redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = location.split('/').pop()!;
    expect(decodeProtectedHeader(jwt).alg).toBe('RS256');
    const { payload } = await jwtVerify(jwt, await importSPKI(google.publicKey, 'RS256'), { issuer: WALLET_ENV.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, audience: 'google' });
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual(['https://shop.example.com']);
    const body = payload.payload as { loyaltyObjects: Record<string, unknown>[]; loyaltyClasses: Record<string, unknown>[] };
    expect(body.loyaltyObjects).toHaveLength(1);
    expect(body.loyaltyObjects[0]).toMatchObject({
      id: `3388000000012345678.laneway-${m.uid}`,
      classId: '3388000000012345678.laneway-member',
      state: 'ACTIVE',
      accountId: m.uid,
      accountName: 'Mai Nguyen',
      loyaltyPoints: { label: 'Points', balance: { int: 0 } },
      barcode: { type: 'QR_CODE', value: expect.any(String), alternateText: m.uid },
    });
    expectPassCode((body.loyaltyObjects[0].barcode as { value: string }).value, m.uid);
    expect(body.loyaltyClasses[0]).toMatchObject({ id: '3388000000012345678.laneway-member', programName: 'Laneway Collective', programLogo: { sourceUri: { uri: 'https://shop.example.com/wallet/logo.png?sid=laneway-espresso' } } });
    // Google reads no SVG: the brand's SVG logo is served as a square PNG on white.
    const logo = await fetch(`${t.url}/wallet/logo.png?sid=laneway-espresso`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await logo.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 660, 660]);
    // The corner (outside Google's circle) is white; the logo is drawn in the middle.
    const corner = await sharp(png).raw().toBuffer();
    expect([...corner.subarray(0, 3)]).toEqual([255, 255, 255]);
    const stats = await sharp(png).extract({ left: 120, top: 120, width: 420, height: 420 }).stats();
    expect(stats.isOpaque).toBe(true);
    expect(Math.min(...stats.channels.slice(0, 3).map((c) => c.min))).toBeLessThan(200);
    expect((await fetch(`${t.url}/wallet/logo.png?sid=no-such-venue`)).status).toBe(404);
    // Another key does not verify it.
    const other = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    await expect(jwtVerify(jwt, await importSPKI(other.publicKey, 'RS256'))).rejects.toThrow();
  });

  it('signed links from POST /wallet/member/link open without a bearer header; tampered or foreign ones are refused', async () => {
    const m = await member(t, 'An');
    const other = await member(t, 'Bao');
    const r = await fetch(`${t.url}/wallet/member/link`, { method: 'POST', headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ sid: 'laneway-espresso' }) });
    expect(r.status).toBe(200);
    const links = (await r.json()) as { apple: { configured: boolean; url: string }; google: { configured: boolean; url: string } };
    expect(links.apple.configured && links.google.configured).toBe(true);
    const apple = new URL(links.apple.url, t.url);
    expect(Object.fromEntries(apple.searchParams)).toMatchObject({ sid: 'laneway-espresso', uid: m.uid, _ts: expect.stringMatching(/^\d+$/) });
    const ok = await fetch(apple);
    expect(ok.status).toBe(200);
    const files = await unzip(Buffer.from(await ok.arrayBuffer()));
    expectPassCode(JSON.parse(files['pass.json']!.toString()).barcodes[0].message, m.uid);
    // Someone else's uid with this signature, or the Apple signature on the Google link: refused.
    const swapped = new URL(apple);
    swapped.searchParams.set('uid', other.uid);
    expect((await fetch(swapped)).status).toBe(401);
    const cross = new URL(links.google.url, t.url);
    cross.searchParams.set('sig', apple.searchParams.get('sig')!);
    expect((await fetch(cross, { redirect: 'manual' })).status).toBe(401);
    // No session at all.
    expect((await fetch(`${t.url}/wallet/member/apple?sid=laneway-espresso`)).status).toBe(401);
    expect((await fetch(`${t.url}/wallet/member/link`, { method: 'POST', body: '{}' })).status).toBe(401);
    // An unknown venue.
    expect((await fetch(`${t.url}/wallet/member/apple?sid=no-such-venue`, { headers: { authorization: `Bearer ${m.token}` } })).status).toBe(404);
  });
});

describe('wallet passes, unconfigured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([['apple'], ['google']])('/wallet/member/%s answers 501 with the reason', async (kind) => {
    const m = await member(t, 'Chi');
    const res = await fetch(`${t.url}/wallet/member/${kind}?sid=laneway-espresso`, { headers: { authorization: `Bearer ${m.token}` }, redirect: 'manual' });
    expect(res.status).toBe(501);
    expect(await res.text()).toBe(WALLET_NOT_CONFIGURED_REASON);
  });

  it('the link endpoint says neither wallet is configured, and why', async () => {
    const m = await member(t, 'Dung');
    const r = await fetch(`${t.url}/wallet/member/link`, { method: 'POST', headers: { authorization: `Bearer ${m.token}` }, body: JSON.stringify({ sid: 'laneway-espresso' }) });
    expect(await r.json()).toEqual({ apple: { configured: false, url: '' }, google: { configured: false, url: '' }, reason: 'the venue has not set wallet passes up' });
  });
});
