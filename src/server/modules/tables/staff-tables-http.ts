/**
 * Staff table actions over plain HTTP (beyond the specifications, which show no staff screens), for the
 * staff console (`/staff`, the orders & payments side) and for scripts:
 *
 * | route | answer |
 * |---|---|
 * | GET  /staff/api/tables | `{ tables: StaffTableView[] }` of the signed-in venue: status, open sitting, passcode, lockout |
 * | POST /staff/api/tables/:code/lock | lock for checkout → `{ table }` |
 * | POST /staff/api/tables/:code/unlock | back to open → `{ table }` |
 * | POST /staff/api/tables/:code/close | close the sitting (body `force=1` to close with unpaid lines) → `{ table }` |
 * | POST /staff/api/tables/:code/switch-off, /switch-on | take the table out of service ('not ready') or back → `{ table }` |
 * | POST /staff/api/tables/:code/reset-passcode | new random 4-digit passcode, lockout cleared → `{ table }` (with the passcode) |
 * | GET  /staff/tables/:code/qr.svg, qr.png | the table's QR code: `<PUBLIC_URL or host>/tbl?c=<code>` |
 *
 * Who: the console's signed-in cookie (`platter_staff`, see `accounts/staff-auth.ts`), or HTTP Basic
 * `venue_code:password` from STAFF_CREDENTIALS; only the tables of that venue. Refusals: 401 `{error:
 * 'sign in'}`, 429 `{error: 'Too many attempts, try again in N minutes'}` with Retry-After (seconds) after 5
 * failed Basic sign-ins for the venue from one IP within 15 minutes, 404 for a table of another venue or unknown, 409 `{error: {code, message}}` for a refused
 * action. Changes are published to the table's diners and to `staffVenueChanged`.
 */
import type { IncomingMessage } from 'node:http';
import QRCode from 'qrcode';
import type { Route } from '../../platform/http';
import type { Services } from '../../services';
import type { StaffPrincipal } from '../accounts';
import { recordStaffAction, staffFromHeaders, verifyStaffLoginLimited } from '../accounts';
import { clientIp, tooManyAttemptsMessage, type LimitRefusal } from '../../platform/request-limits';
import type { Result } from '../../../domain/result';
import { serverMessageOf } from '../../../domain/errors';
import { failureFields } from './table-model';
import {
  closeTable,
  getStaffTable,
  listStaffTables,
  lockTableForCheckout,
  resetTablePasscode,
  setTableSwitch,
  unlockTable,
  type StaffTableView,
} from './table-staff';
import { baseUrl, parseFields, readBody, sendJson } from '../../platform/http';
import { refuseOrigin, requestOriginAllowed } from '../../platform/origins';

/**
 * The staff principal of a request: the console cookie, else HTTP Basic venue_code:password. Basic
 * attempts are counted per venue and client IP (platform/request-limits.ts; a valid cookie is never
 * counted): after 5 failures within 15 minutes the answer is `{ retryAfterSeconds }` for 15 minutes,
 * even for the right password.
 */
export async function staffOfRequest(req: IncomingMessage, services: Services): Promise<StaffPrincipal | LimitRefusal | null> {
  const fromCookie = await staffFromHeaders(services, req.headers.cookie);
  if (fromCookie) return fromCookie;
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const text = Buffer.from(m[1], 'base64').toString('utf8');
  const i = text.indexOf(':');
  if (i <= 0) return null;
  const checked = await verifyStaffLoginLimited(services, text.slice(0, i), text.slice(i + 1), clientIp(req, services.config.TRUST_PROXY));
  return checked.ok ? checked.staff : { retryAfterSeconds: checked.retryAfterSeconds };
}

/** The address a table's QR code opens (storefront.md §2.1: /tbl with the table code in `c`). */
export function tableQrUrl(base: string, code: string): string {
  return `${base.replace(/\/$/, '')}/tbl?c=${encodeURIComponent(code)}`;
}

const ACTIONS: Record<string, (services: Services, code: string, fields: Record<string, string>) => Promise<Result<StaffTableView>>> = {
  lock: (s, code) => lockTableForCheckout(s, code),
  unlock: (s, code) => unlockTable(s, code),
  close: (s, code, f) => closeTable(s, code, { force: f.force === '1' || f.force === 'true' }),
  'reset-passcode': (s, code) => resetTablePasscode(s, code),
  'switch-off': (s, code) => setTableSwitch(s, code, false),
  'switch-on': (s, code) => setTableSwitch(s, code, true),
};

/** The staff table routes (add to `buildApp({ routes })` after the console's own route). */
export const staffTablesRoute: Route = async (req, res, url, services) => {
  const path = url.pathname;
  const qr = /^\/staff\/tables\/([\w-]{1,64})\/qr\.(svg|png)$/.exec(path);
  const action = /^\/staff\/api\/tables\/([\w-]{1,64})\/(lock|unlock|close|reset-passcode|switch-off|switch-on)$/.exec(path);
  const list = path === '/staff/api/tables';
  if (!qr && !action && !list) return false;
  // Cross-site requests (origins.ts): a page of a foreign origin cannot post the console's actions.
  if (req.method === 'POST' && !requestOriginAllowed(req, services.config)) {
    refuseOrigin(res);
    return true;
  }

  const staff = await staffOfRequest(req, services);
  if (staff && 'retryAfterSeconds' in staff) {
    res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(staff.retryAfterSeconds) });
    res.end(JSON.stringify({ error: tooManyAttemptsMessage(staff.retryAfterSeconds) }));
    return true;
  }
  if (!staff) {
    sendJson(res, 401, { error: 'sign in' });
    return true;
  }
  if (list && req.method === 'GET') {
    sendJson(res, 200, { tables: (await listStaffTables(services, staff.venueCode)) ?? [] });
    return true;
  }
  const code = (qr ?? action)?.[1] ?? '';
  const table = code ? await getStaffTable(services, code, staff.venueId) : null;
  if (!table) {
    sendJson(res, 404, { error: 'not found' });
    return true;
  }
  if (qr && (req.method === 'GET' || req.method === 'HEAD')) {
    const target = tableQrUrl(baseUrl(req, services), code);
    const headers = { 'cache-control': 'private, max-age=300', 'x-content-type-options': 'nosniff', 'content-disposition': `inline; filename="table-${code}.${qr[2]}"` };
    if (qr[2] === 'svg') {
      const svg = await QRCode.toString(target, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      res.writeHead(200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : svg);
    } else {
      const png = await QRCode.toBuffer(target, { type: 'png', margin: 2, width: 512, errorCorrectionLevel: 'M' });
      res.writeHead(200, { ...headers, 'content-type': 'image/png' });
      res.end(req.method === 'HEAD' ? undefined : png);
    }
    return true;
  }
  if (action && req.method === 'POST') {
    const fields = parseFields((await readBody(req, 10_000)) ?? Buffer.alloc(0), req.headers['content-type']);
    const result = await ACTIONS[action[2]](services, code, fields);
    // The audit line (issue 23 item 2): 'table.lock', 'table.close', 'table.reset-passcode', … with the table's code.
    if (result.ok) await recordStaffAction(services.db, services.clock, staff, { action: `table.${action[2]}`, details: { table: code } });
    if (result.ok) sendJson(res, 200, { table: result.value });
    else sendJson(res, 409, { error: { code: result.code, message: serverMessageOf(result.code), ...failureFields(result) } });
    return true;
  }
  sendJson(res, 405, { error: 'method not allowed' });
  return true;
};
