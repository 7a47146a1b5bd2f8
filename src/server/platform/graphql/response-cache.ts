/**
 * Whole GraphQL answers from memory (issue 15 "menuInfo from cache"): a query operation whose root
 * fields are all in `fields` (the catalogue's browse reads) is executed once per (query text, operation
 * name, variables) and catalogue generation; its answer is serialised once, compressed once per
 * encoding, and sent from memory to every later identical request until a committed catalogue change
 * bumps the generation (platform/db/change-feed.ts). Answers with errors are never kept. Parsing and
 * validation are cached by yoga itself (`parserAndValidationCache`, on by default in yoga 5).
 */
import { Kind, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { cachedBody, cachedBodySize, encodedBody, LruCache, type CachedBody } from '../http-cache';

export interface ResponseCacheOptions {
  /** Root query fields whose answers depend only on the catalogue (never on the caller or the clock). */
  fields: ReadonlySet<string>;
  /** The current catalogue generation; an answer kept under another one is stale. */
  generation(): number;
  /** Bounds of the cache (default 500 answers, 64 MB). */
  maxEntries?: number;
  maxBytes?: number;
}

type Entry = CachedBody & { gen: number };

/** True when the chosen operation of `document` is a query of only `fields` (and `__typename`). */
function onlyCachedFields(document: DocumentNode, operationName: string | null | undefined, fields: ReadonlySet<string>): boolean {
  const ops = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
  if (!op || op.operation !== 'query') return false;
  return op.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && !s.directives?.length && (fields.has(s.name.value) || s.name.value === '__typename'),
  );
}

/** The yoga plugin (see the file comment). */
export function useResponseCache(options: ResponseCacheOptions): Plugin {
  const { fields } = options;
  const names = [...fields];
  const cache = new LruCache<Entry>(options.maxEntries ?? 500, options.maxBytes ?? 64 * 1024 * 1024, cachedBodySize);
  const hits = new WeakMap<Request, Entry>();
  const pending = new WeakMap<Request, { key: string; gen: number; cacheable: boolean }>();
  return {
    onParams({ request, params, setResult }) {
      const query = params.query;
      if (!query || !names.some((f) => query.includes(f))) return;
      const key = `${params.operationName ?? ''}\u0000${query}\u0000${JSON.stringify(params.variables ?? {})}`;
      const gen = options.generation();
      const hit = cache.get(key);
      if (hit && hit.gen === gen) {
        hits.set(request, hit);
        // Execution is skipped; onResultProcess sends the kept bytes instead of this placeholder.
        setResult({ data: null });
        return;
      }
      pending.set(request, { key, gen, cacheable: false });
    },
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const p = request ? pending.get(request) : undefined;
      if (p) p.cacheable = onlyCachedFields(args.document, args.operationName, fields);
    },
    onResultProcess({ request, result, setResultProcessor }) {
      let entry = hits.get(request);
      if (!entry) {
        const p = pending.get(request);
        if (!p?.cacheable || Array.isArray(result) || Symbol.asyncIterator in (result as object)) return;
        const single = result as ExecutionResult;
        if (single.errors?.length || !single.data) return;
        entry = { ...cachedBody(JSON.stringify(single)), gen: p.gen };
        cache.set(p.key, entry);
      }
      const kept = entry;
      const mediaType = request.headers.get('accept')?.includes('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json';
      setResultProcessor((_result, fetchAPI) => {
        const { bytes, encoding } = encodedBody(kept, request.headers.get('accept-encoding'));
        const headers: Record<string, string> = { 'content-type': `${mediaType}; charset=utf-8`, 'content-length': String(bytes.length), vary: 'Accept-Encoding' };
        if (encoding) headers['content-encoding'] = encoding;
        return new fetchAPI.Response(bytes as unknown as Uint8Array<ArrayBuffer>, { status: 200, headers });
      }, mediaType);
    },
  };
}
