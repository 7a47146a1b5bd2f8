/**
 * Runs the built server (dist/platter/main.mjs) as a real child process, as `npm start` would, on a
 * free port with its own data folder; and launches Debian's Chromium through playwright-core.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export const tempDataDir = (): string => mkdtempSync(join(tmpdir(), 'platter-e2e-'));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends a signal and resolves with the exit code and how long the exit took (ms). */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

/** Where `bundleServer` puts its bundle (inside the project: the server finds its root from there). */
export const TEST_SERVER_ENTRY = 'test-results/platter-server/main.mjs';

/**
 * Bundles the server alone (scripts/build-server.mjs, a few seconds; no Astro build) to
 * TEST_SERVER_ENTRY, for API tests that run it as a real process without pages.
 */
export function bundleServer(): string {
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', dirname(TEST_SERVER_ENTRY)], { cwd: process.cwd(), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`server bundle failed:\n${r.stdout}\n${r.stderr}`);
  return TEST_SERVER_ENTRY;
}

/**
 * Starts the bundled server and waits until /readyz answers 200 (or the process exits). `entry`: the
 * bundle to run (default the build's dist/platter/main.mjs; API tests pass `bundleServer()`'s).
 */
export async function startServer(env: Record<string, string> = {}, options: { entry?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [options.entry ?? 'dist/platter/main.mjs'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: tempDataDir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const done = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 100))]);
    if (done) throw new Error(`server exited before it was ready:\n${out}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server not ready in 60 s:\n${out}`);
  }
  return {
    url,
    child,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      const t0 = Date.now();
      child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - t0 };
    },
  };
}

/** Debian's Chromium, headless, with the flags this machine needs (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}
