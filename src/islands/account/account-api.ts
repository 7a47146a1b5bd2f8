/**
 * The account API as the account screens use it: the stored session installed as the bearer token
 * first, the operations module loaded on demand; and the failure → message helper of §8.
 */
import type { TFunction } from 'i18next';
import { toApiFailure } from '../api/errors';
import { loadSession, type Session } from '../stores/session';
import { mapAccountError, type AccountOperation } from './account-view';

export type AccountOps = typeof import('../api/accounts');

/** The account operations with the session (if any) installed. */
export async function accountApi(): Promise<{ ops: AccountOps; session: Session | null }> {
  const session = loadSession();
  const [ops, client] = await Promise.all([import('../api/accounts'), import('../api/client')]);
  client.setAuthToken(session?.token ?? '');
  return { ops, session };
}

/** The diner's message for a failed account call (accounts-and-loyalty.md §8). */
export function accountErrorText(t: TFunction, operation: AccountOperation, e: unknown): string {
  const mapped = mapAccountError(operation, toApiFailure(e));
  return 'raw' in mapped ? mapped.raw : t(mapped.key);
}
