/**
 * The brand import's generic writes, inside its one transaction: upserts by a parent-scoped code (ids
 * kept, so an unchanged file changes nothing), chunked inserts, deleting what a parent no longer lists,
 * and replacing a parent's rows wholesale.
 */
import { and, eq, getTableColumns, notInArray, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';

/** The import's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows per insert statement. */
const CHUNK_ROWS = 500;

/**
 * `INSERT … ON CONFLICT (target) DO UPDATE` of every given column, in chunks; returns the written rows.
 * Rows must all carry the same keys (every column the import owns), so an update leaves nothing stale.
 */
export async function upsert<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], target: PgColumn[]): Promise<T['$inferSelect'][]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set: Record<string, SQL> = {};
  for (const key of Object.keys(rows[0] as object)) {
    const column = columns[key];
    if (!column || target.includes(column)) continue;
    const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
    set[key] = sql.raw(`excluded."${name}"`);
  }
  const out: T['$inferSelect'][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    const written = await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK_ROWS) as never)
      .onConflictDoUpdate({ target, set: set as never })
      .returning();
    out.push(...(written as T['$inferSelect'][]));
  }
  return out;
}

/** Plain inserts in chunks. */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) await tx.insert(table).values(rows.slice(i, i + CHUNK_ROWS) as never);
}

/** Deletes the rows of one parent (`scope` = `scopeId`) whose id is not in `keep`. */
export async function deleteOthers(tx: Tx, table: PgTable & { id: PgColumn }, scope: PgColumn, scopeId: number, keep: readonly number[]) {
  await tx.delete(table).where(keep.length ? and(eq(scope, scopeId), notInArray(table.id, [...keep])) : eq(scope, scopeId));
}

/** Replaces the rows of one parent wholesale (rows nothing else refers to). */
export async function replaceAll<T extends PgTable>(tx: Tx, table: T, scope: PgColumn, scopeId: number, rows: T['$inferInsert'][]) {
  await tx.delete(table).where(eq(scope, scopeId));
  await insertAll(tx, table, rows);
}

/** Ids by code of written rows. */
export const byCode = <R extends { id: number; code: string }>(rows: readonly R[]) => new Map(rows.map((r) => [r.code, r.id]));
