// brandMemberInfo (accounts-and-loyalty.md §2.14, §3 "Brand member info", §7) as a spec client calls it:
// the demo brand's three venues with coordinates and weekly hours, the brand's header fields, and
// 'not found' for an unknown brand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { membershipThemeColor } from '../../src/server/modules/catalog';

describe.each(testDatabaseKinds())('brandMemberInfo on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the issue's Done-when query: the three laneway venues with coordinates and hours", async () => {
    const r = await t.gql(`{ brandMemberInfo(brand_code: "laneway") { venues { code latitude longitude open_time { week t_start t_end } } } }`);
    expect(r.errors).toBeUndefined();
    const venues = r.data.brandMemberInfo.venues as { code: string; latitude: number; longitude: number; open_time: { week: number; t_start: string; t_end: string }[] }[];
    expect(venues.map((v) => v.code)).toEqual(['laneway-espresso', 'golden-lantern', 'laneway-eats']);
    for (const v of venues) {
      expect(v.latitude).toBeGreaterThan(-34);
      expect(v.latitude).toBeLessThan(-33.7);
      expect(v.longitude).toBeGreaterThan(151.1);
      expect(v.longitude).toBeLessThan(151.3);
    }
    const cafe = venues[0]!;
    expect(cafe.open_time).toContainEqual({ week: 1, t_start: '06:30', t_end: '15:00' });
    expect(cafe.open_time).toContainEqual({ week: 0, t_start: '07:30', t_end: '15:00' });
    expect(cafe.open_time.map((o) => o.week)).toEqual([...cafe.open_time.map((o) => o.week)].sort());
    // Golden Lantern's Friday dinner runs past midnight: stored as one range, split by the page.
    expect(venues[1]!.open_time).toContainEqual({ week: 5, t_start: '17:00', t_end: '01:00' });
  });

  it('carries the brand header fields and every §3 venue field', async () => {
    const r = await t.gql(`{ brandMemberInfo(brand_code: "laneway") {
      code name logo mask website membership theme_color
      venues { id code name logo website country state city street1 street2 postcode }
    } }`);
    expect(r.errors).toBeUndefined();
    const b = r.data.brandMemberInfo;
    expect(b).toMatchObject({ code: 'laneway', name: 'Laneway Collective', logo: '/main/static/demo/logo-laneway.svg', website: 'https://laneway.example.com.au', mask: '' });
    expect(JSON.parse(b.membership)).toHaveProperty('theme_color');
    expect(JSON.parse(b.membership).theme_color).toBe(b.theme_color);
    expect(b.venues[0]).toMatchObject({ code: 'laneway-espresso', name: 'Laneway Espresso', street1: '88 Crown Street', country: 'AU' });
    expect(typeof b.venues[0].id).toBe('number');
  });

  it.each([['no-such-brand'], ['bad code!'], ['']])("answers 'not found' for brand %j", async (code) => {
    const r = await t.gql(`query($c: String!) { brandMemberInfo(brand_code: $c) { code } }`, { c: code });
    expect(r.errors?.[0]?.message).toBe('not found');
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('membershipThemeColor', () => {
  it.each([
    [{ theme_color: '#0a7d5a' }, '#0a7d5a'],
    [{ membership: { theme_color: '#abc' } }, '#abc'],
    [{ theme_color: 'red; background:url(x)' }, null],
    [{}, null],
  ])('%j → %s', (loyalty, colour) => {
    expect(membershipThemeColor(loyalty)).toBe(colour);
  });
});
