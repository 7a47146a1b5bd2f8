/**
 * Printed kitchen tickets (issue 25 item 3) at the demo restaurant (Golden Lantern: stations Dim sum,
 * Wok, Pastry, Bar). A fake ESC/POS printer (a TCP server capturing bytes) prints for Dim sum and Wok,
 * a Star CloudPRNT printer for the Bar: a table round prints once per station; the held mains print when
 * fired — while the TCP printer is off the ticket waits (the screen says offline, 1 waiting), and once
 * it is back (30 s later on the app's clock) it prints once; the CloudPRNT poll gets the bar's ticket
 * and its confirmation clears it; a staff reprint prints once more, marked REPRINT, and one sent while
 * the printer reports paper end (DLE EOT 4) waits and prints once when paper is in; a paid takeaway's
 * note is printed in capitals at the top; an unknown station and a bad address are refused. The staff
 * app's Printers section: an 'Add' of a taken code is refused, the staff role gets 403 (and no CloudPRNT
 * secret on the kitchen display), removing a printer cancels its waiting tickets, every change has its
 * audit line.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine, Menu, Product, Venue } from '../../src/domain/types';
import { findVenue, findVenueId, loadMenu } from '../../src/server/modules/catalog/repository';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { orderParam, productLine } from '../helpers/orders';

const START_MS = Date.UTC(2025, 5, 11, 2, 0, 0); // Wednesday 12:00 in Sydney
const TABLE = 'jqm5fzkbpe'; // Golden Lantern table A1
const RETRY_MS = 150;

/**
 * A fake ESC/POS printer on TCP: answers the paper sensor query (DLE EOT 4: 0x12 paper present, 0x72
 * paper end) and keeps what follows it on each connection as one printed ticket.
 */
class FakePrinter {
  printed: Buffer[] = [];
  paper = true;
  private server: Server | null = null;
  port = 0;
  async start(port = 0): Promise<void> {
    const server = createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (c) => {
        if (chunks.length === 0 && c[0] === 0x10 && c[1] === 0x04 && c[2] === 0x04) {
          socket.write(Buffer.from([this.paper ? 0x12 : 0x72]));
          if (c.length > 3) chunks.push(c.subarray(3));
        } else chunks.push(c);
      });
      socket.on('end', () => {
        const ticket = Buffer.concat(chunks);
        if (ticket.length > 0) this.printed.push(ticket);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }
  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }
  texts(): string[] {
    return this.printed.map((b) => b.toString('latin1'));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(25);
  }
}

interface PrinterState {
  code: string;
  stations: string[];
  state: string;
  offlineSince: number | null;
  lastError: string;
  waiting: number;
  cloudprntPath: string;
}

describe.each(testDatabaseKinds())('printed kitchen tickets on %s', (kind) => {
  let now = START_MS;
  let t: TestApp;
  let menu: Menu;
  let venue: Venue;
  let cookie = '';
  const printer = new FakePrinter();
  let cloudPath = '';
  const product = (code: string): Product => menu.products.find((p) => p.code === code)!;
  const staffGet = async (path: string) => (await fetch(`${t.url}${path}`, { headers: { cookie } })).json();
  const staffPost = (path: string, body: unknown) => fetch(`${t.url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const printers = async (): Promise<PrinterState[]> => (await staffGet('/staff/api/kitchen')).printers;
  const printerState = async (code: string) => (await printers()).find((p) => p.code === code)!;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { nowMs: () => now }, env: { PRINT_RETRY_MS: String(RETRY_MS), PRINT_TCP_TIMEOUT_MS: '1000' }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    const venueId = (await findVenueId(t.app.services.db, 'golden-lantern'))!;
    venue = (await findVenue(t.app.services.db, venueId))!;
    menu = (await loadMenu(t.app.services.db, venueId))!;
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=golden-lantern&password=demo' });
    cookie = login.headers.get('set-cookie')!.split(';')[0];
    await printer.start();
  });
  afterAll(async () => {
    await t?.close();
    await printer.stop();
  });

  it('refuses an unknown station and a bad address, with clear messages', async () => {
    const unknown = await staffPost('/staff/api/kitchen/printers', { code: 'grill', kind: 'escpos-tcp', address: `127.0.0.1:${printer.port}`, stations: ['dim-sum', 'fryer'] });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'UNKNOWN_STATION', message: 'No station “fryer” at this venue' });
    const bad = await staffPost('/staff/api/kitchen/printers', { code: 'grill', kind: 'escpos-tcp', address: 'not a host/x', stations: ['dim-sum'] });
    expect(await bad.json()).toMatchObject({ error: 'BAD_PRINTER', message: 'Check the printer: host:port' });
    expect(await printers()).toEqual([]);
  });

  it('prints a round once per station, waits while the printer is off, prints once when it returns; CloudPRNT; reprint', async () => {
    const saved = await staffPost('/staff/api/kitchen/printers', { code: 'kitchen', kind: 'escpos-tcp', address: `127.0.0.1:${printer.port}`, stations: ['dim-sum', 'wok'] });
    expect(saved.status).toBe(200);
    const bar = await (await staffPost('/staff/api/kitchen/printers', { code: 'bar', kind: 'cloudprnt', stations: ['bar'] })).json();
    cloudPath = bar.printer.cloudprntPath as string;
    expect(cloudPath).toMatch(/^\/cloudprnt\/[A-Za-z0-9_-]{20,}$/);
    // Saving it again keeps its secret URL.
    const again = await (await staffPost('/staff/api/kitchen/printers', { code: 'bar', kind: 'cloudprnt', stations: ['bar'] })).json();
    expect(again.printer.cloudprntPath).toBe(cloudPath);

    // A zh-CN diner's round: har gow (Dim sum, Entrée), fried rice (Wok, Main: held), tea (Bar).
    const join = await t.gql(`query($rc: String) { orderResInfo(rc: $rc) { info { orderversion } auth { authorization { token } } } }`, { rc: TABLE });
    const diner = { authorization: `Bearer ${join.data.orderResInfo.auth.authorization.token as string}` };
    const lines: CartLine[] = [
      { ...productLine(menu, product('har-gow'), 2), name: '虾饺', extra: JSON.stringify({ notes: '少辣 less chilli' }) },
      { ...productLine(menu, product('fried-rice'), 1), name: '炒饭' },
      { ...productLine(menu, product('jasmine-tea'), 1), name: '茉莉花茶' },
    ];
    const edit = await t.gql(`mutation($rc: String, $carts: [OrderResCartInput!]) { orderResEdit(rc: $rc, count: 2, carts: $carts) { tradeid orderversion } }`, { rc: TABLE, carts: lines }, diner);
    expect(edit.errors).toBeUndefined();
    const { tradeid, orderversion } = edit.data.orderResEdit;
    expect((await t.gql(`mutation($rc: String, $v: Int) { orderResSubmit(rc: $rc, version: $v) { rounds } }`, { rc: TABLE, v: orderversion }, diner)).errors).toBeUndefined();

    // One ticket for Dim sum on the TCP printer; the mains are held (not printed); the bar's goes to CloudPRNT.
    await until(() => printer.printed.length >= 1);
    await sleep(RETRY_MS * 3);
    expect(printer.printed.length).toBe(1);
    const first = printer.printed[0]!;
    const text = first.toString('latin1');
    expect(text).toContain('Dim sum');
    expect(text).toContain('Table A1');
    expect(text).toContain('Round 1');
    expect(text).toContain('2 x Prawn dumplings (har gow)');
    expect(first.includes(Buffer.from([0x1c, 0x26, ...iconv.encode('少辣', 'gb18030'), 0x1c, 0x2e]))).toBe(true);
    expect(first.includes(Buffer.from([0x1d, 0x56]))).toBe(true); // GS V: cut
    expect(text).not.toContain('REPRINT');
    expect(text).not.toContain('fried rice');
    expect(await printerState('kitchen')).toMatchObject({ state: 'online', waiting: 0 });

    // CloudPRNT: a poll finds the bar's job; GET gives StarPRNT bytes; DELETE 200 OK clears it.
    const poll = async (statusCode = '200%20OK') =>
      (await fetch(`${t.url}${cloudPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'ok', printerMAC: '00:11:62:aa:bb:cc', statusCode }) })).json();
    const offered = await poll();
    expect(offered).toMatchObject({ jobReady: true, mediaTypes: ['application/vnd.star.starprnt'] });
    const job = await fetch(`${t.url}${cloudPath}?type=${encodeURIComponent('application/vnd.star.starprnt')}&mac=00%3A11%3A62%3Aaa%3Abb%3Acc&token=${offered.jobToken}`);
    expect(job.status).toBe(200);
    expect(job.headers.get('content-type')).toBe('application/vnd.star.starprnt');
    const starBytes = Buffer.from(await job.arrayBuffer());
    expect(starBytes.toString('latin1')).toContain('Jasmine tea (per person)');
    expect(starBytes.includes(Buffer.from([0x1b, 0x64]))).toBe(true); // StarPRNT cut
    expect(await printerState('bar')).toMatchObject({ state: 'online', waiting: 1 });
    const confirmed = await fetch(`${t.url}${cloudPath}?code=200%20OK&mac=00%3A11%3A62%3Aaa%3Abb%3Acc&token=${offered.jobToken}`, { method: 'DELETE' });
    expect(confirmed.status).toBe(200);
    expect(await poll()).toEqual({ jobReady: false });
    expect(await printerState('bar')).toMatchObject({ state: 'online', waiting: 0 });
    // Out of paper: the state says so and no job is offered.
    await poll('410%20Paper%20empty');
    expect(await printerState('bar')).toMatchObject({ state: 'offline', lastError: '410 Paper empty' });

    // The TCP printer is switched off; staff fire the mains: the ticket waits, the screen says so.
    const port = printer.port;
    await printer.stop();
    expect((await staffPost('/staff/api/kitchen/fire', { tradeid, course: 2 })).status).toBe(200);
    await until(async () => (await printerState('kitchen')).state === 'offline');
    const off = await printerState('kitchen');
    expect(off).toMatchObject({ state: 'offline', offlineSince: START_MS, waiting: 1 });
    expect(off.lastError).toContain('ECONNREFUSED');
    // Tried again and again while off (the app's clock moves on): still waiting, nothing lost.
    for (let i = 0; i < 3; i++) {
      now += 10_000;
      await sleep(RETRY_MS * 2);
    }
    expect(await printerState('kitchen')).toMatchObject({ state: 'offline', offlineSince: START_MS, waiting: 1 });
    // Back after 30 s: printed once.
    await printer.start(port);
    now += RETRY_MS;
    await until(() => printer.printed.length >= 2);
    await sleep(RETRY_MS * 4);
    now += 60_000;
    await sleep(RETRY_MS * 3);
    expect(printer.printed.length).toBe(2);
    expect(printer.texts()[1]).toContain('Wok');
    expect(printer.texts()[1]).toContain('1 x Yang chow fried rice');
    expect(await printerState('kitchen')).toMatchObject({ state: 'online', offlineSince: null, waiting: 0 });

    // A staff reprint of the Dim sum ticket: once more, marked.
    const tickets = (await staffGet('/staff/api/kitchen')).tickets as { id: number; tradeid: string; station: string }[];
    const dimSum = tickets.find((x) => x.tradeid === tradeid && x.station === 'dim-sum')!;
    const reprint = await staffPost('/staff/api/kitchen/reprint', { id: dimSum.id });
    expect(await reprint.json()).toEqual({ jobs: 1 });
    await until(() => printer.printed.length >= 3);
    await sleep(RETRY_MS * 3);
    expect(printer.printed.length).toBe(3);
    expect(printer.texts()[2]).toContain(' REPRINT ');
    expect(printer.texts()[2]).toContain('2 x Prawn dumplings (har gow)');
    // Out of paper: the reprint waits (the screen says why), then prints once when paper is in.
    printer.paper = false;
    expect(await (await staffPost('/staff/api/kitchen/reprint', { id: dimSum.id })).json()).toEqual({ jobs: 1 });
    await until(async () => (await printerState('kitchen')).state === 'offline');
    expect(await printerState('kitchen')).toMatchObject({ state: 'offline', lastError: 'paper out', waiting: 1 });
    expect(printer.printed.length).toBe(3);
    printer.paper = true;
    now += 20_000;
    await until(() => printer.printed.length >= 4);
    await sleep(RETRY_MS * 3);
    now += 60_000;
    await sleep(RETRY_MS * 3);
    expect(printer.printed.length).toBe(4);
    expect(printer.texts()[3]).toContain(' REPRINT ');
    expect(await printerState('kitchen')).toMatchObject({ state: 'online', waiting: 0 });
    // An unknown ticket is refused.
    const missing = await staffPost('/staff/api/kitchen/reprint', { id: 999_999 });
    expect(missing.status).toBe(404);
  });

  it('prints a paid takeaway with the diner note in capitals at the top; the print view is 80 mm', async () => {
    const before = printer.printed.length;
    const guest = await t.gql(`mutation { userRegisterSubmit(account: "0491570177", firstname: "Lin", platform: 2, country: "AU") { authorization { token } } }`);
    const token = guest.data.userRegisterSubmit.authorization.token as string;
    const param = { ...orderParam(venue, [productLine(menu, product('har-gow'), 1)], { now: Math.floor(now / 1000), categoryType: 3 }), extra: JSON.stringify({ orderNotes: 'peanut allergy — no nuts' }) };
    const placed = await t.gql(`mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`, { p: param }, { authorization: `Bearer ${token}` });
    expect(placed.errors).toBeUndefined();
    const tradeid = placed.data.orderEdit.tradeid as string;
    expect((await t.gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:2){ status } }`, { t: tradeid }, { cookie })).errors).toBeUndefined();
    await until(() => printer.printed.length >= before + 1);
    await sleep(RETRY_MS * 3);
    expect(printer.printed.length).toBe(before + 1);
    const text = printer.texts()[before]!;
    expect(text).toContain('NOTE: PEANUT ALLERGY');
    expect(text.indexOf('PEANUT')).toBeLessThan(text.indexOf('Dim sum'));

    const ticket = ((await staffGet('/staff/api/kitchen')).tickets as { id: number; tradeid: string }[]).find((x) => x.tradeid === tradeid)!;
    const view = await fetch(`${t.url}/staff/kitchen/print/${ticket.id}?reprint=1`, { headers: { cookie } });
    expect(view.status).toBe(200);
    const html = await view.text();
    expect(html).toContain('size: 80mm auto');
    expect(html).toContain('@media print');
    expect(html).toContain('REPRINT');
    expect(html).toContain('NOTE: PEANUT ALLERGY — NO NUTS');
    expect((await fetch(`${t.url}/staff/kitchen/print/${ticket.id}`, { redirect: 'manual' })).status).toBe(303);
  });

  it('managers add, edit and remove printers (waiting tickets cancelled), staff are refused, every change audited', async () => {
    // A spare printer at an address that refuses connections, for Pastry.
    const refused = createServer();
    await new Promise<void>((resolve) => refused.listen(0, '127.0.0.1', () => resolve()));
    const refusedPort = (refused.address() as AddressInfo).port;
    await new Promise<void>((resolve) => refused.close(() => resolve()));
    const spare = { code: 'spare', kind: 'escpos-tcp', address: `127.0.0.1:${refusedPort}`, stations: ['pastry'], create: true };
    expect((await staffPost('/staff/api/kitchen/printers', spare)).status).toBe(200);
    const dup = await staffPost('/staff/api/kitchen/printers', spare);
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ error: 'PRINTER_EXISTS', message: 'There is already a printer “spare”: choose another code, or edit that one' });
    // Edit (no `create`): Dim sum too.
    const edited = await staffPost('/staff/api/kitchen/printers', { ...spare, create: false, stations: ['pastry', 'dim-sum'] });
    expect((await edited.json()).printer).toMatchObject({ code: 'spare', stations: ['pastry', 'dim-sum'] });
    const list = await staffGet('/staff/api/kitchen/printers');
    expect(list.printers.map((p: PrinterState) => p.code)).toEqual(['bar', 'kitchen', 'spare']);
    expect(list.stations.map((x: { code: string }) => x.code)).toEqual(expect.arrayContaining(['dim-sum', 'wok', 'pastry', 'bar']));
    expect(list.cloudprntBase).toBe(t.url);

    // A staff member (role staff) may not see or change printers.
    const sam = await fetch(`${t.url}/staff/api/people`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ action: 'add', name: 'Sam Lee', login: 'sam', role: 'staff', pin: '4821' }) });
    expect(sam.status).toBe(200);
    const samLogin = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ venue_code: 'golden-lantern', member: 'sam', password: '4821' }) });
    expect(samLogin.status).toBe(200);
    const samCookie = samLogin.headers.get('set-cookie')!.split(';')[0]!;
    const asSam = (path: string, body?: unknown) =>
      fetch(`${t.url}${path}`, body === undefined ? { headers: { cookie: samCookie } } : { method: 'POST', headers: { cookie: samCookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const refusedSave = await asSam('/staff/api/kitchen/printers', { ...spare, create: false, stations: ['bar'] });
    expect(refusedSave.status).toBe(403);
    expect(await refusedSave.json()).toMatchObject({ error: 'FORBIDDEN', message: 'Only a manager or an owner can change the printers.' });
    expect((await asSam('/staff/api/kitchen/printers/remove', { code: 'spare' })).status).toBe(403);
    expect((await asSam('/staff/api/kitchen/printers')).status).toBe(403);
    const kdsAsSam = (await (await asSam('/staff/api/kitchen')).json()).printers as PrinterState[];
    expect(kdsAsSam.find((p) => p.code === 'bar')!.cloudprntPath).toBe('');
    expect((await printerState('spare')).stations).toEqual(['pastry', 'dim-sum']);

    // A reprint of the Dim sum ticket waits for the spare printer (refused) …
    const dimSum = ((await staffGet('/staff/api/kitchen')).tickets as { id: number; station: string }[]).find((x) => x.station === 'dim-sum')!;
    expect(await (await staffPost('/staff/api/kitchen/reprint', { id: dimSum.id })).json()).toEqual({ jobs: 2 });
    await until(async () => (await printerState('spare')).state === 'offline');
    expect(await printerState('spare')).toMatchObject({ waiting: 1 });
    // … and removing the printer cancels it: nothing left waiting for a printer that is gone.
    const removed = await staffPost('/staff/api/kitchen/printers/remove', { code: 'spare' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ code: 'spare', cancelled: 1 });
    expect((await printers()).map((p) => p.code)).toEqual(['bar', 'kitchen']);
    const orphans = await t.app.services.db.execute(sql`select count(*)::int as n from print_jobs j left join kitchen_printers p on p.id = j.printer_id where p.id is null`);
    expect(Number((orphans as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    const again = await staffPost('/staff/api/kitchen/printers/remove', { code: 'spare' });
    expect(again.status).toBe(404);

    // The audit log has each change, by whom.
    const audit = (await (await fetch(`${t.url}/staff/api/audit?action=printer`, { headers: { cookie } })).json()).lines as { action: string; memberName: string; details: Record<string, unknown> }[];
    expect(audit.filter((l) => l.details.code === 'spare').map((l) => [l.action, l.details.stations ?? l.details.cancelled])).toEqual([
      ['printer.remove', 1],
      ['printer.save', ['pastry', 'dim-sum']],
      ['printer.save', ['pastry']],
    ]);
    expect(audit[0]).toMatchObject({ memberName: 'Owner', details: { code: 'spare', cancelled: 1 } });
  });
});
