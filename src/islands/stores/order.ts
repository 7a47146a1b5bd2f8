/**
 * The order draft and its cart (storefront.md §2.6 "Cart bar and cart drawer", §3 "Order draft", §5):
 * read-only stores plus verbs that decide in `src/domain` (item builds, cart lines, stock) and persist
 * the draft in localStorage for 360 minutes, reset on a venue change.
 */
import { atom, computed } from 'nanostores';
import { addToCart, changeCartEntryCount } from '../../domain/cart';
import { mapCartEntries } from '../../domain/cart-lines';
import { cartItemCount, unpaidTotal } from '../../domain/cart-totals';
import { buildCartLines, buildItem, checkAddToCart, type ItemBuild } from '../../domain/item-builder';
import { err, ok, type Result } from '../../domain/result';
import type { CartLine, CategoryType } from '../../domain/types';
import { buildRowStates, countByCategory, headRowKey, type RowKey, type RowState } from './row-state';
import { $menu, $venue } from './menu';
import { wasVenueClearedSince } from './venue-marks';
import { DRAFT_STORAGE_KEY, draftIds, emptyDraft, readDraft, type DraftAddress, type OrderDraft } from './order-draft';

const draft = atom<OrderDraft | null>(null);
/** Table mode: the table is locked for checkout (set by stores/table.ts): adding is refused (storefront.md §5). */
const tableLock = atom(false);
/** Where the draft is kept: table mode keeps the table's cart apart from the venue's online draft. */
let storageKey = DRAFT_STORAGE_KEY;

export const $draft = computed(draft, (d) => d);
export const $lines = computed(draft, (d) => d?.lines ?? []);
/** Cart badge count (a combo counts its groups, a set menu its items). */
export const $cartCount = computed([draft, $menu], (d, m) => (d ? cartItemCount(d.lines, m ?? undefined) : 0));
/** 'Total unpaid' in cents. */
export const $cartTotal = computed(draft, (d) => (d ? unpaidTotal(d.lines) : 0));
export const $rowStates = computed([draft, $menu], (d, m) => (m ? buildRowStates(m, d?.lines ?? []) : new Map<RowKey, RowState>()));
export const $categoryCounts = computed([draft, $menu], (d, m) => (m ? countByCategory(m, d?.lines ?? []) : new Map<number, number>()));

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function commit(next: OrderDraft): void {
  const saved = { ...next, savedAt: Date.now() };
  draft.set(saved);
  try {
    storage()?.setItem(storageKey, JSON.stringify(saved));
  } catch {
    /* storage full or blocked: the cart still works for this page */
  }
}

/** The lines the draft held when `initOrder` loaded it (table mode: the diner's changes since are a diff on them). */
let loadedLines: CartLine[] = [];
/** The lines as `initOrder` loaded them, before any change on this page. */
export const initialLines = (): CartLine[] => loadedLines;

/**
 * Loads the stored draft for the venue (expired or other-venue drafts are reset). `options.storageKey`
 * keeps it under another key (table mode: the table's live cart is not the venue's online draft).
 */
export function initOrder(venue: { id: number; code: string }, menuId: number, options: { storageKey?: string } = {}): OrderDraft {
  storageKey = options.storageKey ?? DRAFT_STORAGE_KEY;
  const raw = storage()?.getItem(storageKey) ?? null;
  let loaded = readDraft(raw, venue, menuId, Date.now());
  // A cart saved before the venue's stored state was cleared (venue_clear_ticks) starts over.
  if (loaded.savedAt > 0 && raw && wasVenueClearedSince(venue.code, loaded.savedAt)) loaded = emptyDraft(venue, menuId, Date.now());
  loadedLines = loaded.lines;
  commit(loaded);
  return loaded;
}

/** Starts over with an empty draft for the current venue (e.g. after a store card is clicked). */
export function resetOrder(): void {
  const d = draft.get();
  if (d) commit(emptyDraft({ id: d.venueId, code: d.venueCode }, d.menuId, Date.now()));
}

/** Removes every stored draft (home page: "Clicking a card clears stored state"). */
export function clearStoredOrder(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    /* ignore */
  }
  draft.set(null);
}

/** What item builds and cart changes are checked against. */
export function cartContext() {
  const menu = $menu.get();
  const venue = $venue.get();
  if (!menu) throw new Error('cartContext: no menu loaded');
  return { menu, cart: draft.get()?.lines ?? [], cartMax: venue?.config.order_carts_max, tableLocked: tableLock.get() };
}

/** Table mode: whether the table is locked for checkout (adding refused with TABLE_LOCKED). */
export function setTableLocked(locked: boolean): void {
  tableLock.set(locked);
}

/**
 * Table mode: line, group and add-sequence ids continue from at least `base`, so phones sharing one
 * table cart never make the same line id (each phone seeds its own random base).
 */
export function seedDraftIds(base: number): void {
  const d = draft.get();
  if (d && d.nextId < base) commit({ ...d, nextId: base });
}

/**
 * Adds a finished item build to the cart: refused with the domain's reason (ITEM_INCOMPLETE,
 * OUT_OF_STOCK, CART_ITEMS_MAX, TABLE_LOCKED) and nothing changes.
 */
export function addBuild(build: ItemBuild): Result<CartLine[]> {
  const d = draft.get();
  if (!d) return err('NOT_FOUND');
  const checked = checkAddToCart({ ...build, context: cartContext() });
  if (!checked.ok) return checked;
  const { ids, take } = draftIds(d);
  // A product's `sequence` orders it on the menu; it is not a course (order_sequences): lines start in course 0.
  const added = buildCartLines(checked.value, ids, { sequence: 0 });
  const result = addToCart(d.lines, added, cartContext());
  if (!result.ok) return result;
  commit({ ...take(d), lines: result.value });
  return ok(added);
}

/** Adds one unit of an item that needs no choices (a plain product) straight from its row. */
export function quickAdd(key: RowKey): Result<CartLine[]> {
  const [kind, id] = key.split(':');
  const ref =
    kind === 'c' ? ({ kind: 'combo', comboId: Number(id) } as const) : kind === 's' ? ({ kind: 'setMenu', setMenuId: Number(id) } as const) : ({ kind: 'product', productId: Number(id) } as const);
  const build = buildItem(ref, cartContext());
  if (!build.ok) return build;
  return addBuild(build.value);
}

/** Changes a new cart entry's quantity by `delta` (removed at 0); increases are refused like additions. */
export function changeEntry(headLineId: number, delta: number): Result<CartLine[]> {
  const d = draft.get();
  if (!d) return err('NOT_FOUND');
  const result = changeCartEntryCount(d.lines, headLineId, delta, cartContext());
  if (result.ok) commit({ ...d, lines: result.value });
  return result;
}

/** Takes one unit of a row's item off the cart: from its most recently added new entry. */
export function removeOneOfRow(key: RowKey): Result<CartLine[]> {
  const d = draft.get();
  if (!d) return err('NOT_FOUND');
  const entries = mapCartEntries(d.lines).filter((e) => e.head.status === 1 && headRowKey(e.head) === key);
  const last = entries.at(-1);
  if (!last) return err('NOT_FOUND');
  return changeEntry(last.head.id, -1);
}

/** Adds one more unit to a row's most recent new entry (plain products only: others open the sheet). */
export function addOneToRow(key: RowKey): Result<CartLine[]> {
  const d = draft.get();
  if (!d) return err('NOT_FOUND');
  const last = mapCartEntries(d.lines)
    .filter((e) => e.head.status === 1 && headRowKey(e.head) === key)
    .at(-1);
  return last ? changeEntry(last.head.id, 1) : quickAdd(key);
}

/** Replaces the cart's lines (after the validity check removed changed items). */
export function replaceLines(lines: CartLine[]): void {
  const d = draft.get();
  if (d) commit({ ...d, lines });
}

export interface FulfilmentChoice {
  type: CategoryType;
  name: string;
  preOrder: boolean;
  validDate: string;
  validTime: string;
  address: DraftAddress | null;
}

/** Records the fulfilment chosen in the 'Start order' modal. */
export function setFulfilment(choice: FulfilmentChoice): void {
  const d = draft.get();
  if (!d) return;
  commit({
    ...d,
    orderCategoryType: choice.type,
    orderCategoryName: choice.name,
    preOrder: choice.preOrder,
    validDate: choice.preOrder ? choice.validDate : '',
    validTime: choice.preOrder ? choice.validTime : '',
    selectAddress: choice.address,
  });
}

/** Records the menu being ordered from. */
export function setDraftMenu(menuId: number): void {
  const d = draft.get();
  if (d && d.menuId !== menuId) commit({ ...d, menuId });
}
