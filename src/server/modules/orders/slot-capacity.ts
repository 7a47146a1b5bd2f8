/**
 * Capacity per 15-minute slot in the database (issue 23 item 5; the rules in src/domain/slot-capacity.ts).
 *
 * An order of a capped venue and fulfilment type claims its slot inside the placing transaction:
 * the slot's `slot_counts` row is created if missing (`on conflict do nothing`) and then incremented by
 * ONE conditional `UPDATE … WHERE orders + 1 <= cap … RETURNING`. The update's row lock serialises every
 * placement into that venue-type-slot — across connections and processes — and PostgreSQL re-checks the
 * condition on the row's latest version after waiting, so the cap holds exactly under any concurrency;
 * a claim that does not fit updates nothing. The order's claim is kept in `order_slot_claims` and given
 * back (deleted, the counts decremented) when the order is canceled, refused or refunded in full.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import * as s from './schema';
import { capFor, fitsSlot, readSlotCaps, slotStartOf, SLOT_SECONDS, type SlotCap, type SlotCaps, type SlotLoad } from '../../../domain/slot-capacity';
import { checkPreorderTime } from '../../../domain/time-slots';
import type { Venue } from '../../../domain/types';
import type { Db } from '../../platform/db/client';
import { err, ok, type Result } from '../../../domain/result';
import { venueForOrder } from '../catalog';

const capsOfVenue = new WeakMap<object, SlotCaps>();

/**
 * The venue's caps (parsed once per venue object: `venueForOrder` hands out the same object until the
 * catalogue generation moves). `{}` when none.
 */
export function venueSlotCaps(venue: Pick<Venue, 'config'>): SlotCaps {
  let caps = capsOfVenue.get(venue);
  if (!caps) capsOfVenue.set(venue, (caps = readSlotCaps(venue.config as Record<string, unknown>)));
  return caps;
}

/** The cap of a venue's fulfilment type, or null (not capped: the placement's fast path). */
export function venueCap(venue: Pick<Venue, 'config'>, categoryType: number): SlotCap | null {
  return capFor(venueSlotCaps(venue), categoryType);
}

/** Where and how much an order claims. Slot start in seconds; subtotal in cents. */
export interface SlotClaim extends SlotLoad {
  venueId: number;
  categoryType: number;
  slotStart: number;
}

/**
 * Claims one order's place in a slot inside `tx`: true when it fitted (the counts now include it),
 * false when the slot is full (nothing changed). See the module note for the lock.
 */
export async function claimSlot(tx: Db, claim: SlotClaim, cap: SlotCap): Promise<boolean> {
  const key = and(eq(s.slotCounts.venueId, claim.venueId), eq(s.slotCounts.categoryType, claim.categoryType), eq(s.slotCounts.slotStart, claim.slotStart));
  await tx.insert(s.slotCounts).values({ venueId: claim.venueId, categoryType: claim.categoryType, slotStart: claim.slotStart }).onConflictDoNothing();
  const conditions = [key];
  if (cap.orders !== undefined) conditions.push(sql`${s.slotCounts.orders} + 1 <= ${cap.orders}`);
  if (cap.items !== undefined) conditions.push(sql`${s.slotCounts.items} + ${claim.items} <= ${cap.items}`);
  if (cap.subtotal !== undefined) conditions.push(sql`${s.slotCounts.subtotal} + ${claim.subtotal} <= ${cap.subtotal}`);
  const rows = await tx
    .update(s.slotCounts)
    .set({
      orders: sql`${s.slotCounts.orders} + 1`,
      items: sql`${s.slotCounts.items} + ${claim.items}`,
      subtotal: sql`${s.slotCounts.subtotal} + ${claim.subtotal}`,
    })
    .where(and(...conditions))
    .returning({ orders: s.slotCounts.orders });
  return rows.length > 0;
}

/** Records that order `orderId` holds `claim` (in the placing transaction, after the order's insert). */
export async function recordSlotClaim(tx: Db, orderId: number, claim: SlotClaim): Promise<void> {
  await tx.insert(s.orderSlotClaims).values({ orderId, ...claim });
}

/**
 * Gives an order's slot back (its claim deleted, the slot's counts decremented), inside the transaction
 * that cancels, refuses or fully refunds it. Idempotent: a second call finds no claim.
 */
export async function releaseSlot(tx: Db, orderId: number): Promise<void> {
  const [claim] = await tx.delete(s.orderSlotClaims).where(eq(s.orderSlotClaims.orderId, orderId)).returning();
  if (!claim) return;
  await tx
    .update(s.slotCounts)
    .set({
      orders: sql`greatest(${s.slotCounts.orders} - 1, 0)`,
      items: sql`greatest(${s.slotCounts.items} - ${claim.items}, 0)`,
      subtotal: sql`greatest(${s.slotCounts.subtotal} - ${claim.subtotal}, 0)`,
    })
    .where(and(eq(s.slotCounts.venueId, claim.venueId), eq(s.slotCounts.categoryType, claim.categoryType), eq(s.slotCounts.slotStart, claim.slotStart)));
}

/** The counts of slots in [from, to) (seconds) of a venue's type, by slot start. */
async function countsBetween(db: Db, venueId: number, categoryType: number, from: number, to: number) {
  const rows = await db
    .select()
    .from(s.slotCounts)
    .where(and(eq(s.slotCounts.venueId, venueId), eq(s.slotCounts.categoryType, categoryType), gte(s.slotCounts.slotStart, from), lt(s.slotCounts.slotStart, to)));
  return new Map(rows.map((r) => [r.slotStart, { orders: r.orders, items: r.items, subtotal: r.subtotal }]));
}

const EMPTY = { orders: 0, items: 0, subtotal: 0 };

/**
 * The starts (seconds) of the full slots in [from, to) of a venue's fulfilment type: slots where not even
 * the smallest order (one item, 0 cents) fits. Empty when the type is not capped.
 */
export async function fullSlotStarts(db: Db, venue: Pick<Venue, 'id' | 'config'>, categoryType: number, from: number, to: number): Promise<number[]> {
  const cap = venueCap(venue, categoryType);
  if (!cap) return [];
  const counts = await countsBetween(db, venue.id, categoryType, slotStartOf(from), to);
  return [...counts.entries()].filter(([, held]) => !fitsSlot(cap, held, { items: 1, subtotal: 0 })).map(([start]) => start).sort((a, b) => a - b);
}

/**
 * The first time (seconds) after the slot starting at `after` where an order of `load` fits: a slot start
 * the venue takes orders at (`checkPreorderTime`), not later than the pre-order window. Null when none.
 * A hint read outside any lock: the placement's own claim has the last word.
 */
export async function nextSlotWithRoom(db: Db, venue: Venue, categoryType: number, after: number, now: number, load: SlotLoad, horizonSeconds = 2 * 86_400): Promise<number | null> {
  const cap = venueCap(venue, categoryType);
  if (!cap) return null;
  const from = slotStartOf(after) + SLOT_SECONDS;
  const to = from + horizonSeconds;
  const counts = await countsBetween(db, venue.id, categoryType, from, to);
  for (let t = from; t < to; t += SLOT_SECONDS) {
    if (!fitsSlot(cap, counts.get(t) ?? EMPTY, load)) continue;
    const candidate = Math.max(t, now);
    if (checkPreorderTime(venue, candidate, now, categoryType).ok) return candidate;
  }
  return null;
}

/**
 * orderSlotsFull: the full slots of venue `venueId`'s fulfilment type in [from, to) (seconds; at most 3
 * days), for the 'Later' slot picker. Errors: NOT_FOUND (venue), NOT_VALID {field: 'to'} (range).
 */
export async function listFullSlots(deps: { db: Db }, venueId: number, categoryType: number, from: number, to: number): Promise<Result<number[]>> {
  if (!(to > from) || to - from > 3 * 86_400) return err('NOT_VALID', { field: 'to' });
  const venue = await venueForOrder(deps.db, venueId);
  if (!venue) return err('NOT_FOUND');
  return ok(await fullSlotStarts(deps.db, venue, categoryType, from, to));
}
