/**
 * Adyen's drop-in on the payment page (orders-and-payments.md §2.8), thin: `@adyen/adyen-web` (v6) and
 * its styles are loaded on demand (a dynamic import, so the simulator path and other pages never
 * download them), then `AdyenCheckout` + `Dropin` are mounted with the callbacks of `dropin-wiring.ts`.
 * Card holder name required; stored cards shown and removable; 'Save for my next payment' only when
 * the viewer may store cards; wallets as instant pay only on their own platform; our Pay button (the
 * drop-in's own is hidden) submits it. Loading and a load failure are reported to the page.
 */
import { useEffect, useRef } from 'react';
import type { DropinLike, DropinWiring } from './dropin-wiring';
import { dropinLocale, instantPaymentTypes } from '../stores/pay-flow';

export interface AdyenDropinProps {
  environment: string;
  clientKey: string;
  /** Adyen's /paymentMethods answer (orderPayConfiguration.payment_methods, parsed). */
  paymentMethods: Record<string, unknown>;
  /** Cents and ISO currency. */
  amount: number;
  currency: string;
  countryCode: string;
  locale: string;
  canStore: boolean;
  wiring: DropinWiring;
  /** Called with the mounted drop-in (our Pay button submits it), or null on failure. */
  onReady(dropin: DropinLike | null, error?: unknown): void;
}

export default function AdyenDropin(props: AdyenDropinProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let cancelled = false;
    let mounted: { unmount(): unknown } | null = null;
    void (async () => {
      const p = latest.current;
      try {
        // The styles as a URL linked here: a CSS import would make Astro link it on every payment page.
        const [{ AdyenCheckout, Dropin, Card, ApplePay, GooglePay }, { default: cssUrl }] = await Promise.all([import('@adyen/adyen-web'), import('@adyen/adyen-web/styles/adyen.css?url')]);
        if (!document.querySelector('link[data-adyen-css]')) {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: cssUrl });
          link.dataset.adyenCss = '';
          document.head.append(link);
        }
        const checkout = await AdyenCheckout({
          environment: p.environment === 'live' ? 'live' : 'test',
          clientKey: p.clientKey,
          locale: dropinLocale(p.locale),
          countryCode: p.countryCode,
          amount: { value: p.amount, currency: p.currency },
          paymentMethodsResponse: p.paymentMethods as never,
          showPayButton: false,
          onSubmit: (state, component, actions) => void latest.current.wiring.onSubmit(state as never, component as unknown as DropinLike, actions as never),
          onAdditionalDetails: (state, component, actions) => void latest.current.wiring.onAdditionalDetails(state as never, component as unknown as DropinLike, actions as never),
          onError: (error) => latest.current.wiring.onError(error),
        });
        if (cancelled || !host.current) return;
        const dropin = new Dropin(checkout, {
          paymentMethodComponents: [Card, ApplePay, GooglePay],
          instantPaymentTypes: instantPaymentTypes(navigator.userAgent),
          showStoredPaymentMethods: true,
          showRemovePaymentMethodButton: p.canStore,
          onDisableStoredPaymentMethod: (stored: unknown, resolve: () => void, reject: () => void) => void latest.current.wiring.onDisableStoredPaymentMethod(stored as never, resolve, reject),
          paymentMethodsConfiguration: {
            card: { hasHolderName: true, holderNameRequired: true, enableStoreDetails: p.canStore },
            storedCard: { hideCVC: false },
            // Express wallets (issue 24 item 5): the amount on the wallet sheet; Google Pay's environment follows ours.
            applepay: { amount: { value: p.amount, currency: p.currency } },
            googlepay: { amount: { value: p.amount, currency: p.currency }, environment: p.environment === 'live' ? 'PRODUCTION' : 'TEST' },
          },
          onReady: () => latest.current.onReady(dropin as unknown as DropinLike),
        }).mount(host.current);
        mounted = dropin;
      } catch (e) {
        if (!cancelled) latest.current.onReady(null, e);
      }
    })();
    return () => {
      cancelled = true;
      mounted?.unmount();
    };
  }, []);

  return <div ref={host} className="pay-dropin" data-testid="adyen-dropin" />;
}
