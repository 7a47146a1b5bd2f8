import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ERROR_CATALOGUE } from './errors';
import { orderFees, priceOrder, VERIFIED_FEE_FIELDS, verifyClientTotals, type ClientOrderParam, type PriceOrderInput, type PricedOrder } from './price-order';
import { makeCartLine, makeVenue } from './test-fixtures';
import type { CartLine, Coupon, DeliveryZone, VenueConfig, VenueTax } from './types';

const GST_INC = JSON.stringify([{ id: 1, attr: 1, name: 'GST', rate: 0.1 }]);
const CITY_EXC = JSON.stringify([{ id: 2, attr: 0, name: 'City', rate: 0.05 }]);
/** Tuesday 5 March 2024, 12:00 in Sydney. */
const NOW = Date.UTC(2024, 2, 5, 1, 0) / 1000;

function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'C',
    id: 1,
    mode: 1,
    name: 'Ten off',
    scenario: 0,
    short_code: 'TEN',
    type: 1,
    scope: 'all',
    value: 90,
    minimum_order: 0,
    validdays: 0,
    validend: 0,
    validstart: 0,
    validtype: 0,
    validweeks: '',
    valid_start_time: '',
    valid_end_time: '',
    usage_limit_user: 0,
    status: 1,
    ...overrides,
  };
}

const zone = (overrides: Partial<DeliveryZone> = {}): DeliveryZone => ({ id: 9, geos: '42', free: 0, min: 0, fee: 500, name: 'Inner', suburbs: [], ...overrides });

interface Setup {
  lines: CartLine[];
  config?: Partial<VenueConfig>;
  taxes?: VenueTax[];
  deliveries?: DeliveryZone[];
  payments?: PriceOrderInput['venue']['payments'];
}

function input({ lines, config, taxes = [], deliveries = [], payments = [] }: Setup, rest: Partial<PriceOrderInput> = {}): PriceOrderInput {
  const venue = makeVenue({ config, taxes, deliveries, payments });
  return { lines, venue, categoryType: 3, scope: 'online', now: NOW, ...rest };
}

function priced(i: PriceOrderInput): PricedOrder {
  const result = priceOrder(i);
  if (!result.ok) throw new Error(`expected ok, got ${result.code} ${JSON.stringify(result.params)}`);
  return result.value;
}

const fees = (p: PricedOrder) => ({
  feetotal: p.feetotal,
  feediscount: p.feediscount,
  feesurcharge: p.feesurcharge,
  feedelivery: p.feedelivery,
  feetax: p.feetax,
  feetaxextra: p.feetaxextra,
  feetips: p.feetips,
  feetopay: p.feetopay,
});

describe('priceOrder (storefront.md §7 "Order submission", §9 "Pricing"; orders-and-payments.md §7.2, §9)', () => {
  it('prices a takeaway order with GST inside the prices: nothing is added to the total', () => {
    const p = priced(
      input({
        lines: [
          makeCartLine({ id: 1, count: 2, price: 400, value: 400, taxes: GST_INC }),
          makeCartLine({ id: 2, gid: 2, count: 1, price: 550, value: 550, taxes: GST_INC }),
        ],
      }),
    );
    expect(fees(p)).toEqual({ feetotal: 1350, feediscount: 0, feesurcharge: 0, feedelivery: 0, feetax: 123, feetaxextra: 0, feetips: 0, feetopay: 1350 });
    expect(JSON.parse(p.feetaxes)).toEqual([{ attr: 1, name: 'GST', rate: 0.1, subTotal: 1227, tax: 123 }]);
    expect(p.carts.map((l) => [l.taxtotal, l.taxextra])).toEqual([
      [73, 0],
      [50, 0],
    ]);
    expect(p.breakdown.taxInclusive).toBe(123);
  });

  it('applies a 10 % coupon, the service surcharge on items less discount, exclusive and misc taxes, and a 10 % tip', () => {
    const p = priced(
      input(
        {
          lines: [
            makeCartLine({ id: 1, count: 2, price: 600, value: 600, taxes: CITY_EXC }),
            makeCartLine({ id: 2, gid: 2, count: 1, price: 800, value: 800, taxes: CITY_EXC }),
          ],
          config: { service_surcharge_rate: 0.1, service_surcharge_name: 'Weekend' },
          taxes: [{ attr: 0, categories: '1', name: 'Misc', rate: 0.1, type: 11 }],
        },
        { coupons: [makeCoupon({ id: 5, value: 90 })], tip: { kind: 'preset', percent: 10 } },
      ),
    );
    // items 2000; coupon round(2000 × 10 %) = 200; surcharge round((2000 − 200) × 0.1) = 180;
    // City 5 % on 1800 = 90; Misc 10 % on 180 = 18; tip 10 % of (2000 + 180 + 108) = 229.
    expect(fees(p)).toEqual({ feetotal: 2000, feediscount: 200, feesurcharge: 180, feedelivery: 0, feetax: 108, feetaxextra: 108, feetips: 229, feetopay: 2317 });
    expect(p.breakdown).toMatchObject({ subtotal: 2180, tipBase: 2288, serviceSurcharge: { name: 'Weekend', rate: 0.1, amount: 180 } });
    expect(p.carts.map((l) => l.discount)).toEqual([120, 80]);
    expect(p.carts.map((l) => l.taxextra)).toEqual([54, 36]);
    expect(p.taxLines).toEqual([
      { attr: 0, name: 'City', rate: 0.05, subTotal: 1800, tax: 90 },
      { attr: 0, name: 'Misc', rate: 0.1, subTotal: 180, tax: 18 },
    ]);
    expect(p.payments).toEqual([
      {
        id: 0,
        amount: 200,
        platform: 0,
        type: 25,
        change: 90,
        pid: 5,
        sid: 0,
        notes: JSON.stringify({ mode: 1, name: 'Ten off', type: 1, shortCode: 'TEN', minimumOrder: 0 }),
      },
    ]);
  });

  it('splits a set menu’s price by groupRate for tax, counting the tax toward the bundle line', () => {
    const p = priced(
      input({
        lines: [
          makeCartLine({ id: 1, type: 101, gid: 7, price: 1500, value: 1500, taxes: '[]' }),
          makeCartLine({ id: 2, type: 2, gid: 7, price: 0, value: 1200, taxes: CITY_EXC }),
          makeCartLine({ id: 3, type: 2, gid: 7, price: 0, value: 600, taxes: '[]' }),
          makeCartLine({ id: 4, type: 22, gid: 7, price: 100, value: 100, taxes: CITY_EXC }),
        ],
      }),
    );
    // groupRate 1500 / 1800: the taxed component's share is 1000 → 50; the modifier 100 → 5.
    expect(p.feetotal).toBe(1600);
    expect(p.feetaxextra).toBe(55);
    expect(p.carts.map((l) => l.taxextra)).toEqual([50, 0, 0, 5]);
    expect(p.feetopay).toBe(1655);
  });

  describe('delivery (category 4)', () => {
    it('adds the own-zone fee and the accepted minimum-order top-up (storefront.md §9; orders-and-payments.md §5.1)', () => {
      const p = priced(
        input(
          { lines: [makeCartLine({ price: 1800, value: 1800 })], deliveries: [zone({ min: 2500 })] },
          { categoryType: 4, delivery: { geoId: 42, acceptedTopUp: true } },
        ),
      );
      expect(p.feedelivery).toBe(1200);
      expect(p.breakdown).toMatchObject({ deliveryFee: 500, deliveryTopUp: 700, deliverySurcharge: 0, deliveryZoneId: 9, subtotal: 3000 });
      expect(p.feetopay).toBe(3000);
    });

    it('delivers free at the zone’s free threshold', () => {
      const p = priced(input({ lines: [makeCartLine({ price: 3000, value: 3000 })], deliveries: [zone({ free: 3000 })] }, { categoryType: 4, delivery: { geoId: 42 } }));
      expect(p.feedelivery).toBe(0);
    });

    it('taxes delivery with type-11 taxes of category 2', () => {
      const p = priced(
        input(
          { lines: [makeCartLine({ price: 2000, value: 2000 })], deliveries: [zone()], taxes: [{ attr: 1, categories: '2', name: 'GST', rate: 0.1, type: 11 }] },
          { categoryType: 4, delivery: { geoId: 42 } },
        ),
      );
      expect(p.taxLines).toEqual([{ attr: 1, name: 'GST', rate: 0.1, subTotal: 455, tax: 45 }]);
      expect(p.feetax).toBe(45);
      expect(p.feetaxextra).toBe(0);
    });

    it('adds a courier quote and the delivery surcharge round(quote × rate + fixed)', () => {
      const p = priced(
        input(
          { lines: [makeCartLine({ price: 2000, value: 2000 })], config: { delivery_method: 21, delivery_surcharge_rate: 0.1, delivery_surcharge_fixed: 100 } },
          { categoryType: 4, delivery: { quote: 899 }, tip: { kind: 'cents', cents: 300 } },
        ),
      );
      expect(p.breakdown).toMatchObject({ deliveryFee: 899, deliverySurcharge: 190 });
      expect(p.feedelivery).toBe(1089);
      expect(p.feetips).toBe(300);
      expect(p.feetopay).toBe(2000 + 1089 + 300);
    });

    it('charges nothing for delivery through an online platform', () => {
      const p = priced(input({ lines: [makeCartLine()], config: { delivery_method: 0 } }, { categoryType: 4 }));
      expect(p.feedelivery).toBe(0);
    });

    it('ignores delivery input outside the delivery category', () => {
      const p = priced(input({ lines: [makeCartLine()], deliveries: [zone()] }, { categoryType: 3, delivery: { geoId: 42 } }));
      expect(p.feedelivery).toBe(0);
    });

    it.each([
      ['an own-zone order without an address', {}, {}, 'DELIVERY_ADDRESS_REQUIRED'],
      ['an address in no zone', {}, { geoId: 7 }, 'DELIVERY_OUT_OF_RANGE'],
      ['a top-up not accepted', {}, { geoId: 42, acceptedTopUp: false }, 'DELIVERY_TOP_UP_NOT_ACCEPTED'],
      ['a courier order without a quote', { delivery_method: 22 }, {}, 'DELIVERY_QUOTE_REQUIRED'],
      ['a negative courier quote', { delivery_method: 22 }, { quote: -5 }, 'BAD_INPUT'],
    ])('refuses %s', (_, config, delivery, code) => {
      const i = input({ lines: [makeCartLine({ price: 400 })], deliveries: [zone({ min: 2500 })], config }, { categoryType: 4, delivery });
      expect(priceOrder(i)).toMatchObject({ ok: false, code });
    });
  });

  it('quotes the card payment surcharge without adding it to feetopay', () => {
    const p = priced(
      input(
        { lines: [makeCartLine({ price: 10000, value: 10000 })], payments: [{ pid: 3, surcharge: 0.015, mode: 1, name: 'Card', shopper_statement: '' }] },
        { paymentPid: 3, surchargePaid: 50 },
      ),
    );
    expect(p.feetopay).toBe(10000);
    expect(p.breakdown.paymentSurcharge).toBe(100);
  });

  it('converts a custom tip by the monetary rate', () => {
    const p = priced(input({ lines: [makeCartLine()], config: { monetaryrate: 2 } }, { tip: { kind: 'custom', amount: 3 } }));
    expect(p.feetips).toBe(150);
  });

  it('prices an empty cart at zero', () => {
    expect(fees(priced(input({ lines: [] })))).toEqual({ feetotal: 0, feediscount: 0, feesurcharge: 0, feedelivery: 0, feetax: 0, feetaxextra: 0, feetips: 0, feetopay: 0 });
  });

  it('applies coupons in sorted order and refuses the first that does not apply', () => {
    const coupons = [makeCoupon({ id: 2, type: 2, value: 100, minimum_order: 9999 }), makeCoupon({ id: 1, scope: 'table' })];
    expect(priceOrder(input({ lines: [makeCartLine()] }, { coupons }))).toMatchObject({ ok: false, code: 'COUPON_SCOPE_MISMATCH', params: { id: 1 } });
  });

  it.each([
    ['a coupon outside its validity window', { coupons: [makeCoupon({ validend: NOW - 1 })] }, 'COUPON_OUTSIDE_VALIDITY'],
    ['a coupon whose minimum order is not met', { coupons: [makeCoupon({ minimum_order: 401 })] }, 'COUPON_MINIMUM_NOT_MET'],
    ['a negative tip', { tip: { kind: 'cents', cents: -1 } }, 'TIP_NEGATIVE'],
    ['a tip preset that does not exist', { tip: { kind: 'preset', percent: 50 } }, 'BAD_INPUT'],
  ] as const)('refuses %s', (_, rest, code) => {
    expect(priceOrder(input({ lines: [makeCartLine()] }, rest as Partial<PriceOrderInput>))).toMatchObject({ ok: false, code });
  });

  it('reads the coupon window in the venue timezone unless told otherwise', () => {
    const coupons = [makeCoupon({ validweeks: '2' })];
    expect(priceOrder(input({ lines: [makeCartLine()] }, { coupons })).ok).toBe(true);
    expect(priceOrder(input({ lines: [makeCartLine()] }, { coupons, timezone: 'Pacific/Honolulu' })).ok).toBe(false);
  });

  it.each([
    ['a negative count', { count: -1 }, 'carts[0].count'],
    ['a count that is not a number', { count: Number.NaN }, 'carts[0].count'],
    ['a fractional price', { price: 1.5 }, 'carts[0].price'],
    ['a negative price', { price: -100 }, 'carts[0].price'],
    ['a negative value', { value: -1 }, 'carts[0].value'],
    ['unreadable taxes', { taxes: '{' }, 'carts[0].taxes'],
  ])('refuses a line with %s as BAD_INPUT naming the field', (_, fields, field) => {
    expect(priceOrder(input({ lines: [makeCartLine(fields)] }))).toEqual({ ok: false, code: 'BAD_INPUT', params: { field } });
  });

  describe('invariants (fast-check)', () => {
    const rates = fc.constantFrom('[]', GST_INC, CITY_EXC, JSON.stringify([{ id: 1, attr: 1, name: 'GST', rate: 0.1 }, { id: 2, attr: 0, name: 'City', rate: 0.05 }]));
    const line = fc.record({
      type: fc.constantFrom(2, 21, 22, 101, 102, 4),
      gid: fc.integer({ min: 1, max: 4 }),
      count: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom(0.25, 1.5)),
      price: fc.nat({ max: 5000 }),
      value: fc.nat({ max: 5000 }),
      taxes: rates,
    });
    const coupon = fc.record({ type: fc.integer({ min: 1, max: 3 }), value: fc.integer({ min: 0, max: 3000 }) });
    const scenario = fc.record({
      lines: fc.array(line, { maxLength: 10 }),
      coupons: fc.array(coupon, { maxLength: 3 }),
      serviceRate: fc.constantFrom(0, 0.05, 0.1),
      misc: fc.boolean(),
      tip: fc.constantFrom(0, 5, 10, 15, 20),
      delivery: fc.boolean(),
    });

    type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
    const run = (s: Scenario) =>
      priced(
        input(
          {
            lines: s.lines.map((l, i) => makeCartLine({ id: i + 1, tid: i + 1, ...l, type: l.type as CartLine['type'] })),
            config: { service_surcharge_rate: s.serviceRate },
            taxes: s.misc ? [{ attr: 0, categories: '1,2', name: 'Misc', rate: 0.1, type: 11 }] : [],
            deliveries: [zone({ geos: '0', min: 0, fee: 650 })],
          },
          {
            categoryType: s.delivery ? 4 : 3,
            delivery: { geoId: 1 },
            coupons: s.coupons.map((c, i) => makeCoupon({ id: i + 1, ...c })),
            tip: { kind: 'preset', percent: s.tip },
          },
        ),
      );

    it('never gives a negative total, and feetopay is the documented sum', () => {
      fc.assert(
        fc.property(scenario, (s) => {
          const p = run(s);
          expect(p.feetopay).toBeGreaterThanOrEqual(0);
          expect(p.feetopay).toBe(Math.max(0, p.feetotal + p.feesurcharge + p.feedelivery - p.feediscount + p.feetaxextra + p.feetips));
          for (const value of Object.values(fees(p))) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }),
      );
    });

    it('tax lines add up to the tax total, and lines plus misc items add up to it too', () => {
      fc.assert(
        fc.property(scenario, (s) => {
          const p = run(s);
          const taxLines = JSON.parse(p.feetaxes) as { attr: number; tax: number }[];
          expect(taxLines.reduce((a, l) => a + l.tax, 0)).toBe(p.feetax);
          expect(taxLines.filter((l) => l.attr !== 1).reduce((a, l) => a + l.tax, 0)).toBe(p.feetaxextra);
          expect(p.carts.reduce((a, l) => a + l.taxtotal, 0)).toBeLessThanOrEqual(p.feetax);
          if (!s.misc) {
            expect(p.carts.reduce((a, l) => a + l.taxtotal, 0)).toBe(p.feetax);
            expect(p.carts.reduce((a, l) => a + l.taxextra, 0)).toBe(p.feetaxextra);
          }
        }),
      );
    });

    it('allocates the discount across lines so the parts add up to the whole, never above the items', () => {
      fc.assert(
        fc.property(scenario, (s) => {
          const p = run(s);
          expect(p.carts.reduce((a, l) => a + l.discount, 0)).toBe(p.feediscount);
          expect(p.feediscount).toBeLessThanOrEqual(p.feetotal);
          p.carts.forEach((l) => expect(l.discount).toBeLessThanOrEqual(Math.round(l.price * l.count)));
          expect(p.payments.reduce((a, e) => a + e.amount, 0)).toBe(p.feediscount);
        }),
      );
    });

    it('is accepted by verifyClientTotals when the client sends what it computed', () => {
      fc.assert(
        fc.property(scenario, (s) => {
          const p = run(s);
          expect(verifyClientTotals({ ...p }, run(s)).ok).toBe(true);
        }),
      );
    });
  });
});

describe('orderFees (what an order row and orderEdit carry of a priced order)', () => {
  it('keeps the nine fees, each as priced, and nothing else', () => {
    const p = priced(input({ lines: [makeCartLine({ id: 1, count: 2, price: 600, value: 600, taxes: CITY_EXC })], config: { service_surcharge_rate: 0.1 } }));
    const fees = orderFees(p);
    expect(Object.keys(fees).sort()).toEqual([...VERIFIED_FEE_FIELDS].sort());
    for (const k of VERIFIED_FEE_FIELDS) expect(fees[k]).toBe(p[k]);
  });
});

describe('verifyClientTotals (the server rejects a tampered order with "not valid")', () => {
  const server = priced(
    input(
      {
        lines: [makeCartLine({ id: 1, count: 2, price: 600, value: 600, taxes: CITY_EXC }), makeCartLine({ id: 2, price: 800, value: 800, taxes: GST_INC })],
        config: { service_surcharge_rate: 0.1 },
      },
      { coupons: [makeCoupon({ id: 5 })], tip: { kind: 'preset', percent: 5 } },
    ),
  );
  const client = (): ClientOrderParam => ({
    ...server,
    carts: server.carts.map((l) => ({ ...l })),
    payments: [{ id: 0, amount: 1, platform: 3, type: 1, change: 0, pid: 0, sid: 0, notes: '' }, ...server.payments],
  });

  it('accepts the same totals, with the tax lines in any order and non-coupon payments ignored', () => {
    const c = client();
    c.feetaxes = JSON.stringify([...server.taxLines].reverse());
    expect(verifyClientTotals(c, server)).toEqual({ ok: true, value: server });
  });

  const tampers: [string, (c: ClientOrderParam) => void][] = [
    ['feetotal', (c) => { c.feetotal = (c.feetotal as number) - 100; }],
    ['feediscount', (c) => { c.feediscount = 99999; }],
    ['feesurcharge', (c) => { c.feesurcharge = 0; }],
    ['feedelivery', (c) => { c.feedelivery = -1; }],
    ['feetax', (c) => { c.feetax = 0; }],
    ['feetaxextra', (c) => { c.feetaxextra = 0; }],
    ['feetaxes', (c) => { c.feetaxes = '[]'; }],
    ['feetaxes', (c) => { c.feetaxes = 'garbage'; }],
    ['feetaxes', (c) => { delete c.feetaxes; }],
    ['feetips', (c) => { c.feetips = 0; }],
    ['feetopay', (c) => { c.feetopay = 1; }],
    ['feetopay', (c) => { delete c.feetopay; }],
    ['carts', (c) => { c.carts = c.carts?.slice(1); }],
    ['carts', (c) => { c.carts = null; }],
    ['carts[1].discount', (c) => { (c.carts as CartLine[])[1].discount += 1; }],
    ['carts[0].taxtotal', (c) => { (c.carts as CartLine[])[0].taxtotal = 0; }],
    ['carts[0].taxextra', (c) => { (c.carts as CartLine[])[0].taxextra = 0; }],
    ['payments', (c) => { c.payments = []; }],
    ['payments', (c) => { c.payments = null; }],
    ['payments[0].amount', (c) => { c.payments = [{ ...server.payments[0], amount: 1 }]; }],
    ['payments[0].pid', (c) => { c.payments = [{ ...server.payments[0], pid: 77 }]; }],
  ];

  it.each(tampers)('names %s when it differs', (field, tamper) => {
    const c = client();
    tamper(c);
    expect(verifyClientTotals(c, server)).toMatchObject({ ok: false, code: 'NOT_VALID', params: { field } });
  });

  it('says what it expected and what it received', () => {
    const c = client();
    c.feetopay = 1;
    expect(verifyClientTotals(c, server)).toEqual({ ok: false, code: 'NOT_VALID', params: { field: 'feetopay', expected: server.feetopay, received: 1 } });
    delete c.feetopay;
    expect(verifyClientTotals(c, server)).toMatchObject({ params: { received: 'missing' } });
    c.feetopay = null as never;
    expect(verifyClientTotals(c, server)).toMatchObject({ params: { received: 'null' } });
  });

  it('reads the tip from shipping.tips when feetips is not sent, and 0 when neither is', () => {
    const c = client();
    delete c.feetips;
    c.shipping = { tips: server.feetips };
    expect(verifyClientTotals(c, server).ok).toBe(true);
    c.shipping = null;
    expect(verifyClientTotals(c, server)).toMatchObject({ ok: false, params: { field: 'feetips', received: 0 } });
  });
});

describe('error codes (STYLE.md §3: one catalogue whose names never change)', () => {
  it.each([
    'BAD_INPUT', 'NOT_VALID', 'DELIVERY_OUT_OF_RANGE', 'DELIVERY_TOP_UP_NOT_ACCEPTED', 'DELIVERY_ADDRESS_REQUIRED',
    'DELIVERY_QUOTE_REQUIRED', 'COUPON_CODE_REQUIRED', 'COUPON_ALREADY_ADDED', 'COUPON_SCOPE_MISMATCH', 'COUPON_MINIMUM_NOT_MET',
    'COUPON_OUTSIDE_VALIDITY', 'TIP_NEGATIVE', 'SPENDING_LIMIT_EXCEEDED', 'PAYMENT_BELOW_MINIMUM', 'STATUS_TRANSITION_NOT_ALLOWED',
    'MOBILE_REQUIRED', 'MOBILE_INVALID', 'EMAIL_REQUIRED', 'EMAIL_INVALID', 'CARD_EMAIL_INVALID', 'PASSCODE_INVALID',
    'GUESTS_REQUIRED', 'GUESTS_INVALID', 'PASSWORD_REQUIRED', 'CONFIRM_PASSWORD_REQUIRED', 'CODE_REQUIRED',
    'CONFIRM_PASSWORD_MISMATCH', 'PASSWORD_MISMATCH', 'DELETE_CONFIRMATION_MISMATCH',
  ])('%s is in the catalogue', (code) => {
    expect(ERROR_CATALOGUE).toHaveProperty(code);
  });

  it("maps NOT_VALID to the server message 'not valid' the client maps (orders-and-payments.md §8.2)", () => {
    expect(ERROR_CATALOGUE.NOT_VALID.serverMessage).toBe('not valid');
  });
});
