/**
 * Server-side secrets that configuration may leave unset: generated once on first start and kept in
 * the database (`server_secrets`), so every process behind a load balancer shares them. Used for the
 * payment-data key of the encrypt/decrypt endpoints (AES-256-GCM) and the simulator's webhook secret.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { serverSecrets } from './db/schema';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * The secret `name` (32 random bytes): `configured` (base64, base64url or 64 hex characters) when
 * given, else the stored one, else a new one stored now (first writer wins, so concurrent processes
 * agree). Cached per database handle.
 */
export function serverSecret(db: Db, name: string, configured?: string): Promise<Buffer> {
  if (configured) return Promise.resolve(decodeKey(configured));
  let byDb = cache.get(db);
  if (!byDb) cache.set(db, (byDb = new Map()));
  let p = byDb.get(name);
  if (!p) {
    p = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name, value: randomBytes(32).toString('base64') })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
      return Buffer.from(row.value, 'base64');
    })();
    p.catch(() => byDb!.delete(name));
    byDb.set(name, p);
  }
  return p;
}

/** A 32-byte key from 64 hex characters or base64/base64url; anything else is hashed into 32 bytes. */
export function decodeKey(value: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  const b = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
  if (b.length === 32) return b;
  return createHash('sha256').update(value).digest();
}
