/** The venue a loyalty page is about, from the query, the remembered store page or the order draft (browser only). */
import { DRAFT_STORAGE_KEY } from '../stores/order-draft';
import { pickVenueCode } from './loyalty-view';

function read(storage: () => Storage, key: string): string | null {
  try {
    const v = JSON.parse(storage().getItem(key) ?? 'null') as { venueCode?: unknown } | null;
    return typeof v?.venueCode === 'string' ? v.venueCode : null;
  } catch {
    return null;
  }
}

/** The venue code, or `fallback` (the server's default loyalty venue) when the browser knows none. */
export function knownVenueCode(fallback: string | null): string | null {
  return pickVenueCode(location.search, read(() => sessionStorage, 'xc-mode'), read(() => localStorage, DRAFT_STORAGE_KEY)) ?? fallback;
}
