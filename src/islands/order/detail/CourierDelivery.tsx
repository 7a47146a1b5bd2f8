/**
 * Courier delivery on the order page (orders-and-payments.md §2.4 "Delivery reference and estimated
 * delivered time", 'trackDelivery'; §4.9 status texts and the expected-time rule; §7.5 tracking):
 * the courier's step list with the current step (live: the order page reads the order again when the
 * orderStatusChanged subscription brings another delivery status or driver), the driver's name and
 * phone, the delivery reference, the estimated delivered time, the expected window while unpaid, and
 * 'Track Delivery' — which asks `query_quote` for the tracking URL and opens it — while neither the
 * order nor the delivery is finished. Shown for methods 21 and 22 only.
 */
import { COURIER_STEPS, courierStatusText, expectedDeliveryWindow, isCourier } from '../../../domain/courier-delivery';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import Icon from '../../ui/Icon';
import type { OrderFormat } from '../use-order-format';
import TrackDelivery, { canTrackDelivery } from './TrackDelivery';

interface Props {
  shipping: Record<string, unknown> | null;
  status: number;
  /** The order is canceled, fulfilled or refunded (§4.5). */
  finished: boolean;
  fmt: OrderFormat;
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export default function CourierDelivery({ shipping, status, finished, fmt: { t, clock } }: Props) {
  if (!shipping || !isCourier(shipping.method as number)) return null;
  const deliveryStatus = str(shipping.delivery_status);
  const text = courierStatusText(deliveryStatus);
  const current = COURIER_STEPS.indexOf(text);
  const dropoff = str(shipping.dropoff_time_estimated);
  const window = expectedDeliveryWindow(dropoff, Date.now(), status === PAYMENT_STATUS.unpaid);
  const booked = Boolean(deliveryStatus) && status !== PAYMENT_STATUS.unpaid;
  const phone = str(shipping.driver_dropoff_phone);
  const canTrack = canTrackDelivery(shipping, status, finished);

  // Nothing to say yet (unpaid, no expected window): no empty 'Courier delivery' card (issue 27 item 6).
  if (!window && !booked && !canTrack) return null;

  return (
    <section className="card od-sec od-courier" aria-labelledby="od-courier" data-testid="courier-delivery">
      <h3 id="od-courier">{t('delivery.courierStatus')}</h3>
      {window && <p className="od-courier-eta">{t('delivery.expected', { from: window[0], to: window[1] })}</p>}
      {booked && (
        <>
          {text === 'deliveryCancelled' ? (
            <p className="od-banner od-banner-warn" role="status" data-testid="courier-status">
              <Icon name="truck" />
              <span>{t('delivery.deliveryCancelled')}</span>
            </p>
          ) : (
            <ol className="od-courier-steps" aria-live="polite" data-testid="courier-steps">
              {COURIER_STEPS.map((step, i) => (
                <li key={step} className={i < current ? 'is-done' : i === current ? 'is-now' : ''} aria-current={i === current ? 'step' : undefined} data-testid={i === current ? 'courier-status' : undefined}>
                  {t(`delivery.${step}`)}
                </li>
              ))}
            </ol>
          )}
          {str(shipping.driver_name) && (
            <p className="od-courier-driver">
              {t('delivery.driverLabel')} <strong data-testid="courier-driver">{str(shipping.driver_name)}</strong>
              {phone && (
                <>
                  {' · '}
                  <a href={`tel:${phone}`}>{phone}</a>
                </>
              )}
            </p>
          )}
          {str(shipping.delivery_reference) && (
            <p className="muted small">
              {t('delivery.referenceLabel', { reference: str(shipping.delivery_reference) })}
              {dropoff && Number.isFinite(Date.parse(dropoff)) ? ` · ${t('delivery.estimatedDelivery')} ${clock(Math.floor(Date.parse(dropoff) / 1000))}` : ''}
            </p>
          )}
        </>
      )}
      {canTrack && <TrackDelivery shipping={shipping} label={t('delivery.trackDelivery')} />}
    </section>
  );
}
