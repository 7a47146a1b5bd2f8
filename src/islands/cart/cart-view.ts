/**
 * The cart drawer's view model (storefront.md §2.6 "Cart bar and cart drawer"): entries grouped by
 * course, each with its display name, the choices under it, notes, the entry total and whether its
 * count can change (new lines only). Grouping comes from `src/domain/cart.ts`, totals and tabs from `src/domain/cart-totals.ts`.
 */
import { groupCartByCourse } from '../../domain/cart';
import { lineCourse, nestModifiers, readLineExtra, type CartEntry } from '../../domain/cart-lines';
import { mapCartTabs, unpaidTotal } from '../../domain/cart-totals';
import type { CartLine, Menu, Venue } from '../../domain/types';
import { LINE_TYPE } from '../../domain/types';
import { localName, type Locale } from '../../i18n';
import { entryDish } from '../../domain/allergen-dishes';
import type { DishAllergens } from '../../domain/allergens';

export interface CartEntryView {
  headId: number;
  name: string;
  /** Children and modifiers, one text each ('Large', 'Oat milk ×2'). */
  details: string[];
  notes: string;
  count: number;
  /** Cents: Σ price × count over the entry's lines. */
  total: number;
  /** New (status 1) entries show count buttons and are highlighted. */
  editable: boolean;
  /** The store preparing it (food halls), '' when the venue names none. */
  store: string;
  /** Its allergens with the chosen variant and options (issue 25 item 4), judged against the diner's filter; null when its menu is not loaded. */
  dish: DishAllergens | null;
}

export interface CartCourseView {
  sequence: number;
  /** Course heading: a name, 'Course N' params, or none. */
  label: { name: string } | { key: 'menu.course'; params: { n: number } } | null;
  entries: CartEntryView[];
}

export interface CartView {
  courses: CartCourseView[];
  /** Cents. */
  totalUnpaid: number;
  tabs: { shown: boolean; tab: 'new' | 'ordered' };
  empty: boolean;
  /** Lines come from more than one store: each entry names its store. */
  multiStore: boolean;
}

function localLineName(line: CartLine, menus: readonly Menu[], locale: Locale): string {
  // A line refilled from an order ('order again') may carry its other-language names (orderInfo name_i18n).
  const carried = localName(line.name, (line as { name_i18n?: unknown }).name_i18n, locale);
  const menu = menus.find((m) => m.id === line.menu_id) ?? menus[0];
  if (!menu) return carried;
  if (line.type === LINE_TYPE.combo) {
    const c = menu.combos.find((x) => x.id === line.pid);
    return c ? localName(c.name, (c as { name_i18n?: unknown }).name_i18n, locale) : carried;
  }
  if (line.type === LINE_TYPE.setMenu) {
    const s = menu.setmenus.find((x) => x.id === line.pid);
    return s ? localName(s.name, (s as { name_i18n?: unknown }).name_i18n, locale) : carried;
  }
  if (line.type === LINE_TYPE.product || line.type === LINE_TYPE.productVariant) {
    const p = menu.products.find((x) => x.id === line.pid);
    if (!p) return carried;
    const base = localName(p.name, (p as { name_i18n?: unknown }).name_i18n, locale);
    const variant = line.sid ? p.variants.find((v) => v.id === line.sid) : undefined;
    return variant ? `${base} (${localName(variant.name, variant.name_i18n, locale)})` : base;
  }
  if (line.type === LINE_TYPE.modifier) {
    // A modifier line's tid is the option's id (issue 27 item 11: option names in the page's language).
    const m = menu.modifiers.find((x) => x.id === line.tid);
    return m ? localName(m.name, m.name_i18n, locale) : carried;
  }
  return carried;
}

const menuOf = (line: CartLine, menus: readonly Menu[]) => menus.find((m) => m.id === line.menu_id) ?? menus[0];

function entryView(entry: CartEntry, menus: readonly Menu[], locale: Locale, stores: readonly { id: number; name: string }[]): CartEntryView {
  const { head } = entry;
  const per = (l: CartLine) => Math.round(l.count / Math.max(1, head.count));
  const details = nestModifiers(entry.lines)
    .filter((l) => l !== head && l.type !== LINE_TYPE.comboGroup)
    .map((l) => {
      const n = per(l);
      const name = localLineName(l, menus, locale);
      return `${l.type === LINE_TYPE.modifier ? '+ ' : ''}${name}${n > 1 ? ` ×${n}` : ''}`;
    });
  return {
    headId: head.id,
    name: localLineName(head, menus, locale),
    details,
    notes: readLineExtra(head).notes ?? '',
    count: head.count,
    total: entry.lines.reduce((s, l) => s + l.price * l.count, 0),
    editable: head.status === 1,
    store: stores.find((s) => s.id === head.store_id)?.name ?? '',
    dish: menuOf(head, menus) ? entryDish(entry.lines, menuOf(head, menus)!) : null,
  };
}

/**
 * The drawer's content: entries grouped by course (named from `venue.order_sequences`, 'Course N'
 * when unnamed, no heading for course 0 when unnamed), filtered to the new or ordered tab during a
 * partial submit, the total unpaid, and emptiness.
 */
export function buildCartView(
  lines: readonly CartLine[],
  venue: Pick<Venue, 'order_sequences'> & Partial<Pick<Venue, 'stores'>>,
  menus: readonly Menu[],
  locale: Locale,
  tab?: 'new' | 'ordered',
): CartView {
  const stores = venue.stores ?? [];
  const tabs = mapCartTabs(lines);
  const activeTab = tab ?? tabs.tab;
  const shown = tabs.shown ? lines.filter((l) => (activeTab === 'new' ? l.status === 1 : l.status !== 1)) : lines;
  const courses = groupCartByCourse(shown, venue).map(
    (c): CartCourseView => ({
      sequence: c.sequence,
      // A named course in the page's language (its name_i18n; issue 27 item 11).
      label: c.label === null ? null : 'name' in c.label ? { name: localName(c.label.name, venue.order_sequences.find((s) => s.sequence === c.sequence)?.name_i18n, locale) } : { key: 'menu.course', params: { n: c.label.params.n } },
      entries: c.entries.map((e) => entryView(e, menus, locale, stores)),
    }),
  );
  const multiStore = new Set(lines.map((l) => l.store_id)).size > 1;
  return { courses, totalUnpaid: unpaidTotal(lines), tabs: { shown: tabs.shown, tab: activeTab }, empty: lines.length === 0, multiStore };
}

/** Ids per kind held by the cart's lines, for menuCheckInfo (storefront.md §7), for one menu. */
export function menuCheckIds(lines: readonly CartLine[], menuId: number) {
  const of = (types: number[]) => [...new Set(lines.filter((l) => l.menu_id === menuId && types.includes(l.type)).map((l) => l.pid))];
  return {
    products: of([LINE_TYPE.product, LINE_TYPE.productVariant]),
    modifiers: [...new Set(lines.filter((l) => l.menu_id === menuId && l.type === LINE_TYPE.modifier).map((l) => l.tid))],
    combos: of([LINE_TYPE.combo]),
    setmenus: of([LINE_TYPE.setMenu]),
  };
}

export { lineCourse };

/**
 * The group account an order's extra JSON holds (`groupAccount`, a non-empty string), trimmed; '' when
 * none, or when the extra is not JSON. The cart drawer's title then adds 'account: {groupAccount}'
 * (storefront.md §2.6 "Cart bar and cart drawer").
 */
export function groupAccountOf(extra: string | null | undefined): string {
  if (!extra) return '';
  try {
    const value = (JSON.parse(extra) as { groupAccount?: unknown } | null)?.groupAccount;
    return typeof value === 'string' ? value.trim() : '';
  } catch {
    return '';
  }
}

/** Whether changing an entry of `count` by `delta` takes it off the cart (count reaches 0): the drawer asks first (orders-and-payments.md §4.7 "remove item"). */
export const removesLine = (count: number, delta: number): boolean => delta < 0 && count + delta <= 0;
