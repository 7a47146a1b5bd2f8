import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALLERGEN_CODES,
  ALLERGENS,
  DIETS,
  addedAllergens,
  bundleDeclaration,
  combineDeclarations,
  dietsOfTags,
  isAllergenCode,
  judgeDish,
  readFilter,
  toggleFilter,
  type AllergenDeclaration,
  type DishAllergens,
} from './allergens';

describe('the allergen code list', () => {
  it('covers the PEAL list and the EU 14, tree nuts and gluten cereals by name', () => {
    for (const code of ['peanut', 'almond', 'brazil-nut', 'cashew', 'hazelnut', 'macadamia', 'pecan', 'pine-nut', 'pistachio', 'walnut', 'milk', 'egg', 'sesame', 'soy', 'fish', 'crustacean', 'mollusc', 'wheat', 'barley', 'oats', 'rye', 'lupin', 'sulphites', 'celery', 'mustard']) {
      expect(isAllergenCode(code), code).toBe(true);
    }
    expect(isAllergenCode('peanuts')).toBe(false);
    expect(ALLERGENS.filter((x) => x.group === 'tree-nuts')).toHaveLength(9);
  });

  it('gives every code and diet a distinct text symbol', () => {
    const symbols = [...ALLERGENS.map((x) => x.symbol), ...DIETS.map((d) => d.symbol)];
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(symbols.every((s) => /^[A-Z]{1,2}$/.test(s))).toBe(true);
  });

  it('reads diets from dietary tags (type 71)', () => {
    expect(dietsOfTags([{ type: 71, tag: 2 }, { type: 1, tag: 1 }, { type: 71, tag: 1 }, { type: 71, tag: 7 }])).toEqual(['vegetarian', 'vegan']);
  });
});

const decl = (contains: string[], may_contain: string[] = []): AllergenDeclaration => ({ contains, may_contain });

describe('judgeDish', () => {
  it('hides a dish that contains or may contain a hidden allergen', () => {
    const filter = { hide: ['peanut'], only: [] };
    expect(judgeDish({ declared: decl(['peanut']), diets: [] }, filter)).toEqual({ kind: 'hidden', codes: ['peanut'], diets: [] });
    expect(judgeDish({ declared: decl([], ['peanut']), diets: [] }, filter)).toEqual({ kind: 'hidden', codes: ['peanut'], diets: [] });
    expect(judgeDish({ declared: decl(['milk']), diets: [] }, filter)).toEqual({ kind: 'pass' });
  });

  it('never passes a dish without data as safe (unknown ≠ safe)', () => {
    expect(judgeDish({ declared: null, diets: ['vegan'] }, { hide: ['peanut'], only: [] })).toEqual({ kind: 'unknown' });
    // No filter: nothing is claimed.
    expect(judgeDish({ declared: null, diets: [] }, { hide: [], only: [] })).toEqual({ kind: 'pass' });
  });

  it("'show only' keeps dishes carrying every chosen diet", () => {
    expect(judgeDish({ declared: null, diets: ['vegan'] }, { hide: [], only: ['vegan'] })).toEqual({ kind: 'pass' });
    expect(judgeDish({ declared: decl([]), diets: ['vegetarian'] }, { hide: [], only: ['vegan'] })).toEqual({ kind: 'hidden', codes: [], diets: ['vegan'] });
  });
});

describe('declarations of a built dish', () => {
  it('adds variant and option allergens; an undeclared base stays unknown', () => {
    expect(combineDeclarations(decl(['wheat'], ['milk']), [decl(['milk']), undefined, decl([], ['sesame'])])).toEqual(decl(['milk', 'wheat'], ['sesame']));
    expect(combineDeclarations(null, [decl(['milk'])])).toBeNull();
  });

  it('a bundle is unknown when any item is unknown', () => {
    expect(bundleDeclaration([decl(['egg']), decl([], ['peanut'])])).toEqual(decl(['egg'], ['peanut']));
    expect(bundleDeclaration([decl(['egg']), null])).toBeNull();
    expect(bundleDeclaration([])).toBeNull();
  });

  it('names what an option adds', () => {
    expect(addedAllergens(decl(['milk']), decl(['milk', 'cashew']))).toEqual(['cashew']);
    expect(addedAllergens(decl([]), null)).toEqual([]);
  });
});

describe('the stored filter', () => {
  it('drops unknown codes and keeps list order', () => {
    expect(readFilter({ hide: ['sesame', 'nope', 'peanut', 'peanut'], only: ['vegan', 'keto'] })).toEqual({ hide: ['peanut', 'sesame'], only: ['vegan'] });
    expect(readFilter('garbage')).toEqual({ hide: [], only: [] });
    expect(toggleFilter(toggleFilter({ hide: [], only: [] }, 'hide', 'milk'), 'hide', 'milk')).toEqual({ hide: [], only: [] });
  });
});

const code = fc.constantFrom(...ALLERGEN_CODES);
const declaration = fc.record({ contains: fc.uniqueArray(code, { maxLength: 6 }), may_contain: fc.uniqueArray(code, { maxLength: 6 }) });
const dish: fc.Arbitrary<DishAllergens> = fc.record({
  declared: fc.option(declaration, { nil: null }),
  diets: fc.uniqueArray(fc.constantFrom(...DIETS.map((d) => d.code)), { maxLength: 3 }),
});
const filter = fc.record({ hide: fc.uniqueArray(code, { maxLength: 5 }), only: fc.uniqueArray(fc.constantFrom(...DIETS.map((d) => d.code)), { maxLength: 2 }) });

describe('filter properties', () => {
  it('no dish containing or may-containing a hidden allergen passes, and no dish without data passes a hide filter', () => {
    fc.assert(
      fc.property(dish, filter, (d, f) => {
        const verdict = judgeDish(d, f);
        if (verdict.kind !== 'pass') return;
        if (f.hide.length > 0) expect(d.declared).not.toBeNull();
        const named = d.declared ? [...d.declared.contains, ...d.declared.may_contain] : [];
        expect(named.filter((c) => f.hide.includes(c))).toEqual([]);
        for (const diet of f.only) expect(d.diets).toContain(diet);
      }),
      { numRuns: 2000 },
    );
  });

  it('a built dish with its options is judged on everything it adds up to', () => {
    fc.assert(
      fc.property(fc.option(declaration, { nil: null }), fc.array(fc.option(declaration, { nil: null }), { maxLength: 4 }), filter, (base, options, f) => {
        const combined = combineDeclarations(base, options);
        const verdict = judgeDish({ declared: combined, diets: [] }, { hide: f.hide, only: [] });
        const named = [base, ...options].flatMap((x) => (x ? [...x.contains, ...x.may_contain] : []));
        if (named.some((c) => f.hide.includes(c)) && base) expect(verdict.kind).toBe('hidden');
        if (!base && f.hide.length > 0) expect(verdict.kind).toBe('unknown');
      }),
      { numRuns: 1000 },
    );
  });
});
