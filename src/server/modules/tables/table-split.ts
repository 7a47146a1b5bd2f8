/**
 * Splitting a table's bill from the diners' phones (issue 24 items 1, 2 and 6): each diner pays a share —
 * their items, chosen lines, evenly by N, an amount, one dish shared N ways, or the rest — until the
 * balance is 0, when every line is marked paid and the sitting closes (every phone told).
 *
 * - The bill is the sitting's sent lines (status 21), priced with the domain's `priceOrder` exactly as
 *   `checkoutTable` prices them, made a `Bill` by `billOfLines`. The share is worked out by the domain's
 *   `quoteShare` (domain/bill-split.ts) — in the browser to show it, and here again under the table row
 *   lock from the shares already held or paid: a client amount that differs is refused (SPLIT_MISMATCH
 *   {amount, balance}), nothing changed.
 * - A share is its own direct order (`insertDirectOrder`, kind 'table-share', at the table, read by the
 *   payer's session): one line for the share, one for the tip. It is paid through the ordinary payments
 *   flow (`orderPayApply` with the amount and surcharge answered here). While its payment is under way the
 *   share is 'held' and counts against the balance, so two phones never pay the same lines or the same
 *   last cents: the second is refused (SPLIT_LINE_PAID / SPLIT_OVER_BALANCE / SPLIT_NOTHING_DUE with
 *   `balance`, what remains).
 * - The order hooks settle it: `orderPaid` marks the share paid (and, once the paid shares reach the
 *   bill's total, the sitting's lines paid and the sitting closed); a refused card (`paymentFailed`) or a
 *   cancelled payment (`paymentCancelled`) releases the share at once; a share left alone for the
 *   checkout hold is released by the hold sweep (`releaseIdleShares`).
 * - The table is locked for checkout (LOCKED_BY.checkout) when the first share is asked, so the bill
 *   cannot change while it is being paid; the hold sweep never releases a table with shares held or paid.
 *
 * Money in cents; instants in milliseconds since the epoch.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { billOfLines, billState, quoteShare, shareTaxLines, SPLIT_LIMITS, type Bill, type SplitPayment, type SplitRequest } from '../../../domain/bill-split';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import { priceOrder } from '../../../domain/price-order';
import { err, errWithDetails, ok, type Result } from '../../../domain/result';
import { checkOnlinePayment } from '../../../domain/totals';
import type { CartLine, TaxLine } from '../../../domain/types';
import { findMember, type Viewer } from '../accounts';
import { findVenue, loadMenu } from '../catalog';
import { nowSeconds } from '../../platform/clock';
import type { OrderHooks } from '../../platform/hooks';
import type { Services } from '../../services';
import { findOrderById, insertDirectOrder, tradeidsOfOrders } from '../orders';
import { cancelPendingAttempts, hasPendingPayment, paymentAmounts } from '../payments';
import { LOCKED_BY, SITTING_STATUS, tableDiners, tableRounds, tableShares, tableSittings } from './schema';
import { tableIdentity } from './table';
import { buildTableOrderLines } from './table-checkout';
import { TABLE_CATEGORY_TYPE } from './table-model';
import type { TableExec } from './table-passcode';
import { markTableLinesPaid, publishTableSitting } from './table-staff';
import { addDiner, findOpenSitting, findTable, isDiner, loadTableMenus, loadTableVenueSettings, lockTable, type Sitting, type TableDeps } from './table-store';

type Deps = TableDeps;
type ShareRow = typeof tableShares.$inferSelect;

/** The direct-order kind of a share's order. */
export const TABLE_SHARE_KIND = 'table-share';

/** A line of the bill as the phones show it. Cents. */
export interface SplitLineView {
  id: string;
  name: string;
  count: number;
  /** The line's cost including its part of the surcharge and tax (`lineCosts`). */
  cost: number;
  /** What is still to pay of it. */
  left: number;
  /** Sent to the kitchen by the caller's phone ('my items'). */
  mine: boolean;
}

/** A payment of the bill as the phones show it. Cents. */
export interface SplitPaymentView {
  id: number;
  payer: string;
  kind: string;
  amount: number;
  tip: number;
  /** 'held' (being paid), 'paid', 'released' are not listed. */
  state: string;
  mine: boolean;
  /** The share order's trade id (its receipt and refunds). */
  tradeid: string;
}

/** `tableSplit(rc)`: the sitting's bill and its shares (cents). */
export interface SplitView {
  tradeid: string;
  total: number;
  paid: number;
  held: number;
  balance: number;
  /** The sitting is closed (paid in full). */
  closed: boolean;
  lines: SplitLineView[];
  payments: SplitPaymentView[];
  /** The even split under way: people and the share indexes taken. */
  even: { people: number; taken: number[] } | null;
  dishes: { line_id: string; ways: number; taken: number[] }[];
  /** JSON {bill, payments} for the browser's own `quoteShare` (domain/bill-split.ts). */
  quote_input: string;
}

/** The input of `tableSplitPay`: a request as the domain's `SplitRequest`, with the amount the phone showed and the tip (cents). */
export interface SplitPayInput {
  kind: string;
  line_ids?: readonly string[] | null;
  people?: number | null;
  index?: number | null;
  cents?: number | null;
  line_id?: string | null;
  ways?: number | null;
  amount: number;
  tip?: number | null;
}

/** What `tableSplitPay` answers: the share's order to pay with `orderPayApply` (amount + surcharge in cents). */
export interface SplitPayOutcome {
  share_id: number;
  tradeid: string;
  amount: number;
  surcharge: number;
  tip: number;
  split: SplitView;
}

const counted = (s: ShareRow) => s.state === 'held' || s.state === 'paid';
const toPayment = (s: ShareRow): SplitPayment => ({ request: s.request as unknown as SplitRequest, amount: s.amount, lines: s.lines });

/** The request of a `SplitPayInput`, or SPLIT_BAD_REQUEST. */
function toRequest(input: SplitPayInput): Result<SplitRequest> {
  switch (input.kind) {
    case 'lines':
      return ok({ kind: 'lines', lineIds: [...(input.line_ids ?? [])].map(String) });
    case 'even':
      return ok({ kind: 'even', people: input.people ?? 0, index: input.index ?? 0 });
    case 'amount':
      return ok({ kind: 'amount', cents: input.cents ?? 0 });
    case 'dish':
      return ok({ kind: 'dish', lineId: String(input.line_id ?? ''), ways: input.ways ?? 0, index: input.index ?? 0 });
    case 'rest':
      return ok({ kind: 'rest' });
    default:
      return err('SPLIT_BAD_REQUEST');
  }
}

/** The sitting's bill (status-21 lines priced as `checkoutTable` prices them) and their names; null when it cannot be priced. */
async function sittingBill(deps: Deps, db: TableExec, sitting: Sitting): Promise<{ bill: Bill; carts: CartLine[]; taxLines: TaxLine[] } | null> {
  // Every read goes through `db` (the caller's transaction): PGlite has one connection.
  const venue = await findVenue(db as Services['db'], sitting.venueId);
  if (!venue) return null;
  const sent = sitting.lines.filter((l) => l.status === 21).map(({ round: _r, ...l }) => l as CartLine);
  if (sent.length === 0) return { bill: { lines: [], total: 0 }, carts: [], taxLines: [] };
  const menus = await loadTableMenus(db as Services['db'], sitting.venueId, sent.map((l) => l.menu_id), { nowMs: deps.clock.nowMs() });
  for (const id of new Set(sent.map((l) => l.menu_id))) {
    if (!menus.has(id)) {
      const menu = await loadMenu(db as Services['db'], sitting.venueId, id);
      if (menu && menu.id === id) menus.set(id, menu);
    }
  }
  const priced = priceOrder({ lines: buildTableOrderLines(sent, menus), venue, categoryType: TABLE_CATEGORY_TYPE, scope: 'table', tip: { kind: 'cents', cents: 0 }, now: nowSeconds(deps.clock) });
  if (!priced.ok) return null;
  return { bill: billOfLines(priced.value.carts, priced.value.feetopay), carts: priced.value.carts, taxLines: priced.value.taxLines };
}

/**
 * What a share paid of the bill's lines, for its receipt: `[{ name, count, cents, ways?, index? }]` — the
 * line's name and quantity as the table sent it and the cents this share paid of it (a dish shared N
 * ways also says which share). Empty for an amount, an even share or the rest (they pay the bill, not lines).
 */
function paidLines(bill: Bill, carts: readonly CartLine[], request: SplitRequest, lines: Readonly<Record<string, number>>): { name: string; count: number; cents: number; ways?: number; index?: number }[] {
  return Object.entries(lines)
    .filter(([id]) => bill.lines.some((l) => l.id === id))
    .map(([id, cents]) => {
      const head = carts.find((c) => String(c.id) === id);
      const dish = request.kind === 'dish' ? { ways: request.ways, index: request.index } : {};
      return { name: head?.name ?? '', count: head?.count ?? 1, cents, ...dish };
    });
}

async function sharesOf(db: TableExec, sittingId: number): Promise<ShareRow[]> {
  return db.select().from(tableShares).where(eq(tableShares.sittingId, sittingId)).orderBy(asc(tableShares.id));
}

/** Line ids (as strings) of the rounds `sessionId` sent at this sitting ('my items'). */
async function myLineIds(db: TableExec, sittingId: number, sessionId: number): Promise<Set<string>> {
  const rounds = await db.select({ lines: tableRounds.lines }).from(tableRounds).where(and(eq(tableRounds.sittingId, sittingId), eq(tableRounds.sessionId, sessionId)));
  return new Set(rounds.flatMap((r) => r.lines.map((l) => String(l.id))));
}

function buildView(sitting: Sitting, bill: Bill, carts: readonly CartLine[], shares: readonly ShareRow[], sessionId: number, mine: Set<string>): SplitView {
  const live = shares.filter(counted);
  const state = billState(bill, live.map(toPayment));
  const byId = new Map(carts.map((l) => [String(l.id), l]));
  const costs = billState(bill, []).lineLeft;
  return {
    tradeid: sitting.tradeid,
    total: bill.total,
    paid: live.filter((s) => s.state === 'paid').reduce((n, s) => n + s.amount, 0),
    held: live.filter((s) => s.state === 'held').reduce((n, s) => n + s.amount, 0),
    balance: Math.max(0, state.balance),
    closed: sitting.status === SITTING_STATUS.closed,
    lines: bill.lines.map((l) => ({ id: l.id, name: byId.get(l.id)?.name ?? '', count: byId.get(l.id)?.count ?? 1, cost: costs[l.id] ?? l.total, left: state.lineLeft[l.id] ?? 0, mine: mine.has(l.id) })),
    payments: live.map((s) => ({ id: s.id, payer: s.payer, kind: String(s.request.kind ?? ''), amount: s.amount, tip: s.tip, state: s.state, mine: s.sessionId === sessionId, tradeid: '' })),
    even: state.even ? { people: state.even.people, taken: state.even.paid } : null,
    dishes: Object.entries(state.dishes).map(([line_id, d]) => ({ line_id, ways: d.ways, taken: d.paid })),
    quote_input: JSON.stringify({ bill, payments: live.map(toPayment) }),
  };
}

/** The payer's name at the sitting: a member's first name, else 'Guest N' (N: the order the session joined in, from 1). */
async function payerName(db: TableExec, viewer: Viewer | null, sittingId: number, sessionId: number): Promise<string> {
  const member = await findMember(db as Services['db'], viewer?.userId);
  if (member?.firstname) return member.firstname;
  const diners = await db.select({ sessionId: tableDiners.sessionId }).from(tableDiners).where(eq(tableDiners.sittingId, sittingId)).orderBy(asc(tableDiners.joinedAt), asc(tableDiners.sessionId));
  const at = diners.findIndex((d) => d.sessionId === sessionId);
  return `Guest ${at >= 0 ? at + 1 : diners.length + 1}`;
}

/** The trade ids of share orders, by order id (one query). */
const tradeidsOf = (deps: Deps, shares: readonly ShareRow[]): Promise<Map<number, string>> => tradeidsOfOrders(deps.db, shares.map((s) => s.orderId));

/**
 * `tableSplit(rc)`: the open sitting's bill, balance, lines (with what is left of each and which are the
 * caller's) and the payments made or under way, by whom. Refusals as `orderResInfo` for a diner:
 * TABLE_NOT_FOUND, INVALID_TOKEN, NO_SITTING, WRONG_CREDENTIALS (a passcode table not joined).
 * The last sitting closed by its split is answered too (closed: true) to the diners who joined it.
 */
export async function getTableSplit(deps: Deps, viewer: Viewer | null, rc: string | null | undefined): Promise<Result<SplitView>> {
  const table = await findTable(deps.db, rc);
  if (!table) return err('TABLE_NOT_FOUND');
  const who = tableIdentity(viewer, table);
  if (!who.ok) return who;
  let sitting = await findOpenSitting(deps.db, table.id);
  if (!sitting) {
    // The sitting this phone joined that its split just closed.
    const [last] = await deps.db
      .select()
      .from(tableSittings)
      .innerJoin(tableDiners, eq(tableDiners.sittingId, tableSittings.id))
      .where(and(eq(tableSittings.tableId, table.id), eq(tableDiners.sessionId, who.value.sessionId)))
      .orderBy(sql`${tableSittings.id} desc`)
      .limit(1);
    sitting = last?.table_sittings ?? null;
  }
  if (!sitting) return err('NO_SITTING');
  if (table.passcode !== null && !(await isDiner(deps.db, sitting.id, who.value.sessionId))) return err('WRONG_CREDENTIALS');
  const shares = await sharesOf(deps.db, sitting.id);
  const priced = await splitBill(deps, sitting, shares);
  if (!priced) return err('TABLE_NOT_FOUND');
  const view = buildView(sitting, priced.bill, priced.carts, shares, who.value.sessionId, await myLineIds(deps.db, sitting.id, who.value.sessionId));
  const tradeids = await tradeidsOf(deps, shares.filter(counted));
  for (const p of view.payments) p.tradeid = tradeids.get(shares.find((s) => s.id === p.id)!.orderId) ?? '';
  return ok(view);
}

/** A closed (or fully paid) sitting's lines are status 2: its bill is the bill its shares were worked out on. */
async function splitBill(deps: Deps, sitting: Sitting, shares: readonly ShareRow[]): Promise<{ bill: Bill; carts: CartLine[] } | null> {
  const unpaidSent = sitting.lines.some((l) => l.status === 21);
  if (unpaidSent || shares.length === 0) return sittingBill(deps, deps.db, sitting);
  // Every line paid: price the lines the shares paid (status 2) to show the settled bill.
  const asSent = { ...sitting, lines: sitting.lines.map((l) => (l.status === 2 ? { ...l, status: 21 as const } : l)) };
  return sittingBill(deps, deps.db, asSent);
}

/**
 * `tableSplitPay(rc, share)`: holds the caller's share of the open sitting's bill and makes its order,
 * to be paid with `orderPayApply(tradeid, {amount, surcharge})`. Locks the sitting for checkout first if
 * it is open. The share is recomputed with `quoteShare` under the table lock.
 * Refusals: the table's (TABLE_NOT_FOUND, INVALID_TOKEN, TABLE_NOT_READY, NO_SITTING, WRONG_CREDENTIALS,
 * STORE_CLOSED {payable: false} when paying at the table is off, TABLE_CHECKOUT_NEW_ITEMS while lines not
 * sent to the kitchen remain, NOTHING_SENT); SPLIT_CHECKOUT_PENDING (a whole-bill checkout of the sitting
 * is being paid); the domain's SPLIT_* {balance}; SPLIT_BAD_REQUEST (unknown kind); SPLIT_BAD_TIP (a tip
 * not a whole number of cents from 0 to the share); SPLIT_MISMATCH {amount, balance} (the amount the phone
 * showed is not the server's); PAYMENT_BELOW_MINIMUM (share and tip not over 50 cents).
 */
export async function payTableShare(deps: Deps, viewer: Viewer | null, args: { rc?: string | null; share: SplitPayInput }): Promise<Result<SplitPayOutcome>> {
  const table = await findTable(deps.db, args.rc);
  if (!table) return err('TABLE_NOT_FOUND');
  const who = tableIdentity(viewer, table);
  if (!who.ok) return who;
  if (table.status !== 1) return err('TABLE_NOT_READY');
  const settings = await loadTableVenueSettings(deps.db, table.venue_id);
  if (settings.tablepayments !== 1) return errWithDetails('STORE_CLOSED', { payable: false });
  const request = toRequest(args.share);
  if (!request.ok) return request;
  const tip = args.share.tip ?? 0;
  const venue = await findVenue(deps.db, table.venue_id);
  if (!venue) return err('TABLE_NOT_FOUND');
  const nowMs = deps.clock.nowMs();

  const held = await deps.db.transaction(async (tx): Promise<Result<{ shareId: number; orderId: number; tradeid: string; sittingTradeid: string }>> => {
    const locked = await lockTable(tx, table.id);
    if (!locked) return err('TABLE_NOT_FOUND');
    if (locked.status !== 1) return err('TABLE_NOT_READY');
    const sitting = await findOpenSitting(tx, table.id);
    if (!sitting) return err('NO_SITTING');
    if (!(await isDiner(tx, sitting.id, who.value.sessionId))) {
      if (locked.passcode !== null) return err('WRONG_CREDENTIALS');
      await addDiner(tx, sitting.id, who.value.sessionId, who.value.deviceUid, nowMs);
    }
    if (sitting.lines.some((l) => l.status === 1)) return err('TABLE_CHECKOUT_NEW_ITEMS');
    if (!sitting.lines.some((l) => l.status === 21)) return err(sitting.lines.length > 0 ? 'SPLIT_NOTHING_DUE' : 'NOTHING_SENT');
    if (sitting.orderId !== null) {
      const whole = await findOrderById(tx, sitting.orderId);
      if (whole && (whole.status === PAYMENT_STATUS.paying || (await hasPendingPayment(tx, whole.id)))) return err('SPLIT_CHECKOUT_PENDING');
    }
    const priced = await sittingBill(deps, tx, sitting);
    if (!priced) return err('TABLE_NOT_FOUND');
    const shares = (await sharesOf(tx, sitting.id)).filter(counted);
    const quoted = quoteShare(priced.bill, shares.map(toPayment), request.value);
    if (!quoted.ok) return quoted;
    const { balance, paid } = billState(priced.bill, shares.map(toPayment));
    if (quoted.value.amount !== args.share.amount) return errWithDetails('SPLIT_MISMATCH', { amount: quoted.value.amount, balance });
    if (!Number.isSafeInteger(tip) || tip < 0 || tip > quoted.value.amount) return errWithDetails('SPLIT_BAD_TIP', { balance });
    const payable = checkOnlinePayment(quoted.value.amount + tip);
    if (!payable.ok) return payable;

    const payer = await payerName(tx, viewer, sitting.id, who.value.sessionId);
    const now = nowSeconds(deps.clock);
    const order = await insertDirectOrder(tx, {
      venue,
      kind: TABLE_SHARE_KIND,
      categoryName: settings.categoryName,
      categoryType: TABLE_CATEGORY_TYPE,
      userId: viewer?.userId ?? null,
      sessionId: who.value.sessionId,
      tableId: table.id,
      lines: [
        { name: `${table.name} · ${payer}`, price: quoted.value.amount, count: 1, extra: JSON.stringify({ share: request.value, lines: quoted.value.lines, paid: paidLines(priced.bill, priced.carts, request.value, quoted.value.lines) }) },
        ...(tip > 0 ? [{ name: 'Tip', price: tip, count: 1, extra: JSON.stringify({ tip: true }) }] : []),
      ],
      customer: { table: table.code, sitting: sitting.tradeid, payer },
      now,
      // Its part of the bill's GST, for its tax invoice (issue 24 item 4).
      taxLines: shareTaxLines(priced.taxLines, priced.bill.total, paid, quoted.value.amount),
    });
    const [share] = await tx
      .insert(tableShares)
      .values({ sittingId: sitting.id, orderId: order.id, sessionId: who.value.sessionId, payer, request: request.value as unknown as Record<string, unknown>, amount: quoted.value.amount, lines: quoted.value.lines, tip, billTotal: priced.bill.total, state: 'held', createdAt: nowMs })
      .returning({ id: tableShares.id });
    // Locked while the bill is being paid: nothing new may be added to it.
    if (sitting.status === SITTING_STATUS.open) {
      await tx
        .update(tableSittings)
        .set({ status: SITTING_STATUS.locked, lockedBy: LOCKED_BY.checkout, lockedAt: nowMs, version: sql`${tableSittings.version} + 1`, updatedAt: sql`now()` })
        .where(eq(tableSittings.id, sitting.id));
    } else {
      if (sitting.lockedBy === LOCKED_BY.checkout) await tx.update(tableSittings).set({ lockedAt: nowMs }).where(eq(tableSittings.id, sitting.id));
      await bumpVersion(tx, sitting.id);
    }
    return ok({ shareId: share.id, orderId: order.id, tradeid: order.tradeid, sittingTradeid: sitting.tradeid });
  });
  if (!held.ok) return held;
  await publishTableSitting(deps, held.value.sittingTradeid, 'share');
  const row = (await findOrderById(deps.db, held.value.orderId))!;
  const { amount, surcharge } = await paymentAmounts(deps as Services, row);
  const split = await getTableSplit(deps, viewer, args.rc);
  if (!split.ok) return split;
  return ok({ share_id: held.value.shareId, tradeid: held.value.tradeid, amount, surcharge, tip, split: split.value });
}

/** Bumps the sitting's version so every phone reads the table (and its split) again. */
async function bumpVersion(tx: TableExec, sittingId: number): Promise<void> {
  await tx.update(tableSittings).set({ version: sql`${tableSittings.version} + 1`, updatedAt: sql`now()` }).where(eq(tableSittings.id, sittingId));
}

/** The share paid by order `orderId` with its sitting, under the table lock; null when the order is not a share. */
async function lockShareOfOrder(tx: TableExec, orderId: number): Promise<{ share: ShareRow; sitting: Sitting } | null> {
  const [share] = await tx.select().from(tableShares).where(eq(tableShares.orderId, orderId)).limit(1);
  if (!share) return null;
  const [s] = await tx.select().from(tableSittings).where(eq(tableSittings.id, share.sittingId)).limit(1);
  if (!s) return null;
  await lockTable(tx, s.tableId);
  const [sitting] = await tx.select().from(tableSittings).where(eq(tableSittings.id, share.sittingId)).limit(1);
  const [again] = await tx.select().from(tableShares).where(eq(tableShares.id, share.id)).limit(1);
  return { share: again, sitting };
}

/**
 * Inside the transaction recording the payment of a share's order: the share becomes paid; once the
 * paid shares reach the bill's total and no share is held, every sent line is marked paid and the
 * sitting closes (item 6). A share released meanwhile (its hold ran out) is taken back when the balance
 * still has room for it; otherwise it stays released and the error is logged for staff to refund.
 * Answers the sitting's trade id to publish after commit, or null (not a share).
 */
export async function settleSharePayment(deps: Pick<Services, 'logger'>, tx: TableExec, orderId: number, nowMs: number): Promise<string | null> {
  const found = await lockShareOfOrder(tx, orderId);
  if (!found) return null;
  const { share, sitting } = found;
  if (share.state === 'paid') return sitting.tradeid;
  const shares = await sharesOf(tx, sitting.id);
  if (share.state === 'released') {
    const others = shares.filter((s) => s.id !== share.id && counted(s)).reduce((n, s) => n + s.amount, 0);
    if (others + share.amount > share.billTotal || sitting.status === SITTING_STATUS.closed) {
      deps.logger.error({ orderId, share: share.id }, 'a released table share was paid after the bill was covered: refund it by hand');
      return sitting.tradeid;
    }
  }
  await tx.update(tableShares).set({ state: 'paid', paidAt: nowMs }).where(eq(tableShares.id, share.id));
  const after = shares.map((s) => (s.id === share.id ? { ...s, state: 'paid' as const } : s));
  const paid = after.filter((s) => s.state === 'paid').reduce((n, s) => n + s.amount, 0);
  if (paid >= share.billTotal && !after.some((s) => s.state === 'held') && sitting.status !== SITTING_STATUS.closed) {
    const marked = await markTableLinesPaid(tx, sitting.tradeid);
    if (marked.ok && marked.value.allPaid) {
      await tx.update(tableSittings).set({ status: SITTING_STATUS.closed, closedAt: nowMs, version: sql`${tableSittings.version} + 1`, updatedAt: sql`now()` }).where(eq(tableSittings.id, sitting.id));
    }
  } else {
    await bumpVersion(tx, sitting.id);
  }
  return sitting.tradeid;
}

/** Releases the share paid by order `orderId` if it is still held (its payment refused or cancelled). Answers the sitting's trade id, or null. */
export async function releaseShare(tx: TableExec, orderId: number): Promise<string | null> {
  const found = await lockShareOfOrder(tx, orderId);
  if (!found || found.share.state !== 'held') return null;
  await tx.update(tableShares).set({ state: 'released' }).where(eq(tableShares.id, found.share.id));
  await bumpVersion(tx, found.sitting.id);
  return found.sitting.tradeid;
}

/**
 * A share refunded in full while its bill is still open (a staff refund of one payment): the share no
 * longer counts (state 'refunded'), so its cents — and its lines — are due again and the table cannot
 * close short. A partial refund, or a refund after the bill closed (the table was settled; the venue gave
 * money back), changes nothing here. Answers the sitting's trade id to publish, or null.
 */
export async function reopenRefundedShare(tx: TableExec, orderId: number): Promise<string | null> {
  const found = await lockShareOfOrder(tx, orderId);
  if (!found || found.share.state !== 'paid' || found.sitting.status === SITTING_STATUS.closed) return null;
  // Every read goes through `tx` (the refund's transaction): PGlite has one connection.
  const order = await findOrderById(tx as Services['db'], orderId);
  if (order?.status !== PAYMENT_STATUS.refunded) return null;
  await tx.update(tableShares).set({ state: 'refunded' }).where(eq(tableShares.id, found.share.id));
  await bumpVersion(tx, found.sitting.id);
  return found.sitting.tradeid;
}

/**
 * The checkout hold for shares: releases every share held since before now − `holdMs` (milliseconds)
 * whose order has no payment attempt under way (cancelling stale attempts first). Answers the number released.
 */
export async function releaseIdleShares(deps: Services, holdMs: number): Promise<number> {
  const before = deps.clock.nowMs() - holdMs;
  const stale = await deps.db.select().from(tableShares).where(and(eq(tableShares.state, 'held'), lt(tableShares.createdAt, before)));
  let released = 0;
  for (const s of stale) {
    await cancelPendingAttempts(deps, s.orderId, Math.floor(before / 1000));
    if (await hasPendingPayment(deps.db, s.orderId)) continue;
    const tradeid = await deps.db.transaction((tx) => releaseShare(tx, s.orderId));
    if (tradeid) {
      released += 1;
      await publishTableSitting(deps, tradeid, 'share released');
    }
  }
  return released;
}

/** Registers the share handlers of the order hooks: paid → settle (and maybe close), refused/cancelled → release, refunded in full on an open bill → due again; the phones are told after commit. */
export function registerShareHooks(hooks: OrderHooks<Services>): void {
  hooks.on('orderPaid', async function settleTableShare(tx, { order, nowMs }, deps) {
    const tradeid = await settleSharePayment(deps, tx, order.id, nowMs);
    if (tradeid) return () => publishTableSitting(deps, tradeid, 'share paid');
  });
  hooks.on('paymentFailed', async function releaseRefusedShare(tx, { order }, deps) {
    const tradeid = await releaseShare(tx, order.id);
    if (tradeid) return () => publishTableSitting(deps, tradeid, 'share released');
  });
  hooks.on('orderRefunded', async function reopenShareOnRefund(tx, { order }, deps) {
    const tradeid = await reopenRefundedShare(tx, order.id);
    if (tradeid) return () => publishTableSitting(deps, tradeid, 'share refunded');
  });
  hooks.on('paymentCancelled', async function releaseCancelledShare(db, { order }, deps) {
    const tradeid = await db.transaction((tx) => releaseShare(tx, order.id));
    if (tradeid) await publishTableSitting(deps, tradeid, 'share released');
  });
}

export { SPLIT_LIMITS };
