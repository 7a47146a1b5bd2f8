/**
 * Cart lines (storefront.md §3 "Cart line", §4 "Cart line status", §5, §9; orders-and-payments.md
 * §2.3, §4.4, §4.8).
 *
 * A cart is a flat list of `CartLine`s. Lines sharing a non-zero `gid` form one *entry*: a head (the
 * set menu 101 / combo 102 line, or the product line 2 / 21) with its bundle children and modifier
 * lines (22). Counts are absolute (see `CartLine` in `types.ts`), so an entry of quantity q keeps every
 * line at its per-unit count × q. Every add takes a fresh `gid` and a fresh `extra.groupCartSeqId`
 * (the "sequenceId" of the sort) from injected generators; `tid` is the line's client id (the modifier
 * id on type 22) and `extra.gtid` points a child or modifier at its parent line's `tid`.
 *
 * No 1021 combo-group lines are built: a combo's children carry everything pricing, stock and the
 * kitchen need, and the cart count takes the number of groups from the menu. 1021 lines received from
 * elsewhere are kept with their combo (sorted, counted, copied and diffed like any child).
 *
 * A line's identity is type + tid + pid + sid + gid + menu_id + store_id (`cartLineKey`); the table
 * cart is saved as a diff keyed by it.
 */
import type { CartLine, CartLineExtra, Cents, LineStatus, Menu, Venue } from './types';
import { LINE_TYPE } from './types';
import type { ItemBuild, ProductChoice } from './item-builder';
import type { Result } from './result';
import { err, ok } from './result';
import { checkStock, isSoldOut } from './stock';

/** Injected id sources: the caller owns uniqueness (a counter, the clock read outside the domain, a seed). */
export interface CartIdGenerators {
  /** A new line id (also the line's `tid`, except on modifier lines). */
  lineId(): number;
  /** A new entry group id (`gid`). */
  groupId(): number;
  /** A new add-sequence id (`extra.groupCartSeqId`). */
  sequenceId(): number;
}

/** What adding to the cart is checked against. */
export interface CartContext {
  menu: Menu;
  /** order_carts_max; missing or ≤ 0 reads as 120. */
  cartMax?: number;
  /** Table 'locked for checkout': nothing new can be added (removing stays possible). */
  tableLocked?: boolean;
}

/** A cart entry: the head line and all lines of its group (head first, then in cart order). */
export interface CartEntry {
  head: CartLine;
  lines: CartLine[];
}

const BUNDLE_TYPES: readonly number[] = [LINE_TYPE.setMenu, LINE_TYPE.combo];
const PRODUCT_TYPES: readonly number[] = [LINE_TYPE.product, LINE_TYPE.productVariant];
const DEFAULT_CART_MAX = 120;

/**
 * A line's extra JSON ({groupCartSeqId, gtid, notes}); `{}` when empty or not valid JSON.
 *
 * Spec: storefront.md §3 "Cart line" (extra).
 */
export function readLineExtra(line: Pick<CartLine, 'extra'>): CartLineExtra {
  try {
    const value: unknown = JSON.parse(line.extra || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as CartLineExtra) : {};
  } catch {
    return {};
  }
}

/**
 * The identity of a line: type + tid + pid + sid + gid + menu_id + store_id.
 *
 * Spec: storefront.md §3 "Cart line".
 */
export function cartLineKey(line: CartLine): string {
  return [line.type, line.tid, line.pid, line.sid, line.gid, line.menu_id, line.store_id].join(':');
}

/** The course of a line: `sequence`, with 99 read as 0 (storefront.md §9). */
export function lineCourse(line: Pick<CartLine, 'sequence'>): number {
  return line.sequence === 99 ? 0 : line.sequence;
}

/** The product's tax rates from the menu, as the line's taxes JSON `[{id, attr, name, rate}]`. */
function taxesJson(taxIds: readonly number[], menu: Menu): string {
  const taxes = taxIds.flatMap((id) => menu.taxes.filter((t) => t.id === id).map(({ id: taxId, attr, name, rate }) => ({ id: taxId, attr, name, rate })));
  return JSON.stringify(taxes);
}

function extraJson(extra: CartLineExtra): string {
  return JSON.stringify(Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined && v !== '')));
}

function modifierLines(choice: ProductChoice, parent: CartLine, groupCartSeqId: number, ids: CartIdGenerators): CartLine[] {
  return choice.groups.flatMap((group) =>
    group.options
      .filter((o) => o.count > 0)
      .map(({ modifier, count }) => ({
        ...parent,
        id: ids.lineId(),
        tid: modifier.id,
        type: LINE_TYPE.modifier,
        code: '',
        name: modifier.name,
        sid: 0,
        count: count * parent.count,
        price: modifier.price,
        value: modifier.price,
        extra: extraJson({ groupCartSeqId, gtid: parent.tid }),
      })),
  );
}

/**
 * Cart lines of a finished item build, all new (status 1), in one fresh group:
 * - a product: one type-2 line, or type 21 named 'Name(Variant)' with sid = variant id, priced at the
 *   variant; count = quantity; course = `options.sequence` or the product's `sequence`;
 * - a set menu (101) or combo (102): the bundle line at the bundle price (count = quantity, course
 *   `options.sequence` or 0), then one child per component (type 2/21, `price` = upcharge
 *   `price_markup`, `value` = original price — the variant's when one is chosen —, count = component
 *   count × quantity, course = the component's `sequence`);
 * - one type-22 line per checked modifier, after the line it modifies: `tid` = modifier id, same gid,
 *   count = modifier count × the parent line's count, the parent's taxes.
 * Every line carries the menu's id and store, the taxes JSON copied from the menu (bundle lines '[]'),
 * `extra` {groupCartSeqId, gtid (parent's tid, on children and modifiers), notes (head only)}.
 *
 * Spec: storefront.md §3 "Cart line", §9 (line types); orders-and-payments.md §3.4.
 */
export function buildCartLines(build: ItemBuild, ids: CartIdGenerators, options: { sequence?: number } = {}): CartLine[] {
  const { menu } = build.context;
  const gid = ids.groupId();
  const groupCartSeqId = ids.sequenceId();
  const notes = build.notes.trim();
  const base = { status: 1 as LineStatus, store_id: menu.store_id, menu_id: menu.id, gid, discount: 0, taxtotal: 0, taxextra: 0 };

  if (build.kind === 'product') {
    const { product, choice } = build;
    const variant = product.variants.find((v) => v.id === choice.variantId);
    const id = ids.lineId();
    const head: CartLine = {
      ...base,
      id,
      tid: id,
      type: variant ? LINE_TYPE.productVariant : LINE_TYPE.product,
      code: variant?.code || product.code,
      name: variant ? `${product.name}(${variant.name})` : product.name,
      pid: product.id,
      sid: variant?.id ?? 0,
      cid: product.category_id,
      sequence: options.sequence ?? product.sequence,
      count: build.quantity,
      price: variant ? variant.price : product.price,
      value: variant ? variant.price : product.price,
      taxes: taxesJson(product.tax_ids, menu),
      extra: extraJson({ groupCartSeqId, notes }),
    };
    return [head, ...modifierLines(choice, head, groupCartSeqId, ids)];
  }

  const bundle = build.kind === 'combo' ? build.combo : build.setMenu;
  const headId = ids.lineId();
  const head: CartLine = {
    ...base,
    id: headId,
    tid: headId,
    type: build.kind === 'combo' ? LINE_TYPE.combo : LINE_TYPE.setMenu,
    code: bundle.code,
    name: bundle.name,
    pid: bundle.id,
    sid: 0,
    cid: 0,
    sequence: options.sequence ?? 0,
    count: build.quantity,
    price: bundle.price,
    value: bundle.price,
    taxes: '[]',
    extra: extraJson({ groupCartSeqId, notes }),
  };
  const components =
    build.kind === 'combo'
      ? build.combo.groups.flatMap((g) => build.picks.filter((p) => p.groupId === g.id))
      : build.components;
  const children = components.flatMap(({ item, choice }) => {
    const variant = choice.variants.find((v) => v.id === choice.variantId);
    const product = menu.products.find((p) => p.id === item.pid);
    const id = ids.lineId();
    const sid = variant?.id ?? item.sid;
    const child: CartLine = {
      ...base,
      id,
      tid: id,
      type: sid ? LINE_TYPE.productVariant : LINE_TYPE.product,
      code: variant?.code || product?.code || '',
      name: variant ? `${item.name}(${variant.name})` : item.name,
      pid: item.pid,
      sid,
      cid: item.cid,
      sequence: item.sequence,
      count: Math.max(1, item.count) * build.quantity,
      price: item.price_markup,
      value: variant ? variant.price : item.price,
      taxes: taxesJson(item.tax_ids, menu),
      extra: extraJson({ groupCartSeqId, gtid: headId }),
    };
    return [child, ...modifierLines(choice, child, groupCartSeqId, ids)];
  });
  return [head, ...children];
}

/**
 * A cart line with exactly the contract's fields (storefront.md §3 "Cart line"), as orderEdit takes
 * it: whatever else a line object carries on the way (orderInfo's `name_i18n`, a table's `round`) stays
 * behind.
 */
export function toContractLine(l: CartLine): CartLine {
  const { id, status, store_id, menu_id, code, count, name, pid, sid, cid, gid, sequence, discount, value, price, tid, type, taxes, taxtotal, taxextra, extra } = l;
  return { id, status, store_id, menu_id, code, count, name, pid, sid, cid, gid, sequence, discount, value, price, tid, type, taxes, taxtotal, taxextra, extra };
}

/**
 * The lines of one entry (`mapCartEntries`) in reading order: every modifier right after the line it
 * modifies (its extra `gtid` names that line's `tid`; without a known parent, the entry's head), the
 * other lines in their given order. Sorting a cart by course can move a set menu's modifier away from
 * its dish ('…, Fried rice, + Medium, Mango pudding'); this puts it back under the beef.
 *
 * Spec: storefront.md §3 "Cart line" (gtid ties a modifier to its parent line), §2.6 cart lines.
 */
export function nestModifiers(lines: readonly CartLine[]): CartLine[] {
  const parents = lines.filter((l) => l.type !== LINE_TYPE.modifier);
  const parentOf = (m: CartLine) => {
    const { gtid } = readLineExtra(m);
    return parents.find((p) => p.tid === gtid) ?? parents[0];
  };
  const modifiers = lines.filter((l) => l.type === LINE_TYPE.modifier);
  const orphans = parents.length === 0 ? modifiers : [];
  return [...parents.flatMap((p) => [p, ...modifiers.filter((m) => parentOf(m) === p)]), ...orphans];
}

/**
 * The cart's entries: lines sharing a non-zero gid form one entry headed by its bundle line (101/102),
 * else its first product line (2/21), else its first line; each gid-0 line is an entry of its own.
 * Entries in order of first appearance.
 *
 * Spec: storefront.md §3 "Cart line" (gid ties bundle children and modifiers to their parent).
 */
export function mapCartEntries(lines: readonly CartLine[]): CartEntry[] {
  const groups = new Map<string, CartLine[]>();
  lines.forEach((line, index) => {
    const key = line.gid !== 0 ? `g${line.gid}` : `l${index}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  });
  return [...groups.values()].map((group) => {
    const head = group.find((l) => BUNDLE_TYPES.includes(l.type)) ?? group.find((l) => PRODUCT_TYPES.includes(l.type)) ?? group[0];
    return { head, lines: [head, ...group.filter((l) => l !== head)] };
  });
}

/**
 * The cart item count, for the badge and for order_carts_max: Σ over entries of the head's count for a
 * product, × number of groups for a combo, × number of items for a set menu. The numbers of groups and
 * items come from the menu when it holds the bundle, else from the entry's lines (1021 lines, else
 * children). Modifier and other (4, 5) lines do not count.
 *
 * Spec: storefront.md §5 "Adding to the cart", §2.4 (cart badge).
 */
export function cartItemCount(lines: readonly CartLine[], menu?: Menu): number {
  return mapCartEntries(lines).reduce((sum, { head, lines: entry }) => {
    const children = entry.filter((l) => l !== head && PRODUCT_TYPES.includes(l.type)).length;
    if (head.type === LINE_TYPE.combo) {
      const groups = menu?.combos.find((c) => c.id === head.pid)?.groups.length ?? (entry.filter((l) => l.type === LINE_TYPE.comboGroup).length || children);
      return sum + head.count * Math.max(1, groups);
    }
    if (head.type === LINE_TYPE.setMenu) {
      const items = menu?.setmenus.find((s) => s.id === head.pid)?.items.length ?? children;
      return sum + head.count * Math.max(1, items);
    }
    return sum + (PRODUCT_TYPES.includes(head.type) ? head.count : 0);
  }, 0);
}

/** New lines (status 1): not yet submitted, not yet holding stock (storefront.md §4 "Cart line status"). */
export function selectNewLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((l) => l.status === 1);
}

/** Σ price × count over the lines, in cents (the line total convention of `types.ts`). */
export function cartTotal(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, l) => sum + l.price * l.count, 0) as Cents;
}

/**
 * The 'total unpaid': Σ price × count over lines with status 1 or 21, in cents.
 *
 * Spec: storefront.md §4 "Cart line status"; orders-and-payments.md §4.4.
 */
export function unpaidTotal(lines: readonly CartLine[]): Cents {
  return cartTotal(lines.filter((l) => l.status === 1 || l.status === 21));
}

/** Paid: no line has status 1 or 21 (an empty cart reads as paid; check emptiness first). Spec: storefront.md §4. */
export function isCartPaid(lines: readonly CartLine[]): boolean {
  return !lines.some((l) => l.status === 1 || l.status === 21);
}

/** Submitted: no line has status 1 (storefront.md §4 "Cart line status"). */
export function isCartSubmitted(lines: readonly CartLine[]): boolean {
  return !lines.some((l) => l.status === 1);
}

/** Partial submit: both new (1) and submitted (2 or 21) lines exist (storefront.md §4; orders-and-payments.md §4.4). */
export function isPartialSubmit(lines: readonly CartLine[]): boolean {
  return lines.some((l) => l.status === 1) && lines.some((l) => l.status !== 1);
}

/**
 * The cart drawer tabs: shown only in a partial submit; 'new' ('Newly added items') while any new line
 * exists, else 'ordered' ('Ordered items').
 *
 * Spec: storefront.md §2.6 "Cart bar and cart drawer"; orders-and-payments.md §4.4.
 */
export function mapCartTabs(lines: readonly CartLine[]): { shown: boolean; tab: 'new' | 'ordered' } {
  return { shown: isPartialSubmit(lines), tab: lines.some((l) => l.status === 1) ? 'new' : 'ordered' };
}

const TYPE_POSITION: Record<number, number> = { 101: 1, 102: 1, 1021: 1, 2: 2, 21: 2, 22: 2, 4: 3, 5: 4 };
/** Within a group and course, the parent before its children: bundle, combo group, product, modifier, others. */
const TYPE_RANK: Record<number, number> = { 101: 0, 102: 0, 1021: 1, 2: 2, 21: 2, 22: 3, 4: 4, 5: 5 };

/**
 * The cart in display order: by sort position (set menu and combo 1 — their children and modifiers
 * with them —, standalone product 2, type 4 is 3, type 5 is 4, unknown types last), then store, group
 * (gid), course (`sequence`, 99 as 0), add sequence (`extra.groupCartSeqId`), type (parent first),
 * and finally tid and id so the order is total. Stable: lines equal on every key keep their order.
 *
 * Spec: storefront.md §9 "Sort position".
 */
export function sortCartLines(lines: readonly CartLine[]): CartLine[] {
  const bundleGroups = new Set(lines.filter((l) => l.gid !== 0 && TYPE_POSITION[l.type] === 1).map((l) => l.gid));
  const keyed = lines.map((line) => ({
    line,
    key: [
      line.gid !== 0 && bundleGroups.has(line.gid) ? 1 : (TYPE_POSITION[line.type] ?? 5),
      line.store_id,
      line.gid,
      lineCourse(line),
      Number(readLineExtra(line).groupCartSeqId ?? 0),
      TYPE_RANK[line.type] ?? 6,
      line.tid,
      line.id,
    ],
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
    return 0;
  });
  return keyed.map((k) => k.line);
}

/**
 * The cart grouped by store (for order types that group per store), in display order; the store name
 * from `venue.stores` ('' when unknown).
 *
 * Spec: storefront.md §1 (a venue may contain several stores), §9 "Sort position".
 */
export function groupCartByStore(lines: readonly CartLine[], venue: Pick<Venue, 'stores'>): { storeId: number; name: string; lines: CartLine[] }[] {
  const groups: { storeId: number; name: string; lines: CartLine[] }[] = [];
  for (const line of sortCartLines(lines)) {
    let group = groups.find((g) => g.storeId === line.store_id);
    if (!group) {
      group = { storeId: line.store_id, name: venue.stores.find((s) => s.id === line.store_id)?.name ?? '', lines: [] };
      groups.push(group);
    }
    group.lines.push(line);
  }
  return groups;
}

/** A course heading: the course's name, or the key 'courseN' {n} when unnamed. */
export type CourseLabel = { name: string } | { key: 'courseN'; params: { n: number } };

/**
 * The cart grouped by course for the drawer: entries (in display order) under the course of their head
 * line (`sequence`, 99 as 0), courses ascending. The label is the name from `venue.order_sequences`,
 * 'Course N' when the course has no name, and `null` for course 0 when the venue names none (no
 * heading).
 *
 * Spec: storefront.md §2.6 "Cart bar and cart drawer", "Menu list" ('Course N' for unnamed courses).
 */
export function groupCartByCourse(
  lines: readonly CartLine[],
  venue: Pick<Venue, 'order_sequences'>,
): { sequence: number; label: CourseLabel | null; entries: CartEntry[] }[] {
  const groups = new Map<number, CartEntry[]>();
  for (const entry of mapCartEntries(sortCartLines(lines))) {
    const course = lineCourse(entry.head);
    groups.set(course, [...(groups.get(course) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([sequence, entries]) => {
      const named = venue.order_sequences.find((s) => s.sequence === sequence);
      const label: CourseLabel | null = named?.name ? { name: named.name } : sequence === 0 && !named ? null : { key: 'courseN', params: { n: sequence } };
      return { sequence, label, entries };
    });
}

/**
 * Lines with the same identity key merged into one, counts summed, the first line's other fields kept;
 * order of first appearance.
 *
 * Spec: storefront.md §3 "Cart line" (identity).
 */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    const key = cartLineKey(line);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, count: seen.count + line.count } : line);
  }
  return [...merged.values()];
}

/** What makes two entries the same item per unit: everything but ids, gid and counts (modifiers keyed by their parent). */
function lineSignature(line: CartLine, entry: CartEntry): string {
  const { notes = '', gtid } = readLineExtra(line);
  const parent = line.type === LINE_TYPE.modifier ? entry.lines.find((l) => l.tid === gtid && l.type !== LINE_TYPE.modifier) : undefined;
  return JSON.stringify([
    line.type,
    line.type === LINE_TYPE.modifier ? line.tid : 0,
    line.pid,
    line.sid,
    line.cid,
    line.name,
    line.code,
    line.price,
    line.value,
    line.sequence,
    line.menu_id,
    line.store_id,
    line.status,
    line.taxes,
    notes,
    line.count / entry.head.count,
    parent ? [parent.type, parent.pid, parent.sid] : null,
  ]);
}

function entrySignature(entry: CartEntry): string {
  return JSON.stringify(entry.lines.map((l) => lineSignature(l, entry)).sort());
}

/** Scales every line of an entry from its head's count to `count` (per-unit counts are whole numbers). */
function scaleEntry(entry: CartEntry, count: number): CartLine[] {
  return entry.lines.map((l) => ({ ...l, count: Math.round((l.count / entry.head.count) * count) }));
}

/**
 * Adds built lines (one or more entries, status 1) to the cart. Refused with TABLE_LOCKED when the
 * table is locked, CART_ITEMS_MAX {max} when the cart count would exceed order_carts_max, OUT_OF_STOCK
 * {name} when the cart's new lines and the added ones together exceed the stock. An added entry
 * identical per unit to a new entry already in the cart (same product, variant, modifiers, prices,
 * notes) is merged into it by adding the counts; otherwise it is appended.
 *
 * Spec: storefront.md §5 "Adding to the cart", "Sell-out and stock".
 */
export function addToCart(cart: readonly CartLine[], added: readonly CartLine[], context: CartContext): Result<CartLine[]> {
  if (context.tableLocked) return err('TABLE_LOCKED');
  const max = context.cartMax && context.cartMax > 0 ? context.cartMax : DEFAULT_CART_MAX;
  if (cartItemCount([...cart, ...added], context.menu) > max) return err('CART_ITEMS_MAX', { max });
  const stock = checkStock([...selectNewLines(cart), ...added], context.menu);
  if (!stock.ok) return stock;

  let result = [...cart];
  for (const entry of mapCartEntries(added)) {
    const signature = entrySignature(entry);
    const same = mapCartEntries(result).find((e) => e.head.status === 1 && entrySignature(e) === signature);
    if (!same) {
      result = [...result, ...entry.lines];
      continue;
    }
    const scaled = scaleEntry(same, same.head.count + entry.head.count);
    result = result.map((l) => scaled[same.lines.indexOf(l)] ?? l);
  }
  return ok(result);
}

/**
 * Changes the quantity of a new entry (identified by its head line id) by `delta`, scaling its children
 * and modifiers; at 0 or below the entry is removed. Only new entries (status 1) change (NOT_ACCEPTABLE
 * otherwise, NOT_FOUND for an unknown id). Increases are refused like additions (TABLE_LOCKED,
 * CART_ITEMS_MAX, OUT_OF_STOCK — an item that would sell out cannot be increased); decreases are
 * always allowed.
 *
 * Spec: storefront.md §2.6 "Cart bar and cart drawer" (minus decrements a line), §5 "Sell-out and stock".
 */
export function changeCartEntryCount(cart: readonly CartLine[], headLineId: number, delta: number, context: CartContext): Result<CartLine[]> {
  const entry = mapCartEntries(cart).find((e) => e.head.id === headLineId);
  if (!entry) return err('NOT_FOUND');
  if (entry.head.status !== 1) return err('NOT_ACCEPTABLE');
  const count = entry.head.count + delta;
  if (count <= 0) return ok(cart.filter((l) => !entry.lines.includes(l)));
  const scaled = scaleEntry(entry, count);
  const result = cart.map((l) => scaled[entry.lines.indexOf(l)] ?? l);
  if (delta > 0) {
    if (context.tableLocked) return err('TABLE_LOCKED');
    const max = context.cartMax && context.cartMax > 0 ? context.cartMax : DEFAULT_CART_MAX;
    if (cartItemCount(result, context.menu) > max) return err('CART_ITEMS_MAX', { max });
    const stock = checkStock(selectNewLines(result), context.menu);
    if (!stock.ok) return stock;
  }
  return ok(result);
}

/** The table-cart diff: lines to send instead of the whole cart (storefront.md §4, orders-and-payments.md §4.8). */
export type TableCartDiff = CartLine[];

/** Field-by-field equality of two lines (fields are primitives; key order does not matter). */
function isSameLine(a: CartLine, b: CartLine): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof CartLine)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * The difference between the stored table cart and the current one, keyed by identity
 * (`cartLineKey`; lines sharing a key are merged first): a line gone from the current cart is sent
 * with count = −stored count; a line whose count or any other field changed is sent with the current
 * fields and count = current − stored (the delta, possibly 0 when only a field changed); a new line
 * is sent in full. Unchanged lines are not sent. Removals first (stored order), then changes and new
 * lines (current order).
 *
 * Spec: storefront.md §4 "Cart line status" (saving a table cart); orders-and-payments.md §4.8.
 */
export function diffTableCart(stored: readonly CartLine[], current: readonly CartLine[]): TableCartDiff {
  const before = new Map(mergeCartLines(stored).map((l) => [cartLineKey(l), l]));
  const after = mergeCartLines(current);
  const afterKeys = new Set(after.map(cartLineKey));
  const removed = [...before.values()].filter((l) => !afterKeys.has(cartLineKey(l))).map((l) => ({ ...l, count: -l.count }));
  const changed = after.flatMap((line) => {
    const old = before.get(cartLineKey(line));
    if (!old) return [line];
    if (isSameLine(old, line)) return [];
    return [{ ...line, count: line.count - old.count }];
  });
  return [...removed, ...changed];
}

/**
 * Applies a table-cart diff to the stored cart (the server's side of `diffTableCart`): a diff line
 * whose key is stored replaces the stored fields and adds its count to the stored count, and the line
 * is dropped when the result is 0 or less; a diff line with a new key is appended when its count is
 * positive. NOT_VALID {key} when a diff line with a new key has a count of 0 or less (it removes or
 * changes a line the stored cart does not hold: the client's view is stale).
 * Invariant: `applyTableCartDiff(stored, diffTableCart(stored, current))` holds the same lines as
 * `mergeCartLines(current)` (same keys, fields and counts) when every current count is positive.
 *
 * Spec: storefront.md §4 "Cart line status"; orders-and-payments.md §4.8.
 */
export function applyTableCartDiff(stored: readonly CartLine[], diff: TableCartDiff): Result<CartLine[]> {
  const result = mergeCartLines(stored);
  const index = new Map(result.map((l, i) => [cartLineKey(l), i]));
  for (const line of diff) {
    const key = cartLineKey(line);
    const at = index.get(key);
    if (at === undefined) {
      if (line.count <= 0) return err('NOT_VALID', { key });
      index.set(key, result.length);
      result.push(line);
      continue;
    }
    result[at] = { ...line, count: result[at].count + line.count };
  }
  return ok(result.filter((l) => l.count > 0));
}

/**
 * Whether a diff only touches what a diner may change: lines of new (status 1) stored lines, and new
 * lines with status 1. Submitted lines are the kitchen's: NOT_ACCEPTABLE {key} for a diff line that
 * would change or remove one, or that adds a line with another status.
 *
 * Spec: storefront.md §4 "Table states", "Cart line status".
 */
export function checkTableCartDiff(stored: readonly CartLine[], diff: TableCartDiff): Result<TableCartDiff> {
  const before = new Map(stored.map((l) => [cartLineKey(l), l]));
  for (const line of diff) {
    const old = before.get(cartLineKey(line));
    if ((old ?? line).status !== 1) return err('NOT_ACCEPTABLE', { key: cartLineKey(line) });
  }
  return ok(diff);
}

/** Why a saved cart entry no longer matches the menu. */
export type ChangedReason =
  | 'menuUnavailable'
  | 'notFound'
  | 'soldOut'
  | 'priceChanged'
  | 'modifierUnavailable'
  | 'modifierPriceChanged'
  | 'modifierSoldOut'
  | 'bundlePriceChanged';

/** A changed item, listed in the 'The following items have been changed…' modal. */
export interface ChangedCartItem {
  /** The entry's head line. */
  line: CartLine;
  /** The line that failed (the head, a child or a modifier). */
  failed: CartLine;
  reason: ChangedReason;
}

function checkEntry(entry: CartEntry, menu: Menu, allowPriceChange: boolean): { failed: CartLine; reason: ChangedReason } | null {
  const { head } = entry;
  if (BUNDLE_TYPES.includes(head.type)) {
    const bundle = head.type === LINE_TYPE.combo ? menu.combos.find((c) => c.id === head.pid) : menu.setmenus.find((s) => s.id === head.pid);
    if (!bundle) return { failed: head, reason: 'notFound' };
    if (bundle.price !== head.price) return { failed: head, reason: 'bundlePriceChanged' };
    if (isSoldOut(head.type === LINE_TYPE.combo ? { kind: 'combo', comboId: bundle.id } : { kind: 'setMenu', setMenuId: bundle.id }, menu)) return { failed: head, reason: 'soldOut' };
  }
  const components = [...menu.setmenus.flatMap((s) => s.items), ...menu.combos.flatMap((c) => c.groups.flatMap((g) => g.items))];
  for (const line of entry.lines) {
    if (PRODUCT_TYPES.includes(line.type) && line === head) {
      const product = menu.products.find((p) => p.id === line.pid);
      const variant = line.sid ? product?.variants.find((v) => v.id === line.sid) : undefined;
      if (!product || (line.sid && !variant)) return { failed: line, reason: 'notFound' };
      if (!allowPriceChange && (variant ? variant.price : product.price) !== line.price) return { failed: line, reason: 'priceChanged' };
      if (isSoldOut(variant ? { kind: 'variant', productId: product.id, variantId: variant.id } : { kind: 'product', productId: product.id }, menu)) return { failed: line, reason: 'soldOut' };
    }
    if (line.type !== LINE_TYPE.modifier) continue;
    const { gtid } = readLineExtra(line);
    const parent = entry.lines.find((l) => l.tid === gtid && l.type !== LINE_TYPE.modifier) ?? head;
    const offered =
      parent === head && !BUNDLE_TYPES.includes(head.type)
        ? menu.products.find((p) => p.id === parent.pid)?.modifier_ids
        : (components.find((i) => i.pid === parent.pid && i.sid === parent.sid) ?? components.find((i) => i.pid === parent.pid))?.modifier_ids;
    const modifier = menu.modifiers.find((m) => m.id === line.tid);
    if (!modifier || !offered?.includes(line.tid)) return { failed: line, reason: 'modifierUnavailable' };
    if (modifier.price !== line.price) return { failed: line, reason: 'modifierPriceChanged' };
    if (isSoldOut({ kind: 'modifier', modifierId: modifier.id }, menu)) return { failed: line, reason: 'modifierSoldOut' };
  }
  return null;
}

/**
 * Saved new cart entries checked against the current menus (menuCheckInfo): the entry's menu must
 * still be offered (one of `menus`); a product or variant must exist at the same price unless
 * `allowPriceChange`, and not be sold out (nothing left of it at all: the current availability of §4;
 * a cart holding more than a tracked stock is left to the stock check of the order); every checked modifier must still be in its product's (or bundle component's)
 * `modifier_ids`, at the same price and not sold out; a set menu or combo must exist at the same price.
 * A failing line invalidates its whole entry. Submitted entries (status 2, 21) are kept as they are.
 * Returns the lines to keep and the changed items, one per invalid entry.
 *
 * Spec: storefront.md §4 "Menu and cart validity before ordering", §5 "Saved cart lines against the current menu".
 */
export function findChangedCartItems(
  lines: readonly CartLine[],
  menus: readonly Menu[],
  options: { allowPriceChange?: boolean } = {},
): { valid: CartLine[]; changed: ChangedCartItem[] } {
  const valid: CartLine[] = [];
  const changed: ChangedCartItem[] = [];
  for (const entry of mapCartEntries(lines)) {
    if (entry.head.status !== 1) {
      valid.push(...entry.lines);
      continue;
    }
    const menu = menus.find((m) => m.id === entry.head.menu_id);
    const problem = menu ? checkEntry(entry, menu, options.allowPriceChange ?? false) : { failed: entry.head, reason: 'menuUnavailable' as const };
    if (problem) changed.push({ line: entry.head, ...problem });
    else valid.push(...entry.lines);
  }
  return { valid, changed };
}

/**
 * The menu to show after the validity check: the only menu id left in the cart when it differs from
 * the current one, else the current one.
 *
 * Spec: storefront.md §4 "Menu and cart validity before ordering".
 */
export function selectMenuAfterCheck(lines: readonly CartLine[], currentMenuId: number): number {
  const ids = [...new Set(lines.map((l) => l.menu_id))];
  return ids.length === 1 ? ids[0] : currentMenuId;
}

/**
 * 'Order again' copies of an old order's lines: every line new (status 1), with a fresh line id (and
 * tid, except modifier lines which keep the modifier id), a fresh group id per entry and a fresh add
 * sequence per entry; children and modifiers re-linked to their entry's new gid and their parent's new
 * tid (`extra.gtid`). Discounts and computed taxes are reset to 0; notes are kept.
 *
 * Spec: orders-and-payments.md §2.3 "Order again"; storefront.md §2.6 (ORDER_AGAIN).
 */
export function copyLinesForOrderAgain(lines: readonly CartLine[], ids: CartIdGenerators): CartLine[] {
  return mapCartEntries(lines).flatMap((entry) => {
    const gid = ids.groupId();
    const groupCartSeqId = ids.sequenceId();
    const newTid = new Map<number, number>();
    const copies = entry.lines.map((line) => {
      const id = ids.lineId();
      const tid = line.type === LINE_TYPE.modifier ? line.tid : id;
      if (line.type !== LINE_TYPE.modifier) newTid.set(line.tid, tid);
      return { ...line, id, tid, gid, status: 1 as LineStatus, discount: 0, taxtotal: 0, taxextra: 0 };
    });
    return copies.map((line) => {
      const extra = readLineExtra(line);
      const gtid = extra.gtid !== undefined ? newTid.get(extra.gtid) : undefined;
      return { ...line, extra: extraJson({ ...extra, groupCartSeqId, gtid }) };
    });
  });
}
