/**
 * Where "home" is for a diner back from a table order's detail (orders-and-payments.md §2.4 "Back
 * behaviour: arriving from 'order_table_scan' or 'pay' goes home"; storefront.md §2.2: a table-scan
 * diner's home is the table's menu).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { findTableById } from '../catalog';
import { tableDiners, tableSittings } from './schema';

/**
 * The table's menu `/tbl?c={table code}` for the sitting with trade id `tradeid` (any state: open,
 * locked, paid or closed), or null when the trade id is not a table sitting's (an online order).
 * Reads the sitting, then its table (the catalog's); throws only on a database failure.
 */
export async function findTableHome(db: Db, tradeid: string): Promise<string | null> {
  if (!tradeid) return null;
  const [sitting] = await db.select({ tableId: tableSittings.tableId }).from(tableSittings).where(eq(tableSittings.tradeid, tradeid)).limit(1);
  const table = sitting ? await findTableById(db, sitting.tableId) : null;
  return table ? `/tbl?c=${encodeURIComponent(table.code)}` : null;
}

/**
 * The trade ids of the sittings a table session joined (by the passcode, or by joining a code-mode
 * table): their orders are the diner's too (accounts' `resolveViewer` asks it when resolving a table
 * session). Empty when none.
 */
export async function joinedSittings(db: Db, sessionId: number): Promise<string[]> {
  const rows = await db
    .select({ tradeid: tableSittings.tradeid })
    .from(tableDiners)
    .innerJoin(tableSittings, eq(tableSittings.id, tableDiners.sittingId))
    .where(eq(tableDiners.sessionId, sessionId));
  return rows.map((r) => r.tradeid);
}
