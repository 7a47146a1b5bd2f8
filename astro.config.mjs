// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { createHash } from 'node:crypto';
import { PAGE_CSP_DIRECTIVES } from './src/layouts/csp.ts';
import { TAP_QUEUE_SCRIPT } from './src/layouts/tap-queue.ts';

/** The CSP hash of the inline tap queue (src/layouts/tap-queue.ts), a classic script Astro does not hash itself. */
const tapQueueHash = /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(TAP_QUEUE_SCRIPT).digest('base64')}`);

/**
 * The browser runs the React islands on Preact's React-compatible runtime (issue 15: the menu page's
 * JavaScript ≤ 80 KB compressed; React DOM alone is 60 KB brotli, preact/compat 10 KB). Server
 * rendering keeps React (react-dom/server); only the `client` environment's imports of react,
 * react-dom and their subpaths resolve to preact/compat (src/islands/preact-client.ts for
 * react-dom/client). The islands are written against React's API.
 */
const BROWSER_REACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': fileURLToPath(new URL('./src/islands/preact-client.ts', import.meta.url)),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
  // i18next + react-i18next are 17 KB compressed; the islands' part of them (src/islands/i18n-lite.ts).
  i18next: fileURLToPath(new URL('./src/islands/i18n-lite.ts', import.meta.url)),
  'react-i18next': fileURLToPath(new URL('./src/islands/i18n-lite.ts', import.meta.url)),
};
/** @returns {import('vite').Plugin} */
function browserPreact() {
  return {
    name: 'platter:browser-preact',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (this.environment?.name !== 'client' || !(id in BROWSER_REACT)) return null;
      return this.resolve(BROWSER_REACT[id], importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * The storefront's chunks by route (issue 28 item 3: the menu page's first load in ≤ 15 JavaScript
 * files, no more bytes). Each module goes by the islands that need it at the menu or table page's
 * first load, whatever other pages share it: 'sf-top' what the top bar needs (every storefront page),
 * 'sf-menu' what the menu island adds, 'sf-table' what the table island adds, then one chunk for each
 * piece the menu loads on its own soon after (the overlays host, 'Start order', the live stock, the
 * table's API). A group also takes the dependencies of what it captures (rolldown's
 * includeDependenciesRecursively), so code shared by those pieces lands in the first chunk that takes
 * it. Other modules keep the default splitting; entries keep their own (small) chunk. Measured
 * (compressed bytes on the wire, until the network is idle): menu 52 files 88.9 KB → 10 files 61.7 KB;
 * table 60 files 104.4 KB → 15 files 77.3 KB; home 56.8 → 49.6 KB (tests/e2e/budget.test.ts).
 */
const STOREFRONT_ISLANDS = [
  ['sf-top', /[\\/]src[\\/]islands[\\/]TopBar\.tsx$/],
  ['sf-menu', /[\\/]src[\\/]islands[\\/]MenuApp\.tsx$/],
  ['sf-table', /[\\/]src[\\/]islands[\\/]table[\\/]TableApp\.tsx$/],
  ['sf-overlays', /[\\/]src[\\/]islands[\\/]MenuOverlays\.tsx$/],
  ['sf-fulfil', /[\\/]src[\\/]islands[\\/]fulfilment[\\/]FulfilmentModal\.tsx$/],
  ['sf-live', /[\\/]src[\\/]islands[\\/]api[\\/]live-stock\.ts$/],
  // The table's API shares the socket with the live stock: one chunk.
  ['sf-live', /[\\/]src[\\/]islands[\\/]api[\\/]table-api\.ts$/],
];
/** @type {Map<string, string | null>} */
const storefrontChunks = new Map();
/**
 * The storefront chunk of module `id` (above), or null for the default splitting.
 * @param {string} id
 * @param {{ getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null }} ctx
 */
function storefrontChunk(id, ctx) {
  if (storefrontChunks.has(id)) return storefrontChunks.get(id) ?? null;
  const self = ctx.getModuleInfo(id);
  let name = null;
  if (self && !self.isEntry) {
    // Every module that imports `id`, statically, up to the entries and lazily loaded modules.
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length) {
      const info = ctx.getModuleInfo(/** @type {string} */ (queue.pop()));
      for (const up of info?.importers ?? []) {
        if (seen.has(up)) continue;
        seen.add(up);
        queue.push(up);
      }
    }
    for (const [chunk, island] of STOREFRONT_ISLANDS) if (!name && [...seen].some((m) => island.test(m))) name = chunk;
  }
  storefrontChunks.set(id, name);
  return name;
}

// Pages render on the server through @astrojs/node in middleware mode, mounted by src/server/app.ts
// behind the static file handler; built assets go under /main/static/_a/ (storefront.md §1).
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  outDir: 'dist',
  build: {
    // Relative to outDir (Astro resolves build.client/server against it): dist/client, dist/server.
    client: './client',
    server: './server',
    assets: 'main/static/_a',
    inlineStylesheets: 'auto',
  },
  session: false,
  security: {
    checkOrigin: false,
    // Content-Security-Policy header on every page with hashes of Astro's inline scripts and styles
    // (src/layouts/csp.ts; the payment page adds its providers). Style attributes (brand theme
    // variables on <html>, React style props) stay allowed: they cannot run code.
    csp: {
      directives: [...PAGE_CSP_DIRECTIVES],
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
      scriptDirective: { hashes: [tapQueueHash] },
    },
  },
  devToolbar: { enabled: false },
  telemetry: false,
  vite: {
    plugins: [browserPreact()],
    build: { assetsInlineLimit: 2048 },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The browser runtime (preact/compat, nanostores) in one chunk every island shares rather
              // than a handful of 1–2 KB pieces (issue 15: each costs a request and compresses worse alone).
              codeSplitting: {
                groups: [
                  { name: 'runtime', test: /node_modules[\\/](preact|nanostores|@nanostores)[\\/]/, priority: 20 },
                  { name: storefrontChunk, priority: 10 },
                ],
              },
            },
          },
        },
      },
    },
  },
});
