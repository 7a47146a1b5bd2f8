/**
 * Cross-references of a shape-valid brand file (docs/venue-format.md "Problems the import reports"):
 * codes unique within their parent, and every code that names something else (a category, store, tax,
 * modifier group, ingredient and measure, product and variant, combo, course, voucher template, venue)
 * naming something the file holds. Checked section by section: the brand's loyalty, each venue, each
 * menu of a venue, and the combos and set menus of a menu. Pure.
 */
import { formatPath, type BrandFile, type FormatIssue, type MenuInput, type VenueInput } from './brand-file';
import { comboItemCode, setMenuItemCode } from './derived';
import { isSkippedProduct } from './skipped';

type Path = (string | number)[];

/** Where the checks write their problems: `add` one at a path; `unique` reports duplicate keys of a list. */
interface Report {
  add(path: Path, message: string): void;
  /** Reports duplicates of `key` in `items` at the later occurrences (`field` null: at the item itself). */
  unique<T>(items: readonly T[], key: (item: T) => string | undefined, path: Path, field: string | null, what: string): void;
}

/** What a venue's menus are checked against: the venue, its JSON path and the codes it declares. */
interface VenueScope {
  venue: VenueInput;
  /** Index of the venue in `venues`. */
  vi: number;
  vp: Path;
  storeCodes: Set<string>;
  venueTaxCodes: Set<string>;
  courses: Set<number>;
  /** Kitchen station codes (issue 25 item 1); `kitchen` alone when the venue names none. */
  stations: Set<string>;
  /** Checks ingredient links (`ingredients[]` of a product, variant or option) against the venue's ingredients. */
  checkLinks(links: readonly { ingredient: string; measure?: string }[], path: Path): void;
}

/**
 * Cross-reference rules of a shape-valid file: unique codes per parent, references to categories,
 * stores, taxes, modifier groups, ingredients and measures, products and variants, combos and courses,
 * and the loyalty programme's references. Returns every problem in file order, each with its JSON path.
 */
export function checkReferences(file: BrandFile): FormatIssue[] {
  const issues: FormatIssue[] = [];
  const add = (path: Path, message: string) => issues.push({ path: formatPath(path), message });
  const report: Report = {
    add,
    unique(items, key, path, field, what) {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        const k = key(item);
        if (k === undefined) return;
        if (seen.has(k)) add(field === null ? [...path, i] : [...path, i, field], `duplicate ${what} '${k}'`);
        seen.add(k);
      });
    },
  };

  report.unique(file.venues, (v) => v.code, ['venues'], 'code', 'venue code');
  checkLoyalty(file, report);
  report.unique(file.banners, (b) => b.code, ['banners'], 'code', 'banner code');
  /** Table code → 'venue / table' that holds it: a QR code is unique across the whole file. */
  const tableCodes = new Map<string, string>();
  file.venues.forEach((venue, vi) => {
    const scope = checkVenue(venue, vi, tableCodes, report);
    venue.menus.forEach((menu, mi) => checkMenu(menu, [...scope.vp, 'menus', mi], scope, report));
  });
  return issues;
}

/**
 * One venue's own lists: unique codes (stores, taxes, zones, courses, order categories, payments,
 * platforms, posters, ingredients and measures, tables, menus, coupons and promo codes), table codes
 * unique across the file, a coupon's one discount and its dates, a zone's area, a misc tax's
 * categories. Returns what its menus are checked against.
 */
function checkVenue(venue: VenueInput, vi: number, tableCodes: Map<string, string>, { add, unique }: Report): VenueScope {
  const vp: Path = ['venues', vi];
  const ingredientMeasures = new Map(venue.ingredients.map((g) => [g.code, new Set(g.measures.map((m) => m.code))]));

  unique(venue.stores, (s) => s.code, [...vp, 'stores'], 'code', 'store code');
  unique(venue.taxes, (t) => t.code, [...vp, 'taxes'], 'code', 'tax code');
  unique(venue.deliveries, (d) => d.code, [...vp, 'deliveries'], 'code', 'delivery zone code');
  unique(venue.order_sequences, (s) => String(s.sequence), [...vp, 'order_sequences'], 'sequence', 'course sequence');
  unique(venue.stations, (s) => s.code, [...vp, 'stations'], 'code', 'station code');
  unique(venue.order_categories, (c) => String(c.type), [...vp, 'order_categories'], 'type', 'order category type');
  unique(venue.payments, (p) => String(p.pid), [...vp, 'payments'], 'pid', 'payment pid');
  unique(venue.online_platforms, (p) => String(p.pid), [...vp, 'online_platforms'], 'pid', 'platform pid');
  unique(venue.posters, (p) => p.code, [...vp, 'posters'], 'code', 'poster code');
  unique(venue.ingredients, (g) => g.code, [...vp, 'ingredients'], 'code', 'ingredient code');
  unique(venue.tables, (t) => t.name, [...vp, 'tables'], 'name', 'table name');
  unique(venue.menus, (m) => m.code, [...vp, 'menus'], 'code', 'menu code');
  venue.ingredients.forEach((g, gi) => unique(g.measures, (m) => m.code, [...vp, 'ingredients', gi, 'measures'], 'code', 'measure code'));

  venue.tables.forEach((t, ti) => {
    if (!t.code) return;
    const where = `${venue.code} / ${t.name}`;
    const other = tableCodes.get(t.code);
    if (other) add([...vp, 'tables', ti, 'code'], `table code '${t.code}' is already used by table ${other}`);
    else tableCodes.set(t.code, where);
  });

  unique(venue.coupons, (c) => c.code, [...vp, 'coupons'], 'code', 'coupon code');
  unique(venue.coupons, (c) => (c.promo_code ?? c.code).toLowerCase(), [...vp, 'coupons'], null, 'promo code');
  venue.coupons.forEach((c, ci) => {
    if ((c.amount_off === undefined) === (c.percent_off === undefined)) add([...vp, 'coupons', ci], "expected exactly one of 'amount_off' (cents) and 'percent_off'");
    if (c.valid_from !== undefined && c.valid_to !== undefined && c.valid_to < c.valid_from) add([...vp, 'coupons', ci, 'valid_to'], 'ends before valid_from');
  });

  venue.deliveries.forEach((d, di) => {
    if (!d.geos && d.suburbs.length === 0) add([...vp, 'deliveries', di], "expected 'geos' or 'suburbs' (or geos '0' for everywhere)");
  });
  venue.taxes.forEach((t, ti) => {
    if (t.type === 11 && !t.categories) add([...vp, 'taxes', ti, 'categories'], "a misc (type 11) tax needs categories: '1' surcharge, '2' delivery");
  });

  return {
    venue,
    vi,
    vp,
    storeCodes: new Set(venue.stores.map((s) => s.code)),
    venueTaxCodes: new Set(venue.taxes.map((t) => t.code)),
    courses: new Set(venue.order_sequences.map((s) => s.sequence)),
    stations: new Set(venue.stations.length ? venue.stations.map((s) => s.code) : ['kitchen']),
    checkLinks(links, path) {
      links.forEach((l, li) => {
        const measures = ingredientMeasures.get(l.ingredient);
        if (!measures) add([...path, li, 'ingredient'], `unknown ingredient '${l.ingredient}' in venue '${venue.code}'`);
        else if (l.measure !== undefined && !measures.has(l.measure)) add([...path, li, 'measure'], `unknown measure '${l.measure}' of ingredient '${l.ingredient}'`);
      });
    },
  };
}

/**
 * One menu: its store and taxes exist in the venue; unique codes of categories, modifier groups and
 * options, products, variants, combos and set menus; each product's category, store, price, taxes,
 * modifier groups and ingredients; then its combos and set menus (`checkBundles`).
 */
function checkMenu(menu: MenuInput, mp: Path, scope: VenueScope, report: Report): void {
  const { add, unique } = report;
  const { venue, storeCodes, venueTaxCodes, checkLinks } = scope;
  if (menu.store !== undefined && !storeCodes.has(menu.store)) add([...mp, 'store'], `unknown store '${menu.store}' in venue '${venue.code}'`);
  menu.taxes?.forEach((t, ti) => {
    if (!venueTaxCodes.has(t)) add([...mp, 'taxes', ti], `unknown tax '${t}' in venue '${venue.code}'`);
  });
  const menuTaxCodes = new Set(menu.taxes ?? venue.taxes.filter((t) => t.type !== 11).map((t) => t.code));

  unique(menu.categories, (c) => c.code, [...mp, 'categories'], 'code', 'category code');
  unique(menu.modifiers, (g) => g.code, [...mp, 'modifiers'], 'code', 'modifier group code');
  unique(menu.products, (p) => p.code, [...mp, 'products'], 'code', 'product code');
  unique(menu.combos, (b) => b.code, [...mp, 'combos'], 'code', 'combo code');
  unique(menu.setmenus, (b) => b.code, [...mp, 'setmenus'], 'code', 'set menu code');
  unique(menu.categories, (c) => (c.type === 0 ? undefined : String(c.type)), [...mp, 'categories'], 'type', 'special category type');

  const categories = new Map(menu.categories.map((c) => [c.code, c]));
  // Kitchen stations and courses (issue 25 items 1, 2): every one named must be the venue's.
  const checkStation = (station: string | undefined, path: Path) => {
    if (station !== undefined && !scope.stations.has(station)) add(path, `unknown station '${station}'; add it to venues[${scope.vi}].stations`);
  };
  menu.categories.forEach((c, ci) => {
    if (c.store !== undefined && !storeCodes.has(c.store)) add([...mp, 'categories', ci, 'store'], `unknown store '${c.store}' in venue '${venue.code}'`);
    checkStation(c.station, [...mp, 'categories', ci, 'station']);
  });

  const groups = new Set(menu.modifiers.map((g) => g.code));
  menu.modifiers.forEach((g, gi) => {
    const gp: Path = [...mp, 'modifiers', gi];
    unique(g.options, (o) => o.code, [...gp, 'options'], 'code', 'option code');
    if (g.limit > 0 && g.minimum > g.limit) add([...gp, 'minimum'], `minimum ${g.minimum} is above the group limit ${g.limit}`);
    g.options.forEach((o, oi) => checkLinks(o.ingredients, [...gp, 'options', oi, 'ingredients']));
    g.options.forEach((o, oi) => checkStation(o.station, [...gp, 'options', oi, 'station']));
  });

  menu.products.forEach((p, pi) => {
    const pp: Path = [...mp, 'products', pi];
    const cat = categories.get(p.category);
    if (!cat) add([...pp, 'category'], `unknown category '${p.category}' in menu '${menu.code}'`);
    else if (cat.type !== 0) add([...pp, 'category'], `category '${p.category}' is a Combos/Set Menus list; put products in a normal category`);
    if (p.store !== undefined && !storeCodes.has(p.store)) add([...pp, 'store'], `unknown store '${p.store}' in venue '${venue.code}'`);
    checkStation(p.station, [...pp, 'station']);
    if (p.course !== 0 && !scope.courses.has(p.course)) add([...pp, 'course'], `unknown course ${p.course}; add it to venues[${scope.vi}].order_sequences`);
    if (!p.open_price && p.price === undefined && p.variants.length === 0) add([...pp, 'price'], 'required when the product has no variants (or set open_price: true)');
    p.variants.forEach((v, vi2) => {
      if (!v.open_price && v.price === undefined) add([...pp, 'variants', vi2, 'price'], 'required (or set open_price: true)');
    });
    p.taxes?.forEach((t, ti) => {
      if (!menuTaxCodes.has(t)) add([...pp, 'taxes', ti], `unknown tax '${t}' in menu '${menu.code}'`);
    });
    p.modifiers.forEach((g, gi) => {
      if (!groups.has(g)) add([...pp, 'modifiers', gi], `unknown modifier group '${g}' in menu '${menu.code}'`);
    });
    unique(p.modifiers, (g) => g, [...pp, 'modifiers'], null, 'modifier group');
    unique(p.variants, (v) => v.code, [...pp, 'variants'], 'code', 'variant code');
    checkLinks(p.ingredients, [...pp, 'ingredients']);
    p.variants.forEach((v, vi2) => checkLinks(v.ingredients, [...pp, 'variants', vi2, 'ingredients']));
  });

  checkBundles(menu, mp, scope, report);
}

/**
 * A menu's combos and set menus: unique group and item keys, a group's `limits` within its items, each
 * item naming a sold product (and, in a combo, a variant when the product has variants), upsales naming
 * combos of the menu, set-menu courses declared by the venue.
 */
function checkBundles(menu: MenuInput, mp: Path, { vi, courses }: VenueScope, { add, unique }: Report): void {
  const productsByCode = new Map(menu.products.map((p) => [p.code, p]));
  const comboCodes = new Set(menu.combos.map((c) => c.code));
  const checkItem = (item: { product: string; variant?: string }, path: Path, needVariant: boolean) => {
    const p = productsByCode.get(item.product);
    if (!p) return add([...path, 'product'], `unknown product '${item.product}' in menu '${menu.code}'`);
    if (isSkippedProduct(p)) return add([...path, 'product'], `product '${item.product}' is open-priced and skipped; a bundle cannot hold it`);
    if (item.variant !== undefined) {
      const v = p.variants.find((x) => x.code === item.variant);
      if (!v) add([...path, 'variant'], `unknown variant '${item.variant}' of product '${item.product}'`);
      else if (v.open_price) add([...path, 'variant'], `variant '${item.variant}' of product '${item.product}' is open-priced and skipped; a bundle cannot hold it`);
    } else if (needVariant && p.variants.length > 0) {
      add([...path, 'variant'], `product '${item.product}' has variants; name one (${p.variants.map((v) => v.code).join(', ')})`);
    }
  };

  menu.combos.forEach((c, ci) => {
    const cp: Path = [...mp, 'combos', ci];
    unique(c.groups.map((g, gi) => g.code ?? `g${gi + 1}`), (k) => k, [...cp, 'groups'], 'code', 'group code');
    c.groups.forEach((g, gi) => {
      const gp: Path = [...cp, 'groups', gi];
      unique(g.items, comboItemCode, [...gp, 'items'], 'code', 'item (product and variant)');
      if (g.limits > g.items.length) add([...gp, 'limits'], `limits ${g.limits} is more than the ${g.items.length} items to choose from`);
      g.items.forEach((item, ii) => {
        const ip: Path = [...gp, 'items', ii];
        checkItem(item, ip, true);
        item.upsales.forEach((u, ui) => {
          if (!comboCodes.has(u)) add([...ip, 'upsales', ui], `unknown combo '${u}' in menu '${menu.code}'`);
        });
      });
    });
  });
  menu.setmenus.forEach((s, si) => {
    const sp: Path = [...mp, 'setmenus', si];
    unique(s.items, setMenuItemCode, [...sp, 'items'], 'code', 'item (product and variant)');
    s.items.forEach((item, ii) => {
      checkItem(item, [...sp, 'items', ii], false);
      if (item.course !== 0 && !courses.has(item.course))
        add([...sp, 'items', ii, 'course'], `unknown course ${item.course}; add it to venues[${vi}].order_sequences`);
    });
  });
}

/**
 * Loyalty cross-references: unique codes, a punch card's reward and the welcome voucher name a voucher
 * template, a template's venues are venues of the file, a punch card's products and categories exist
 * in some menu, a punch card counts something, levels rise with their thresholds.
 */
function checkLoyalty(file: BrandFile, { add, unique }: Report): void {
  const templates = file.brand.voucher?.templates ?? [];
  const templateCodes = new Set(templates.map((t) => t.code));
  const venueCodes = new Set(file.venues.map((v) => v.code));
  unique(templates, (t) => t.code, ['brand', 'voucher', 'templates'], 'code', 'voucher template code');
  templates.forEach((t, ti) => {
    const tp: Path = ['brand', 'voucher', 'templates', ti];
    if ((t.amount_off === undefined) === (t.percent_off === undefined)) add(tp, "expected exactly one of 'amount_off' (cents) and 'percent_off'");
    t.venues.forEach((v, vi) => {
      if (!venueCodes.has(v)) add([...tp, 'venues', vi], `unknown venue '${v}'`);
    });
  });
  const l = file.brand.loyalty;
  if (!l) return;
  const needTemplate = (codeName: string, path: Path) => {
    if (!file.brand.voucher) add(path, `voucher template '${codeName}' needs brand.voucher.templates`);
    else if (!templateCodes.has(codeName)) add(path, `unknown voucher template '${codeName}'`);
  };
  if (l.welcome_voucher !== undefined) needTemplate(l.welcome_voucher, ['brand', 'loyalty', 'welcome_voucher']);
  unique(l.levels, (x) => x.code, ['brand', 'loyalty', 'levels'], 'code', 'level code');
  l.levels.forEach((x, i) => {
    if (i > 0 && x.threshold <= l.levels[i - 1].threshold) add(['brand', 'loyalty', 'levels', i, 'threshold'], `expected more than the previous level's ${l.levels[i - 1].threshold}`);
  });
  const products = new Set<string>();
  const categories = new Set<string>();
  for (const v of file.venues) for (const m of v.menus) {
    m.products.forEach((p) => products.add(p.code));
    m.categories.forEach((c) => categories.add(c.code));
  }
  unique(l.punch_cards, (x) => x.code, ['brand', 'loyalty', 'punch_cards'], 'code', 'punch card code');
  l.punch_cards.forEach((c, ci) => {
    const cp: Path = ['brand', 'loyalty', 'punch_cards', ci];
    if (c.products.length === 0 && c.categories.length === 0) add(cp, "expected 'products' or 'categories' that count");
    c.products.forEach((p, pi) => {
      if (!products.has(p)) add([...cp, 'products', pi], `unknown product '${p}'`);
    });
    c.categories.forEach((k, ki) => {
      if (!categories.has(k)) add([...cp, 'categories', ki], `unknown category '${k}'`);
    });
    needTemplate(c.reward, [...cp, 'reward']);
  });
}
