/**
 * Order QR /order/qr?tid=&no= (orders-and-payments.md §2.11): the order number, 'When you arrived,
 * please show the QR code to the store', a QR code of the trade id (200 px) and the trade id from its
 * 8th character on.
 */
import { useTranslation } from 'react-i18next';
import { transactionId } from '../../domain/order-number';
import type { Locale, Messages } from '../../i18n';
import OrdersRoot from './OrdersRoot';
import { useQrSvg } from './use-qr';
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

export default function QrApp({ locale, messages, tradeid, orderNumber }: QrAppProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <Qr tradeid={tradeid} orderNumber={orderNumber} />
    </OrdersRoot>
  );
}
