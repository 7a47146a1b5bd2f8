/**
 * Vouchers (accounts-and-loyalty.md §2.12, §2.13, §3 "Voucher", §4 "Voucher status"): issued to a
 * member from a brand template (the welcome voucher at registration, a punch card's reward), listed
 * and read by their owner only, used once — at checkout (claimed inside the order's transaction by a
 * conditional update, so of concurrent orders exactly one gets it; given back when the order is
 * cancelled) or in store by staff.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
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
    status: voucherStatus({ used: v.status === VOUCHER_STATUS.used, validEndAt: v.validEndAt }, now),
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
 * Marks voucher `id` used by order `orderId` (or in store when `orderId` is null), only while it is
 * active and belongs to `userId` (when given): one conditional UPDATE, so of concurrent claims exactly
 * one succeeds. EXIST_ALREADY when it is already used (or not this user's).
 */
export async function claimVoucher(tx: Db, id: number, userId: number | null, orderId: number | null, now: number): Promise<Result<VoucherRow>> {
  const [row] = await tx
    .update(vouchers)
    .set({ status: VOUCHER_STATUS.used, usedOrderId: orderId, usedBy: orderId === null ? 'store' : 'order', usedAt: now })
    .where(and(eq(vouchers.id, id), eq(vouchers.status, VOUCHER_STATUS.active), userId === null ? undefined : eq(vouchers.userId, userId), sql`${vouchers.validEndAt} >= ${now}`))
    .returning();
  return row ? ok(row) : err('EXIST_ALREADY', { id, reason: 'voucherUsed' });
}

/** Gives back the vouchers order `orderId` used (an edit re-claims; a cancelled order frees them). Answers how many. */
export async function releaseOrderVouchers(tx: Db, orderId: number): Promise<number> {
  const rows = await tx
    .update(vouchers)
    .set({ status: VOUCHER_STATUS.active, usedOrderId: null, usedBy: '', usedAt: null })
    .where(and(eq(vouchers.usedOrderId, orderId), eq(vouchers.usedBy, 'order')))
    .returning({ id: vouchers.id });
  return rows.length;
}
