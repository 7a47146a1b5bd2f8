/**
 * 'Partial refund…' of the staff orders board (issue 5; issue 23 item 1): each item with how many are
 * left to refund, or an amount instead, 'Include the tip' (with the items, or the tip alone; issue 24 item 3), and an optional reason; GraphQL `orderRefund` makes one
 * refund order. Refusals (more than is left, the provider refused) in the page's language.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { centsFromDisplay } from '../../domain/money';
import { staffToast } from '../stores/staff';
import { refundErrorText, refundOrder, type StaffOrder } from './staff-api';

export interface RefundDialogProps {
  order: StaffOrder;
  money: (cents: number) => string;
  /** The venue's `monetaryrate` (an amount is typed in display currency). */
  rate: number;
  /** Called when the dialog closes; `done` after a refund. */
  onClose: (done: boolean) => void;
}

export default function RefundDialog({ order, money, rate, onClose }: RefundDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [withTip, setWithTip] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const lines = order.lines.map((l) => ({ position: l.position, count: Number(counts[l.position] ?? 0) })).filter((l) => l.count > 0);
    const raw = amount.trim();
    if (raw && lines.length) return setError(t('staff.refund.both'));
    // The tip (issue 24 item 3): with the chosen lines, or alone; an amount is typed as it is.
    const tip = withTip && order.tipRefundable > 0 && !raw;
    if (!raw && !lines.length && !tip) return setError(t('staff.refund.none'));
    const value = Number(raw.replace(/[^0-9.]/g, ''));
    const cents = raw ? centsFromDisplay(value, rate) : 0;
    if (raw && !(cents > 0)) return setError(t('staff.refund.badAmount'));
    setBusy(true);
    try {
      const r = await refundOrder(order.tradeid, raw ? { amount: cents, reason } : lines.length ? { lines, reason, ...(tip ? { tip: true } : {}) } : { tip: true, reason });
      staffToast(t('staff.refund.done', { amount: money(r.orderRefund.amount) }));
      ref.current?.close();
      onClose(true);
    } catch (err) {
      setBusy(false);
      setError(refundErrorText(t, err, money));
    }
  };

  return (
    <dialog ref={ref} className="s-dialog" aria-labelledby={`${id}-title`} onClose={() => onClose(false)}>
      <form onSubmit={(e) => void submit(e)}>
        <h2 id={`${id}-title`}>{t('staff.refund.title', { number: order.number })}</h2>
        <p className="s-meta">{t('staff.refund.left', { paid: money(order.paidCents), left: money(order.refundable) })}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('staff.refund.item')}</th>
              <th scope="col">{t('staff.refund.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.position}>
                <td>
                  <label htmlFor={`${id}-l${l.position}`}>{l.name}</label>
                  <div className="s-meta">{t('staff.refund.lineLeft', { price: money(l.priceCents), left: l.left, count: l.count })}</div>
                </td>
                <td>
                  <input
                    id={`${id}-l${l.position}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={l.left}
                    disabled={!l.left}
                    value={counts[l.position] ?? '0'}
                    onChange={(e) => setCounts({ ...counts, [l.position]: e.currentTarget.value })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.tipRefundable > 0 && (
          <div className="s-field">
            <label htmlFor={`${id}-tip`}>
              <input id={`${id}-tip`} type="checkbox" checked={withTip} onChange={(e) => setWithTip(e.currentTarget.checked)} data-testid="refund-with-tip" />{' '}
              {t('tipsUi.refundWithTip', { tip: money(order.tipRefundable) })}
            </label>
          </div>
        )}
        <div className="s-field">
          <label htmlFor={`${id}-amount`}>{t('staff.refund.amount')}</label>
          <input id={`${id}-amount`} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
        </div>
        <div className="s-field">
          <label htmlFor={`${id}-reason`}>{t('staff.refund.reason')}</label>
          <input id={`${id}-reason`} maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        </div>
        <p className="s-error" role="alert">
          {error}
        </p>
        <div className="s-actions end">
          <button type="button" className="s-btn plain" onClick={() => ref.current?.close()}>
            {t('staff.refund.cancel')}
          </button>
          <button type="submit" className="s-btn warn" disabled={busy}>
            {t('staff.refund.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
