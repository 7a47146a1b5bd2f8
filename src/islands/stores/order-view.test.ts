import { describe, expect, it } from 'vitest';
import { makeCartLine, makeVenue } from '../../domain/test-fixtures';
import type { OrderDetail } from '../api/order-types';
import { buildOrderDetailView, isStillEditable, receiptUrl, statusTitle, statusTone, toTableOrderDetail, type TableOrderSource } from './order-view';

const GST = JSON.stringify([{ attr: 1, name: 'GST', rate: 0.1, subTotal: 1091, tax: 109 }]);

function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 7, seqnum: 3, type: 2, source: 40, category_type: 1, category_name: 'Pick up', paytime: 0, status: 1,
    venue_cover: '', venue_id: 1, venue_code: 'cafe', venue_name: 'Cafe', tradeid: 'P250611abcdef0123456789', created_at: 1000, validtime: 0,
    feetotal: 1200, feediscount: 0, feedelivery: 0, feesurcharge: 0, feetax: 109, feetaxes: GST, res: [],
    statustime: [{ id: 1, status: 1, datetime: 1000, extra: '' }], refund_orders: [], order_number: 'OI-003',
    invoice_code: 'inv1', parent_tradeid: '', feetopay: 1200, feetaxextra: 0, feepay: 0, feetips: 0, notes: '', version: 1, extra: '{}',
    shipping: null, customer: null,
    carts: [
      makeCartLine({ id: 1, gid: 1, name: 'Latte(Large)', price: 550, count: 2, extra: JSON.stringify({ notes: 'hot' }) }),
      makeCartLine({ id: 2, gid: 1, type: 22, tid: 102, name: 'Oat', price: 50, count: 2 }),
    ],
    payments: [], store_orders: [],
    ...overrides,
  } as OrderDetail;
}

describe('the order detail view (orders-and-payments.md §2.4)', () => {
  const venue = makeVenue({ payments: [{ pid: 1, name: 'Card', mode: 0, shopper_statement: 'CAFE', surcharge: 0.012 }] });

  it("names the service surcharge and the taxes in the page's language from the venue's _i18n fields (issue 16 item 13)", () => {
    const base = makeVenue();
    const zhVenue = {
      ...base,
      config: { ...base.config, service_surcharge_name: 'Service Surcharge', service_surcharge_name_i18n: '{"zh-CN":"服务费"}' },
      taxes: [{ attr: 1, categories: '', name: 'GST', name_i18n: { 'zh-CN': '商品及服务税' }, rate: 0.1, type: 1 }],
    };
    const withSurcharge = order({ feesurcharge: 60, extra: JSON.stringify({ serviceSurchargeName: 'Service Surcharge' }) });
    const zh = buildOrderDetailView(withSurcharge, zhVenue, { locale: 'zh-CN' });
    expect(zh.charges.find((c) => c.id === 'serviceSurcharge')).toMatchObject({ label: '服务费', amount: 60 });
    expect(zh.taxLines[0]).toMatchObject({ name: '商品及服务税', inclusive: true, label: 'GST,10%(inc.)' });
    // In English the default name is the page's own (translatable) label; a venue's own name stays.
    const en = buildOrderDetailView(withSurcharge, zhVenue, { locale: 'en' });
    expect(en.charges.find((c) => c.id === 'serviceSurcharge')).toEqual({ id: 'serviceSurcharge', labelKey: 'serviceSurcharge', amount: 60 });
    expect(en.taxLines[0].name).toBe('GST');
    const own = buildOrderDetailView(order({ feesurcharge: 60, extra: JSON.stringify({ serviceSurchargeName: 'Weekend fee' }) }), base, { locale: 'zh-CN' });
    expect(own.charges.find((c) => c.id === 'serviceSurcharge')).toMatchObject({ label: 'Weekend fee' });
    // No translation of the default name: the page's translated 'Service Surcharge'.
    const plain = buildOrderDetailView(withSurcharge, base, { locale: 'zh-CN' });
    expect(plain.charges.find((c) => c.id === 'serviceSurcharge')).toMatchObject({ labelKey: 'serviceSurcharge' });
  });

  it('shows the items with modifiers and notes, the subtotal, the tax breakdown and the amount due with the card surcharge', () => {
    const v = buildOrderDetailView(order(), venue);
    expect(v.stores).toHaveLength(1);
    const item = v.stores[0].courses[0].items[0];
    expect(item).toMatchObject({ name: 'Latte(Large)', count: 2, amount: 1100, notes: 'hot', sub: [{ prefix: '+', name: 'Oat', count: 2, amount: 100 }] });
    expect(v.subtotal).toBe(1200);
    expect(v.taxLines).toEqual([{ label: 'GST,10%(inc.)', name: 'GST', rate: 0.1, attr: 1, inclusive: true, amount: 109 }]);
    expect(v.taxedSubtotal).toBe(1091);
    expect(v.paymentSurcharge).toBe(14);
    expect(v.amountDue).toBe(1214);
    expect(v.amountDueWithSurcharge).toBe(true);
    expect(v.actions).toEqual(['placeOrder']);
    expect(v.editable).toBe(true);
    expect(v.cancelable).toBe(true);
    expect(v.transactionId).toBe('abcdef0123456789');
  });

  it('offers cancel payment and continue to pay while a payment is pending', () => {
    expect(buildOrderDetailView(order({ status: 12 }), venue).actions).toEqual(['cancelPayment', 'continueToPay']);
  });

  it('offers the invoice once paid, and no more changes', () => {
    const v = buildOrderDetailView(order({ status: 2, paytime: 2000, feepay: 1214, carts: order().carts.map((l) => ({ ...l, status: 2 })), statustime: [{ id: 1, status: 1, datetime: 1, extra: '' }, { id: 2, status: 2, datetime: 2, extra: '' }] }), venue);
    expect(v.actions).toEqual(['viewInvoice']);
    expect(v.editable).toBe(false);
    expect(v.amountDue).toBe(1200);
    expect(v.totalPaid).toBe(1214);
    expect(v.totalPaidWithSurcharge).toBe(true);
    expect(v.paymentKey).toBe('paid');
  });

  it('a pay-in-store order still unpaid offers paying online instead', () => {
    const v = buildOrderDetailView(order({ type: 1 }), venue);
    expect(v.payInStore).toBe(true);
    expect(v.actions).toEqual(['continueToPay']);
  });

  it('an order the venue accepted is no longer editable', () => {
    const accepted = order({ statustime: [{ id: 1, status: 1, datetime: 1, extra: '' }, { id: 2, status: 21, datetime: 2, extra: '' }] });
    expect(isStillEditable(accepted)).toBe(false);
    expect(buildOrderDetailView(accepted, venue).actions).toEqual(['continueToPay']);
  });

  it('pay-by-link hides editing', () => {
    expect(buildOrderDetailView(order(), venue, { payByLink: true })).toMatchObject({ editable: false, actions: ['continueToPay'] });
  });

  it('names the service surcharge and reads the coupons from the payments', () => {
    const v = buildOrderDetailView(
      order({ feesurcharge: 120, extra: JSON.stringify({ serviceSurchargeName: 'Weekend', orderNotes: 'Window seat' }), payments: [{ id: 1, amount: 500, change: 500, platform: 0, type: 25, pid: 9, sid: 0, notes: JSON.stringify({ name: '$5 off', shortCode: 'W5', type: 2, minimumOrder: 0 }) }], feediscount: 500 }),
      venue,
    );
    expect(v.charges).toEqual([{ id: 'serviceSurcharge', label: 'Weekend', amount: 120 }]);
    expect(v.subtotal).toBe(1200); // the items alone; the surcharge is its own row (issue 27 item 6)
    expect(v.coupons).toEqual([{ couponId: 9, name: '$5 off', shortCode: 'W5', amount: 500, value: 500, type: 2, minimumOrder: 0 }]);
    expect(v.notes).toBe('Window seat');
  });

  it("a courier delivery's subtotal is the items alone; the delivery fee is its own row (issue 27 item 6)", () => {
    const v = buildOrderDetailView(order({ category_type: 4, feedelivery: 995, feetips: 220, feetopay: 2415, shipping: { method: 21, street1: '1 George St', city: 'Sydney', postcode: '2000', state: 'NSW' } as OrderDetail['shipping'] }), venue);
    expect(v.subtotal).toBe(1200);
    expect(v.charges).toEqual([{ id: 'deliveryCost', labelKey: 'deliveryCost', amount: 995 }]);
    expect(v.tips).toBe(220);
  });

  it('titles the status page with the table or the category and number (§2.5)', () => {
    expect(statusTitle(order())).toEqual({ category: 'Pick up', number: 'OI-003' });
    expect(statusTitle(order({ category_type: 2, res: [{ tid: 1, name: '12' }] }))).toEqual({ table: '12', number: 'OI-003' });
    expect([statusTone('unpaid'), statusTone('paid'), statusTone('fulfilled'), statusTone('canceled')]).toEqual(['wait', 'progress', 'done', 'off']);
  });
});

describe('the order detail of a table order still being ordered at (orders-and-payments.md §2.4, §4.8)', () => {
  const table = (overrides: Partial<TableOrderSource> = {}): TableOrderSource => ({
    tradeid: 'a'.repeat(32), tid: 6, name: '6', count: 3, status: 2, venue_id: 1, venue_code: 'cafe', category_type: 2, category_name: 'Dine In', startdt: 5_000_000,
    carts: [makeCartLine({ id: 1, gid: 1, status: 21, price: 500, count: 2 }), makeCartLine({ id: 2, gid: 2, pid: 9, status: 1, price: 300, count: 1 }), makeCartLine({ id: 3, gid: 3, pid: 8, status: 2, price: 900, count: 1 })],
    bill: null,
    ...overrides,
  });

  it('is the live cart, unpaid with no events before any checkout, the unpaid lines standing in for a missing bill', () => {
    const o = toTableOrderDetail(table(), null, 'Cafe');
    expect(o).toMatchObject({ id: 0, source: 30, status: 1, statustime: [], venue_name: 'Cafe', res: [{ tid: 6, name: '6' }], created_at: 5000, feetotal: 1300, feetopay: 1300 });
    expect(o.carts.map((l) => l.status)).toEqual([21, 1, 2]);
    const v = buildOrderDetailView(o, makeVenue());
    expect(v.amountDue).toBe(1300);
    expect(v.editable).toBe(false);
    expect(v.stores[0].courses.flatMap((c) => c.items).map((i) => i.isNew)).toEqual([false, true, false]);
  });

  it("takes the server's bill and the checkout's order (id, number, status, events)", () => {
    const placed = order({ id: 41, source: 30, order_number: 'OS-004', status: 1, statustime: [{ id: 1, status: 1, datetime: 7000, extra: '' }] });
    const o = toTableOrderDetail(table({ bill: { feetotal: 1300, feediscount: 0, feetax: 118, feetaxextra: 0, feetaxes: GST, feesurcharge: 130, feetopay: 1430 } }), placed);
    expect(o).toMatchObject({ id: 41, order_number: 'OS-004', feesurcharge: 130, feetopay: 1430, venue_name: 'Cafe', statustime: placed.statustime });
  });
});

describe('receiptUrl (orders-and-payments.md §2.7)', () => {
  it('opens the receipt in the page language, escaping the code', () => {
    expect(receiptUrl('ab/c', 'zh-CN')).toBe('/cloud/open/invoice/view/ab%2Fc?lang=zh-CN');
    expect(receiptUrl('abc', '')).toBe('/cloud/open/invoice/view/abc');
  });
});

describe('item names in the page language (orderInfo name_i18n)', () => {
  it('names items and their parts in Chinese where the lines carry Chinese names, as stored otherwise', () => {
    const carts = [
      makeCartLine({ id: 1, tid: 1, pid: 1, gid: 1, type: 21, name: 'Dumplings(Steamed)', name_i18n: '{"zh-CN":"虾饺(Steamed)"}' } as never),
      makeCartLine({ id: 2, tid: 9, pid: 1, gid: 1, type: 22, name: 'Chilli oil', extra: '{"gtid":1}' }),
    ];
    const zh = buildOrderDetailView(order({ carts }), null, { locale: 'zh-CN' });
    const item = zh.stores[0].courses[0].items[0];
    expect(item.name).toBe('虾饺(Steamed)');
    expect(item.sub.map((x) => x.name)).toEqual(['Chilli oil']);
    expect(buildOrderDetailView(order({ carts }), null).stores[0].courses[0].items[0].name).toBe('Dumplings(Steamed)');
  });
});

describe('directOrderKind (issue 27 item 10)', () => {
  it('reads a gift-card purchase from its extra, nothing from an ordinary or broken extra', async () => {
    const { directOrderKind } = await import('./order-view');
    expect(directOrderKind('{"direct":"gift_card"}')).toBe('gift_card');
    expect(directOrderKind('{ "direct" : "gift_card", "x": 1 }')).toBe('gift_card');
    expect(directOrderKind('')).toBeNull();
    expect(directOrderKind(undefined)).toBeNull();
    expect(directOrderKind('{"courier":{"direct":1}}')).toBeNull();
    expect(directOrderKind('{"direct"')).toBeNull();
  });
});

const venue0 = makeVenue();

describe('multi-store orders and the table of an order (issue 26 item 12; ADR 12)', () => {
  const hall = makeVenue({ stores: [{ id: 1, name: 'Dumplings' }, { id: 2, name: 'Noodles' }] } as never);
  it('a multi-store order is known by its store orders, not a type number: grouped per store, one invoice each, its number shown', () => {
    const multi = {
      carts: [makeCartLine({ id: 1, gid: 1, store_id: 1, name: 'Har gow', price: 900, count: 1 }), makeCartLine({ id: 2, gid: 2, store_id: 2, name: 'Dan dan', price: 1500, count: 1 })],
      store_orders: [1, 2].map((id) => ({ store_id: id, seqnum: 3, status: 1, tradeid: 'P250611abcdef0123456789', invoice_code: `inv-${id}`, notes: '', statustime: [] })),
    };
    const v = buildOrderDetailView(order(multi as never), hall as never);
    expect(v.multiStore).toBe(true);
    expect(v.stores.map((x) => x.name)).toEqual(['Dumplings', 'Noodles']);
    expect(v.invoices.map((i) => i.code)).toEqual(['inv-1', 'inv-2']);
    expect(v.orderNumber).toBe('OI-003');
  });
  it("shows a table order's table from the answer's res (the server's table, never the client's)", () => {
    const v = buildOrderDetailView(order({ category_type: 2, source: 30, res: [{ tid: 4, name: 'T4', type: 1, subtype: 0, status: 0, count: 0, data: '', bookingdt: 0, startdt: 0, enddt: 0 }] } as never), venue0);
    expect(v.tableName).toBe('T4');
    expect(statusTitle({ category_type: 2, category_name: 'Dine in', res: [{ name: 'T4' }], order_number: 'OS-003', type: 2, seqnum: 3 } as never)).toMatchObject({ table: 'T4' });
  });
});
