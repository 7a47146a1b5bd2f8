/**
 * A data folder for an end-to-end server, holding the demo brand with changes a test needs, imported
 * the way an operator would (`venue-import` CLI with DATA_DIR set):
 * - venues open 24 hours every day (equal t_start and t_end mean open all day, see
 *   src/domain/opening-hours.ts), so ASAP orders work whatever the hour in Sydney;
 * - extra capabilities (e.g. 'coupon');
 * - coupons, written straight into the PGlite folder before the server starts (the import format has
 *   none).
 * Pass the folder to `startServer({ DATA_DIR })`; the server then skips its own demo seed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { tempDataDir } from './server-process';

export interface DemoCoupon {
  venue: string;
  shortCode: string;
  name: string;
  /** 2 = cents off; other types: percent paid. */
  type: number;
  value: number;
  minimumOrder?: number;
}

export interface DemoDataOptions {
  /** Venue codes made open 24 hours, every day. */
  openAllDay?: string[];
  /** Venue codes whose menus are served all day too (their `times` removed). */
  menusAllDay?: string[];
  /** Menu codes left out per venue code. */
  withoutMenus?: Record<string, string[]>;
  /** Capabilities added per venue code. */
  capabilities?: Record<string, string[]>;
  /** Capabilities taken away per venue code (e.g. the restaurant's menu selector, 'advance_menu'). */
  withoutCapabilities?: Record<string, string[]>;
  coupons?: DemoCoupon[];
  /** Other-language product names per venue code and product code, e.g. {'laneway-espresso': {'cold-brew': {'zh-CN': '冷萃咖啡'}}}. */
  productNames?: Record<string, Record<string, Record<string, string>>>;
  /** Venue config keys set per venue code, e.g. {'laneway-espresso': {service_surcharge_rate: 0.05}}. */
  config?: Record<string, Record<string, unknown>>;
}

/** The demo brand file with the changes applied (pure). */
export function demoBrand(options: DemoDataOptions = {}): Record<string, any> {
  const demo = JSON.parse(readFileSync('src/content/demo/platter-demo.json', 'utf8')) as Record<string, any>;
  for (const venue of demo.venues as Record<string, any>[]) {
    if (options.openAllDay?.includes(venue.code)) venue.opentime = [{ week: [0, 1, 2, 3, 4, 5, 6], t_start: '00:00', t_end: '00:00' }];
    if (options.menusAllDay?.includes(venue.code)) for (const menu of (venue.menus ?? []) as Record<string, any>[]) menu.times = [];
    if (options.withoutMenus?.[venue.code]) venue.menus = ((venue.menus ?? []) as Record<string, any>[]).filter((m) => !options.withoutMenus![venue.code].includes(m.code));
    const names = options.productNames?.[venue.code] ?? {};
    for (const menu of (venue.menus ?? []) as Record<string, any>[]) {
      for (const product of (menu.products ?? []) as Record<string, any>[]) if (names[product.code]) product.name_i18n = { ...(product.name_i18n ?? {}), ...names[product.code] };
    }
    if (options.config?.[venue.code]) venue.config = { ...(venue.config ?? {}), ...options.config[venue.code] };
    const dropped = options.withoutCapabilities?.[venue.code];
    if (dropped) venue.capabilities = ((venue.capabilities ?? []) as string[]).filter((c) => !dropped.includes(c));
    const caps = options.capabilities?.[venue.code];
    if (caps) venue.capabilities = [...new Set([...(venue.capabilities ?? []), ...caps])];
  }
  return demo;
}

/** A new data folder holding the changed demo brand (and coupons); returns its path. */
export async function prepareDemoDataDir(options: DemoDataOptions = {}): Promise<string> {
  const dataDir = tempDataDir();
  const file = join(mkdtempSync(join(tmpdir(), 'platter-brand-')), 'brand.json');
  writeFileSync(file, JSON.stringify(demoBrand(options)));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/venue-import.ts', file], {
    cwd: process.cwd(),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`venue import failed:\n${run.stdout}\n${run.stderr}`);
  if (options.coupons?.length) {
    const { openDatabase } = await import('../../src/server/platform/db/client');
    const s = await import('./schema');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      for (const c of options.coupons) {
        const [venue] = await database.db.select({ id: s.venues.id }).from(s.venues).where(eq(s.venues.code, c.venue));
        if (!venue) throw new Error(`no venue ${c.venue}`);
        await database.db.insert(s.coupons).values({ venueId: venue.id, code: c.shortCode, shortCode: c.shortCode, name: c.name, type: c.type, value: c.value, minimumOrder: c.minimumOrder ?? 0 });
      }
    } finally {
      await database.close();
    }
  }
  return dataDir;
}

/** Rows of the e-mail outbox of a stopped server's data folder (receipts kept when SMTP is not set). */
export async function readOutbox(dataDir: string): Promise<{ toAddress: string; kind: string; status: string; ref: string; html: string }[]> {
  const { openDatabase } = await import('../../src/server/platform/db/client');
  const s = await import('./schema');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return (await database.db.select().from(s.emailOutbox)) as never;
  } finally {
    await database.close();
  }
}
