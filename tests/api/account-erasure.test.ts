/**
 * Account deletion leaves no personal data (accounts-and-loyalty.md §2.15; issue 26 item 1 and its
 * Done-when): a member who earlier checked out as a guest with the same phone (a courier order with a
 * full drop-off address), then registered, saved an address and cards, bought a gift card, had a
 * receipt e-mailed, received SMS codes and failed sign-ins (rate-limit rows), deletes the account. Then a
 * text search over every text, varchar and json(b) column of every table, and over the server's log
 * (the app's own logger, `createLogger`), finds none of their phone (E.164 and national forms), e-mail,
 * first name, last name or street. The same search before deletion finds each, so the check can fail.
 */
import { Writable } from 'node:stream';
import { desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../helpers/databases';
import { priceOrder, orderFees } from '../../src/domain/price-order';
import type { Menu, Product, Venue } from '../../src/domain/types';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { brandIdOfVenue } from '../../src/server/modules/catalog';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { trackedTransaction } from '../../src/server/platform/db/client';
import { createLogger } from '../../src/server/platform/logger';
import { memberPassVersion } from '../../src/server/modules/loyalty/member-code';
import type { Services } from '../../src/server/services';
import * as s from '../helpers/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { productLine, simpleProduct } from '../helpers/orders';

const NOW_MS = Date.UTC(2025, 5, 11, 0, 0, 0); // 10:00 in Sydney: Laneway Espresso is open
const now = NOW_MS / 1000;
let clockMs = NOW_MS;
const clock = { nowMs: () => clockMs };
const ENV = { COURIER_SIMULATOR_SECRET: 'courier-simulator-test-secret-0123456789', COURIER_SIMULATOR_SPEED: '1', COURIER_BOOKING_SWEEP_MS: '3600000' };

// Distinctive values: nothing else in the demo data contains them.
const NATIONAL = '0498765431';
const E164 = '+61498765431';
const FIRST = 'Zephyrinea';
const LAST = 'Quillfeatherby';
const EMAIL = 'zephyrinea.q@example.org';
const STREET = '77 Marrowbone Crescent';
const NEEDLES = ['498765431', FIRST, LAST, EMAIL, 'Marrowbone'];
/** Other written forms of the phone, searched for after deletion too. */
const SPACED = ['0498 765 431', '+61 498 765 431', '498-765-431'];

const GUEST = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, platform:2){ authorization{ token } info{ id } } }`;
const REQ = `mutation($a:String,$c:String){ userRegisterRequest(account:$a, country:$c) }`;
const SUBMIT = `mutation($a:String,$c:String,$p:String,$code:String,$f:String,$e:String,$pl:Byte){
  userRegisterSubmit(account:$a, username:$a, country:$c, password:$p, code:$code, platform:$pl, firstname:$f, email:$e){ authorization{ token } info{ id } } }`;
const LOGIN = `mutation($a:String,$c:String,$p:String){ userLogin(account:$a, country:$c, password:$p){ authorization{ token } } }`;
const EDIT_USER = `mutation($p:UserEditInput!){ userEdit(param:$p){ id } }`;
const SHIP = `mutation($id:Long!,$p:ShippingInput!){ shippingEdit(id:$id, param:$p){ id } }`;
const CARD = `mutation($id:Long!,$p:PayCardInput!){ payCardEdit(id:$id, param:$p){ id } }`;
const UID = `{ userInfoQuery { uid } }`;
const ORDER_EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`;
const PURCHASE = `mutation($p:GiftCardPurchaseInput!){ giftCardPurchase(param:$p){ tradeid total } }`;

class Sink extends Writable {
  lines: string[] = [];
  _write(chunk: Buffer, _e: string, done: () => void) {
    this.lines.push(chunk.toString());
    done();
  }
}

/** Marks an order paid as a confirmed payment does (the orderPaid hooks in the same transaction), then runs their after-commit work. */
async function pay(services: Services, orderId: number): Promise<void> {
  const after = await trackedTransaction(services.db, async (tx) => {
    const [o] = await tx.update(s.orders).set({ status: 2, paytime: now }).where(eq(s.orders.id, orderId)).returning();
    return services.hooks.run('orderPaid', tx, { order: { id: o.id, tradeid: o.tradeid, venueId: o.venueId, userId: o.userId, tableId: null, source: o.source, feetopay: o.feetopay }, nowMs: NOW_MS }, services);
  });
  await after();
}

describe.each(testDatabaseKinds())('account deletion erases every copy of the member (%s)', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let product: Product;
  const sink = new Sink();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, env: ENV, logger: createLogger('info', sink), seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    product = simpleProduct(menu);
  });
  afterAll(() => t?.close());

  const db = () => t.app.services.db;

  /** `table.column` of every text, varchar and json(b) column of every table whose text contains `needle` (case-insensitive). */
  async function columnsHolding(needle: string): Promise<string[]> {
    const cols = (await db().execute(
      sql`select table_name as t, column_name as c from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY') order by 1, 2`,
    )) as unknown as { rows: { t: string; c: string }[] };
    expect(cols.rows.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { t: table, c: column } of cols.rows) {
      const r = (await db().execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`)) as unknown as { rows: { n: number }[] };
      if (r.rows[0]!.n > 0) found.push(`${table}.${column}`);
    }
    return found;
  }
  const logHolding = (needle: string) => sink.lines.filter((l) => l.toLowerCase().includes(needle.toLowerCase()));

  it('after a guest checkout, a courier order, cards, a gift card, e-mails, SMS and rate-limit hits, userLogoff leaves no phone, e-mail, name or street anywhere', async () => {
    // 1. A guest checkout with the phone: a paid courier order to the full address.
    const guest = (await t.gql(GUEST, { a: NATIONAL, f: FIRST })).data.userRegisterSubmit;
    const address = { street1: STREET, city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU', firstname: FIRST, lastname: LAST, phone: E164, email: EMAIL };
    const quoteRes = await fetch(`${t.url}/create/delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'create_quote', venueId: venue.id, method: 21, tradeid: '', address, instructions: `Ring ${FIRST} on ${NATIONAL}`, order_value: 2500, totalPrice: 2500, validDateTime: new Date(Date.now() + 45 * 60_000).toISOString(), seqNum: 1, products: [{ name: 'Flat white', quantity: 2 }] }),
    });
    const quote = ((await quoteRes.json()) as { data: { id: string; fee: number; tax: number } }).data;
    const lines = [productLine(menu, product, 2)];
    const priced = priceOrder({ lines, venue, categoryType: 4, scope: 'online', now, delivery: { quote: quote.fee + quote.tax }, tip: { kind: 'cents', cents: 100 } });
    if (!priced.ok) throw new Error(JSON.stringify(priced));
    const p = priced.value;
    const courierOrder = await t.gql(
      ORDER_EDIT,
      {
        p: {
          venue_id: venue.id,
          category_type: 4,
          source: 40,
          type: 2,
          status: 1,
          validtime: 0,
          ...orderFees(p),
          carts: p.carts,
          payments: p.payments,
          extra: '{}',
          shipping: { ...address, method: 21, delivery_id: quote.id, quote: quote.fee + quote.tax, tips: 100, surcharge: p.breakdown.deliverySurcharge, fee: quote.fee + quote.tax + 100 + p.breakdown.deliverySurcharge },
        },
      },
      bearer(guest.authorization.token),
    );
    if (!courierOrder.data) throw new Error(JSON.stringify(courierOrder.errors));
    await pay(t.app.services, courierOrder.data.orderEdit.id);
    const [delivery] = await db().select().from(s.deliveries).where(eq(s.deliveries.id, quote.id));
    expect(delivery.bookedAt).not.toBeNull();

    // 2. The same phone registers (an SMS code), with the e-mail; fails two sign-ins (rate-limit rows).
    clockMs += 61_000;
    expect((await t.gql(REQ, { a: NATIONAL, c: 'AU' })).data?.userRegisterRequest).toBe(true);
    const [sms] = await db().select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, E164)).orderBy(desc(s.smsOutbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    const member = await t.gql(SUBMIT, { a: NATIONAL, c: 'AU', p: 'correct horse 1', code, f: FIRST, e: EMAIL, pl: 1 });
    expect(member.errors).toBeUndefined();
    const h = bearer(member.data.userRegisterSubmit.authorization.token);
    for (const wrong of ['wrong one 1', 'wrong two 2']) expect((await t.gql(LOGIN, { a: NATIONAL, c: 'AU', p: wrong })).errors).toBeDefined();
    await t.gql(EDIT_USER, { p: { lastname: LAST } }, h);
    await t.gql(SHIP, { id: 0, p: { firstname: FIRST, lastname: LAST, phone: NATIONAL, country: 'AU', postcode: '2000', city: 'SYDNEY', state: 'NSW', street1: STREET } }, h);
    await t.gql(CARD, { id: 0, p: { name: `${FIRST} ${LAST}`, last4: '4242' } }, h);
    // A card saved at the payment provider (the simulator's vault) and a shopper row of an attempt.
    const uid = (await t.gql(UID, {}, h)).data.userInfoQuery.uid as string;
    const card = { brand: 'visa', lastFour: '4242', expiryMonth: '12', expiryYear: '2030', holderName: `${FIRST} ${LAST}` };
    await db().insert(s.storedPaymentMethods).values({ provider: 'simulator', shopperReference: uid, methodId: 'simpm_erasure_1', ...card });
    await db().insert(s.simulatorShoppers).values({ sessionId: 'S-erasure-shopper', shopperReference: uid, saveCard: card });
    // A wallet pass made for the member (its version is kept under a name holding the uid).
    await memberPassVersion(db(), (await brandIdOfVenue(db(), venue.id))!, uid);
    const passVersions = () => db().select().from(s.serverSecrets).where(like(s.serverSecrets.name, `member-pass:%:${uid}`));
    expect(await passVersions()).toHaveLength(1);

    // 3. A gift card bought for someone else (the sender's name and message go into the card and its e-mail).
    const bought = await t.gql(PURCHASE, { p: { brand_code: 'laneway', value: 5000, sender_name: FIRST, message: `Love, ${FIRST} ${LAST}`, recipients: [{ name: 'Robin', email: 'robin.erasure@example.com', email_confirm: 'robin.erasure@example.com' }] } }, h);
    if (!bought.data) throw new Error(JSON.stringify(bought.errors));
    const [giftOrder] = await db().select().from(s.orders).where(eq(s.orders.tradeid, bought.data.giftCardPurchase.tradeid));
    await pay(t.app.services, giftOrder.id);
    const [giftMail] = await db().select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, 'robin.erasure@example.com'));
    expect(giftMail.text).toContain(FIRST);

    // 4. The receipt of the courier order e-mailed to the member's address.
    const [paidCourier] = await db().select().from(s.orders).where(eq(s.orders.id, courierOrder.data.orderEdit.id));
    const mailed = await fetch(`${t.url}/cloud/open/invoice/email/${paidCourier.invoiceCode}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL }) });
    expect(mailed.status).toBeLessThan(300);

    // Before deletion every value is found, in the tables the issue lists.
    const before = new Map<string, string[]>();
    for (const n of NEEDLES) before.set(n, await columnsHolding(n));
    const held = new Set([...before.values()].flat().map((c) => c.split('.')[0]));
    for (const table of ['users', 'orders', 'deliveries', 'courier_simulator_deliveries', 'stored_payment_methods', 'simulator_shoppers', 'pay_cards', 'user_addresses', 'email_outbox', 'sms_outbox', 'gift_card_purchases', 'gift_cards']) {
      expect(held, table).toContain(table);
    }
    for (const n of NEEDLES) expect(before.get(n)!.length, n).toBeGreaterThan(0);
    // Rate-limit rows exist for the phone, but under a keyed hash: never the phone itself.
    const limitRows = await db().select().from(s.requestLimitHits);
    expect(limitRows.filter((r) => r.kind === 'login_account' || r.kind.startsWith('sms_phone')).length).toBeGreaterThan(0);

    // The deletion.
    expect((await t.gql(`mutation{ userLogoff }`, {}, h)).data.userLogoff).toBe(true);

    // No column of any table holds any of them now.
    for (const n of [...NEEDLES, ...SPACED]) expect(await columnsHolding(n), n).toEqual([]);
    // The log never held them (no phone or e-mail in log lines; SMS lines mask the phone).
    expect(sink.lines.length).toBeGreaterThan(5);
    expect(sink.lines.some((l) => l.includes('SMS to …5431'))).toBe(true);
    for (const n of [...NEEDLES, ...SPACED, E164, NATIONAL]) expect(logHolding(n), n).toEqual([]);

    // What stays is de-identified: both users (member and guest), the orders with their amounts, the
    // booked delivery with its postcode, the gift card with its value (the recipient owns it).
    const users = await db().select().from(s.users).where(eq(s.users.phone, ''));
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([guest.info.id, member.data.userRegisterSubmit.info.id]));
    const [keptDelivery] = await db().select().from(s.deliveries).where(eq(s.deliveries.id, quote.id));
    expect(keptDelivery.address).toEqual({ city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' });
    expect(keptDelivery.bookedAt).not.toBeNull();
    const [keptCard] = await db().select().from(s.giftCards);
    expect(keptCard).toMatchObject({ value: 5000, senderName: '', recipientName: 'Robin' });
    expect(await db().select().from(s.storedPaymentMethods).where(eq(s.storedPaymentMethods.shopperReference, uid))).toEqual([]);
    // The wallet pass's version is gone: a pass made before deletion would be refused as revoked.
    expect(await passVersions()).toEqual([]);
  });
});
