/**
 * Apple Pay / Google Pay with Stripe (issue 24 item 5): the Express Checkout Element above the payment
 * page's 'Pay' (stripe-express.ts), shown only when the server gives a publishable key and the phone
 * has a wallet. Stripe.js is loaded on demand from js.stripe.com.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountStripeExpress } from './stripe-express';

export interface StripeExpressProps {
  publishableKey: string;
  /** Cents, the card surcharge included. */
  amount: number;
  currency: string;
  locale: string;
  createIntent(): Promise<string>;
  returnUrl: string;
  onError(message: string): void;
}

export default function StripeExpress({ publishableKey, amount, currency, locale, createIntent, returnUrl, onError }: StripeExpressProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(false);
  const latest = useRef({ createIntent, onError });
  latest.current = { createIntent, onError };

  useEffect(() => {
    let unmount: (() => void) | undefined;
    let gone = false;
    void (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey).catch(() => null);
      if (gone || !stripe || !box.current) return;
      unmount = mountStripeExpress({
        stripe,
        container: box.current,
        amount,
        currency,
        locale,
        returnUrl,
        createIntent: () => latest.current.createIntent(),
        onReady: setAvailable,
        onError: (m) => latest.current.onError(m),
      });
    })();
    return () => {
      gone = true;
      unmount?.();
    };
  }, [publishableKey, amount, currency, locale, returnUrl]);

  return (
    <div className="express-pay" hidden={!available} data-testid="stripe-express">
      <div ref={box} />
      <p className="express-pay-or" aria-hidden="true">
        <span>{t('expressPay.or')}</span>
      </p>
    </div>
  );
}
