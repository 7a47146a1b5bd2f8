/**
 * The postcode / suburb lookup of the address book (accounts-and-loyalty.md §7 geoList), shared by the
 * address form (AddressEditApp) and the courier dialog at checkout (issue 27 item 5): a text field with
 * the ARIA combobox pattern over `geoList` (mode 1 postcode, mode 2 suburb; 20 entries, 250 ms after
 * typing). Picking an entry answers it whole (postcode, suburb, state, geo id) through `onPick`;
 * typing answers the text through `onText`. Only for `LOOKUP_COUNTRIES`; others get no list.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { suburbName } from '../../domain/address-format';
import type { GeoEntry } from '../api/accounts';
import { accountApi } from './account-api';
import { nextActiveOption } from './account-view';
import { TextField } from '../ui/fields';
import './geo-lookup.css';

export interface GeoLookupProps {
  /** The input's id; the list is `${id}-list`, its options `${id}-list-N`. */
  id: string;
  label: string;
  /** 1: by postcode; 2: by suburb. */
  mode: 1 | 2;
  value: string;
  /** ISO country code of the address ('AU'). */
  country: string;
  onText: (v: string) => void;
  onPick: (g: GeoEntry) => void;
  /** The error under the field ('' or undefined: none). */
  error?: string;
}

/** Countries with a postcode–suburb data set (the server answers others with no entries). */
export const LOOKUP_COUNTRIES = new Set(['AU']);

export default function GeoLookup({ id, label, mode, value, country, onText, onPick, error }: GeoLookupProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<GeoEntry[] | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const search = (filter: string) => {
    clearTimeout(timer.current);
    if (!filter.trim() || !LOOKUP_COUNTRIES.has(country)) {
      setOptions(null);
      return;
    }
    timer.current = setTimeout(() => {
      void accountApi()
        .then(({ ops }) => ops.geoList({ country, mode, filter: filter.trim(), index: 0, count: 20 }))
        .then((list) => {
          setOptions(list);
          setOpen(true);
        })
        .catch(() => setOptions([]));
    }, 250);
  };
  const listId = `${id}-list`;
  // The ARIA combobox pattern (issue 27 item 13): the options are the listbox's own option elements (no
  // buttons inside them: axe 'nested-interactive'); focus stays in the input, arrows move the active
  // option (aria-activedescendant), Enter or a tap picks it, Escape closes the list.
  const [active, setActive] = useState(-1);
  const shown = open && options ? options : null;
  const choose = (g: GeoEntry) => {
    onPick(g);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') return setOpen(false);
    if (!shown?.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => nextActiveOption(i, shown.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' && active >= 0 && shown[active]) {
      e.preventDefault();
      choose(shown[active]);
    }
  };
  return (
    <div className="acc-lookup">
      <TextField
        id={id}
        label={label}
        required
        value={value}
        error={error}
        role="combobox"
        aria-expanded={Boolean(shown?.length)}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 && active < shown.length ? `${listId}-${active}` : undefined}
        autoComplete="off"
        inputMode={mode === 1 ? 'numeric' : undefined}
        onValue={(v) => {
          onText(v);
          setActive(-1);
          search(v);
        }}
        onKeyDown={onKeyDown}
      />
      {shown && (
        <ul id={listId} className="acc-options" role="listbox" aria-label={label}>
          {shown.length === 0 ? (
            <li className="muted acc-nomatch" role="option" aria-selected={false} aria-disabled="true">
              {t('account.address.noMatch')}
            </li>
          ) : (
            shown.map((g, i) => (
              <li
                key={g.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'is-active' : undefined}
                // The input keeps focus on a tap; the click picks.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(g)}
                data-testid="geo-option"
              >
                {`${suburbName(g.city)} ${g.state} ${g.postcode}`}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
