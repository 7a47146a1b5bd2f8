/**
 * Sold out now and pause/busy for the staff app (issue 23 items 3 and 4): JSON endpoints behind the staff
 * session, used by the islands of `/staff/menu` and `/staff/service`.
 *
 * - GET  /staff/api/menu     → { items: StockBoardItem[] } — the venue's products, variants, modifier
 *   options and ingredients with their stock state and mark (due "back at" items are returned first).
 * - POST /staff/api/stock    { kind, id, action: 'soldOut' | 'count' | 'back', count?, backAt? } — role staff.
 *   `backAt`: seconds since the epoch, or 'nextOpening'.
 * - GET  /staff/api/service  → { pauses: {pickup, takeaway, delivery, table}: seconds (0 none,
 *   253402300799 until resumed), busyMinutes, now, timezone, offered: fulfilment types the venue offers }.
 * - POST /staff/api/service  { pause?: {type, minutes | until | null (until resumed)}, resume?: type,
 *   busyMinutes?: 0 | 5…120 step 5 } — role manager.
 *
 * Bad input answers 400 { error: code, message } (the message in the request's language: locale cookie,
 * then Accept-Language) and changes nothing; an unknown id is 400 too. Every change is one transaction
 * with its audit line (accounts' `recordStaffAction`: 'stock.soldOut', 'stock.count', 'stock.back',
 * 'service.pause', 'service.resume', 'service.busy') and is published to open phones after the commit
 * (`menuChanged`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { BUSY_MINUTES, PAUSE_MINUTES, PAUSE_TYPE_NAMES, PAUSE_TYPES, UNTIL_RESUMED, type PauseType } from '../../../domain/availability';
import { LOCALE_COOKIE, pickLocale } from '../../../i18n';
import { i18nFor } from '../../../i18n/messages';
import { nowSeconds } from '../../platform/clock';
import type { Route } from '../../platform/http';
import { readBody, sendJson } from '../../platform/http';
import { refuseOrigin, requestOriginAllowed } from '../../platform/origins';
import type { Services } from '../../services';
import { readCookie, recordStaffAction, staffFromHeaders, staffMay, type StaffPrincipal } from '../accounts';
import { applyStockChange, findVenue, getVenueService, listStockBoard, publishMenuChanged, returnDueStock, setVenueService, STOCK_KINDS, type StockChange } from '../catalog';

/** Staff page paths rendered by Astro (the routes above them must let them through). */
export const STAFF_AVAILABILITY_PAGES: ReadonlySet<string> = new Set(['/staff/menu', '/staff/service']);

const backAtSchema = z.union([z.number().int().positive().max(UNTIL_RESUMED - 1), z.literal('nextOpening'), z.null()]).optional();
const stockSchema = z.discriminatedUnion('action', [
  z.object({ kind: z.enum(STOCK_KINDS as [string, ...string[]]), id: z.number().int().positive().max(2_147_483_647), action: z.literal('soldOut'), backAt: backAtSchema }).strict(),
  z.object({ kind: z.enum(STOCK_KINDS as [string, ...string[]]), id: z.number().int().positive().max(2_147_483_647), action: z.literal('count'), count: z.number().int().min(0).max(100_000), backAt: backAtSchema }).strict(),
  z.object({ kind: z.enum(STOCK_KINDS as [string, ...string[]]), id: z.number().int().positive().max(2_147_483_647), action: z.literal('back') }).strict(),
]);

const pauseTypeSchema = z.enum(PAUSE_TYPE_NAMES as [PauseType, ...PauseType[]]);
const serviceSchema = z
  .object({
    pause: z
      .object({
        type: pauseTypeSchema,
        /** Minutes from now (5–720), or `until` (seconds since the epoch), or neither: until resumed. */
        minutes: z.number().int().min(PAUSE_MINUTES.min).max(PAUSE_MINUTES.max).optional(),
        until: z.number().int().positive().optional(),
      })
      .strict()
      .optional(),
    resume: pauseTypeSchema.optional(),
    busyMinutes: z
      .number()
      .int()
      .min(0)
      .max(BUSY_MINUTES.max)
      .refine((n) => n === 0 || (n >= BUSY_MINUTES.min && n % BUSY_MINUTES.step === 0))
      .optional(),
  })
  .strict()
  .refine((v) => v.pause !== undefined || v.resume !== undefined || v.busyMinutes !== undefined);

/** Which message key explains a zod failure of the stock or service body. */
function badInputKey(issues: z.ZodIssue[]): string {
  const path = issues[0]?.path ?? [];
  const field = String(path[path.length - 1] ?? '');
  if (field === 'count') return 'availability.errors.count';
  if (field === 'backAt') return 'availability.errors.backAt';
  if (field === 'minutes') return 'availability.errors.pauseMinutes';
  if (field === 'busyMinutes') return 'availability.errors.busyMinutes';
  if (field === 'id') return 'availability.errors.unknownItem';
  return 'availability.errors.badInput';
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, error: string, key: string, params: Record<string, string | number> = {}): void {
  const locale = pickLocale(readCookie(req.headers.cookie, LOCALE_COOKIE), req.headers['accept-language']);
  sendJson(res, status, { error, message: i18nFor(locale).t(key, params) });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req, 8_192);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

async function postStock(req: IncomingMessage, res: ServerResponse, services: Services, staff: StaffPrincipal): Promise<void> {
  const parsed = stockSchema.safeParse(await readJson(req));
  if (!parsed.success) return refuse(req, res, 400, 'BAD_INPUT', badInputKey(parsed.error.issues));
  const change = parsed.data as StockChange;
  const venue = await findVenue(services.db, staff.venueId);
  if (!venue) return refuse(req, res, 400, 'NOT_FOUND', 'availability.errors.unknownItem');
  const now = nowSeconds(services.clock);
  const outcome = await services.db.transaction(async (tx) => {
    const r = await applyStockChange(tx, venue, change, now);
    if (!r.ok) return r;
    const action = change.action === 'soldOut' ? 'stock.soldOut' : change.action === 'count' ? 'stock.count' : 'stock.back';
    await recordStaffAction(tx, services.clock, staff, {
      action,
      details: { kind: change.kind, id: change.id, name: r.value.name, ...(change.action === 'count' ? { count: change.count } : {}), ...(r.value.backAt ? { backAt: r.value.backAt } : {}) },
    });
    return r;
  });
  if (!outcome.ok) {
    if (outcome.code === 'NOT_FOUND') return refuse(req, res, 400, 'NOT_FOUND', 'availability.errors.unknownItem', { kind: change.kind, id: change.id });
    return refuse(req, res, 400, 'BAD_INPUT', 'availability.errors.backAt');
  }
  await publishMenuChanged(services, staff.venueId, [outcome.value.state]);
  sendJson(res, 200, { ok: true, name: outcome.value.name, backAt: outcome.value.backAt });
}

async function serviceJson(services: Services, venueId: number) {
  const [state, venue] = await Promise.all([getVenueService(services.db, venueId), findVenue(services.db, venueId)]);
  const offered = PAUSE_TYPE_NAMES.filter((name) => venue?.order_categories.some((c) => (PAUSE_TYPES[name] as readonly number[]).includes(c.type)));
  return { pauses: state.pauses, busyMinutes: state.busyMinutes, now: nowSeconds(services.clock), timezone: venue?.config.timezone ?? 'UTC', offered, untilResumed: UNTIL_RESUMED };
}

async function postService(req: IncomingMessage, res: ServerResponse, services: Services, staff: StaffPrincipal): Promise<void> {
  if (!staffMay(staff, 'manager')) return refuse(req, res, 403, 'FORBIDDEN', 'availability.errors.managerOnly');
  const parsed = serviceSchema.safeParse(await readJson(req));
  if (!parsed.success) return refuse(req, res, 400, 'BAD_INPUT', badInputKey(parsed.error.issues));
  const input = parsed.data;
  const now = nowSeconds(services.clock);
  let pauseUntil = 0;
  if (input.pause) {
    if (input.pause.minutes !== undefined && input.pause.until !== undefined) return refuse(req, res, 400, 'BAD_INPUT', 'availability.errors.badInput');
    if (input.pause.until !== undefined) {
      if (input.pause.until <= now) return refuse(req, res, 400, 'BAD_INPUT', 'availability.errors.pauseInPast');
      if (input.pause.until > now + PAUSE_MINUTES.max * 60) return refuse(req, res, 400, 'BAD_INPUT', 'availability.errors.pauseMinutes');
      pauseUntil = input.pause.until;
    } else pauseUntil = input.pause.minutes !== undefined ? now + input.pause.minutes * 60 : UNTIL_RESUMED;
  }
  await services.db.transaction(async (tx) => {
    const state = await getVenueService(tx, staff.venueId);
    if (input.pause) {
      state.pauses[input.pause.type] = pauseUntil;
      await recordStaffAction(tx, services.clock, staff, { action: 'service.pause', details: { type: input.pause.type, until: pauseUntil === UNTIL_RESUMED ? null : pauseUntil } });
    }
    if (input.resume) {
      state.pauses[input.resume] = 0;
      await recordStaffAction(tx, services.clock, staff, { action: 'service.resume', details: { type: input.resume } });
    }
    if (input.busyMinutes !== undefined) {
      state.busyMinutes = input.busyMinutes;
      await recordStaffAction(tx, services.clock, staff, { action: 'service.busy', details: { minutes: input.busyMinutes } });
    }
    await setVenueService(tx, staff.venueId, state);
  });
  await publishMenuChanged(services, staff.venueId);
  sendJson(res, 200, await serviceJson(services, staff.venueId));
}

/**
 * The routes of this file (see the module note). Answers false for every other path, and for the
 * staff pages themselves (rendered by Astro).
 */
export const staffAvailabilityRoute: Route = async (req, res, url, services) => {
  const path = url.pathname;
  const api = path === '/staff/api/menu' || path === '/staff/api/stock' || path === '/staff/api/service';
  if (!api) return false;
  if (req.method === 'POST' && !requestOriginAllowed(req, services.config)) {
    refuseOrigin(res);
    return true;
  }
  const staff = await staffFromHeaders(services, req.headers.cookie);
  if (!staff) {
    refuse(req, res, 401, 'SIGN_IN', 'availability.errors.signIn');
    return true;
  }
  if (path === '/staff/api/menu' && req.method === 'GET') {
    const back = await returnDueStock(services.db, nowSeconds(services.clock));
    for (const id of back) await publishMenuChanged(services, id);
    sendJson(res, 200, { items: await listStockBoard(services.db, staff.venueId) });
  } else if (path === '/staff/api/stock' && req.method === 'POST') await postStock(req, res, services, staff);
  else if (path === '/staff/api/service' && req.method === 'GET') sendJson(res, 200, await serviceJson(services, staff.venueId));
  else if (path === '/staff/api/service' && req.method === 'POST') await postService(req, res, services, staff);
  else sendJson(res, 405, { error: 'method not allowed' });
  return true;
};
