/**
 * Maps domain `Result` failures to GraphQL errors whose message is the specifications' server message
 * (storefront.md §8, orders-and-payments.md §8): clients match on these words.
 */
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { ERROR_CATALOGUE, type ErrorCode } from '../../../domain/errors';
import type { Result } from '../../../domain/result';

/**
 * A GraphQL error for a catalogue code: message = the server message (or the code), extensions.code =
 * code, extensions.params = the message parameters, and the failure's `details` (if any) as further
 * extension fields.
 */
export function domainError(code: ErrorCode, params?: Readonly<Record<string, string | number>>, details?: Readonly<Record<string, unknown>>): GraphQLError {
  const entry = ERROR_CATALOGUE[code] as { serverMessage?: string };
  // createGraphQLError builds the error with yoga's own graphql instance, so yoga recognises it as an
  // expected error and does not mask it (a dual ESM/CJS graphql copy would fail an instanceof check).
  return createGraphQLError(entry.serverMessage ?? code, { extensions: { ...(details ?? {}), code, ...(params ? { params } : {}) } });
}

/** Returns the value of a successful result, or throws its failure as a GraphQL error. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw domainError(result.code, result.params, result.details);
}
