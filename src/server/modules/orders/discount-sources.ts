/**
 * Extra discounts by code: a module above orders (loyalty's vouchers) may supply coupon-shaped
 * discounts that an order carries as coupon payment entries (type 25) with a NEGATIVE `pid`
 * (coupons' ids are positive). orderEdit prices them with the same domain coupon rules
 * (`priceOrder`, src/domain/coupons.ts), then, inside the transaction that writes the order, asks the
 * source to claim them for that order (single use: a claim may fail, aborting the order) and, when
 * an unpaid order is edited, to release what it claimed first. The registry knows no module: sources
 * register at start (compose.ts `createModuleHooks`); registering the same name again replaces it.
 */
import { err, ok, type Result } from '../../../domain/result';
import type { Coupon } from '../../../domain/types';
import type { Db } from '../../platform/db/client';

/** What a source is asked about. */
export interface DiscountContext {
  venueId: number;
  venueCode: string;
  /** The ordering user (null for a session without a user). */
  userId: number | null;
  /** Seconds since the epoch. */
  now: number;
  /** The order being edited (null for a new order): what it already claimed may be kept. */
  orderId?: number | null;
}

/** A supplier of extra discounts. */
export interface DiscountSource {
  name: string;
  /**
   * The coupons for the negative ids it knows (others left out; the registry refuses an id no source
   * knows). Errors: the source's own (e.g. NOT_VALID, USER_ONLY, EXIST_ALREADY).
   */
  load(db: Db, ids: readonly number[], ctx: DiscountContext): Promise<Result<Coupon[]>>;
  /** Inside the order's write transaction: claims the ids it knows for order `orderId`. An error aborts the order. */
  claim(tx: Db, ids: readonly number[], orderId: number, ctx: DiscountContext): Promise<Result<true>>;
  /** Gives back what order `orderId` claimed (before an edit claims again). */
  release(tx: Db, orderId: number): Promise<void>;
}

const sources = new Map<string, DiscountSource>();

/** Registers a source (at start). */
export function registerDiscountSource(source: DiscountSource): void {
  sources.set(source.name, source);
}

/** True for a payment entry pid that names an extra discount (negative). */
export const isExtraDiscountId = (pid: number) => pid < 0;

/** The coupons of every extra-discount id, in the order given. NOT_VALID {field 'payments'} for a duplicate or an id no source knows. */
export async function loadExtraDiscounts(db: Db, ids: readonly number[], ctx: DiscountContext): Promise<Result<Coupon[]>> {
  if (ids.length === 0) return ok([]);
  if (new Set(ids).size !== ids.length) return err('NOT_VALID', { field: 'payments' });
  const found = new Map<number, Coupon>();
  for (const s of sources.values()) {
    const r = await s.load(db, ids, ctx);
    if (!r.ok) return r;
    for (const c of r.value) found.set(c.id, c);
  }
  if (ids.some((id) => !found.has(id))) return err('NOT_VALID', { field: 'payments' });
  return ok(ids.map((id) => found.get(id)!));
}

/** Claims every extra discount for order `orderId` in `tx` (the first failure is answered; the caller aborts). */
export async function claimExtraDiscounts(tx: Db, ids: readonly number[], orderId: number, ctx: DiscountContext): Promise<Result<true>> {
  if (ids.length === 0) return ok(true);
  for (const s of sources.values()) {
    const r = await s.claim(tx, ids, orderId, ctx);
    if (!r.ok) return r;
  }
  return ok(true);
}

/** Releases what order `orderId` claimed from every source. */
export async function releaseExtraDiscounts(tx: Db, orderId: number): Promise<void> {
  for (const s of sources.values()) await s.release(tx, orderId);
}
