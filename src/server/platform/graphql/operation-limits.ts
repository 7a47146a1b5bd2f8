/**
 * Limits on the size and cost of one GraphQL operation (beyond the specifications; security hardening).
 * Without them one request with 500 aliased `userRegisterSubmit` created 500 users, and 5,000 aliased
 * `orderStatus` ran in one request.
 *
 * - graphql-armor (`@escape.tech/graphql-armor`, envelop plugins): aliases, depth, directives, tokens
 *   and cost (its default cost model: objects 2, scalars 1, × 1.5 per level). The largest real client
 *   operation (menuInfo / menuCheckInfo with the whole menu, src/islands/api/operations.ts) measures
 *   320 tokens, depth 7, cost 2,058 (865 before allergens joined products, variants and options), no
 *   aliases and no directives; every limit leaves several times that (cost: about 5×).
 * - `useMutationLimit`: at most MAX_ROOT_MUTATIONS root mutation fields per operation (aliases, inline
 *   fragments and fragment spreads count), and at most one table operation (orderResEdit, orderResSubmit,
 *   orderResCheckout; orderResInfo among queries), refused with the table guard's own message before
 *   anything runs (the resolvers' guard in resolvers/table.ts stays as the last word).
 *
 * - `documentSizeRefusals` (first of all, in linear time): the number of fragment spreads in the document
 *   and the number of fields each operation expands to once every spread is followed. A 1 KB document
 *   of doubling spreads (`fragment F0 on Query { ...F1 ...F1 }` … 29 levels) expands to 2^29 fields;
 *   walking it spread by spread (as depth, alias and root-field rules do) kept the process busy for
 *   minutes. Expansion sizes are memoised per fragment, so the check costs one pass over the document,
 *   and refusing here skips every other validation rule. The largest real operation expands to a few
 *   hundred fields.
 * - GraphQL introspection (`__schema`, `__type`) is refused unless GRAPHQL_INTROSPECTION=true.
 *
 * Refusals are GraphQL errors with a clear message (never masked), e.g.
 * 'Syntax Error: Aliases limit of 15 exceeded, found 100.' or
 * 'Too many mutations in one operation: at most 3, found 500.'
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';
import { createGraphQLError } from 'graphql-yoga';
import {
  Kind,
  OperationTypeNode,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { domainError } from './errors';

/** The limits of one operation (see the module note for the measured real operations). */
export const OPERATION_LIMITS = {
  maxAliases: 15,
  maxDepth: 15,
  maxDirectives: 20,
  maxTokens: 2_000,
  maxCost: 10_000,
  maxRootMutations: 3,
  /** Fragment spreads written in one document. */
  maxFragmentSpreads: 100,
  /** Fields one operation selects once every fragment spread is expanded (each field counts 1). */
  maxExpandedFields: 5_000,
} as const;

/** The largest GraphQL request body over HTTP, in bytes (a batch included). */
export const MAX_REQUEST_BODY_BYTES = 1_000_000;

/**
 * Why a GraphQL POST body of Content-Length `contentLength` is refused, or null: none given (chunked
 * bodies: 411 LENGTH_REQUIRED; browsers and the storefront's client (fetch) always send the length), not a whole
 * number (400 BAD_REQUEST), or over `MAX_REQUEST_BODY_BYTES` (413 PAYLOAD_TOO_LARGE). Node's HTTP parser
 * ends the body at the given length, so the check needs no counting stream.
 */
export function bodyLengthRefusal(contentLength: string | undefined): { status: number; code: string; message: string } | null {
  if (contentLength === undefined) return { status: 411, code: 'LENGTH_REQUIRED', message: 'Content-Length is required.' };
  if (!/^\d{1,15}$/.test(contentLength)) return { status: 400, code: 'BAD_REQUEST', message: 'Content-Length header is invalid.' };
  if (Number(contentLength) > MAX_REQUEST_BODY_BYTES) return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${MAX_REQUEST_BODY_BYTES} bytes.` };
  return null;
}

/** Table operations allowed once per operation (as resolvers/table.ts guards them). */
const TABLE_MUTATIONS = new Set(['orderResEdit', 'orderResSubmit', 'orderResCheckout']);
const TABLE_QUERIES = new Set(['orderResInfo']);

/** Names of the root fields of each operation of a document, through inline fragments and spreads. */
function rootFieldNames(document: DocumentNode): { operation: OperationTypeNode; names: string[] }[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const out: { operation: OperationTypeNode; names: string[] }[] = [];
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const names: string[] = [];
    const visit = (set: SelectionSetNode, seen: ReadonlySet<string>) => {
      for (const s of set.selections) {
        if (s.kind === Kind.FIELD) {
          if (s.name.value !== '__typename') names.push(s.name.value);
        } else if (s.kind === Kind.INLINE_FRAGMENT) visit(s.selectionSet, seen);
        else if (!seen.has(s.name.value)) {
          const f = fragments.get(s.name.value);
          if (f) visit(f.selectionSet, new Set([...seen, s.name.value]));
        }
      }
    };
    visit(d.selectionSet, new Set());
    out.push({ operation: d.operation, names });
  }
  return out;
}

/**
 * Refusals of a document too large once expanded ([] = none), in time linear in the document's size:
 * more than `maxFragmentSpreads` fragment spreads → 'Too many fragment spreads: at most N, found M.';
 * an operation selecting more than `maxExpandedFields` fields with every spread followed → 'Operation
 * too large: it expands to more than N fields.' (both code OPERATION_TOO_LARGE). Each fragment's
 * expanded size is computed once (memoised); a spread of an unknown fragment counts 0 and a fragment
 * cycle counts 0 on the way round (graphql's own rules refuse both afterwards).
 */
export function documentSizeRefusals(
  document: DocumentNode,
  limits: { maxFragmentSpreads: number; maxExpandedFields: number } = OPERATION_LIMITS,
): GraphQLError[] {
  let spreads = 0;
  visit(document, {
    FragmentSpread() {
      spreads += 1;
    },
  });
  if (spreads > limits.maxFragmentSpreads) {
    return [
      createGraphQLError(`Too many fragment spreads: at most ${limits.maxFragmentSpreads}, found ${spreads}.`, {
        extensions: { code: 'OPERATION_TOO_LARGE' },
      }),
    ];
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const sizes = new Map<string, number>();
  const inProgress = new Set<string>();
  // Sizes saturate at Infinity (a float), never wrap; recursion depth is bounded by the token limit
  // (parsing ran first) and by the number of fragments.
  const fragmentSize = (name: string): number => {
    const known = sizes.get(name);
    if (known !== undefined) return known;
    const f = fragments.get(name);
    if (!f || inProgress.has(name)) return 0;
    inProgress.add(name);
    const size = setSize(f.selectionSet);
    inProgress.delete(name);
    sizes.set(name, size);
    return size;
  };
  const setSize = (set: SelectionSetNode): number => {
    let n = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) n += 1 + (s.selectionSet ? setSize(s.selectionSet) : 0);
      else if (s.kind === Kind.INLINE_FRAGMENT) n += setSize(s.selectionSet);
      else n += fragmentSize(s.name.value);
    }
    return n;
  };
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    if (setSize(d.selectionSet) > limits.maxExpandedFields) {
      return [
        createGraphQLError(`Operation too large: it expands to more than ${limits.maxExpandedFields} fields.`, {
          extensions: { code: 'OPERATION_TOO_LARGE' },
        }),
      ];
    }
  }
  return [];
}

/**
 * The refusals of a document under the root-field rules ([] = none): more than one table operation in
 * an operation → the table guard's 'Only one table operation per request' (code TOO_MANY_OPERATIONS);
 * more than `maxRootMutations` root mutation fields → 'Too many mutations in one operation: at most N,
 * found M.' (code TOO_MANY_OPERATIONS). Every operation of the document is checked.
 */
export function rootFieldRefusals(document: DocumentNode, maxRootMutations: number = OPERATION_LIMITS.maxRootMutations): GraphQLError[] {
  for (const { operation, names } of rootFieldNames(document)) {
    const table = operation === OperationTypeNode.MUTATION ? TABLE_MUTATIONS : operation === OperationTypeNode.QUERY ? TABLE_QUERIES : null;
    if (table && names.filter((n) => table.has(n)).length > 1) return [domainError('TOO_MANY_OPERATIONS')];
    if (operation === OperationTypeNode.MUTATION && names.length > maxRootMutations) {
      return [
        createGraphQLError(`Too many mutations in one operation: at most ${maxRootMutations}, found ${names.length}.`, {
          extensions: { code: 'TOO_MANY_OPERATIONS' },
        }),
      ];
    }
  }
  return [];
}

/**
 * Refuses, at validation and before the other rules run, documents that break `documentSizeRefusals`
 * (checked first, so no rule walks an exploding document) or `rootFieldRefusals`.
 */
export function useMutationLimit(maxRootMutations: number = OPERATION_LIMITS.maxRootMutations): Plugin {
  // The refusals depend on the document alone, and yoga's parser cache hands the same document object
  // to every request with the same text: worked out once per document, not per request.
  const known = new WeakMap<DocumentNode, GraphQLError[]>();
  const refusalsOf = (document: DocumentNode): GraphQLError[] => {
    let refusals = known.get(document);
    if (!refusals) {
      refusals = documentSizeRefusals(document);
      if (!refusals.length) refusals = rootFieldRefusals(document, maxRootMutations);
      known.set(document, refusals);
    }
    return refusals;
  };
  return {
    onValidate({ params, setResult }) {
      const refusals = refusalsOf(params.documentAST);
      if (refusals.length) setResult(refusals);
    },
  };
}

/**
 * The validation rule refusing `__schema` and `__type` fields: 'GraphQL introspection is disabled, but
 * the query asked for "__schema".' (code INTROSPECTION_DISABLED); `__typename` stays. By field name,
 * as graphql's NoSchemaIntrospectionCustomRule does, without its type checks (which fail across the
 * ESM and CommonJS copies of graphql).
 */
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError(`GraphQL introspection is disabled, but the query asked for "${node.name.value}".`, {
          nodes: [node],
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      );
    }
  },
});

/** Refuses introspection (`noIntrospectionRule`) in every operation, over HTTP and WebSocket. */
export function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospectionRule);
    },
  };
}

/**
 * The yoga plugins enforcing OPERATION_LIMITS (size and root-field rules first, then graphql-armor),
 * and refusing introspection unless `options.introspection` (config GRAPHQL_INTROSPECTION).
 */
export function operationLimitPlugins(options: { introspection?: boolean } = {}): Plugin[] {
  return [
    useMutationLimit(),
    ...(options.introspection ? [] : [useNoIntrospection()]),
    EnvelopArmorPlugin({
      // `ping` does no work (health checks and the compression test alias it 200 times); tokens and cost still bound it.
      maxAliases: { n: OPERATION_LIMITS.maxAliases, allowList: ['__typename', 'ping'] },
      maxDepth: { n: OPERATION_LIMITS.maxDepth },
      maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
      maxTokens: { n: OPERATION_LIMITS.maxTokens },
      costLimit: { maxCost: OPERATION_LIMITS.maxCost },
    }) as Plugin,
  ];
}
