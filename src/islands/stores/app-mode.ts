/**
 * The app mode and its 60-second memory (storefront.md §2.2): a store page records its mode, and a
 * secondary page opened within 60 s keeps it (for "go home" and the back button).
 */
import { atom, computed } from 'nanostores';
import { homeRescanRedirect, recallMode, type AppMode, type RememberedMode } from './entry-mode';

/** sessionStorage key of the app-mode memory. */
export const MEMORY_KEY = 'xc-mode';

const mode = atom<RememberedMode | null>(null);
export const $appMode = computed(mode, (m) => m);

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Records the mode of the page being shown. */
export function rememberMode(m: AppMode, venueCode: string): void {
  const memory: RememberedMode = { mode: m, venueCode, at: Date.now() };
  mode.set(memory);
  try {
    session()?.setItem(MEMORY_KEY, JSON.stringify(memory));
  } catch {
    /* ignore */
  }
}

/** The mode remembered less than 60 s ago, or null. */
export function recallAppMode(): RememberedMode | null {
  let stored: RememberedMode | null;
  try {
    stored = JSON.parse(session()?.getItem(MEMORY_KEY) ?? 'null') as RememberedMode | null;
  } catch {
    stored = null;
  }
  const recalled = recallMode(stored, Date.now());
  mode.set(recalled);
  return recalled;
}

/**
 * On the plain home page: when the phone came from a table within the app-mode window, replaces the
 * location with the rescan-table page (storefront.md §2.2; `homeRescanRedirect`). Returns whether it did.
 */
export function redirectHomeInTableContext(): boolean {
  let stored: RememberedMode | null;
  try {
    stored = JSON.parse(session()?.getItem(MEMORY_KEY) ?? 'null') as RememberedMode | null;
  } catch {
    stored = null;
  }
  const to = homeRescanRedirect(location.pathname, stored, Date.now());
  if (to) location.replace(to);
  return Boolean(to);
}
