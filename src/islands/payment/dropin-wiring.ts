/**
 * The payment page's drop-in wiring (orders-and-payments.md §2.8, §4.10, §7.4), kept apart from React
 * and from `@adyen/adyen-web` so it is tested with a fake drop-in:
 * - our 'Pay' button (`pay`): proceeds only when the e-mail is set and the drop-in is valid, then
 *   submits the drop-in;
 * - `onSubmit` → orderPayApply in the drop-in shape (payment_method, browser_info, risk_data,
 *   return_url, reference, store_payment_method — the latter only when the viewer may store cards);
 * - the answer per §4.10 (`applyOutcome`): an action goes back to the drop-in through
 *   `actions.resolve({resultCode, action})`, which runs `dropin.handleAction` (adyen-web v6);
 *   Authorised / Pending / Received → the success URL with the session id; Refused / Cancelled → the
 *   failure message, the drop-in ready again; Error → the drop-in reset to ready; else → the failed URL;
 * - `onAdditionalDetails` (3-D Secure) → orderPayAdditionDetails, answered the same way;
 * - `onError` → orderPayError (logged by the server);
 * - `onDisableStoredPaymentMethod` → orderPayRemoveStoredPaymentMethod.
 * `simulatorDropin` is the built-in simulator's stand-in for the drop-in: a chosen stored card or a new
 * card (entered on the simulator's own card page, which the redirect action opens).
 */
import { applyOutcome } from '../stores/pay-flow';

/** The part of a drop-in (adyen-web v6 `Dropin`, or the simulator's stand-in) the wiring uses. */
export interface DropinLike {
  readonly isValid: boolean;
  submit(): void;
  setStatus(status: 'ready' | 'loading' | 'success' | 'error'): unknown;
  handleAction(action: Record<string, unknown>): unknown;
  showValidation?(): unknown;
}

/** adyen-web's onSubmit / onAdditionalDetails `actions`. */
export interface DropinActions {
  resolve(response: { resultCode: string; action?: Record<string, unknown> }): void;
  reject(): void;
}

/** orderPayApply's pay param in the drop-in shape (§7.4); amounts in cents. */
export interface DropInPay {
  platform: number;
  amount: number;
  surcharge: number;
  email?: string;
  payment_method: string;
  browser_info?: string;
  risk_data?: string;
  return_url: string;
  reference?: string;
  store_payment_method: boolean;
}

/** The API calls the wiring makes (pay-api.ts binds them to the order and venue). */
export interface PayCalls {
  apply(pay: DropInPay): Promise<{ session_id: string; session_data: string; result_code: string }>;
  /** orderPayAdditionDetails with `details` as a JSON string. */
  details(details: string): Promise<{ code: string; data: string }>;
  error(message: string): Promise<unknown>;
  /** orderPayRemoveStoredPaymentMethod; true when removed. */
  removeStored(id: string): Promise<boolean>;
}

export interface WiringOptions {
  calls: PayCalls;
  platform: number;
  /** Cents: the amount due and the card surcharge (the server's). */
  amount: number;
  surcharge: number;
  /** Where the provider returns the browser after a redirect (§7.4: target, platform, tid, vid). */
  returnUrl: string;
  /** The member's shopper reference, null for anybody who may not store cards. */
  reference: string | null;
  /** The e-mail typed on the page, and whether it is a valid address. */
  email(): string;
  emailValid(): boolean;
  successUrl(sessionId: string): string;
  failedUrl(sessionId: string): string;
  go(url: string): void;
  /** Keeps the session id for the redirect return (sessionStorage). */
  rememberSession(sessionId: string): void;
  /** The e-mail is missing or invalid ('Enter the email address'). */
  onEmailMissing(): void;
  /** A refused payment: the failure message. */
  onRefused(): void;
  /** An API failure (its message shown by the page). */
  onApiError(error: unknown): void;
}

/** adyen-web's onSubmit state: `data` holds paymentMethod, browserInfo, riskData, storePaymentMethod. */
export interface SubmitState {
  isValid?: boolean;
  data: { paymentMethod?: Record<string, unknown>; browserInfo?: unknown; riskData?: unknown; storePaymentMethod?: boolean; [key: string]: unknown };
}

const json = (v: unknown) => (v === undefined || v === null ? undefined : typeof v === 'string' ? v : JSON.stringify(v));

/** Whether a drop-in payment method is a card (new or stored): the e-mail is asked for cards only (§2.8). */
export const isCardMethod = (m: Record<string, unknown> | undefined) => !m || m.type === undefined || m.type === 'scheme' || m.type === 'storedCard';

/** The callbacks of the drop-in and our Pay button, bound to `o`. */
export function createDropinWiring(o: WiringOptions) {
  let sessionId = '';

  const answer = (code: string, data: string, dropin: DropinLike, actions: DropinActions) => {
    const outcome = applyOutcome(code, data);
    switch (outcome.kind) {
      case 'action':
        actions.resolve({ resultCode: code, action: outcome.action });
        return outcome;
      case 'success':
        actions.resolve({ resultCode: code });
        o.go(o.successUrl(sessionId));
        return outcome;
      case 'refused':
        actions.reject();
        dropin.setStatus('ready');
        o.onRefused();
        return outcome;
      case 'reset':
        actions.reject();
        dropin.setStatus('ready');
        return outcome;
      default:
        actions.reject();
        o.go(o.failedUrl(sessionId));
        return outcome;
    }
  };

  return {
    /** Our Pay button: the e-mail must be set and the drop-in valid; then the drop-in submits. Returns whether it submitted. */
    pay(dropin: DropinLike): boolean {
      if (!o.emailValid()) {
        o.onEmailMissing();
        return false;
      }
      if (!dropin.isValid) {
        dropin.showValidation?.();
        return false;
      }
      dropin.submit();
      return true;
    },

    /** adyen-web onSubmit → orderPayApply (drop-in shape), then §4.10. */
    async onSubmit(state: SubmitState, dropin: DropinLike, actions: DropinActions) {
      const method = state.data.paymentMethod;
      if (isCardMethod(method) && !o.emailValid()) {
        actions.reject();
        dropin.setStatus('ready');
        o.onEmailMissing();
        return null;
      }
      const email = o.email().trim();
      let applied;
      try {
        applied = await o.calls.apply({
          platform: o.platform,
          amount: o.amount,
          surcharge: o.surcharge,
          ...(email ? { email } : {}),
          payment_method: json(method ?? { type: 'scheme' })!,
          browser_info: json(state.data.browserInfo),
          risk_data: json(state.data.riskData),
          return_url: o.returnUrl,
          ...(o.reference ? { reference: o.reference } : {}),
          store_payment_method: !!o.reference && !!state.data.storePaymentMethod,
        });
      } catch (e) {
        actions.reject();
        dropin.setStatus('ready');
        o.onApiError(e);
        return null;
      }
      sessionId = applied.session_id;
      o.rememberSession(sessionId);
      return answer(applied.result_code, applied.session_data, dropin, actions);
    },

    /** adyen-web onAdditionalDetails (3-D Secure, redirects) → orderPayAdditionDetails, then §4.10. */
    async onAdditionalDetails(state: { data: Record<string, unknown> }, dropin: DropinLike, actions: DropinActions) {
      let details;
      try {
        details = await o.calls.details(JSON.stringify(state.data));
      } catch (e) {
        actions.reject();
        dropin.setStatus('ready');
        o.onApiError(e);
        return null;
      }
      return answer(details.code, details.data, dropin, actions);
    },

    /** adyen-web onError → orderPayError (best effort; a failed report changes nothing). */
    onError(error: { name?: string; message?: string } | unknown) {
      const e = error as { name?: string; message?: string };
      void o.calls.error(`${e?.name ?? 'Error'}: ${e?.message ?? String(error)}`.slice(0, 1000)).catch(() => undefined);
    },

    /** adyen-web onDisableStoredPaymentMethod → orderPayRemoveStoredPaymentMethod. */
    onDisableStoredPaymentMethod(storedPaymentMethod: string | { id?: string; storedPaymentMethodId?: string }, resolve: () => void, reject: () => void) {
      const id = typeof storedPaymentMethod === 'string' ? storedPaymentMethod : (storedPaymentMethod?.storedPaymentMethodId ?? storedPaymentMethod?.id ?? '');
      return o.calls.removeStored(id).then(
        (removed) => (removed ? resolve() : reject()),
        (e: unknown) => {
          reject();
          o.onApiError(e);
        },
      );
    },
  };
}

export type DropinWiring = ReturnType<typeof createDropinWiring>;

/**
 * The simulator's stand-in for the drop-in: the choice is a stored card id or 'new'; it is valid once
 * a choice is made; a new card is a redirect action to the simulator's card page (`go` follows it), a
 * stored card is charged at once. `setBusy` mirrors the drop-in's loading status.
 */
export function simulatorDropin(args: { choice(): string | null; wiring: DropinWiring; go(url: string): void; setBusy(busy: boolean): void }): DropinLike {
  const dropin: DropinLike = {
    get isValid() {
      return !!args.choice();
    },
    setStatus(status) {
      args.setBusy(status === 'loading');
    },
    handleAction(action) {
      if (action.type === 'redirect' && typeof action.url === 'string') args.go(action.url);
    },
    submit() {
      const choice = args.choice();
      const paymentMethod = choice && choice !== 'new' ? { type: 'scheme', storedPaymentMethodId: choice } : { type: 'scheme' };
      dropin.setStatus('loading');
      void args.wiring.onSubmit({ isValid: true, data: { paymentMethod } }, dropin, {
        resolve: (r) => {
          if (r.action) dropin.handleAction(r.action);
          else dropin.setStatus('success');
        },
        reject: () => dropin.setStatus('ready'),
      });
    },
  };
  return dropin;
}
