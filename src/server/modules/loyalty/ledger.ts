/**
 * The loyalty ledger (accounts-and-loyalty.md §2.11, §3 "Customer"): every change of points, punches
 * and credits is an appended row; balances are sums; the level follows lifetime points (the sum of
 * earned points, less reversals — redeeming does not lower a level).
 *
 * - `earnForOrder` (the "order paid" hook, in the payment's transaction): a member's paid order earns
 *   points (`pointsForPaid` of the cents paid) and punches on each punch card (`punchesForLines`);
 *   a card reaching its threshold issues its reward voucher and redeems the punches it used. The
 *   partial unique index on (order, unit, card) for kind 'earn' with ON CONFLICT DO NOTHING makes a
 *   repeated webhook earn nothing more.
 * - `reverseForRefund` (the "order refunded" hook): takes back points and punches in proportion to
 *   the refunded cents (`reverseShare`), never more than the order earned.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { levelFor, pointsForPaid, pointsToCredits, punchesForLines, punchRewards, reverseShare, type PunchLine } from '../../../domain/loyalty';
import type { Db } from '../../platform/db/client';
import type { HookOrder } from '../../platform/hooks';
import { findMember } from '../accounts';
import { brandIdOfVenue, productLabels } from '../catalog';
import { isDirectOrder, lockOrder, orderLineCounts, paidCents } from '../orders';
import { brandById, templateOf, type BrandLoyalty } from './programme';
import { LEDGER_KIND, LEDGER_UNIT, loyaltyLedger } from './schema';
import { issueVoucher } from './vouchers';

/** A member's balances for a brand. */
export interface Balances {
  points: number;
  /** Lifetime points: earned less reversed (redeeming keeps them). */
  lifetimePoints: number;
  /** Cents of credit. */
  credits: number;
  /** Punch balance per card code. */
  punches: Record<string, number>;
}

/** Sums the ledger of `userId` at `brandId`. */
export async function balancesOf(db: Db, userId: number, brandId: number): Promise<Balances> {
  const rows = await db
    .select({ unit: loyaltyLedger.unit, card: loyaltyLedger.card, kind: loyaltyLedger.kind, total: sql<number>`coalesce(sum(${loyaltyLedger.amount}), 0)::int` })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.brandId, brandId)))
    .groupBy(loyaltyLedger.unit, loyaltyLedger.card, loyaltyLedger.kind);
  const b: Balances = { points: 0, lifetimePoints: 0, credits: 0, punches: {} };
  for (const r of rows) {
    const n = Number(r.total);
    if (r.unit === LEDGER_UNIT.points) {
      b.points += n;
      // Redeeming and converting keep the level.
      if (r.kind !== LEDGER_KIND.redeem && r.kind !== LEDGER_KIND.convert) b.lifetimePoints += n;
    } else if (r.unit === LEDGER_UNIT.credit) b.credits += n;
    else b.punches[r.card] = (b.punches[r.card] ?? 0) + n;
  }
  return b;
}

/** The level a member's lifetime points reach, or null (no levels, or below the first). */
export function memberLevel(brand: BrandLoyalty, balances: Balances) {
  return levelFor(balances.lifetimePoints, brand.programme?.levels ?? []);
}

/**
 * The order's lines as punch lines: product and category codes of each line whose `pid` names a
 * product (orders' lines, then the catalog's labels of their products).
 */
async function punchLinesOf(tx: Db, orderId: number): Promise<PunchLine[]> {
  const lines = await orderLineCounts(tx, orderId);
  const labels = new Map((await productLabels(tx, [...new Set(lines.map((l) => l.pid))])).map((p) => [p.id, p]));
  return lines.flatMap((l) => {
    const p = labels.get(l.pid);
    return p ? [{ productCode: p.code, categoryCode: p.categoryCode, quantity: l.count }] : [];
  });
}

/** The member an order earns for: its user when they are a registered member, else null. */
async function memberOf(tx: Db, userId: number | null): Promise<number | null> {
  return (await findMember(tx, userId))?.id ?? null;
}

/** What an earn did: rows written (0 on a replay) and vouchers issued. */
export interface EarnResult {
  userId: number | null;
  points: number;
  punches: number;
  rewards: number;
}

/**
 * The "order paid" handler's work, in transaction `tx`: earns points and punches for the order's
 * member at the venue's brand (nothing for guests, table diners, or a brand without loyalty, or a
 * venue without the 'membership' capability is still counted — the card belongs to the brand).
 * Idempotent per order. `now` in seconds.
 */
export async function earnForOrder(tx: Db, order: HookOrder, now: number): Promise<EarnResult> {
  const none: EarnResult = { userId: null, points: 0, punches: 0, rewards: 0 };
  const userId = await memberOf(tx, order.userId);
  if (!userId) return none;
  const brandId = await brandIdOfVenue(tx, order.venueId);
  if (brandId === null) return none;
  const brand = await brandById(tx, brandId);
  const programme = brand?.programme;
  if (!brand || !programme) return none;
  // Buying gift cards earns nothing: the points are earned when a card is spent on an order (the
  // order it pays earns on its whole total), as the card networks' programmes do (docs/venue-format.md).
  const row = await lockOrder(tx, order.id);
  if (row && isDirectOrder(row)) return none;
  const result: EarnResult = { userId, points: 0, punches: 0, rewards: 0 };
  const base = { userId, brandId: brand.brandId, orderId: order.id, createdAt: now, kind: LEDGER_KIND.earn };

  const points = pointsForPaid(order.feetopay, programme);
  if (points > 0) {
    const rows = await tx.insert(loyaltyLedger).values({ ...base, unit: LEDGER_UNIT.points, amount: points, note: 'order' }).onConflictDoNothing().returning({ id: loyaltyLedger.id });
    if (rows.length) result.points = points;
    else return { ...none, userId }; // a replay: the order earned already
    await convertPoints(tx, brand, userId, order.id, now);
  }
  if (programme.punch_cards.length === 0) return result;
  const lines = await punchLinesOf(tx, order.id);
  for (const card of programme.punch_cards) {
    const n = punchesForLines(lines, card);
    if (n <= 0) continue;
    const rows = await tx.insert(loyaltyLedger).values({ ...base, unit: LEDGER_UNIT.punch, card: card.code, amount: n, note: 'order' }).onConflictDoNothing().returning({ id: loyaltyLedger.id });
    if (!rows.length) continue;
    result.punches += n;
    // A full card issues its reward and redeems the punches it used (the balance stays a sum).
    const balance = (await balancesOf(tx, userId, brand.brandId)).punches[card.code] ?? 0;
    const { rewards } = punchRewards(balance, card.threshold);
    const template = templateOf(brand, card.reward);
    if (rewards <= 0 || !template) continue;
    for (let i = 1; i <= rewards; i++) await issueVoucher(tx, brand, template, userId, `punch:${card.code}:${order.id}:${i}`, now);
    await tx.insert(loyaltyLedger).values({ ...base, kind: LEDGER_KIND.redeem, unit: LEDGER_UNIT.punch, card: card.code, amount: -rewards * card.threshold, note: 'punch reward' });
    result.rewards += rewards;
  }
  return result;
}

/**
 * Serialises the credit moves of one member at one brand inside `tx` (a transaction-scoped advisory
 * lock: the ledger keeps no balance row to lock), so concurrent spends never take a balance below zero.
 */
export async function lockMemberCredits(tx: Db, userId: number, brandId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CREDIT_LOCK_SPACE}, ${userId * 1000 + (brandId % 1000)})`);
}
/** The advisory lock key space of member credits (any 32-bit number no other lock uses). */
const CREDIT_LOCK_SPACE = 26_007;

/**
 * Converts the member's points into credits by the brand's rule (`pointsToCredits`: whole blocks of
 * `credit_threshold` points, `point_value` cents each point) inside `tx`: a 'convert' points row
 * (negative) and a 'convert' credit row (cents), both naming the order whose earn brought it about.
 * Answers the cents of credit given (0 when nothing converts).
 */
export async function convertPoints(tx: Db, brand: BrandLoyalty, userId: number, orderId: number | null, now: number): Promise<number> {
  const programme = brand.programme;
  if (!programme) return 0;
  await lockMemberCredits(tx, userId, brand.brandId);
  const { points } = await balancesOf(tx, userId, brand.brandId);
  const c = pointsToCredits(points, programme);
  if (c.points <= 0) return 0;
  const base = { userId, brandId: brand.brandId, orderId, createdAt: now, kind: LEDGER_KIND.convert, note: 'convert' };
  await tx.insert(loyaltyLedger).values([
    { ...base, unit: LEDGER_UNIT.points, amount: -c.points },
    { ...base, unit: LEDGER_UNIT.credit, amount: c.credits },
  ]);
  return c.credits;
}

/**
 * The "order refunded" handler's work: reverses, per unit and card, the share of what the order
 * earned that `refundCents` is of the cents paid (`reverseShare`), less what earlier refunds
 * reversed. Punches already turned into a reward are not taken back below zero. Answers the member.
 */
export async function reverseForRefund(tx: Db, order: HookOrder, refundCents: number, now: number): Promise<number | null> {
  const rows = await tx.select().from(loyaltyLedger).where(and(eq(loyaltyLedger.orderId, order.id), inArray(loyaltyLedger.kind, [LEDGER_KIND.earn, LEDGER_KIND.reverse])));
  const earns = rows.filter((r) => r.kind === LEDGER_KIND.earn);
  if (earns.length === 0) return null;
  const paid = (await paidCents(tx, order.id)) || order.feetopay;
  for (const e of earns) {
    const reversed = -rows.filter((r) => r.kind === LEDGER_KIND.reverse && r.unit === e.unit && r.card === e.card).reduce((s, r) => s + r.amount, 0);
    let n = reverseShare(e.amount, reversed, refundCents, paid);
    if (e.unit === LEDGER_UNIT.punch) n = Math.min(n, Math.max(0, (await balancesOf(tx, e.userId, e.brandId)).punches[e.card] ?? 0));
    // Points already converted into credits are not taken back below zero either.
    if (e.unit === LEDGER_UNIT.points) n = Math.min(n, Math.max(0, (await balancesOf(tx, e.userId, e.brandId)).points));
    if (n <= 0) continue;
    await tx.insert(loyaltyLedger).values({ userId: e.userId, brandId: e.brandId, kind: LEDGER_KIND.reverse, unit: e.unit, card: e.card, amount: -n, orderId: order.id, note: 'refund', createdAt: now });
  }
  return earns[0].userId;
}
