import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  cartTaxItems,
  computeTaxes,
  exactItemTax,
  mergeTaxLines,
  miscTaxRates,
  parseLineTaxes,
  parseTaxLines,
  taxLineLabel,
  TAX_ITEM_KIND,
  type TaxRateRef,
} from './tax';
import { makeCartLine } from './test-fixtures';
import type { VenueTax } from './types';

const GST_INC: TaxRateRef = { id: 1, attr: 1, name: 'GST', rate: 0.1 };
const GST_EXC: TaxRateRef = { id: 2, attr: 0, name: 'GST', rate: 0.1 };
const CITY: TaxRateRef = { id: 3, attr: 0, name: 'City', rate: 0.05 };

describe('exactItemTax (storefront.md §9 "Taxes")', () => {
  it('takes inclusive tax out of the price: net = price ÷ (1 + inclusive rates)', () => {
    const t = exactItemTax(1100, [GST_INC]);
    expect(t.net).toBeCloseTo(1000, 9);
    expect(t.byRate[0]).toBeCloseTo(100, 9);
  });

  it('adds exclusive tax on the amount when nothing is inclusive', () => {
    expect(exactItemTax(1000, [GST_EXC, CITY]).byRate).toEqual([100, 50]);
  });

  it('computes exclusive tax on the net of a price holding inclusive tax', () => {
    const t = exactItemTax(1100, [GST_INC, CITY]);
    expect(t.byRate[1]).toBeCloseTo(50, 9);
  });
});

describe('computeTaxes (orders-and-payments.md §3.3: lines summed by attr, name and rate)', () => {
  it('rounds once per tax line and keeps inclusive and exclusive apart', () => {
    const result = computeTaxes([
      { kind: TAX_ITEM_KIND.product, amount: 1100, rates: [GST_INC] },
      { kind: TAX_ITEM_KIND.product, amount: 550, rates: [GST_INC] },
      { kind: TAX_ITEM_KIND.modifier, amount: 1000, rates: [CITY] },
    ]);
    expect(result.lines).toEqual([
      { attr: 1, name: 'GST', rate: 0.1, subTotal: 1500, tax: 150 },
      { attr: 0, name: 'City', rate: 0.05, subTotal: 1000, tax: 50 },
    ]);
    expect(result.total).toBe(200);
    expect(result.extra).toBe(50);
    expect(result.inclusive).toBe(150);
    expect(result.items).toEqual([
      { taxtotal: 100, taxextra: 0 },
      { taxtotal: 50, taxextra: 0 },
      { taxtotal: 50, taxextra: 50 },
    ]);
  });

  it('rounds the sum, not each item: three items of 3.333… cents tax make 10 cents', () => {
    const result = computeTaxes([1, 2, 3].map(() => ({ kind: TAX_ITEM_KIND.product, amount: 3333.33, rates: [{ attr: 0, name: 'T', rate: 0.001 }] })));
    expect(result.total).toBe(10);
    expect(result.items.map((i) => i.taxtotal)).toEqual([4, 3, 3]);
  });

  it('gives no lines for untaxed items', () => {
    expect(computeTaxes([{ kind: TAX_ITEM_KIND.product, amount: 500, rates: [] }])).toMatchObject({ lines: [], total: 0, items: [{ taxtotal: 0, taxextra: 0 }] });
  });

  it.each([
    [{ kind: TAX_ITEM_KIND.product, amount: -1, rates: [] }],
    [{ kind: TAX_ITEM_KIND.product, amount: 1, rates: [{ attr: 0, name: 'X', rate: -0.1 }] }],
  ])('refuses a negative amount or rate (%j): callers validate first', (item) => {
    expect(() => computeTaxes([item])).toThrow(RangeError);
  });

  const rateArb = fc.record({
    attr: fc.constantFrom(0, 1),
    name: fc.constantFrom('GST', 'VAT', 'City'),
    rate: fc.constantFrom(0, 0.05, 0.1, 0.125, 0.15),
  });
  const itemsArb = fc.array(
    fc.record({
      kind: fc.constantFrom(TAX_ITEM_KIND.product, TAX_ITEM_KIND.modifier, TAX_ITEM_KIND.misc),
      amount: fc.nat({ max: 5_000_000 }),
      rates: fc.array(rateArb, { maxLength: 3 }),
    }),
    { maxLength: 25 },
  );

  it('tax lines add up to the tax total, and items add up to the tax lines', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const r = computeTaxes(items);
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        expect(sum(r.lines.map((l) => l.tax))).toBe(r.total);
        expect(sum(r.lines.filter((l) => l.attr !== 1).map((l) => l.tax))).toBe(r.extra);
        expect(sum(r.items.map((i) => i.taxtotal))).toBe(r.total);
        expect(sum(r.items.map((i) => i.taxextra))).toBe(r.extra);
        expect(r.inclusive + r.extra).toBe(r.total);
      }),
    );
  });
});

describe('taxLineLabel (orders-and-payments.md §2.4, §9: name,rate×100% with (inc.))', () => {
  it.each([
    [{ attr: 1, name: 'GST', rate: 0.1 }, 'GST,10%(inc.)'],
    [{ attr: 0, name: 'GST', rate: 0.1 }, 'GST,10%'],
    [{ attr: 0, name: 'VAT', rate: 0.125 }, 'VAT,12.5%'],
    [{ attr: 0, name: 'Sales', rate: 0.07 }, 'Sales,7%'],
  ])('%j reads %j', (line, label) => {
    expect(taxLineLabel(line)).toBe(label);
  });

  it("puts the name and the inclusive mark in the page's language when given", () => {
    expect(taxLineLabel({ attr: 1, name: 'GST', rate: 0.1 }, { name: '商品及服务税', inclusive: '（含税）' })).toBe('商品及服务税,10%（含税）');
    expect(taxLineLabel({ attr: 0, name: 'VAT', rate: 0.125 }, { inclusive: '（含税）' })).toBe('VAT,12.5%');
  });
});

describe('parseTaxLines and mergeTaxLines (orders-and-payments.md §3.1 feetaxes, §3.3)', () => {
  it('reads a feetaxes JSON string', () => {
    expect(parseTaxLines('[{"attr":1,"name":"GST","rate":0.1,"subTotal":1000,"tax":100}]')).toEqual([
      { attr: 1, name: 'GST', rate: 0.1, subTotal: 1000, tax: 100 },
    ]);
  });

  it.each([['not json'], ['{"a":1}'], [''], [null], [undefined]])('reads %j as no lines', (json) => {
    expect(parseTaxLines(json)).toEqual([]);
  });

  it('reads missing numbers as 0 and skips non-objects', () => {
    expect(parseTaxLines('[{"name":"X"}, 3]')).toEqual([{ attr: 0, name: 'X', rate: 0, subTotal: 0, tax: 0 }]);
    expect(parseTaxLines('[{}]')[0].name).toBe('');
  });

  it('sums lines with the same attr, name and rate', () => {
    expect(
      mergeTaxLines([
        { attr: 1, name: 'GST', rate: 0.1, subTotal: 100, tax: 10 },
        { attr: 0, name: 'GST', rate: 0.1, subTotal: 50, tax: 5 },
        { attr: 1, name: 'GST', rate: 0.1, subTotal: 200, tax: 20 },
      ]),
    ).toEqual([
      { attr: 1, name: 'GST', rate: 0.1, subTotal: 300, tax: 30 },
      { attr: 0, name: 'GST', rate: 0.1, subTotal: 50, tax: 5 },
    ]);
  });
});

describe('parseLineTaxes (a cart line’s taxes JSON)', () => {
  it('reads [{id, attr, name, rate}]', () => {
    expect(parseLineTaxes('[{"id":1,"attr":1,"name":"GST","rate":0.1}]')).toEqual({ ok: true, value: [{ id: 1, attr: 1, name: 'GST', rate: 0.1 }] });
  });

  it.each([[''], [null], ['[]']])('reads %j as no rates', (json) => {
    expect(parseLineTaxes(json)).toEqual({ ok: true, value: [] });
  });

  it('fills a missing id, attr or name', () => {
    expect(parseLineTaxes('[{"rate":"0.05"}]')).toEqual({ ok: true, value: [{ id: 0, attr: 0, name: '', rate: 0.05 }] });
  });

  it.each([['oops'], ['{}'], ['[{"rate":-1}]'], ['[3]'], ['[{"rate":"x"}]']])('refuses %j as BAD_INPUT', (json) => {
    expect(parseLineTaxes(json)).toEqual({ ok: false, code: 'BAD_INPUT', params: { field: 'taxes' } });
  });
});

describe('miscTaxRates (storefront.md §9: type 11 categories 1 surcharge, 2 delivery)', () => {
  const taxes: VenueTax[] = [
    { attr: 0, categories: '1,2', name: 'Misc', rate: 0.1, type: 11 },
    { attr: 1, categories: '2', name: 'DelGST', rate: 0.1, type: 11 },
    { attr: 0, categories: '1,2', name: 'NotMisc', rate: 0.2, type: 1 },
  ];

  it.each([
    [1, ['Misc']],
    [2, ['Misc', 'DelGST']],
  ] as const)('category %i takes %j', (category, names) => {
    expect(miscTaxRates(taxes, category).map((t) => t.name)).toEqual(names);
  });
});

describe('cartTaxItems (bundles split by groupRate, modifiers at their parent’s rates)', () => {
  const gst = JSON.stringify([GST_INC]);
  const city = JSON.stringify([CITY]);

  it('splits a set menu of 1500 over components of original 1000 and 500 into 1000 and 500 shares at their own rates', () => {
    const lines = [
      makeCartLine({ id: 1, type: 101, gid: 7, price: 1500, value: 1500, taxes: '[]' }),
      makeCartLine({ id: 2, type: 2, gid: 7, price: 0, value: 1200, taxes: gst }),
      makeCartLine({ id: 3, type: 21, gid: 7, price: 0, value: 600, taxes: city }),
    ];
    const items = cartTaxItems(lines, [1500, 0, 0]);
    expect(items.ok && items.value).toEqual([
      { kind: 1, amount: 1000, rates: [GST_INC], line: 0 },
      { kind: 1, amount: 500, rates: [CITY], line: 0 },
      { kind: 1, amount: 0, rates: [GST_INC], line: 1 },
      { kind: 1, amount: 0, rates: [CITY], line: 2 },
    ]);
  });

  it('taxes a bundle without components at its own rates', () => {
    const items = cartTaxItems([makeCartLine({ type: 102, taxes: gst })], [900]);
    expect(items.ok && items.value).toEqual([{ kind: 1, amount: 900, rates: [GST_INC], line: 0 }]);
  });

  it('taxes a modifier at its own rates, or its parent product’s when it has none', () => {
    const lines = [
      makeCartLine({ id: 1, type: 21, gid: 3, taxes: gst }),
      makeCartLine({ id: 2, type: 22, gid: 3, taxes: '[]' }),
      makeCartLine({ id: 3, type: 22, gid: 3, taxes: city }),
      makeCartLine({ id: 4, type: 22, gid: 9, taxes: '' }),
    ];
    const items = cartTaxItems(lines, [500, 50, 50, 50]);
    expect(items.ok && items.value.map((i) => [i.kind, i.rates])).toEqual([
      [1, [GST_INC]],
      [4, [GST_INC]],
      [4, [CITY]],
      [4, []],
    ]);
  });

  it('names the line with unreadable taxes', () => {
    expect(cartTaxItems([makeCartLine(), makeCartLine({ taxes: 'x' })], [1, 1])).toEqual({ ok: false, code: 'BAD_INPUT', params: { field: 'carts[1].taxes' } });
  });
});
