/**
 * The diner's allergen and diet filter (issue 25 item 4): 'hide dishes containing …' and 'show only …',
 * kept on the device (localStorage) so it holds on every venue and visit, read back through
 * `readFilter` (unknown codes dropped). Whether its panel is open.
 */
import { atom, computed } from 'nanostores';
import { EMPTY_FILTER, readFilter, toggleFilter, type AllergenFilter } from '../../domain/allergens';

/** localStorage key of the filter. */
export const ALLERGEN_FILTER_KEY = 'platter:allergen-filter';

function load(): AllergenFilter {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(ALLERGEN_FILTER_KEY);
    return text ? readFilter(JSON.parse(text)) : EMPTY_FILTER;
  } catch {
    return EMPTY_FILTER;
  }
}

const filter = atom<AllergenFilter>(load());
const panel = atom(false);

export const $allergenFilter = computed(filter, (v) => v);
export const $allergenPanelOpen = computed(panel, (v) => v);

/** Sets the filter and keeps it on the device. */
export function setAllergenFilter(next: AllergenFilter): void {
  const clean = readFilter(next);
  filter.set(clean);
  try {
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify(clean));
  } catch {
    /* storage blocked: the filter lasts this page */
  }
}

/** Switches one allergen ('hide') or diet ('only') on or off. */
export const toggleAllergenFilter = (list: 'hide' | 'only', code: string) => setAllergenFilter(toggleFilter(filter.get(), list, code));
export const clearAllergenFilter = () => setAllergenFilter(EMPTY_FILTER);
export const openAllergenPanel = () => panel.set(true);
export const closeAllergenPanel = () => panel.set(false);
