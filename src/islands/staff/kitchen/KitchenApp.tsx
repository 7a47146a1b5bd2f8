/**
 * The kitchen display at /staff/kitchen (issue 25 items 1, 2, 3): a station's tickets (or every station's)
 * in the order they must be ready, each with its age turning amber and red at the venue's minutes, a big
 * Bump button and the recently bumped for Recall; the expo view of whole orders with their held courses
 * to fire; the printers' state (online / offline since HH:MM / N waiting), Reprint and the 80 mm print
 * view per ticket. Ticket texts are the venue's language as the server stored them; the chrome is the page's.
 * Live from `/staff/kitchen/events` (the venue's `kitchenChanged`, every process) and a 15 s poll; the
 * chosen screen is kept in the address (`?station=grill`, `?station=expo`) so a screen reopens on it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Locale, Messages } from '../../../i18n';
import StaffRoot from '../StaffRoot';
import { staffToast } from '../../stores/staff';
import { plural } from '../plural';
import { useStaffFormat, type StaffVenueFormat } from '../use-staff-format';
import './kitchen.css';
import { ageOf, bumpedTickets, canReprint, expoOrders, heldCourses, openTickets, type KdsData, type KdsPrinter, type KdsTicket } from './kitchen-view';

export interface KitchenAppProps extends StaffVenueFormat {
  locale: Locale;
  messages: Messages;
}

async function post(path: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status === 401) location.assign('/staff/login');
    const json = (await res.json().catch(() => ({}))) as { message?: string };
    return { ok: res.ok, message: json.message ?? String(res.status) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

function Kitchen({ locale, ...venue }: StaffVenueFormat & { locale: Locale }) {
  const { t } = useStaffFormat(venue);
  const [data, setData] = useState<KdsData | null>(null);
  const [skew, setSkew] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [screen, setScreen] = useState<string>(() => (typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('station') ?? '')));
  const [busy, setBusy] = useState(0);
  const [live, setLive] = useState(false);

  const reload = useCallback(async () => {
    const res = await fetch('/staff/api/kitchen', { credentials: 'same-origin' }).catch(() => null);
    if (!res) return;
    if (res.status === 401) return location.assign('/staff/login');
    const next = (await res.json()) as KdsData;
    setSkew(next.now - Date.now());
    setData(next);
  }, []);

  useEffect(() => {
    void reload();
    const source = new EventSource('/staff/kitchen/events');
    source.onopen = () => setLive(true);
    source.onmessage = () => void reload();
    source.onerror = () => setLive(false);
    const poll = setInterval(() => void reload(), 15_000);
    const tick = setInterval(() => setNow(Date.now()), 10_000);
    return () => {
      source.close();
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [reload]);

  const choose = (value: string) => {
    setScreen(value);
    const url = new URL(location.href);
    if (value) url.searchParams.set('station', value);
    else url.searchParams.delete('station');
    history.replaceState(null, '', url);
  };

  const act = async (path: string, body: unknown, id: number, done?: string) => {
    setBusy(id);
    const r = await post(path, body);
    if (!r.ok) staffToast(r.message);
    else if (done) staffToast(done);
    setBusy(0);
    await reload();
  };

  const serverNow = now + skew;
  const clock = new Intl.DateTimeFormat(locale === 'zh-CN' ? 'zh-CN' : locale === 'en-au' ? 'en-AU' : 'en-GB', { timeZone: venue.timeZone, hour: '2-digit', minute: '2-digit', hour12: false });
  const printerText = (p: KdsPrinter) => {
    const state =
      p.state === 'offline' && p.offlineSince !== null
        ? t('staff.kitchen.printers.offline', { code: p.code, time: clock.format(new Date(p.offlineSince)) })
        : t(`staff.kitchen.printers.${p.state}`, { code: p.code });
    return p.waiting > 0 ? `${state} · ${plural(t, 'staff.kitchen.printers.waiting', { count: p.waiting })}` : state;
  };
  const labelOf = (x: { source: 'order' | 'table'; label: string }) => (x.source === 'table' ? t('staff.kitchen.table', { name: x.label }) : t('staff.kitchen.order', { number: x.label }));

  const card = (x: KdsTicket) => {
    const age = data ? ageOf(x, serverNow, data.ages) : { minutes: 0, tone: 'fresh' as const };
    return (
      <article key={x.id} className={`k-ticket k-${age.tone}`} data-testid="kds-ticket" data-station={x.station} aria-labelledby={`k-${x.id}`}>
        <header className="k-head">
          <h2 id={`k-${x.id}`}>{labelOf(x)}</h2>
          <span className="k-age" data-testid="kds-age">
            {plural(t, 'staff.kitchen.minutes', { count: age.minutes })}
            {age.tone !== 'fresh' && <span className="k-late"> · {t(`staff.kitchen.${age.tone}`)}</span>}
          </span>
        </header>
        <p className="k-meta">
          {x.stationName}
          {x.courseName ? ` · ${x.courseName}` : ''}
          {x.round ? ` · ${t('staff.kitchen.round', { n: x.round })}` : ''}
        </p>
        {x.note && (
          <p className="k-note">
            {t('staff.kitchen.note')}: <q>{x.note}</q>
          </p>
        )}
        <ul className="k-lines">
          {x.lines.map((l, i) => (
            <li key={i}>
              <span className="k-count">{l.count}×</span> <span className="k-name">{l.name}</span>
              {l.modifiers.map((m, j) => (
                <span key={j} className="k-mod">
                  + {m}
                </span>
              ))}
              {l.note && (
                <span className="k-line-note">
                  {t('staff.kitchen.note')}: <q>{l.note}</q>
                </span>
              )}
            </li>
          ))}
        </ul>
        <button type="button" className="k-bump" disabled={busy === x.id} onClick={() => void act('/staff/api/kitchen/bump', { id: x.id }, x.id)} data-testid="kds-bump">
          {t('staff.kitchen.bump')}
        </button>
        <div className="k-print">
          {data && canReprint(data.printers ?? [], x.station) && (
            <button type="button" className="k-recall" disabled={busy === -x.id} onClick={() => void act('/staff/api/kitchen/reprint', { id: x.id }, -x.id, t('staff.kitchen.reprinted'))} data-testid="kds-reprint">
              {t('staff.kitchen.reprint')}
            </button>
          )}
          <a className="k-print-link" href={`/staff/kitchen/print/${x.id}`} target="_blank" rel="noopener" data-testid="kds-print-view">
            {t('staff.kitchen.printView')}
          </a>
        </div>
      </article>
    );
  };

  const stations = data?.stations ?? [];
  const expo = screen === 'expo';
  const open = data ? openTickets(data, screen) : [];
  const bumped = data ? bumpedTickets(data, screen) : [];

  return (
    <div className="kds">
      <div className="k-top">
        <h1>{t('staff.kitchen.title')}</h1>
        <span className={`k-live ${live ? 'on' : ''}`} role="status">
          {live ? t('staff.kitchen.live') : t('staff.kitchen.connecting')}
        </span>
      </div>
      {data && (data.printers ?? []).length > 0 && (
        <section className="k-printers" aria-labelledby="k-printers" data-testid="kds-printers">
          <h2 id="k-printers">{t('staff.kitchen.printers.title')}</h2>
          <ul>
            {data.printers.map((p) => (
              <li key={p.code} className={`k-printer k-p-${p.state}`} data-testid="kds-printer" data-state={p.state} title={p.lastError || undefined}>
                {printerText(p)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav className="k-screens" aria-label={t('staff.kitchen.screens')}>
        {[{ code: '', name: t('staff.kitchen.allStations') }, ...stations, { code: 'expo', name: t('staff.kitchen.expo') }].map((s) => (
          <button key={s.code || 'all'} type="button" className="k-screen" aria-pressed={screen === s.code} onClick={() => choose(s.code)} data-testid={`kds-screen-${s.code || 'all'}`}>
            {s.name}
          </button>
        ))}
      </nav>
      {!data ? (
        <p className="k-empty" aria-busy="true">
          {t('staff.kitchen.loading')}
        </p>
      ) : expo ? (
        <div className="k-grid">
          {expoOrders(data).length === 0 && <p className="k-empty">{t('staff.kitchen.empty')}</p>}
          {expoOrders(data).map((o) => (
            <article key={o.tradeid} className="k-ticket k-expo" data-testid="kds-expo-order" aria-labelledby={`e-${o.tradeid}`}>
              <header className="k-head">
                <h2 id={`e-${o.tradeid}`}>{labelOf(o)}</h2>
              </header>
              <ul className="k-parts">
                {o.parts.map((p) => (
                  <li key={p.id} className={`k-part k-${p.state}`}>
                    <span className="k-part-state">{t(`staff.kitchen.state.${p.state}`)}</span> {p.stationName}
                    {p.courseName ? ` · ${p.courseName}` : ''}: {p.lines.map((l) => `${l.count}× ${l.name}`).join(', ')}
                  </li>
                ))}
              </ul>
              <div className="k-actions">
                {heldCourses(o.parts).slice(0, 1).map((c) => (
                  <button key={c.course} type="button" className="k-fire" disabled={busy === -c.course} onClick={() => void act('/staff/api/kitchen/fire', { tradeid: o.tradeid, course: c.course }, -c.course)} data-testid="kds-fire">
                    {t('staff.kitchen.fire', { course: c.name })}
                  </button>
                ))}
              </div>
            </article>
          ))}
        </div>
      ) : (
        <>
          <div className="k-grid">{open.length ? open.map(card) : <p className="k-empty">{t('staff.kitchen.empty')}</p>}</div>
          {bumped.length > 0 && (
            <section className="k-recent" aria-labelledby="k-recent">
              <h2 id="k-recent">{t('staff.kitchen.recent')}</h2>
              <ul>
                {bumped.map((x) => (
                  <li key={x.id}>
                    <span>
                      {labelOf(x)} · {x.stationName}
                      {x.courseName ? ` · ${x.courseName}` : ''}
                    </span>
                    <button type="button" className="k-recall" disabled={busy === x.id} onClick={() => void act('/staff/api/kitchen/recall', { id: x.id }, x.id)} data-testid="kds-recall">
                      {t('staff.kitchen.recall')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

export default function KitchenApp({ locale, messages, ...venue }: KitchenAppProps) {
  return (
    <StaffRoot locale={locale} messages={messages}>
      <Kitchen locale={locale} {...venue} />
    </StaffRoot>
  );
}
