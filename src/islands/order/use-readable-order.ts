/**
 * Whether this diner may read an order — its session, its table or its pay-by-link token
 * (orders-and-payments.md §2.4: only the owner reads an order) — for the order screens that show
 * something of an order from the URL alone (the order QR §2.11, the review §2.10): they show
 * 'not found' rather than a QR code of any text or a review form for no order.
 */
import { useEffect, useState } from 'react';
import { isOrderNotFound, toApiFailure } from '../api/errors';
import { orderApi } from '../stores/api-session';


export type ReadableOrder = { kind: 'loading' } | { kind: 'ready' } | { kind: 'notFound' } | { kind: 'error'; message: string };

/** Reads the order's status once (`orderStatus(tradeid)`); an empty trade id is 'not found' at once. */
export function useReadableOrder(tradeid: string): ReadableOrder {
  const [state, setState] = useState<ReadableOrder>(tradeid ? { kind: 'loading' } : { kind: 'notFound' });
  useEffect(() => {
    if (!tradeid) return;
    let cancelled = false;
    void (async () => {
      try {
        const { ops } = await orderApi();
        await ops.fetchOrderStatus(tradeid);
        if (!cancelled) setState({ kind: 'ready' });
      } catch (e) {
        const failure = toApiFailure(e);
        if (!cancelled) setState(isOrderNotFound(failure) ? { kind: 'notFound' } : { kind: 'error', message: failure.message });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [tradeid]);
  return state;
}
