/**
 * Extra discounts by code: a module above orders (loyalty's vouchers) may supply coupon-shaped
 * discounts that an order carries as coupon payment entries (type 25) with a NEGATIVE `pid`
 * (coupons' ids are positive). orderEdit prices them with the same domain coupon rules
 * (`priceOrder`, src/domain/coupons.ts), then, inside the transaction that writes the order, asks the
 * source to claim them for that order (single use: a claim may fail, aborting the order) and, when
 * an unpaid order is edited, to release what it claimed first. Orders knows no source: they are the
 * app's `discountSources` extension point (platform/hooks.ts), filled by the modules when the app is
 * built (compose.ts `createModuleHooks`) and read here through `deps.hooks`.
 */
import { and, eq, lt } from 'drizzle-orm';
import { err, ok, type Result } from '../../../domain/result';
import type { Coupon } from '../../../domain/types';
import type { Db } from '../../platform/db/client';
import type { DiscountContext, DiscountSource } from '../../platform/hooks';
import type { Services } from '../../services';
import { orderPayments } from './schema';

export type { DiscountContext, DiscountSource };

type Deps = Pick<Services, 'hooks'>;

/** True for a payment entry pid that names an extra discount (negative). */
export const isExtraDiscountId = (pid: number) => pid < 0;

/** The coupons of every extra-discount id, in the order given. NOT_VALID {field 'payments'} for a duplicate or an id no source knows. */
export async function loadExtraDiscounts(deps: Deps, db: Db, ids: readonly number[], ctx: DiscountContext): Promise<Result<Coupon[]>> {
  if (ids.length === 0) return ok([]);
  if (new Set(ids).size !== ids.length) return err('NOT_VALID', { field: 'payments' });
  const found = new Map<number, Coupon>();
  for (const s of deps.hooks.discountSources.list()) {
    const r = await s.load(db, ids, ctx);
    if (!r.ok) return r;
    for (const c of r.value) found.set(c.id, c);
  }
  if (ids.some((id) => !found.has(id))) return err('NOT_VALID', { field: 'payments' });
  return ok(ids.map((id) => found.get(id)!));
}

/** Claims every extra discount for order `orderId` in `tx` (the first failure is answered; the caller aborts). */
export async function claimExtraDiscounts(deps: Deps, tx: Db, ids: readonly number[], orderId: number, ctx: DiscountContext): Promise<Result<true>> {
  if (ids.length === 0) return ok(true);
  for (const s of deps.hooks.discountSources.list()) {
    const r = await s.claim(tx, ids, orderId, ctx);
    if (!r.ok) return r;
  }
  return ok(true);
}

/** Releases what order `orderId` claimed from every source. */
export async function releaseExtraDiscounts(deps: Deps, tx: Db, orderId: number): Promise<void> {
  for (const s of deps.hooks.discountSources.list()) await s.release(tx, orderId);
}

/**
 * A payment of order `orderId` is starting (payments' orderPayApply, in its transaction with the order
 * row locked): every source that holds what it supplies (`DiscountSource.hold`, e.g. loyalty's
 * vouchers, held until paid) holds the order's extra discounts again from `now` (seconds). The first
 * error is answered (the caller refuses the payment), e.g. EXIST_ALREADY when another order took a
 * voucher meanwhile.
 */
export async function holdExtraDiscounts(deps: Deps, tx: Db, orderId: number, now: number): Promise<Result<true>> {
  const rows = await tx
    .select({ pid: orderPayments.pid })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.type, 25), lt(orderPayments.pid, 0)));
  const ids = rows.map((r) => r.pid);
  if (ids.length === 0) return ok(true);
  for (const s of deps.hooks.discountSources.list()) {
    const r = await s.hold?.(tx, ids, orderId, now);
    if (r && !r.ok) return r;
  }
  return ok(true);
}
