/**
 * brandMemberInfo (accounts-and-loyalty.md §2.14, §3 "Brand member info", §7): the brand with its
 * venues, their addresses, coordinates and weekly hours, for the brand store locator `/brand/:code`.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { err, ok, type Result } from '../../../domain/result';
import type { BrandMemberInfoView, BrandVenueView } from '../../../domain/contract';
import type { Services } from '../../services';
import * as s from './schema';

type Deps = Pick<Services, 'db'>;

/** A brand code as the import format allows it (lowercase letters, digits, '-', '_'), 1–64 characters. */
export const brandCodeSchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * The membership theme colour of a brand's loyalty settings: `theme_color` (or `membership.theme_color`)
 * when it is a CSS hex colour, else null (the page then uses the default #0162fe, §9).
 */
export function membershipThemeColor(loyalty: Record<string, unknown>): string | null {
  const nested = loyalty.membership && typeof loyalty.membership === 'object' ? (loyalty.membership as Record<string, unknown>).theme_color : undefined;
  const c = loyalty.theme_color ?? nested;
  return typeof c === 'string' && HEX.test(c) ? c : null;
}

/**
 * The brand with `code` and its venues in file order, each with its weekly ranges (week, start order).
 * Errors: NOT_FOUND for an unknown or malformed brand code (server message 'not found'; the page shows
 * 'no such brand').
 */
export async function getBrandMemberInfo(deps: Deps, code: string): Promise<Result<BrandMemberInfoView>> {
  const parsed = brandCodeSchema.safeParse(code);
  if (!parsed.success) return err('NOT_FOUND');
  const [brand] = await deps.db.select().from(s.brands).where(eq(s.brands.code, parsed.data)).limit(1);
  if (!brand) return err('NOT_FOUND');
  const venues = await deps.db.select().from(s.venues).where(eq(s.venues.brandId, brand.id)).orderBy(asc(s.venues.sequence), asc(s.venues.id));
  const times = venues.length
    ? await deps.db
        .select()
        .from(s.venueOpenTimes)
        .where(inArray(s.venueOpenTimes.venueId, venues.map((v) => v.id)))
        .orderBy(asc(s.venueOpenTimes.week), asc(s.venueOpenTimes.tStart), asc(s.venueOpenTimes.id))
    : [];
  const list: BrandVenueView[] = venues.map((v) => ({
    id: v.id,
    code: v.code,
    name: v.name,
    logo: v.logo,
    website: v.website,
    country: v.country,
    state: v.state,
    city: v.city,
    street1: v.street1,
    street2: v.street2,
    postcode: v.postcode,
    latitude: v.latitude,
    longitude: v.longitude,
    open_time: times.filter((t) => t.venueId === v.id).map((t) => ({ week: t.week, t_start: t.tStart, t_end: t.tEnd })),
  }));
  return ok({
    code: brand.code,
    name: brand.name,
    logo: brand.logo,
    mask: '',
    website: brand.website,
    membership: { theme_color: membershipThemeColor(brand.loyalty) },
    venues: list,
  });
}

/** A brand's identity for a membership pass: code, name, logo path or URL, website, membership colour. */
export interface BrandIdentity {
  code: string;
  name: string;
  logo: string;
  website: string;
  /** CSS hex or null (default #0162fe). */
  themeColor: string | null;
}

/**
 * The brand of the venue `venueCode` (the wallet links' `sid`), or the site's first brand when no venue
 * code is given. Null for an unknown venue, or when no brand is imported.
 */
export async function findBrandIdentity(deps: Deps, venueCode?: string | null): Promise<BrandIdentity | null> {
  const rows = venueCode
    ? await deps.db.select({ b: s.brands }).from(s.venues).innerJoin(s.brands, eq(s.brands.id, s.venues.brandId)).where(eq(s.venues.code, venueCode)).limit(1)
    : await deps.db.select({ b: s.brands }).from(s.brands).orderBy(asc(s.brands.id)).limit(1);
  const b = rows[0]?.b;
  return b ? { code: b.code, name: b.name, logo: b.logo, website: b.website, themeColor: membershipThemeColor(b.loyalty) } : null;
}
