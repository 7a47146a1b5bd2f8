/**
 * The initial data a server-rendered page hands to its islands (storefront.md §2.2 "Initial data and
 * request headers are handed from the server-rendered page to the client as an embedded base64
 * blob"): one `<script type="application/octet-stream" id="platter-boot">` per page, read once.
 */
import type { Menu, Venue, VenueMenuSummary } from '../domain/types';
import type { Locale, Messages } from '../i18n';
import type { Entry } from './entry/app-mode';

export const BOOT_ELEMENT_ID = 'platter-boot';

/** A table found by its QR code (read-only until table ordering arrives). */
export interface BootTable {
  name: string;
  code: string;
  seats: number;
  status: number;
  passcodeRequired: boolean;
}

export interface BootData {
  locale: Locale;
  /** Messages of `locale` (English fills gaps on the server already). */
  messages: Messages;
  entry: Entry;
  /** Request headers the client may need (storefront.md §2.2). */
  headers: { host: string; acceptLanguage: string };
  /** Server time when the page was rendered, ms since the epoch. */
  renderedAt: number;
  /** The page kind. */
  page: 'menu' | 'home' | 'other';
  venue?: Venue;
  /** The current menu; `productsComplete` false when some products are left for productList. */
  menu?: Menu;
  productsComplete?: boolean;
  menus?: VenueMenuSummary[];
  table?: BootTable | null;
  /** Opening state at render (first reading, default category): decides the default fulfilment on entry. */
  storeState?: { open: boolean; preorderForced: boolean };
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** base64 of the UTF-8 JSON of `data`. */
export function encodeBoot(data: BootData): string {
  return bytesToBase64(new TextEncoder().encode(JSON.stringify(data)));
}

/** The data back from `encodeBoot`; throws on a malformed blob (a server bug). */
export function decodeBoot(blob: string): BootData {
  const binary = atob(blob.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return JSON.parse(new TextDecoder().decode(bytes)) as BootData;
}

let cached: BootData | null | undefined;

/** The page's boot data in the browser (read once), or null on the server or when the page has none. */
export function readBoot(): BootData | null {
  if (cached !== undefined) return cached;
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(BOOT_ELEMENT_ID);
  cached = el?.textContent ? decodeBoot(el.textContent) : null;
  return cached;
}
