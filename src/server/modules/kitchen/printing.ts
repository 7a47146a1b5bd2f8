/**
 * Printed kitchen tickets (issue 25 item 3): the venue's printers, assigned to stations, and the durable
 * queue `print_jobs`. A fired ticket becomes one job per printer of its station (copy 0, unique: a ticket
 * prints once per station per round); a staff reprint adds copy 1, 2, … marked 'REPRINT'.
 *
 * Adapters (the port is `PrinterKind`):
 * - 'escpos-tcp': pushed by `drainPrintJobs` over TCP (node:net, usually port 9100) as ESC/POS bytes.
 * - 'cloudprnt': a Star printer polls `/cloudprnt/<token>` (see `cloudPrntRoute`) and gets StarPRNT bytes.
 * - 'view': the embedded default — the browser's 80 mm print view `/staff/kitchen/print/<ticket>`; no queue.
 *
 * A job is claimed by a conditional UPDATE (queued → printing) so two workers or two processes send it
 * once; a printer that refuses, times out or reports an error puts its job back (`attempts` + 1,
 * `next_try_at` = now + PRINT_RETRY_MS) and the printer's state (offline since …) goes to the screens.
 * Instants in milliseconds since the epoch.
 */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { and, asc, eq, inArray, lt, lte, max, sql } from 'drizzle-orm';
import { err, ok, type Result } from '../../../domain/result';
import type { Db } from '../../platform/db/client';
import type { Locale } from '../../../i18n';
import type { Services } from '../../services';
import { kitchenFactsOfVenue } from '../catalog';
import { kitchenPrinters, kitchenTickets, printJobs } from './schema';
import { printedTicket, ticketBytes, type PrinterLanguage } from './ticket-print';
import { ticketView, type KitchenTicketView } from './ticket-view';

type Deps = Pick<Services, 'db' | 'pubsub' | 'logger' | 'clock' | 'config'>;
type PrinterRow = typeof kitchenPrinters.$inferSelect;

/** The printer port's adapters. */
export const PRINTER_KINDS = ['escpos-tcp', 'cloudprnt', 'view'] as const;
export type PrinterKind = (typeof PRINTER_KINDS)[number];

/** The StarPRNT media type CloudPRNT printers are offered. */
export const STARPRNT_MEDIA = 'application/vnd.star.starprnt';

/**
 * A printer as the kitchen display shows it: `state` 'online', 'offline' (since `offlineSince`, with the
 * last error), 'unknown' (not tried yet) or 'view' (the print view); `waiting` jobs not yet printed.
 * `cloudprntPath` is the server URL path to enter in a CloudPRNT printer ('' for other kinds).
 */
export interface PrinterView {
  code: string;
  kind: PrinterKind;
  address: string;
  stations: string[];
  state: 'online' | 'offline' | 'unknown' | 'view';
  offlineSince: number | null;
  lastError: string;
  waiting: number;
  cloudprntPath: string;
}

const toPrinterView = (p: PrinterRow, waiting: number): PrinterView => ({
  code: p.code,
  kind: p.kind as PrinterKind,
  address: p.address,
  stations: p.stations,
  state: p.kind === 'view' ? 'view' : p.online === null ? 'unknown' : p.online ? 'online' : 'offline',
  offlineSince: p.offlineSince,
  lastError: p.lastError,
  waiting,
  cloudprntPath: p.kind === 'cloudprnt' ? `/cloudprnt/${p.token}` : '',
});

/** `host:port` (port default 9100; IPv6 in brackets) → its parts, or null when it is not one. */
export function parsePrinterAddress(address: string): { host: string; port: number } | null {
  try {
    const u = new URL(`tcp://${address.trim()}`);
    if (!u.hostname || u.pathname || u.username || u.search) return null;
    return { host: u.hostname.replace(/^\[|\]$/g, ''), port: u.port ? Number(u.port) : 9100 };
  } catch {
    return null;
  }
}

/** The printers of venue `venueId` with their waiting jobs, by code. */
export async function listPrinters(deps: Pick<Services, 'db'>, venueId: number): Promise<PrinterView[]> {
  const printers = await deps.db.select().from(kitchenPrinters).where(eq(kitchenPrinters.venueId, venueId)).orderBy(asc(kitchenPrinters.code));
  const waiting = await deps.db
    .select({ printerId: printJobs.printerId, n: sql<number>`count(*)::int` })
    .from(printJobs)
    .where(and(eq(printJobs.venueId, venueId), inArray(printJobs.status, ['queued', 'printing'])))
    .groupBy(printJobs.printerId);
  const count = new Map(waiting.map((w) => [w.printerId, Number(w.n)]));
  return printers.map((p) => toPrinterView(p, count.get(p.id) ?? 0));
}

/** What staff send to set a printer (see `savePrinter`). */
export interface PrinterInput {
  code: string;
  kind: string;
  address?: string;
  stations: string[];
  /** True from the staff form's 'Add': a printer with this code already there is refused (PRINTER_EXISTS), not changed. */
  create?: boolean;
}

/**
 * Adds or changes printer `input.code` of venue `venueId`. Errors: BAD_PRINTER ({reason}: 'code' — 1–40
 * letters, digits, '-' or '_'; 'kind' — one of PRINTER_KINDS; 'host:port' for 'escpos-tcp'; 'stations' —
 * at least one), UNKNOWN_STATION ({station}: not one of the venue's), PRINTER_EXISTS ({code}: `create`
 * and the code is taken). A CloudPRNT printer gets a secret token (kept on change): its server URL is
 * `<PUBLIC_URL>/cloudprnt/<token>`.
 */
export async function savePrinter(deps: Pick<Services, 'db' | 'pubsub'>, venueId: number, input: PrinterInput): Promise<Result<PrinterView>> {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(input.code)) return err('BAD_PRINTER', { reason: 'code' });
  if (!(PRINTER_KINDS as readonly string[]).includes(input.kind)) return err('BAD_PRINTER', { reason: 'kind' });
  const kind = input.kind as PrinterKind;
  const address = (input.address ?? '').trim();
  if (kind === 'escpos-tcp' && !parsePrinterAddress(address)) return err('BAD_PRINTER', { reason: 'host:port' });
  if (!input.stations.length) return err('BAD_PRINTER', { reason: 'stations' });
  const kitchen = await kitchenFactsOfVenue(deps.db, venueId);
  const known = new Set((kitchen?.facts.stations ?? []).map((s) => s.code));
  const unknown = input.stations.find((s) => !known.has(s));
  if (unknown !== undefined) return err('UNKNOWN_STATION', { station: unknown });
  if (input.create) {
    const [taken] = await deps.db.select({ id: kitchenPrinters.id }).from(kitchenPrinters).where(and(eq(kitchenPrinters.venueId, venueId), eq(kitchenPrinters.code, input.code)));
    if (taken) return err('PRINTER_EXISTS', { code: input.code });
  }
  const values = { venueId, code: input.code, kind, address: kind === 'escpos-tcp' ? address : '', stations: [...new Set(input.stations)], token: kind === 'cloudprnt' ? randomBytes(18).toString('base64url') : '' };
  const [row] = await deps.db
    .insert(kitchenPrinters)
    .values(values)
    .onConflictDoUpdate({
      target: [kitchenPrinters.venueId, kitchenPrinters.code],
      set: {
        kind: values.kind,
        address: values.address,
        stations: values.stations,
        // Keep a CloudPRNT printer's token when it stays one; reset the state when the address changes.
        token: sql`case when ${kitchenPrinters.kind} = 'cloudprnt' and ${kitchenPrinters.token} <> '' and ${values.kind} = 'cloudprnt' then ${kitchenPrinters.token} else ${values.token} end`,
        online: sql`case when ${kitchenPrinters.address} = ${values.address} and ${kitchenPrinters.kind} = ${values.kind} then ${kitchenPrinters.online} else null end`,
        offlineSince: sql`case when ${kitchenPrinters.address} = ${values.address} and ${kitchenPrinters.kind} = ${values.kind} then ${kitchenPrinters.offlineSince} else null end`,
      },
    })
    .returning();
  deps.pubsub.publish('kitchenChanged', String(venueId), { reason: 'printer', tradeid: '' });
  return ok(toPrinterView(row!, 0));
}

/**
 * Removes printer `code` of venue `venueId` (issue 25 item 3, the staff app's Printers section). Its
 * jobs not yet printed are **cancelled** — deleted with it (print_jobs cascade), so nothing waits for a
 * printer that is gone; their tickets stay on the kitchen display and in the print view, and a reprint
 * goes to the station's other printers. `cancelled` counts the jobs that were queued or printing.
 * Errors: NOT_FOUND (no such printer at the venue). Run it in the audit line's transaction (`deps.db`).
 */
export async function removePrinter(deps: Pick<Services, 'db' | 'pubsub'>, venueId: number, code: string): Promise<Result<{ code: string; cancelled: number }>> {
  const [printer] = await deps.db.select({ id: kitchenPrinters.id }).from(kitchenPrinters).where(and(eq(kitchenPrinters.venueId, venueId), eq(kitchenPrinters.code, code)));
  if (!printer) return err('NOT_FOUND');
  const [waiting] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(printJobs)
    .where(and(eq(printJobs.printerId, printer.id), inArray(printJobs.status, ['queued', 'printing'])));
  await deps.db.delete(printJobs).where(eq(printJobs.printerId, printer.id));
  await deps.db.delete(kitchenPrinters).where(eq(kitchenPrinters.id, printer.id));
  deps.pubsub.publish('kitchenChanged', String(venueId), { reason: 'printer', tradeid: '' });
  return ok({ code, cancelled: Number(waiting?.n ?? 0) });
}

/**
 * Queues the first print of tickets `tickets` (fired, of venue `venueId`) on every queued printer
 * (escpos-tcp, cloudprnt) of their station, in transaction `exec`. Once per ticket and printer (copy 0
 * is unique). Returns how many jobs were added.
 */
export async function queueTicketPrints(exec: Db, venueId: number, tickets: readonly { id: number; station: string }[], nowMs: number): Promise<number> {
  if (tickets.length === 0) return 0;
  const printers = (await exec.select().from(kitchenPrinters).where(eq(kitchenPrinters.venueId, venueId))).filter((p) => p.kind !== 'view');
  const rows = tickets.flatMap((t) => printers.filter((p) => p.stations.includes(t.station)).map((p) => ({ venueId, printerId: p.id, ticketId: t.id, copy: 0, nextTryAt: nowMs, createdAt: nowMs })));
  if (rows.length === 0) return 0;
  const made = await exec.insert(printJobs).values(rows).onConflictDoNothing().returning({ id: printJobs.id });
  return made.length;
}

/**
 * A staff reprint of ticket `ticketId` (venue `venueId`): one more copy on each queued printer of its
 * station, printed marked 'REPRINT'. Errors: NOT_FOUND; NO_PRINTER when its station has none (the print
 * view still prints it). Returns the jobs added.
 */
export async function reprintTicket(deps: Deps, venueId: number, ticketId: number): Promise<Result<{ jobs: number }>> {
  const now = deps.clock.nowMs();
  const [ticket] = await deps.db.select({ id: kitchenTickets.id, station: kitchenTickets.station }).from(kitchenTickets).where(and(eq(kitchenTickets.id, ticketId), eq(kitchenTickets.venueId, venueId)));
  if (!ticket) return err('NOT_FOUND');
  const printers = (await deps.db.select().from(kitchenPrinters).where(eq(kitchenPrinters.venueId, venueId))).filter((p) => p.kind !== 'view' && p.stations.includes(ticket.station));
  if (printers.length === 0) return err('NO_PRINTER');
  let jobs = 0;
  for (const p of printers) {
    // Two taps at once: the second's copy number collides and is retried with the next one.
    for (let tries = 0; tries < 3; tries++) {
      const [last] = await deps.db.select({ copy: max(printJobs.copy) }).from(printJobs).where(and(eq(printJobs.ticketId, ticketId), eq(printJobs.printerId, p.id)));
      const made = await deps.db
        .insert(printJobs)
        .values({ venueId, printerId: p.id, ticketId, copy: (last?.copy ?? 0) + 1, nextTryAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: printJobs.id });
      if (made.length) {
        jobs++;
        break;
      }
    }
  }
  deps.pubsub.publish('kitchenChanged', String(venueId), { reason: 'reprint', tradeid: '' });
  kickPrinting(deps);
  return ok({ jobs });
}

/** The bytes of job `job` (its ticket laid out in the venue's language) for `language`. */
async function jobBytes(deps: Deps, job: typeof printJobs.$inferSelect, language: PrinterLanguage): Promise<Uint8Array | null> {
  const [row] = await deps.db.select().from(kitchenTickets).where(eq(kitchenTickets.id, job.ticketId));
  if (!row) return null;
  const kitchen = await kitchenFactsOfVenue(deps.db, job.venueId);
  const printed = printedTicket(ticketView(row), { locale: kitchen?.settings.locale ?? 'en', timeZone: kitchen?.timeZone ?? 'UTC', reprint: job.copy > 0, nowMs: deps.clock.nowMs() });
  return ticketBytes(printed, language, deps.config.PRINT_COLUMNS);
}

/** The print view's ticket (`/staff/kitchen/print/<id>`): laid out in the venue's language, or null when not of venue `venueId`. */
export async function printViewOf(deps: Pick<Services, 'db' | 'clock'>, venueId: number, ticketId: number, reprint: boolean): Promise<{ ticket: KitchenTicketView; printed: ReturnType<typeof printedTicket>; locale: Locale } | null> {
  const [row] = await deps.db.select().from(kitchenTickets).where(and(eq(kitchenTickets.id, ticketId), eq(kitchenTickets.venueId, venueId)));
  if (!row) return null;
  const kitchen = await kitchenFactsOfVenue(deps.db, venueId);
  const locale = kitchen?.settings.locale ?? 'en';
  const ticket = ticketView(row);
  return { ticket, printed: printedTicket(ticket, { locale, timeZone: kitchen?.timeZone ?? 'UTC', reprint, nowMs: deps.clock.nowMs() }), locale };
}

/** ESC/POS DLE EOT 4: the roll paper sensor's status (one byte back; bits 5 and 6 set: paper end). */
const PAPER_STATUS = [0x10, 0x04, 0x04];
const PAPER_END = 0x60;

/**
 * Sends `bytes` to an ESC/POS printer at `address` over TCP. First asks its paper sensor (DLE EOT 4): a
 * printer reporting paper end gets nothing (the ticket waits); one that does not answer within
 * `statusMs` is printed to anyway (not every printer answers). Rejects when it refuses, is unreachable,
 * is out of paper ('paper out') or takes longer than `timeoutMs`.
 */
export function sendTcp(address: string, bytes: Uint8Array, timeoutMs: number, statusMs = Math.min(500, timeoutMs)): Promise<void> {
  const to = parsePrinterAddress(address);
  if (!to) return Promise.reject(new Error(`not host:port: ${address}`));
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: to.host, port: to.port });
    let settled = false;
    let sent = false;
    let statusTimer: NodeJS.Timeout | undefined;
    const done = (e?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(statusTimer);
      if (e) {
        socket.destroy();
        reject(e);
      } else resolve();
    };
    const print = () => {
      if (sent || settled) return;
      sent = true;
      clearTimeout(statusTimer);
      socket.end(Buffer.from(bytes), () => done());
    };
    socket.setTimeout(timeoutMs, () => done(new Error(`no answer in ${timeoutMs} ms`)));
    socket.once('error', (e) => done(e));
    socket.once('data', (status: Buffer) => {
      if (sent) return;
      if ((status[0]! & PAPER_END) === PAPER_END) {
        sent = true;
        socket.end();
        done(new Error('paper out'));
      } else print();
    });
    socket.once('connect', () => {
      socket.write(Buffer.from(PAPER_STATUS));
      statusTimer = setTimeout(print, statusMs);
    });
  });
}

async function markPrinter(deps: Deps, printer: PrinterRow, online: boolean, error: string): Promise<void> {
  const now = deps.clock.nowMs();
  const changed = (printer.online === 1) !== online || printer.online === null || (!online && printer.lastError !== error.slice(0, 200));
  await deps.db
    .update(kitchenPrinters)
    .set(online ? { online: 1, offlineSince: null, lastError: '', lastSeenAt: now } : { online: 0, offlineSince: printer.online === 0 && printer.offlineSince ? printer.offlineSince : now, lastError: error.slice(0, 200) })
    .where(eq(kitchenPrinters.id, printer.id));
  if (changed) deps.pubsub.publish('kitchenChanged', String(printer.venueId), { reason: 'printer', tradeid: '' });
}

/** Puts job `id` (claimed) back in the queue for another try after PRINT_RETRY_MS. */
async function giveBack(deps: Deps, id: number): Promise<void> {
  await deps.db
    .update(printJobs)
    .set({ status: 'queued', claimedAt: null, attempts: sql`${printJobs.attempts} + 1`, nextTryAt: deps.clock.nowMs() + deps.config.PRINT_RETRY_MS })
    .where(and(eq(printJobs.id, id), eq(printJobs.status, 'printing')));
}

/** Claims queued job `id` (queued → printing); false when another worker has it or it is done. */
async function claim(exec: Db, id: number, nowMs: number): Promise<boolean> {
  const rows = await exec.update(printJobs).set({ status: 'printing', claimedAt: nowMs }).where(and(eq(printJobs.id, id), eq(printJobs.status, 'queued'))).returning({ id: printJobs.id });
  return rows.length === 1;
}

/**
 * One pass of the queue (the retry loop and every new ticket call it): claims held longer than the retry
 * interval (a process that stopped mid-job, a CloudPRNT printer that never confirmed) go back; then every
 * due job of an ESC/POS printer is claimed and sent, in order, printer by printer; a printer that fails
 * keeps its jobs waiting until the next try. Returns the jobs printed.
 */
export async function drainPrintJobs(deps: Deps): Promise<number> {
  const now = deps.clock.nowMs();
  const stale = now - Math.max(deps.config.PRINT_RETRY_MS, deps.config.PRINT_TCP_TIMEOUT_MS * 2);
  await deps.db.update(printJobs).set({ status: 'queued', claimedAt: null }).where(and(eq(printJobs.status, 'printing'), lt(printJobs.claimedAt, stale)));
  const due = await deps.db
    .select({ job: printJobs, printer: kitchenPrinters })
    .from(printJobs)
    .innerJoin(kitchenPrinters, eq(kitchenPrinters.id, printJobs.printerId))
    .where(and(eq(printJobs.status, 'queued'), lte(printJobs.nextTryAt, now), eq(kitchenPrinters.kind, 'escpos-tcp')))
    .orderBy(asc(printJobs.id))
    .limit(100);
  const byPrinter = new Map<number, { printer: PrinterRow; jobs: (typeof printJobs.$inferSelect)[] }>();
  for (const d of due) {
    const entry = byPrinter.get(d.printer.id) ?? { printer: d.printer, jobs: [] };
    entry.jobs.push(d.job);
    byPrinter.set(d.printer.id, entry);
  }
  let printed = 0;
  await Promise.all(
    [...byPrinter.values()].map(async ({ printer, jobs }) => {
      for (const job of jobs) {
        if (!(await claim(deps.db, job.id, deps.clock.nowMs()))) continue;
        const bytes = await jobBytes(deps, job, 'esc-pos');
        if (!bytes) {
          await deps.db.update(printJobs).set({ status: 'done', printedAt: deps.clock.nowMs() }).where(eq(printJobs.id, job.id));
          continue;
        }
        try {
          await sendTcp(printer.address, bytes, deps.config.PRINT_TCP_TIMEOUT_MS);
        } catch (e) {
          await giveBack(deps, job.id);
          // The printer's other jobs wait with it, in order.
          await deps.db
            .update(printJobs)
            .set({ nextTryAt: deps.clock.nowMs() + deps.config.PRINT_RETRY_MS })
            .where(and(eq(printJobs.printerId, printer.id), eq(printJobs.status, 'queued')));
          await markPrinter(deps, printer, false, e instanceof Error ? e.message : String(e));
          deps.logger.warn({ printer: printer.code, address: printer.address, err: e }, 'kitchen printer unreachable; tickets wait');
          return;
        }
        await deps.db.update(printJobs).set({ status: 'done', printedAt: deps.clock.nowMs(), claimedAt: null }).where(eq(printJobs.id, job.id));
        printed++;
        if (printer.online !== 1) {
          await markPrinter(deps, printer, true, '');
          printer = { ...printer, online: 1 };
        }
      }
    }),
  );
  if (printed > 0) {
    for (const venueId of new Set([...byPrinter.values()].map((v) => v.printer.venueId))) deps.pubsub.publish('kitchenChanged', String(venueId), { reason: 'printed', tradeid: '' });
  }
  return printed;
}

/** Starts a queue pass now, without waiting (after a ticket is made, fired or reprinted). Errors are logged. */
export function kickPrinting(deps: Deps): void {
  drainPrintJobs(deps).catch((e: unknown) => deps.logger.error({ err: e }, 'print queue pass failed'));
}

/**
 * The print queue's retry loop: a pass at start and every PRINT_RETRY_MS. Returns what stops it (a pass
 * under way finishes on its own).
 */
export function startPrintQueue(deps: Deps): () => void {
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    drainPrintJobs(deps)
      .catch((e: unknown) => deps.logger.error({ err: e }, 'print queue pass failed'))
      .finally(() => (running = false));
  };
  pass();
  const timer = setInterval(pass, deps.config.PRINT_RETRY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

// — Star CloudPRNT (the printer polls; Star's CloudPRNT protocol: POST poll, GET job, DELETE confirmation)

async function cloudPrinter(deps: Pick<Services, 'db'>, token: string): Promise<PrinterRow | null> {
  if (!token) return null;
  const [p] = await deps.db.select().from(kitchenPrinters).where(and(eq(kitchenPrinters.token, token), eq(kitchenPrinters.kind, 'cloudprnt')));
  return p ?? null;
}

async function nextCloudJob(deps: Deps, printerId: number): Promise<typeof printJobs.$inferSelect | null> {
  const [job] = await deps.db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.printerId, printerId), eq(printJobs.status, 'queued'), lte(printJobs.nextTryAt, deps.clock.nowMs())))
    .orderBy(asc(printJobs.id))
    .limit(1);
  return job ?? null;
}

/**
 * A CloudPRNT poll (POST) from the printer with secret `token`: its `statusCode` ('200 OK'; 4xx/5xx an
 * error such as paper out) sets its state; the answer is `{jobReady: true, mediaTypes, jobToken}` for
 * its oldest due job (none while it reports an error), else `{jobReady: false}`. Null: no such printer.
 */
export async function cloudPrntPoll(deps: Deps, token: string, body: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  const printer = await cloudPrinter(deps, token);
  if (!printer) return null;
  const status = decodeURIComponent(String(body.statusCode ?? '200 OK'));
  const fine = status.startsWith('2');
  await markPrinter(deps, printer, fine, fine ? '' : status);
  if (!fine) return { jobReady: false };
  const job = await nextCloudJob(deps, printer.id);
  return job ? { jobReady: true, mediaTypes: [STARPRNT_MEDIA], jobToken: String(job.id) } : { jobReady: false };
}

/**
 * A CloudPRNT job request (GET): claims job `jobToken` (or the oldest due one) and answers its StarPRNT
 * bytes; a second GET of the same claimed job (a download retried) answers it again. Null: nothing to print.
 */
export async function cloudPrntJob(deps: Deps, token: string, jobToken: string | null): Promise<{ bytes: Uint8Array; mediaType: string } | null> {
  const printer = await cloudPrinter(deps, token);
  if (!printer) return null;
  const id = jobToken && /^\d+$/.test(jobToken) ? Number(jobToken) : (await nextCloudJob(deps, printer.id))?.id;
  if (!id) return null;
  const [job] = await deps.db.select().from(printJobs).where(and(eq(printJobs.id, id), eq(printJobs.printerId, printer.id)));
  if (!job || job.status === 'done') return null;
  if (job.status === 'queued' && !(await claim(deps.db, job.id, deps.clock.nowMs()))) return null;
  const bytes = await jobBytes(deps, job, 'star-prnt');
  return bytes ? { bytes, mediaType: STARPRNT_MEDIA } : null;
}

/**
 * A CloudPRNT confirmation (DELETE) of job `jobToken` with the printer's result `code`: 2xx → printed
 * (done, never offered again); anything else → back in the queue for another try, the printer marked
 * with the code. False: no such printer or job.
 */
export async function cloudPrntConfirm(deps: Deps, token: string, jobToken: string | null, code: string): Promise<boolean> {
  const printer = await cloudPrinter(deps, token);
  if (!printer) return false;
  const job = jobToken && /^\d+$/.test(jobToken) ? Number(jobToken) : null;
  const target = job ?? (await deps.db.select({ id: printJobs.id }).from(printJobs).where(and(eq(printJobs.printerId, printer.id), eq(printJobs.status, 'printing'))).orderBy(asc(printJobs.id)).limit(1))[0]?.id;
  if (!target) return false;
  if (code.startsWith('2')) {
    const done = await deps.db
      .update(printJobs)
      .set({ status: 'done', printedAt: deps.clock.nowMs(), claimedAt: null })
      .where(and(eq(printJobs.id, target), eq(printJobs.printerId, printer.id), eq(printJobs.status, 'printing')))
      .returning({ id: printJobs.id });
    await markPrinter(deps, printer, true, '');
    deps.pubsub.publish('kitchenChanged', String(printer.venueId), { reason: 'printed', tradeid: '' });
    return done.length === 1;
  }
  await giveBack(deps, target);
  await markPrinter(deps, printer, false, code);
  return true;
}
