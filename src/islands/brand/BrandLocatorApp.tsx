/**
 * The brand store locator /brand/:code (accounts-and-loyalty.md §2.14, §9). Rendered on the server with
 * the venue list (a shareable shell), then in the browser: the user's location (the browser's, else the
 * §9 default) gives each card its distance; 'search store' narrows the list and the markers; the map
 * (Leaflet 1.9, imported lazily in `LocatorMap`) shows one marker per listed venue, the selected one
 * bouncing, with an info window holding 'navigation'; a venue's panel shows its weekly hours.
 * States: 'loading...' while the map loads, 'Load failed', 'no such brand'.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../i18n';
import type { BrandMemberInfoView, BrandVenueView } from '../../domain/contract';
import { DEFAULT_USER_LOCATION, type LatLng } from '../../domain/geo';
import { weeklyHoursTable } from '../../domain/weekly-hours';
import OrdersRoot from '../order/OrdersRoot';
import { DEFAULT_HEADER_COLOR, DEFAULT_THEME_COLOR, filterVenues, inkOn, safeColor, startOrderHref, venueAddress, venueDistance } from './locator-view';
import type { TileSettings } from './LocatorMap';
import './brand-locator.css';

const LocatorMap = lazy(() => import('./LocatorMap'));

export interface BrandLocatorProps {
  locale: Locale;
  messages: Messages;
  /** The brand, or null with `failure`. */
  info: BrandMemberInfoView | null;
  failure: 'notFound' | 'error' | null;
  tiles: TileSettings;
}

type Located = { at: LatLng; fallback: boolean } | null;

function useUserLocation(): Located {
  const [located, setLocated] = useState<Located>(null);
  useEffect(() => {
    const fallback = () => setLocated({ at: DEFAULT_USER_LOCATION, fallback: true });
    if (!('geolocation' in navigator)) return fallback();
    navigator.geolocation.getCurrentPosition(
      (p) => setLocated({ at: { lat: p.coords.latitude, lng: p.coords.longitude }, fallback: false }),
      fallback,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, []);
  return located;
}

function HoursTable({ venue }: { venue: BrandVenueView }) {
  const { t } = useTranslation();
  const rows = useMemo(() => weeklyHoursTable(venue.open_time), [venue]);
  return (
    <table className="bl-hours" data-testid="hours-table">
      <caption>{t('brand.hours')}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.week}>
            <th scope="row">{t(`brand.weekdays.${r.week}`)}</th>
            <td>
              {r.slots.length ? (
                r.slots.map(([s, e], i) => (
                  <span key={s}>
                    {i > 0 && ', '}
                    <span className="bl-slot">{`${s} – ${e}`}</span>
                  </span>
                ))
              ) : (
                <span className="bl-closed">{t('brand.close')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Locator({ info, tiles }: { info: BrandMemberInfoView; tiles: TileSettings }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [panel, setPanel] = useState<string | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const [mapFailed, setMapFailed] = useState(false);
  const located = useUserLocation();
  const listed = useMemo(() => filterVenues(info.venues, query), [info.venues, query]);
  const theme = safeColor(info.membership.theme_color, DEFAULT_THEME_COLOR);
  const panelVenue = info.venues.find((v) => v.code === panel) ?? null;
  // Hydrated: the map (browser only) may load. `mounted` keeps server and first client render equal.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const select = (code: string) => {
    setSelected(code);
    setPanel(code);
  };

  return (
    <div className="bl" data-testid="brand-locator" data-map-ready={mapReady ? 'true' : undefined}>
      <header className="bl-header" style={{ background: DEFAULT_HEADER_COLOR }}>
        {info.website ? (
          <a className="bl-brand" href={info.website} target="_blank" rel="noopener" aria-label={t('brand.openWebsite', { brand: info.name })}>
            {info.logo && <img src={info.logo} alt="" width="64" height="64" />}
            <span className="bl-brand-name">{info.name}</span>
          </a>
        ) : (
          <span className="bl-brand">
            {info.logo && <img src={info.logo} alt="" width="64" height="64" />}
            <span className="bl-brand-name">{info.name}</span>
          </span>
        )}
      </header>
      <div className="bl-body">
        <section className="bl-map-wrap" aria-label={t('brand.map')}>
          <div className="bl-map" data-testid="brand-map">
            {mounted && !mapFailed && (
              <Suspense fallback={null}>
                <LocatorMap
                  venues={listed}
                  selected={selected}
                  tiles={tiles}
                  labels={{ navigation: t('brand.navigation'), navigationTo: (name) => t('brand.navigationTo', { name }), showOnMap: (name) => t('brand.showOnMap', { name }) }}
                  onSelect={select}
                  onReady={() => setMapReady(true)}
                  onFailed={() => setMapFailed(true)}
                />
              </Suspense>
            )}
            {!mapReady && !mapFailed && (
              <p className="bl-map-state" role="status">
                {t('brand.loading')}
              </p>
            )}
            {mapFailed && (
              <p className="bl-map-state" role="alert">
                {t('brand.loadFailed')}
              </p>
            )}
          </div>
        </section>
        <div className="bl-side">
          {panelVenue ? (
            <section className="bl-panel" aria-labelledby="bl-panel-title" data-testid="venue-panel">
              <button type="button" className="bl-back" onClick={() => setPanel(null)} data-testid="panel-back">
                <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
                  <use href="#i-back"></use>
                </svg>
                {t('brand.back')}
              </button>
              <h2 id="bl-panel-title">{panelVenue.name}</h2>
              <p className="bl-address">{venueAddress(panelVenue)}</p>
              {located && !located.fallback && <p className="bl-distance">{t('brand.distanceAway', { distance: venueDistance(panelVenue, located.at) })}</p>}
              <HoursTable venue={panelVenue} />
              <a className="bl-start" href={startOrderHref(panelVenue)} style={{ background: theme, color: inkOn(theme) }}>
                {t('brand.startOrder')}
              </a>
            </section>
          ) : (
            <>
              <div className="bl-search">
                <label htmlFor={searchId} className="sr-only">
                  {t('brand.searchLabel')}
                </label>
                <input id={searchId} type="search" placeholder={t('brand.search')} value={query} onChange={(e) => setQuery(e.target.value)} data-testid="store-search" autoComplete="off" />
              </div>
              <p className="sr-only" role="status" aria-live="polite">
                {query ? (listed.length ? t('brand.results', { count: listed.length }) : t('brand.noResults')) : ''}
              </p>
              {located?.fallback && <p className="bl-note muted small">{t('brand.locationFallback')}</p>}
              {listed.length === 0 && <p className="muted bl-empty">{t('brand.noResults')}</p>}
              <ul className="bl-list">
                {listed.map((v) => (
                  <li key={v.code} className={`bl-card${selected === v.code ? ' is-selected' : ''}`} data-testid="venue-card" data-code={v.code}>
                    <button type="button" className="bl-card-main" onClick={() => select(v.code)} aria-label={t('brand.showOnMap', { name: v.name })} aria-pressed={selected === v.code}>
                      <span className="bl-card-name">{v.name}</span>
                      <span className="bl-card-address">{venueAddress(v)}</span>
                      <span className="bl-card-distance" data-testid="venue-distance">
                        {/* No distance from a made-up point: only from the diner's own location (issue 27 item 9). */}
                        {located && !located.fallback ? venueDistance(v, located.at) : '\u00a0'}
                      </span>
                    </button>
                    <a className="bl-start" href={startOrderHref(v)} style={{ background: theme, color: inkOn(theme) }} aria-label={t('brand.startOrderAt', { name: v.name })}>
                      {t('brand.startOrder')}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export default function BrandLocatorApp({ locale, messages, info, failure, tiles }: BrandLocatorProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      {info ? <Locator info={info} tiles={tiles} /> : <Failure kind={failure ?? 'error'} />}
    </OrdersRoot>
  );
}

function Failure({ kind }: { kind: 'notFound' | 'error' }) {
  const { t } = useTranslation();
  return (
    <div className="bl-failure card" role="alert" data-testid="brand-failure">
      <p className="bl-failure-text">{kind === 'notFound' ? t('brand.noSuchBrand') : t('brand.loadFailed')}</p>
    </div>
  );
}
