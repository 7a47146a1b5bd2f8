/**
 * Stock counters of menu items (products, variants, modifiers, ingredients) as orders move them: taken
 * at placement with conditional atomic updates, given back on cancellation, refund or edit. The
 * catalog owns the counters; orders and tables call these functions through the door.
 * Spec: storefront.md §5 "Sell-out and stock"; orders-and-payments.md §4.2.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { err, ok, type Result } from '../../../domain/result';
import type { Db } from '../../platform/db/client';
import { notifyCatalogChanged } from '../../platform/db/change-feed';
import * as s from './schema';

/** Counts to move per counter kind: items by `count`, ingredients by whole stock `units`. */
export interface StockCounts {
  products: { id: number; count: number }[];
  variants: { id: number; count: number }[];
  modifiers: { id: number; count: number }[];
  ingredients: { id: number; units: number }[];
}

const STOCK_TABLES = { products: s.products, variants: s.variants, modifiers: s.modifiers, ingredients: s.ingredients } as const;
/** Counters are taken in this fixed order (kind, then the caller's id order) so concurrent transactions never deadlock. */
const KINDS = ['ingredients', 'modifiers', 'products', 'variants'] as const;

/**
 * How close to empty, in this change's own size, a counter is shown exactly. Diners' pages never print
 * a count: they show an item sold out (stock below one unit's use) and stop the plus button once the
 * cart holds all that is left (`isSoldOut`, `availableCount` in domain/stock.ts). Both only turn for a
 * counter that holds fewer than a few servings. So a stock change announces itself (NOTIFY
 * platter_catalog, which renews every cached menu answer and page shell and, on PostgreSQL, serialises
 * commits) only when the counter is, before or after it, below `EXACT_STOCK_ORDERS` × the units this
 * change moves: near empty every change is seen at once (sold out, back in stock, the last few left),
 * while far from empty a cached answer may show a larger count than is left — no diner can tell, and
 * the reservation at placement (conditional update) has the last word anyway.
 * Spec: storefront.md §5 "Sell-out and stock".
 */
export const EXACT_STOCK_ORDERS = 20;

/** Whether a counter moving by `n` units between `before` and `after` changes what a menu shows (see `EXACT_STOCK_ORDERS`). */
export function stockChangeShows(before: number, after: number, n: number): boolean {
  return Math.min(before, after) < EXACT_STOCK_ORDERS * n;
}

/**
 * Takes `counts` from stock inside `tx`: for each counter `UPDATE … SET stocks = stocks − n WHERE id = …
 * AND stocks >= n`, so concurrent orders can never drive stock below zero. Stops at the first counter
 * with too little left and answers OUT_OF_STOCK {kind, id}: the caller must then roll `tx` back (what
 * was taken before it is still taken inside `tx`). Announces the change to the menu caches (at commit)
 * only when a counter is near empty (`stockChangeShows`).
 */
export async function takeStock(tx: Db, counts: StockCounts): Promise<Result<true>> {
  let shows = false;
  for (const kind of KINDS) {
    const table = STOCK_TABLES[kind];
    for (const item of counts[kind]) {
      const n = 'units' in item ? item.units : item.count;
      if (n <= 0) continue;
      const rows = await tx
        .update(table)
        .set({ stocks: sql`${table.stocks} - ${n}` })
        .where(and(eq(table.id, item.id), gte(table.stocks, n)))
        .returning({ stocks: table.stocks });
      if (rows.length === 0) return err('OUT_OF_STOCK', { kind, id: item.id });
      shows ||= stockChangeShows(rows[0].stocks + n, rows[0].stocks, n);
    }
  }
  // Cached menu answers and page shells show sold-out states: renewed when this transaction commits.
  if (shows) await notifyCatalogChanged(tx);
  return ok(true);
}

/**
 * Gives `counts` back to stock inside `tx` (counters that no longer exist are skipped); announced to
 * the menu caches like `takeStock` (back in stock, or still near empty).
 */
export async function returnStock(tx: Db, counts: StockCounts): Promise<void> {
  let shows = false;
  for (const kind of KINDS) {
    const table = STOCK_TABLES[kind];
    for (const item of counts[kind]) {
      const n = 'units' in item ? item.units : item.count;
      if (n > 0) {
        const rows = await tx.update(table).set({ stocks: sql`${table.stocks} + ${n}` }).where(eq(table.id, item.id)).returning({ stocks: table.stocks });
        if (rows.length > 0) shows ||= stockChangeShows(rows[0].stocks - n, rows[0].stocks, n);
      }
    }
  }
  if (shows) await notifyCatalogChanged(tx);
}
