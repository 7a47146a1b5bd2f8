/**
 * How loyalty reacts to lower modules (docs/architecture.md "Order hooks"; registered at start by
 * compose.ts `createModuleHooks` through `registerLoyaltyHooks`):
 * - orderPaid → `earnLoyalty`: points and punches in the payment's transaction (idempotent per order);
 *   the member's card is told after commit (subscription `memberCardChanged`);
 * - orderRefunded → `reverseLoyalty`: the refund's share taken back;
 * - orderPaid → `spendVouchers`: the vouchers the order holds become Used (held until paid, issue 26 item 9);
 * - paymentFailed → `lapseVouchers`: a refused card gives the order's held vouchers back at once;
 * - orderCancelled → `releaseVouchers`: the vouchers the order used are given back;
 * - orders' discount sources ← the vouchers at checkout (`voucherDiscounts`: held by the order, held
 *   again when a payment of it starts);
 * - orders' tenders ← loyalty credits paying part of an order (`creditsTender`: given back on edit,
 *   cancel and refund);
 * - accounts' member registration → `welcomeMember`: the brand's welcome voucher;
 * - accounts' erasure → `eraseLoyalty`: the member's ledger and vouchers are deleted.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { voucherAsCoupon, VOUCHER_STATUS } from '../../../domain/loyalty';
import { err, ok, type Result } from '../../../domain/result';
import type { Coupon } from '../../../domain/types';
import type { Db } from '../../platform/db/client';
import type { ModuleHooks, OrderHookHandler } from '../../platform/hooks';
import type { Services } from '../../services';
import { findMember } from '../accounts';
import { brandIdOfVenue, listBrands } from '../catalog';
import type { DiscountContext, DiscountSource } from '../orders';
import { creditsTender } from './credits';
import { forgetMemberPasses } from './member-code';
import { earnForOrder, reverseForRefund } from './ledger';
import { templateOf, toBrandLoyalty } from './programme';
import { loyaltyLedger, vouchers } from './schema';
import { claimVoucher, holdOrderVouchers, issueVoucher, lapseOrderVouchers, releaseOrderVouchers, spendOrderVouchers } from './vouchers';

const seconds = (ms: number) => Math.floor(ms / 1000);

const tell = (deps: Services, userId: number, brandId: number) => async () => {
  deps.pubsub.publish('memberCardChanged', String(userId), { brandId });
};


/** orderPaid: earns for the order's member; tells their card after commit. */
export const earnLoyalty: OrderHookHandler<Services> = async function earnLoyalty(tx, event, deps) {
  const r = await earnForOrder(tx, event.order, seconds(event.nowMs));
  if (!r.userId || (r.points === 0 && r.punches === 0)) return;
  const brandId = await brandIdOfVenue(tx, event.order.venueId);
  if (brandId !== null) return tell(deps, r.userId, brandId);
};

/** orderRefunded: reverses the refunded share; tells the card after commit. */
export const reverseLoyalty: OrderHookHandler<Services> = async function reverseLoyalty(tx, event, deps) {
  const userId = await reverseForRefund(tx, event.order, event.amount ?? 0, seconds(event.nowMs));
  if (!userId) return;
  const brandId = await brandIdOfVenue(tx, event.order.venueId);
  if (brandId !== null) return tell(deps, userId, brandId);
};

/** orderPaid: the vouchers the order holds are spent (Used). */
export const spendVouchers: OrderHookHandler<Services> = async function spendVouchers(tx, event) {
  await spendOrderVouchers(tx, event.order.id, seconds(event.nowMs));
};

/** paymentFailed: a refused card — the vouchers the order holds are usable again at once. */
export const lapseVouchers: OrderHookHandler<Services> = async function lapseVouchers(tx, event) {
  await lapseOrderVouchers(tx, event.order.id);
};

/** orderCancelled: the order's vouchers become usable again. */
export const releaseVouchers: OrderHookHandler<Services> = async function releaseVouchers(tx, event) {
  await releaseOrderVouchers(tx, event.order.id);
};

/** Issues every brand's welcome voucher to a new member (idempotent: source 'welcome'). */
export async function welcomeMember(db: Db, member: { userId: number; now: number }): Promise<void> {
  for (const record of await listBrands(db)) {
    const brand = toBrandLoyalty(record);
    const code = brand?.programme?.welcome_voucher;
    const template = brand && code ? templateOf(brand, code) : null;
    if (brand && template) await issueVoucher(db, brand, template, member.userId, 'welcome', member.now);
  }
}

/** Account erasure: the member's ledger rows and vouchers go, and so do their wallet passes' versions (in the erasure's transaction). */
export async function eraseLoyalty(tx: Db, userId: number): Promise<void> {
  await tx.delete(loyaltyLedger).where(eq(loyaltyLedger.userId, userId));
  await tx.delete(vouchers).where(eq(vouchers.userId, userId));
  const member = await findMember(tx, userId);
  if (member) await forgetMemberPasses(tx, member.uid);
}

/**
 * Vouchers at checkout (orders' discount-sources.ts): pid −id names voucher id. A voucher is loaded
 * only for its owner, a registered member when member-only (USER_ONLY), of the venue's brand and
 * usable at the venue (else NOT_VALID), and active (EXIST_ALREADY when used); its validity window
 * and minimum order are checked by the domain's coupon rules in `priceOrder`. Claimed single-use in
 * the order's transaction.
 */
export const voucherDiscounts: DiscountSource = {
  name: 'vouchers',
  async load(db: Db, ids: readonly number[], ctx: DiscountContext): Promise<Result<Coupon[]>> {
    const rows = await db.select().from(vouchers).where(inArray(vouchers.id, ids.map((i) => -i)));
    if (rows.length === 0) return ok([]);
    if (!ctx.userId) return err('USER_ONLY', { reason: 'createAccount' });
    const member = await findMember(db, ctx.userId);
    const brandId = await brandIdOfVenue(db, ctx.venueId);
    const out: Coupon[] = [];
    for (const v of rows) {
      if (v.userId !== ctx.userId || v.brandId !== brandId) return err('NOT_VALID', { field: 'payments' });
      if (v.memberOnly && !member) return err('USER_ONLY', { id: -v.id, reason: 'createAccount' });
      if (v.venues.length > 0 && !v.venues.includes(ctx.venueCode)) return err('NOT_VALID', { field: 'payments', reason: 'voucherVenue' });
      // Used by the very order being edited: it keeps it (the edit releases and claims it again).
      const ownOrder = ctx.orderId != null && v.usedBy === 'order' && v.usedOrderId === ctx.orderId;
      if (v.status !== VOUCHER_STATUS.active && !ownOrder) return err('EXIST_ALREADY', { id: -v.id, reason: 'voucherUsed' });
      out.push(voucherAsCoupon(v));
    }
    return ok(out);
  },
  async claim(tx: Db, ids: readonly number[], orderId: number, ctx: DiscountContext): Promise<Result<true>> {
    for (const id of [...ids].map((i) => -i).sort((a, b) => a - b)) {
      const [own] = await tx.select({ id: vouchers.id }).from(vouchers).where(and(eq(vouchers.id, id))).limit(1);
      if (!own) continue;
      const r = await claimVoucher(tx, id, ctx.userId, orderId, ctx.now);
      if (!r.ok) return r;
    }
    return ok(true);
  },
  async release(tx: Db, orderId: number): Promise<void> {
    await releaseOrderVouchers(tx, orderId);
  },
  async hold(tx: Db, ids: readonly number[], orderId: number, now: number): Promise<Result<true>> {
    return holdOrderVouchers(tx, ids.map((i) => -i), orderId, now);
  },
};

/** Registers every loyalty reaction (see the module note). Idempotent per registry. */
export function registerLoyaltyHooks(hooks: ModuleHooks<Services>): void {
  hooks.on('orderPaid', earnLoyalty);
  hooks.on('orderPaid', spendVouchers);
  hooks.on('paymentFailed', lapseVouchers);
  hooks.on('orderRefunded', reverseLoyalty);
  hooks.on('orderCancelled', releaseVouchers);
  hooks.discountSources.add(voucherDiscounts);
  hooks.tenders.add(creditsTender);
  hooks.memberRegistered.add(welcomeMember);
  hooks.accountErased.add(eraseLoyalty);
}
