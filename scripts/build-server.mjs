// Bundles the server (src/server/main.ts) into dist/platter/main.mjs so production starts fast:
// one ES module, npm packages left external, SDL files inlined as text.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';

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
  packages: 'external',
  sourcemap: true,
  outExtension: { '.js': '.mjs' },
  loader: { '.json': 'json' },
  plugins: [rawPlugin],
  logLevel: 'warning',
});
console.log('server bundled to dist/platter/main.mjs');
