// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { PAGE_CSP_DIRECTIVES } from './src/layouts/csp.ts';

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
    },
  },
  devToolbar: { enabled: false },
  telemetry: false,
  vite: {
    build: { assetsInlineLimit: 2048 },
  },
});
