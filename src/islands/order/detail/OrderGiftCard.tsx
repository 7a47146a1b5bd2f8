/**
 * The order page's 'Gift card' field (accounts-and-loyalty.md §2.16: a gift card pays all or part of
 * an order): the cards already applied (···last four, amount taken, balance left) and, while the
 * order is unpaid, a code field with 'Apply'. The server takes min(balance, amount due) and answers
 * what it took and the card's balance; the order is then read again (its amount due drops, or it is
 * paid). Not shown on a gift-card purchase itself (gift cards do not buy gift cards).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import { applyGiftCard, fetchOrderGiftCards } from '../../giftcards/gift-api';
import type { OrderDetail } from '../../api/order-types';
import type { OrderFormat } from '../use-order-format';
import '../../giftcards/giftcards.css';

const REASONS = ['brand', 'expired', 'empty', 'giftCardOrder', 'nothingDue'];

/** Whether the order is a direct order (a gift-card purchase): `extra.direct` set. */
function isDirect(order: OrderDetail): boolean {
  try {
    const extra: unknown = typeof order.extra === 'string' ? JSON.parse(order.extra || '{}') : order.extra;
    return typeof (extra as { direct?: unknown })?.direct === 'string';
  } catch {
    return false;
  }
}

export default function OrderGiftCard({ tradeid, order, fmt: { t, money }, onChanged }: { tradeid: string; order: OrderDetail; fmt: OrderFormat; onChanged: () => void }) {
  const id = useId();
  const [cards, setCards] = useState<{ last4: string; amount: number; balance: number }[]>([]);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const unpaid = order.status === PAYMENT_STATUS.unpaid;
  const direct = isDirect(order);

  useEffect(() => {
    if (direct) return;
    fetchOrderGiftCards(tradeid).then(setCards, () => setCards([]));
  }, [tradeid, order.status, order.feepay, direct]);

  if (direct || (!unpaid && cards.length === 0)) return null;

  async function apply(e: FormEvent) {
    e.preventDefault();
    setError('');
    setNote('');
    if (!code.trim()) {
      setError(t('giftcards.required', { field: t('giftcards.checkoutPlaceholder') }));
      return;
    }
    setBusy(true);
    try {
      const r = await applyGiftCard(tradeid, code.trim());
      setNote(t('giftcards.appliedNow', { amount: money(r.amount), balance: money(r.balance) }));
      setCode('');
      onChanged();
    } catch (err) {
      const ext = (err as { extensions?: { code?: string; params?: { reason?: string } } }).extensions;
      const reason = ext?.params?.reason ?? '';
      if (ext?.code === 'NOT_FOUND') setError(t('giftcards.errors.notFound'));
      else if (ext?.code === 'PAYING') setError(t('giftcards.errors.paying'));
      else setError(REASONS.includes(reason) ? t(`giftcards.errors.${reason}`) : t('giftcards.errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card od-sec od-giftcard" aria-labelledby={`${id}-h`} data-testid="order-giftcard">
      <h3 id={`${id}-h`}>{t('giftcards.checkoutLabel')}</h3>
      {cards.length > 0 && (
        <ul>
          {cards.map((c) => (
            <li key={c.last4}>
              <span>{t('giftcards.applied', { last4: c.last4, amount: money(c.amount), balance: money(c.balance) })}</span>
              <span className="od-price">-{money(c.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {unpaid && (
        <form onSubmit={apply} noValidate>
          <div className="gc-field">
            <label htmlFor={`${id}-code`}>{t('giftcards.checkoutPlaceholder')}</label>
            <input
              id={`${id}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-err` : undefined}
              data-testid="giftcard-code"
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="giftcard-apply">
            {t('giftcards.apply')}
          </button>
        </form>
      )}
      {error && (
        <p id={`${id}-err`} className="gc-error" role="alert">
          {error}
        </p>
      )}
      {note && (
        <p className="sr-only" role="status" data-testid="giftcard-note">
          {note}
        </p>
      )}
    </section>
  );
}
