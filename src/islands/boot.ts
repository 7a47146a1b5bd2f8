/**
 * The initial data a server-rendered page hands to its islands (storefront.md §2.2 "Initial data and
 * request headers are handed from the server-rendered page to the client as an embedded base64
 * blob"): one `<script type="application/octet-stream" id="platter-boot">` per page, read once.
 */
import type { Menu, Venue, VenueMenuSummary } from '../domain/types';
import type { Locale, Messages } from '../i18n';
import type { Entry } from './stores/entry-mode';
import type { CaptchaSettings } from './account/captcha';

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
  /**
   * Menu pages: the captcha the guest form's 'Create account & checkout' code request carries
   * (accounts-and-loyalty.md §2.6, §7; issue 26 item 6); null or absent when captcha is off.
   */
  captcha?: CaptchaSettings | null;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

/**
 * base64 of the gzip-compressed UTF-8 JSON of `data`. Compressing first keeps a long menu's blob small
 * in the HTML (a 300-product menu: about 30 KB instead of 440 KB), which matters when pages are served
 * uncompressed; the browser inflates it natively (DecompressionStream).
 */
export async function encodeBoot(data: BootData): Promise<string> {
  return bytesToBase64(await pipe(new TextEncoder().encode(JSON.stringify(data)), new CompressionStream('gzip')));
}

/** The data back from `encodeBoot`; rejects on a malformed blob (a server bug). */
export async function decodeBoot(blob: string): Promise<BootData> {
  return JSON.parse(new TextDecoder().decode(await pipe(base64ToBytes(blob), new DecompressionStream('gzip')))) as BootData;
}

let loading: Promise<BootData | null> | undefined;
let loaded: BootData | null = null;

/** The page's boot data in the browser (decoded once), or null on the server or when the page has none. */
export function loadBoot(): Promise<BootData | null> {
  if (loading) return loading;
  if (typeof document === 'undefined') return Promise.resolve(null);
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  loading = text ? decodeBoot(text).then((d) => (loaded = d)) : Promise.resolve(null);
  return loading;
}

/** The boot data once `loadBoot` has resolved (islands' dialogs mount only after that), else null. */
export function bootData(): BootData | null {
  return loaded;
}
