/**
 * A page's hold on the top bar's Back (orders-and-payments.md §2.4 "arriving from 'order_paying' first
 * checks for a pending payment"). The top bar and the page are separate islands sharing this store: the
 * page sets a guard, the top bar asks it before leaving. A guard answers true when it has taken over
 * (e.g. shows a warning) and Back must not leave now; false lets Back go on as usual.
 */
import { atom } from 'nanostores';
import { PAYMENT_STATUS } from '../../domain/order-status';

export type BackGuard = () => boolean;

const guard = atom<BackGuard | null>(null);

/** Installs `next` as the page's guard (one per page); returns the function that removes it again. */
export function setBackGuard(next: BackGuard): () => void {
  guard.set(next);
  return () => {
    if (guard.get() === next) guard.set(null);
  };
}

/** Asked by Back before it leaves: true when the page's guard has taken over (Back stays), else false. */
export function backHeld(): boolean {
  const g = guard.get();
  return g ? g() : false;
}

/**
 * Whether Back from the order page must first warn of a pending payment (§2.4): only when the diner
 * arrived from 'order_paying' (a checkout that found the order being paid) and the order's payment
 * status (1 unpaid … 12 paying) is still 12 paying.
 */
export function warnsPendingPayment(from: string, paymentStatus: number | null | undefined): boolean {
  return from === 'order_paying' && paymentStatus === PAYMENT_STATUS.paying;
}
