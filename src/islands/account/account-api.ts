/**
 * The account API as the account screens use it: the stored session installed as the bearer token
 * first, the operations module loaded on demand; and the failure → message helper of §8.
 */
import type { TFunction } from 'i18next';
import { toApiFailure } from '../api/errors';
import { loadSession, type Session } from '../stores/session';
import { codeWaitSeconds, mapAccountError, waitText, type AccountOperation } from './account-view';
import type { CaptchaSettings } from './captcha';

export type AccountOps = typeof import('../api/accounts');

/** The account operations with the session (if any) installed. */
export async function accountApi(): Promise<{ ops: AccountOps; session: Session | null }> {
  const session = loadSession();
  const [ops, client] = await Promise.all([import('../api/accounts'), import('../api/client')]);
  client.setAuthToken(session?.token ?? '');
  return { ops, session };
}

/** The diner's message for a failed account call (accounts-and-loyalty.md §8); a wait in minutes in words ('try again in 12 minutes'). */
export function accountErrorText(t: TFunction, operation: AccountOperation, e: unknown): string {
  const mapped = mapAccountError(operation, toApiFailure(e));
  if ('raw' in mapped) return mapped.raw;
  return 'waitSeconds' in mapped ? t(mapped.key, { wait: waitText(t, mapped.waitSeconds) }) : t(mapped.key);
}

/** The seconds a refused code request must still wait (its resend countdown), or 0 (issue 27 item 7). */
export function accountCodeWait(operation: AccountOperation, e: unknown): number {
  return codeWaitSeconds(operation, toApiFailure(e));
}

/**
 * The captcha token for one code request (undefined when captcha is off; account/captcha.ts). A token
 * the browser cannot get (script blocked, challenge failed, timeout) fails as the server would answer
 * without one: 'network busy' (NETWORK_BUSY, reason 'captcha').
 */
export async function codeRequestCaptcha(operation: AccountOperation, settings: CaptchaSettings | null | undefined, container: HTMLElement | null, locale: string): Promise<string | undefined> {
  if (!settings) return undefined;
  const [{ captchaToken }, { ApiError }] = await Promise.all([import('./captcha'), import('../api/client')]);
  try {
    return await captchaToken(settings, container, locale);
  } catch {
    throw new ApiError('network busy', operation, { code: 'NETWORK_BUSY', reason: 'captcha' });
  }
}
