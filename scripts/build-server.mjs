// Bundles the server (src/server/main.ts) into dist/platter/main.mjs so production starts fast:
// one ES module, npm packages left external, SDL files inlined as text. The pure domain's own
// packages (dayjs with its plugins, libphonenumber-js with its JSON metadata) are bundled: their
// extension-less subpaths and JSON imports do not load as external ES modules.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';

const pkg = JSON.parse(await readFile('package.json', 'utf8'));
const inlined = new Set(['dayjs', 'libphonenumber-js']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !inlined.has(name));

const rawPlugin = {
  name: 'raw',
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, async (args) => {
      const r = await b.resolve(args.path.replace(/\?raw$/, ''), { resolveDir: args.resolveDir, kind: args.kind });
      return { path: r.path, namespace: 'raw' };
    });
    b.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text' }));
  },
};

await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/platter',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external,
  sourcemap: true,
  outExtension: { '.js': '.mjs' },
  loader: { '.json': 'json' },
  plugins: [rawPlugin],
  logLevel: 'warning',
});
console.log('server bundled to dist/platter/main.mjs');
