/**
 * Loyalty credits (accounts-and-loyalty.md §1, §2.11, §3 "Customer" credit_balance; issue 26 item 7):
 * cents a member holds at a brand, from points converted by the brand's rule (ledger.ts
 * `convertPoints`), spent at checkout as a **tender** like a gift card (orders/tenders.ts):
 * - `applyCredits` (orderCreditsApply): takes `min(balance, amount due, asked)` for the member's own
 *   unpaid order — a 'spend' credit row (negative) and a tender payment — under the order's row lock
 *   and the member's credit lock (`lockMemberCredits`), so concurrent spends never take the balance
 *   below zero; an order paid in full becomes paid and `orderPaid` runs, as for gift cards;
 * - the tender's `release` (order edited or cancelled) and `refund` (a refund's tender share): a
 *   'return' credit row gives back what the order still holds of them;
 * - `loyaltyHistory` (customerLoyaltyHistory): every movement of points and credits — earned,
 *   reversed, converted, spent, returned — newest first, with the order's trade id for a link.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import { err, ok, type Result } from '../../../domain/result';
import { nowSeconds } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { AfterCommit, Tender } from '../../platform/hooks';
import type { Services } from '../../services';
import { findMember, type Viewer } from '../accounts';
import { Abort, amountDue, canReadOrder, findOrderByTradeid, isDirectOrder, lockOrder, payWithTender, publishOrderChange, tradeidsOfOrders } from '../orders';
import { hasPendingPayment } from '../payments';
import { balancesOf, lockMemberCredits } from './ledger';
import { venueLoyalty } from './programme';
import { LEDGER_KIND, LEDGER_UNIT, loyaltyLedger } from './schema';

/** The tender kind of loyalty credits (orders' payment entries notes `tender`). */
export const CREDITS_KIND = 'loyalty_credits';

/** What applying credits did: cents taken, the credit balance left, the order's amount still due. */
export interface CreditsApplied {
  amount: number;
  balance: number;
  due: number;
  paid: boolean;
}

/**
 * orderCreditsApply(tradeid, amount): the viewer (a registered member, the order's own user) pays
 * `min(credit balance, amount due, amount)` cents of their unpaid order with credits of the venue's
 * brand (`amount` absent: as much as possible). Errors: INVALID_TOKEN (no session); NOT_FOUND (an
 * order the viewer cannot read); USER_ONLY (not a member, or not their order); FEATURE_NOT_AVAILABLE
 * (the brand has no credits); NOT_VALID {reason 'empty' | 'nothingDue' | 'giftCardOrder'}; PAYING (a
 * card payment in progress); FORBIDDEN (the order is not unpaid any more).
 */
export async function applyCredits(deps: Services, viewer: Viewer | null, tradeid: string, amount?: number | null): Promise<Result<CreditsApplied>> {
  if (!viewer) return err('INVALID_TOKEN');
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order || !canReadOrder(order, viewer)) return err('NOT_FOUND');
  const member = await findMember(deps.db, viewer.userId);
  if (!member || order.userId !== member.id) return err('USER_ONLY', { reason: 'createAccount' });
  const venue = await venueLoyalty(deps.db, order.venueId);
  if (!venue?.programme || !(venue.programme.point_value > 0)) return err('FEATURE_NOT_AVAILABLE');
  if (isDirectOrder(order)) return err('NOT_VALID', { reason: 'giftCardOrder' });
  if (amount != null && !(Number.isInteger(amount) && amount > 0)) return err('NOT_VALID', { field: 'amount' });
  if (await hasPendingPayment(deps.db, order.id)) return err('PAYING');
  const now = nowSeconds(deps.clock);
  let after: AfterCommit | undefined;
  let result: CreditsApplied;
  try {
    result = await deps.db.transaction(async (tx) => {
      // Order first, then the member's credits (as every credit move takes them: no lock cycle).
      const locked = (await lockOrder(tx, order.id))!;
      if (locked.status === PAYMENT_STATUS.paying) throw new Abort(err('PAYING'));
      if (locked.status !== PAYMENT_STATUS.unpaid || locked.stockReleased) throw new Abort(err('FORBIDDEN'));
      await lockMemberCredits(tx, member.id, venue.brandId);
      const balance = (await balancesOf(tx, member.id, venue.brandId)).credits;
      if (balance <= 0) throw new Abort(err('NOT_VALID', { reason: 'empty' }));
      const due = amountDue(locked);
      const take = Math.min(balance, due, amount ?? Number.MAX_SAFE_INTEGER);
      if (take <= 0) throw new Abort(err('NOT_VALID', { reason: 'nothingDue' }));
      await tx.insert(loyaltyLedger).values({ userId: member.id, brandId: venue.brandId, kind: LEDGER_KIND.spend, unit: LEDGER_UNIT.credit, amount: -take, orderId: locked.id, note: 'order', createdAt: now });
      const paid = await payWithTender(tx, locked, CREDITS_KIND, take, {}, deps, now);
      const left = paid.left;
      after = paid.after;
      return { amount: take, balance: balance - take, due: left, paid: left === 0 };
    });
  } catch (e) {
    if (e instanceof Abort) return e.result;
    throw e;
  }
  deps.pubsub.publish('memberCardChanged', String(member.id), { brandId: venue.brandId });
  void publishOrderChange(deps, order.id, 'credits');
  await after?.();
  return ok(result);
}

/**
 * Gives back, inside `tx`, at most `amount` cents of the credits order `orderId` still holds (spent
 * less returned), as one 'return' row under the member's credit lock. Idempotent once all is back.
 * Answers the cents given back.
 */
export async function returnCredits(tx: Db, orderId: number, amount: number, now: number): Promise<number> {
  const rows = await tx
    .select({ userId: loyaltyLedger.userId, brandId: loyaltyLedger.brandId, net: sql<number>`sum(${loyaltyLedger.amount})::int` })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.orderId, orderId), eq(loyaltyLedger.unit, LEDGER_UNIT.credit), inArray(loyaltyLedger.kind, [LEDGER_KIND.spend, LEDGER_KIND.return])))
    .groupBy(loyaltyLedger.userId, loyaltyLedger.brandId);
  let total = 0;
  for (const r of rows) {
    const back = Math.min(-Number(r.net), amount - total);
    if (back <= 0) continue;
    await lockMemberCredits(tx, r.userId, r.brandId);
    await tx.insert(loyaltyLedger).values({ userId: r.userId, brandId: r.brandId, kind: LEDGER_KIND.return, unit: LEDGER_UNIT.credit, amount: back, orderId, note: 'refund', createdAt: now });
    total += back;
  }
  return total;
}

/** The credits tender (registered on the app's `tenders` extension point by `registerLoyaltyHooks`). */
export const creditsTender: Tender = {
  kind: CREDITS_KIND,
  release: (tx, order, now) => returnCredits(tx, order.id, Number.MAX_SAFE_INTEGER, now),
  refund: (tx, order, amount, now) => returnCredits(tx, order.id, amount, now),
};

/** One movement of a member's points or credits (customerLoyaltyHistory). */
export interface LoyaltyMoveView {
  id: number;
  /** 'earned', 'reversed', 'converted', 'spent', 'returned', 'adjusted'. */
  kind: string;
  /** 'points' or 'credits' (cents). */
  unit: string;
  /** Signed: points, or cents of credit. */
  amount: number;
  /** The order it is about ('' when none): a link /order/:tradeid. */
  tradeid: string;
  /** The staff's reason of an 'adjusted' movement; '' for the other kinds. */
  reason: string;
  /** Seconds since the epoch. */
  created_at: number;
}

const KIND_NAME: Record<string, string> = { earn: 'earned', reverse: 'reversed', convert: 'converted', spend: 'spent', return: 'returned', adjust: 'adjusted', redeem: 'redeemed' };

const historyArgs = z.object({ venue_code: z.string().trim().min(1).max(64), count: z.int().min(1).max(100), index: z.int().min(0).max(100_000) });

/**
 * customerLoyaltyHistory(venue_code, count, index): the viewer's movements of points and credits at
 * the venue's brand, newest first (punches are on the card itself). Errors: NOT_VALID {field};
 * NOT_FOUND (no member session, unknown venue); FEATURE_NOT_AVAILABLE (the brand has no loyalty).
 */
export async function loyaltyHistory(deps: Pick<Services, 'db'>, viewer: Viewer | null, args: unknown): Promise<Result<LoyaltyMoveView[]>> {
  const a = historyArgs.safeParse(args);
  if (!a.success) return err('NOT_VALID', { field: String(a.error.issues[0]?.path[0] ?? 'venue_code') });
  const member = await findMember(deps.db, viewer?.userId);
  if (!member) return err('NOT_FOUND');
  const venue = await venueLoyalty(deps.db, a.data.venue_code);
  if (!venue) return err('NOT_FOUND');
  if (!venue.programme) return err('FEATURE_NOT_AVAILABLE');
  const brandId = venue.brandId;
  const rows = await deps.db
    .select()
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, member.id), eq(loyaltyLedger.brandId, brandId), inArray(loyaltyLedger.unit, [LEDGER_UNIT.points, LEDGER_UNIT.credit])))
    .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
    .limit(a.data.count)
    .offset(a.data.index);
  const tradeids = await tradeidsOfOrders(deps.db, [...new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])))]);
  return ok(
    rows.map((r) => ({
      id: r.id,
      kind: KIND_NAME[r.kind] ?? r.kind,
      unit: r.unit === LEDGER_UNIT.credit ? 'credits' : 'points',
      amount: r.amount,
      tradeid: r.orderId === null ? '' : (tradeids.get(r.orderId) ?? ''),
      reason: r.kind === LEDGER_KIND.adjust ? r.note : '',
      created_at: r.createdAt,
    })),
  );
}
