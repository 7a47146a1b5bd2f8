/**
 * The menu page's checkout dialogs, loaded only when one opens (the menu page keeps its JavaScript
 * small): the login-or-guest choice, the guest checkout form, the delivery minimum-order question and
 * the courier delivery dialog (address, quote, tip) and the pickup tip drawer (TipDialog, issue 24 item 3).
 */
import { lazy, Suspense } from 'react';
import { $checkoutDialog, $topUp } from '../stores/checkout';
import { useValue } from '../stores/react';
import { $courierOpen } from './courier-store';
import { $tipOpen } from './tip-store';

const CheckoutDialogs = lazy(() => import('./CheckoutDialogs'));
const CourierDialog = lazy(() => import('./CourierDialog'));
const TipDialog = lazy(() => import('./TipDialog'));

export default function CheckoutOverlay({ tableMode, backLocation }: { tableMode: boolean; backLocation: string }) {
  const dialog = useValue($checkoutDialog);
  const topUp = useValue($topUp);
  const courier = useValue($courierOpen);
  const tip = useValue($tipOpen);
  if (!dialog && !topUp && !courier && !tip) return null;
  return (
    <Suspense fallback={null}>
      {(dialog || topUp) && <CheckoutDialogs tableMode={tableMode} backLocation={backLocation} />}
      {courier && <CourierDialog />}
      {tip && <TipDialog />}
    </Suspense>
  );
}
