/**
 * Menus for placing orders (orderEdit): exact, and cheap when the menu has not changed.
 *
 * An order must be checked against the menu as it is now — prices, sold-out states and stock. A whole
 * menu is one heavy query (~15 ms for 300 products on PGlite), yet between two imports of a venue only
 * its items' stock states move (orders reserve and release counters; staff may sell out or track an
 * item). So each placement runs one small query, `fetchMenuStock`: the menu row's stamp (`updated_at`,
 * rewritten by every import in the same transaction as the items) and the inventory mode, status and
 * counter of every tracked or unavailable row. When the stamp matches the cached raw rows, the menu is
 * rebuilt from them with the fresh states; otherwise the whole menu
 * is read again and kept. The result is the same `Menu` that `loadMenu` returns at that moment — a
 * property the API tests check — and the stock reservation inside the order's transaction still has the
 * last word (conditional updates), so a counter that moves between this read and the write can never
 * oversell.
 *
 * The assembled `Menu` is kept too, with the stock states it was built from: while neither the stamp
 * nor any listed state moved (untracked items, or tracked ones no order touched since), placements
 * share it instead of assembling the menu again. Menus are read-only to their users (as the browse
 * cache's are).
 *
 * The cache is per database handle and per process, holds at most `MAX_MENUS` menus (oldest dropped),
 * and shares one full read between concurrent placements that miss together.
 */
import type { Menu, Venue } from '../../../domain/types';
import { assembleMenu, fetchMenuRow, fetchMenuStock, findVenue, type MenuRow, type MenuStock, type StockState } from './repository';
import type { Db } from '../../platform/db/client';
import { catalogGeneration } from '../../platform/db/change-feed';
import { createReadCache } from '../../platform/db/read-cache';

const MAX_MENUS = 200;

interface Entry {
  stamp: string;
  row: Promise<MenuRow | null>;
  /** The last menu assembled from `row`, and the stock states (`stockKey`) it carries. */
  assembled?: { stockKey: string; menu: Menu };
}

/** The stock states of `stock` as one comparable string. */
const stockKey = (stock: MenuStock) => JSON.stringify([stock.products, stock.variants, stock.options, stock.ingredients]);

const byDb = new WeakMap<object, Map<string, Entry>>();

/**
 * Raw rows with the stock states of `stock` written over theirs (a copy; `row` is not changed): listed
 * rows take their listed inventory, status and stocks; rows not listed are untracked and available.
 */
export function withStock(row: MenuRow, stock: MenuStock): MenuRow {
  const patch = <T extends { id: number; inventory: number; status: number; stocks: number }>(rows: T[], states: StockState[]): T[] => {
    const fresh = new Map(states.map(([id, inventory, status, stocks]) => [id, { inventory, status, stocks }]));
    return rows.map((r) => {
      const n = fresh.get(r.id) ?? { inventory: 1, status: 1, stocks: r.stocks };
      return n.inventory === r.inventory && n.status === r.status && n.stocks === r.stocks ? r : { ...r, ...n };
    });
  };
  const { parts } = row;
  return {
    menu: row.menu,
    parts: {
      ...parts,
      products: patch(parts.products, stock.products),
      variants: patch(parts.variants, stock.variants),
      options: patch(parts.options, stock.options),
      ingredients: patch(parts.ingredients, stock.ingredients),
    },
  };
}

/**
 * The venue's menu `menuId` (absent: the one `loadMenu` would choose) as it is now, for order checks.
 * Null when the venue has no such menu. Errors: database errors propagate.
 */
export async function loadMenuForOrder(db: Db, venueId: number, menuId?: number): Promise<Menu | null> {
  const stock = await fetchMenuStock(db, venueId, menuId);
  if (!stock) return null;
  let cache = byDb.get(db);
  if (!cache) byDb.set(db, (cache = new Map()));
  const key = `${venueId}:${stock.id}`;
  let entry = cache.get(key);
  if (!entry || entry.stamp !== stock.stamp) {
    const row = fetchMenuRow(db, venueId, stock.id);
    const created: Entry = { stamp: stock.stamp, row };
    entry = created;
    cache.delete(key);
    cache.set(key, created);
    row.catch(() => {
      if (cache.get(key) === created) cache.delete(key);
    });
    if (cache.size > MAX_MENUS) cache.delete(cache.keys().next().value as string);
  }
  const row = await entry.row;
  if (!row) return null;
  // An import landed between the stamp and the full read: the counters and the rows would not belong
  // together, so this placement reads the whole menu once more (rare).
  if (String(row.menu.updated_at) !== stock.stamp) return loadExact(db, venueId, stock.id);
  const states = stockKey(stock);
  if (entry.assembled?.stockKey === states) return entry.assembled.menu;
  const menu = assembleMenu(withStock(row, stock));
  entry.assembled = { stockKey: states, menu };
  return menu;
}

async function loadExact(db: Db, venueId: number, menuId: number): Promise<Menu | null> {
  const row = await fetchMenuRow(db, venueId, menuId);
  return row ? assembleMenu(row) : null;
}

const venueCache = createReadCache<Venue | null>(Number.POSITIVE_INFINITY);

/**
 * Venue `venueId` for placing an order: `findVenue`'s answer, kept per database handle until the
 * catalogue generation moves (platform/db/change-feed.ts: a brand import, in any process, bumps it at
 * commit; venues change no other way), so a placement reads no venue rows. The browse cache's
 * mechanism (`createReadCache`, keys carrying the generation) without its one-second age limit.
 * Concurrent misses share one read. Read-only to its users. Null when there is no such venue.
 * Errors: database errors propagate.
 */
export function venueForOrder(db: Db, venueId: number): Promise<Venue | null> {
  return venueCache.get(db, `${catalogGeneration(db).value}:${venueId}`, performance.now(), () => findVenue(db, venueId));
}
