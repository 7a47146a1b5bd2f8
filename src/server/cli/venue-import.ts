/**
 * `npm run venue:import -- FILE.json`: imports a brand file (docs/venue-format.md) into the database the
 * server uses — PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default ./data) — and
 * prints a one-line summary, or the first problem with its JSON path. Exit code 0 on success, 1 on any
 * error (bad file, unreadable JSON, database in use by a running server).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from '../platform/config';
import { DatabaseLockedError, openDatabase, type Database } from '../platform/db/client';
import { importBrand, type ImportSummary } from '../modules/catalog';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'Imported brand 'x': 3 venues, 4 menus, … in 120 ms' */
function describeSummary(s: ImportSummary, ms: number): string {
  const parts = [
    count(s.venues, 'venue'),
    count(s.menus, 'menu'),
    count(s.categories, 'category', 'categories'),
    count(s.products, 'product'),
    count(s.variants, 'variant'),
    count(s.modifiers, 'modifier'),
    count(s.combos, 'combo'),
    count(s.setmenus, 'set menu'),
    count(s.tables, 'table'),
    count(s.ingredients, 'ingredient'),
    count(s.deliveries, 'delivery zone'),
  ];
  return `Imported brand '${s.brand}': ${parts.join(', ')} in ${Math.round(ms)} ms`;
}

async function main(argv: string[]): Promise<number> {
  const file = argv.find((a) => !a.startsWith('-'));
  if (!file || argv.includes('--help') || argv.includes('-h')) {
    console.error('Usage: npm run venue:import -- FILE.json   (see docs/venue-format.md)');
    return file ? 0 : 1;
  }
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not valid JSON: ${(e as Error).message}`}`);
    return 1;
  }

  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = config.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
      : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
    const started = performance.now();
    const result = await importBrand(database.db, input);
    if (!result.ok) {
      const more = result.issues.length > 1 ? ` (and ${result.issues.length - 1} more problem${result.issues.length > 2 ? 's' : ''})` : '';
      console.error(`${file}: ${result.params?.path}: ${result.params?.message}${more}`);
      for (const issue of result.issues.slice(1, 20)) console.error(`  ${issue.path}: ${issue.message}`);
      return 1;
    }
    console.log(describeSummary(result.value, performance.now() - started));
    return 0;
  } catch (e) {
    if (e instanceof ConfigError || e instanceof DatabaseLockedError) {
      console.error(e.message);
      return 1;
    }
    console.error(e);
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
