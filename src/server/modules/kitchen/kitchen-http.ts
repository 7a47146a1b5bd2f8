/**
 * The kitchen's HTTP routes (issue 25 items 1, 2). Staff (behind the staff session):
 *
 * | route | answer |
 * |---|---|
 * | GET /staff/api/kitchen | `{ now, stations, ages: {amberMinutes, redMinutes}, tickets }` (KitchenTicketView[]) |
 * | POST /staff/api/kitchen/bump `{id}` | `{ticket}`; 409 `{error: 'TICKET_ALREADY_BUMPED' | 'TICKET_HELD', message}` |
 * | POST /staff/api/kitchen/recall `{id}` | `{ticket}`; 409 TICKET_NOT_BUMPED |
 * | POST /staff/api/kitchen/fire `{tradeid, course}` | `{course, tickets}`; 409 COURSE_ALREADY_FIRED / COURSE_NOT_HELD |
 * | GET /staff/kitchen/events | server-sent events of the venue's `kitchenChanged` topic |
 * | GET /staff/api/kitchen/printers | managers, owners: `{printers, stations: [{code, name}], cloudprntBase}` (the URL a CloudPRNT printer's path goes after); 403 FORBIDDEN for staff |
 * | POST /staff/api/kitchen/printers `{code, kind, address?, stations, create?}` | managers, owners: `{printer}` (PrinterView); 400 BAD_PRINTER {reason} / UNKNOWN_STATION {station}, 409 PRINTER_EXISTS (with `create`); 403 for staff; audit 'printer.save' |
 * | POST /staff/api/kitchen/printers/remove `{code}` | managers, owners: `{code, cancelled}` — the printer's waiting jobs are cancelled (see `removePrinter`); 404 NOT_FOUND; 403 for staff; audit 'printer.remove' |
 * | POST /staff/api/kitchen/reprint `{id}` | `{jobs}`; 404 NOT_FOUND, 409 NO_PRINTER |
 * | GET /staff/kitchen/print/<id>[?reprint=1] | the 80 mm print view (HTML) |
 *
 * Star CloudPRNT printers (no session; the secret token in the URL is the printer's credential):
 *
 * | POST /cloudprnt/<token> `{statusCode, printerMAC, …}` | `{jobReady, mediaTypes?, jobToken?}` |
 * | GET /cloudprnt/<token>?type=&token= | the job's StarPRNT bytes; 404 when none |
 * | DELETE /cloudprnt/<token>?code=&token= | 200; a 2xx code clears the job, another puts it back |
 *
 * Diners at a table (the table session's bearer token, as GraphQL takes it):
 *
 * | GET /table/api/courses?rc= | `{ courses: [{course, name, state}], next }` of the table's open sitting |
 * | POST /table/api/courses/fire `{rc, course}` | `{course, tickets}`; 409 COURSE_ALREADY_FIRED / COURSE_NOT_HELD |
 *
 * Error messages in the request's language (cookie, then Accept-Language).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorCode } from '../../../domain/errors';
import { pickLocale } from '../../../i18n';
import { i18nFor } from '../../../i18n/messages';
import type { Route } from '../../platform/http';
import { baseUrl, readBody, redirect, sendHtml, sendJson, streamEvents } from '../../platform/http';
import { refuseOrigin, requestOriginAllowed } from '../../platform/origins';
import type { Services } from '../../services';
import { recordStaffAction, staffFromHeaders, staffMay, watchStaffSession, type StaffPrincipal, type Viewer } from '../accounts';
import { kitchenFactsOfVenue } from '../catalog';
import { errorJson } from '../orders';
import { authorizeTableSubscription } from '../tables';
import { printViewHtml } from './print-view';
import { cloudPrntConfirm, cloudPrntJob, cloudPrntPoll, listPrinters, printViewOf, removePrinter, reprintTicket, savePrinter } from './printing';
import { bumpTicket, fireCourse, listKitchenTickets, recallTicket, tableCourses } from './tickets';

const STATUS: Partial<Record<ErrorCode, number>> = { NOT_FOUND: 404, TICKET_ALREADY_BUMPED: 409, TICKET_NOT_BUMPED: 409, TICKET_HELD: 409, COURSE_ALREADY_FIRED: 409, COURSE_NOT_HELD: 409, UNKNOWN_STATION: 400, BAD_PRINTER: 400, NO_PRINTER: 409, PRINTER_EXISTS: 409 };

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const raw = await readBody(req, 4096);
    const v: unknown = raw ? JSON.parse(raw.toString('utf8')) : null;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const wholeNumber = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 2 ** 31 ? v : null);

function sendError(req: IncomingMessage, res: ServerResponse, code: ErrorCode, params?: Readonly<Record<string, string | number>>): void {
  sendJson(res, STATUS[code] ?? 400, errorJson(req, code, params));
}

/** 403 for the staff role on the printers' routes (managers and owners only), in the request's language. */
function forbidden(req: IncomingMessage, res: ServerResponse): void {
  const locale = pickLocale(/(?:^|;\s*)platter_lng=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? null, req.headers['accept-language'] ?? null);
  sendJson(res, 403, { error: 'FORBIDDEN', message: String(i18nFor(locale).t('staff.printers.forbidden')) });
}

async function kitchenEvents(req: IncomingMessage, res: ServerResponse, services: Services, staff: StaffPrincipal): Promise<void> {
  // Signing out (here, everywhere, or in another process) or the session's expiry ends the stream.
  const source = services.pubsub.subscribe('kitchenChanged', String(staff.venueId))[Symbol.asyncIterator]();
  await streamEvents(req, res, source, (close) => watchStaffSession(services, staff, close));
}

/** The staff kitchen routes (see the module note); false for other paths. */
export const staffKitchenRoute: Route = async (req, res, url, services) => {
  const path = url.pathname;
  const printView = /^\/staff\/kitchen\/print\/(\d{1,9})$/.exec(path);
  if (path !== '/staff/kitchen/events' && !path.startsWith('/staff/api/kitchen') && !printView) return false;
  if (req.method === 'POST' && !requestOriginAllowed(req, services.config)) {
    refuseOrigin(res);
    return true;
  }
  const staff = await staffFromHeaders(services, req.headers.cookie);
  if (!staff) {
    if (printView) redirect(res, '/staff/login');
    else sendJson(res, 401, { error: 'sign in' });
    return true;
  }
  if (printView && req.method === 'GET') {
    const view = await printViewOf(services, staff.venueId, Number(printView[1]), url.searchParams.get('reprint') === '1');
    if (!view) return sendError(req, res, 'NOT_FOUND'), true;
    const page = printViewHtml(view.printed, view.ticket.id, view.locale);
    sendHtml(res, 200, page.html, { 'content-security-policy': page.csp });
    return true;
  }
  if (path === '/staff/kitchen/events' && req.method === 'GET') {
    await kitchenEvents(req, res, services, staff);
    return true;
  }
  if (path === '/staff/api/kitchen' && req.method === 'GET') {
    const kitchen = await kitchenFactsOfVenue(services.db, staff.venueId);
    const tickets = await listKitchenTickets(services, staff.venueId);
    sendJson(res, 200, {
      now: services.clock.nowMs(),
      stations: kitchen?.facts.stations ?? [],
      ages: { amberMinutes: kitchen?.settings.amberMinutes ?? 8, redMinutes: kitchen?.settings.redMinutes ?? 15 },
      tickets,
      // A CloudPRNT printer's URL holds its secret: only managers and owners see it.
      printers: (await listPrinters(services, staff.venueId)).map((p) => (staffMay(staff, 'manager') ? p : { ...p, cloudprntPath: '' })),
    });
    return true;
  }
  if (path === '/staff/api/kitchen/printers' && req.method === 'GET') {
    if (!staffMay(staff, 'manager')) return forbidden(req, res), true;
    const kitchen = await kitchenFactsOfVenue(services.db, staff.venueId);
    sendJson(res, 200, {
      printers: await listPrinters(services, staff.venueId),
      stations: (kitchen?.facts.stations ?? []).map((s) => ({ code: s.code, name: s.name })),
      cloudprntBase: baseUrl(req, services),
    });
    return true;
  }
  if (req.method !== 'POST') return false;
  const body = await jsonBody(req);
  if (path === '/staff/api/kitchen/bump' || path === '/staff/api/kitchen/recall') {
    const id = wholeNumber(body.id);
    if (id === null) return sendError(req, res, 'BAD_INPUT'), true;
    const r = path.endsWith('bump') ? await bumpTicket(services, staff.venueId, id) : await recallTicket(services, staff.venueId, id);
    if (!r.ok) sendError(req, res, r.code, r.params);
    else sendJson(res, 200, { ticket: r.value });
    return true;
  }
  if (path === '/staff/api/kitchen/printers') {
    if (!staffMay(staff, 'manager')) return forbidden(req, res), true;
    const stations = Array.isArray(body.stations) ? body.stations.filter((x): x is string => typeof x === 'string') : [];
    if (typeof body.code !== 'string' || typeof body.kind !== 'string') return sendError(req, res, 'BAD_PRINTER', { reason: 'code, kind' }), true;
    const input = { code: body.code.trim(), kind: body.kind, address: typeof body.address === 'string' ? body.address : '', stations, create: body.create === true };
    // The change and its audit line in one transaction (issue 23 item 2).
    const r = await services.db.transaction(async (tx) => {
      const saved = await savePrinter({ db: tx, pubsub: services.pubsub }, staff.venueId, input);
      if (saved.ok) {
        const p = saved.value;
        await recordStaffAction(tx, services.clock, staff, { action: 'printer.save', details: { code: p.code, kind: p.kind, address: p.address, stations: p.stations, created: input.create } });
      }
      return saved;
    });
    if (!r.ok) sendError(req, res, r.code, r.params);
    else sendJson(res, 200, { printer: r.value });
    return true;
  }
  if (path === '/staff/api/kitchen/printers/remove') {
    if (!staffMay(staff, 'manager')) return forbidden(req, res), true;
    if (typeof body.code !== 'string' || !body.code) return sendError(req, res, 'BAD_INPUT'), true;
    const code = body.code;
    const r = await services.db.transaction(async (tx) => {
      const removed = await removePrinter({ db: tx, pubsub: services.pubsub }, staff.venueId, code);
      if (removed.ok) await recordStaffAction(tx, services.clock, staff, { action: 'printer.remove', details: { code, cancelled: removed.value.cancelled } });
      return removed;
    });
    if (!r.ok) sendError(req, res, r.code, r.params);
    else sendJson(res, 200, r.value);
    return true;
  }
  if (path === '/staff/api/kitchen/reprint') {
    const id = wholeNumber(body.id);
    if (id === null) return sendError(req, res, 'BAD_INPUT'), true;
    const r = await reprintTicket(services, staff.venueId, id);
    if (!r.ok) sendError(req, res, r.code, r.params);
    else sendJson(res, 200, r.value);
    return true;
  }
  if (path === '/staff/api/kitchen/fire') {
    const course = wholeNumber(body.course);
    if (course === null || typeof body.tradeid !== 'string' || !body.tradeid) return sendError(req, res, 'BAD_INPUT'), true;
    const r = await fireCourse(services, staff.venueId, body.tradeid, course, 'staff');
    if (!r.ok) sendError(req, res, r.code, r.params);
    else sendJson(res, 200, r.value);
    return true;
  }
  return false;
};

/** The diners' course routes at a table; `viewerOf` resolves the bearer token as GraphQL does. */
export function tableCoursesRoute(viewerOf: (services: Services, authorization: string | null) => Promise<Viewer | null>): Route {
  return async (req, res, url, services) => {
    const path = url.pathname;
    if (path !== '/table/api/courses' && path !== '/table/api/courses/fire') return false;
    const viewer = await viewerOf(services, req.headers.authorization ?? null);
    if (path === '/table/api/courses' && req.method === 'GET') {
      const who = await authorizeTableSubscription(services, viewer, url.searchParams.get('rc'));
      if (!who.ok) return sendError(req, res, who.code), true;
      sendJson(res, 200, who.value.sees ? await tableCourses(services, who.value.tradeid) : { courses: [], next: null });
      return true;
    }
    if (path === '/table/api/courses/fire' && req.method === 'POST') {
      if (!requestOriginAllowed(req, services.config)) {
        refuseOrigin(res);
        return true;
      }
      const body = await jsonBody(req);
      const course = wholeNumber(body.course);
      if (course === null) return sendError(req, res, 'BAD_INPUT'), true;
      const who = await authorizeTableSubscription(services, viewer, typeof body.rc === 'string' ? body.rc : null);
      if (!who.ok) return sendError(req, res, who.code), true;
      if (!who.value.sees || !who.value.tradeid) return sendError(req, res, 'WRONG_CREDENTIALS'), true;
      const r = await fireCourse(services, who.value.table.venue_id, who.value.tradeid, course, 'diner');
      if (!r.ok) sendError(req, res, r.code, r.params);
      else sendJson(res, 200, r.value);
      return true;
    }
    return false;
  };
}

/**
 * Star CloudPRNT (issue 25 item 3): the printer whose server URL is `<PUBLIC_URL>/cloudprnt/<token>`
 * polls (POST), fetches its job (GET) and confirms it (DELETE) — see the module note's table.
 */
export const cloudPrntRoute: Route = async (req, res, url, services) => {
  const m = /^\/cloudprnt\/([A-Za-z0-9_-]{8,64})$/.exec(url.pathname);
  if (!m) return false;
  const token = m[1]!;
  const jobToken = url.searchParams.get('token');
  if (req.method === 'POST') {
    const answer = await cloudPrntPoll(services, token, await jsonBody(req));
    if (!answer) sendJson(res, 404, { error: 'unknown printer' });
    else sendJson(res, 200, answer);
    return true;
  }
  if (req.method === 'GET') {
    const job = await cloudPrntJob(services, token, jobToken);
    if (!job) {
      sendJson(res, 404, { error: 'no job' });
      return true;
    }
    res.writeHead(200, { 'content-type': job.mediaType, 'content-length': String(job.bytes.byteLength), 'cache-control': 'no-store' });
    res.end(Buffer.from(job.bytes));
    return true;
  }
  if (req.method === 'DELETE') {
    const cleared = await cloudPrntConfirm(services, token, jobToken, url.searchParams.get('code') ?? '200');
    sendJson(res, cleared ? 200 : 404, { ok: cleared });
    return true;
  }
  return false;
};
