/**
 * The choose-address list of the fulfilment modal for self-delivery (own zones): a logged-in member's
 * saved addresses (accounts-and-loyalty.md §2.9). An address no zone serves is greyed, labelled
 * 'Out Of Range' and cannot be chosen; choosing one sets the order's suburb, postcode and zone geo id
 * (`addressChoices`). Nothing is shown to a guest, a member without addresses, or when the list cannot
 * be read (the suburb search below still works).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryZone } from '../../domain/types';
import { loadSession } from '../stores/session';
import { addressChoices, type SavedAddress } from './saved-addresses';
import { personName } from '../account/display-name';
import './saved-addresses.css';

export interface PickedAddress {
  city: string;
  postcode: string;
  geo_id: number;
}

export default function SavedAddresses({ zones, selected, onPick }: { zones: readonly DeliveryZone[]; selected: PickedAddress | null; onPick(address: PickedAddress): void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  useEffect(() => {
    const session = loadSession();
    if (!session?.user || session.user.type !== 1) return;
    let live = true;
    void import('../account/account-api')
      .then(({ accountApi }) => accountApi())
      .then(({ ops }) => ops.userInfoQuery())
      .then((u) => live && setAddresses(u.shipping))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const choices = addressChoices(addresses, zones);
  if (!choices.length) return null;
  return (
    <div className="saved-addrs" role="group" aria-labelledby={`${id}-h`} data-testid="saved-addresses">
      <h4 id={`${id}-h`}>{t('fulfilment.savedAddresses')}</h4>
      <ul>
        {choices.map((c) => {
          const on = selected?.geo_id === c.geoId && selected.city === c.address.city;
          return (
            <li key={c.address.id}>
              <button
                type="button"
                className={`saved-addr${c.inRange ? '' : ' is-out'}`}
                aria-pressed={on}
                disabled={!c.inRange}
                onClick={() => onPick({ city: c.address.city, postcode: c.address.postcode, geo_id: c.geoId })}
                data-testid="saved-address"
              >
                <strong>{personName(c.address.firstname, c.address.lastname, i18n.language)}</strong>
                <span>{c.line}</span>
                {!c.inRange && <span className="saved-out">{t('fulfilment.outOfRangeShort')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {choices.some((c) => !c.inRange) && <p className="muted small">{t('fulfilment.outOfRange')}</p>}
    </div>
  );
}
