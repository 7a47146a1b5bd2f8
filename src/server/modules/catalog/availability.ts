/**
 * Sold out now, pause and busy (issue 23 items 3 and 4): the catalog's side. The catalog owns the state —
 * the item rows' own status / inventory / stocks (what menus, placements and table rounds already read),
 * `stock_marks` (what an item was before staff marked it, and when it comes back) and `venue_service`
 * (pauses per category type, busy minutes). Every change announces itself on the catalogue change feed
 * (NOTIFY platter_catalog at commit) so cached menu answers, page shells and placement venues renew, and
 * open phones re-read their stock (the `menuChanged` subscription).
 *
 * Writers take the caller's transaction `tx` so the staff module records its audit line in the same one.
 */
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { err, ok, type Result } from '../../../domain/result';
import { PAUSE_TYPES, UNTIL_RESUMED, nextOpeningBackAt, type PauseType } from '../../../domain/availability';
import type { Venue } from '../../../domain/types';
import type { Db } from '../../platform/db/client';
import { notifyCatalogChanged } from '../../platform/db/change-feed';
import type { PlatterPubSub } from '../../platform/pubsub';
import { findVenue } from './repository';
import { venueForOrder } from './order-menu';
import * as s from './schema';

/** A counter staff can mark. */
export type StockKind = 'product' | 'variant' | 'modifier' | 'ingredient';
export const STOCK_KINDS: readonly StockKind[] = ['product', 'variant', 'modifier', 'ingredient'];

const TABLES = { product: s.products, variant: s.variants, modifier: s.modifiers, ingredient: s.ingredients } as const;

/** One row of the sold-out board: its state now and the staff mark on it (null when none). */
export interface StockBoardItem {
  kind: StockKind;
  id: number;
  name: string;
  /** Products: the menu's name; variants: the product's name; modifiers: the group's name; ingredients: ''. */
  parent: string;
  soldOut: boolean;
  /** The count left when tracked (inventory 2), else null. */
  count: number | null;
  mark: { mode: 'soldOut' | 'count'; backAt: number } | null;
}

/**
 * Every product, variant, modifier option and ingredient of venue `venueId` with its stock state and
 * mark, products first (menu, then sequence). Four small queries.
 */
export async function listStockBoard(db: Db, venueId: number): Promise<StockBoardItem[]> {
  const marks = await db.select().from(s.stockMarks).where(eq(s.stockMarks.venueId, venueId));
  const markOf = (kind: StockKind, id: number) => {
    const m = marks.find((x) => x.kind === kind && x.itemId === id);
    return m ? { mode: m.mode as 'soldOut' | 'count', backAt: Number(m.backAt) } : null;
  };
  const state = (kind: StockKind, r: { id: number; name: string; status: number; inventory: number; stocks: number }, parent: string): StockBoardItem => ({
    kind,
    id: r.id,
    name: r.name,
    parent,
    soldOut: r.status === 13 || (r.inventory === 2 && r.stocks <= 0),
    count: r.inventory === 2 ? r.stocks : null,
    mark: markOf(kind, r.id),
  });
  const products = await db
    .select({ id: s.products.id, name: s.products.name, status: s.products.status, inventory: s.products.inventory, stocks: s.products.stocks, parent: s.menus.name })
    .from(s.products)
    .innerJoin(s.menus, eq(s.menus.id, s.products.menuId))
    .where(eq(s.menus.venueId, venueId))
    .orderBy(asc(s.menus.sequence), asc(s.products.sequence), asc(s.products.id));
  const variants = await db
    .select({ id: s.variants.id, name: s.variants.name, status: s.variants.status, inventory: s.variants.inventory, stocks: s.variants.stocks, parent: s.products.name })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .innerJoin(s.menus, eq(s.menus.id, s.variants.menuId))
    .where(eq(s.menus.venueId, venueId))
    .orderBy(asc(s.products.sequence), asc(s.variants.sequence), asc(s.variants.id));
  const modifiers = await db
    .select({ id: s.modifiers.id, name: s.modifiers.name, status: s.modifiers.status, inventory: s.modifiers.inventory, stocks: s.modifiers.stocks, parent: s.modifierGroups.name })
    .from(s.modifiers)
    .innerJoin(s.modifierGroups, eq(s.modifierGroups.id, s.modifiers.groupId))
    .innerJoin(s.menus, eq(s.menus.id, s.modifiers.menuId))
    .where(eq(s.menus.venueId, venueId))
    .orderBy(asc(s.modifierGroups.sequence), asc(s.modifiers.sequence), asc(s.modifiers.id));
  const ingredients = await db
    .select({ id: s.ingredients.id, name: s.ingredients.name, status: s.ingredients.status, inventory: s.ingredients.inventory, stocks: s.ingredients.stocks })
    .from(s.ingredients)
    .where(eq(s.ingredients.venueId, venueId))
    .orderBy(asc(s.ingredients.name), asc(s.ingredients.id));
  return [
    ...products.map((r) => state('product', r, r.parent)),
    ...variants.map((r) => state('variant', r, r.parent)),
    ...modifiers.map((r) => state('modifier', r, r.parent)),
    ...ingredients.map((r) => state('ingredient', r, '')),
  ];
}

/** A staff change of one counter: sold out, a count left, or back in stock. `backAt`: seconds, 'nextOpening', or none. */
export type StockChange =
  | { kind: StockKind; id: number; action: 'soldOut'; backAt?: number | 'nextOpening' | null }
  | { kind: StockKind; id: number; action: 'count'; count: number; backAt?: number | 'nextOpening' | null }
  | { kind: StockKind; id: number; action: 'back' };

/** An item's stock fields after a change, for open phones (`productId` for variants). */
export interface ItemState {
  kind: StockKind;
  id: number;
  productId: number;
  status: number;
  inventory: number;
  stocks: number;
}

async function itemState(tx: Db, kind: StockKind, id: number): Promise<ItemState> {
  const t = TABLES[kind];
  const [r] = await tx.select({ status: t.status, inventory: t.inventory, stocks: t.stocks }).from(t).where(eq(t.id, id));
  const productId = kind === 'variant' ? ((await tx.select({ p: s.variants.productId }).from(s.variants).where(eq(s.variants.id, id)))[0]?.p ?? 0) : 0;
  return { kind, id, productId, ...r };
}

/** The item row of `kind` `id` if it belongs to venue `venueId`. */
async function findItem(tx: Db, venueId: number, kind: StockKind, id: number): Promise<{ name: string; status: number; inventory: number; stocks: number } | null> {
  if (kind === 'ingredient') {
    const [r] = await tx
      .select({ name: s.ingredients.name, status: s.ingredients.status, inventory: s.ingredients.inventory, stocks: s.ingredients.stocks })
      .from(s.ingredients)
      .where(and(eq(s.ingredients.id, id), eq(s.ingredients.venueId, venueId)));
    return r ?? null;
  }
  const t = TABLES[kind];
  const [r] = await tx
    .select({ name: t.name, status: t.status, inventory: t.inventory, stocks: t.stocks })
    .from(t)
    .innerJoin(s.menus, eq(s.menus.id, t.menuId))
    .where(and(eq(t.id, id), eq(s.menus.venueId, venueId)));
  return r ?? null;
}

/**
 * Applies a staff stock change inside `tx` for venue `venue` at `now` (seconds). Sold out: status 13;
 * a count: tracked (inventory 2) with `stocks` = count (orders then take from it, and it shows sold
 * out at 0); back: the item's values from before its first mark (the brand file's). `backAt` in the
 * past or 'nextOpening' without opening hours ahead → NOT_VALID {field: 'backAt'}; an id not of this
 * venue → NOT_FOUND {field: 'id'}. Answers the item's name and the resolved back-at (0 = none).
 * Announces the change at commit.
 */
export async function applyStockChange(tx: Db, venue: Pick<Venue, 'id' | 'opentime' | 'config'>, change: StockChange, now: number): Promise<Result<{ name: string; backAt: number; state: ItemState }>> {
  const item = await findItem(tx, venue.id, change.kind, change.id);
  if (!item) return err('NOT_FOUND', { field: 'id' });
  const t = TABLES[change.kind];
  const [mark] = await tx.select().from(s.stockMarks).where(and(eq(s.stockMarks.kind, change.kind), eq(s.stockMarks.itemId, change.id)));
  if (change.action === 'back') {
    if (mark) {
      await tx.update(t).set({ status: mark.prevStatus, inventory: mark.prevInventory, stocks: mark.prevStocks }).where(eq(t.id, change.id));
      await tx.delete(s.stockMarks).where(eq(s.stockMarks.id, mark.id));
    } else if (item.status === 13) {
      await tx.update(t).set({ status: 1 }).where(eq(t.id, change.id));
    }
    await notifyCatalogChanged(tx, venue.id);
    return ok({ name: item.name, backAt: 0, state: await itemState(tx, change.kind, change.id) });
  }
  let backAt = 0;
  if (change.backAt === 'nextOpening') {
    const at = nextOpeningBackAt(venue, now);
    if (at === null) return err('NOT_VALID', { field: 'backAt' });
    backAt = at;
  } else if (typeof change.backAt === 'number') {
    if (change.backAt <= now) return err('NOT_VALID', { field: 'backAt' });
    backAt = change.backAt;
  }
  const prev = mark ? { prevStatus: mark.prevStatus, prevInventory: mark.prevInventory, prevStocks: mark.prevStocks } : { prevStatus: item.status === 13 ? 1 : item.status, prevInventory: item.inventory, prevStocks: item.stocks };
  if (change.action === 'soldOut') await tx.update(t).set({ status: 13 }).where(eq(t.id, change.id));
  else await tx.update(t).set({ status: 1, inventory: 2, stocks: change.count }).where(eq(t.id, change.id));
  const values = { venueId: venue.id, kind: change.kind, itemId: change.id, mode: change.action, backAt, ...prev };
  if (mark) await tx.update(s.stockMarks).set(values).where(eq(s.stockMarks.id, mark.id));
  else await tx.insert(s.stockMarks).values(values);
  await notifyCatalogChanged(tx, venue.id);
  return ok({ name: item.name, backAt, state: await itemState(tx, change.kind, change.id) });
}

/**
 * Brings back every marked item whose "back at" has come (`backAt` ≤ `now`, seconds), in one
 * transaction; answers the venues whose items came back (to publish). Called by the sweep and before the staff board is read.
 */
export async function returnDueStock(db: Db, now: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx.select().from(s.stockMarks).where(and(gt(s.stockMarks.backAt, 0), lte(s.stockMarks.backAt, now))).for('update', { skipLocked: true });
    for (const m of due) {
      const t = TABLES[m.kind as StockKind];
      if (t) await tx.update(t).set({ status: m.prevStatus, inventory: m.prevInventory, stocks: m.prevStocks }).where(eq(t.id, m.itemId));
    }
    if (due.length > 0) {
      await tx.delete(s.stockMarks).where(inArray(s.stockMarks.id, due.map((m) => m.id)));
      await notifyCatalogChanged(tx);
    }
    return [...new Set(due.map((m) => m.venueId))];
  });
}

/** Starts the "back at" sweep (every `everyMs`, default 5 s); returns what stops it. */
export function startStockReturnSweep(deps: { db: Db; pubsub: PlatterPubSub; clock: { nowMs(): number }; logger: { warn(o: object, m: string): void } }, everyMs = 5_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    returnDueStock(deps.db, Math.floor(deps.clock.nowMs() / 1000))
      .then(async (venues) => {
        for (const id of venues) await publishMenuChanged(deps, id);
      })
      .catch((e: unknown) => deps.logger.warn({ err: e }, 'stock return sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** A venue's service state as staff set it: pause end per fulfilment type (seconds, 0 none, `UNTIL_RESUMED`), busy minutes. */
export interface VenueServiceState {
  pauses: Record<PauseType, number>;
  busyMinutes: number;
}

/** The service state of venue `venueId` (no row: nothing paused, not busy). */
export async function getVenueService(db: Db, venueId: number): Promise<VenueServiceState> {
  const [row] = await db.select().from(s.venueService).where(eq(s.venueService.venueId, venueId));
  const byType = row?.pauses ?? {};
  const pauses = {} as Record<PauseType, number>;
  for (const name of Object.keys(PAUSE_TYPES) as PauseType[]) pauses[name] = Number(byType[String(PAUSE_TYPES[name][0])] ?? 0);
  return { pauses, busyMinutes: row?.busyMinutes ?? 0 };
}

/**
 * Writes venue `venueId`'s service state inside `tx` (pauses by fulfilment type; the caller validated
 * the values) and announces it at commit, so venue answers and placements see it at once.
 */
export async function setVenueService(tx: Db, venueId: number, state: VenueServiceState): Promise<void> {
  const pauses: Record<string, number> = {};
  for (const [name, until] of Object.entries(state.pauses) as [PauseType, number][]) {
    if (until > 0) for (const type of PAUSE_TYPES[name]) pauses[String(type)] = until;
  }
  await tx
    .insert(s.venueService)
    .values({ venueId, pauses, busyMinutes: state.busyMinutes })
    .onConflictDoUpdate({ target: s.venueService.venueId, set: { pauses, busyMinutes: state.busyMinutes, updatedAt: new Date() } });
  await notifyCatalogChanged(tx, venueId);
}

export { UNTIL_RESUMED };

/**
 * Tells open phones of venue `venueId` that its menu or service state changed (the `menuChanged`
 * subscription): they take the changed items' stock fields (`items`; none: re-read stock) and pause
 * and busy from the payload. Call after the commit.
 */
export async function publishMenuChanged(deps: { db: Db; pubsub: PlatterPubSub }, venueId: number, items: ItemState[] = []): Promise<void> {
  // A stock change leaves pause and busy as they were: the placement cache's venue (no query) is enough.
  const venue = items.length > 0 ? await venueForOrder(deps.db, venueId) : await findVenue(deps.db, venueId);
  if (!venue) return;
  deps.pubsub.publish('menuChanged', String(venueId), {
    venue_id: venueId,
    pauseuntil: venue.pauseuntil,
    pauses: venue.pauses,
    busy_minutes: venue.busy_minutes,
    items: items.map((i) => ({ kind: i.kind, id: i.id, product_id: i.productId, status: i.status, inventory: i.inventory, stocks: i.stocks })),
  });
}
