/**
 * Follows an order's status live (subscription orderStatusChanged, orders-and-payments.md §7.1, §4.5)
 * while `enabled`: the newest `onStatus` passed gets every pushed status. The subscription starts once
 * per trade id (and API) and ends on unmount; errors of the socket are left to the client's retries.
 */
import { useEffect, useRef } from 'react';
import type { Operations } from '../stores/api-session';
import type { OrderStatusInfo } from '../api/order-types';

export function useOrderStatusWatch(
  getApi: () => Promise<{ ops: Pick<Operations, 'watchOrderStatus'> }>,
  tradeid: string,
  enabled: boolean,
  onStatus: (s: OrderStatusInfo) => void,
): void {
  const latest = useRef(onStatus);
  useEffect(() => {
    latest.current = onStatus;
  });
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void getApi().then(({ ops }) =>
      ops
        .watchOrderStatus(tradeid, (s) => latest.current(s))
        .then((unsubscribe) => {
          if (cancelled) unsubscribe();
          else stop = unsubscribe;
        })
        .catch(() => undefined),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [getApi, tradeid, enabled]);
}
