/**
 * The diner's allergen and diet filter over the server-rendered rows (issue 25 item 4): a row whose dish
 * contains or may contain a hidden allergen, or lacks a chosen diet, is hidden; with allergens hidden, a
 * dish without data stays shown with its 'Allergens not listed — ask staff' line and a 'Not checked
 * against your filter' flag (unknown ≠ safe; docs/venue-format.md "Allergens and dietary tags"). A
 * category left with no row shown is hidden with its category-bar link. Browser only; the rule is
 * `judgeDish` (src/domain/allergens.ts).
 */
import { isFilterActive, judgeDish, type AllergenFilter, type DishAllergens } from '../../domain/allergens';
import { bundleDish, productDish } from '../../domain/allergen-dishes';
import type { Menu } from '../../domain/types';
import { fill } from '../labels';

/** The dish of a row key ('p:1', 'c:2', 's:3'), or null when the menu does not hold it. */
export function dishOfRow(key: string, menu: Menu): DishAllergens | null {
  const [kind, raw] = key.split(':');
  const id = Number(raw);
  if (kind === 'p') {
    const p = menu.products.find((x) => x.id === id);
    return p ? productDish(p) : null;
  }
  const bundle = kind === 'c' ? menu.combos.find((x) => x.id === id) : kind === 's' ? menu.setmenus.find((x) => x.id === id) : undefined;
  return bundle ? bundleDish(bundle, menu) : null;
}

/** Applies `filter` to the rows under `main`, the category bar and the summary; returns the counts. */
export function applyAllergenFilter(
  doc: Document,
  main: HTMLElement,
  menu: Menu,
  filter: AllergenFilter,
  texts: { filterButton: string; filterActive: string; summary: string },
): { hidden: number; unchecked: number } {
  let hidden = 0;
  let unchecked = 0;
  for (const row of main.querySelectorAll<HTMLElement>('[data-row]')) {
    const dish = dishOfRow(row.dataset.row ?? '', menu) ?? { declared: null, diets: [] };
    const verdict = judgeDish(dish, filter);
    row.hidden = verdict.kind === 'hidden';
    row.toggleAttribute('data-alg-unchecked', verdict.kind === 'unknown');
    const flag = row.querySelector<HTMLElement>('[data-alg-flag]');
    if (flag) flag.hidden = verdict.kind !== 'unknown';
    if (verdict.kind === 'hidden') hidden++;
    if (verdict.kind === 'unknown') unchecked++;
  }
  for (const section of main.querySelectorAll<HTMLElement>('section.cat')) {
    const rows = [...section.querySelectorAll<HTMLElement>('[data-row]')];
    const empty = rows.length > 0 && rows.every((r) => r.hidden);
    section.hidden = empty;
    const link = doc.querySelector<HTMLElement>(`[data-category-bar] a[href="#${section.id}"]`)?.closest('li');
    if (link) link.hidden = empty;
  }
  const active = isFilterActive(filter);
  const summary = doc.querySelector<HTMLElement>('[data-alg-summary]');
  if (summary) {
    summary.hidden = !active;
    summary.textContent = active ? fill(texts.summary, { hidden, unchecked }) : '';
  }
  const button = doc.querySelector<HTMLElement>('[data-alg-button]');
  if (button) button.textContent = active ? fill(texts.filterActive, { count: filter.hide.length + filter.only.length }) : texts.filterButton;
  return { hidden, unchecked };
}
