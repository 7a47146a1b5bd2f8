import { describe, expect, it, vi } from 'vitest';
import { mountStripeExpress, stripeLocale, type StripeExpressOptions } from './stripe-express';

/** A stand-in for Stripe.js: records what the page asks of it, fires the element's events on demand. */
function fakeStripe(opts: { submitError?: string; confirmError?: string; wallets?: Record<string, boolean> } = {}) {
  const handlers: Record<string, (e: any) => unknown> = {};
  const calls: { elements?: unknown; create?: unknown[]; mounted?: unknown; confirm?: any; destroyed?: boolean } = {};
  const elements = {
    create: (...args: unknown[]) => {
      calls.create = args;
      return {
        on: (name: string, h: (e: any) => unknown) => void (handlers[name] = h),
        mount: (el: unknown) => void (calls.mounted = el),
        destroy: () => void (calls.destroyed = true),
      };
    },
    submit: async () => (opts.submitError ? { error: { message: opts.submitError } } : {}),
  };
  const stripe = {
    elements: (o: unknown) => ((calls.elements = o), elements),
    confirmPayment: async (o: unknown) => ((calls.confirm = o), opts.confirmError ? { error: { message: opts.confirmError } } : {}),
  };
  return { stripe: stripe as unknown as StripeExpressOptions['stripe'], calls, fire: (name: string, e: unknown) => handlers[name]?.(e), elements };
}

function mount(f: ReturnType<typeof fakeStripe>, createIntent = vi.fn(async () => 'pi_1_secret_2')) {
  const onError = vi.fn();
  const onReady = vi.fn();
  const container = { id: 'box' } as unknown as HTMLElement;
  const unmount = mountStripeExpress({ stripe: f.stripe, container, amount: 1660, currency: 'AUD', locale: 'zh-CN', createIntent, returnUrl: 'https://shop.test/pay/callback/2?t=P1', onReady, onError });
  return { onError, onReady, createIntent, unmount, container };
}

describe('Stripe Express Checkout Element (issue 24 item 5)', () => {
  it('mounts in deferred-intent mode with the amount due in cents, the currency in lower case and the reader’s locale', () => {
    const f = fakeStripe();
    const m = mount(f);
    expect(f.calls.elements).toEqual({ mode: 'payment', amount: 1660, currency: 'aud', locale: 'zh' });
    expect(f.calls.create?.[0]).toBe('expressCheckout');
    expect(f.calls.mounted).toBe(m.container);
    m.unmount();
    expect(f.calls.destroyed).toBe(true);
  });

  it('shows itself only when the phone has a wallet', () => {
    const f = fakeStripe();
    const m = mount(f);
    f.fire('ready', { availablePaymentMethods: undefined });
    f.fire('ready', { availablePaymentMethods: { applePay: false, googlePay: true } });
    expect(m.onReady.mock.calls).toEqual([[false], [true]]);
  });

  it('on confirm: submits the sheet, starts our express payment, and confirms its PaymentIntent returning to the result page', async () => {
    const f = fakeStripe();
    const m = mount(f);
    const paymentFailed = vi.fn();
    await f.fire('confirm', { paymentFailed });
    expect(m.createIntent).toHaveBeenCalledTimes(1);
    expect(f.calls.confirm).toEqual({ elements: f.elements, clientSecret: 'pi_1_secret_2', confirmParams: { return_url: 'https://shop.test/pay/callback/2?t=P1' } });
    expect(paymentFailed).not.toHaveBeenCalled();
    expect(m.onError).not.toHaveBeenCalled();
  });

  it('a sheet that does not submit starts no payment; a refused payment or a failed confirmation is told', async () => {
    const bad = fakeStripe({ submitError: 'Your card was declined.' });
    const m1 = mount(bad);
    const failed1 = vi.fn();
    await bad.fire('confirm', { paymentFailed: failed1 });
    expect(m1.createIntent).not.toHaveBeenCalled();
    expect(failed1).toHaveBeenCalledWith({ reason: 'fail' });
    expect(m1.onError).toHaveBeenCalledWith('Your card was declined.');

    const f2 = fakeStripe();
    const m2 = mount(f2, vi.fn(async () => Promise.reject(new Error('PAYMENT_BELOW_MINIMUM'))));
    const failed2 = vi.fn();
    await f2.fire('confirm', { paymentFailed: failed2 });
    expect(failed2).toHaveBeenCalled();
    // Our refusal is shown by the page's own error (createIntent); the element adds no message of its own.
    expect(m2.onError).toHaveBeenCalledWith('');
    expect(f2.calls.confirm).toBeUndefined();

    const f3 = fakeStripe({ confirmError: 'Authentication failed.' });
    const m3 = mount(f3);
    await f3.fire('confirm', { paymentFailed: vi.fn() });
    expect(m3.onError).toHaveBeenCalledWith('Authentication failed.');
  });

  it('maps our locales to Stripe’s', () => {
    expect(['en', 'en-au', 'zh-CN'].map(stripeLocale)).toEqual(['en', 'en-AU', 'zh']);
  });
});
