/**
 * Taxes. A tax item is something charged (a product line, a modifier line, a bundle component's share,
 * the service surcharge, the delivery fee) with the tax rates that apply to it.
 *
 * - Inclusive rates (attr 1) are inside the price: net = amount ÷ (1 + sum of inclusive rates), and
 *   each inclusive rate's tax is net × rate.
 * - Non-inclusive (exclusive) rates are added on top: net × rate each. Only these raise the total
 *   (`feetaxextra`). On an item with no inclusive rate, net is the amount itself.
 * - Misc taxes (venue tax type 11) apply to the service surcharge (category 1) and to delivery
 *   (category 2).
 * - A bundle's amount is split across its components by groupRate (`pricing.ts`) and each share is
 *   taxed at that component's rates.
 *
 * Rounding happens once per tax line: exact per-item taxes are summed by (attr, name, rate) and each
 * sum is rounded by `roundCents`. Per-item tax (a cart line's `taxtotal`, `taxextra`) is then the
 * tax line's rounded amount allocated back across its items by largest remainder, so the items add
 * up to the tax lines and the tax lines add up to the tax total.
 *
 * Spec: storefront.md §9 "Taxes"; orders-and-payments.md §2.4 (tax breakdown), §3.3 (tax line), §9.
 */
import { allocate, roundCents, sumCents } from './money';
import { splitBundleAmount } from './pricing';
import { err, ok, type Result } from './result';
import { LINE_TYPE, type CartLine, type Cents, type TaxLine, type VenueTax } from './types';

/** Tax item kinds: product 1, modifier 4, misc 5 (storefront.md §9 "Taxes"). */
export const TAX_ITEM_KIND = { product: 1, modifier: 4, misc: 5 } as const;
export type TaxItemKind = (typeof TAX_ITEM_KIND)[keyof typeof TAX_ITEM_KIND];

/** Venue tax type of miscellaneous taxes (storefront.md §9). */
export const MISC_TAX_TYPE = 11;

/** Categories a misc tax applies to: 1 surcharge, 2 delivery (storefront.md §9). */
export const MISC_TAX_CATEGORY = { surcharge: 1, delivery: 2 } as const;
export type MiscTaxCategory = (typeof MISC_TAX_CATEGORY)[keyof typeof MISC_TAX_CATEGORY];

/** Attr value of an inclusive tax. */
export const TAX_INCLUSIVE = 1;

/** A tax rate as carried in a cart line's `taxes` JSON or a venue's taxes. */
export interface TaxRateRef {
  id?: number;
  /** 1 = inclusive. */
  attr: number;
  name: string;
  /** Fraction: 0.1 = 10 %. */
  rate: number;
}

/** Something charged, with the rates that apply to it. */
export interface TaxItem {
  kind: TaxItemKind;
  /** Cents charged for the item (after its discount); inclusive tax is inside it. Must be ≥ 0. */
  amount: number;
  rates: readonly TaxRateRef[];
}

/** Exact (unrounded) tax of one item. */
export interface ExactItemTax {
  /** Cents, fractional: the amount without inclusive tax. */
  net: number;
  /** Cents, fractional: tax per rate, in the order of the item's rates. */
  byRate: number[];
}

/** Is this rate inclusive (attr 1)? */
export function isInclusive(rate: Pick<TaxRateRef, 'attr'>): boolean {
  return rate.attr === TAX_INCLUSIVE;
}

/**
 * Exact tax of one amount: net = amount ÷ (1 + Σ inclusive rates); every rate's tax is net × rate.
 * @param amount cents charged (inclusive tax inside).
 * Spec: storefront.md §9 "attr 1 = inclusive, net = price ÷ (1 + sum of inclusive rates); only non-inclusive tax is added".
 */
export function exactItemTax(amount: number, rates: readonly TaxRateRef[]): ExactItemTax {
  const inclusiveSum = rates.filter(isInclusive).reduce((s, r) => s + r.rate, 0);
  const net = amount / (1 + inclusiveSum);
  return { net, byRate: rates.map((r) => net * r.rate) };
}

/** Per-item result of `computeTaxes`: the item's share of the rounded tax lines. */
export interface ItemTaxShare {
  /** Cents: all tax of the item (inclusive and exclusive). */
  taxtotal: Cents;
  /** Cents: the item's non-inclusive tax. */
  taxextra: Cents;
}

/** Result of `computeTaxes`. */
export interface TaxComputation {
  /** One line per (attr, name, rate), in order of first appearance; `tax` and `subTotal` in cents. */
  lines: TaxLine[];
  /** Cents: Σ tax of every line (inclusive and exclusive) — `feetax`. */
  total: Cents;
  /** Cents: Σ tax of the non-inclusive lines — `feetaxextra`, the tax added to the total. */
  extra: Cents;
  /** Cents: Σ tax of the inclusive lines (already inside prices). */
  inclusive: Cents;
  /** One per input item: Σ taxtotal = total, Σ taxextra = extra. */
  items: ItemTaxShare[];
}

/** Weight precision for allocating a rounded tax line back to items (micro-cents, integer → exact). */
const WEIGHT_SCALE = 1e6;

const rateKey = (r: Pick<TaxRateRef, 'attr' | 'name' | 'rate'>) => `${r.attr}\u0000${r.name}\u0000${r.rate}`;

/**
 * Computes the tax lines of a set of items and each item's share.
 * Rounding: once per tax line (Σ exact taxes, then `roundCents`); `subTotal` is Σ exact net of the
 * items carrying that rate, rounded the same way. Shares: each line's rounded tax is allocated across
 * its items by largest remainder, weighted by their exact taxes.
 * @param items amounts ≥ 0 with rates ≥ 0.
 * @throws RangeError for a negative or non-finite amount or rate (callers validate input first).
 * Spec: storefront.md §9 "Taxes"; orders-and-payments.md §3.3 "Lines with the same attr, name and rate are summed".
 */
export function computeTaxes(items: readonly TaxItem[]): TaxComputation {
  interface Group {
    ref: TaxRateRef;
    net: number;
    tax: number;
    contributions: { item: number; tax: number }[];
  }
  const groups = new Map<string, Group>();
  items.forEach((item, index) => {
    if (!Number.isFinite(item.amount) || item.amount < 0) throw new RangeError(`computeTaxes: amount ${item.amount}`);
    for (const r of item.rates) {
      if (!Number.isFinite(r.rate) || r.rate < 0) throw new RangeError(`computeTaxes: rate ${r.rate}`);
    }
    const exact = exactItemTax(item.amount, item.rates);
    item.rates.forEach((r, k) => {
      const key = rateKey(r);
      let group = groups.get(key);
      if (!group) {
        group = { ref: r, net: 0, tax: 0, contributions: [] };
        groups.set(key, group);
      }
      group.net += exact.net;
      group.tax += exact.byRate[k];
      group.contributions.push({ item: index, tax: exact.byRate[k] });
    });
  });

  const totals = items.map(() => ({ taxtotal: 0, taxextra: 0 }));
  const lines: TaxLine[] = [];
  for (const group of groups.values()) {
    const tax = roundCents(group.tax);
    lines.push({ attr: group.ref.attr, name: group.ref.name, rate: group.ref.rate, subTotal: roundCents(group.net), tax });
    const shares = allocate(
      tax,
      group.contributions.map((c) => Math.round(c.tax * WEIGHT_SCALE)),
    );
    group.contributions.forEach((c, k) => {
      totals[c.item].taxtotal += shares[k];
      if (!isInclusive(group.ref)) totals[c.item].taxextra += shares[k];
    });
  }
  const total = sumCents(lines.map((l) => l.tax));
  const extra = sumCents(lines.filter((l) => !isInclusive(l)).map((l) => l.tax));
  return {
    lines,
    total,
    extra,
    inclusive: sumCents([total, -extra]),
    items: totals.map((t) => ({ taxtotal: roundCents(t.taxtotal), taxextra: roundCents(t.taxextra) })),
  };
}

/**
 * Label of a tax line: 'name,rate%' with the rate × 100 (up to 4 decimals), and '(inc.)' for an
 * inclusive line — 'GST,10%(inc.)', 'VAT,12.5%'. `text` puts the name and the inclusive mark in the
 * page's language ('商品及服务税,10%（含税）'); by default the line's name and '(inc.)'.
 * Spec: orders-and-payments.md §2.4 "one line per tax 'name,rate%' with '(inc.)'", §9.
 */
export function taxLineLabel(line: Pick<TaxLine, 'attr' | 'name' | 'rate'>, text: { name?: string; inclusive?: string } = {}): string {
  const percent = Number((line.rate * 100).toFixed(4));
  return `${text.name ?? line.name},${percent}%${isInclusive(line) ? (text.inclusive ?? '(inc.)') : ''}`;
}

/**
 * Reads a `feetaxes` JSON string into tax lines; anything that is not a JSON array of objects reads
 * as no lines, and missing numbers read as 0.
 * Spec: orders-and-payments.md §3.1 "feetaxes (JSON string)", §3.3.
 */
export function parseTaxLines(feetaxes: string | null | undefined): TaxLine[] {
  let raw: unknown;
  try {
    raw = JSON.parse(feetaxes || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null)
    .map((x) => ({
      attr: Number(x.attr) || 0,
      name: String(x.name ?? ''),
      rate: Number(x.rate) || 0,
      subTotal: Number(x.subTotal) || 0,
      tax: Number(x.tax) || 0,
    }));
}

/**
 * Sums tax lines by (attr, name, rate), keeping the order of first appearance.
 * Spec: orders-and-payments.md §3.3 "Lines with the same attr, name and rate are summed".
 */
export function mergeTaxLines(lines: readonly TaxLine[]): TaxLine[] {
  const merged = new Map<string, TaxLine>();
  for (const l of lines) {
    const key = rateKey(l);
    const m = merged.get(key);
    if (m) {
      m.subTotal += l.subTotal;
      m.tax += l.tax;
    } else merged.set(key, { ...l });
  }
  return [...merged.values()];
}

/**
 * Parses a cart line's `taxes` JSON: an array of `{id, attr, name, rate}`. Empty or null reads as no
 * rates.
 * @returns the rates, or BAD_INPUT with `{ field: 'taxes' }` when it is not such an array.
 * Spec: types.ts `CartLine` conventions; storefront.md §3 "Cart line".
 */
export function parseLineTaxes(taxes: string | null | undefined): Result<TaxRateRef[]> {
  if (!taxes) return ok([]);
  let raw: unknown;
  try {
    raw = JSON.parse(taxes);
  } catch {
    return err('BAD_INPUT', { field: 'taxes' });
  }
  if (!Array.isArray(raw)) return err('BAD_INPUT', { field: 'taxes' });
  const rates: TaxRateRef[] = [];
  for (const x of raw) {
    const rate = typeof x === 'object' && x !== null ? Number((x as Record<string, unknown>).rate) : Number.NaN;
    if (!Number.isFinite(rate) || rate < 0) return err('BAD_INPUT', { field: 'taxes' });
    const r = x as Record<string, unknown>;
    rates.push({ id: Number(r.id) || 0, attr: Number(r.attr) || 0, name: String(r.name ?? ''), rate });
  }
  return ok(rates);
}

/**
 * The venue's misc taxes (type 11) whose comma-separated `categories` include `category`
 * (1 surcharge, 2 delivery).
 * Spec: storefront.md §9 "Tax type 11 is miscellaneous, its categories apply to surcharge (1) and delivery (2)".
 */
export function miscTaxRates(venueTaxes: readonly VenueTax[], category: MiscTaxCategory): TaxRateRef[] {
  return venueTaxes
    .filter((t) => t.type === MISC_TAX_TYPE && String(t.categories ?? '').split(',').map((c) => c.trim()).includes(String(category)))
    .map((t) => ({ attr: t.attr, name: t.name, rate: t.rate }));
}

/** A tax item tied to the cart line whose `taxtotal`/`taxextra` it counts toward. */
export interface CartTaxItem extends TaxItem {
  /** Index of the owning line in the input. */
  line: number;
}

const COMPONENT_TYPES: readonly number[] = [LINE_TYPE.product, LINE_TYPE.productVariant, LINE_TYPE.comboGroup];
const BUNDLE_TYPES: readonly number[] = [LINE_TYPE.setMenu, LINE_TYPE.combo];

/**
 * Turns cart lines into tax items.
 * - A product, variant, combo-group or other line: kind product, its amount at its own rates.
 * - A modifier line (22): kind modifier, at its own rates, or when it has none at the rates of the
 *   first product/variant line of its group (`gid`).
 * - A bundle line (101, 102): its amount is split across the product, variant and combo-group lines of
 *   its group by groupRate (`splitBundleAmount`, weights value × count) and each share is taxed at
 *   that component's rates; the tax counts toward the bundle line. A bundle without components is
 *   taxed at its own rates.
 * @param lines cart lines (prices already checked against the menu).
 * @param amounts cents charged per line (price × count − discount), same order as `lines`, each ≥ 0.
 * @returns tax items, or BAD_INPUT `{ field: 'carts[i].taxes' }` for unreadable rates.
 * Spec: storefront.md §9 "Pricing", "Taxes"; types.ts `CartLine` conventions.
 */
export function cartTaxItems(lines: readonly CartLine[], amounts: readonly number[]): Result<CartTaxItem[]> {
  const rates: TaxRateRef[][] = [];
  for (let i = 0; i < lines.length; i++) {
    const parsed = parseLineTaxes(lines[i].taxes);
    if (!parsed.ok) return err('BAD_INPUT', { field: `carts[${i}].taxes` });
    rates.push(parsed.value);
  }
  const items: CartTaxItem[] = [];
  lines.forEach((line, i) => {
    if (BUNDLE_TYPES.includes(line.type)) {
      const components = lines
        .map((l, j) => ({ l, j }))
        .filter(({ l, j }) => j !== i && l.gid === line.gid && COMPONENT_TYPES.includes(l.type));
      if (components.length === 0) {
        items.push({ kind: TAX_ITEM_KIND.product, amount: amounts[i], rates: rates[i], line: i });
        return;
      }
      const shares = splitBundleAmount(
        amounts[i],
        components.map(({ l }) => ({ value: l.value, count: l.count })),
      );
      components.forEach(({ j }, k) => items.push({ kind: TAX_ITEM_KIND.product, amount: shares[k], rates: rates[j], line: i }));
      return;
    }
    if (line.type === LINE_TYPE.modifier) {
      let own = rates[i];
      if (own.length === 0) {
        const parent = lines.findIndex(
          (l) => l.gid === line.gid && (l.type === LINE_TYPE.product || l.type === LINE_TYPE.productVariant),
        );
        if (parent >= 0) own = rates[parent];
      }
      items.push({ kind: TAX_ITEM_KIND.modifier, amount: amounts[i], rates: own, line: i });
      return;
    }
    items.push({ kind: TAX_ITEM_KIND.product, amount: amounts[i], rates: rates[i], line: i });
  });
  return ok(items);
}
