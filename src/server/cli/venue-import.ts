/**
 * `npm run venue:import -- FILE.json`: imports a brand file (docs/venue-format.md) into the database the
 * server uses — PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default ./data) — and
 * prints its report (`describeImport`: what was imported, what was skipped and why, which items are not
 * sold everywhere, each with its JSON path), or the first problem with its JSON path. Exit code 0 on success, 1 on any
 * error (bad file, unreadable JSON, database in use by a running server).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from '../platform/config';
import { DatabaseLockedError, openDatabase, type Database } from '../platform/db/client';
import { describeImport, importBrand } from '../modules/catalog';

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
    console.log(describeImport(result.value, performance.now() - started));
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
