/**
 * geoList's default country (accounts-and-loyalty.md §7 "country (defaults from user or IP
 * geolocation)"; issue 26 item 13), first that answers:
 * 1. the `country` asked for;
 * 2. the signed-in user's country;
 * 3. the client address's country from a MaxMind GeoLite2-Country / GeoIP2-Country database, when
 *    `GEOIP_DB` names one (the `maxmind` package: `maxmind.open(path)` → `reader.get(ip)?.country?.iso_code`);
 *    the client address is the GraphQL context's `clientIp`, which follows TRUST_PROXY (a spoofed
 *    X-Forwarded-For is not believed unless proxies are trusted);
 * 4. the embedded default: the country of the brand of the venue the call is for (the `xc-slug` header),
 *    else of the first brand, else 'AU'.
 * Countries are ISO 3166-1 alpha-2, upper case. The database is opened once per path; a file that
 * cannot be opened is logged once and the lookup is skipped.
 */
import { eq } from 'drizzle-orm';
import { findVenueWithBrand, listBrands } from '../catalog';
import type { Services } from '../../services';
import * as s from './schema';
import type { Viewer } from './sessions';

/** Looks a client address up: its ISO country code, or null when unknown (private, unlisted, malformed). */
export interface CountryLookup {
  countryOf(ip: string): string | null;
}

/** The part of the `maxmind` package's Reader this module reads (GeoLite2-Country records). */
interface CountryReader {
  get(ip: string): { country?: { iso_code?: string } | null; registered_country?: { iso_code?: string } | null } | null;
}

/** A lookup over a `maxmind` Reader: the record's country, else its registered country; malformed addresses answer null. */
export function countryLookupOf(reader: CountryReader): CountryLookup {
  return {
    countryOf(ip) {
      const bare = ip.replace(/^::ffff:/i, '');
      try {
        const r = reader.get(bare);
        const code = r?.country?.iso_code ?? r?.registered_country?.iso_code ?? '';
        return /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
      } catch {
        // Not an IP address.
        return null;
      }
    },
  };
}

const opened = new Map<string, Promise<CountryLookup | null>>();

/**
 * The lookup of the database at `path` (GEOIP_DB), opened once per path with the `maxmind` package;
 * null (logged once) when the file cannot be read or is not a MaxMind DB.
 */
export function openCountryLookup(path: string, logger: Services['logger']): Promise<CountryLookup | null> {
  let p = opened.get(path);
  if (!p) {
    p = (async () => {
      try {
        // Loaded only when GEOIP_DB is set (a CommonJS package: `open` is a named or the default export's).
        const maxmind = (await import('maxmind')) as unknown as { default?: { open(path: string): Promise<CountryReader> }; open?(path: string): Promise<CountryReader> };
        const open = maxmind.open ?? maxmind.default?.open;
        if (!open) throw new Error('the maxmind package has no open()');
        return countryLookupOf(await open(path));
      } catch (e) {
        logger.warn({ path, error: String(e) }, 'geo: GEOIP_DB could not be opened; geoList defaults to the user or brand country');
        return null;
      }
    })();
    opened.set(path, p);
  }
  return p;
}

/** What the default depends on besides the database. */
export interface GeoCountryInput {
  /** The country asked for ('' or absent: none). */
  asked?: string | null;
  viewer: Viewer | null;
  /** The caller's client address (context `clientIp`, TRUST_PROXY applied); '' unknown. */
  clientIp: string;
  /** The venue code of the call (the `xc-slug` header); '' none. */
  venueCode: string;
  /** Looks the client address up; absent: GEOIP_DB is not set. */
  lookup?: CountryLookup | null;
}

/** geoList's country by the rules of the module note. Upper-case ISO alpha-2. */
export async function geoCountry(deps: Pick<Services, 'db'>, input: GeoCountryInput): Promise<string> {
  const asked = String(input.asked ?? '').trim();
  if (asked) return asked.toUpperCase();
  if (input.viewer?.userId) {
    const [u] = await deps.db.select({ country: s.users.country }).from(s.users).where(eq(s.users.id, input.viewer.userId)).limit(1);
    if (u?.country && /^[A-Za-z]{2}$/.test(u.country)) return u.country.toUpperCase();
  }
  const located = input.clientIp && input.lookup ? input.lookup.countryOf(input.clientIp) : null;
  if (located) return located;
  const venue = input.venueCode ? await findVenueWithBrand(deps.db, input.venueCode.slice(0, 100)) : null;
  const brandCountry = venue?.brand.country ?? (await listBrands(deps.db))[0]?.country ?? '';
  return /^[A-Za-z]{2}$/.test(brandCountry) ? brandCountry.toUpperCase() : 'AU';
}
