/**
 * The status label of an order (orders-and-payments.md §4.2) as text: the label's message, and for a
 * confirmed order 'ready time expected <time>' when the time is known.
 */
import { useTranslation } from 'react-i18next';
import type { StatusLabel } from '../../domain/order-status';

export default function StatusText({ label, clock }: { label: StatusLabel; clock: (seconds: number) => string }) {
  const { t } = useTranslation();
  const text = t(`orders.status.${label.key}`);
  return <>{label.key === 'orderConfirmed' && label.readyAt ? `${text}, ${t('orders.status.readyTimeExpected', { time: clock(label.readyAt) })}` : text}</>;
}
