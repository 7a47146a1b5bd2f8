// The JavaScript a page loads up front, as Chromium receives it (issue 15): every script response
// until the network is idle, counted in bytes on the wire (CDP Network.loadingFinished
// encodedDataLength minus the response headers, i.e. the compressed body) with Chromium's own
// `Accept-Encoding` (br, gzip), plus the inline scripts inside the HTML (Astro's island loader).
// Used by `npm run bench` (section `js`); `node scripts/page-js.mjs <url>…` prints the listing.
import { chromium } from 'playwright-core';

/**
 * Launches Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and measures each URL.
 * Returns, per URL, `{ url, total, scripts: [{ url, bytes, encoding }], inline }` with bytes on the
 * wire (compressed bodies; inline: gzip-free byte length of inline scripts inside the compressed HTML
 * is not separable, so it is reported apart as raw bytes).
 */
export async function measurePageJs(urls, { viewport = { width: 390, height: 844 } } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const out = [];
  try {
    for (const url of urls) {
      const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const scripts = new Map();
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none', headers: 0, bytes: 0 });
      });
      cdp.on('Network.responseReceivedExtraInfo', (e) => {
        const s = scripts.get(e.requestId);
        if (s && e.headersText) s.headers = Buffer.byteLength(e.headersText);
      });
      cdp.on('Network.loadingFinished', (e) => {
        const s = scripts.get(e.requestId);
        if (s) s.bytes = e.encodedDataLength;
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // eslint-disable-next-line no-undef -- runs in the page
      const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].filter((s) => !/json|octet/.test(s.type)).reduce((n, s) => n + new TextEncoder().encode(s.textContent ?? '').length, 0));
      const list = [...scripts.values()].map((s) => ({ url: new URL(s.url).pathname, encoding: s.encoding, bytes: Math.max(0, s.bytes - s.headers) }));
      out.push({ url, total: list.reduce((a, s) => a + s.bytes, 0), scripts: list.sort((a, b) => b.bytes - a.bytes), inline });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measurePageJs(process.argv.slice(2))) {
    console.log(`${r.url}: ${(r.total / 1000).toFixed(1)} KB on the wire in ${r.scripts.length} scripts (+ ${(r.inline / 1000).toFixed(1)} KB inline, uncompressed)`);
    for (const s of r.scripts) console.log(`  ${(s.bytes / 1000).toFixed(1).padStart(6)} KB ${s.encoding.padEnd(4)} ${s.url}`);
  }
}
