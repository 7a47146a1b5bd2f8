// The platform as a newcomer meets it: the built server as a real process, its home page in Chromium,
// SIGTERM, restart with the same data, one process per PGlite folder, and the import CLI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, startServer, tempDataDir } from '../helpers/server-process';

const gql = async (url: string, query: string, variables?: Record<string, unknown>) =>
  (await fetch(`${url}/xcloud/user/gapi`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })).json();

const importFile = (file: string, dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/venue-import.ts', file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

describe('platform, end to end', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the home page listing the demo stores from the database', async () => {
    const server = await startServer();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const res = await page.goto(server.url + '/');
      expect(res?.status()).toBe(200);
      const stores = await gql(server.url, '{ indexStores { name code } }');
      expect(stores.data.indexStores.length).toBeGreaterThanOrEqual(3);
      for (const s of stores.data.indexStores) await expect(page.getByText(s.name).first().isVisible()).resolves.toBe(true);
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: 'test-results/platform-home.png', fullPage: true });
      await page.close();
    } finally {
      await server.stop();
    }
  });

  it('exits 0 within 5 s on SIGTERM, keeps its data across a restart, and locks its folder', async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    const second = spawnSync(process.execPath, ['dist/platter/main.mjs'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr + second.stdout).toMatch(/in use by another Platter process/);

    const stopped = await first.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(5_000);

    // While stopped, import a new venue into the same folder; after a restart both it and the demo are there.
    const file = join(dataDir, '..', `extra-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(EXTRA_BRAND));
    const imported = importFile(file, dataDir);
    expect(imported.status, imported.stderr).toBe(0);

    const again = await startServer({ DATA_DIR: dataDir });
    try {
      const r = await gql(again.url, '{ venueInfo(venue_code: "e2e-extra") { code name } indexStores { code } }');
      expect(r.data.venueInfo).toEqual({ code: 'e2e-extra', name: 'E2E Extra Kiosk' });
      expect(r.data.indexStores.length).toBeGreaterThanOrEqual(4);
    } finally {
      expect((await again.stop('SIGINT')).code).toBe(0);
    }
  });

  it('a malformed import file changes nothing and says where it is wrong', async () => {
    const dataDir = tempDataDir();
    const s = await startServer({ DATA_DIR: dataDir });
    const before = await gql(s.url, '{ indexStores { code } }');
    await s.stop();
    const bad = structuredClone(EXTRA_BRAND) as any;
    bad.venues[0].menus[0].products[0].price = 'four dollars';
    const file = join(dataDir, '..', `bad-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(bad));
    const r = importFile(file, dataDir);
    expect(r.status).toBe(1);
    expect(r.stderr + r.stdout).toMatch(/venues\[0\]\.menus\[0\]\.products\[0\]\.price/);
    const s2 = await startServer({ DATA_DIR: dataDir });
    try {
      expect(await gql(s2.url, '{ indexStores { code } }')).toEqual(before);
    } finally {
      await s2.stop();
    }
  });
});

/** A minimal brand in the documented import format (docs/venue-format.md). */
const EXTRA_BRAND = {
  brand: { code: 'e2e-brand', name: 'E2E Brand' },
  venues: [
    {
      code: 'e2e-extra',
      name: 'E2E Extra Kiosk',
      featured: true,
      order_categories: [{ name: 'Pick up', type: 1 }],
      opentime: [{ week: 1, t_start: '08:00', t_end: '16:00' }],
      menus: [
        {
          code: 'main',
          name: 'Menu',
          categories: [{ code: 'drinks', name: 'Drinks' }],
          products: [{ code: 'water', name: 'Still water', category: 'drinks', price: 400 }],
        },
      ],
    },
  ],
};
