/**
 * The sections of the 'Start order' modal (storefront.md §2.6, §4, §5), each a named part of
 * `FulfilmentModal`: the order-category tiles, the online platforms' links, the own delivery zones
 * with the suburb / postcode search, and 'When would you like your order' with its date and
 * 5-minute time pickers. Each reads the view built by `buildFulfilmentView` and reports the diner's
 * choice through its callbacks; none holds state of its own.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en-au';
import { dayjsLocale } from '../../i18n';
import { formatSlotTime } from './slot-label';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import SavedAddresses from './SavedAddresses';
import type { FulfilmentForm, FulfilmentView, SuburbPick } from './fulfilment-view';

const TILE_ICON: Record<string, string> = { delivery: 'truck', suburbSite: 'truck', thirdParty: 'truck', pickUp: 'store', takeAway: 'bag', dineIn: 'table', tableService: 'table' };

/** The delivery view when the venue delivers through its own zones. */
export type ZoneDelivery = Extract<NonNullable<FulfilmentView['delivery']>, { mode: 'zones' }>;
type Address = NonNullable<FulfilmentForm['address']>;

/** One tile per order category (a radio group); choosing one sets the form's category. */
export function CategoryTiles({ tiles, onChoose }: { tiles: FulfilmentView['tiles']; onChoose: (tile: FulfilmentView['tiles'][number]) => void }) {
  const { t } = useFormat();
  return (
    <div className="tiles" role="radiogroup" aria-label={t('fulfilment.choose')}>
      {tiles.map((tile) => (
        <button key={tile.type} type="button" role="radio" aria-checked={tile.selected} className={`tile ${tile.selected ? 'is-on' : ''}`} onClick={() => onChoose(tile)}>
          <Icon name={TILE_ICON[tile.label] ?? 'bag'} />
          <span>{t(`fulfilment.labels.${tile.label}`)}</span>
        </button>
      ))}
    </div>
  );
}

/** Delivery through online platforms: a link per platform, opened in a new tab. */
export function PlatformLinks({ headingId, platforms }: { headingId: string; platforms: Extract<NonNullable<FulfilmentView['delivery']>, { mode: 'platforms' }>['platforms'] }) {
  const { t } = useFormat();
  return (
    <section className="fulfil-sec" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('fulfilment.choosePlatform')}</h3>
      <ul className="platforms">
        {platforms.map((p) => (
          <li key={p.pid}>
            <a className="platform" href={p.link} target="_blank" rel="noopener noreferrer">
              {p.logo ? <img src={p.logo} alt="" width="32" height="32" /> : <Icon name="truck" />}
              <span>{p.name}</span>
              <Icon name="chev-right" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The zone table: minimum order, fee (and the free-delivery threshold) and up to six suburbs per zone; the zone in range is marked. */
function ZoneTable({ delivery }: { delivery: ZoneDelivery }) {
  const { t, money } = useFormat();
  return (
    <table className="zones">
      <thead>
        <tr>
          <th scope="col">{t('fulfilment.minimum')}</th>
          <th scope="col">{t('fulfilment.deliveryFee')}</th>
          <th scope="col">{t('fulfilment.suburbs')}</th>
        </tr>
      </thead>
      <tbody>
        {delivery.zones.map((z) => (
          <tr key={z.id} className={delivery.zone?.id === z.id ? 'is-on' : ''}>
            <td>{money(z.min)}</td>
            <td>
              {money(z.fee)}
              {z.free > 0 && <span className="muted zone-free"> · {t('fulfilment.freeOver', { free: money(z.free) })}</span>}
            </td>
            <td>{z.suburbs.length > 6 ? `${z.suburbs.slice(0, 6).map((s) => s.city).join(', ')} ${t('fulfilment.andMore', { count: z.suburbs.length - 6 })}` : z.suburbs.map((s) => s.city).join(', ') || z.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the zone section shows and reports: the search text, whether it was searched, its matches and the range verdict. */
export interface SuburbSearchState {
  query: string;
  searched: boolean;
  results: SuburbPick[];
  outOfRange: boolean;
  address: FulfilmentForm['address'];
}

/**
 * Delivery through the venue's own zones: the zone table, the member's saved addresses, the suburb /
 * postcode search with its matches (Enter picks the only match, or searches the text), and the
 * in-range hint or the red out-of-range message.
 */
export function DeliveryZones({
  headingId,
  delivery,
  search,
  onQuery,
  onPick,
  onSavedAddress,
}: {
  headingId: string;
  delivery: ZoneDelivery;
  search: SuburbSearchState;
  /** The search text changed (the address is cleared until a match is picked). */
  onQuery: (query: string) => void;
  /** A match picked, or (null) the text searched as typed. */
  onPick: (pick: SuburbPick | null) => void;
  onSavedAddress: (address: Address) => void;
}) {
  const { t, money } = useFormat();
  const { query, searched, results, outOfRange, address } = search;
  const rangeId = `${headingId}-range`;
  return (
    <section className="fulfil-sec" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('fulfilment.deliveryZones')}</h3>
      <ZoneTable delivery={delivery} />
      <SavedAddresses zones={delivery.zones} selected={address} onPick={onSavedAddress} />
      <label className="field">
        <span>{t('fulfilment.suburbSearch')}</span>
        <input
          type="search"
          value={query}
          placeholder={t('fulfilment.suburbPlaceholder')}
          autoComplete="postal-code"
          onChange={(e) => onQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onPick(results.length === 1 ? results[0] : null);
            }
          }}
          aria-describedby={rangeId}
          data-testid="suburb-search"
        />
      </label>
      {!searched && results.length > 0 && (
        <ul className="suburbs" aria-label={t('fulfilment.suburbs')}>
          {results.map((r) => (
            <li key={`${r.city}-${r.postcode}`}>
              <button type="button" className="suburb" onClick={() => onPick(r)}>
                <Icon name="pin" />
                {r.city} {r.postcode}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!searched && query.trim() && results.length === 0 && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onPick(null)}>
          {t('common.search')}
        </button>
      )}
      <p id={rangeId} className={outOfRange ? 'range range-out' : 'range'} role="status">
        {outOfRange
          ? t('fulfilment.outOfRange')
          : delivery.zone
            ? t('fulfilment.inRange', { suburb: address?.city || address?.postcode || delivery.zone.name, min: money(delivery.zone.min), fee: money(delivery.zone.fee) })
            : ''}
      </p>
    </section>
  );
}

/**
 * The time of a pre-order: one list of the day's open slots (5-minute steps), each said by locale
 * ('9:00 am', '09:00'), instead of an hour and a minute select with closed hours disabled (issue 27
 * item 16). The value stays the slot's 'HH:mm'.
 */
function TimePicker({ view, time, onTime, isFull }: { view: FulfilmentView; time: string; onTime: (time: string) => void; isFull: (slot: string) => boolean }) {
  const { t, locale } = useFormat();
  return (
    <label className="field time-pick-one">
      <span>{t('fulfilment.time')}</span>
      <select value={view.slots.includes(time) ? time : ''} onChange={(e) => onTime(e.target.value)} data-testid="preorder-time">
        <option value="" disabled>
          --
        </option>
        {view.slots.map((slot) => {
          const label = formatSlotTime(slot, locale) || slot;
          const full = isFull(slot);
          return (
            <option key={slot} value={slot} disabled={full}>
              {full ? t('fulfilment.slotFull', { time: label }) : label}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/**
 * 'When would you like your order': ASAP or Later (ASAP disabled while only pre-orders are taken),
 * and for Later the date and the time of a slot, or 'no slots' when there are none.
 */
export function OrderTiming({
  headingId,
  view,
  form,
  onChange,
  isFull = () => false,
}: {
  headingId: string;
  view: FulfilmentView;
  form: FulfilmentForm;
  onChange: (change: Partial<FulfilmentForm>) => void;
  /** Whether the venue's 15-minute slot holding this 'HH:mm' of the chosen date is full (slot caps). */
  isFull?: (slot: string) => boolean;
}) {
  const { t, locale } = useFormat();
  const later = form.preOrder || view.asapDisabled;
  const dayLabel = (date: string) => dayjs(date).locale(dayjsLocale(locale)).format(locale === 'zh-CN' ? 'YYYY年M月D日 dddd' : 'ddd D MMM YYYY');
  return (
    <section className="fulfil-sec" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('fulfilment.when')}</h3>
      <div className="seg" role="radiogroup" aria-label={t('fulfilment.when')}>
        <button type="button" role="radio" aria-checked={!later} disabled={view.asapDisabled} className={!later ? 'is-on' : ''} onClick={() => onChange({ preOrder: false })}>
          {t('fulfilment.asap')}
        </button>
        <button type="button" role="radio" aria-checked={later} className={later ? 'is-on' : ''} onClick={() => onChange({ preOrder: true })}>
          {t('fulfilment.later')}
        </button>
      </div>
      {view.asapDisabled && <p className="muted small">{t('fulfilment.preorderOnly')}</p>}
      {later &&
        (view.days.length === 0 ? (
          <p className="range range-out">{t('fulfilment.noSlots')}</p>
        ) : (
          <div className="when">
            <label className="field">
              <span>{t('fulfilment.date')}</span>
              <select value={form.date} onChange={(e) => onChange({ date: e.target.value, time: '' })} data-testid="preorder-date">
                {view.days.map((d) => (
                  <option key={d.date} value={d.date}>
                    {dayLabel(d.date)}
                  </option>
                ))}
              </select>
            </label>
            <TimePicker view={view} time={form.time} onTime={(time) => onChange({ time })} isFull={isFull} />
          </div>
        ))}
    </section>
  );
}
