/**
 * Stripe's Express Checkout Element on the payment page (issue 24 item 5: Apple Pay and Google Pay with
 * Stripe), in Stripe's deferred-intent flow (docs.stripe.com "Express Checkout Element", "Create an
 * Elements object without an Intent"): Elements in `mode: 'payment'` with the amount due (cents, the card
 * surcharge included) and the currency; the element shows the wallets the phone has; on `confirm` the
 * sheet's details are submitted (`elements.submit()`), our server starts the payment as an express one
 * (`orderPayApply` with `{type: 'express'}` → a PaymentIntent, its client_secret), and Stripe confirms it
 * (`stripe.confirmPayment`, which returns to `returnUrl`: the payment result page that follows the order).
 * A failure at any step is told to the wallet sheet (`paymentFailed`) and to the page (`onError`).
 *
 * Stripe.js is loaded only here, from js.stripe.com as Stripe requires (`@stripe/stripe-js/pure`:
 * nothing is fetched until a Stripe express payment is offered), and the payment page's CSP allows it.
 */
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';

/** What mounting needs. Amount in cents; currency ISO 4217 ('AUD'). */
export interface StripeExpressOptions {
  stripe: Pick<Stripe, 'elements' | 'confirmPayment'>;
  container: HTMLElement;
  amount: number;
  currency: string;
  /** Ours: 'en', 'en-au' or 'zh-CN' (Stripe's element locales: 'en', 'en-AU', 'zh'). */
  locale: string;
  /** Starts our express payment and answers its PaymentIntent client_secret (throws on a refusal). */
  createIntent(): Promise<string>;
  /** Where Stripe returns after confirming (our payment result page). */
  returnUrl: string;
  /** Whether any wallet is offered on this device (the element's `ready` event). */
  onReady(available: boolean): void;
  /** A failed step: the message to show (Stripe's, or '' for ours). */
  onError(message: string): void;
}

/** Stripe's element locale of one of ours. */
export function stripeLocale(locale: string): StripeElementLocale {
  if (locale === 'zh-CN') return 'zh';
  if (locale.toLowerCase() === 'en-au') return 'en-AU';
  return 'en';
}

/** Mounts the Express Checkout Element (see the module note); answers a function that unmounts it. */
export function mountStripeExpress(o: StripeExpressOptions): () => void {
  const elements = o.stripe.elements({ mode: 'payment', amount: o.amount, currency: o.currency.toLowerCase(), locale: stripeLocale(o.locale) });
  const element = elements.create('expressCheckout', { buttonHeight: 48 });
  element.on('ready', (e) => o.onReady(Boolean(e.availablePaymentMethods && Object.values(e.availablePaymentMethods).some(Boolean))));
  element.on('confirm', async (event) => {
    const submitted = await elements.submit();
    if (submitted.error) {
      event.paymentFailed({ reason: 'fail' });
      return o.onError(submitted.error.message ?? '');
    }
    let clientSecret: string;
    try {
      clientSecret = await o.createIntent();
    } catch {
      event.paymentFailed({ reason: 'fail' });
      return o.onError('');
    }
    const confirmed = await o.stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url: o.returnUrl } });
    // Success leaves the page for `returnUrl`; only an error comes back here.
    if (confirmed.error) o.onError(confirmed.error.message ?? '');
  });
  element.mount(o.container);
  return () => element.destroy();
}
