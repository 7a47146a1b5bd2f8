// Pre-compresses the built client assets (issue 15 "Compressed assets"): every .js, .mjs, .css, .svg,
// .json, .html, .txt, .xml and .webmanifest file under dist/client gets a .br (brotli, quality 11) and a
// .gz (gzip, level 9) beside it, which sirv (src/server/app.ts) sends with Content-Encoding and
// Vary: Accept-Encoding. Files under 1 KB, and those that would not shrink, are left as they are.
// Run by `npm run build`; `node scripts/compress-assets.mjs [folder]`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const dir = process.argv[2] ?? 'dist/client';
const COMPRESSIBLE = /\.(m?js|css|svg|json|html|txt|xml|webmanifest)$/i;

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
let raw = 0;
let packed = 0;
for await (const path of files(dir)) {
  const { size } = await stat(path);
  // Small chunks too (a page loads dozens of 0.3–1 KB modules): brotli is kept only where it is smaller.
  if (size < 200) continue;
  const body = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
    gz(body, { level: 9 }),
  ]);
  if (br.length < size) await writeFile(`${path}.br`, br);
  if (gzipped.length < size) await writeFile(`${path}.gz`, gzipped);
  count += 1;
  raw += size;
  packed += Math.min(br.length, size);
}
console.log(`compressed ${count} assets in ${dir}: ${Math.round(raw / 1024)} KB → ${Math.round(packed / 1024)} KB brotli`);
