// `npm run bench`: prints figures, asserts nothing (speed goals are read from these numbers, never
// from timed tests). Sections: cold start; menuInfo of the 300-product menu on PGlite and PostgreSQL.
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

const MENU_QUERY = {
  query: `query($v:String!){ menuInfo(venue_code:$v){ id name categories{ id name } products{ id name price status variants{ id name price } tags{ type tag } modifier_ids } modifiers{ id name price modifier_id } combos{ id name price } setmenus{ id name price } } }`,
  variables: { v: 'bench' },
};

if (!existsSync(join(root, 'dist/platter/main.mjs'))) sh('npm', ['run', 'build']);
const benchFile = join(root, '.bench', 'large-menu.json');
sh(process.execPath, ['--import', 'tsx', 'scripts/generate-large-menu.ts', benchFile]);

// PGlite
console.log('\n▶ PGlite (embedded)');
const dataDir = mkdtempSync(join(tmpdir(), 'platter-bench-'));
try {
  let s = await startServer({ DATA_DIR: dataDir });
  report('first start to ready (empty folder, migrations + demo seed) ms', Math.round(s.readyMs));
  await s.stop();
  sh(process.execPath, ['--import', 'tsx', 'src/server/cli/venue-import.ts', benchFile], { DATA_DIR: dataDir });
  s = await startServer({ DATA_DIR: dataDir });
  report('cold start to ready (existing data) ms', Math.round(s.readyMs));
  await load(s.url, 'menuInfo 300 products (PGlite)', MENU_QUERY);
  await s.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// PostgreSQL
console.log('\n▶ PostgreSQL');
const dbName = `platter_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: pgAdmin });
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const u = new URL(pgAdmin);
  u.pathname = `/${dbName}`;
  const DATABASE_URL = u.toString();
  sh(process.execPath, ['--import', 'tsx', 'src/server/cli/venue-import.ts', benchFile], { DATABASE_URL });
  const s = await startServer({ DATABASE_URL });
  report('cold start to ready (PostgreSQL) ms', Math.round(s.readyMs));
  await load(s.url, 'menuInfo 300 products (PostgreSQL)', MENU_QUERY);
  await s.stop();
} catch (e) {
  console.log(`  PostgreSQL section skipped: ${e.message}`);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
}

console.log('\nFigures');
for (const [k, v] of figures) console.log(`${k}\t${v}`);
