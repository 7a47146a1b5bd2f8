/**
 * A per-database, per-process micro-cache for hot catalogue reads: concurrent and back-to-back reads
 * of the same key within `ttlMs` share one load. Browsing may see stock up to `ttlMs` old; every
 * order and table round re-reads stock exactly (never through this cache), so nothing is oversold.
 * Keys that carry the catalogue generation may live without an age limit (`ttlMs` Infinity: the
 * placement venue, catalog/order-menu.ts), since a catalogue change makes a new key.
 */
export interface ReadCache<V> {
  /** The cached value for `key` if younger than the TTL at `nowMs`, else the result of `load()`. */
  get(db: object, key: string, nowMs: number, load: () => Promise<V>): Promise<V>;
}

export function createReadCache<V>(ttlMs: number): ReadCache<V> {
  const byDb = new WeakMap<object, Map<string, { at: number; value: Promise<V> }>>();
  return {
    get(db, key, nowMs, load) {
      let cache = byDb.get(db);
      if (!cache) byDb.set(db, (cache = new Map()));
      const hit = cache.get(key);
      if (hit && nowMs - hit.at <= ttlMs && nowMs >= hit.at) return hit.value;
      const value = load();
      const entry = { at: nowMs, value };
      cache.set(key, entry);
      value.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      if (cache.size > 1_000) for (const k of [...cache.keys()].slice(0, 500)) cache.delete(k);
      return value;
    },
  };
}
