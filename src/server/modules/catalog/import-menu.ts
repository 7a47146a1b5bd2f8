/**
 * The brand import's menus: one menu's contents written inside the import's transaction, each row
 * upserted by its code within its parent so an unchanged file keeps every id, then the rows the file
 * no longer lists deleted (docs/venue-format.md "Menu", "Importing again").
 */
import { channelsOf, comboItemCode, iconTypeOf, inventoryOf, setMenuItemCode, type AvailableInput, type MenuInput, type VenueInput } from './format';
import { byCode, deleteOthers, replaceAll, upsert, type Tx } from './import-writes';
import * as s from './schema';

/** What a venue gives its menus: its id, store ids by code, its taxes and channels, and how an ingredient link becomes ids. */
export interface VenueContext {
  venueId: number;
  storeIds: Map<string, number>;
  taxes: VenueInput['taxes'];
  /** The venue's default channels (`available`). */
  available: AvailableInput;
  resolveLink(link: { ingredient: string; measure?: string; count: number; inventory_policy: number }): {
    ingredientId: number;
    measureId: number;
    count: number;
    inventoryPolicy: number;
  };
}

/** Code of the Combos list category added when a menu has combos but no category of type 102. */
export const COMBOS_CATEGORY_CODE = '_combos';
/** Code of the Set Menus list category added when a menu has set menus but no category of type 101. */
export const SETMENUS_CATEGORY_CODE = '_setmenus';

/**
 * One menu's contents, each upserted by code within its parent so an unchanged file keeps every id:
 * times, categories (with the Combos / Set Menus lists), taxes, modifier groups and options, products
 * and variants with their groups and taxes, combos and set menus, tags, ingredient links; then the rows
 * the file no longer lists are deleted.
 */
export async function writeMenu(tx: Tx, ctx: VenueContext, menuId: number, m: MenuInput): Promise<void> {
  await replaceAll(
    tx,
    s.menuTimes,
    s.menuTimes.menuId,
    menuId,
    m.times.flatMap((t) => t.week.map((week) => ({ menuId, week, tStart: t.t_start, tEnd: t.t_end }))),
  );
  const { categories, categoryIds, categoryStore } = await writeCategories(tx, ctx, menuId, m);
  const { taxes, taxIds, taxCodes } = await writeMenuTaxes(tx, ctx, menuId, m);
  const { groups, options, groupIds, optionIds } = await writeModifiers(tx, menuId, m);
  const { products, variants, productIds, variantId } = await writeProducts(tx, ctx, menuId, m, { categoryIds, categoryStore, groupIds, taxIds, taxCodes });
  const { combos, comboGroups, comboItems, setMenus, setMenuItems, comboIds, setMenuIds } = await writeBundles(tx, ctx, menuId, m, productIds, variantId);
  await replaceAll(tx, s.itemTags, s.itemTags.menuId, menuId, [
    ...m.products.flatMap((p) => p.tags.map((t) => ({ menuId, productId: productIds.get(p.code)!, type: t.type, tag: t.tag }))),
    ...m.combos.flatMap((c) => c.tags.map((t) => ({ menuId, comboId: comboIds.get(c.code)!, type: t.type, tag: t.tag }))),
    ...m.setmenus.flatMap((x) => x.tags.map((t) => ({ menuId, setMenuId: setMenuIds.get(x.code)!, type: t.type, tag: t.tag }))),
  ]);
  const links = await writeIngredientLinks(tx, ctx, menuId, m, { productIds, variantId, groupIds, optionIds });

  // Rows the file no longer has (children first; foreign keys cascade the rest).
  await deleteOthers(tx, s.ingredientLinks, s.ingredientLinks.menuId, menuId, links.map((r) => r.id));
  await deleteOthers(tx, s.comboItems, s.comboItems.menuId, menuId, comboItems.map((r) => r.id));
  await deleteOthers(tx, s.comboGroups, s.comboGroups.menuId, menuId, comboGroups.map((r) => r.id));
  await deleteOthers(tx, s.combos, s.combos.menuId, menuId, combos.map((r) => r.id));
  await deleteOthers(tx, s.setMenuItems, s.setMenuItems.menuId, menuId, setMenuItems.map((r) => r.id));
  await deleteOthers(tx, s.setMenus, s.setMenus.menuId, menuId, setMenus.map((r) => r.id));
  await deleteOthers(tx, s.variants, s.variants.menuId, menuId, variants.map((r) => r.id));
  await deleteOthers(tx, s.products, s.products.menuId, menuId, products.map((r) => r.id));
  await deleteOthers(tx, s.modifiers, s.modifiers.menuId, menuId, options.map((r) => r.id));
  await deleteOthers(tx, s.modifierGroups, s.modifierGroups.menuId, menuId, groups.map((r) => r.id));
  await deleteOthers(tx, s.menuTaxes, s.menuTaxes.menuId, menuId, taxes.map((r) => r.id));
  await deleteOthers(tx, s.menuCategories, s.menuCategories.menuId, menuId, categories.map((r) => r.id));
}

/** A variant's id from its product code and variant code (null without a variant code). */
type VariantIdOf = (product: string, variant?: string) => number | null;

/**
 * The menu's categories, with the Combos / Set Menus lists (CATEGORY_KIND) first when the menu has
 * combos or set menus but no such category. Returns the rows, their ids by code and each category's store code.
 */
async function writeCategories(tx: Tx, ctx: VenueContext, menuId: number, m: MenuInput) {
  const categoryRows: (typeof s.menuCategories.$inferInsert)[] = m.categories.map((c, i) => ({
    menuId,
    storeId: c.store ? ctx.storeIds.get(c.store)! : null,
    code: c.code,
    name: c.name,
    nameI18n: c.name_i18n,
    pattern: c.pattern,
    type: c.type,
    sequence: i,
    station: c.station ?? '',
  }));
  const special = { menuId, storeId: null, nameI18n: {}, pattern: '' };
  if (m.combos.length && !m.categories.some((c) => c.type === 102))
    categoryRows.push({ ...special, code: COMBOS_CATEGORY_CODE, name: 'Combos', type: 102, sequence: -2 });
  if (m.setmenus.length && !m.categories.some((c) => c.type === 101))
    categoryRows.push({ ...special, code: SETMENUS_CATEGORY_CODE, name: 'Set Menus', type: 101, sequence: -1 });
  const categories = await upsert(tx, s.menuCategories, categoryRows, [s.menuCategories.menuId, s.menuCategories.code]);
  const categoryIds = byCode(categories);
  const categoryStore = new Map(m.categories.map((c) => [c.code, c.store]));
  return { categories, categoryIds, categoryStore };
}

/** The menu's taxes: the codes it names, else every venue tax but misc (type 11), copied from the venue. Returns the rows, their ids by code and the codes. */
async function writeMenuTaxes(tx: Tx, ctx: VenueContext, menuId: number, m: MenuInput) {
  const taxCodes = m.taxes ?? ctx.taxes.filter((t) => t.type !== 11).map((t) => t.code);
  const venueTaxes = new Map(ctx.taxes.map((t) => [t.code, t]));
  const taxes = await upsert(
    tx,
    s.menuTaxes,
    taxCodes.map((code, i) => {
      const t = venueTaxes.get(code)!;
      return { menuId, code, name: t.name, nameI18n: t.name_i18n, rate: t.rate, attr: t.attr, sequence: i };
    }),
    [s.menuTaxes.menuId, s.menuTaxes.code],
  );
  const taxIds = byCode(taxes);
  return { taxes, taxIds, taxCodes };
}

/** The menu's modifier groups and their options. Returns the rows, group ids by code and option ids by 'groupId/code'. */
async function writeModifiers(tx: Tx, menuId: number, m: MenuInput) {
  const groups = await upsert(
    tx,
    s.modifierGroups,
    m.modifiers.map((g, i) => ({ menuId, code: g.code, name: g.name, nameI18n: g.name_i18n, limit: g.limit, minimum: g.minimum, sequence: i })),
    [s.modifierGroups.menuId, s.modifierGroups.code],
  );
  const groupIds = byCode(groups);
  const options = await upsert(
    tx,
    s.modifiers,
    m.modifiers.flatMap((g) =>
      g.options.map((o, i) => ({
        menuId,
        groupId: groupIds.get(g.code)!,
        code: o.code,
        name: o.name,
        nameI18n: o.name_i18n,
        price: o.price,
        icon: o.icon,
        limit: o.limit,
        type: o.type,
        status: o.status,
        inventory: inventoryOf(o),
        stocks: o.stocks ?? 0,
        threshold: o.threshold,
        sequence: i,
        allergens: o.allergens ?? null,
        station: o.station ?? '',
      })),
    ),
    [s.modifiers.groupId, s.modifiers.code],
  );
  const optionIds = new Map(options.map((o) => [`${o.groupId}/${o.code}`, o.id]));
  return { groups, options, groupIds, optionIds };
}

/**
 * The menu's products (price: their own, else the first variant's; store: their own, else their
 * category's; channels from `available`) and variants, then which modifier groups and taxes each
 * product has (replaced). Returns the rows, product ids by code and how to find a variant's id.
 */
async function writeProducts(
  tx: Tx,
  ctx: VenueContext,
  menuId: number,
  m: MenuInput,
  { categoryIds, categoryStore, groupIds, taxIds, taxCodes }: { categoryIds: Map<string, number>; categoryStore: Map<string, string | undefined>; groupIds: Map<string, number>; taxIds: Map<string, number>; taxCodes: readonly string[] },
) {
  const products = await upsert(
    tx,
    s.products,
    m.products.map((p, i) => {
      const store = p.store ?? categoryStore.get(p.category);
      return {
        menuId,
        categoryId: categoryIds.get(p.category)!,
        storeId: store ? ctx.storeIds.get(store)! : null,
        code: p.code,
        name: p.name,
        nameI18n: p.name_i18n,
        content: p.content,
        contentI18n: p.content_i18n,
        sequence: i,
        // Skipped (open-priced) items are gone: a product has a price or a priced variant.
        price: p.price ?? p.variants[0].price!,
        priceMarkup: p.price_markup,
        status: p.status,
        inventory: inventoryOf(p),
        stocks: p.stocks ?? 0,
        icon: p.icon,
        iconType: iconTypeOf(p),
        iconPattern: p.icon_pattern,
        soldby: p.soldby,
        sku: p.sku,
        channels: channelsOf(p.available, ctx.available),
        allergens: p.allergens ?? null,
        station: p.station ?? '',
        course: p.course,
      };
    }),
    [s.products.menuId, s.products.code],
  );
  const productIds = byCode(products);

  const variants = await upsert(
    tx,
    s.variants,
    m.products.flatMap((p) =>
      p.variants.map((x, i) => ({
        menuId,
        productId: productIds.get(p.code)!,
        code: x.code,
        name: x.name,
        nameI18n: x.name_i18n,
        icon: x.icon,
        price: x.price!,
        status: x.status,
        inventory: inventoryOf(x),
        stocks: x.stocks ?? 0,
        sequence: i,
        sku: x.sku,
        allergens: x.allergens ?? null,
      })),
    ),
    [s.variants.productId, s.variants.code],
  );
  const variantIds = new Map(variants.map((x) => [`${x.productId}/${x.code}`, x.id]));
  const variantId = (product: string, variant?: string) => (variant ? variantIds.get(`${productIds.get(product)}/${variant}`)! : null);

  await replaceAll(
    tx,
    s.productModifierGroups,
    s.productModifierGroups.menuId,
    menuId,
    m.products.flatMap((p) => p.modifiers.map((g, i) => ({ menuId, productId: productIds.get(p.code)!, groupId: groupIds.get(g)!, sequence: i }))),
  );
  await replaceAll(
    tx,
    s.productTaxes,
    s.productTaxes.menuId,
    menuId,
    m.products.flatMap((p) => (p.taxes ?? taxCodes).map((t) => ({ menuId, productId: productIds.get(p.code)!, taxId: taxIds.get(t)! }))),
  );
  return { products, variants, productIds, variantId };
}

/** The menu's combos (groups, items and upsales) and set menus (items and courses). Returns the rows and combo and set-menu ids by code. */
async function writeBundles(tx: Tx, ctx: VenueContext, menuId: number, m: MenuInput, productIds: Map<string, number>, variantId: VariantIdOf) {
  const combos = await upsert(
    tx,
    s.combos,
    m.combos.map((c, i) => ({ menuId, ...bundleColumns(c), channels: channelsOf(c.available, ctx.available), sequence: i })),
    [s.combos.menuId, s.combos.code],
  );
  const comboIds = byCode(combos);
  const comboGroups = await upsert(
    tx,
    s.comboGroups,
    m.combos.flatMap((c) =>
      c.groups.map((g, i) => ({ menuId, comboId: comboIds.get(c.code)!, code: g.code ?? `g${i + 1}`, name: g.name, nameI18n: g.name_i18n, limits: g.limits, sequence: i })),
    ),
    [s.comboGroups.comboId, s.comboGroups.code],
  );
  const comboGroupIds = new Map(comboGroups.map((g) => [`${g.comboId}/${g.code}`, g.id]));
  const comboItems = await upsert(
    tx,
    s.comboItems,
    m.combos.flatMap((c) =>
      c.groups.flatMap((g, gi) =>
        g.items.map((item, i) => ({
          menuId,
          groupId: comboGroupIds.get(`${comboIds.get(c.code)}/${g.code ?? `g${gi + 1}`}`)!,
          code: comboItemCode(item),
          productId: productIds.get(item.product)!,
          variantId: variantId(item.product, item.variant),
          count: item.count,
          priceMarkup: item.price_markup,
          upsales: [...new Set([...(item.upsell ? [c.code] : []), ...item.upsales])].map((code) => comboIds.get(code)!),
          sequence: i,
        })),
      ),
    ),
    [s.comboItems.groupId, s.comboItems.code],
  );

  const setMenus = await upsert(
    tx,
    s.setMenus,
    m.setmenus.map((x, i) => ({ menuId, ...bundleColumns(x), channels: channelsOf(x.available, ctx.available), sequence: i })),
    [s.setMenus.menuId, s.setMenus.code],
  );
  const setMenuIds = byCode(setMenus);
  const setMenuItems = await upsert(
    tx,
    s.setMenuItems,
    m.setmenus.flatMap((x) =>
      x.items.map((item, i) => ({
        menuId,
        setMenuId: setMenuIds.get(x.code)!,
        code: setMenuItemCode(item),
        productId: productIds.get(item.product)!,
        variantId: variantId(item.product, item.variant),
        count: item.count,
        course: item.course,
        priceMarkup: item.price_markup,
        sequence: i,
      })),
    ),
    [s.setMenuItems.setMenuId, s.setMenuItems.code],
  );
  return { combos, comboGroups, comboItems, setMenus, setMenuItems, comboIds, setMenuIds };
}

/**
 * The ingredient links of the menu's products, variants and modifier options, keyed by owner and
 * position so an unchanged file keeps their ids. Returns the rows.
 */
async function writeIngredientLinks(
  tx: Tx,
  ctx: VenueContext,
  menuId: number,
  m: MenuInput,
  { productIds, variantId, groupIds, optionIds }: { productIds: Map<string, number>; variantId: VariantIdOf; groupIds: Map<string, number>; optionIds: Map<string, number> },
) {
  const linkRow = (owner: { productId?: number; variantId?: number; modifierId?: number }, key: string, l: Parameters<VenueContext['resolveLink']>[0]) => ({
    menuId,
    productId: owner.productId ?? null,
    variantId: owner.variantId ?? null,
    modifierId: owner.modifierId ?? null,
    key,
    ...ctx.resolveLink(l),
  });
  const links = await upsert(
    tx,
    s.ingredientLinks,
    [
      ...m.products.flatMap((p) => {
        const productId = productIds.get(p.code)!;
        return p.ingredients.map((l, i) => linkRow({ productId }, `p${productId}#${i}`, l));
      }),
      ...m.products.flatMap((p) =>
        p.variants.flatMap((x) => {
          const id = variantId(p.code, x.code)!;
          return x.ingredients.map((l, i) => linkRow({ variantId: id }, `v${id}#${i}`, l));
        }),
      ),
      ...m.modifiers.flatMap((g) =>
        g.options.flatMap((o) => {
          const id = optionIds.get(`${groupIds.get(g.code)}/${o.code}`)!;
          return o.ingredients.map((l, i) => linkRow({ modifierId: id }, `m${id}#${i}`, l));
        }),
      ),
    ],
    [s.ingredientLinks.menuId, s.ingredientLinks.key],
  );
  return links;
}

function bundleColumns(b: MenuInput['combos'][number] | MenuInput['setmenus'][number]) {
  return {
    code: b.code,
    name: b.name,
    nameI18n: b.name_i18n,
    content: b.content,
    contentI18n: b.content_i18n,
    price: b.price,
    cost: b.cost,
    sku: b.sku,
    status: b.status,
    icon: b.icon,
    iconType: iconTypeOf(b),
    iconPattern: b.icon_pattern,
  };
}

