// The walls behind the module doors (ARCHITECTURE.md; issue 22), beside the import rules that
// depcruise checks (.dependency-cruiser.cjs: schema.ts is imported only inside its module):
// - a door (index.ts) names what it offers: no `export *`, and no Drizzle table among its exports;
// - no process-wide registry: the extension points live on the app being built (platform/hooks.ts),
//   so a module-level Map/Set/array/let in src/server/modules is either listed below as a cache
//   (keyed by database or by statement shape, never a registration) or a failure.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

const modules = join(import.meta.dirname, '..', '..', 'src', 'server', 'modules');
const names = readdirSync(modules).filter((m) => statSync(join(modules, m)).isDirectory());
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [join(dir, f)] : []));

/** Module-level collections that are caches, not registries: file → declared names, with why. */
const CACHES: Record<string, string[]> = {
  // Constant lookups, filled at their declaration and never written.
  'catalog/photo-uploads.ts': ['SET_FIELDS'],
  'tables/resolvers.ts': ['sourcesByEvent', 'ONCE_PER_OPERATION_MUTATIONS', 'ONCE_PER_OPERATION_QUERIES'],
  'staff/availability-http.ts': ['STAFF_AVAILABILITY_PAGES'],
  'staff/console-http.ts': ['LOGIN_PATHS'],
  // The parsed slot caps of a venue object (WeakMap keyed by the loaded venue: gone with it).
  'orders/slot-capacity.ts': ['capsOfVenue'],
  // One argon2 hash of a constant, made once, so an unknown member costs as much as a known one.
  'accounts/staff-members.ts': ['dummy'],
  // Per-database caches (WeakMap keyed by the app's database handle: two apps never share an entry).
  'catalog/order-menu.ts': ['byDb'],
  'tables/table-store.ts': ['settingsCache', 'menuCache'],
  'orders/orders.ts': ['channelMenus', 'entropyAt'],
  'accounts/sessions.ts': ['preparedByDb'],
  'accounts/staff-sessions.ts': ['registries'],
  'accounts/addresses.ts': ['loaded'],
  // Texts of named statements per statement shape (the same for every app).
  'orders/order-insert.ts': ['statements', 'columnSets'],
  // Rendered once per process from constant data.
  'staff/customers-console.ts': ['countryOptions'],
  'accounts/wallet-route.ts': ['googleLogos'],
  // A read-only GeoLite2 file (GEOIP_DB) opened once per path: the same bytes for every app.
  'accounts/geo-country.ts': ['opened'],
};

const DECL = /^(?:export )?(?:let (\w+)|const (\w+)(?:\s*:\s*[^=\n]+)?\s*=\s*(?:new (?:Map|Set|WeakMap)\b|\[\s*\]))/gm;

describe('module walls (issue 22)', () => {
  it.each(names)('the %s door names its exports (no export *) and exports no table', async (name) => {
    const door = join(modules, name, 'index.ts');
    expect(readFileSync(door, 'utf8')).not.toMatch(/^export \*/m);
    const exported = (await import(door)) as Record<string, unknown>;
    const tables = Object.entries(exported).filter(([, v]) => is(v, PgTable)).map(([k]) => k);
    expect(tables).toEqual([]);
  });

  it('keeps no process-wide registry in src/server/modules (only the listed caches)', () => {
    const found: string[] = [];
    for (const file of files(modules)) {
      const rel = relative(modules, file);
      // Code inside template strings (the old staff console's browser script) is not module state.
      const text = readFileSync(file, 'utf8').replace(/`[^`]*`/gs, '``');
      for (const m of text.matchAll(DECL)) {
        const declared = m[1] ?? m[2];
        if (!(CACHES[rel] ?? []).includes(declared)) found.push(`${rel}: ${declared}`);
      }
    }
    expect(found).toEqual([]);
  });
});
