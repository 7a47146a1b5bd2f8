/**
 * Allergens and dietary tags the diner can trust (issue 25 item 4). One code list covering the
 * Australia New Zealand Food Standards Code's plain-English allergen labelling (PEAL) list and the EU's
 * 14 allergens (Regulation 1169/2011 Annex II), each with a symbol (text, so it never depends on colour),
 * and the diner's filter: 'hide dishes containing …' and 'show only …' (diets).
 *
 * The rule this module keeps: **unknown is not safe**. A dish whose brand file declares no allergens
 * (`declared: null`) never passes a hide filter as safe: `judgeDish` answers `unknown`, and the menu shows
 * it flagged 'Allergens not listed — ask staff' (docs/venue-format.md "Allergens").
 *
 * Labels are in the locale files under `allergens.code.<code>` and `allergens.diet.<code>` (three languages);
 * `name` here is the English name for places without the locale files (logs, the brand-file report).
 * Pure: no I/O.
 */

/** How an allergen is grouped on screen: tree nuts and gluten cereals are listed by name. */
export type AllergenGroup = 'peanut' | 'tree-nuts' | 'milk' | 'egg' | 'sesame' | 'soy' | 'seafood' | 'gluten' | 'other';

export interface AllergenInfo {
  /** The code used in the brand file, the database and the API, e.g. 'pine-nut'. */
  code: string;
  /** English name. */
  name: string;
  /** A short text mark shown with the name (never colour alone), e.g. 'PN'. */
  symbol: string;
  group: AllergenGroup;
  /** On the ANZ PEAL list. */
  peal: boolean;
  /** One of (or part of one of) the EU 14. */
  eu: boolean;
}

const a = (code: string, name: string, symbol: string, group: AllergenGroup, peal = true, eu = true): AllergenInfo => ({ code, name, symbol, group, peal, eu });

/** Every allergen code, in the order menus list them. */
export const ALLERGENS: readonly AllergenInfo[] = [
  a('peanut', 'Peanut', 'PN', 'peanut'),
  a('almond', 'Almond', 'AL', 'tree-nuts'),
  a('brazil-nut', 'Brazil nut', 'BZ', 'tree-nuts'),
  a('cashew', 'Cashew', 'CA', 'tree-nuts'),
  a('hazelnut', 'Hazelnut', 'HZ', 'tree-nuts'),
  a('macadamia', 'Macadamia', 'MC', 'tree-nuts'),
  a('pecan', 'Pecan', 'PC', 'tree-nuts'),
  a('pine-nut', 'Pine nut', 'PI', 'tree-nuts', true, false),
  a('pistachio', 'Pistachio', 'PS', 'tree-nuts'),
  a('walnut', 'Walnut', 'WN', 'tree-nuts'),
  a('milk', 'Milk', 'MK', 'milk'),
  a('egg', 'Egg', 'EG', 'egg'),
  a('sesame', 'Sesame', 'SE', 'sesame'),
  a('soy', 'Soy', 'SY', 'soy'),
  a('fish', 'Fish', 'FI', 'seafood'),
  a('crustacean', 'Crustacean', 'CR', 'seafood'),
  a('mollusc', 'Mollusc', 'MO', 'seafood'),
  a('wheat', 'Wheat', 'WH', 'gluten'),
  a('barley', 'Barley', 'BA', 'gluten'),
  a('oats', 'Oats', 'OA', 'gluten'),
  a('rye', 'Rye', 'RY', 'gluten'),
  a('lupin', 'Lupin', 'LU', 'other'),
  a('sulphites', 'Sulphites', 'SU', 'other'),
  a('celery', 'Celery', 'CE', 'other', false, true),
  a('mustard', 'Mustard', 'MU', 'other', false, true),
];

/** The allergen codes, in list order. */
export const ALLERGEN_CODES: readonly string[] = ALLERGENS.map((x) => x.code);

const BY_CODE = new Map(ALLERGENS.map((x) => [x.code, x]));

/** The allergen with this code, or undefined for an unknown code. */
export function allergenInfo(code: string): AllergenInfo | undefined {
  return BY_CODE.get(code);
}

/** Whether `code` is on the allergen list (the brand-file import refuses other codes). */
export function isAllergenCode(code: string): boolean {
  return BY_CODE.has(code);
}

/**
 * Dietary tags: brand-file tag names mapped to the stored tag `{ type: 71, tag }` (storefront.md §9
 * Tags; src/server/modules/catalog/format/fields.ts TAG_NAMES). A tag is a positive claim by the venue.
 */
export interface DietInfo {
  code: string;
  name: string;
  /** Text mark, e.g. 'VG'. */
  symbol: string;
  /** The stored tag number within type 71. */
  tag: number;
}

export const DIETS: readonly DietInfo[] = [
  { code: 'vegetarian', name: 'Vegetarian', symbol: 'V', tag: 1 },
  { code: 'vegan', name: 'Vegan', symbol: 'VG', tag: 2 },
  { code: 'gluten-free', name: 'Gluten-free', symbol: 'GF', tag: 3 },
  { code: 'halal', name: 'Halal', symbol: 'H', tag: 4 },
  { code: 'dairy-free', name: 'Dairy-free', symbol: 'DF', tag: 6 },
];

/** The dietary tag type of `Tag.type`. */
export const DIET_TAG_TYPE = 71;

/** The diet codes of an item's tags (type 71 tags with a diet number), in `DIETS` order. */
export function dietsOfTags(tags: readonly { type: number; tag: number }[]): string[] {
  return DIETS.filter((d) => tags.some((t) => t.type === DIET_TAG_TYPE && t.tag === d.tag)).map((d) => d.code);
}

/**
 * What the brand file declares for an item, a variant or a modifier option: allergen codes it
 * `contains` and those it `may_contain` (cross-contact). Codes are `ALLERGEN_CODES`.
 */
export interface AllergenDeclaration {
  contains: string[];
  may_contain: string[];
}

/**
 * A dish as the filter sees it: its declaration, or `null` when the brand file lists none (unknown —
 * never safe), and its diet codes (`dietsOfTags`).
 */
export interface DishAllergens {
  declared: AllergenDeclaration | null;
  diets: readonly string[];
}

/** The diner's filter: allergen codes to hide, and diets a dish must all carry ('show only …'). */
export interface AllergenFilter {
  hide: readonly string[];
  only: readonly string[];
}

export const EMPTY_FILTER: AllergenFilter = { hide: [], only: [] };

/**
 * How a dish fares under the filter:
 * - `pass`: shown; with a hide filter on it is declared free of every hidden allergen (also as 'may contain').
 * - `hidden`: it contains or may contain a hidden allergen (`codes`), or lacks a chosen diet (`diets`).
 * - `unknown`: a hide filter is on and the dish has no allergen data: shown flagged 'Allergens not listed —
 *   ask staff', never as safe.
 */
export type FilterVerdict =
  | { kind: 'pass' }
  | { kind: 'hidden'; codes: string[]; diets: string[] }
  | { kind: 'unknown' };

/** Whether the filter asks anything at all. */
export function isFilterActive(filter: AllergenFilter): boolean {
  return filter.hide.length > 0 || filter.only.length > 0;
}

/** The hidden allergens the declaration names (contains or may contain), in list order. */
export function conflictingAllergens(declared: AllergenDeclaration, hide: readonly string[]): string[] {
  const named = new Set([...declared.contains, ...declared.may_contain]);
  return ALLERGEN_CODES.filter((c) => hide.includes(c) && named.has(c)).concat(hide.filter((c) => !BY_CODE.has(c) && named.has(c)));
}

/**
 * Judges one dish under the diner's filter (see `FilterVerdict`). A dish lacking any chosen diet is
 * hidden whatever its allergen data; with allergens to hide, a dish without data is `unknown`.
 */
export function judgeDish(dish: DishAllergens, filter: AllergenFilter): FilterVerdict {
  const missingDiets = filter.only.filter((d) => !dish.diets.includes(d));
  const codes = filter.hide.length > 0 && dish.declared ? conflictingAllergens(dish.declared, filter.hide) : [];
  if (missingDiets.length > 0 || codes.length > 0) return { kind: 'hidden', codes, diets: missingDiets };
  if (filter.hide.length > 0 && !dish.declared) return { kind: 'unknown' };
  return { kind: 'pass' };
}

const unique = (codes: readonly string[]) => ALLERGEN_CODES.filter((c) => codes.includes(c)).concat([...new Set(codes.filter((c) => !BY_CODE.has(c)))]);

/**
 * A dish's declaration with what its chosen variant and options add: `base` null stays null (unknown);
 * an addition that is null or undefined adds nothing (the product's declaration covers the dish, a
 * variant or option declares only what it adds — docs/venue-format.md "Allergens"). Codes in list order,
 * an allergen both contained and may-contained is listed as contained only.
 */
export function combineDeclarations(base: AllergenDeclaration | null, additions: readonly (AllergenDeclaration | null | undefined)[]): AllergenDeclaration | null {
  if (!base) return null;
  const all = [base, ...additions.filter((x): x is AllergenDeclaration => Boolean(x))];
  const contains = unique(all.flatMap((d) => d.contains));
  return { contains, may_contain: unique(all.flatMap((d) => d.may_contain)).filter((c) => !contains.includes(c)) };
}

/**
 * A bundle's declaration (combo or set menu): everything any of its items' products declares, or null
 * when one of them declares nothing (then the whole bundle is unknown). An empty bundle is null.
 */
export function bundleDeclaration(items: readonly (AllergenDeclaration | null)[]): AllergenDeclaration | null {
  if (items.length === 0 || items.some((x) => !x)) return null;
  return combineDeclarations({ contains: [], may_contain: [] }, items);
}

/** The allergens an option or variant adds on top of the dish's declaration (both lists), in list order. */
export function addedAllergens(dish: AllergenDeclaration | null, addition: AllergenDeclaration | null | undefined): string[] {
  if (!addition) return [];
  const had = new Set(dish ? [...dish.contains, ...dish.may_contain] : []);
  return unique([...addition.contains, ...addition.may_contain]).filter((c) => !had.has(c));
}

/**
 * The diner's stored filter read back safely (a device's saved JSON may be old or edited): unknown
 * allergen and diet codes are dropped, duplicates removed, list order kept.
 */
export function readFilter(value: unknown): AllergenFilter {
  const v = (value ?? {}) as { hide?: unknown; only?: unknown };
  const list = (x: unknown) => (Array.isArray(x) ? x.filter((c): c is string => typeof c === 'string') : []);
  const hide = list(v.hide);
  const only = list(v.only);
  return { hide: ALLERGEN_CODES.filter((c) => hide.includes(c)), only: DIETS.map((d) => d.code).filter((c) => only.includes(c)) };
}

/** The filter with one allergen (or diet) switched on or off. */
export function toggleFilter(filter: AllergenFilter, list: 'hide' | 'only', code: string): AllergenFilter {
  const current = filter[list];
  const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
  return readFilter({ ...filter, [list]: next });
}
