/**
 * Splitting a table's bill from the phones (issue 24 items 1, 2, 6): every way of paying (my items with
 * a tip, a dish shared N ways, an amount, evenly by N, the rest) until the balance is 0 and the table
 * closes; bad input refused with clear codes, nothing changed; a refused card releases its share at once,
 * an abandoned one after the hold; 10 phones paying the same line or the last of the balance at once are
 * charged once — also over two server processes on one PostgreSQL; staff refund one payment without touching the others;
 * each payer's receipt is a tax invoice with its part of the GST (item 4).
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { quoteShare, type Bill, type SplitPayment, type SplitRequest } from '../../src/domain/bill-split';
import type { CartLine, Menu } from '../../src/domain/types';
import { findVenueId, loadMenu } from '../../src/server/modules/catalog/repository';
import { tableShares, tableSittings } from '../../src/server/modules/tables/schema';
import { signSimulatorWebhook } from '../../src/server/providers/payments/simulator';
import { serverSecret } from '../../src/server/platform/secrets';
import { issueStaffToken, STAFF_COOKIE } from '../../src/server/modules/accounts/staff-auth';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { releaseIdleCheckoutLocks } from '../../src/server/modules/tables/table-hold';
import { getStaffTable } from '../../src/server/modules/tables/table-staff';
import { startTestApp, type TestApp } from '../helpers/app';
import { openTestDatabase, testDatabaseKinds } from '../helpers/databases';
import { demoBrand } from '../helpers/demo-data';
import { bundleServer, startServer } from '../helpers/server-process';
import { importBrand } from '../../src/server/modules/catalog';

// Demo tables of laneway-espresso (src/content/demo/platter-demo.json), code mode (no passcode).
const T1 = 'mvnw98rxyj';
const T2 = 'a7ep6f39up';
const T3 = 'wcgrtjjwkg';
const T4 = 'zx22p36587';
const T5 = 'a3m4hbhbmz';
const CAFE = 'laneway-espresso';

const LINE = 'id status count name pid price type round';
const INFO = `status tradeid orderversion carts { ${LINE} }`;
const Q_INFO = `query($rc: String) { orderResInfo(rc: $rc) { info { ${INFO} } auth { authorization { token } } } }`;
const M_EDIT = `mutation($rc: String, $count: Int, $carts: [OrderResCartInput!]) { orderResEdit(rc: $rc, count: $count, carts: $carts) { ${INFO} } }`;
const M_SUBMIT = `mutation($rc: String) { orderResSubmit(rc: $rc) { ${INFO} } }`;
const SPLIT = `tradeid total paid held balance closed quote_input lines { id name count cost left mine } payments { id payer kind amount tip state mine tradeid } even { people taken } dishes { line_id ways taken }`;
const Q_SPLIT = `query($rc: String) { tableSplit(rc: $rc) { ${SPLIT} } }`;
const M_PAY = `mutation($rc: String, $share: TableShareInput!) { tableSplitPay(rc: $rc, share: $share) { share_id tradeid amount surcharge tip split { ${SPLIT} } } }`;
const M_APPLY = `mutation($t: String!, $pay: PayInput!) { orderPayApply(tradeid: $t, param: { pay: $pay }) { session_id session_data } }`;
const M_CHECKOUT = `mutation($rc: String) { orderResCheckout(rc: $rc) { id tradeid amount } }`;
const M_REFUND = `mutation($t: String!, $p: OrderRefundInput!) { orderRefund(tradeid: $t, param: $p) { tradeid amount status } }`;
const Q_ORDER = `query($t: String!) { orderInfo(tradeid: $t) { status feetopay } }`;
const S_CHANGED = `subscription($rc: String) { orderResEditingChanged(rc: $rc) { status state orderversion tradeid } }`;

type Gql<T> = { data?: T; errors?: { message: string; extensions?: Record<string, any> }[] };
interface SplitView {
  tradeid: string;
  total: number;
  paid: number;
  held: number;
  balance: number;
  closed: boolean;
  quote_input: string;
  lines: { id: string; name: string; count: number; cost: number; left: number; mine: boolean }[];
  payments: { id: number; payer: string; kind: string; amount: number; tip: number; state: string; mine: boolean; tradeid: string }[];
  even: { people: number; taken: number[] } | null;
  dishes: { line_id: string; ways: number; taken: number[] }[];
}
interface Share {
  share_id: number;
  tradeid: string;
  amount: number;
  surcharge: number;
  tip: number;
  split: SplitView;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(check: () => boolean, ms = 5_000, what = 'condition'): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

describe.each(testDatabaseKinds())('splitting a table bill on %s', (kind) => {
  let t: TestApp;
  let menu: Menu;
  let venueId: number;
  const sockets: Client[] = [];
  let lineSeq = 7_000;

  const gql = <T = any>(query: string, variables: Record<string, unknown>, token?: string, headers: Record<string, string> = {}): Promise<Gql<T>> =>
    t.gql(query, variables, { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers });

  function line(code: string, count = 1): CartLine {
    const p = menu.products.find((x) => x.code === code)!;
    const id = ++lineSeq;
    return { id, tid: id, gid: id, status: 1, store_id: menu.store_id, menu_id: menu.id, code: p.code, count, name: p.name, pid: p.id, sid: 0, cid: p.category_id, sequence: p.sequence, discount: 0, value: p.price, price: p.price, type: 2, taxes: '[]', taxtotal: 0, taxextra: 0, extra: '{}' };
  }
  const join = async (rc: string) => (await gql(Q_INFO, { rc })).data.orderResInfo.auth.authorization.token as string;
  async function send(token: string, rc: string, carts: CartLine[]) {
    const e = await gql(M_EDIT, { rc, count: 3, carts }, token);
    if (e.errors) throw new Error(JSON.stringify(e.errors));
    const s = await gql(M_SUBMIT, { rc }, token);
    if (s.errors) throw new Error(JSON.stringify(s.errors));
  }
  const split = async (rc: string, token: string) => {
    const r = await gql<{ tableSplit: SplitView }>(Q_SPLIT, { rc }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.tableSplit;
  };
  /** The share as the phone works it out: the domain's quoteShare on the server's bill and payments. */
  function quote(view: SplitView, request: SplitRequest): number {
    const { bill, payments } = JSON.parse(view.quote_input) as { bill: Bill; payments: SplitPayment[] };
    const q = quoteShare(bill, payments, request);
    if (!q.ok) throw new Error(q.code);
    return q.value.amount;
  }
  const toInput = (r: SplitRequest): Record<string, unknown> =>
    r.kind === 'lines' ? { kind: 'lines', line_ids: r.lineIds } : r.kind === 'even' ? { kind: 'even', people: r.people, index: r.index } : r.kind === 'amount' ? { kind: 'amount', cents: r.cents } : r.kind === 'dish' ? { kind: 'dish', line_id: r.lineId, ways: r.ways, index: r.index } : { kind: 'rest' };
  const hold = (rc: string, token: string, share: Record<string, unknown>) => gql<{ tableSplitPay: Share }>(M_PAY, { rc, share }, token);
  async function holdQuoted(rc: string, token: string, request: SplitRequest, tip = 0): Promise<Share> {
    const amount = quote(await split(rc, token), request);
    const r = await hold(rc, token, { ...toInput(request), amount, tip });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    expect(r.data.tableSplitPay.amount).toBe(amount + tip + r.data.tableSplitPay.surcharge - r.data.tableSplitPay.surcharge);
    return r.data.tableSplitPay;
  }
  async function apply(share: Share, token: string): Promise<string> {
    const r = await gql(M_APPLY, { t: share.tradeid, pay: { platform: 2, amount: share.amount, surcharge: share.surcharge } }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.orderPayApply.session_id as string;
  }
  async function webhook(type: 'payment.authorised' | 'payment.refused', session: string, tradeid: string, amount: number) {
    const secret = await serverSecret(t.app.services.db, 'simulator_webhook');
    const signed = signSimulatorWebhook(
      secret,
      { id: `evt_${type}_${session}`, type, session_id: session, merchant_reference: tradeid, psp_reference: `psp_${session.slice(0, 8)}`, amount, currency: 'AUD', card_brand: 'visa', last4: '4242' },
      Math.floor(Date.now() / 1000),
    );
    const r = await fetch(`${t.url}/pay/webhook/simulator`, { method: 'POST', headers: signed.headers, body: signed.body });
    expect(r.status).toBe(200);
  }
  async function pay(rc: string, token: string, request: SplitRequest, tip = 0): Promise<Share> {
    const share = await holdQuoted(rc, token, request, tip);
    const session = await apply(share, token);
    await webhook('payment.authorised', session, share.tradeid, share.amount + share.surcharge);
    return share;
  }
  const sharesCount = async () => (await t.app.services.db.select({ id: tableShares.id }).from(tableShares)).length;
  function watch(token: string, rc: string) {
    const client = createClient({ url: t.url.replace('http', 'ws') + '/websocket/user/gapi', webSocketImpl: WebSocket, retryAttempts: 0, lazy: false, connectionParams: { authorization: `Bearer ${token}` } });
    sockets.push(client);
    const w = { events: [] as { status: number; state: number; orderversion: number; tradeid: string }[] };
    client.subscribe<{ orderResEditingChanged: (typeof w.events)[number] }>(
      { query: S_CHANGED, variables: { rc } },
      { next: (v) => void (v.data?.orderResEditingChanged && w.events.push(v.data.orderResEditingChanged)), error: () => undefined, complete: () => undefined },
    );
    return w;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venueId = (await findVenueId(t.app.services.db, CAFE))!;
    menu = (await loadMenu(t.app.services.db, venueId))!;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((c) => c.dispose()));
    await t?.close();
  });

  it('pays my items with a tip, a dish shared 3 ways, an amount and evenly by 2 until the balance is 0: the table closes and every phone hears it', async () => {
    const a = await join(T1);
    const b = await join(T1);
    const c = await join(T1);
    await send(a, T1, [line('butter-croissant', 2)]);
    await send(b, T1, [line('cold-brew', 3), line('butter-croissant')]);
    const w = watch(c, T1);
    await sleep(150);

    const first = await split(T1, a);
    expect(first.balance).toBe(first.total);
    expect(first.lines).toHaveLength(3);
    const mine = first.lines.filter((l) => l.mine);
    expect(mine).toHaveLength(1);
    expect(first.lines.reduce((n, l) => n + l.cost, 0)).toBe(first.total);

    // A: my items with a 10 % tip.
    const tip = Math.round(mine[0].cost / 10);
    const s1 = await pay(T1, a, { kind: 'lines', lineIds: mine.map((l) => l.id) }, tip);
    expect(s1.tip).toBe(tip);
    // B: a third of the cold brews, then an amount.
    const brew = first.lines.find((l) => l.name === menu.products.find((p) => p.code === 'cold-brew')!.name)!;
    await pay(T1, b, { kind: 'dish', lineId: brew.id, ways: 3, index: 0 });
    await pay(T1, b, { kind: 'amount', cents: 200 });
    const mid = await split(T1, c);
    expect(mid.payments.map((p) => [p.payer, p.kind, p.state])).toEqual([
      ['Guest 1', 'lines', 'paid'],
      ['Guest 2', 'dish', 'paid'],
      ['Guest 2', 'amount', 'paid'],
    ]);
    expect(mid.dishes).toEqual([{ line_id: brew.id, ways: 3, taken: [0] }]);
    expect(mid.paid).toBe(first.total - mid.balance);
    // C and A: the rest evenly by 2.
    await pay(T1, c, { kind: 'even', people: 2, index: 0 });
    const before = await split(T1, a);
    expect(before.even).toEqual({ people: 2, taken: [0] });
    await pay(T1, a, { kind: 'even', people: 2, index: 1 });

    const done = await split(T1, c);
    expect(done).toMatchObject({ balance: 0, closed: true, paid: first.total });
    expect(done.payments.reduce((n, p) => n + p.amount, 0)).toBe(first.total);
    const [row] = await t.app.services.db.select().from(tableSittings).where(eq(tableSittings.tradeid, first.tradeid));
    expect(row.status).toBe(5);
    expect(row.lines.every((l) => l.status === 2)).toBe(true);
    await waitFor(() => w.events.some((e) => e.status === 5), 5_000, 'closed event');
    // Each share's order is paid with its own amount; the tip is its own line.
    expect(await gql(Q_ORDER, { t: s1.tradeid }, a).then((r) => r.data.orderInfo)).toMatchObject({ status: 2, feetopay: mine[0].cost + tip });

    // A receipt per payer (issue 24 item 4): a tax invoice (ABN, legal name) with its part of the GST;
    // the parts add up exactly to the bill's GST (1/11 of a GST-inclusive bill); every receipt lists every payment.
    const phoneOf = new Map(done.payments.map((p) => [p.tradeid, p.payer === 'Guest 1' ? a : p.payer === 'Guest 2' ? b : c]));
    let gst = 0;
    const receipts: string[] = [];
    for (const p of done.payments) {
      const info = (await gql(`query($t: String!) { orderInfo(tradeid: $t) { invoice_code feetax } }`, { t: p.tradeid }, phoneOf.get(p.tradeid)!)).data.orderInfo;
      gst += info.feetax;
      const html = await (await fetch(`${t.url}/cloud/open/invoice/view/${info.invoice_code}`)).text();
      receipts.push(html);
      expect(html).toContain('Tax invoice');
      expect(html).toContain('Laneway Espresso Pty Ltd');
      expect(html).toContain('ABN 12 345 600 360');
      expect(html).toContain(`$${(info.feetax / 100).toFixed(2)}`);
      expect(html).toContain('Payments at this table');
    }
    expect(gst).toBe(Math.round(first.total / 11));
    expect(receipts[0]).toContain(`Tip</td>`);
    expect(receipts[1]).toMatch(/share 1 of 3/);
    expect(receipts[3]).toContain('Split evenly: share 1 of 2');
    const zh = await (await fetch(`${t.url}/cloud/open/invoice/view/${(await gql(`query($t: String!) { orderInfo(tradeid: $t) { invoice_code } }`, { t: done.payments[3].tradeid }, c)).data.orderInfo.invoice_code}?lang=zh-CN`)).text();
    expect(zh).toContain('税务发票');
    expect(zh).toContain('平均分摊：2 份中的第 1 份');
  });

  it('refuses bad input with clear codes and changes nothing', async () => {
    const a = await join(T2);
    await send(a, T2, [line('butter-croissant', 2), line('cold-brew')]);
    const other = await join(T3);
    await send(other, T3, [line('cold-brew')]);
    const view = await split(T2, a);
    const otherLine = (await split(T3, other)).lines[0].id;
    const count = await sharesCount();
    const code = async (share: Record<string, unknown>, token = a, rc = T2) => (await hold(rc, token, share)).errors?.[0]?.extensions?.code;
    expect(await code({ kind: 'amount', cents: view.balance + 1, amount: view.balance + 1 })).toBe('SPLIT_OVER_BALANCE');
    expect(await code({ kind: 'amount', cents: -100, amount: -100 })).toBe('SPLIT_BAD_AMOUNT');
    expect(await code({ kind: 'even', people: 0, index: 0, amount: 0 })).toBe('SPLIT_BAD_PEOPLE');
    expect(await code({ kind: 'even', people: 1000, index: 0, amount: 0 })).toBe('SPLIT_BAD_PEOPLE');
    expect(await code({ kind: 'dish', line_id: view.lines[0].id, ways: 1000, index: 0, amount: 0 })).toBe('SPLIT_BAD_WAYS');
    expect(await code({ kind: 'lines', line_ids: [otherLine], amount: 100 })).toBe('SPLIT_UNKNOWN_LINE');
    expect(await code({ kind: 'lines', line_ids: [], amount: 0 })).toBe('SPLIT_NO_LINES');
    expect(await code({ kind: 'bogus', amount: 0 })).toBe('SPLIT_BAD_REQUEST');
    expect(await code({ kind: 'rest', amount: view.balance - 1 })).toBe('SPLIT_MISMATCH');
    expect(await code({ kind: 'rest', amount: view.balance, tip: -5 })).toBe('SPLIT_BAD_TIP');
    // Another table's diner cannot pay here.
    expect(await code({ kind: 'rest', amount: view.balance }, other, T2)).toBe('TABLE_NOT_FOUND');
    const refusal = await hold(T2, a, { kind: 'rest', amount: 1 });
    expect(refusal.errors?.[0]?.extensions).toMatchObject({ code: 'SPLIT_MISMATCH', amount: view.balance, balance: view.balance });
    expect(await sharesCount()).toBe(count);

    // Paying a line twice: the second is told, with what remains.
    const l0 = view.lines[0];
    const s = await holdQuoted(T2, a, { kind: 'lines', lineIds: [l0.id] });
    const twice = await hold(T2, a, { kind: 'lines', line_ids: [l0.id], amount: l0.cost });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'SPLIT_LINE_PAID', balance: view.balance - l0.cost });
    // A whole-bill checkout is refused while the bill is being split.
    expect((await gql(M_CHECKOUT, { rc: T2 }, a)).errors?.[0]?.extensions?.code).toBe('SPLIT_IN_PROGRESS');
    expect((await split(T2, a)).held).toBe(s.amount);
    // Staff see each payment on the table.
    const staffView = await getStaffTable(t.app.services, T2);
    expect(staffView?.sitting?.payments).toEqual([{ payer: 'Guest 1', amount: s.amount, tip: 0, state: 'held', tradeid: s.tradeid }]);
  });

  it('a refused card releases its share at once; an abandoned one after the hold', async () => {
    const a = await join(T4);
    const b = await join(T4);
    await send(a, T4, [line('butter-croissant', 2), line('cold-brew')]);
    const view = await split(T4, a);
    const l0 = view.lines[0];
    const s = await holdQuoted(T4, a, { kind: 'lines', lineIds: [l0.id] });
    const session = await apply(s, a);
    expect((await hold(T4, b, { kind: 'lines', line_ids: [l0.id], amount: l0.cost })).errors?.[0]?.extensions?.code).toBe('SPLIT_LINE_PAID');
    await webhook('payment.refused', session, s.tradeid, s.amount + s.surcharge);
    const after = await split(T4, b);
    expect(after).toMatchObject({ held: 0, balance: view.balance });
    expect(after.payments).toHaveLength(0);
    // B takes it now, and walks away: the hold releases it (holdMs 0: everything is idle).
    await holdQuoted(T4, b, { kind: 'lines', lineIds: [l0.id] });
    expect((await split(T4, a)).held).toBe(l0.cost);
    await sleep(5);
    await releaseIdleCheckoutLocks(t.app.services, 0);
    expect((await split(T4, a))).toMatchObject({ held: 0, balance: view.balance });
    // The table stays locked while the bill is being split only if something is held or paid: here nothing is.
  });

  it('a payment refunded in full while the bill is open is due again: the balance and its line come back, the table stays open', async () => {
    const a = await join(T2);
    const before = await split(T2, a);
    const l0 = before.lines.find((l) => l.left > 0)!;
    const s = await pay(T2, a, { kind: 'lines', lineIds: [l0.id] });
    expect((await split(T2, a)).balance).toBe(before.balance - l0.left);
    const cookie = `${STAFF_COOKIE}=${encodeURIComponent(await issueStaffToken(t.app.services, { venueId, venueCode: CAFE }))}`;
    const refund = await gql(M_REFUND, { t: s.tradeid, p: { amount: s.amount, reason: 'wrong card' } }, undefined, { cookie });
    expect(refund.errors).toBeUndefined();
    const after = await split(T2, a);
    expect(after).toMatchObject({ balance: before.balance, closed: false });
    expect(after.lines.find((l) => l.id === l0.id)!.left).toBe(l0.left);
    expect(after.payments.some((p) => p.tradeid === s.tradeid)).toBe(false);
    const [share] = await t.app.services.db.select().from(tableShares).where(eq(tableShares.id, s.share_id));
    expect(share.state).toBe('refunded');
  });

  it('10 phones paying the same line, then the last of the balance, at once: each is charged once; staff refund one payment alone', async () => {
    const phones = await Promise.all(Array.from({ length: 10 }, () => join(T5)));
    await send(phones[0], T5, [line('butter-croissant', 3), line('cold-brew', 2)]);
    const view = await split(T5, phones[0]);
    const l0 = view.lines[0];
    const sameLine = await Promise.all(phones.map((p) => hold(T5, p, { kind: 'lines', line_ids: [l0.id], amount: l0.cost })));
    const won = sameLine.filter((r) => r.data);
    expect(won).toHaveLength(1);
    expect(sameLine.filter((r) => r.errors?.[0]?.extensions?.code === 'SPLIT_LINE_PAID')).toHaveLength(9);
    const winner = phones[sameLine.findIndex((r) => r.data)];
    const first = won[0].data!.tableSplitPay;
    await webhook('payment.authorised', await apply(first, winner), first.tradeid, first.amount + first.surcharge);

    const rest = view.balance - l0.cost;
    const last = await Promise.all(phones.map((p) => hold(T5, p, { kind: 'rest', amount: rest })));
    expect(last.filter((r) => r.data)).toHaveLength(1);
    for (const r of last.filter((x) => x.errors)) expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'SPLIT_NOTHING_DUE', balance: 0 });
    const lastPhone = phones[last.findIndex((r) => r.data)];
    const second = last.find((r) => r.data)!.data!.tableSplitPay;
    await webhook('payment.authorised', await apply(second, lastPhone), second.tradeid, second.amount + second.surcharge);

    const done = await split(T5, lastPhone);
    expect(done).toMatchObject({ balance: 0, closed: true, paid: view.total });
    const shares = await t.app.services.db.select().from(tableShares);
    const ofSitting = shares.filter((s) => done.payments.some((p) => p.id === s.id));
    expect(ofSitting.map((s) => s.state)).toEqual(['paid', 'paid']);
    expect(ofSitting.reduce((n, s) => n + s.amount, 0)).toBe(view.total);

    // Staff refund the second payment; the first stays paid.
    const cookie = `${STAFF_COOKIE}=${encodeURIComponent(await issueStaffToken(t.app.services, { venueId, venueCode: CAFE }))}`;
    const refund = await gql(M_REFUND, { t: second.tradeid, p: { amount: second.amount, reason: 'split test' } }, undefined, { cookie });
    expect(refund.errors).toBeUndefined();
    expect(refund.data.orderRefund.amount).toBe(second.amount);
    expect((await gql(Q_ORDER, { t: first.tradeid }, winner)).data.orderInfo.status).toBe(2);
    expect((await gql(Q_ORDER, { t: second.tradeid }, lastPhone)).data.orderInfo.status).toBe(3);
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('splitting a table bill with two server processes on one PostgreSQL', () => {
  it('10 phones over two processes paying the same line, then the last of the balance, at once: one share each time', async () => {
    const entry = bundleServer();
    const database = await openTestDatabase('postgres');
    expect((await importBrand(database.db, demoBrand({ openAllDay: [CAFE] }))).ok).toBe(true);
    const venue = await findVenueId(database.db, CAFE);
    const menu = (await loadMenu(database.db, venue!))!;
    const env = { SEED_DEMO: 'false', DATABASE_URL: database.url!, DATABASE_POOL_SIZE: '10' };
    const servers = await Promise.all([startServer(env, { entry }), startServer(env, { entry })]);
    try {
      const gql = async (i: number, query: string, variables: Record<string, unknown>, token?: string): Promise<Gql<any>> =>
        (await (await fetch(`${servers[i % 2].url}/xcloud/user/gapi`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) })).json()) as Gql<any>;
      const phones = await Promise.all(Array.from({ length: 10 }, async (_, i) => (await gql(i, Q_INFO, { rc: T5 })).data!.orderResInfo.auth.authorization.token as string));
      const cart = (code: string, id: number, count: number) => {
        const p = menu.products.find((x) => x.code === code)!;
        return { id, tid: id, gid: id, status: 1, store_id: menu.store_id, menu_id: menu.id, code: p.code, count, name: p.name, pid: p.id, sid: 0, cid: p.category_id, sequence: p.sequence, discount: 0, value: p.price, price: p.price, type: 2, taxes: '[]', taxtotal: 0, taxextra: 0, extra: '{}' };
      };
      const edited = await gql(0, M_EDIT, { rc: T5, count: 10, carts: [cart('butter-croissant', 9001, 3), cart('cold-brew', 9002, 2)] }, phones[0]);
      expect(edited.errors).toBeUndefined();
      expect((await gql(0, M_SUBMIT, { rc: T5 }, phones[0])).errors).toBeUndefined();
      const view = (await gql(1, Q_SPLIT, { rc: T5 }, phones[1])).data!.tableSplit as SplitView;
      const l0 = view.lines[0];
      // All ten at once, alternating processes, for the same line: one holds it, nine are told it is taken.
      const same = await Promise.all(phones.map((tok, i) => gql(i, M_PAY, { rc: T5, share: { kind: 'lines', line_ids: [l0.id], amount: l0.cost } }, tok)));
      expect(same.filter((r) => r.data)).toHaveLength(1);
      expect(same.filter((r) => r.errors?.[0]?.extensions?.code === 'SPLIT_LINE_PAID')).toHaveLength(9);
      // Then the rest, all at once: exactly one share holds it; the others are told nothing is due.
      const rest = view.total - l0.cost;
      const last = await Promise.all(phones.map((tok, i) => gql(i + 1, M_PAY, { rc: T5, share: { kind: 'rest', amount: rest } }, tok)));
      expect(last.filter((r) => r.data)).toHaveLength(1);
      for (const r of last.filter((x) => x.errors)) expect(r.errors![0].extensions).toMatchObject({ code: 'SPLIT_NOTHING_DUE', balance: 0 });
      const shares = await database.db.select().from(tableShares);
      expect(shares.map((x) => x.amount)).toEqual([l0.cost, rest]);
    } finally {
      await Promise.all(servers.map((x) => x.stop('SIGTERM')));
      await database.close();
    }
  }, 120_000);
});
