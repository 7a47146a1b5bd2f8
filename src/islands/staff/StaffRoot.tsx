/**
 * The root of every staff island (issue 23 item 1): react-i18next with the `staff` messages the page
 * handed over, and the staff app's status toast (a polite live region).
 */
import type { ReactNode } from 'react';
import type { Locale, Messages } from '../../i18n';
import OrdersRoot from '../order/OrdersRoot';
import { $staffToast } from '../stores/staff';
import { useValue } from '../stores/react';

function StaffToast() {
  const toast = useValue($staffToast);
  return (
    <div role="status" aria-live="polite">
      {toast && (
        <div key={toast.at} className="s-toast" data-testid="staff-toast">
          {toast.text}
        </div>
      )}
    </div>
  );
}

export default function StaffRoot({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      {children}
      <StaffToast />
    </OrdersRoot>
  );
}
