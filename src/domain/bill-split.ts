/**
 * Splitting a table's bill (issue 24 item 1 "Pay your way at the table"): what one payer is charged
 * for their way of paying, given the bill and the payments already made. One pure function decides
 * every share, in the browser (to show it) and on the server (which recomputes it and refuses a
 * mismatch). Money is integer cents throughout.
 *
 * Ways of paying (`SplitRequest`):
 * - `lines`: chosen lines (or 'my items': the lines this phone added) — each line's remaining cents,
 *   including its part of the bill's extras (surcharge, tax not included in prices);
 * - `even`: the balance evenly by `people` (2–50); share `index` (0-based) of the split declared when
 *   its first share was paid, so the shares of one split add up exactly to the balance it split (the
 *   remainder cents go to the first shares);
 * - `amount`: an amount typed by the payer, at most the balance;
 * - `dish`: one line shared `ways` ways (2–20), exact to the cent (the remainder to the first shares);
 * - `rest`: whatever remains.
 * Any mix, in any order, ends with the balance at 0: no payment is more than the balance, nothing is
 * negative, and the payments add up exactly to the bill's total (property-tested in bill-split.test.ts).
 *
 * The extras (the total minus the sum of the lines: surcharge, non-inclusive tax) are spread over the
 * lines in proportion to their totals by largest remainder (`lineCosts`), so paying every line pays
 * the whole bill. A payment's part of the GST (for its tax invoice) is `gstPart`: the difference of
 * the rounded cumulative parts, so the parts of all payments add up exactly to the bill's GST.
 */
import { mapCartEntries } from './cart-lines';
import { lineAmount } from './pricing';
import { err, ok, type Result } from './result';
import type { CartLine, TaxLine } from './types';
/** Integer cents (this module's amounts are plain numbers of cents, checked by `quoteShare`). */
type Cents = number;

/** A line of the bill: its id and its total in cents (quantity × price with modifiers, after line discounts). */
export interface BillLine {
  id: string;
  total: Cents;
}

/** The bill: its lines and its total in cents (lines + surcharge + tax not included in prices − discounts). */
export interface Bill {
  lines: readonly BillLine[];
  total: Cents;
}

/** How a payer pays (see the file comment). */
export type SplitRequest =
  | { kind: 'lines'; lineIds: readonly string[] }
  | { kind: 'even'; people: number; index: number }
  | { kind: 'amount'; cents: Cents }
  | { kind: 'dish'; lineId: string; ways: number; index: number }
  | { kind: 'rest' };

/** A payment made: its request and what it was charged (cents; `lines` the cents it paid of each line). */
export interface SplitPayment {
  request: SplitRequest;
  amount: Cents;
  lines: Readonly<Record<string, Cents>>;
}

/** A share worked out: the cents to charge and how much of each line they pay. */
export interface SplitShare {
  amount: Cents;
  lines: Record<string, Cents>;
}

/** Bounds of the ways to split. */
export const SPLIT_LIMITS = { minPeople: 2, maxPeople: 50, minWays: 2, maxWays: 20 } as const;

/**
 * Refusals: `SPLIT_NOTHING_DUE` (the bill is paid), `SPLIT_OVER_BALANCE` (an amount over the balance),
 * `SPLIT_BAD_AMOUNT` (not a whole positive number of cents), `SPLIT_BAD_PEOPLE` / `SPLIT_BAD_WAYS`
 * (out of bounds, or not the split already declared), `SPLIT_BAD_INDEX` (a share already paid or out of
 * range), `SPLIT_UNKNOWN_LINE` (not a line of this bill), `SPLIT_LINE_PAID` (nothing left of a line),
 * `SPLIT_NO_LINES` (an empty choice).
 */
export type SplitErrorCode =
  | 'SPLIT_NOTHING_DUE'
  | 'SPLIT_OVER_BALANCE'
  | 'SPLIT_BAD_AMOUNT'
  | 'SPLIT_BAD_PEOPLE'
  | 'SPLIT_BAD_WAYS'
  | 'SPLIT_BAD_INDEX'
  | 'SPLIT_UNKNOWN_LINE'
  | 'SPLIT_LINE_PAID'
  | 'SPLIT_NO_LINES';

/**
 * `total` cents in `n` whole-cent shares that add up exactly to `total`, the remainder cents on the
 * first shares: evenShares(1000, 3) → [334, 333, 333]. `n` ≥ 1; `total` ≥ 0.
 */
export function evenShares(total: Cents, n: number): Cents[] {
  const base = Math.floor(total / n);
  const rest = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * Each line's cost including its part of the extras (total − Σ lines), spread in proportion to the
 * line totals by largest remainder (ties to the earlier line); the costs add up exactly to the total.
 * With no line total (all zero) the extras go evenly over the lines.
 */
export function lineCosts(bill: Bill): Record<string, Cents> {
  const sum = bill.lines.reduce((s, l) => s + l.total, 0);
  const extras = bill.total - sum;
  const out: Record<string, Cents> = {};
  if (bill.lines.length === 0) return out;
  if (sum === 0) {
    const shares = evenShares(Math.max(0, extras), bill.lines.length);
    bill.lines.forEach((l, i) => (out[l.id] = l.total + shares[i]));
    return out;
  }
  const exact = bill.lines.map((l) => (extras * l.total) / sum);
  const floors = exact.map(Math.floor);
  let left = extras - floors.reduce((s, f) => s + f, 0);
  const order = exact.map((x, i) => ({ i, frac: x - floors[i] })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  bill.lines.forEach((l, i) => (out[l.id] = l.total + floors[i]));
  return out;
}

/** What the payments so far leave: the balance and each line's remaining cents. */
export interface BillState {
  paid: Cents;
  balance: Cents;
  /** Cents still to pay of each line (its cost less what line and dish payments paid of it). */
  lineLeft: Record<string, Cents>;
  /** The even split in progress: the balance it split, its people, the shares paid. */
  even?: { base: Cents; people: number; paid: number[] };
  /** Dish splits in progress by line id: ways and the shares paid. */
  dishes: Record<string, { ways: number; paid: number[] }>;
}

/** The state of the bill after `payments`, in order. */
export function billState(bill: Bill, payments: readonly SplitPayment[]): BillState {
  const lineLeft = lineCosts(bill);
  const state: BillState = { paid: 0, balance: bill.total, lineLeft, dishes: {} };
  for (const p of payments) {
    state.paid += p.amount;
    state.balance -= p.amount;
    for (const [id, cents] of Object.entries(p.lines)) if (id in lineLeft) lineLeft[id] = Math.max(0, lineLeft[id] - cents);
    const r = p.request;
    if (r.kind === 'even') {
      state.even ??= { base: state.balance + p.amount, people: r.people, paid: [] };
      state.even.paid.push(r.index);
    } else if (r.kind === 'dish') {
      const d = (state.dishes[r.lineId] ??= { ways: r.ways, paid: [] });
      d.paid.push(r.index);
    }
  }
  return state;
}

const isCents = (n: number) => Number.isSafeInteger(n) && n > 0;

/**
 * The share `request` is charged after `payments` (see the file comment), or a refusal
 * (`SplitErrorCode`) with what remains in `details.balance` (cents). Never more than the balance,
 * never negative; a share that the balance cuts short is charged what remains.
 */
export function quoteShare(bill: Bill, payments: readonly SplitPayment[], request: SplitRequest): Result<SplitShare> {
  const state = billState(bill, payments);
  const refuse = (code: SplitErrorCode) => err(code, { balance: state.balance });
  if (state.balance <= 0) return refuse('SPLIT_NOTHING_DUE');
  const capped = (amount: Cents, lines: Record<string, Cents>): Result<SplitShare> => ok({ amount: Math.min(amount, state.balance), lines });
  switch (request.kind) {
    case 'rest':
      return ok({ amount: state.balance, lines: {} });
    case 'amount':
      if (!isCents(request.cents)) return refuse('SPLIT_BAD_AMOUNT');
      if (request.cents > state.balance) return refuse('SPLIT_OVER_BALANCE');
      return ok({ amount: request.cents, lines: {} });
    case 'lines': {
      const ids = [...new Set(request.lineIds)];
      if (ids.length === 0) return refuse('SPLIT_NO_LINES');
      const lines: Record<string, Cents> = {};
      let amount = 0;
      for (const id of ids) {
        if (!(id in state.lineLeft)) return refuse('SPLIT_UNKNOWN_LINE');
        if (state.lineLeft[id] <= 0) return refuse('SPLIT_LINE_PAID');
        lines[id] = state.lineLeft[id];
        amount += state.lineLeft[id];
      }
      return capped(amount, lines);
    }
    case 'even': {
      const { people, index } = request;
      if (!Number.isInteger(people) || people < SPLIT_LIMITS.minPeople || people > SPLIT_LIMITS.maxPeople) return refuse('SPLIT_BAD_PEOPLE');
      if (state.even && state.even.people !== people) return refuse('SPLIT_BAD_PEOPLE');
      if (!Number.isInteger(index) || index < 0 || index >= people || state.even?.paid.includes(index)) return refuse('SPLIT_BAD_INDEX');
      const base = state.even?.base ?? state.balance;
      return capped(evenShares(base, people)[index], {});
    }
    case 'dish': {
      const { lineId, ways, index } = request;
      if (!(lineId in state.lineLeft)) return refuse('SPLIT_UNKNOWN_LINE');
      if (!Number.isInteger(ways) || ways < SPLIT_LIMITS.minWays || ways > SPLIT_LIMITS.maxWays) return refuse('SPLIT_BAD_WAYS');
      const d = state.dishes[lineId];
      if (d && d.ways !== ways) return refuse('SPLIT_BAD_WAYS');
      if (!Number.isInteger(index) || index < 0 || index >= ways || d?.paid.includes(index)) return refuse('SPLIT_BAD_INDEX');
      if (state.lineLeft[lineId] <= 0) return refuse('SPLIT_LINE_PAID');
      const cost = lineCosts(bill)[lineId];
      const share = Math.min(evenShares(cost, ways)[index], state.lineLeft[lineId]);
      return capped(share, { [lineId]: share });
    }
  }
}

/**
 * A payment's part of an amount spread over the whole bill (its GST, its surcharge) for its tax
 * invoice: round(after × part ÷ total) − round(before × part ÷ total), where before/after are the
 * cents paid before and after this payment. The parts of payments that add up to the total add up
 * exactly to `part`. All in cents; `total` > 0.
 */
export function proportionalPart(part: Cents, total: Cents, paidBefore: Cents, amount: Cents): Cents {
  if (total <= 0) return 0;
  const at = (paid: Cents) => Math.round((Math.min(paid, total) * part) / total);
  return at(paidBefore + amount) - at(paidBefore);
}

/**
 * A payment's tax lines for its tax invoice (issue 24 item 4): each of the bill's `taxLines` (cents)
 * cut by `proportionalPart` — its tax and its net amount — for a payment of `amount` cents after
 * `paidBefore` cents of a bill of `total` cents. The share's amount already includes its tax, so every
 * part is marked inclusive (attr 1). Lines whose part is 0 are left out. The parts of payments that add
 * up to the total add up exactly to each line's tax.
 */
export function shareTaxLines(taxLines: readonly TaxLine[], total: Cents, paidBefore: Cents, amount: Cents): TaxLine[] {
  return taxLines
    .map((t) => ({ attr: 1, name: t.name, rate: t.rate, subTotal: proportionalPart(t.subTotal, total, paidBefore, amount), tax: proportionalPart(t.tax, total, paidBefore, amount) }))
    .filter((t) => t.tax !== 0);
}

/**
 * The bill of a table's priced lines (`priceOrder`'s carts: each with its `discount`, cents): one bill
 * line per cart entry (a product with its modifiers, a bundle with its children), its id the entry's
 * head line id (as a string), its total Σ (price × count − discount) of the entry's lines; `total` is
 * the priced order's amount to pay (`feetopay`, cents: surcharge and tax not included in prices in).
 */
export function billOfLines(carts: readonly CartLine[], total: Cents): Bill {
  return {
    lines: mapCartEntries(carts).map((e) => ({ id: String(e.head.id), total: e.lines.reduce((s, l) => s + lineAmount(l) - (l.discount ?? 0), 0) })),
    total,
  };
}
