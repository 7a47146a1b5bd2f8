/**
 * Order QR /order/qr?tid=&no= (orders-and-payments.md §2.11): the order number, 'When you arrived,
 * please show the QR code to the store', a QR code of the trade id (200 px) and the trade id from its
 * 8th character on.
 */
import { useTranslation } from 'react-i18next';
import { transactionId } from '../../domain/order-number';
import type { Locale, Messages } from '../../i18n';
import OrdersRoot from './OrdersRoot';
import Loading from '../ui/Loading';
import OrderProblem from './OrderProblem';
import { useQrSvg } from './use-qr';
import { useReadableOrder } from './use-readable-order';
import './orders.css';

export interface QrAppProps {
  locale: Locale;
  messages: Messages;
  tradeid: string;
  orderNumber: string;
}

function Qr({ tradeid, orderNumber }: { tradeid: string; orderNumber: string }) {
  const { t } = useTranslation();
  const svg = useQrSvg(tradeid);
  return (
    <section className="card od-sec os-qr oq" aria-labelledby="oq-t">
      <h1 id="oq-t" className="page-title">
        {orderNumber ? (
          <>
            {t('orders.qr.orderNumber')} <span className="os-number">{orderNumber}</span>
          </>
        ) : (
          t('orders.titles.orderQrcode')
        )}
      </h1>
      <p className="muted">{t('orders.qr.show')}</p>
      <div className="qr" role="img" aria-label={t('orders.statusPage.qrLabel', { id: transactionId(tradeid) })} dangerouslySetInnerHTML={{ __html: svg }} />
      <p className="qr-caption od-mono">{transactionId(tradeid)}</p>
    </section>
  );
}

/** The QR code once the order is known to be this diner's; 'not found' otherwise (never a QR code of any text). */
function QrPage({ tradeid, orderNumber }: { tradeid: string; orderNumber: string }) {
  const order = useReadableOrder(tradeid);
  if (order.kind === 'loading') return <Loading />;
  if (order.kind !== 'ready') return <OrderProblem kind={order.kind} message={order.kind === 'error' ? order.message : undefined} heading="h1" />;
  return <Qr tradeid={tradeid} orderNumber={orderNumber} />;
}

export default function QrApp({ locale, messages, tradeid, orderNumber }: QrAppProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <QrPage tradeid={tradeid} orderNumber={orderNumber} />
    </OrdersRoot>
  );
}
