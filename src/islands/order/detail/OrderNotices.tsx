/**
 * The notices under the order's head (orders-and-payments.md §2.4): pay in store, the store closed now
 * (with 'you can pre-order' where the venue takes reservations), a group account, and a delivery's address.
 */
import { hasReservations } from '../../venue-caps';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { addressChoices } from '../../fulfilment/saved-addresses';
import { takeChosenOrderAddress } from '../../stores/account';
import { editOrder } from '../../stores/order-detail';
import { loadSession } from '../../stores/session';
import Icon from '../../ui/Icon';
import type { OrderVenue } from '../../api/order-types';
import type { OrderDetailView } from '../../stores/order-view';
import type { OrderFormat } from '../use-order-format';

// The choose-address drawer loads when first opened (§2.4).
const AddressDrawer = lazy(() => import('./AddressDrawer'));

export default function OrderNotices({
  view,
  venue,
  storeClosed,
  street,
  tradeid,
  shipping,
  fmt,
}: {
  view: OrderDetailView;
  venue: OrderVenue | null;
  storeClosed: boolean;
  /** The order's street, unit and instructions as placed, for the address box (own-zone delivery). */
  street?: StreetFields;
  /** The order's trade id and address as placed, for the choose-address drawer. */
  tradeid?: string;
  shipping?: { city?: string | null; postcode?: string | null; street1?: string | null } | null;
  fmt: OrderFormat;
}) {
  const { t, clock } = fmt;
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
          {view.addressChoosable && venue && tradeid && <AddressChooser tradeid={tradeid} venue={venue} view={view} shipping={shipping ?? null} instructions={street?.instructions ?? ''} fmt={fmt} />}
          {view.addressEditable && street && <StreetAddressBox street={street} t={t} />}
        </section>
      )}
    </>
  );
}

/**
 * 'Choose address' / 'Click to add delivery address' and the drawer (§2.4), for a signed-in diner's
 * own-zone delivery order still editable. Back from the address edit, a new address saved there is
 * chosen at once when a zone serves it; `?addresses=1` (back from editing one) opens the drawer again.
 */
function AddressChooser({ tradeid, venue, view, shipping, instructions, fmt }: { tradeid: string; venue: OrderVenue; view: OrderDetailView; shipping: { city?: string | null; postcode?: string | null; street1?: string | null } | null; instructions: string; fmt: OrderFormat }) {
  const { t } = fmt;
  const [open, setOpen] = useState(false);
  const signedIn = typeof window !== 'undefined' && Boolean(loadSession()?.user);
  const zones = venue.deliveries ?? [];
  useEffect(() => {
    const url = new URL(location.href);
    if (url.searchParams.get('addresses') === '1') {
      url.searchParams.delete('addresses');
      history.replaceState(history.state, '', url);
      setOpen(true);
    }
    const saved = takeChosenOrderAddress(tradeid);
    const [choice] = saved ? addressChoices([saved], zones) : [];
    if (saved && choice?.inRange) void editOrder({ address: { city: saved.city, state: saved.state, postcode: saved.postcode, geo_id: choice.geoId, firstname: saved.firstname, lastname: saved.lastname, phone: saved.phone, street1: saved.street1, street2: saved.street2, instructions } });
    // Once, when the order is first on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tradeid]);
  if (!signedIn) return null;
  return (
    <>
      <button type="button" className="btn btn-ghost od-addr-edit" onClick={() => setOpen(true)} data-testid="choose-address">
        <Icon name="pin" />
        <span>{view.address ? t('orders.address.choose') : t('orders.address.clickToAdd')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddressDrawer
            tradeid={tradeid}
            zones={zones}
            method={Number(venue.config.delivery_method) || 1}
            current={{ city: shipping?.city ?? '', postcode: shipping?.postcode ?? '', street1: shipping?.street1 ?? '' }}
            fmt={fmt}
            onClose={() => setOpen(false)}
            onPick={(a) => {
              setOpen(false);
              void editOrder({ address: { ...a, instructions } });
            }}
          />
        </Suspense>
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
