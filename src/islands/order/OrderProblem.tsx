/**
 * The card an order screen shows instead of the order: 'not found' (also for a session that may not
 * read it) or the error's message, with a way home (orders-and-payments.md §2.4, §2.5).
 */
import { useTranslation } from 'react-i18next';
import Icon from '../ui/Icon';

export default function OrderProblem({ kind, message, heading: Heading = 'h2' }: { kind: 'notFound' | 'error' | 'login'; message?: string; heading?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  return (
    <div className="card od-empty">
      <Icon name="receipt" className="od-empty-icon" />
      <Heading>{kind === 'notFound' ? t('errors.NOT_FOUND') : t('modal.error')}</Heading>
      <p className="muted">{kind === 'error' ? message : t('orders.detail.notFoundBody')}</p>
      <a className="btn btn-primary" href="/">
        {t('orders.detail.backHome')}
      </a>
    </div>
  );
}
