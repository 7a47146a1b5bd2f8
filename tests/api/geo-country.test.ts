/**
 * geoList's default country (accounts-and-loyalty.md §7 "country (defaults from user or IP
 * geolocation)"; issue 26 item 13): the asked country, the signed-in user's, the client address's from
 * the GeoIP database (GEOIP_DB; the address as TRUST_PROXY decides), else the brand's. The database is
 * tiny GeoLite2-Country-shaped .mmdb built by `tests/helpers/tiny-mmdb.ts` (203.0.113.0/24 in New
 * Zealand), read by the real `maxmind` package; `countryLookupOf` is also tested with a reader of the
 * same shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { brands } from '../../src/server/modules/catalog/schema';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countryLookupOf, geoCountry, openCountryLookup } from '../../src/server/modules/accounts/geo-country';
import { tinyCountryMmdb } from '../helpers/tiny-mmdb';

/** A GeoLite2-Country-shaped database file: 203.0.113.0/24 is in New Zealand. */
function mmdbFile(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'platter-geo-')), 'GeoLite2-Country.mmdb');
  writeFileSync(path, tinyCountryMmdb('203.0.113', 'NZ'));
  return path;
}

/** A reader shaped like maxmind's Reader<CountryResponse>: 203.0.113.0/24 is in New Zealand, 198.51.100.7 registered in Japan. */
const reader = {
  get(ip: string) {
    if (!/^\d+\.\d+\.\d+\.\d+$/.test(ip) && !ip.includes(':')) throw new Error('not an IP');
    if (ip.startsWith('203.0.113.')) return { country: { iso_code: 'NZ' } };
    if (ip === '198.51.100.7') return { registered_country: { iso_code: 'JP' } };
    return null;
  },
};
const GEO = `query($f:String){ geoList(mode:1, filter:$f){ postcode } }`;

describe('countryLookupOf (the maxmind reader wrapped)', () => {
  it('reads the country, else the registered country; IPv4-mapped IPv6 and junk', () => {
    const lookup = countryLookupOf(reader);
    expect(lookup.countryOf('203.0.113.9')).toBe('NZ');
    expect(lookup.countryOf('::ffff:203.0.113.9')).toBe('NZ');
    expect(lookup.countryOf('198.51.100.7')).toBe('JP');
    expect(lookup.countryOf('192.0.2.1')).toBeNull();
    expect(lookup.countryOf('not-an-ip')).toBeNull();
  });

  it('opens a GeoLite2-Country file with the maxmind package', async () => {
    const lookup = await openCountryLookup(mmdbFile(), pino({ level: 'silent' }));
    expect(lookup?.countryOf('203.0.113.200')).toBe('NZ');
    expect(lookup?.countryOf('203.0.114.1')).toBeNull();
    expect(lookup?.countryOf('::1')).toBeNull();
  });

  it('a GEOIP_DB that cannot be opened gives no lookup (logged), not a crash', async () => {
    expect(await openCountryLookup('/nonexistent/GeoLite2-Country.mmdb', pino({ level: 'silent' }))).toBeNull();
  });
});

describe.each(testDatabaseKinds())('geoList default country on %s', (kind) => {
  for (const trustProxy of ['1', '0']) {
    describe(`TRUST_PROXY=${trustProxy}`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await startTestApp(kind, { env: { GEOIP_DB: mmdbFile(), TRUST_PROXY: trustProxy }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
      });
      afterAll(() => t?.close());

      it('a diner in New Zealand (by the client address) gets no Australian postcodes; the asked country wins', async () => {
        const fromNz = await t.gql(GEO, { f: '2000' }, { 'x-forwarded-for': '203.0.113.9' });
        const plain = await t.gql(GEO, { f: '2000' });
        expect(plain.data.geoList.length).toBeGreaterThan(0);
        if (trustProxy === '1') expect(fromNz.data.geoList).toEqual([]);
        // Not trusting proxies, the forwarded address is not believed: the peer (127.0.0.1) is unknown, the brand's AU applies.
        else expect(fromNz.data.geoList.length).toBeGreaterThan(0);
        const asked = await t.gql(`query { geoList(country: "AU", mode: 1, filter: "2000") { postcode } }`, {}, { 'x-forwarded-for': '203.0.113.9' });
        expect(asked.data.geoList.length).toBeGreaterThan(0);
      });

      if (trustProxy === '1') it('the signed-in user\'s country comes before the address; with neither, the brand of the venue', async () => {
        const guest = await t.gql(`mutation { userRegisterSubmit(account: "0491570177", firstname: "Kiri", platform: 2, country: "AU") { authorization { token } } }`);
        const token = guest.data.userRegisterSubmit.authorization.token as string;
        const signedIn = await t.gql(GEO, { f: '2000' }, { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${token}` });
        expect(signedIn.data.geoList.length).toBeGreaterThan(0);
        const db = t.app.services.db;
        const [brand] = await db.select({ id: brands.id, country: brands.country }).from(brands).limit(1);
        await db.update(brands).set({ country: 'nz' }).where(eq(brands.id, brand.id));
        try {
          expect(await geoCountry({ db }, { viewer: null, clientIp: '', venueCode: '' })).toBe('NZ');
          expect(await geoCountry({ db }, { viewer: null, clientIp: '198.51.100.7', venueCode: '', lookup: countryLookupOf(reader) })).toBe('JP');
          expect(await geoCountry({ db }, { asked: 'au', viewer: null, clientIp: '198.51.100.7', venueCode: '', lookup: countryLookupOf(reader) })).toBe('AU');
        } finally {
          await db.update(brands).set({ country: brand.country }).where(eq(brands.id, brand.id));
        }
      });
    });
  }
});
