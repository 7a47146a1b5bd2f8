/**
 * The menu page's checkout dialogs, loaded only when one opens (the menu page keeps its JavaScript
 * small): the login-or-guest choice, the guest checkout form, the delivery minimum-order question and
 * the courier delivery dialog (address, quote, tip).
 */
import { lazy, Suspense } from 'react';
import { $checkoutDialog, $topUp } from '../stores/checkout';
import { useValue } from '../stores/react';
import { $courierOpen } from './courier-store';

const CheckoutDialogs = lazy(() => import('./CheckoutDialogs'));
const CourierDialog = lazy(() => import('./CourierDialog'));

export default function CheckoutOverlay({ tableMode, backLocation }: { tableMode: boolean; backLocation: string }) {
  const dialog = useValue($checkoutDialog);
  const topUp = useValue($topUp);
  const courier = useValue($courierOpen);
  if (!dialog && !topUp && !courier) return null;
  return (
    <Suspense fallback={null}>
      {(dialog || topUp) && <CheckoutDialogs tableMode={tableMode} backLocation={backLocation} />}
      {courier && <CourierDialog />}
    </Suspense>
  );
}
