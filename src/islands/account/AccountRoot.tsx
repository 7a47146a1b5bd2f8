/**
 * The root of every account screen's island: react-i18next with the messages the page handed over
 * (same on the server and in the browser), the info / error modal, the toast, and the screens' stylesheet.
 */
import type { ReactNode } from 'react';
import type { Locale, Messages } from '../../i18n';
import OrdersRoot from '../order/OrdersRoot';
import InfoModal from '../ui/InfoModal';
import Toast from '../ui/Toast';
import './account.css';

export default function AccountRoot({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      {children}
      <InfoModal />
      <Toast />
    </OrdersRoot>
  );
}

