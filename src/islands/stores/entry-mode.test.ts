import { describe, expect, it } from 'vitest';
import { homeRescanRedirect, RESCAN_PATH, goHomePath, goToStorePath, isCustomHost, recallMode, resolveEntry, stripTablePrefix, venueSubdomain, APP_MODE_MEMORY_MS } from './entry-mode';

const q = (s = '') => new URLSearchParams(s);

describe('venue subdomain (storefront.md §2.2)', () => {
  it.each([
    ['cafe.platter.app', 'cafe'],
    ['cafe.platter.app:4321', 'cafe'],
    ['www.platter.app', ''],
    ['platter.app', ''],
    ['a.b.platter.app', ''],
    ['127.0.0.1', ''],
    ['localhost:4321', ''],
  ])('%s → %j', (host, sub) => expect(venueSubdomain(host)).toBe(sub));

  it('treats another non-local host as a custom host', () => {
    expect(isCustomHost('order.harbourcafe.com.au', ['platter.app'])).toBe(true);
    expect(isCustomHost('platter.app', ['platter.app'])).toBe(false);
    expect(isCustomHost('www.platter.app', ['platter.app'])).toBe(false);
    expect(isCustomHost('localhost', [])).toBe(false);
    expect(isCustomHost('10.0.0.2:80', [])).toBe(false);
  });
});

describe('entry modes', () => {
  it('strips the table prefixes', () => {
    expect(stripTablePrefix('/tbl')).toEqual({ prefix: '/tbl', path: '/' });
    expect(stripTablePrefix('/tb/order/status')).toEqual({ prefix: '/tb', path: '/order/status' });
    expect(stripTablePrefix('/tblx')).toEqual({ prefix: '', path: '/tblx' });
  });

  it('gives table mode for /tbl and /tb, reading c, k, s, tid and pbl', () => {
    const e = resolveEntry({ host: 'localhost', path: '/tbl', query: q('c=ABC&k=1234&s=30&tid=9&pbl=1') });
    expect(e).toMatchObject({ kind: 'table', mode: 'tbl', path: '/', query: { c: 'ABC', k: '1234', s: '30', tid: '9', pbl: true } });
  });

  it("gives host mode on a venue subdomain: 'user_home', or 'tbl_domain' with a table code", () => {
    expect(resolveEntry({ host: 'cafe.platter.app', path: '/', query: q() })).toMatchObject({ kind: 'host', mode: 'user_home', venueCode: 'cafe' });
    expect(resolveEntry({ host: 'cafe.platter.app', path: '/', query: q('c=T1') })).toMatchObject({ kind: 'host', mode: 'tbl_domain' });
  });

  it('takes the venue from the slug on a custom host', () => {
    expect(resolveEntry({ host: 'order.cafe.com', path: '/', query: q('slug=cafe'), platformHosts: ['platter.app'] })).toMatchObject({ kind: 'host', venueCode: 'cafe' });
  });

  it("gives venue mode 'user' on /:id and plain mode on the home path", () => {
    expect(resolveEntry({ host: 'localhost', path: '/cafe', query: q(), idParam: 'cafe' })).toMatchObject({ kind: 'venue', mode: 'user', venueCode: 'cafe' });
    expect(resolveEntry({ host: 'localhost', path: '/', query: q('venue_code=cafe') })).toMatchObject({ kind: 'venue', venueCode: 'cafe' });
    expect(resolveEntry({ host: 'localhost', path: '/', query: q() })).toMatchObject({ kind: 'plain', venueCode: '' });
  });
});

describe('go home and go to store (storefront.md §2.2)', () => {
  it.each([
    ['tbl', '', 'cafe', '/tbl'],
    ['tbl_domain', 'cafe', 'cafe', '/'],
    ['user_home', 'cafe', 'cafe', '/'],
    ['user', 'cafe', 'cafe', '/'],
    ['user', '', 'cafe', '/cafe'],
    ['user', '', '', '/'],
  ] as const)('%s (subdomain %j, venue %j) → %s', (mode, subdomain, venueCode, path) => {
    expect(goHomePath(mode, { subdomain, venueCode })).toBe(path);
  });

  it('goes to the store information page in user_home', () => {
    expect(goToStorePath('user_home', { subdomain: 'cafe', venueCode: 'cafe' })).toBe('/store/home/cafe');
    expect(goToStorePath('user', { subdomain: '', venueCode: 'cafe' })).toBe('/cafe');
  });
});

describe('app-mode memory (60 s)', () => {
  const memory = { mode: 'tbl' as const, venueCode: 'cafe', at: 1_000_000 };
  it('is recalled within 60 s and forgotten after', () => {
    expect(recallMode(memory, memory.at + APP_MODE_MEMORY_MS - 1)).toEqual(memory);
    expect(recallMode(memory, memory.at + APP_MODE_MEMORY_MS)).toBeNull();
    expect(recallMode(null, 0)).toBeNull();
  });
});

describe('landing on / in the table context (storefront.md §2.2, issue 26 item 11b)', () => {
  const now = 1_000_000;
  it.each([
    ['/', { mode: 'tbl', venueCode: 'v1', at: now - 5_000 }, RESCAN_PATH],
    ['/', { mode: 'tbl_domain', venueCode: 'v1', at: now - 59_000 }, RESCAN_PATH],
    ['/', { mode: 'tbl', venueCode: 'v1', at: now - APP_MODE_MEMORY_MS }, null],
    ['/', { mode: 'user', venueCode: 'v1', at: now - 1_000 }, null],
    ['/', { mode: 'user_home', venueCode: 'v1', at: now - 1_000 }, null],
    ['/', null, null],
    ['/brand/x', { mode: 'tbl', venueCode: 'v1', at: now - 1_000 }, null],
  ] as const)('%s %j → %s', (path, memory, to) => {
    expect(homeRescanRedirect(path, memory, now)).toBe(to);
  });
  it('the rescan page is /scan/rescan', () => expect(RESCAN_PATH).toBe('/scan/rescan'));
});
