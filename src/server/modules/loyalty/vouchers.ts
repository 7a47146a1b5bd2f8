/**
 * Vouchers (accounts-and-loyalty.md §2.12, §2.13, §3 "Voucher", §4 "Voucher status"): issued to a
 * member from a brand template (the welcome voucher at registration, a punch card's reward), listed
 * and read by their owner only, used once — at checkout or in store by staff.
 *
 * At checkout a voucher is **held, not spent** (issue 26 item 9): the order's transaction takes it by
 * a conditional update (status Active → Held, `usedOrderId` the order, `usedAt` the time of the hold),
 * so of concurrent orders exactly one gets it and no other order may take it while it is held. It is
 * marked Used only when the order is paid (`spendOrderVouchers`, the orderPaid hook). It goes back to
 * Active — keeping `usedOrderId` as a mark of the order it was last held for — when that order's card
 * payment is refused (`lapseOrderVouchers`, the paymentFailed hook) or when the hold lapses
 * (`releaseLapsedVoucherHolds`: held for `VOUCHER_HOLD_MINUTES` with no payment of the order pending or
 * started meanwhile; a sweep like the table checkout hold). Starting a payment of the order holds it
 * again (`holdOrderVouchers`) or refuses the payment when another order took it meanwhile; a
 * cancelled order gives it back at once (`releaseOrderVouchers`).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { VOUCHER_STATUS, voucherStatus, voucherValue } from '../../../domain/loyalty';
import { err, ok, type Result } from '../../../domain/result';
import type { Db } from '../../platform/db/client';
import type { BrandLoyalty, VoucherTemplate } from './programme';
import { vouchers } from './schema';

export type VoucherRow = typeof vouchers.$inferSelect;

const DAY = 86_400;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new voucher code: 'V' + 12 characters of an unambiguous alphabet (60 random bits), unguessable. */
export function newVoucherCode(): string {
  const bytes = randomBytes(12);
  let s = 'V';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return s;
}

/**
 * Issues a voucher of `template` to `userId`, valid `validity_days` from `now` (seconds). Idempotent
 * per (user, `sourceKey`): a second issue with the same key returns null and issues nothing.
 */
export async function issueVoucher(db: Db, brand: BrandLoyalty, template: VoucherTemplate, userId: number, sourceKey: string, now: number): Promise<VoucherRow | null> {
  const { type, value } = voucherValue(template);
  const [row] = await db
    .insert(vouchers)
    .values({
      code: newVoucherCode(),
      userId,
      brandId: brand.brandId,
      template: template.code,
      name: template.name,
      nameI18n: template.name_i18n,
      type,
      value,
      minimumOrder: template.minimum_order,
      venues: template.venues,
      memberOnly: template.member_only,
      validStartAt: now,
      validEndAt: now + template.validity_days * DAY,
      sourceKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [vouchers.userId, vouchers.sourceKey] })
    .returning();
  return row ?? null;
}

/** The voucher in the contract's shape (§3 "Voucher"): status computed at `now`. */
export interface VoucherView {
  id: number;
  name: string;
  /** JSON text of the translations by locale. */
  name_i18n: string;
  code: string;
  brand_code: string;
  status: number;
  type: number;
  value: number;
  price: number;
  minimum_order: number;
  venues: string[];
  valid_start_at: number;
  valid_end_at: number;
}

export function toVoucherView(v: VoucherRow, brandCode: string, now: number): VoucherView {
  return {
    id: v.id,
    name: v.name,
    name_i18n: JSON.stringify(v.nameI18n ?? {}),
    code: v.code,
    brand_code: brandCode,
    // Held by an unpaid order: shown as Used (it cannot be used meanwhile).
    status: voucherStatus({ used: v.status === VOUCHER_STATUS.used || v.status === VOUCHER_STATUS.held, validEndAt: v.validEndAt }, now),
    type: v.type,
    value: v.value,
    price: 0,
    minimum_order: v.minimumOrder,
    venues: v.venues,
    valid_start_at: v.validStartAt,
    valid_end_at: v.validEndAt,
  };
}

/** A member's vouchers of a brand, newest first; `count` from `index`. */
export async function listVouchers(db: Db, userId: number, brandId: number, count: number, index: number): Promise<VoucherRow[]> {
  return db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.userId, userId), eq(vouchers.brandId, brandId)))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(count)
    .offset(index);
}

/** The voucher with this code (case-insensitive), or null. */
export async function voucherByCode(db: Db, code: string): Promise<VoucherRow | null> {
  const [v] = await db.select().from(vouchers).where(eq(vouchers.code, code.trim().toUpperCase())).limit(1);
  return v ?? null;
}

/**
 * Takes voucher `id` for order `orderId` — Held (spent only when the order is paid) — or, when
 * `orderId` is null (redeemed in store by staff), marks it Used at once; only while it is Active, in
 * its validity window (`now`, seconds) and, when `userId` is given, that user's: one conditional
 * UPDATE, so of concurrent claims exactly one succeeds. EXIST_ALREADY {reason 'voucherUsed'} otherwise.
 */
export async function claimVoucher(tx: Db, id: number, userId: number | null, orderId: number | null, now: number): Promise<Result<VoucherRow>> {
  const [row] = await tx
    .update(vouchers)
    .set({ status: orderId === null ? VOUCHER_STATUS.used : VOUCHER_STATUS.held, usedOrderId: orderId, usedBy: orderId === null ? 'store' : 'order', usedAt: now })
    .where(and(eq(vouchers.id, id), eq(vouchers.status, VOUCHER_STATUS.active), userId === null ? undefined : eq(vouchers.userId, userId), sql`${vouchers.validEndAt} >= ${now}`))
    .returning();
  return row ? ok(row) : err('EXIST_ALREADY', { id, reason: 'voucherUsed' });
}

/** Gives back the vouchers order `orderId` holds or used (an edit re-claims; a cancelled order frees them). Answers how many. */
export async function releaseOrderVouchers(tx: Db, orderId: number): Promise<number> {
  const rows = await tx
    .update(vouchers)
    .set({ status: VOUCHER_STATUS.active, usedOrderId: null, usedBy: '', usedAt: null })
    .where(and(eq(vouchers.usedOrderId, orderId), eq(vouchers.usedBy, 'order')))
    .returning({ id: vouchers.id });
  return rows.length;
}

/**
 * The order is paid (orderPaid, in its transaction): the vouchers it holds become Used at `now`
 * (seconds). One whose hold had lapsed and that no other order took since (still Active, last held
 * for this order) is taken and Used too — the order was priced with it. Answers how many.
 */
export async function spendOrderVouchers(tx: Db, orderId: number, now: number): Promise<number> {
  const rows = await tx
    .update(vouchers)
    .set({ status: VOUCHER_STATUS.used, usedAt: now })
    .where(and(eq(vouchers.usedOrderId, orderId), eq(vouchers.usedBy, 'order'), inArray(vouchers.status, [VOUCHER_STATUS.held, VOUCHER_STATUS.active])))
    .returning({ id: vouchers.id });
  return rows.length;
}

/**
 * The order's card payment failed (paymentFailed, in its transaction): the vouchers it holds are
 * Active again at once, each keeping `usedOrderId` as the mark of the order it was held for (a new
 * payment of that order takes it again, see `holdOrderVouchers`). Answers how many.
 */
export async function lapseOrderVouchers(tx: Db, orderId: number): Promise<number> {
  const rows = await tx
    .update(vouchers)
    .set({ status: VOUCHER_STATUS.active })
    .where(and(eq(vouchers.usedOrderId, orderId), eq(vouchers.usedBy, 'order'), eq(vouchers.status, VOUCHER_STATUS.held)))
    .returning({ id: vouchers.id });
  return rows.length;
}

/**
 * A payment of order `orderId` is starting (in its transaction; the order row locked by the caller):
 * each of the vouchers `ids` (positive voucher ids the order carries) is held for it again from `now`
 * (seconds) — still held by it (the hold renewed), or Active again after a refusal or a lapsed hold.
 * EXIST_ALREADY {reason 'voucherUsed'} when another order took one meanwhile (the diner edits the order).
 * A voucher that no longer exists (its owner's account erased) is skipped.
 */
export async function holdOrderVouchers(tx: Db, ids: readonly number[], orderId: number, now: number): Promise<Result<true>> {
  for (const id of [...ids].sort((a, b) => a - b)) {
    const [row] = await tx.select({ id: vouchers.id, status: vouchers.status, usedOrderId: vouchers.usedOrderId }).from(vouchers).where(eq(vouchers.id, id)).for('update');
    if (!row) continue;
    const ours = row.usedOrderId === orderId;
    if (row.status === VOUCHER_STATUS.used || (row.status === VOUCHER_STATUS.held && !ours)) return err('EXIST_ALREADY', { id: -id, reason: 'voucherUsed' });
    await tx.update(vouchers).set({ status: VOUCHER_STATUS.held, usedOrderId: orderId, usedBy: 'order', usedAt: now }).where(eq(vouchers.id, id));
  }
  return ok(true);
}

/**
 * The holds that lapsed: vouchers Held since before `before` (seconds since the epoch), with the order
 * each is held for. The sweep (`releaseLapsedVoucherHolds`) decides which to release.
 */
export async function lapsedHolds(db: Db, before: number): Promise<{ id: number; orderId: number; heldAt: number }[]> {
  const rows = await db
    .select({ id: vouchers.id, orderId: vouchers.usedOrderId, heldAt: vouchers.usedAt })
    .from(vouchers)
    .where(and(eq(vouchers.status, VOUCHER_STATUS.held), isNotNull(vouchers.usedOrderId), or(lt(vouchers.usedAt, before), sql`${vouchers.usedAt} is null`)))
    .orderBy(vouchers.id)
    .limit(500);
  return rows.map((r) => ({ id: r.id, orderId: r.orderId!, heldAt: r.heldAt ?? 0 }));
}

/** Releases one lapsed hold (Held since before `before`, seconds) — Active again, marked with its order — unless something renewed it. True when released. */
export async function releaseLapsedHold(db: Db, id: number, before: number): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ status: VOUCHER_STATUS.active })
    .where(and(eq(vouchers.id, id), eq(vouchers.status, VOUCHER_STATUS.held), or(lt(vouchers.usedAt, before), sql`${vouchers.usedAt} is null`)))
    .returning({ id: vouchers.id });
  return rows.length > 0;
}
