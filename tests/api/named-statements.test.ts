// Named prepared statements (platform/db/client.ts runNamedText, namedSelect, preparedRead): the hot reads and
// the one-statement order write are planned once per connection (PostgreSQL) or per instance (PGlite,
// through its wire protocol). They must answer exactly what a plain statement answers, keep working after
// a failed call, and stay out of a transaction they were not given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { namedSelect, preparedRead, runNamedText, type Database } from '../../src/server/platform/db/client';
import { sessions } from '../../src/server/modules/accounts/schema';
import { openTestDatabase, testDatabaseKinds } from '../helpers/databases';

describe.each(testDatabaseKinds())('named statements on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`create table named_probe (id integer primary key, doc jsonb not null, label text, big bigint)`);
  });
  afterAll(async () => database?.close());

  const INSERT = 'insert into named_probe (id, doc, label, big) select $1, $2::json, $3, $4 returning id, label, big, doc';
  const insert = (id: number, doc: object, label: string | null, big: number) =>
    runNamedText<{ id: number; label: string | null; big: string | number; doc: unknown }>(database.db, 'probe_insert', INSERT, [id, JSON.stringify(doc), label, big]);

  it('answers what the statement returns, JSON, text with quotes and NULL parameters included, call after call', async () => {
    const [a] = await insert(1, { name: "Ada's", n: [1, 2] }, "O'Brien \\ \"q\"", 2 ** 40);
    expect(a).toMatchObject({ id: 1, label: "O'Brien \\ \"q\"", doc: { name: "Ada's", n: [1, 2] } });
    expect(Number(a.big)).toBe(2 ** 40);
    const [b] = await insert(2, {}, null, 0);
    expect(b).toMatchObject({ id: 2, label: null, doc: {} });
    const rows = await database.db.execute(sql`select id, label from named_probe order by id`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ id: 1, label: "O'Brien \\ \"q\"" }, { id: 2, label: null }]);
  });

  it("fails with the database's error (a unique violation) and works again on the next call", async () => {
    await expect(insert(1, {}, 'again', 1)).rejects.toMatchObject({ code: '23505' });
    const [c] = await insert(3, { ok: true }, 'after', 3);
    expect(c).toMatchObject({ id: 3, label: 'after' });
  });

  it('runs inside a transaction as part of it (a rollback takes it away)', async () => {
    await database.db
      .transaction(async (tx) => {
        await runNamedText(tx, 'probe_insert', INSERT, [4, '{}', 'tx', 4]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const left = await database.db.execute(sql`select count(*)::int as n from named_probe where id = 4`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it("namedSelect gives Drizzle's row shape (camelCase keys, int8 as numbers), the same as select()", async () => {
    const now = 1_790_000_000;
    await database.db.insert(sessions).values({ tokenHash: 'h1', kind: 2, expiredAt: now + 60, refreshExpiredAt: now + 120, deviceUid: 'd' });
    const byToken = namedSelect('probe_session', sessions, 'token_hash = $1 and expired_at > $2 limit 1');
    const [named] = await byToken(database.db, ['h1', now]);
    const [plain] = await database.db.select().from(sessions).where(eq(sessions.tokenHash, 'h1'));
    expect(named).toEqual(plain);
    expect(typeof named.expiredAt).toBe('number');
    expect(await byToken(database.db, ['h1', now + 60])).toEqual([]);
  });

  it('preparedRead binds integer parameters and refuses anything else', async () => {
    const read = preparedRead<{ id: number }>('probe_read', 'select id from named_probe where id >= $1 and id <= $2 order by id', ['integer', 'integer']);
    expect(await read(database.db, [1, 2])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await read(database.db, [3, 3])).toEqual([{ id: 3 }]);
    await expect(read(database.db, [1.5, 2])).rejects.toThrow(TypeError);
  });
});
