/**
 * The full delivery address for the venue's own zones (issue 23 item 8): an own-zone delivery order
 * carries street, unit and instructions (with suburb, postcode and phone) to the staff orders JSON, the
 * receipt and the driver sheet; a postcode outside the venue's zones and a missing street are refused
 * with clear messages in three languages, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { productLine, simpleProduct } from '../helpers/orders';
import { orderFees, priceOrder } from '../../src/domain/price-order';
import { messageKeyOf } from '../../src/domain/errors';
import { i18nFor } from '../../src/i18n/messages';
import { driverSheet } from '../../src/server/modules/orders';
import * as orderTables from '../../src/server/modules/orders/schema';
import type { Menu, Venue } from '../../src/domain/types';
import { readFileSync } from 'node:fs';
import { orderDetailOf } from '../../src/islands/api/order-types';
import { buildOrderEdit } from '../../src/islands/stores/edit-order';
import { addressChoices } from '../../src/islands/fulfilment/saved-addresses';
import { chosenAddressOf } from '../../src/islands/order/detail/AddressDrawer';
import type { OrderVenue } from '../../src/islands/api/order-types';
import type { Shipping } from '../../src/islands/api/accounts';

/** Wednesday 11 June 2025, 12:00 in Sydney: the Golden Lantern (own delivery zones) is open for lunch. */
const NOW_MS = Date.UTC(2025, 5, 11, 2, 0, 0);
const VENUE = 'golden-lantern';
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ tradeid } }`;
const INFO = `query($t:String!){ orderInfo(tradeid:$t){ invoice_code shipping { street1 street2 instructions postcode } } }`;

describe.each(testDatabaseKinds())('the full own-zone delivery address on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let auth: Record<string, string>;
  let cookie = '';

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { nowMs: () => NOW_MS }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, VENUE))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    const guest = await t.gql(`mutation { userRegisterSubmit(account: "0491570199", firstname: "Grace", platform: 2, country: "AU") { authorization { token } } }`);
    auth = { authorization: `Bearer ${guest.data.userRegisterSubmit.authorization.token}` };
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `venue_code=${VENUE}&password=demo` });
    cookie = login.headers.get('set-cookie')!.split(';')[0];
  });
  afterAll(() => t?.close());

  /** An own-zone delivery to postcode 2000 (zone 'City & Haymarket'), over the zone minimum, with `address` on top. */
  function deliveryParam(address: Record<string, unknown>) {
    const lines = [productLine(menu, simpleProduct(menu), 4)];
    const priced = priceOrder({ lines, venue, categoryType: 4, scope: 'online', now: NOW_MS / 1000, delivery: { geoId: 2000 }, tip: { kind: 'cents', cents: 0 } });
    if (!priced.ok) throw new Error(JSON.stringify(priced));
    const p = priced.value;
    return {
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
      shipping: { city: 'Haymarket', state: 'NSW', postcode: '2000', geo_id: 2000, country: 'AU', firstname: 'Grace', phone: '+61491570199', method: 1, fee: p.breakdown.deliveryFee, quote: 0, tips: 0, surcharge: 0, ...address },
    };
  }
  const orderCount = async () => (await t.app.services.db.select({ id: orderTables.orders.id }).from(orderTables.orders)).length;

  it('carries street, unit and instructions to the staff orders JSON, the receipt and the driver sheet', async () => {
    const placed = await t.gql(EDIT, { p: deliveryParam({ street1: ' 12 Dixon Street ', street2: 'Level 3', instructions: 'Side door on Goulburn St, ring 301' }) }, auth);
    expect(placed.errors).toBeUndefined();
    const tradeid = placed.data.orderEdit.tradeid as string;

    const info = (await t.gql(INFO, { t: tradeid }, auth)).data.orderInfo;
    expect(info.shipping).toMatchObject({ street1: '12 Dixon Street', street2: 'Level 3', instructions: 'Side door on Goulburn St, ring 301', postcode: '2000' });

    const board = (await (await fetch(`${t.url}/staff/api/orders`, { headers: { cookie } })).json()) as { orders: { tradeid: string; address: unknown }[] };
    expect(board.orders.find((o) => o.tradeid === tradeid)?.address).toEqual({
      name: 'Grace',
      phone: '+61491570199',
      street: '12 Dixon Street',
      unit: 'Level 3',
      suburb: 'Haymarket',
      state: 'NSW',
      postcode: '2000',
      instructions: 'Side door on Goulburn St, ring 301',
    });

    const receipt = await (await fetch(`${t.url}/cloud/open/invoice/view/${info.invoice_code}`)).text();
    expect(receipt).toContain('12 Dixon Street, Level 3, Haymarket, 2000');
    expect(receipt).toContain('Side door on Goulburn St, ring 301');
    const zhReceipt = await (await fetch(`${t.url}/cloud/open/invoice/view/${info.invoice_code}?lang=zh-CN`)).text();
    expect(zhReceipt).toContain('给司机的备注');

    const staff = { venueId: venue.id, venueCode: VENUE };
    const sheet = await driverSheet(t.app.services, staff, tradeid);
    expect(sheet.ok && sheet.value).toMatchObject({
      customer: 'Grace',
      phone: '+61491570199',
      address: { street: '12 Dixon Street', unit: 'Level 3', suburb: 'Haymarket', postcode: '2000', instructions: 'Side door on Goulburn St, ring 301' },
      paid: false,
    });
    expect(sheet.ok && sheet.value.items.length).toBeGreaterThan(0);
    // Another venue's staff do not get it.
    const other = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    expect(await driverSheet(t.app.services, { venueId: other.id, venueCode: 'laneway-espresso' }, tradeid)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it.each([
    [{ street1: '1 George St', postcode: '2150' }, 'DELIVERY_POSTCODE_OUT_OF_ZONE', "We don't deliver to postcode 2150. Your address is not in range of our store location.", '我们不配送邮编 2150，您的地址不在本店配送范围内。'],
    [{ street1: '   ', street2: 'Unit 4' }, 'DELIVERY_STREET_REQUIRED', 'Please enter the street address.', '请输入街道地址。'],
  ])('refuses %o with %s and a clear message, storing nothing', async (address, code, english, chinese) => {
    const before = await orderCount();
    const r = await t.gql(EDIT, { p: deliveryParam(address) }, auth);
    expect(r.errors?.[0].extensions?.code).toBe(code);
    expect(await orderCount()).toBe(before);
    const params = (r.errors?.[0].extensions?.params ?? {}) as Record<string, string>;
    const key = messageKeyOf(code as never);
    expect(i18nFor('en').t(key, params)).toBe(english);
    expect(i18nFor('en-au').t(key, params)).toBe(english);
    expect(i18nFor('zh-CN').t(key, params)).toBe(chinese);
  });

  const doc = (...names: string[]) => names.map((n) => readFileSync(`src/islands/api/documents/${n}.graphql`, 'utf8')).join('\n');
  const SHIP = `mutation($id:Long!,$p:ShippingInput!){ shippingEdit(id:$id, param:$p){ id mode method city postcode } }`;

  it('saved addresses record their type and the delivery method they were saved for (accounts §2.9; issue 26 item 13)', async () => {
    const street = { firstname: 'Ada', lastname: 'Lo', phone: '0491570157', country: 'AU', street1: '9 Crown St', city: 'Surry Hills', state: 'NSW', postcode: '2010' };
    const saved = (await t.gql(SHIP, { id: 0, p: { ...street, method: 1 } }, auth)).data.shippingEdit;
    expect(saved).toMatchObject({ mode: 1, method: 1 });
    // An edit without a method keeps it; a bad method or type is refused on its field.
    expect((await t.gql(SHIP, { id: saved.id, p: { ...street, city: 'Darlinghurst' } }, auth)).data.shippingEdit).toMatchObject({ mode: 1, method: 1, city: 'Darlinghurst' });
    expect((await t.gql(SHIP, { id: 0, p: { ...street, method: 7 } }, auth)).errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'method' } } });
    expect((await t.gql(SHIP, { id: 0, p: { ...street, mode: 5 } }, auth)).errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'mode' } } });
    // A contact (type 0) needs a name and a phone only; a street address still needs its street.
    expect((await t.gql(SHIP, { id: 0, p: { firstname: 'Ada', phone: '0491570157', country: 'AU', mode: 0 } }, auth)).data.shippingEdit).toMatchObject({ mode: 0, method: 0 });
    expect((await t.gql(SHIP, { id: 0, p: { firstname: 'Ada', phone: '0491570157', country: 'AU' } }, auth)).errors?.[0].extensions?.params).toEqual({ field: 'street1' });
    const list = (await t.gql(`query { userInfoQuery { shipping { mode method } } }`, {}, auth)).data.userInfoQuery.shipping as { mode: number; method: number }[];
    expect(list).toEqual(expect.arrayContaining([{ mode: 1, method: 1 }, { mode: 0, method: 0 }]));
  });

  it("the order page's choose-address drawer: a saved address chosen for a placed order re-sends it with that suburb, postcode and contact (orders §2.4)", async () => {
    const placed = await t.gql(EDIT, { p: deliveryParam({ street1: '12 Dixon Street' }) }, auth);
    const tradeid = placed.data.orderEdit.tradeid as string;
    const saved = (await t.gql(`mutation($p:ShippingInput!){ shippingEdit(id:0, param:$p){ ...ShippingFields } }\n${doc('shipping-fields')}`, { p: { firstname: 'Mia', lastname: 'Chen', phone: '0491570158', country: 'AU', street1: '7 Foveaux St', city: 'Surry Hills', state: 'NSW', postcode: '2010', method: 1 } }, auth)).data.shippingEdit as Shipping;
    const far = { ...saved, id: saved.id + 1000, postcode: '2150', city: 'Parramatta' };
    // The drawer's choices for the venue's zones: 2010 is served, 2150 is out of range.
    const v = (await t.gql(doc('order-venue'), { venue_code: VENUE })).data.venueInfo;
    const orderVenue = { ...v, deliveries: v.deliveries.map((d: { suburbs: unknown }) => ({ ...d, suburbs: typeof d.suburbs === 'string' ? JSON.parse(d.suburbs) : d.suburbs })) } as OrderVenue;
    const choices = addressChoices([saved, far], orderVenue.deliveries);
    expect(choices.map((c) => c.inRange)).toEqual([true, false]);
    const order = orderDetailOf((await t.gql(doc('order-info', 'order-fields', 'order-list-fields', 'status-time-fields'), { tradeid }, auth)).data.orderInfo);
    const chosen = chosenAddressOf(choices[0] as never);
    const built = buildOrderEdit(order, orderVenue, { address: { ...chosen, instructions: 'Blue door' } }, { now: NOW_MS / 1000 });
    if (!built.ok) throw new Error(JSON.stringify(built));
    const edited = await t.gql(`mutation($id:Int,$p:UmsOrderEditParamInput!){ orderEdit(id:$id, param:$p){ tradeid } }`, { id: order.id, p: built.value.param }, auth);
    expect(edited.errors).toBeUndefined();
    const after = (await t.gql(`query($t:String!){ orderInfo(tradeid:$t){ shipping { firstname lastname phone street1 city postcode geo_id instructions } } }`, { t: tradeid }, auth)).data.orderInfo;
    expect(after.shipping).toMatchObject({ firstname: 'Mia', lastname: 'Chen', phone: '+61491570158', street1: '7 Foveaux St', city: 'Surry Hills', postcode: '2010', geo_id: 2010, instructions: 'Blue door' });
  });

  it('keeps the storefront flow that sends no street (suburb only) working', async () => {
    const r = await t.gql(EDIT, { p: deliveryParam({}) }, auth);
    expect(r.errors).toBeUndefined();
  });
});
