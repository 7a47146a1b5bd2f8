/**
 * Voucher redemption at the counter (accounts-and-loyalty.md §2.13; issue 23 item 1): staff type a
 * voucher code or scan it with a scanner that types (the field takes the scan and its Enter); GraphQL
 * `staffVoucherRedeem`. The answer says what the voucher takes off, or why it was refused.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Locale, Messages } from '../../i18n';
import StaffRoot from './StaffRoot';
import { ApiError } from '../api/client';
import { redeemVoucher } from './staff-api';
import { useStaffFormat, type StaffVenueFormat } from './use-staff-format';

export interface VouchersAppProps extends StaffVenueFormat {
  locale: Locale;
  messages: Messages;
}

const WHY: Record<string, string> = { 'not found': 'notFound', 'exist already': 'used', 'not valid': 'notValid', forbidden: 'signIn' };

function Vouchers(venue: StaffVenueFormat) {
  const { t, money } = useStaffFormat(venue);
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Until hydrated the button stays disabled: a tap before then would submit the form natively.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const c = code.trim();
    if (!c) return;
    setBusy(true);
    try {
      const v = (await redeemVoucher(c)).staffVoucherRedeem;
      const value = v.type === 2 ? money(v.value) : t('staff.vouchers.percentOff', { n: 100 - v.value });
      setResult({ ok: true, text: t('staff.vouchers.redeemed', { code: v.code, name: v.name, value }) });
      setCode('');
    } catch (err) {
      const key = err instanceof ApiError ? (err.extensions.code === 'COUPON_OUTSIDE_VALIDITY' ? 'expired' : WHY[err.message]) : undefined;
      setResult({ ok: false, text: key ? t(`staff.vouchers.${key}`) : err instanceof Error && err.message ? err.message : t('staff.vouchers.failed') });
    }
    setBusy(false);
    input.current?.focus();
  };

  return (
    <div className="v-page">
      <h1>{t('staff.vouchers.title')}</h1>
      <form className="s-card v-form" onSubmit={(e) => void submit(e)}>
        <div className="s-field">
          <label htmlFor="v-code">{t('staff.vouchers.code')}</label>
          <input ref={input} id="v-code" name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={64} required value={code} onChange={(e) => setCode(e.currentTarget.value)} />
        </div>
        <button type="submit" className="s-btn primary" disabled={!hydrated || busy}>
          {t('staff.vouchers.redeem')}
        </button>
      </form>
      <p role="status" className={result ? (result.ok ? 'v-result ok' : 'v-result s-error') : 'v-result'} data-testid="voucher-result">
        {result?.text}
      </p>
    </div>
  );
}

export default function VouchersApp({ locale, messages, ...venue }: VouchersAppProps) {
  return (
    <StaffRoot locale={locale} messages={messages}>
      <Vouchers {...venue} />
    </StaffRoot>
  );
}
