// `npm run bench`: prints figures, asserts nothing (speed goals are read from these numbers, never
// from timed tests). Sections: cold start; menuInfo of the 300-product menu on PGlite and PostgreSQL;
// order placements (orderEdit) per second and latency on PGlite and PostgreSQL.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the PostgreSQL server;
// a fresh database is created there and dropped afterwards. BENCH_SECONDS sets each load's duration.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const figures = [];
const report = (name, value) => {
  figures.push([name, value]);
  console.log(`  ${name}: ${value}`);
};

function sh(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(env) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['dist/platter/main.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - t0;
  return {
    url,
    readyMs,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

async function load(url, name, body) {
  const result = await autocannon({
    url: `${url}/xcloud/user/gapi`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: 16,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) console.log(`  (!) ${result.non2xx} non-2xx, ${result.errors} errors`);
  report(`${name} req/s`, Math.round(result.requests.average));
  report(`${name} latency p50 ms`, result.latency.p50);
  report(`${name} latency p99 ms`, result.latency.p99);
}

// ——— Table fan-out: one cart change reaching 1,000 subscribed phones (orderResEditingChanged) ———
// BENCH_TABLE_PHONES phones (default 1,000) join demo table 1 (orderResInfo: a table session each) and
// subscribe over graphql-ws; one more phone then changes the cart BENCH_TABLE_CHANGES times (default
// 40), adding and removing a line in turn, one change at a time. Figures: the time from sending
// orderResEdit to each phone receiving the event of that version (every delivery: p50/p95), and to the
// last phone receiving it (per change: p50/p95). PGlite: one process with all sockets. PostgreSQL: two
// processes sharing events through LISTEN/NOTIFY, half of the sockets on each, changes sent to the first.
async function benchTableFanout(urls, label) {
  const { createClient } = await import('graphql-ws');
  const { default: WebSocket } = await import('ws');
  const phones = Number(process.env.BENCH_TABLE_PHONES ?? 1000);
  const changes = Number(process.env.BENCH_TABLE_CHANGES ?? 40);
  const code = 'mvnw98rxyj';
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const post = async (url, query, variables, token) => {
    const res = await fetch(`${url}/xcloud/user/gapi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return res.json();
  };
  const INFO = `query($rc:String,$d:String){ orderResInfo(rc:$rc, device_uid:$d){ info{ orderversion } auth{ authorization{ token } } } }`;
  const EDIT = `mutation($rc:String,$carts:[OrderResCartInput!],$count:Int){ orderResEdit(rc:$rc, count:$count, carts:$carts){ orderversion } }`;
  const SUB = `subscription($rc:String){ orderResEditingChanged(rc:$rc){ orderversion state status count carts{ id count status } } }`;

  const tokens = [];
  for (let i = 0; i < phones; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, phones - i) }, (_, j) => post(urls[(i + j) % urls.length], INFO, { rc: code, d: `bench-phone-${i + j}` })),
    );
    tokens.push(...batch.map((r) => r.data.orderResInfo.auth.authorization.token));
  }
  const received = new Map();
  const last = new Array(phones).fill(0);
  let socketErrors = 0;
  const clients = tokens.map((token, i) => {
    const client = createClient({
      url: urls[i % urls.length].replace('http', 'ws') + '/websocket/user/gapi',
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    client.subscribe({ query: SUB, variables: { rc: code } }, {
      next: (v) => {
        const e = v.data?.orderResEditingChanged;
        if (!e) return;
        const at = performance.now();
        let times = received.get(e.orderversion);
        if (!times) received.set(e.orderversion, (times = []));
        times.push(at);
        last[i] = Math.max(last[i], e.orderversion);
      },
      error: () => socketErrors++,
      complete: () => undefined,
    });
    return client;
  });

  const editor = (await post(urls[0], INFO, { rc: code, d: 'bench-editor' })).data.orderResInfo.auth.authorization.token;
  const menu = (await post(urls[0], `query{ menuInfo(venue_code:"laneway-espresso"){ id store_id products{ id code name sequence category_id price status inventory variants{ id } } } }`)).data.menuInfo;
  const p = menu.products.find((x) => x.variants.length === 0 && x.status === 1 && x.inventory === 1);
  const line = { id: 1, tid: 1, gid: 1, status: 1, store_id: menu.store_id, menu_id: menu.id, code: p.code, name: p.name, pid: p.id, sid: 0, cid: p.category_id, sequence: p.sequence, discount: 0, value: p.price, price: p.price, type: 2, taxes: '[]', taxtotal: 0, taxextra: 0, extra: '{}' };

  // Warm up: change the seats until every subscription is live (a subscribe is not acknowledged).
  for (let i = 0; i < 300 && last.some((v) => v === 0); i++) {
    await post(urls[0], EDIT, { rc: code, count: 2 + (i % 2) }, editor);
    await sleep(100);
  }
  const live = last.filter((v) => v > 0).length;
  if (live < phones) console.log(`  (!) only ${live} of ${phones} subscriptions live (${socketErrors} socket errors)`);

  const deliveries = [];
  const lastPhone = [];
  let missed = 0;
  for (let k = 0; k < changes; k++) {
    const t0 = performance.now();
    const r = await post(urls[0], EDIT, { rc: code, carts: [{ ...line, count: k % 2 === 0 ? 1 : -1 }] }, editor);
    const v = r.data?.orderResEdit?.orderversion;
    if (!v) {
      console.log(`  (!) ${JSON.stringify(r.errors)}`);
      break;
    }
    const until = performance.now() + 10_000;
    while ((received.get(v)?.length ?? 0) < live && performance.now() < until) await sleep(1);
    const times = received.get(v) ?? [];
    missed += live - times.length;
    for (const at of times) deliveries.push(at - t0);
    if (times.length) lastPhone.push(Math.max(...times) - t0);
    await sleep(50);
  }
  await Promise.all(clients.map((c) => c.dispose()));
  const q = (list, p) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10 : NaN;
  };
  if (missed) console.log(`  (!) ${missed} deliveries missing after 10 s`);
  report(`table change to each of ${live} phones p50 ms (${label})`, q(deliveries, 0.5));
  report(`table change to each of ${live} phones p95 ms (${label})`, q(deliveries, 0.95));
  report(`table change to the last of ${live} phones p50 ms (${label})`, q(lastPhone, 0.5));
  report(`table change to the last of ${live} phones p95 ms (${label})`, q(lastPhone, 0.95));
}

console.log('\n▶ Table fan-out (PGlite, one process)');
sh(process.execPath, ['scripts/build-server.mjs']);
{
  const dir = mkdtempSync(join(tmpdir(), 'platter-bench-tables-'));
  try {
    const s = await startServer({ DATA_DIR: dir });
    await benchTableFanout([s.url], 'PGlite, 1 process');
    await s.stop();
  } catch (e) {
    console.log(`  table fan-out on PGlite skipped: ${e.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('\n▶ Table fan-out (PostgreSQL, two processes, LISTEN/NOTIFY)');
{
  const name = `platter_bench_tables_${process.pid}`;
  const adminTables = new pg.Client({ connectionString: pgAdmin });
  try {
    await adminTables.connect();
    await adminTables.query(`CREATE DATABASE ${name}`);
    const u = new URL(pgAdmin);
    u.pathname = `/${name}`;
    const DATABASE_URL = u.toString();
    const a = await startServer({ DATABASE_URL });
    const b = await startServer({ DATABASE_URL, SEED_DEMO: 'false' });
    await benchTableFanout([a.url, b.url], 'PostgreSQL, 2 processes');
    await Promise.all([a.stop(), b.stop()]);
  } catch (e) {
    console.log(`  table fan-out on PostgreSQL skipped: ${e.message}`);
  } finally {
    await adminTables.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await adminTables.end().catch(() => undefined);
  }
}

console.log('\nFigures');
for (const [k, v] of figures) console.log(`${k}\t${v}`);
