/**
 * The staff side's HTTP routes (beyond the specifications). The screens are the staff app's Astro pages
 * and React islands (src/pages/staff, src/islands/staff; issue 23 item 1); this file answers their data
 * and actions behind the staff session:
 *
 * | route | answer |
 * |---|---|
 * | POST /staff/login | JSON `{venue_code, member?, password}` → `{ok:true}` + cookie, or `{ok:false, error, message}` (401 wrong, 429 too many attempts with Retry-After); the old form fields → 303 to /staff |
 * | POST /staff/logout | revokes the session → 303 /staff/login |
 * | POST /staff/logout-everywhere | revokes every session of the venue → 303 /staff/login |
 * | GET /staff/api/orders | the board's orders with their buttons (the domain's `nextEvents`; per store for a food hall's order) |
 * | POST /staff/api/courier | `{delivery_id, action: 'cancel' | 'rebook'}` (couriers-console.ts) |
 * | GET /staff/api/customers | lookup by mobile number (customers-console.ts) |
 * | GET /staff/events | server-sent events of the `staffVenueChanged` topic |
 *
 * Orders move by GraphQL `orderOperate` (accept 21, refuse 22, ready 23, delivering 31, fulfilled 6,
 * paid in store 2, cancel 5, refund 44 → 24) and are refunded in part by `orderRefund`. Sign-in is
 * throttled per venue and client IP (platform/request-limits.ts): after 5 failures in 15 minutes the
 * answer is 429 'Too many attempts, try again in N minutes' for 15 minutes. Tables: staff-tables-http.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatMoney } from '../../../domain/money';
import { latestEvent, nextEvents, PAYMENT_STATUS, statusLabel } from '../../../domain/order-status';
import { readLineExtra } from '../../../domain/cart-lines';
import { refundedCounts, tipLeftToRefund } from '../../../domain/refunds';
import { canMoveStore, isStoreEvent, STORE_PROGRESS, storeOrderEvents } from '../../../domain/store-orders';
import { transactionId } from '../../../domain/order-number';
import { LINE_TYPE } from '../../../domain/types';
import type { Route } from '../../platform/http';
import { findVenue, orderCategoryNames } from '../catalog';
import type { Services } from '../../services';
import { deliveryAddressOf, staffOrders } from '../orders';
import { staffMay, type StaffPrincipal } from '../accounts';
import { issueStaffToken, readCookie, revokeStaffToken, revokeVenueStaffSessions, STAFF_COOKIE, STAFF_SESSION_TTL, staffFromHeaders, verifyStaffLoginLimited, watchStaffSession } from '../accounts';
import { clientIp, tooManyAttemptsMessage } from '../../platform/request-limits';
import { parseFields, readBody, redirect, sendJson, streamEvents } from '../../platform/http';
import { customersJson } from './customers-console';
import { staffCourierAction, staffCouriers } from './couriers-console';
import { peopleRoutes } from './people-http';
import { STAFF_AVAILABILITY_PAGES } from './availability-http';
import { refuseOrigin, requestIsTls, requestOriginAllowed } from '../../platform/origins';

/** Status label keys (the domain's `statusLabel`) in the console's words. */
const LABEL_TEXT: Record<string, string> = {
  awaitingAcceptance: 'awaiting acceptance',
  unpaid: 'awaiting acceptance',
  paid: 'awaiting acceptance',
  orderConfirmed: 'accepted',
  orderRefused: 'refused',
  awaitingDelivery: 'awaiting delivery',
  ready: 'ready',
  delivering: 'delivering',
  canceling: 'canceling',
  refunding: 'refunding',
  fulfilled: 'fulfilled',
  partialRefund: 'partly refunded',
  refunded: 'refunded',
  canceled: 'canceled',
  unknown: '',
};

/** Button labels of the console, by the status event they append. */
export const STAFF_ACTIONS: Record<number, { label: string; tone: 'go' | 'warn' | 'plain' }> = {
  21: { label: 'Accept', tone: 'go' },
  22: { label: 'Refuse', tone: 'warn' },
  23: { label: 'Ready', tone: 'go' },
  31: { label: 'Delivering', tone: 'go' },
  6: { label: 'Fulfilled', tone: 'go' },
  2: { label: 'Paid in store', tone: 'plain' },
  5: { label: 'Cancel', tone: 'warn' },
  44: { label: 'Refund', tone: 'warn' },
  24: { label: 'Confirm refund', tone: 'warn' },
};

/** The console's session cookie; `Secure` when the request came over TLS (directly or by a trusted proxy, origins.ts). */
const cookie = (value: string, maxAge: number, secure: boolean) =>
  `${STAFF_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;

function column(latest: number, status: number): 'new' | 'progress' | 'ready' | 'done' {
  if ([5, 6, 24, 3, 41, 45, 22].includes(latest) || status === 5 || status === 3) return 'done';
  if ([23, 31].includes(latest)) return 'ready';
  if ([21, 43, 44].includes(latest)) return 'progress';
  return 'new';
}

/** The console's JSON list: the venue's latest orders with their buttons (the domain's `nextEvents`, per store for multi-store orders). */
async function ordersJson(services: Services, staff: StaffPrincipal) {
  const venue = await findVenue(services.db, staff.venueId);
  const unit = String(venue?.config.monetaryunit ?? '$');
  const tz = String(venue?.config.timezone ?? 'Australia/Sydney');
  const time = (t: number) => new Date(t * 1000).toLocaleString('en-AU', { timeZone: tz, hour: '2-digit', minute: '2-digit', day: '2-digit', month: 'short' });
  const storeName = (id: number) => venue?.stores.find((x) => x.id === id)?.name ?? `Store ${id}`;
  const views = await staffOrders(services, staff);
  const [couriers, categoryNames] = await Promise.all([staffCouriers(services, staff.venueId), orderCategoryNames(services.db, staff.venueId)]);
  return views.map((o) => {
    const events = o.statustime;
    const latest = latestEvent(events)?.status ?? 0;
    const multi = o.store_orders.length > 1;
    let next: number[] = nextEvents(events, o.category_type, o.status);
    next = next.filter((e) => e in STAFF_ACTIONS && e !== 43 && !(e === 2 && o.status === 12) && !(multi && isStoreEvent(e)));
    if (latest === 44) next = [24];
    const customer = o.customer ? [o.customer.firstname, o.customer.lastname, o.customer.phone].filter(Boolean).join(' ') : '';
    const lines = o.carts ?? [];
    const itemText = (l: (typeof lines)[number]) => `${l.type === LINE_TYPE.modifier ? '  + ' : ''}${l.name} × ${l.count}${readLineExtra(l).notes ? ` (${readLineExtra(l).notes})` : ''}`;
    // The same items as data for the staff app to word in the page's language.
    const itemLine = (l: (typeof lines)[number]) => ({ name: l.name, count: l.count, modifier: l.type === LINE_TYPE.modifier, notes: readLineExtra(l).notes ?? '' });
    const refunded = refundedCounts(lines, o.refund_orders);
    const paidOrRefunding = o.status === PAYMENT_STATUS.paid || o.status === PAYMENT_STATUS.refunding;
    const refundable = paidOrRefunding && events.some((e) => e.status === 2) ? Math.max(0, o.feepay - o.feerefund) : 0;
    return {
      tradeid: o.tradeid,
      number: o.order_number,
      status: o.status,
      payment: { 1: 'unpaid', 2: 'paid', 3: 'refunded', 5: 'canceled', 11: latest === 24 ? 'partly refunded' : 'refunding', 12: 'paying' }[o.status] ?? 'unknown',
      label: LABEL_TEXT[statusLabel({ events, source: o.source, paymentStatus: o.status, categoryType: o.category_type }).key] ?? '',
      labelKey: statusLabel({ events, source: o.source, paymentStatus: o.status, categoryType: o.category_type }).key,
      category: o.category_name,
      // The category's translations (brand file `order_categories[].name_i18n`) for the staff app to word it (issue 23).
      categoryI18n: categoryNames.get(o.category_type)?.nameI18n ?? {},
      categoryType: o.category_type,
      createdAt: o.created_at,
      validtime: o.validtime || 0,
      totalCents: o.feetopay,
      paidCents: o.feepay,
      time: time(o.created_at),
      scheduled: o.validtime ? time(o.validtime) : '',
      total: formatMoney(o.feetopay, unit),
      paid: formatMoney(o.feepay, unit),
      refundable,
      // The tip, its own line (issue 24 item 3), and what of it is left to refund (a tip goes back whole, once).
      tipCents: o.feetips ?? 0,
      tipRefundable: refundable > 0 ? Math.min(refundable, tipLeftToRefund(o.feetips ?? 0, o.refund_orders)) : 0,
      customer,
      notes: o.notes,
      // The full delivery address (issue 23 item 8): street, unit, suburb, postcode, phone, instructions; null when none.
      address: o.category_type === 4 ? deliveryAddressOf(o.shipping) : null,
      // The diner cancelled it inside the cancel window (issue 23 item 6): its cancel or refund event says `"by":"diner"`.
      cancelledByDiner: events.some((e) => typeof e.extra === 'string' && e.extra.includes('"by":"diner"')),
      // The diner's refund request and its reason (issue 26 item 12): the last 44 event marked {"request":"diner"}.
      refundRequest: refundRequestOf(events),
      // A phone order paid by link (issue 23 item 7): who took it.
      phoneOrder: o.extra.includes('"phoneOrder"'),
      items: lines.map(itemText),
      itemLines: lines.map(itemLine),
      storeIds: [...new Set(lines.map((l) => l.store_id))],
      // Multi-store: each store's part with its own status and progress buttons (§4.6).
      stores: multi
        ? o.store_orders.map((so) => {
            const storeEvents = so.statustime.filter((e) => isStoreEvent(e.status));
            const merged = storeOrderEvents(events, storeEvents);
            const storeLatest = latestEvent(merged)?.status ?? 0;
            return {
              id: so.store_id,
              name: storeName(so.store_id),
              label: LABEL_TEXT[statusLabel({ events: merged, source: o.source, paymentStatus: o.status, categoryType: o.category_type }).key] ?? '',
              labelKey: statusLabel({ events: merged, source: o.source, paymentStatus: o.status, categoryType: o.category_type }).key,
              items: lines.filter((l) => l.store_id === so.store_id).map(itemText),
              itemLines: lines.filter((l) => l.store_id === so.store_id).map(itemLine),
              column: column(storeLatest, o.status),
              actions: STORE_PROGRESS.filter((e) => canMoveStore(events, storeEvents, e, o.category_type)).map((status) => ({ status, ...STAFF_ACTIONS[status] })),
            };
          })
        : [],
      // Items a partial refund may choose (head lines), with what is left of each.
      lines: lines.flatMap((l, position) =>
        l.type === LINE_TYPE.modifier || l.type === LINE_TYPE.comboGroup || (l.gid !== 0 && lines.some((h) => h !== l && h.gid === l.gid && (h.type === LINE_TYPE.setMenu || h.type === LINE_TYPE.combo)))
          ? []
          : [{ position, name: `${l.name}${multi ? ` · ${storeName(l.store_id)}` : ''}`, count: l.count, left: Math.max(0, l.count - refunded[position]), price: formatMoney(l.price, unit), priceCents: l.price }],
      ),
      refunds: o.refund_orders.map((r) => ({ id: transactionId(r.tradeid), amount: formatMoney(r.amount, unit), amountCents: r.amount })),
      column: column(latest, o.status),
      actions: next.map((status) => ({ status, ...STAFF_ACTIONS[status] })),
      courier: couriers.get(o.tradeid) ?? null,
    };
  });
}

/** The reason of the diner's latest refund request (event 44 with extra {"reason", "request":"diner"}), or null when none was given. */
function refundRequestOf(events: readonly { status: number; extra?: string | null }[]): { reason: string } | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.status !== 44 || !e.extra) continue;
    try {
      const x = JSON.parse(e.extra) as { reason?: unknown; request?: unknown };
      if (x.request === 'diner' && typeof x.reason === 'string' && x.reason) return { reason: x.reason };
    } catch {
      // Not JSON: no reason.
    }
  }
  return null;
}

async function events(req: IncomingMessage, res: ServerResponse, services: Services, staff: StaffPrincipal) {
  // Signing out (here, everywhere, or in another process) or the session's expiry ends the stream.
  const source = services.pubsub.subscribe('staffVenueChanged', String(staff.venueId))[Symbol.asyncIterator]();
  await streamEvents(req, res, source, (close) => watchStaffSession(services, staff, close));
}

/** The JSON answer of POST /staff/login (with extra headers such as Set-Cookie or Retry-After). */
function sendLogin(res: ServerResponse, status: number, body: StaffLoginAnswer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * What POST /staff/login answers as JSON: `{ ok: true }` with the session cookie, or `{ ok: false,
 * error, message }` — `error` 'wrong_credentials' (401) or 'too_many_attempts' (429, with
 * `retryAfterSeconds` and a Retry-After header); `message` is English, the staff app words `error`
 * in the page's language.
 */
export type StaffLoginAnswer = { ok: true } | { ok: false; error: 'wrong_credentials' | 'too_many_attempts' | 'invalid'; message: string; retryAfterSeconds?: number };

const LOGIN_PATHS = new Set(['/staff/login', '/staff/logout', '/staff/logout-everywhere', '/staff/events']);

/**
 * The staff side's JSON and form routes (see the module note); the pages themselves (`/staff`,
 * `/staff/login`, `/staff/tables`, …) are Astro pages (src/pages/staff), so GET requests other than
 * the API and the event stream fall through. 401 `{error: 'sign in'}` for the API without a sign-in.
 */
export const staffRoute: Route = async (req, res, url, services) => {
  const path = url.pathname;
  if (!path.startsWith('/staff/api/') && !LOGIN_PATHS.has(path)) return false;
  if (req.method === 'GET' && (path === '/staff/login' || path === '/staff/logout' || path === '/staff/logout-everywhere')) return false;
  // Cross-site requests (origins.ts): sign-in, sign-out and actions only from the site's own pages.
  if (req.method === 'POST' && !requestOriginAllowed(req, services.config)) {
    refuseOrigin(res);
    return true;
  }
  const secure = requestIsTls(req, services.config.TRUST_PROXY);
  if (path === '/staff/login' && req.method === 'POST') {
    // JSON `{venue_code, member?, password}` from the sign-in island, or the old form fields.
    const json = (req.headers['content-type'] ?? '').includes('application/json');
    const f = parseFields((await readBody(req, 10_000)) ?? Buffer.alloc(0), req.headers['content-type']);
    // Counted per venue and client IP (request-limits.ts): 5 failures in 15 minutes lock the pair out.
    // With `member` (a login name) the staff member's PIN or password (issue 23 item 2), also counted per member.
    const checked = await verifyStaffLoginLimited(services, String(f.venue_code ?? ''), String(f.password ?? ''), clientIp(req, services.config.TRUST_PROXY), f.member ? String(f.member) : null);
    if (!checked.ok) {
      const retry = checked.retryAfterSeconds;
      sendLogin(res, 429, { ok: false, error: 'too_many_attempts', message: tooManyAttemptsMessage(retry), retryAfterSeconds: retry }, { 'retry-after': String(retry) });
      return true;
    }
    const staff = checked.staff;
    if (!staff) {
      sendLogin(res, 401, { ok: false, error: 'wrong_credentials', message: 'Wrong venue code or password.' });
      return true;
    }
    const setCookie = cookie(await issueStaffToken(services, staff), STAFF_SESSION_TTL, secure);
    if (json) sendLogin(res, 200, { ok: true }, { 'set-cookie': setCookie });
    else redirect(res, '/staff', { 'set-cookie': setCookie });
    return true;
  }
  // Signing out revokes the session (issue 16 item 4): its cookie is refused from now on and its open
  // streams end in every process.
  if (path === '/staff/logout' && req.method === 'POST') {
    await revokeStaffToken(services, readCookie(req.headers.cookie, STAFF_COOKIE));
    redirect(res, '/staff/login', { 'set-cookie': cookie('', 0, secure) });
    return true;
  }
  if (path === '/staff/logout-everywhere' && req.method === 'POST') {
    const signedIn = await staffFromHeaders(services, req.headers.cookie);
    if (!signedIn) {
      sendJson(res, 401, { error: 'sign in' });
      return true;
    }
    await revokeVenueStaffSessions(services, signedIn.venueId);
    redirect(res, '/staff/login', { 'set-cookie': cookie('', 0, secure) });
    return true;
  }
  // The staff app's Astro pages (sold out, service) check the session themselves.
  if (req.method === 'GET' && STAFF_AVAILABILITY_PAGES.has(path)) return false;
  const staff = await staffFromHeaders(services, req.headers.cookie);
  if (!staff) {
    sendJson(res, 401, { error: 'sign in' });
    return true;
  }
  if (path === '/staff/api/orders' && req.method === 'GET') {
    sendJson(res, 200, { orders: await ordersJson(services, staff) });
    return true;
  }
  // People and the audit log (issue 23 item 2), people-http.ts.
  if (await peopleRoutes(req, res, url, services, staff)) return true;
  if (path === '/staff/api/courier' && req.method === 'POST') {
    const raw = await readBody(req, 4096);
    const r = await staffCourierAction(services, staff, raw ? raw.toString('utf8') : '');
    sendJson(res, r.status, { message: r.message });
    return true;
  }
  if (path === '/staff/events' && req.method === 'GET') {
    await events(req, res, services, staff);
    return true;
  }
  // Customer lookup by phone (issue 12), customers-console.ts.
  if (path === '/staff/api/customers' && req.method === 'GET') {
    if (!staffMay(staff, 'manager')) {
      sendJson(res, 403, { error: 'FORBIDDEN', message: 'Only an owner or a manager may look up customers.' });
      return true;
    }
    const r = await customersJson(services, staff, url);
    sendJson(res, r.status, r.body);
    return true;
  }
  return false;
};
