/**
 * The menu page's checkout dialogs, loaded only when one opens (the menu page keeps its JavaScript
 * small): the login-or-guest choice, the guest checkout form and the delivery minimum-order question.
 */
import { lazy, Suspense } from 'react';
import { $checkoutDialog, $topUp } from '../stores/checkout';
import { useValue } from '../stores/react';

const CheckoutDialogs = lazy(() => import('./CheckoutDialogs'));

export default function CheckoutOverlay({ tableMode, backLocation }: { tableMode: boolean; backLocation: string }) {
  const dialog = useValue($checkoutDialog);
  const topUp = useValue($topUp);
  if (!dialog && !topUp) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutDialogs tableMode={tableMode} backLocation={backLocation} />
    </Suspense>
  );
}
