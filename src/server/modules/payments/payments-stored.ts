/**
 * Stored cards and the shopper reference of online payments (orders-and-payments.md §2.8 "stored card
 * details can be saved only for a particular user type; a stored method can be removed", §7.4).
 *
 * Who may store cards: **registered members only** — a user of type member (`USER_TYPE.member`)
 * signed in with a user login (`SESSION_KIND.user`). Guests (checkout with a mobile number and no
 * password), table diners and pay-by-link sessions may not: their identity is a throw-away one (a new
 * guest user at each checkout, a link anyone holding it may use), so a card kept for it could never be
 * found again — or could be used by whoever holds the link.
 *
 * The shopper reference (the member's `users.uid`) is always the server's: a client's `reference`
 * that is not the viewer's own is refused ('forbidden'), and without a member the payment carries
 * none — so no stored card is listed, used, saved or removed for anybody else. This module wraps the
 * provider-agnostic use cases of `payments.ts` with that rule; the GraphQL resolvers call these.
 *
 * The simulator charges a stored card at once (result code 'Authorised'); like any provider it then
 * reports the payment through its HMAC-signed webhook, which alone pays the order (`deliverStoredCharge`).
 */
import { err, ok, type Result } from '../../../domain/result';
import type { PayConfiguration } from '../../../domain/types';
import type { Viewer } from '../accounts';
import { nowSeconds } from '../../platform/clock';

import { signSimulatorWebhook, simulatorEventBody, storedMethodIdOf, walletTypeOf } from '../../providers/payments/simulator';
import { simulatorVault } from '../../providers/payments/simulator-vault';
import { serverSecret } from '../../platform/secrets';
import type { Services } from '../../services';
import { applyPayment, cancelPayment, findAttempt, getPayConfiguration, handlePaymentWebhook, type PayInput } from './payments';
import { signedInMemberUid } from '../accounts';

type Deps = Services;

/**
 * The shopper reference the server trusts for `viewer`: the `users.uid` of a registered member signed
 * in with a user login; null for guests, table diners, pay-by-link sessions and nobody.
 */
export async function memberShopperReference(deps: Pick<Services, 'db'>, viewer: Viewer | null): Promise<string | null> {
  return signedInMemberUid(deps.db, viewer);
}


/**
 * orderPayConfiguration for the viewer: the provider's methods listed for the member's own shopper
 * reference (a client `reference` is ignored), plus `provider`, `shopper_reference` and
 * `can_store_payment_method`. Errors as `getPayConfiguration`: NOT_FOUND, NOT_ACCEPTABLE, NETWORK_BUSY.
 */
export async function payConfigurationForViewer(
  deps: Deps,
  viewer: Viewer | null,
  q: { venue_code: string; platform: number; amount?: number | null; reference?: string | null },
  baseUrl: string,
): Promise<Result<PayConfiguration>> {
  const reference = await memberShopperReference(deps, viewer);
  const answer = await getPayConfiguration(deps, viewer, { ...q, reference }, baseUrl);
  if (!answer.ok) return answer;
  const provider = deps.providers.payments.forPlatform(q.platform);
  return ok({ ...answer.value, provider: provider?.name ?? '', shopper_reference: reference, can_store_payment_method: reference !== null });
}

/**
 * orderPayApply with the server's shopper reference (see the module note): `pay.reference` must be
 * empty or the viewer's own ('forbidden' otherwise); `store_payment_method` counts only for a member; a
 * stored card (`payment_method` {type: 'scheme', storedPaymentMethodId}) needs a member ('not
 * acceptable' otherwise) and first cancels the order's pending payment (the shopper left the card page
 * for the stored card). A wallet (`{type: 'applepay' | 'googlepay'}`, express pay, issue 24 item 5) also
 * first cancels the pending payment. A simulator stored-card or wallet charge is reported by its signed webhook right after.
 * Other errors as `applyPayment`.
 */
export async function applyPaymentForViewer(deps: Deps, viewer: Viewer | null, tradeid: string, pay: PayInput, baseUrl: string): Promise<Result<{ session_id: string; session_data: string; result_code: string }>> {
  if (!viewer) return err('INVALID_TOKEN');
  const reference = await memberShopperReference(deps, viewer);
  if (pay.reference && pay.reference !== reference) return err('FORBIDDEN', { reason: 'reference' });
  const storedId = storedMethodIdOf(pay.payment_method);
  if (storedId && !reference) return err('NOT_ACCEPTABLE', { reason: 'storedPaymentMethod' });
  const wallet = walletTypeOf(pay.payment_method);
  if (storedId || wallet) {
    const cancelled = await cancelPayment(deps, viewer, tradeid);
    if (!cancelled.ok) return cancelled;
  }
  const answer = await applyPayment(deps, viewer, tradeid, { ...pay, reference, store_payment_method: reference ? !!pay.store_payment_method : false }, baseUrl);
  if (answer.ok && storedId && answer.value.result_code === 'Authorised') {
    const attempt = await findAttempt(deps, answer.value.session_id);
    if (attempt?.provider === 'simulator') {
      const card = await simulatorVault(deps.db).find(reference!, storedId);
      deliverStoredCharge(deps, attempt, { brand: card?.brand ?? 'card', last4: card?.lastFour ?? '' });
    }
  }
  // The simulator's express pay (issue 24 item 5): authorised in one tap, then its signed webhook.
  if (answer.ok && wallet && answer.value.result_code === 'Authorised') {
    const attempt = await findAttempt(deps, answer.value.session_id);
    if (attempt?.provider === 'simulator') deliverStoredCharge(deps, attempt, { brand: wallet, last4: '' });
  }
  return answer;
}

/**
 * Sends the simulator's signed 'payment.authorised' webhook for a stored-card charge, a moment after
 * the charge answered (as a provider's webhook arrives after its API answer), and again after
 * SIMULATOR_DUPLICATE_WEBHOOK_MS as providers may. It goes through `handlePaymentWebhook` on the raw
 * signed body — the same verification as the HTTP route — so only a valid signature pays the order.
 */
export function deliverStoredCharge(deps: Deps, attempt: { sessionId: string; tradeid: string; amount: number; currency: string }, card: { brand: string; last4: string }): void {
  const body = simulatorEventBody(attempt, 'payment.authorised', card);
  const send = async () => {
    const secret = await serverSecret(deps.db, 'simulator_webhook', deps.config.SIMULATOR_WEBHOOK_SECRET);
    const signed = signSimulatorWebhook(secret, body, nowSeconds(deps.clock));
    const answer = await handlePaymentWebhook(deps, 'simulator', Buffer.from(signed.body), signed.headers);
    if (answer.status !== 200) deps.logger.warn({ status: answer.status, session: attempt.sessionId }, 'simulator stored-card webhook refused');
  };
  const fire = () => void send().catch((e: unknown) => deps.logger.warn({ err: e, session: attempt.sessionId }, 'simulator stored-card webhook failed'));
  setTimeout(fire, 50).unref();
  const again = deps.config.SIMULATOR_DUPLICATE_WEBHOOK_MS;
  if (again > 0) setTimeout(fire, again).unref();
}

/**
 * orderPayRemoveStoredPaymentMethod(venue_code, platform, reference, id): removes one of the member's
 * own stored cards at the provider. Errors: INVALID_TOKEN (no session); FORBIDDEN (not a member, or a
 * `reference` that is not the viewer's uid); NOT_FOUND (no such card of this shopper — another
 * shopper's card is never touched); NOT_ACCEPTABLE (unknown platform); NETWORK_BUSY (provider).
 * Spec: orders-and-payments.md §2.8, §7.4.
 */
export async function removeStoredMethodForViewer(deps: Deps, viewer: Viewer | null, q: { platform: number; reference: string; id: string }): Promise<Result<boolean>> {
  if (!viewer) return err('INVALID_TOKEN');
  const reference = await memberShopperReference(deps, viewer);
  if (!reference || q.reference !== reference) return err('FORBIDDEN', { reason: 'reference' });
  const provider = deps.providers.payments.forPlatform(q.platform);
  if (!provider) return err('NOT_ACCEPTABLE', { reason: 'platform' });
  try {
    return (await provider.removeStoredPaymentMethod({ shopperReference: reference, id: String(q.id).slice(0, 200) })) ? ok(true) : err('NOT_FOUND');
  } catch (e) {
    deps.logger.warn({ err: e }, 'removing a stored payment method failed');
    return err('NETWORK_BUSY');
  }
}
