/**
 * Limits on the size and cost of one GraphQL operation (beyond the specifications; security hardening).
 * Without them one request with 500 aliased `userRegisterSubmit` created 500 users, and 5,000 aliased
 * `orderStatus` ran in one request.
 *
 * - graphql-armor (`@escape.tech/graphql-armor`, envelop plugins): aliases, depth, directives, tokens
 *   and cost (its default cost model: objects 2, scalars 1, × 1.5 per level). The largest real client
 *   operation (menuInfo / menuCheckInfo with the whole menu, src/islands/api/operations.ts) measures
 *   320 tokens, depth 7, cost 865, no aliases and no directives; every limit leaves several times that.
 * - `useMutationLimit`: at most MAX_ROOT_MUTATIONS root mutation fields per operation (aliases, inline
 *   fragments and fragment spreads count), and at most one table operation (orderResEdit, orderResSubmit,
 *   orderResCheckout; orderResInfo among queries), refused with the table guard's own message before
 *   anything runs (the resolvers' guard in resolvers/table.ts stays as the last word).
 *
 * Refusals are GraphQL errors with a clear message (never masked), e.g.
 * 'Syntax Error: Aliases limit of 15 exceeded, found 100.' or
 * 'Too many mutations in one operation: at most 3, found 500.'
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';
import { createGraphQLError } from 'graphql-yoga';
import { Kind, OperationTypeNode, type DocumentNode, type FragmentDefinitionNode, type GraphQLError, type SelectionSetNode } from 'graphql';
import { tableFailure, toGraphQLError } from '../../modules/tables';

/** The limits of one operation (see the module note for the measured real operations). */
export const OPERATION_LIMITS = {
  maxAliases: 15,
  maxDepth: 15,
  maxDirectives: 20,
  maxTokens: 2_000,
  maxCost: 5_000,
  maxRootMutations: 3,
} as const;

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
 * The refusals of a document under the root-field rules ([] = none): more than one table operation in
 * an operation → the table guard's 'Only one table operation per request' (code TOO_MANY_OPERATIONS);
 * more than `maxRootMutations` root mutation fields → 'Too many mutations in one operation: at most N,
 * found M.' (code TOO_MANY_OPERATIONS). Every operation of the document is checked.
 */
export function rootFieldRefusals(document: DocumentNode, maxRootMutations: number = OPERATION_LIMITS.maxRootMutations): GraphQLError[] {
  for (const { operation, names } of rootFieldNames(document)) {
    const table = operation === OperationTypeNode.MUTATION ? TABLE_MUTATIONS : operation === OperationTypeNode.QUERY ? TABLE_QUERIES : null;
    if (table && names.filter((n) => table.has(n)).length > 1) return [toGraphQLError(tableFailure('TOO_MANY_OPERATIONS'))];
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

/** Refuses, at validation and before the other rules run, documents that break `rootFieldRefusals`. */
export function useMutationLimit(maxRootMutations: number = OPERATION_LIMITS.maxRootMutations): Plugin {
  return {
    onValidate({ params, setResult }) {
      const refusals = rootFieldRefusals(params.documentAST, maxRootMutations);
      if (refusals.length) setResult(refusals);
    },
  };
}

/** The yoga plugins enforcing OPERATION_LIMITS (root-field rule first, then graphql-armor). */
export function operationLimitPlugins(): Plugin[] {
  return [
    useMutationLimit(),
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
