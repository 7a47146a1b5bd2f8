/**
 * The fulfilment / pre-order modal, 'Start order' (storefront.md §2.6, §4, §5): a tile per order
 * category; delivery through online platforms (links) or own zones (zone table, suburb / postcode
 * search, in-range hint or the red out-of-range message); 'When would you like your order' ASAP / Later
 * with a date picker and a 5-minute time picker; Start Order enabled only when valid. Loaded lazily.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en-au';
import { reconcilePreorderTime } from '../../domain/time-slots';
import { dayjsLocale } from '../../i18n';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import SavedAddresses from './SavedAddresses';
import { addressFromQuery, buildFulfilmentView, searchSuburbs, type FulfilmentForm, type SuburbPick } from './fulfilment-view';
import { $draft, setFulfilment } from '../stores/order';
import { $venue } from '../stores/menu';
import { $fulfilment, closeFulfilment, dismissFulfilment } from '../stores/ui';
import { useValue } from '../stores/react';

const TILE_ICON: Record<string, string> = { delivery: 'truck', suburbSite: 'truck', thirdParty: 'truck', pickUp: 'store', takeAway: 'bag', dineIn: 'table', tableService: 'table' };

const nowSeconds = () => Math.floor(Date.now() / 1000);

export default function FulfilmentModal({ table }: { table?: { name: string } | null }) {
  const state = useValue($fulfilment);
  const draft = useValue($draft);
  const venue = useValue($venue);
  const { t, money, locale } = useFormat();
  const titleId = useId();
  const [form, setForm] = useState<FulfilmentForm>({ categoryType: 0, categoryName: '', preOrder: false, date: '', time: '', address: null });
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState(false);
  const [now, setNow] = useState(nowSeconds);

  useEffect(() => {
    if (!state || !draft) return;
    setNow(nowSeconds());
    setForm({
      categoryType: draft.orderCategoryType,
      categoryName: draft.orderCategoryName,
      preOrder: draft.preOrder,
      date: draft.validDate,
      time: draft.validTime,
      address: draft.selectAddress ? { city: draft.selectAddress.city, postcode: draft.selectAddress.postcode, geo_id: draft.selectAddress.geo_id } : null,
    });
    setQuery(draft.selectAddress ? draft.selectAddress.city || draft.selectAddress.postcode : '');
    setSearched(Boolean(draft.selectAddress));
    // Open once per opening: the draft is read as it was when the modal opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const view = useMemo(() => (venue && state ? buildFulfilmentView(venue, form, now) : null), [venue, form, now, state]);

  // A chosen date/time that is no longer a slot rounds up or clears (storefront.md §5).
  useEffect(() => {
    if (!view || !form.preOrder) return;
    const next = reconcilePreorderTime(view.days, form.date || null, form.time || null);
    const date = next.date ?? view.days[0]?.date ?? '';
    const time = next.time ?? '';
    if (date !== form.date || time !== form.time) setForm((f) => ({ ...f, date, time }));
  }, [view, form.preOrder, form.date, form.time]);

  useEffect(() => {
    if (view?.asapDisabled && !form.preOrder) setForm((f) => ({ ...f, preOrder: true }));
  }, [view?.asapDisabled, form.preOrder]);

  if (!state || !venue || !view) return null;
  const closeable = state.closeable;
  const dismiss = () => (draft?.orderCategoryType && !(draft.preOrder && !draft.validTime) ? closeFulfilment() : dismissFulfilment(venue.id));
  const results: SuburbPick[] = searchSuburbs(venue.deliveries, query);
  const dayLabel = (date: string) => dayjs(date).locale(dayjsLocale(locale)).format(locale === 'zh-CN' ? 'YYYY年M月D日 dddd' : 'ddd D MMM YYYY');
  const hour = form.time ? form.time.slice(0, 2) : '';
  const minute = form.time ? form.time.slice(3, 5) : '';
  const zone = view.delivery?.mode === 'zones' ? view.delivery : null;
  const outOfRange = Boolean(zone && (zone.outOfRange || (searched && query.trim() && !form.address)));

  const choosePick = (pick: SuburbPick | null) => {
    const address = addressFromQuery(pick, pick ? pick.city : query);
    if (pick) setQuery(`${pick.city}${pick.postcode ? ` ${pick.postcode}` : ''}`);
    setSearched(true);
    setForm((f) => ({ ...f, address }));
  };

  const start = () => {
    if (!view.canStart) return;
    setFulfilment({
      type: form.categoryType,
      name: form.categoryName,
      preOrder: form.preOrder || view.asapDisabled,
      validDate: form.date,
      validTime: form.time,
      address: form.address ? { ...form.address, state: '' } : null,
    });
    closeFulfilment();
  };

  // Table mode: joining the table (guests, passcode) is the table island's modal (islands/table/TableJoinModal).
  if (table) return null;
  return (
    <Dialog open onClose={dismiss} closeable={closeable} labelledBy={titleId} variant="center" className="fulfil">
      <h2 id={titleId} className="fulfil-title">{t('fulfilment.startOrder')}</h2>
      {closeable && (
        <button type="button" className="icon-btn dialog-close" aria-label={t('common.close')} onClick={dismiss}>
          <Icon name="close" />
        </button>
      )}
      <p className="muted fulfil-sub">{t('fulfilment.choose')}</p>
      <div className="tiles" role="radiogroup" aria-label={t('fulfilment.choose')}>
        {view.tiles.map((tile) => (
          <button
            key={tile.type}
            type="button"
            role="radio"
            aria-checked={tile.selected}
            className={`tile ${tile.selected ? 'is-on' : ''}`}
            onClick={() => setForm((f) => ({ ...f, categoryType: tile.type, categoryName: tile.name }))}
          >
            <Icon name={TILE_ICON[tile.label] ?? 'bag'} />
            <span>{t(`fulfilment.labels.${tile.label}`)}</span>
          </button>
        ))}
      </div>

      {view.delivery?.mode === 'platforms' && (
        <section className="fulfil-sec" aria-labelledby={`${titleId}-p`}>
          <h3 id={`${titleId}-p`}>{t('fulfilment.choosePlatform')}</h3>
          <ul className="platforms">
            {view.delivery.platforms.map((p) => (
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
      )}

      {zone && (
        <section className="fulfil-sec" aria-labelledby={`${titleId}-z`}>
          <h3 id={`${titleId}-z`}>{t('fulfilment.deliveryZones')}</h3>
          <table className="zones">
            <thead>
              <tr>
                <th scope="col">{t('fulfilment.minimum')}</th>
                <th scope="col">{t('fulfilment.deliveryFee')}</th>
                <th scope="col">{t('fulfilment.suburbs')}</th>
              </tr>
            </thead>
            <tbody>
              {zone.zones.map((z) => (
                <tr key={z.id} className={zone.zone?.id === z.id ? 'is-on' : ''}>
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
          <SavedAddresses
            zones={zone.zones}
            selected={form.address}
            onPick={(address) => {
              setQuery(`${address.city} ${address.postcode}`.trim());
              setSearched(true);
              setForm((f) => ({ ...f, address }));
            }}
          />
          <label className="field">
            <span>{t('fulfilment.suburbSearch')}</span>
            <input
              type="search"
              value={query}
              placeholder={t('fulfilment.suburbPlaceholder')}
              autoComplete="postal-code"
              onChange={(e) => {
                setQuery(e.target.value);
                setSearched(false);
                setForm((f) => ({ ...f, address: null }));
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  choosePick(results.length === 1 ? results[0] : null);
                }
              }}
              aria-describedby={`${titleId}-range`}
              data-testid="suburb-search"
            />
          </label>
          {!searched && results.length > 0 && (
            <ul className="suburbs" aria-label={t('fulfilment.suburbs')}>
              {results.map((r) => (
                <li key={`${r.city}-${r.postcode}`}>
                  <button type="button" className="suburb" onClick={() => choosePick(r)}>
                    <Icon name="pin" />
                    {r.city} {r.postcode}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {!searched && query.trim() && results.length === 0 && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => choosePick(null)}>
              {t('common.search')}
            </button>
          )}
          <p id={`${titleId}-range`} className={outOfRange ? 'range range-out' : 'range'} role="status">
            {outOfRange
              ? t('fulfilment.outOfRange')
              : zone.zone
                ? t('fulfilment.inRange', { suburb: form.address?.city || form.address?.postcode || zone.zone.name, min: money(zone.zone.min), fee: money(zone.zone.fee) })
                : ''}
          </p>
        </section>
      )}

      {view.showTiming && (
        <section className="fulfil-sec" aria-labelledby={`${titleId}-w`}>
          <h3 id={`${titleId}-w`}>{t('fulfilment.when')}</h3>
          <div className="seg" role="radiogroup" aria-label={t('fulfilment.when')}>
            <button type="button" role="radio" aria-checked={!form.preOrder && !view.asapDisabled} disabled={view.asapDisabled} className={!form.preOrder && !view.asapDisabled ? 'is-on' : ''} onClick={() => setForm((f) => ({ ...f, preOrder: false }))}>
              {t('fulfilment.asap')}
            </button>
            <button type="button" role="radio" aria-checked={form.preOrder || view.asapDisabled} className={form.preOrder || view.asapDisabled ? 'is-on' : ''} onClick={() => setForm((f) => ({ ...f, preOrder: true }))}>
              {t('fulfilment.later')}
            </button>
          </div>
          {view.asapDisabled && <p className="muted small">{t('fulfilment.preorderOnly')}</p>}
          {(form.preOrder || view.asapDisabled) &&
            (view.days.length === 0 ? (
              <p className="range range-out">{t('fulfilment.noSlots')}</p>
            ) : (
              <div className="when">
                <label className="field">
                  <span>{t('fulfilment.date')}</span>
                  <select value={form.date} onChange={(e) => setForm((f) => ({ ...f, date: e.target.value, time: '' }))} data-testid="preorder-date">
                    {view.days.map((d) => (
                      <option key={d.date} value={d.date}>
                        {dayLabel(d.date)}
                      </option>
                    ))}
                  </select>
                </label>
                <div className="time-pick" role="group" aria-label={t('fulfilment.time')}>
                  <label className="field">
                    <span>{t('fulfilment.hour')}</span>
                    <select
                      value={hour}
                      onChange={(e) => {
                        const h = e.target.value;
                        const first = view.slots.find((s) => s.startsWith(`${h}:`)) ?? '';
                        setForm((f) => ({ ...f, time: first }));
                      }}
                      data-testid="preorder-hour"
                    >
                      <option value="" disabled>
                        --
                      </option>
                      {Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')).map((h) => (
                        <option key={h} value={h} disabled={view.disabledHours.includes(Number(h))}>
                          {h}
                        </option>
                      ))}
                    </select>
                  </label>
                  <span className="time-colon" aria-hidden="true">:</span>
                  <label className="field">
                    <span>{t('fulfilment.minute')}</span>
                    <select value={minute} disabled={!hour} onChange={(e) => setForm((f) => ({ ...f, time: `${hour}:${e.target.value}` }))} data-testid="preorder-minute">
                      <option value="" disabled>
                        --
                      </option>
                      {Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0')).map((m) => (
                        <option key={m} value={m} disabled={view.disabledMinutes.includes(Number(m))}>
                          {m}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              </div>
            ))}
        </section>
      )}

      {view.closed && <p className="range range-out">{t('store.shopClosedNow')}</p>}

      <button type="button" className="btn btn-primary btn-block fulfil-start" aria-disabled={!view.canStart} disabled={!view.canStart} onClick={start} data-testid="start-order">
        {t('fulfilment.start')}
      </button>
    </Dialog>
  );
}
