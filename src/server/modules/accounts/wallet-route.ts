/**
 * Phone-wallet pass endpoints (accounts-and-loyalty.md §2.11 "Wallet buttons", §7 "Phone-wallet pass
 * links"; providers/wallet):
 *
 * - `POST /wallet/member/link` (bearer session) `{sid}` → `{apple, google}`, each `{configured, url}`:
 *   GET links `/wallet/member/{apple|google}?sid&uid&_ts&sig` valid for `WALLET_LINK_TTL_S` (a phone
 *   opens them in its own browser, which carries no bearer header, so the link is signed instead);
 *   `reason` names why a wallet is off.
 * - `GET /wallet/logo.png?sid=<venue code>` → the brand's local logo as a 660 × 660 PNG on white, the
 *   Google pass's program logo (Google reads no SVG); 404 when the brand has no local logo.
 * - `GET /wallet/member/apple` → 200 `application/vnd.apple.pkpass` (the signed store card);
 *   `GET /wallet/member/google` → 302 to `https://pay.google.com/gp/v/save/<jwt>`. Either takes the
 *   signed link, or a bearer header. Unconfigured: 501 'the venue has not set wallet passes up' (before
 *   any other check); no or bad session / signature: 401 'invalid token'; unknown `sid`: 404 'not found'.
 *
 * The member's card data (uid, name, points, level) comes from a `MemberCardSource` given at composition:
 * `accountMemberCard` (accounts only, points 0) until the loyalty module supplies its own.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import type { Route } from '../../platform/http';
import { readBody, sendJson } from '../../platform/http';
import { serverSecret } from '../../platform/secrets';
import { projectRoot } from '../../platform/paths';
import type { Viewer } from '../../platform/graphql/context';
import type { Services } from '../../services';
import { WALLET_NOT_CONFIGURED_REASON, type WalletCard, type WalletKind } from '../../providers/wallet';
import { LOCALE_COOKIE, pickLocale } from '../../../i18n';
import { i18nFor } from '../../../i18n/messages';
import { findBrandIdentity, type BrandIdentity } from '../catalog';
import { loadViewerUser } from './sessions';
import { readCookie } from './staff-auth';
import { users } from './schema';

/** A signed wallet link is good for this many seconds. */
export const WALLET_LINK_TTL_S = 600;
/** Default membership colour (accounts-and-loyalty.md §9 "default theme"). */
const DEFAULT_COLOR = '#0162fe';

/** What a membership pass shows of the member. `points` an integer ≥ 0; `level` the level's name. */
export interface MemberCard {
  uid: string;
  /** The pass's QR content (the loyalty module's signed pass code); the uid when absent. */
  barcode?: string;
  name: string;
  points: number;
  level?: string;
}

/** Reads the member card of a viewer (null: no such user). Supplied at composition (loyalty plugs in here). */
export type MemberCardSource = (services: Services, viewer: Viewer) => Promise<MemberCard | null>;

/** The default source: the account's uid and name, 0 points (before the loyalty module). */
export const accountMemberCard: MemberCardSource = async (services, viewer) => {
  const u = await loadViewerUser(services.db, viewer);
  if (!u) return null;
  const name = [u.firstname, u.lastname].filter(Boolean).join(' ') || u.username;
  return { uid: u.uid, name, points: 0 };
};

/** Resolves the session of an `authorization` header (the composition root's viewer resolver). */
export type ViewerOfHeader = (services: Services, authorization: string | null) => Promise<Viewer | null>;

const linkQuery = z.object({
  sid: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/).default(''),
  uid: z.string().trim().max(64).default(''),
  _ts: z.coerce.number().int().nonnegative().default(0),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/).optional(),
});

const sign = (key: Buffer, kind: WalletKind, sid: string, uid: string, ts: number) => createHmac('sha256', key).update(`${kind}|${sid}|${uid}|${ts}`).digest('base64url');

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

/** A viewer for a user reached through a signed link (no session): a user session of that user. */
const linkViewer = (userId: number, expiredAt: number): Viewer => ({ sessionId: 0, kind: 1, userId, tableId: null, venueId: null, tradeid: null, deviceUid: '', expiredAt });

/** The file of a brand's local logo (a path under public/), or null (none, remote, or missing). */
function localLogoFile(brand: BrandIdentity): string | null {
  if (!brand.logo.startsWith('/') || brand.logo.includes('..')) return null;
  const file = join(projectRoot(), 'public', brand.logo);
  return existsSync(file) ? file : null;
}

/** The brand logo as PNG (local SVG or PNG under public/; remote logos are not fetched), or null. */
async function logoPng(brand: BrandIdentity): Promise<Buffer | null> {
  const file = localLogoFile(brand);
  if (!file) return null;
  try {
    return await sharp(readFileSync(file), { density: 300 }).resize({ height: 100, width: 320, fit: 'inside' }).png().toBuffer();
  } catch {
    return null;
  }
}

/** Side of the Google Wallet program logo, px (Google: square, 660 × 660 recommended, shown in a circle). */
const GOOGLE_LOGO_PX = 660;
/** Google logos made, by logo path (a brand file import that changes the logo changes the path or the file's time). */
const googleLogos = new Map<string, Promise<Buffer | null>>();

/**
 * The brand logo as Google Wallet takes it: a PNG (Google reads no SVG), square, `GOOGLE_LOGO_PX` on a
 * side, the logo centred inside the circle Google cuts, on white. Null without a local logo file.
 */
function googleLogoPng(brand: BrandIdentity): Promise<Buffer | null> {
  const file = localLogoFile(brand);
  if (!file) return Promise.resolve(null);
  const key = `${file}|${statSync(file).mtimeMs}`;
  let made = googleLogos.get(key);
  if (!made) {
    const inner = Math.round(GOOGLE_LOGO_PX * 0.64); // the square that fits the circle, with a margin
    made = sharp(readFileSync(file), { density: 300 })
      .resize({ width: inner, height: inner, fit: 'contain', background: '#ffffff' })
      .extend({ top: (GOOGLE_LOGO_PX - inner) / 2, bottom: (GOOGLE_LOGO_PX - inner) / 2, left: (GOOGLE_LOGO_PX - inner) / 2, right: (GOOGLE_LOGO_PX - inner) / 2, background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer()
      .catch(() => null);
    googleLogos.set(key, made);
  }
  return made;
}

/** A plain square icon in the membership colour (Apple passes require an icon). */
const iconPng = (color: string) => sharp({ create: { width: 58, height: 58, channels: 4, background: color } }).png().toBuffer();

/** The wallet routes; `memberCard` reads the member's data, `viewerOf` resolves bearer sessions. */
export function walletRoutes(deps: { memberCard?: MemberCardSource; viewerOf: ViewerOfHeader }): Route {
  const memberCard = deps.memberCard ?? accountMemberCard;
  return async (req: IncomingMessage, res: ServerResponse, url: URL, services: Services) => {
    if (url.pathname === '/wallet/logo.png' && (req.method === 'GET' || req.method === 'HEAD')) {
      const sid = linkQuery.shape.sid.safeParse(url.searchParams.get('sid') ?? '');
      const brand = sid.success ? await findBrandIdentity(services, sid.data || null) : null;
      const png = brand ? await googleLogoPng(brand) : null;
      if (!png) return sendText(res, 404, 'not found'), true;
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'public, max-age=86400' });
      res.end(req.method === 'HEAD' ? undefined : png);
      return true;
    }
    const m = /^\/wallet\/member\/(apple|google|link)$/.exec(url.pathname);
    if (!m) return false;
    const wallet = services.providers.wallet;
    const secret = () => serverSecret(services.db, 'wallet-link');
    const nowS = Math.floor(services.clock.nowMs() / 1000);

    if (m[1] === 'link') {
      if (req.method !== 'POST') return false;
      const viewer = await deps.viewerOf(services, req.headers.authorization ?? null);
      const user = await loadViewerUser(services.db, viewer);
      if (!viewer || !user) return sendJson(res, 401, { error: 'invalid token' }), true;
      let sid = '';
      try {
        const body = JSON.parse((await readBody(req, 4_000))?.toString('utf8') || '{}') as { sid?: unknown };
        sid = linkQuery.shape.sid.parse(body.sid ?? '');
      } catch {
        return sendJson(res, 400, { error: 'invalid request' }), true;
      }
      const key = await secret();
      const link = (kind: WalletKind) => {
        const q = new URLSearchParams({ sid, uid: user.uid, _ts: String(nowS) });
        q.set('sig', sign(key, kind, sid, user.uid, nowS));
        return { configured: wallet[kind].configured, url: wallet[kind].configured ? `/wallet/member/${kind}?${q}` : '' };
      };
      sendJson(res, 200, { apple: link('apple'), google: link('google'), reason: WALLET_NOT_CONFIGURED_REASON });
      return true;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const kind = m[1] as WalletKind;
    if (!wallet[kind].configured) return sendText(res, 501, WALLET_NOT_CONFIGURED_REASON), true;
    const q = linkQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!q.success) return sendText(res, 400, 'invalid request'), true;
    const { sid, uid, _ts, sig } = q.data;

    let viewer: Viewer | null = null;
    if (req.headers.authorization) viewer = await deps.viewerOf(services, req.headers.authorization);
    else if (sig && uid && _ts <= nowS + 60 && nowS - _ts <= WALLET_LINK_TTL_S) {
      const expected = Buffer.from(sign(await secret(), kind, sid, uid, _ts));
      if (expected.length === sig.length && timingSafeEqual(expected, Buffer.from(sig))) {
        const [u] = await services.db.select({ id: users.id }).from(users).where(eq(users.uid, uid)).limit(1);
        if (u) viewer = linkViewer(u.id, _ts + WALLET_LINK_TTL_S);
      }
    }
    const card = viewer ? await memberCard(services, viewer) : null;
    if (!card) return sendText(res, 401, 'invalid token'), true;
    const brand = await findBrandIdentity(services, sid || null);
    if (!brand) return sendText(res, 404, 'not found'), true;

    const locale = pickLocale(readCookie(req.headers.cookie, LOCALE_COOKIE), req.headers['accept-language'] ?? null);
    const t = i18nFor(locale).t;
    const color = brand.themeColor && /^#[0-9a-fA-F]{6}$/.test(brand.themeColor) ? brand.themeColor : DEFAULT_COLOR;
    const origin = services.config.PUBLIC_URL?.replace(/\/$/, '') || `${(req.headers['x-forwarded-proto'] as string) || 'http'}://${req.headers.host}`;
    const pass: WalletCard = {
      brandCode: brand.code,
      brandName: brand.name,
      color,
      // Google fetches the logo itself, and only as PNG or JPEG: a local logo goes out through /wallet/logo.png.
      logoUrl: /^https:\/\//.test(brand.logo) ? brand.logo : brand.logo.startsWith('/') && origin.startsWith('https://') ? `${origin}/wallet/logo.png?sid=${encodeURIComponent(sid)}` : '',
      logoPng: kind === 'apple' ? await logoPng(brand) : null,
      iconPng: kind === 'apple' ? await iconPng(color) : Buffer.alloc(0),
      uid: card.uid,
      barcode: card.barcode,
      name: card.name,
      points: Math.max(0, Math.trunc(card.points)),
      level: card.level,
      labels: { points: t('wallet.points'), member: t('wallet.member'), level: t('wallet.level'), description: t('wallet.description', { brand: brand.name }) },
    };
    try {
      if (kind === 'apple') {
        const body = await wallet.apple.build(pass);
        res.writeHead(200, {
          'content-type': 'application/vnd.apple.pkpass',
          'content-disposition': `attachment; filename="${brand.code}-member.pkpass"`,
          'cache-control': 'no-store',
          'content-length': body.length,
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      } else {
        res.writeHead(302, { location: await wallet.google.saveUrl(pass, origin), 'cache-control': 'no-store' });
        res.end();
      }
    } catch (e) {
      services.logger.error({ err: e, wallet: kind }, 'wallet pass failed');
      sendText(res, 500, 'operation failed');
    }
    return true;
  };
}
