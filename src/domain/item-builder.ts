/**
 * Building an item on the product sheet (storefront.md §2.6 "Product detail sheet", §5 "Modifier
 * selection", "Adding to the cart").
 *
 * An item build is the state of one product, combo or set menu being configured: the chosen variant,
 * modifier counts per modifier group, combo picks, quantity and notes, plus the context it is checked
 * against (menu, cart, cart maximum, table lock). `reduceItemBuild(state, action)` is a pure reducer:
 * an action the rules refuse leaves the choices unchanged and sets `message` to the refusal (a catalogue
 * code with its parameters); any other action clears it. `mapItemBuildView` builds the view model
 * (rule labels as message keys, sold-out flags, totals, button states). When the build is complete,
 * `checkAddToCart` gives the final yes/no and `buildCartLines` turns it into cart lines (which `cart.ts`
 * adds to the cart).
 *
 * Modifier groups come from `menu.modifiers` whose option id is in the product's `modifier_ids`,
 * grouped by `modifier_id`: group limit 1 is a single choice, 0 unlimited, N at most N in total;
 * option limit 0 is unlimited. Combo groups: limit 1 needs one pick, limit > 1 exactly `limits` picks,
 * 0 at least one. Each combo component can be picked once per group; picking it again is a no-op.
 */
import type { BundleItem, CartLine, Combo, ComboGroup, LineStatus, Menu, Modifier, Product, SetMenu, Variant, Cents } from './types';
import { LINE_TYPE } from './types';
import type { Err, Result } from './result';
import { err, ok } from './result';
import { availableCount, availableCountOfLines, isSoldOut } from './stock';
import { lineTaxesJson, selectNewLines, writeLineExtra, type CartIdGenerators } from './cart-lines';
import { cartItemCount, resolveCartMax } from './cart-totals';

/** What an item is checked against. */
export interface ItemBuildContext {
  menu: Menu;
  /** The cart as it stands: all lines count toward order_carts_max, new lines (status 1) toward stock. */
  cart: readonly CartLine[];
  /** order_carts_max; missing or ≤ 0 reads as 120. */
  cartMax?: number;
  /** Table status 'locked for checkout': no new item can be added. */
  tableLocked?: boolean;
  /** The venue's order_notes setting allows special instructions (default true); when false notes stay empty. */
  notesAllowed?: boolean;
}

/** A modifier option of a group with its chosen count. */
export interface ModifierOptionBuild {
  modifier: Modifier;
  /** 0 = unchecked. */
  count: number;
}

/** A client-side modifier group (storefront.md §3): options sharing `modifier_id`. */
export interface ModifierGroupBuild {
  /** The `modifier_id`. */
  id: number;
  name: string;
  /** Translated names by locale (issue 27 item 11); absent when none. */
  name_i18n?: Record<string, string>;
  /** 1 single choice, 0 unlimited, N at most N options counted together. */
  limit: number;
  /** Least total count to choose. */
  minimum: number;
  options: ModifierOptionBuild[];
}

/** The choices for one product: the product on its own, or one combo / set-menu component. */
export interface ProductChoice {
  productId: number;
  name: string;
  variants: readonly Variant[];
  /** The first available variant when the build started (0 = none); '+ difference' prices are relative to it. */
  defaultVariantId: number;
  /** 0 = none chosen. */
  variantId: number;
  groups: ModifierGroupBuild[];
}

interface BuildBase {
  context: ItemBuildContext;
  /** ≥ 1. */
  quantity: number;
  notes: string;
  /** The last refusal (modifier limit, out of stock, too many items …); cleared by the next accepted action. */
  message?: Err;
}

/** Building a product: its variant and modifier choices. */
export interface ProductBuild extends BuildBase {
  kind: 'product';
  product: Product;
  choice: ProductChoice;
}

/** A combo component picked in a group. */
export interface ComboPick {
  groupId: number;
  item: BundleItem;
  choice: ProductChoice;
}

/** Building a combo: one pick per chosen component, each with its own choices. */
export interface ComboBuild extends BuildBase {
  kind: 'combo';
  combo: Combo;
  picks: ComboPick[];
}

/** A set-menu item (every item is included). */
export interface SetMenuComponent {
  item: BundleItem;
  choice: ProductChoice;
}

/** Building a set menu: every item, by course, each with its own choices. */
export interface SetMenuBuild extends BuildBase {
  kind: 'setMenu';
  setMenu: SetMenu;
  components: SetMenuComponent[];
}

/** The state of the product sheet (see the module note). */
export type ItemBuild = ProductBuild | ComboBuild | SetMenuBuild;

/** Which product of a bundle an action addresses: a set-menu item by id, or a combo pick by group and item. */
export interface ComponentTarget {
  groupId?: number;
  itemId: number;
}

/** What the product sheet can do; `target` addresses a set-menu item or combo pick (omit it on a product). */
export type ItemBuildAction =
  | { type: 'selectVariant'; variantId: number; target?: ComponentTarget }
  /** Check an unchecked option (count 1), uncheck a checked one. */
  | { type: 'toggleModifier'; modifierId: number; target?: ComponentTarget }
  /** Tap: check an unchecked option, raise a checked one up to its limit. */
  | { type: 'incrementModifier'; modifierId: number; target?: ComponentTarget }
  | { type: 'decrementModifier'; modifierId: number; target?: ComponentTarget }
  /** Reset to unchecked, count 0. */
  | { type: 'clearModifier'; modifierId: number; target?: ComponentTarget }
  | { type: 'chooseComboItem'; groupId: number; itemId: number }
  /** The '×' on a combo chip: removes the pick and its modifiers. */
  | { type: 'clearComboItem'; groupId: number; itemId: number }
  | { type: 'setQuantity'; quantity: number }
  | { type: 'incrementQuantity' }
  | { type: 'decrementQuantity' }
  | { type: 'setNotes'; notes: string };

/** What an item to build is: a product, a combo or a set menu of the menu. */
export type ItemRef = { kind: 'product'; productId: number } | { kind: 'combo'; comboId: number } | { kind: 'setMenu'; setMenuId: number };

/** A rule label as a message key with parameters. */
export interface RuleLabel {
  key: 'chooseRequired' | 'chooseUpTo' | 'required' | 'requiredCount';
  params?: Record<string, number>;
}

/**
 * Modifier groups of a product or component: the menu's modifier options whose id is in
 * `modifierIds`, grouped by `modifier_id` (group name, limit and minimum from its first option),
 * ordered by the lowest `modifier_pos` then first appearance; every option unchecked.
 *
 * Spec: storefront.md §3 "Client-side modifier group", §5 "Modifier selection".
 */
export function mapModifierGroups(modifierIds: readonly number[], menu: Menu): ModifierGroupBuild[] {
  const groups = new Map<number, ModifierGroupBuild & { position: number }>();
  for (const modifier of menu.modifiers) {
    if (!modifierIds.includes(modifier.id)) continue;
    let group = groups.get(modifier.modifier_id);
    if (!group) {
      group = {
        id: modifier.modifier_id,
        name: modifier.modifier_name,
        ...(modifier.modifier_name_i18n ? { name_i18n: modifier.modifier_name_i18n } : {}),
        limit: modifier.modifier_limit,
        minimum: modifier.modifier_minimum,
        position: modifier.modifier_pos,
        options: [],
      };
      groups.set(modifier.modifier_id, group);
    }
    group.position = Math.min(group.position, modifier.modifier_pos);
    group.options.push({ modifier, count: 0 });
  }
  return [...groups.values()].sort((a, b) => a.position - b.position).map(({ position: _position, ...group }) => group);
}

/** Total count checked in a modifier group. */
export function modifierGroupCount(group: ModifierGroupBuild): number {
  return group.options.reduce((sum, o) => sum + o.count, 0);
}

/** A group is full when its limit is set (> 0) and the checked counts reach it (storefront.md §5). */
export function isModifierGroupFull(group: ModifierGroupBuild): boolean {
  return group.limit > 0 && modifierGroupCount(group) >= group.limit;
}

/** A group is required when its `modifier_minimum` is above 0 (storefront.md §5). */
export function isModifierGroupRequired(group: ModifierGroupBuild): boolean {
  return group.minimum > 0;
}

/** A group is met when its checked count reaches `modifier_minimum`; shown red while not (storefront.md §2.6). */
export function isModifierGroupMet(group: ModifierGroupBuild): boolean {
  return modifierGroupCount(group) >= group.minimum;
}

/**
 * The rule label of a modifier group: 'Choose required N' (N = minimum) when required, else
 * 'Choose up to N' (N = limit) when limited, else none.
 *
 * Spec: storefront.md §2.6 "Modifier groups".
 */
export function mapModifierGroupLabel(group: ModifierGroupBuild): RuleLabel | null {
  if (group.minimum > 0) return { key: 'chooseRequired', params: { count: group.minimum } };
  if (group.limit > 0) return { key: 'chooseUpTo', params: { count: group.limit } };
  return null;
}

/**
 * The rule label of a combo group: 'required' when the limit is 1, 'required x/limit' when the limit
 * is above 1 (x = picks in the group). A limit of 0 (at least one) also reads 'required': 'x/0' would
 * say nothing true.
 *
 * Spec: storefront.md §2.6 "Combo groups".
 */
export function mapComboGroupLabel(group: ComboGroup, picks: readonly ComboPick[]): RuleLabel {
  if (group.limits <= 1) return { key: 'required' };
  return { key: 'requiredCount', params: { selected: picks.filter((p) => p.groupId === group.id).length, limit: group.limits } };
}

/**
 * Whether a combo group's picks meet its limit: limit 1 needs one, limit > 1 exactly `limits`,
 * otherwise at least one.
 *
 * Spec: storefront.md §5 "Adding to the cart".
 */
export function isComboGroupMet(group: ComboGroup, picks: readonly ComboPick[]): boolean {
  const picked = picks.filter((p) => p.groupId === group.id).length;
  return group.limits >= 1 ? picked === group.limits : picked >= 1;
}

const cartMaxOf = (context: ItemBuildContext): number => resolveCartMax(context.cartMax);

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
        extra: writeLineExtra({ groupCartSeqId, gtid: parent.tid }),
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
      taxes: lineTaxesJson(product.tax_ids, menu),
      extra: writeLineExtra({ groupCartSeqId, notes }),
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
    extra: writeLineExtra({ groupCartSeqId, notes }),
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
      taxes: lineTaxesJson(item.tax_ids, menu),
      extra: writeLineExtra({ groupCartSeqId, gtid: headId }),
    };
    return [child, ...modifierLines(choice, child, groupCartSeqId, ids)];
  });
  return [head, ...children];
}

/** Ids for lines built only to measure stock. */
function scratchIds() {
  let next = 0;
  const id = () => --next;
  return { lineId: id, groupId: id, sequenceId: id };
}

/** Cart lines of one unit of the build, as `buildCartLines` builds them. */
function unitLines(build: ItemBuild): CartLine[] {
  return buildCartLines({ ...build, quantity: 1 }, scratchIds());
}

/**
 * The largest quantity of this build the stock allows beside the cart's new lines (shared
 * ingredients counted together); `Infinity` when nothing tracked limits it.
 *
 * Spec: storefront.md §5 "Sell-out and stock".
 */
export function maxBuildQuantity(build: ItemBuild): number {
  return availableCountOfLines(unitLines(build), build.context.menu, selectNewLines(build.context.cart));
}

/**
 * How many cart items one unit of the build counts toward order_carts_max: a product 1, a combo its
 * number of groups, a set menu its number of items.
 *
 * Spec: storefront.md §5 "Adding to the cart".
 */
export function buildCartCountPerUnit(build: ItemBuild): number {
  if (build.kind === 'combo') return build.combo.groups.length;
  if (build.kind === 'setMenu') return build.setMenu.items.length;
  return 1;
}

/** Whether `quantity` units fit under order_carts_max beside the cart. */
function fitsCartMax(build: ItemBuild, quantity: number): boolean {
  return cartItemCount(build.context.cart, build.context.menu) + buildCartCountPerUnit(build) * quantity <= cartMaxOf(build.context);
}

function isVariantAvailable(menu: Menu, productId: number, variant: Variant, lines: readonly CartLine[], need: number): boolean {
  return availableCount({ kind: 'variant', productId, variantId: variant.id }, menu, lines) >= need;
}

/**
 * The choices of a product or component: the first variant that is not sold out and, if tracked, has
 * stock left for `need` units is checked (storefront.md §5 "Modifier selection"); every modifier unchecked.
 */
function buildProductChoice(
  productId: number,
  name: string,
  variants: readonly Variant[],
  modifierIds: readonly number[],
  context: ItemBuildContext,
  need: number,
): ProductChoice {
  const newLines = selectNewLines(context.cart);
  const first = variants.find((v) => isVariantAvailable(context.menu, productId, v, newLines, need));
  return {
    productId,
    name,
    variants,
    defaultVariantId: first?.id ?? 0,
    variantId: first?.id ?? 0,
    groups: mapModifierGroups(modifierIds, context.menu),
  };
}

function componentChoice(item: BundleItem, context: ItemBuildContext): ProductChoice {
  return buildProductChoice(item.pid, item.name, item.variants ?? [], item.modifier_ids, context, Math.max(1, item.count));
}

/**
 * Starts building a product, combo or set menu with quantity 1, empty notes, and the first available
 * variant checked. Refuses NOT_FOUND when the menu does not hold it and OUT_OF_STOCK when it is sold
 * out (sold-out items do not open).
 *
 * Spec: storefront.md §2.6 "Menu list" (click opens detail unless sold out), "Product detail sheet".
 */
export function buildItem(ref: ItemRef, context: ItemBuildContext): Result<ItemBuild> {
  const { menu } = context;
  const newLines = selectNewLines(context.cart);
  const base = { context, quantity: 1, notes: '' };
  if (ref.kind === 'product') {
    const product = menu.products.find((p) => p.id === ref.productId);
    if (!product) return err('NOT_FOUND');
    if (isSoldOut({ kind: 'product', productId: product.id }, menu, newLines)) return err('OUT_OF_STOCK', { name: product.name });
    const choice = buildProductChoice(product.id, product.name, product.variants, product.modifier_ids, context, 1);
    return ok({ ...base, kind: 'product', product, choice });
  }
  if (ref.kind === 'combo') {
    const combo = menu.combos.find((c) => c.id === ref.comboId);
    if (!combo) return err('NOT_FOUND');
    if (isSoldOut({ kind: 'combo', comboId: combo.id }, menu, newLines)) return err('OUT_OF_STOCK', { name: combo.name });
    return ok({ ...base, kind: 'combo', combo, picks: [] });
  }
  const setMenu = menu.setmenus.find((s) => s.id === ref.setMenuId);
  if (!setMenu) return err('NOT_FOUND');
  if (isSoldOut({ kind: 'setMenu', setMenuId: setMenu.id }, menu, newLines)) return err('OUT_OF_STOCK', { name: setMenu.name });
  const components = [...setMenu.items]
    .sort((a, b) => a.sequence - b.sequence)
    .map((item) => ({ item, choice: componentChoice(item, context) }));
  return ok({ ...base, kind: 'setMenu', setMenu, components });
}

/** The choice an action addresses, or undefined when the target does not exist. */
function findChoice(build: ItemBuild, target: ComponentTarget | undefined): ProductChoice | undefined {
  if (build.kind === 'product') return build.choice;
  if (!target) return undefined;
  if (build.kind === 'combo') return build.picks.find((p) => p.groupId === target.groupId && p.item.id === target.itemId)?.choice;
  return build.components.find((c) => c.item.id === target.itemId)?.choice;
}

/** The build with the addressed choice replaced. */
function withChoice(build: ItemBuild, target: ComponentTarget | undefined, choice: ProductChoice): ItemBuild {
  if (build.kind === 'product') return { ...build, choice };
  if (build.kind === 'combo') {
    return { ...build, picks: build.picks.map((p) => (p.groupId === target?.groupId && p.item.id === target.itemId ? { ...p, choice } : p)) };
  }
  return { ...build, components: build.components.map((c) => (c.item.id === target?.itemId ? { ...c, choice } : c)) };
}

function setModifierCount(choice: ProductChoice, modifierId: number, count: (group: ModifierGroupBuild, option: ModifierOptionBuild) => number): ProductChoice {
  return {
    ...choice,
    groups: choice.groups.map((group) =>
      group.options.some((o) => o.modifier.id === modifierId)
        ? { ...group, options: group.options.map((o) => ({ ...o, count: count(group, o) })) }
        : group,
    ),
  };
}

const refuse = (build: ItemBuild, message: Err): ItemBuild => ({ ...build, message });

/** Accepts an increase only when the stock still holds the current quantity. */
function acceptIfInStock(before: ItemBuild, after: ItemBuild, name: string): ItemBuild {
  if (maxBuildQuantity(after) < after.quantity) return refuse(before, err('OUT_OF_STOCK', { name }));
  return after;
}

function incrementModifier(build: ItemBuild, choice: ProductChoice, modifierId: number, target: ComponentTarget | undefined): ItemBuild {
  const group = choice.groups.find((g) => g.options.some((o) => o.modifier.id === modifierId))!;
  const option = group.options.find((o) => o.modifier.id === modifierId)!;
  const { modifier } = option;
  let next: ProductChoice;
  if (group.limit === 1) {
    if (option.count > 0) return build;
    // Single choice: checking one option unchecks the others.
    next = setModifierCount(choice, modifierId, (_g, o) => (o.modifier.id === modifierId ? 1 : 0));
  } else {
    if (modifier.limit > 0 && option.count >= modifier.limit) {
      return refuse(build, err('MODIFIER_LIMIT', { countLimit: modifier.limit, modifierName: modifier.name }));
    }
    if (isModifierGroupFull(group)) {
      return refuse(build, err('MODIFIER_LIMIT', { countLimit: group.limit, modifierName: group.name }));
    }
    next = setModifierCount(choice, modifierId, (_g, o) => (o.modifier.id === modifierId ? o.count + 1 : o.count));
  }
  return acceptIfInStock(build, withChoice(build, target, next), modifier.name);
}

function chooseComboItem(build: ComboBuild, groupId: number, itemId: number): ItemBuild {
  const group = build.combo.groups.find((g) => g.id === groupId);
  const item = group?.items.find((i) => i.id === itemId);
  if (!group || !item) return build;
  if (build.picks.some((p) => p.groupId === groupId && p.item.id === itemId)) return build;
  if (item.status === 13) return refuse(build, err('OUT_OF_STOCK', { name: item.name }));
  const inGroup = build.picks.filter((p) => p.groupId === groupId);
  if (group.limits > 1 && inGroup.length >= group.limits) {
    return refuse(build, err('COMBO_GROUP_FULL', { limit: group.limits, groupName: group.name }));
  }
  const pick: ComboPick = { groupId, item, choice: componentChoice(item, build.context) };
  // Limit 1 is a single choice: the new pick replaces the group's pick.
  const kept = group.limits === 1 ? build.picks.filter((p) => p.groupId !== groupId) : build.picks;
  return acceptIfInStock(build, { ...build, picks: [...kept, pick] }, item.name);
}

function setQuantity(build: ItemBuild, quantity: number): ItemBuild {
  const q = Math.max(1, Math.floor(quantity));
  if (q <= build.quantity) return { ...build, quantity: q };
  if (build.context.tableLocked) return refuse(build, err('TABLE_LOCKED'));
  if (q > maxBuildQuantity(build)) return refuse(build, err('OUT_OF_STOCK', { name: buildName(build) }));
  if (!fitsCartMax(build, q)) return refuse(build, err('CART_ITEMS_MAX', { max: cartMaxOf(build.context) }));
  return { ...build, quantity: q };
}

/** The display name of the build: the product, combo or set-menu name (storefront.md §2.6 attribute drawer title). */
export function buildName(build: ItemBuild): string {
  if (build.kind === 'product') return build.product.name;
  if (build.kind === 'combo') return build.combo.name;
  return build.setMenu.name;
}

/**
 * The pure reducer of the product sheet: `(state, action) → state`.
 * - selectVariant: only a variant of the addressed product that the stock holds at the current quantity;
 * - toggle/increment/decrement/clearModifier: tapping an unchecked option checks it; tapping a checked
 *   one raises its count up to the option limit (0 = unlimited) — beyond it the refusal is
 *   MODIFIER_LIMIT {countLimit, modifierName} ('You can only add {countLimit} {modifierName} items'),
 *   and a full group (limit > 1) refuses the same way with the group's limit and name; in a single-choice
 *   group (limit 1) checking an option unchecks the others; clear resets to unchecked, count 0;
 * - chooseComboItem: limit 1 replaces the group's pick, limit > 1 refuses COMBO_GROUP_FULL beyond
 *   `limits`, 0 adds; clearComboItem removes a pick with its modifiers;
 * - set/increment/decrementQuantity: never below 1; increases refused by TABLE_LOCKED, OUT_OF_STOCK
 *   (would sell out), CART_ITEMS_MAX ('Too many shopping cart items!');
 * - setNotes: ignored when the venue's order_notes setting allows no notes.
 * Increases the stock cannot hold are refused with OUT_OF_STOCK {name}. Unknown targets are no-ops.
 *
 * Spec: storefront.md §2.6 "Product detail sheet", §5 "Modifier selection", "Adding to the cart".
 */
export function reduceItemBuild(state: ItemBuild, action: ItemBuildAction): ItemBuild {
  const build: ItemBuild = state.message ? { ...state, message: undefined } : state;
  switch (action.type) {
    case 'setNotes':
      return build.context.notesAllowed === false ? build : { ...build, notes: action.notes };
    case 'setQuantity':
      return setQuantity(build, action.quantity);
    case 'incrementQuantity':
      return setQuantity(build, build.quantity + 1);
    case 'decrementQuantity':
      return setQuantity(build, build.quantity - 1);
    case 'chooseComboItem':
      return build.kind === 'combo' ? chooseComboItem(build, action.groupId, action.itemId) : build;
    case 'clearComboItem':
      return build.kind === 'combo'
        ? { ...build, picks: build.picks.filter((p) => !(p.groupId === action.groupId && p.item.id === action.itemId)) }
        : build;
    case 'selectVariant': {
      const choice = findChoice(build, action.target);
      const variant = choice?.variants.find((v) => v.id === action.variantId);
      if (!choice || !variant || choice.variantId === variant.id) return build;
      if (variant.status === 13) return refuse(build, err('OUT_OF_STOCK', { name: variant.name }));
      return acceptIfInStock(build, withChoice(build, action.target, { ...choice, variantId: variant.id }), variant.name);
    }
    default: {
      const choice = findChoice(build, action.target);
      const present = choice?.groups.some((g) => g.options.some((o) => o.modifier.id === action.modifierId));
      if (!choice || !present) return build;
      const current = choice.groups.flatMap((g) => g.options).find((o) => o.modifier.id === action.modifierId)!.count;
      if (action.type === 'incrementModifier' || (action.type === 'toggleModifier' && current === 0)) {
        return incrementModifier(build, choice, action.modifierId, action.target);
      }
      const count = action.type === 'decrementModifier' ? Math.max(0, current - 1) : 0;
      return withChoice(build, action.target, setModifierCount(choice, action.modifierId, (_g, o) => (o.modifier.id === action.modifierId ? count : o.count)));
    }
  }
}

/** Σ checked modifier price × count of a choice, in cents. */
function modifiersPrice(choice: ProductChoice): number {
  return choice.groups.reduce((sum, g) => sum + g.options.reduce((s, o) => s + o.modifier.price * o.count, 0), 0);
}

/**
 * The price of one unit of the build, in cents: a product's checked variant price (else its own
 * price) plus its modifiers; a bundle's price plus each component's upcharge (`price_markup`) and
 * modifiers, both per component count.
 *
 * Spec: storefront.md §2.6 "Bottom bar", §9 "Pricing" (upcharges, modifiers and markups add to the bundle).
 */
export function buildUnitPrice(build: ItemBuild): Cents {
  if (build.kind === 'product') {
    const variant = build.product.variants.find((v) => v.id === build.choice.variantId);
    return ((variant ? variant.price : build.product.price) + modifiersPrice(build.choice)) as Cents;
  }
  const components = build.kind === 'combo' ? build.picks : build.components;
  const bundlePrice = build.kind === 'combo' ? build.combo.price : build.setMenu.price;
  return components.reduce((sum, c) => sum + (c.item.price_markup + modifiersPrice(c.choice)) * Math.max(1, c.item.count), bundlePrice) as Cents;
}

/**
 * The 'Add to cart (total)' amount: unit price × quantity, in cents.
 *
 * Spec: storefront.md §2.6 "Bottom bar".
 */
export function buildTotalPrice(build: ItemBuild): Cents {
  return (buildUnitPrice(build) * build.quantity) as Cents;
}

/** Why a build cannot be added yet: a missing variant, a modifier group below its minimum, an unmet combo group. */
export interface IncompleteReason {
  reason: 'variant' | 'modifierMinimum' | 'comboGroup';
  /** The product, modifier group or combo group concerned. */
  name: string;
}

function choiceGaps(choice: ProductChoice): IncompleteReason[] {
  const gaps: IncompleteReason[] = [];
  if (choice.variants.length > 0 && !choice.variants.some((v) => v.id === choice.variantId)) gaps.push({ reason: 'variant', name: choice.name });
  for (const g of choice.groups) if (!isModifierGroupMet(g)) gaps.push({ reason: 'modifierMinimum', name: g.name });
  return gaps;
}

/**
 * What still blocks 'Add to cart', in display order: variants exist and none is checked, a modifier
 * group below its `modifier_minimum`, a combo group unmet (limit 1 → one; > 1 → exactly `limits`;
 * else ≥ 1). Empty when complete.
 *
 * Spec: storefront.md §5 "Adding to the cart".
 */
export function findIncompleteReasons(build: ItemBuild): IncompleteReason[] {
  if (build.kind === 'product') return choiceGaps(build.choice);
  if (build.kind === 'setMenu') return build.components.flatMap((c) => choiceGaps(c.choice));
  return build.combo.groups.flatMap((group) => [
    ...(isComboGroupMet(group, build.picks) ? [] : [{ reason: 'comboGroup' as const, name: group.name }]),
    ...build.picks.filter((p) => p.groupId === group.id).flatMap((p) => choiceGaps(p.choice)),
  ]);
}

/**
 * The final check before the build goes into the cart: TABLE_LOCKED ('Table is locked for checking
 * out, new item can't be added.'), ITEM_INCOMPLETE {reason, name}, OUT_OF_STOCK {name} when the
 * quantity would not fit the stock beside the cart's new lines, CART_ITEMS_MAX {max} ('Too many
 * shopping cart items!') when the cart count would exceed order_carts_max (a combo counts quantity ×
 * groups, a set menu quantity × items). On success, the build itself.
 *
 * Spec: storefront.md §5 "Adding to the cart", "Sell-out and stock".
 */
export function checkAddToCart(build: ItemBuild): Result<ItemBuild> {
  if (build.context.tableLocked) return err('TABLE_LOCKED');
  const [gap] = findIncompleteReasons(build);
  if (gap) return err('ITEM_INCOMPLETE', { reason: gap.reason, name: gap.name });
  if (build.quantity < 1 || build.quantity > maxBuildQuantity(build)) return err('OUT_OF_STOCK', { name: buildName(build) });
  if (!fitsCartMax(build, build.quantity)) return err('CART_ITEMS_MAX', { max: cartMaxOf(build.context) });
  return ok(build);
}

/**
 * Whether 'Add to cart' is enabled (the add button is greyed otherwise).
 *
 * Spec: storefront.md §5 "Adding to the cart".
 */
export function canAddToCart(build: ItemBuild): boolean {
  return checkAddToCart(build).ok;
}

/**
 * Whether the quantity plus is enabled: the table is not locked, the stock holds one more (the item
 * would not sell out) and the cart stays within order_carts_max.
 *
 * Spec: storefront.md §2.6 "Bottom bar", §5 "Sell-out and stock".
 */
export function canIncreaseQuantity(build: ItemBuild): boolean {
  return !build.context.tableLocked && build.quantity + 1 <= maxBuildQuantity(build) && fitsCartMax(build, build.quantity + 1);
}

/** A variant option on the sheet. */
export interface VariantOptionView {
  variant: Variant;
  checked: boolean;
  /** Sold out, or choosing it would not fit the stock at the current quantity: shown sold out, not choosable. */
  soldOut: boolean;
  /** The option's own price, or '+ difference' to the default variant (never below 0). */
  price: { kind: 'price' | 'difference'; cents: Cents };
}

/** A modifier option on the sheet. */
export interface ModifierOptionView {
  modifier: Modifier;
  count: number;
  checked: boolean;
  /** Tapping it would be refused: sold out, at its option limit, its group (limit > 1) full. Clearing stays possible. */
  disabled: boolean;
}

/** A modifier group on the sheet, with its rule label and states. */
export interface ModifierGroupView {
  id: number;
  name: string;
  /** Translated names by locale (issue 27 item 11); absent when none. */
  name_i18n?: Record<string, string>;
  limit: number;
  minimum: number;
  full: boolean;
  required: boolean;
  /** Shown red. */
  unmet: boolean;
  label: RuleLabel | null;
  options: ModifierOptionView[];
}

/** The variant and modifier pickers of one product (the product itself, or a bundle component). */
export interface ProductChoiceView {
  productId: number;
  name: string;
  target?: ComponentTarget;
  variants: VariantOptionView[];
  groups: ModifierGroupView[];
}

/** A combo group on the sheet: its label, whether it is met, and its components. */
export interface ComboGroupView {
  id: number;
  name: string;
  /** Translated names by locale (issue 27 item 11); absent when none. */
  name_i18n?: Record<string, string>;
  label: RuleLabel;
  /** Shown red. */
  unmet: boolean;
  items: { item: BundleItem; picked: boolean; soldOut: boolean }[];
}

/** The product sheet's view model. */
export interface ItemBuildView {
  name: string;
  kind: ItemBuild['kind'];
  /** The product's choices, the set-menu items (by course), or the combo picks (chips). */
  choices: ProductChoiceView[];
  comboGroups: ComboGroupView[];
  quantity: number;
  notes: string;
  total: Cents;
  canAdd: boolean;
  canIncrease: boolean;
  canDecrease: boolean;
  /** 'continue' for a set menu, else 'addToCart'. */
  buttonKey: 'addToCart' | 'continue';
  /** The special-instructions box is shown (order_notes allows notes). */
  notesShown: boolean;
  message?: Err;
}

function mapChoiceView(build: ItemBuild, choice: ProductChoice, target: ComponentTarget | undefined): ProductChoiceView {
  const clean: ItemBuild = { ...build, message: undefined };
  const defaultVariant = choice.variants.find((v) => v.id === choice.defaultVariantId);
  const variants = choice.variants.map((variant) => {
    const tried = withChoice(build, target, { ...choice, variantId: variant.id });
    const soldOut = variant.status === 13 || maxBuildQuantity(tried) < build.quantity;
    const price: VariantOptionView['price'] =
      defaultVariant && variant.id !== defaultVariant.id
        ? { kind: 'difference', cents: Math.max(0, variant.price - defaultVariant.price) as Cents }
        : { kind: 'price', cents: variant.price as Cents };
    return { variant, checked: variant.id === choice.variantId, soldOut, price };
  });
  const groups = choice.groups.map((group) => {
    const full = isModifierGroupFull(group);
    return {
      id: group.id,
      name: group.name,
      ...(group.name_i18n ? { name_i18n: group.name_i18n } : {}),
      limit: group.limit,
      minimum: group.minimum,
      full,
      required: isModifierGroupRequired(group),
      unmet: !isModifierGroupMet(group),
      label: mapModifierGroupLabel(group),
      // An option is disabled when tapping it would be refused (limit, full group, stock).
      options: group.options.map(({ modifier, count }) => ({
        modifier,
        count,
        checked: count > 0,
        disabled: incrementModifier(clean, choice, modifier.id, target).message !== undefined,
      })),
    };
  });
  return { productId: choice.productId, name: choice.name, ...(target ? { target } : {}), variants, groups };
}

/**
 * The product sheet's view model: variant options (with sold-out flags and '+ difference' prices),
 * modifier groups (label keys 'chooseRequired'/'chooseUpTo' with {count}, full/required/unmet),
 * combo groups ('required' / 'requiredCount' {selected, limit}) with their items, the total for
 * 'Add to cart (total)', and the button states. The message is the last refusal, else TABLE_LOCKED
 * while the table is locked for checkout (the greyed add button says why).
 *
 * Spec: storefront.md §2.6 "Product detail sheet", "Product attribute drawer".
 */
export function mapItemBuildView(build: ItemBuild): ItemBuildView {
  let choices: ProductChoiceView[];
  let comboGroups: ComboGroupView[] = [];
  if (build.kind === 'product') {
    choices = [mapChoiceView(build, build.choice, undefined)];
  } else if (build.kind === 'setMenu') {
    choices = build.components.map((c) => mapChoiceView(build, c.choice, { itemId: c.item.id }));
  } else {
    choices = build.picks.map((p) => mapChoiceView(build, p.choice, { groupId: p.groupId, itemId: p.item.id }));
    const newLines = selectNewLines(build.context.cart);
    comboGroups = build.combo.groups.map((group) => ({
      id: group.id,
      name: group.name,
      ...(group.name_i18n ? { name_i18n: group.name_i18n } : {}),
      label: mapComboGroupLabel(group, build.picks),
      unmet: !isComboGroupMet(group, build.picks),
      items: group.items.map((item) => ({
        item,
        picked: build.picks.some((p) => p.groupId === group.id && p.item.id === item.id),
        soldOut:
          item.status === 13 ||
          availableCount(item.sid ? { kind: 'variant', productId: item.pid, variantId: item.sid } : { kind: 'product', productId: item.pid }, build.context.menu, newLines) <
            Math.max(1, item.count) * build.quantity,
      })),
    }));
  }
  return {
    name: buildName(build),
    kind: build.kind,
    choices,
    comboGroups,
    quantity: build.quantity,
    notes: build.notes,
    total: buildTotalPrice(build),
    canAdd: canAddToCart(build),
    canIncrease: canIncreaseQuantity(build),
    canDecrease: build.quantity > 1,
    buttonKey: build.kind === 'setMenu' ? 'continue' : 'addToCart',
    notesShown: build.context.notesAllowed !== false,
    // A locked table says why the add button is greyed (storefront.md §5 "Adding to the cart").
    ...(build.message ? { message: build.message } : build.context.tableLocked ? { message: err('TABLE_LOCKED') } : {}),
  };
}

/**
 * 'Make a combo' offers for a product: the combos named in the `upsales` of every combo component
 * whose product is this one, that the menu holds and that are not sold out beside the cart, in the
 * order first named.
 *
 * Spec: storefront.md §2.6 "'Make a combo' upsell list", "Upsell overlay".
 */
export function findUpsellCombos(productId: number, context: ItemBuildContext): Combo[] {
  const { menu } = context;
  const ids = menu.combos.flatMap((c) => c.groups.flatMap((g) => g.items)).filter((i) => i.pid === productId).flatMap((i) => i.upsales);
  const newLines = selectNewLines(context.cart);
  return [...new Set(ids)]
    .map((id) => menu.combos.find((c) => c.id === id))
    .filter((c): c is Combo => c !== undefined && !isSoldOut({ kind: 'combo', comboId: c.id }, menu, newLines));
}

/**
 * 'Upgrade' a product build into a combo: the combo's component for this product (same variant, or
 * any variant when the component names none) is picked in its group, carrying the chosen variant and
 * the modifier counts the component also offers; quantity and notes are kept. NOT_FOUND when the combo
 * is not in the menu or holds no component for the product.
 *
 * Spec: storefront.md §2.6 "'Make a combo' upsell list" (upgrade carries variant id or product id, modifier ids and counts).
 */
export function upgradeToCombo(build: ProductBuild, comboId: number): Result<ComboBuild> {
  const combo = build.context.menu.combos.find((c) => c.id === comboId);
  const variantId = build.choice.variantId;
  const match = combo?.groups
    .flatMap((g) => g.items.map((item) => ({ group: g, item })))
    .find(({ item }) => item.pid === build.product.id && (item.sid === 0 || item.sid === variantId));
  if (!combo || !match) return err('NOT_FOUND');
  const counts = new Map(build.choice.groups.flatMap((g) => g.options.map((o) => [o.modifier.id, o.count] as const)));
  const base = componentChoice(match.item, build.context);
  const choice: ProductChoice = {
    ...base,
    variantId: base.variants.some((v) => v.id === variantId) ? variantId : base.variantId,
    groups: base.groups.map((g) => ({ ...g, options: g.options.map((o) => ({ ...o, count: counts.get(o.modifier.id) ?? 0 })) })),
  };
  return ok({
    kind: 'combo',
    context: build.context,
    quantity: build.quantity,
    notes: build.notes,
    combo,
    picks: [{ groupId: match.group.id, item: match.item, choice }],
  });
}
