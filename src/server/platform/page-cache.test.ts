import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

/**
 * The page cache's minute turn (issue 28 item 2): one render per page when its minute turns, the others
 * answered with the previous minute's page while it runs; a new catalogue generation is never answered
 * from before it.
 */
describe('page cache: one render per page when the minute turns', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function start(state: { now: number; generation: number }, renderMs: number) {
    const cache = createPageCache({ generation: () => state.generation, nowMs: () => state.now, localeCookie: 'platter_lng' });
    let renders = 0;
    server = createServer((req, res) => {
      if (cache.serve(req, res)) return;
      renders++;
      const body = `page minute ${Math.floor(state.now / 60_000)} generation ${state.generation} render ${renders}`;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=0' });
        res.end(body);
      }, renderMs);
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/menu`;
    return { url, renders: () => renders };
  }

  it('renders once for a burst at a new minute, answering the rest with the previous minute', async () => {
    const state = { now: 10 * 60_000, generation: 1 };
    const { url, renders } = await start(state, 150);
    expect(await (await fetch(url)).text()).toContain('minute 10');
    expect(renders()).toBe(1);
    state.now += 60_000;
    const first = fetch(url).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 30));
    const rest = await Promise.all(Array.from({ length: 8 }, () => fetch(url).then((r) => r.text())));
    expect(rest.every((b) => b.includes('minute 10'))).toBe(true);
    expect(await first).toContain('minute 11');
    expect(renders()).toBe(2);
    expect(await (await fetch(url)).text()).toContain('minute 11');
    expect(renders()).toBe(2);
  });

  it('never answers a new catalogue generation with an older page', async () => {
    const state = { now: 10 * 60_000, generation: 1 };
    const { url, renders } = await start(state, 100);
    await (await fetch(url)).text();
    state.generation = 2;
    const answers = await Promise.all(Array.from({ length: 4 }, () => fetch(url).then((r) => r.text())));
    expect(answers.every((b) => b.includes('generation 2'))).toBe(true);
    expect(renders()).toBe(5);
  });

  it('does not answer with a page more than a minute old', async () => {
    const state = { now: 10 * 60_000, generation: 1 };
    const { url } = await start(state, 100);
    await (await fetch(url)).text();
    state.now += 3 * 60_000;
    const first = fetch(url).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 30));
    expect(await (await fetch(url)).text()).toContain('minute 13');
    expect(await first).toContain('minute 13');
  });
});
