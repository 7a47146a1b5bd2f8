/**
 * Images uploaded through a brand file (issue 15, docs/venue-format.md "Images"): any string of the
 * file that is a `data:image/<png|jpeg|webp|avif|gif|svg+xml>;base64,…` URL is encoded by
 * `encodePhotoSet` (AVIF and WebP at 480 / 960 / 1280 px) into `/media/photos/<hash>-<width>.<ext>`
 * files, stored in `catalog_photos` by the import's transaction and served by `photoRoute` with a
 * one-year immutable cache. What the field then holds depends on what reads it:
 * - `icon`, `pic`, `coverset` (read as responsive images): the photo set value (photos.ts);
 * - `cover` (a plain URL: JSON-LD, order history): the widest WebP, and the photo set goes to the
 *   venue's `coverset` when that is empty;
 * - any other field (logos, banner images, platform badges): the widest WebP.
 */
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Route } from '../../platform/http';
import type { Db } from '../../platform/db/client';
import type { FormatIssue } from './format';
import { encodePhotoSet, largestOf, photoSetValue } from './photos';

/** Fields whose readers take a photo set value (`readImage`); others get a plain URL. */
const SET_FIELDS = new Set(['icon', 'pic', 'coverset']);
import { catalogPhotos } from './schema';

/** URL path of the stored photos. */
export const PHOTO_PATH = '/media/photos/';
const DATA_URL = /^data:image\/(?:png|jpeg|webp|avif|gif|svg\+xml);base64,([A-Za-z0-9+/=\s]+)$/;
/** Largest upload accepted, in bytes once decoded. */
export const MAX_UPLOAD_BYTES = 8_000_000;

export interface PhotoFile {
  name: string;
  type: string;
  data: Buffer;
}

export interface EncodedUploads {
  /** The input with every uploaded image replaced by its photo set value. */
  value: unknown;
  files: PhotoFile[];
  /** Uploads that are too large or not an image, with their JSON paths. */
  issues: FormatIssue[];
}

/** Whether a string is an uploaded image (a base64 `data:image/…` URL). */
export const isUpload = (s: string): boolean => s.startsWith('data:image/') && DATA_URL.test(s);

/**
 * Finds and encodes the uploads of a parsed brand file (before validation: data URLs may be longer
 * than a field's text limit). CPU work, done outside the import's transaction.
 */
export async function encodeUploads(input: unknown): Promise<EncodedUploads> {
  const files = new Map<string, PhotoFile>();
  const issues: FormatIssue[] = [];
  const done = new Map<string, string>();
  const visit = async (v: unknown, path: string): Promise<unknown> => {
    if (typeof v === 'string') {
      const m = v.startsWith('data:image/') ? DATA_URL.exec(v) : null;
      if (!m) return v;
      const known = done.get(v);
      if (known) return known;
      const bytes = Buffer.from(m[1].replace(/\s+/g, ''), 'base64');
      if (bytes.length > MAX_UPLOAD_BYTES) {
        issues.push({ path, message: `the image is ${bytes.length} bytes; at most ${MAX_UPLOAD_BYTES}` });
        return v;
      }
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      try {
        const variants = await encodePhotoSet(bytes);
        for (const x of variants) files.set(`${hash}${x.suffix}`, { name: `${hash}${x.suffix}`, type: x.type, data: x.data });
        const value = photoSetValue(`${PHOTO_PATH}${hash}`, [...new Set(variants.map((x) => x.width))]);
        done.set(v, value);
        return value;
      } catch {
        issues.push({ path, message: 'not an image that can be read (PNG, JPEG, WebP, AVIF, GIF or SVG)' });
        return v;
      }
    }
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      for (const [i, x] of v.entries()) out.push(await visit(x, `${path}[${i}]`));
      return out;
    }
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = await visit(x, path ? `${path}.${k}` : k);
      return out;
    }
    return v;
  };
  const value = await visit(input, '');
  return { value: placeSets(input, value), files: [...files.values()], issues };
}

/** Puts each converted upload in the shape its field's readers expect (see the module note). */
function placeSets(before: unknown, after: unknown, key = ''): unknown {
  if (Array.isArray(after)) return after.map((x, i) => placeSets((before as unknown[])[i], x));
  if (after && typeof after === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(after)) out[k] = placeSets((before as Record<string, unknown>)[k], x, k);
    const was = before as Record<string, unknown>;
    if (typeof was.cover === 'string' && was.cover !== after['cover' as keyof typeof after] && !was.coverset) out.coverset = (after as Record<string, unknown>).cover;
    return out;
  }
  if (typeof after === 'string' && typeof before === 'string' && before !== after && !SET_FIELDS.has(key)) return largestOf(after) ?? after;
  return after;
}

/** Stores encoded files not stored yet (names are content hashes: an existing name holds the same bytes). */
export async function storePhotos(db: Pick<Db, 'select' | 'insert'>, files: readonly PhotoFile[]): Promise<void> {
  if (files.length === 0) return;
  const have = new Set((await db.select({ name: catalogPhotos.name }).from(catalogPhotos).where(inArray(catalogPhotos.name, files.map((f) => f.name)))).map((r) => r.name));
  const missing = files.filter((f) => !have.has(f.name));
  if (missing.length > 0) await db.insert(catalogPhotos).values(missing).onConflictDoNothing();
}

const PHOTO_URL = /^\/media\/photos\/([0-9a-f]{16}-\d{2,4}\.(?:avif|webp))$/;

/** GET/HEAD `/media/photos/<name>`: the stored file, cached for a year (`immutable`); 404 when unknown. */
export const photoRoute: Route = async (req, res, url, services) => {
  const m = PHOTO_URL.exec(url.pathname);
  if (!m || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const [row] = await services.db.select().from(catalogPhotos).where(inArray(catalogPhotos.name, [m[1]]));
  if (!row) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('Not found');
    return true;
  }
  res.writeHead(200, { 'content-type': row.type, 'content-length': String(row.data.length), 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
  res.end(req.method === 'HEAD' ? undefined : row.data);
  return true;
};
