/**
 * The GraphQL documents of the browser (`.graphql` files imported as plain strings with `?raw`) and
 * their codegen types; shared by the HTTP client (`client.ts`) and the sockets (`socket.ts`).
 */

/**
 * A GraphQL document as the browser ships it: the operation's text followed by the fragments it
 * spreads, typed by codegen's result (`R`) and variables (`V`) of the operation.
 */
export type Document<R, V> = string & { readonly __result?: R; readonly __variables?: V };

/**
 * One document from an operation's text and the texts of the fragments it spreads (directly or
 * through another fragment), each listed once; `documents.test.ts` validates every composed document
 * against the schema, so a missing or unused fragment fails there rather than on the server.
 */
export function document<R, V>(operation: string, ...fragments: string[]): Document<R, V> {
  return [operation, ...fragments].join('\n') as Document<R, V>;
}
