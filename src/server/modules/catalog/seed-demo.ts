/**
 * Loads the demo brand (`src/content/demo/platter-demo.json`: a café, a restaurant and a food hall in
 * Sydney) into an empty database, so a fresh `npm start` has something to order from
 * (ARCHITECTURE.md "One process, one port").
 */
import { sql } from 'drizzle-orm';
import demo from '../../../content/demo/platter-demo.json';
import type { Db } from '../../platform/db/client';
import { venues } from './schema';
import { importBrand } from './import-brand';
import { withDemoPhotos } from './demo-photos';

/**
 * The demo brand file as seeded: the shipped file with its food, drink and cover drawings replaced by
 * the photo sets the build draws (demo-photos.ts, issue 15).
 */
export const DEMO_BRAND: unknown = withDemoPhotos(demo);

/** Key of the transaction-scoped advisory lock that makes the count and the import one step. */
const SEED_LOCK_KEY = 7_270_003;

/**
 * Imports the demo brand when the database holds no venue. Returns true when it did, false when venues
 * already exist. The count and the import run in one transaction under an advisory lock, so callers
 * seeding at once (two processes starting together; main.ts also runs it under the startup lock of
 * db/client.ts) import it once. Throws when the shipped demo file does not import (a broken build, not
 * user input).
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(venues);
    if (row && row.n > 0) return false;
    const result = await importBrand(tx as unknown as Db, DEMO_BRAND);
    if (!result.ok) throw new Error(`the demo brand does not import: ${result.params?.path}: ${result.params?.message}`);
    return true;
  });
}
