import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root (the folder holding Platter's package.json), found by walking up from this module,
 * so paths work the same from `src/` under tsx/vitest and from the bundled `dist/platter/`.
 */
export function projectRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'platter') return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`Platter's package.json not found above ${from}`);
    dir = up;
  }
}
