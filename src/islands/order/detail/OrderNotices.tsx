/**
 * The notices under the order's head (orders-and-payments.md §2.4): pay in store, the store closed now
 * (with 'you can pre-order' where the venue takes reservations), a group account, and a delivery's address.
 */
import { hasReservations } from '../../venue-caps';
import { useId, useState, type FormEvent } from 'react';
import { editOrder } from '../../stores/order-detail';
import Icon from '../../ui/Icon';
import type { OrderVenue } from '../../api/order-types';
import type { OrderDetailView } from '../../stores/order-view';
import type { OrderFormat } from '../use-order-format';

export default function OrderNotices({
  view,
  venue,
  storeClosed,
  street,
  fmt: { t, clock },
}: {
  view: OrderDetailView;
  venue: OrderVenue | null;
  storeClosed: boolean;
  /** The order's street, unit and instructions as placed, for the address box (own-zone delivery). */
  street?: StreetFields;
  fmt: OrderFormat;
}) {
  return (
    <>
      {view.payInStore && (
        <p className="od-banner" role="status">
          <Icon name="store" />
          <span>{t('orders.detail.payInStoreNote')}</span>
        </p>
      )}
      {storeClosed && (
        <p className="od-banner od-banner-warn" role="status">
          <Icon name="clock" />
          <span>
            {t('orders.detail.storeClosed')}
            {hasReservations(venue) ? ` ${t('orders.detail.youCanPreOrder')}` : ''}
          </span>
        </p>
      )}
      {view.movedTo !== null && view.stage !== 2 && (
        <p className="od-banner od-banner-warn" role="status" data-testid="moved-to">
          <Icon name="clock" />
          <span>{t('orders.detail.movedTo', { time: clock(view.movedTo) })}</span>
        </p>
      )}
      {view.groupAccount && <p className="od-banner">{t('orders.detail.groupAccount', { account: view.groupAccount })}</p>}
      {view.delivery && (
        <section className="card od-sec" aria-labelledby="od-addr">
          <h3 id="od-addr">{t('orders.detail.deliveryAddress')}</h3>
          <p className={view.address ? '' : 'muted'}>{view.address || t('orders.detail.noAddressSelected')}</p>
          {view.instructions && <p className="muted small">{t('orders.detail.instructionsShown', { text: view.instructions })}</p>}
          {view.addressEditable && street && <StreetAddressBox street={street} t={t} />}
        </section>
      )}
    </>
  );
}

/** The street part of an own-zone delivery address. */
export interface StreetFields {
  street1: string;
  street2: string;
  instructions: string;
}

/**
 * The order page's address box (issue 23 item 8): an own-zone delivery order still editable gets
 * 'Add street address' / 'Change street address', a form of street, unit and instructions for the
 * driver; saving re-sends the order (orderEdit with its version), the server checks the street and the
 * postcode's zone and refuses in words (DELIVERY_STREET_REQUIRED, DELIVERY_POSTCODE_OUT_OF_ZONE).
 * Fields are read at submit, so what is typed before hydration is kept.
 */
function StreetAddressBox({ street, t }: { street: StreetFields; t: OrderFormat['t'] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  if (!open) {
    return (
      <button type="button" className="btn btn-ghost od-addr-edit" onClick={() => setOpen(true)}>
        {street.street1 ? t('orders.detail.changeStreet') : t('orders.detail.addStreet')}
      </button>
    );
  }
  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const next = { street1: String(f.get('street1') ?? '').trim(), street2: String(f.get('street2') ?? '').trim(), instructions: String(f.get('instructions') ?? '').trim() };
    if (!next.street1) return setError(t('errors.DELIVERY_STREET_REQUIRED'));
    setError('');
    setSaving(true);
    const done = await editOrder({ address: next });
    setSaving(false);
    if (done) setOpen(false);
  };
  return (
    <form className="od-addr-form" onSubmit={(e) => void save(e)} noValidate>
      <label htmlFor={`${id}-street`}>{t('deliveryAddress.street')}</label>
      <input id={`${id}-street`} name="street1" autoComplete="address-line1" maxLength={200} defaultValue={street.street1} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-err` : undefined} />
      <label htmlFor={`${id}-unit`}>{t('deliveryAddress.unit')}</label>
      <input id={`${id}-unit`} name="street2" autoComplete="address-line2" maxLength={100} defaultValue={street.street2} />
      <label htmlFor={`${id}-instructions`}>{t('deliveryAddress.instructions')}</label>
      <textarea id={`${id}-instructions`} name="instructions" rows={2} maxLength={300} defaultValue={street.instructions} />
      {error && (
        <p id={`${id}-err`} role="alert" className="od-addr-error">
          {error}
        </p>
      )}
      <div className="od-addr-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('orders.detail.saveStreet')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
