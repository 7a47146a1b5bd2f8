/**
 * 'Track Delivery' (orders-and-payments.md §2.4, §2.5, §7.5; issue 26 item 12): for a courier delivery
 * (methods 21, 22) booked and paid, while neither the order nor the delivery is finished, a button that
 * asks `query_quote` for the courier's tracking URL and opens it in a new tab. Used by the order page's
 * courier card and by the status page.
 */
import { useState } from 'react';
import { isCourier, isCourierFinished } from '../../../domain/courier-delivery';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import { postJson } from '../../api/http';

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** Whether 'Track Delivery' applies: a booked, paid courier delivery with an id, neither it nor the order finished. */
export function canTrackDelivery(shipping: Record<string, unknown> | null | undefined, status: number, finished: boolean): boolean {
  if (!shipping || !isCourier(shipping.method as number)) return false;
  const deliveryStatus = str(shipping.delivery_status);
  const booked = Boolean(deliveryStatus) && status !== PAYMENT_STATUS.unpaid;
  return booked && !finished && !isCourierFinished(deliveryStatus) && Boolean(shipping.delivery_id);
}

export default function TrackDelivery({ shipping, label, className = 'btn btn-ghost btn-block' }: { shipping: Record<string, unknown>; label: string; className?: string }) {
  const [opening, setOpening] = useState(false);
  const track = async () => {
    setOpening(true);
    try {
      const res = await postJson('/create/delivery', { type: 'query_quote', delivery_id: str(shipping.delivery_id), method: Number(shipping.method) });
      const answer = (await res.json()) as { success: boolean; data: { tracking_url?: string } | null };
      if (answer.success && answer.data?.tracking_url) globalThis.open(answer.data.tracking_url, '_blank', 'noopener');
    } finally {
      setOpening(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void track()} disabled={opening} data-testid="track-delivery">
      {label}
    </button>
  );
}
