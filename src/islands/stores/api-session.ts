/**
 * The API as the order screens use it: the stored session (or a pay-by-link token) installed as the
 * bearer token first, the operations module loaded on demand.
 */
import { installPayByLinkToken, loadSession, type Session } from './session';

export type Operations = typeof import('../api/operations');

/** The operations with the session installed; `payByLink` installs the page's pay-by-link token first. */
export async function orderApi(options: { payByLink?: boolean; venueCode?: string } = {}): Promise<{ ops: Operations; session: Session | null }> {
  const session = options.payByLink ? installPayByLinkToken() : loadSession();
  const [ops, client] = await Promise.all([import('../api/operations'), import('../api/client')]);
  client.setAuthToken(session?.token ?? '');
  if (options.venueCode) client.setVenueHeader(options.venueCode);
  return { ops, session };
}

/** The message of an API failure. */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
