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

/** The demo brand file, as shipped. */
export const DEMO_BRAND: unknown = demo;

/**
 * Imports the demo brand when the database holds no venue. Returns true when it did, false when venues
 * already exist. Throws when the shipped demo file does not import (a broken build, not user input).
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(venues);
  if (row && row.n > 0) return false;
  const result = await importBrand(db, DEMO_BRAND);
  if (!result.ok) throw new Error(`the demo brand does not import: ${result.params?.path}: ${result.params?.message}`);
  return true;
}
