/**
 * The order page's choose-address drawer (orders-and-payments.md §2.4 "Choose address drawer (80% of
 * viewport height)"; accounts-and-loyalty.md §2.9): the signed-in diner's saved addresses, each with
 * its name, phone and address and an edit button; an address no delivery zone of the venue serves is
 * greyed, labelled 'Out Of Range' and cannot be chosen (own-zone delivery, §5.5); footer 'Add address';
 * empty: 'No address yet'. Choosing one re-sends the order with that address (orderEdit through
 * `editOrder`: suburb, state, postcode, zone and contact). Edit and add open the address edit page with
 * the order's trade id, whether the address is new, and the venue's delivery method; saving comes back
 * to this order (AddressEditApp), where a new address is chosen.
 */
import { useEffect, useId, useState } from 'react';
import type { DeliveryZone } from '../../../domain/types';
import { addressSummary } from '../../account/display-address';
import { personName } from '../../account/display-name';
import type { Shipping } from '../../api/accounts';
import { addressChoices, type AddressChoice } from '../../fulfilment/saved-addresses';
import { setAddressFromOrder, setEditAddress } from '../../stores/account';
import type { ChosenAddress } from '../../stores/edit-order';
import Dialog from '../../ui/Dialog';
import Icon from '../../ui/Icon';
import type { OrderFormat } from '../use-order-format';
import '../../fulfilment/saved-addresses.css';

interface Props {
  tradeid: string;
  zones: readonly DeliveryZone[];
  /** The venue's delivery method (1 own zones), saved with a new or edited address (§2.9). */
  method: number;
  /** The order's address as it is, to mark the current choice. */
  current: { city: string; postcode: string; street1: string };
  fmt: OrderFormat;
  onPick(address: ChosenAddress & { street1: string; street2: string }): void;
  onClose(): void;
}

/** The order's address from a saved address choice (the zone geo id of `addressChoices`). */
export function chosenAddressOf(c: AddressChoice & { address: Shipping }): ChosenAddress & { street1: string; street2: string } {
  const a = c.address;
  return { city: a.city, state: a.state, postcode: a.postcode, geo_id: c.geoId, firstname: a.firstname, lastname: a.lastname, phone: a.phone, street1: a.street1, street2: a.street2 };
}

export default function AddressDrawer({ tradeid, zones, method, current, fmt: { t, locale }, onPick, onClose }: Props) {
  const title = useId();
  const [list, setList] = useState<Shipping[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void import('../../account/account-api')
      .then(({ accountApi }) => accountApi())
      .then(({ ops }) => ops.userInfoQuery())
      .then((u) => live && setList(u.shipping))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const openEdit = (a: Shipping | null) => {
    setEditAddress(a);
    setAddressFromOrder({ tradeId: tradeid, selectNew: a === null, method });
    location.assign('/edit/address');
  };
  const choices = list ? (addressChoices(list, zones) as (AddressChoice & { address: Shipping })[]) : [];

  return (
    <Dialog open onClose={onClose} variant="bottom" labelledBy={title} className="addr-drawer">
      <div className="panel-head">
        <h2 id={title}>{t('orders.address.title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="panel-body addr-drawer-body" aria-busy={!list && !failed}>
        {failed ? (
          <p role="alert">{t('errors.default')}</p>
        ) : !list ? (
          <p className="muted">{t('common.loading')}</p>
        ) : choices.length === 0 ? (
          <p className="muted" data-testid="address-empty">
            {t('orders.address.empty')}
          </p>
        ) : (
          <ul className="addr-choices">
            {choices.map((c) => {
              const a = c.address;
              const on = a.city === current.city && a.postcode === current.postcode && a.street1 === current.street1;
              return (
                <li key={a.id} className="addr-choice-row">
                  <button
                    type="button"
                    className={`saved-addr${c.inRange ? '' : ' is-out'}`}
                    aria-pressed={on}
                    disabled={!c.inRange}
                    onClick={() => onPick(chosenAddressOf(c))}
                    data-testid="address-choice"
                  >
                    <strong>{a.mode === 0 ? addressSummary(a, locale) : `${personName(a.firstname, a.lastname, locale)}${a.phone ? `, ${a.phone}` : ''}`}</strong>
                    {a.mode !== 0 && <span>{addressSummary(a, locale)}</span>}
                    {!c.inRange && <span className="saved-out">{t('fulfilment.outOfRangeShort')}</span>}
                  </button>
                  <button type="button" className="icon-btn addr-choice-edit" aria-label={t('orders.address.edit', { address: addressSummary(a, locale) })} onClick={() => openEdit(a)} data-testid="address-choice-edit">
                    <Icon name="edit" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {choices.some((c) => !c.inRange) && <p className="muted small">{t('fulfilment.outOfRange')}</p>}
      </div>
      <div className="addr-drawer-foot">
        <button type="button" className="btn btn-primary btn-block" onClick={() => openEdit(null)} data-testid="address-add-new">
          {t('orders.address.add')}
        </button>
      </div>
    </Dialog>
  );
}
