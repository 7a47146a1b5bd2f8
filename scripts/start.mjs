// `npm start`: builds when the build is missing or older than the sources, then runs the bundled
// server in this process. npm puts node_modules/.bin first on PATH, so `node` here is the Node 24
// that the `node` package installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`Platter needs Node ≥ 22.12 (this is ${process.version}). Run it with \`npm start\`, which uses the Node 24 installed by \`npm install\`.`);
  process.exit(1);
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

const stamp = join(root, 'dist', 'platter', 'main.mjs');
const sources = ['src', 'public', 'drizzle', 'astro.config.mjs', 'package-lock.json'].map((p) => newest(join(root, p)));
const built = existsSync(stamp) && existsSync(join(root, 'dist', 'server', 'entry.mjs')) ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...sources)) {
  console.log('Building Platter (first start or sources changed)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import(pathToFileURL(stamp).href);
