import { beforeEach, describe, expect, it } from 'vitest';
import { makeCafeMenu, makeVenue } from '../../domain/test-fixtures';
import { buildItem, reduceItemBuild } from '../../domain/item-builder';
import { loadMenuData } from './menu';
import { $cartCount, $cartTotal, $categoryCounts, $lines, $rowStates, addBuild, addOneToRow, cartContext, changeEntry, initOrder, quickAdd, removeOneOfRow, setFulfilment } from './order';
import { DRAFT_STORAGE_KEY } from './order-draft';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

const storage = new MemoryStorage();
(globalThis as { localStorage?: unknown }).localStorage = storage;

const venue = makeVenue({ id: 7, code: 'cafe' });
const menu = makeCafeMenu();

beforeEach(() => {
  storage.items.clear();
  loadMenuData({ venue, menu, menus: [] });
  initOrder(venue, menu.id);
});

describe('the order store (storefront.md §2.6 cart, §3 order draft, §5)', () => {
  it('adds a plain product from its row and counts it on the row and its category', () => {
    expect(quickAdd('p:5').ok).toBe(true);
    expect(addOneToRow('p:5').ok).toBe(true);
    expect($cartCount.get()).toBe(2);
    expect($cartTotal.get()).toBe(1800);
    expect($rowStates.get().get('p:5')?.count).toBe(2);
    expect($categoryCounts.get().get(2)).toBe(2);
    expect($lines.get()).toHaveLength(1);
  });

  it('adds a built item with its modifiers and takes one off from the row', () => {
    const start = buildItem({ kind: 'product', productId: 1 }, cartContext());
    if (!start.ok) throw new Error(start.code);
    const build = [
      { type: 'selectVariant', variantId: 12 },
      { type: 'incrementModifier', modifierId: 102 },
      { type: 'setNotes', notes: 'hot' },
    ].reduce((b, a) => reduceItemBuild(b, a as never), start.value);
    expect(addBuild(build).ok).toBe(true);
    expect($cartTotal.get()).toBe(610);
    expect($lines.get().map((l) => l.type)).toEqual([21, 22]);
    expect(removeOneOfRow('p:1').ok).toBe(true);
    expect($lines.get()).toEqual([]);
  });

  it('refuses an incomplete build with the domain reason', () => {
    const start = buildItem({ kind: 'product', productId: 1 }, cartContext());
    if (!start.ok) throw new Error(start.code);
    const r = addBuild(start.value);
    expect(r).toMatchObject({ ok: false, code: 'ITEM_INCOMPLETE' });
  });

  it('keeps the draft in localStorage and reads it back', () => {
    quickAdd('p:7');
    setFulfilment({ type: 3, name: 'Take Away', preOrder: true, validDate: '2025-01-08', validTime: '12:05', address: null });
    const stored = JSON.parse(storage.getItem(DRAFT_STORAGE_KEY)!);
    expect(stored).toMatchObject({ venueId: 7, orderCategoryType: 3, preOrder: true, validTime: '12:05' });
    initOrder(venue, menu.id);
    expect($cartCount.get()).toBe(1);
  });

  it('resets the order on a venue change', () => {
    quickAdd('p:7');
    initOrder({ id: 8, code: 'other' }, 1);
    expect($cartCount.get()).toBe(0);
  });

  it('changes an entry by its head line and removes it at zero', () => {
    quickAdd('p:8');
    const head = $lines.get()[0];
    expect(changeEntry(head.id, 2).ok).toBe(true);
    expect($lines.get()[0].count).toBe(3);
    expect(changeEntry(head.id, -3).ok).toBe(true);
    expect($lines.get()).toEqual([]);
  });
});
