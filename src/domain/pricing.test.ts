import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  bundleUnitPrice,
  extraPrice,
  formatVariantPrice,
  groupRate,
  lineAmount,
  productDisplayPrice,
  splitBundleAmount,
  variantPriceOptions,
} from './pricing';
import { makeProduct, makeVariant } from './test-fixtures';

describe('productDisplayPrice (storefront.md §2.6 "Menu list")', () => {
  it('shows the product price when it has no variants', () => {
    expect(productDisplayPrice(makeProduct({ price: 450, variants: [] }))).toBe(450);
  });

  it("shows the first variant's price when it has variants", () => {
    const product = makeProduct({
      price: 0,
      variants: [makeVariant({ id: 1, price: 500 }), makeVariant({ id: 2, price: 300 })],
    });
    expect(productDisplayPrice(product)).toBe(500);
  });
});

describe('variantPriceOptions (storefront.md §2.6 "Choose variant")', () => {
  const variants = [
    { id: 1, name: 'Small', price: 400 },
    { id: 2, name: 'Regular', price: 500 },
    { id: 3, name: 'Large', price: 650 },
  ];

  it.each([
    [undefined, [null, 100, 250]],
    [2, [0, null, 150]],
    [3, [0, 0, null]],
    [99, [null, 100, 250]],
  ])('with default variant %s the options show + differences %j (never below 0)', (defaultId, plus) => {
    expect(variantPriceOptions(variants, defaultId).map((o) => o.plus)).toEqual(plus);
  });

  it('keeps every option’s own price', () => {
    expect(variantPriceOptions(variants, 2).map((o) => o.price)).toEqual([400, 500, 650]);
  });

  it('has no options for no variants', () => {
    expect(variantPriceOptions([])).toEqual([]);
  });

  it.each([
    [{ id: 1, name: 'S', price: 400, plus: null }, '$4.00'],
    [{ id: 2, name: 'L', price: 650, plus: 250 }, '+ $2.50'],
  ] as const)('formats %j as %j', (option, text) => {
    expect(formatVariantPrice({ ...option, price: option.price as never, plus: option.plus as never })).toBe(text);
  });
});

describe('groupRate (storefront.md §9: bundle price ÷ sum of component original prices)', () => {
  it.each([
    [1500, [{ value: 1000, count: 1 }, { value: 500, count: 1 }, { value: 500, count: 1 }], 0.75, false],
    [2000, [{ value: 1000, count: 2 }], 1, false],
    [1200, [{ value: 0, count: 1 }, { value: 0, count: 2 }], 1, true],
    [1200, [], 1, true],
  ])('bundle %i over %j has rate %s (spread evenly: %s)', (price, components, rate, spread) => {
    expect(groupRate(price, components)).toEqual({ rate, spreadEvenly: spread });
  });
});

describe('splitBundleAmount', () => {
  it('splits a bundle by groupRate: 1500 over originals 1000, 500, 500 is 750, 375, 375', () => {
    expect(splitBundleAmount(1500, [{ value: 1000, count: 1 }, { value: 500, count: 1 }, { value: 500, count: 1 }])).toEqual([750, 375, 375]);
  });

  it('spreads evenly per unit when the originals sum to 0', () => {
    expect(splitBundleAmount(900, [{ value: 0, count: 1 }, { value: 0, count: 2 }])).toEqual([300, 600]);
  });

  it('shares always add up to the bundle amount', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.array(fc.record({ value: fc.nat({ max: 100_000 }), count: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 10 }),
        (amount, components) => {
          expect(splitBundleAmount(amount, components).reduce((a, b) => a + b, 0)).toBe(amount);
        },
      ),
    );
  });
});

describe('extra price of upcharges, modifiers and markups (storefront.md §9)', () => {
  it('sums price × count', () => {
    expect(extraPrice([{ price: 150, count: 2 }, { price: 50, count: 1 }])).toBe(350);
    expect(extraPrice([])).toBe(0);
  });

  it('adds the extras to the bundle price', () => {
    expect(bundleUnitPrice(1500, [{ price: 200, count: 1 }, { price: 80, count: 2 }])).toBe(1860);
  });
});

describe('lineAmount (types.ts CartLine: the line total is price × count)', () => {
  it.each([
    [400, 3, 1200],
    [1999, 0.5, 1000],
    [250, 0, 0],
  ])('price %i × count %s is %i cents', (price, count, total) => {
    expect(lineAmount({ price, count })).toBe(total);
  });
});
