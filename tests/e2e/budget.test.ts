/**
 * The page-JavaScript budget (STYLE.md "one gate": a size budget on page JavaScript): what a phone
 * downloads before anyone touches the page — every script requested while the page loads, gzip-
 * compressed — stays under a fixed number of kilobytes on the pages diners land on. Lazily loaded
 * parts (the product sheet, the cart, the payment drop-in) are not counted: they load on use.
 * Sizes, not times: the check is the same on a slow or a busy machine. The budgets sit a little above
 * what each page loads today (home 88 KB, menu 135 KB, table menu 151 KB, of which React DOM is
 * 65 KB): they are a ratchet against growth — lower them when a page gets lighter.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { pageKit } from '../helpers/e2e-kit';

/** Kilobytes (1,000 bytes) of gzip-compressed JavaScript each landing page may load up front. */
export const PAGE_JS_BUDGET_KB = { home: 95, menu: 145, table: 160 } as const;

let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'budget');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** Gzip bytes of every script the page at `path` requests until the network is idle, by URL. */
async function scriptBytes(path: string): Promise<Map<string, number>> {
  const page = await kit.newPage();
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (body) => void sizes.set(new URL(res.url()).pathname, gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return sizes;
}

describe('page JavaScript budget', () => {
  it.each([
    ['the home page', '/', PAGE_JS_BUDGET_KB.home],
    ["the café's menu", '/laneway-espresso', PAGE_JS_BUDGET_KB.menu],
    ["the restaurant's menu", '/golden-lantern', PAGE_JS_BUDGET_KB.menu],
    ['a table menu', '/tbl?c=mvnw98rxyj', PAGE_JS_BUDGET_KB.table],
  ])('%s (%s) loads at most %i KB of gzip JavaScript up front', async (_name, path, budget) => {
    const sizes = await scriptBytes(path);
    const total = [...sizes.values()].reduce((a, b) => a + b, 0);
    const listing = [...sizes].sort((a, b) => b[1] - a[1]).map(([url, n]) => `${(n / 1000).toFixed(1)} KB ${url}`);
    console.log(`${path}: ${(total / 1000).toFixed(1)} KB gzip in ${sizes.size} scripts`);
    expect(sizes.size).toBeGreaterThan(0);
    expect(total / 1000, listing.join('\n')).toBeLessThanOrEqual(budget);
  });
});
