/**
 * 'Express pay' (issue 24 item 5): one tap pays with the phone's wallet. With the built-in simulator it
 * behaves like one — the tap sends a wallet payment method (`{type: 'applepay'}` on Apple devices,
 * `{type: 'googlepay'}` elsewhere, as Adyen's Drop-in sends them) and the simulator authorises it at
 * once — so the whole flow shows without a provider account. With Adyen the Drop-in itself offers Apple
 * Pay and Google Pay (AdyenDropin.tsx); with Stripe, the Express Checkout Element.
 *
 * Reusable: the payment page mounts it, and the table page can (issue 24 item 1) — give it `onPay`,
 * which places the payment (orderPayApply in the drop-in shape) and navigates on success.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The wallet payment method the simulator's express pay sends. */
export type WalletMethod = { type: 'applepay'; applePayToken: string } | { type: 'googlepay'; googlePayToken: string };

/** Apple Pay on Apple devices (iPhone, iPad, Mac Safari), Google Pay elsewhere. */
export function simulatorWalletMethod(userAgent: string): WalletMethod {
  return /iPhone|iPad|Macintosh/.test(userAgent) ? { type: 'applepay', applePayToken: 'simulator' } : { type: 'googlepay', googlePayToken: 'simulator' };
}

export interface ExpressPayProps {
  /** Pays with `method`; the promise settles when the payment was answered (the caller shows failures). */
  onPay(method: WalletMethod): Promise<unknown>;
  disabled?: boolean;
}

export default function ExpressPay({ onPay, disabled = false }: ExpressPayProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const tap = async () => {
    if (busy || disabled) return;
    setBusy(true);
    try {
      await onPay(simulatorWalletMethod(typeof navigator === 'undefined' ? '' : navigator.userAgent));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="express-pay">
      <button type="button" className="btn btn-block express-pay-btn" onClick={() => void tap()} disabled={disabled} aria-busy={busy} data-testid="express-pay">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 10h18M15 15h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span>{busy ? t('common.loading') : t('expressPay.button')}</span>
      </button>
      <p className="express-pay-hint">{t('expressPay.hint')}</p>
      <p className="express-pay-or" aria-hidden="true">
        <span>{t('expressPay.or')}</span>
      </p>
    </div>
  );
}
