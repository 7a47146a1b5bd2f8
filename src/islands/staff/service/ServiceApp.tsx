/**
 * Pause and busy in the staff app (issue 23 item 4): pause online ordering per fulfilment type (pick up,
 * takeaway, delivery, table) for a number of minutes or until resumed, resume it, and set busy minutes
 * (0–120 in 5-minute steps) added to ASAP ready times. Managers and owners only (the server refuses
 * staff with a clear message). Times are shown in the venue's time zone.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../../i18n';
import OrdersRoot from '../../order/OrdersRoot';
import { staffCall, type ServiceState } from '../stock/staff-api';
import '../staff.css';

export interface ServiceAppProps {
  locale: Locale;
  messages: Messages;
}

type PauseType = ServiceState['offered'][number];
const DURATIONS = [15, 30, 60, 120, 240, 720];
const BUSY = Array.from({ length: 25 }, (_, i) => i * 5);

function Service() {
  const { t } = useTranslation();
  const [state, setState] = useState<ServiceState | null>(null);
  const [choice, setChoice] = useState<Record<string, string>>({});
  const [busyChoice, setBusyChoice] = useState('0');
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  const [working, setWorking] = useState(false);

  const load = useCallback(async () => {
    const r = await staffCall<ServiceState>('/staff/api/service', undefined, t('availability.menu.failed'));
    if (r.ok) {
      setState(r.value);
      setBusyChoice(String(r.value.busyMinutes));
    } else setStatus({ text: r.message, error: true });
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);

  const send = async (body: Record<string, unknown>) => {
    setWorking(true);
    const r = await staffCall<ServiceState>('/staff/api/service', body, t('availability.menu.failed'));
    if (r.ok) {
      setState(r.value);
      setStatus({ text: t('availability.service.saved'), error: false });
    } else setStatus({ text: r.message, error: true });
    setWorking(false);
  };

  const timeText = (seconds: number) =>
    new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit', timeZone: state?.timezone }).format(new Date(seconds * 1000));

  const card = (type: PauseType) => {
    const until = state?.pauses[type] ?? 0;
    const paused = state !== null && until > state.now;
    const picked = choice[type] ?? '30';
    return (
      <section key={type} className="staff-card" aria-labelledby={`pause-${type}`} data-testid={`pause-${type}`}>
        <h3 id={`pause-${type}`}>{t(`availability.types.${type}`)}</h3>
        <p className={`staff-state ${paused ? 'out' : 'in'}`}>
          {!paused
            ? t('availability.service.running')
            : until >= (state?.untilResumed ?? Infinity)
              ? t('availability.service.pausedIndefinitely')
              : t('availability.service.pausedUntil', { time: timeText(until) })}
        </p>
        <div className="staff-controls">
          <label className="staff-field">
            {t('availability.service.pause')}
            <select value={picked} onChange={(e) => setChoice({ ...choice, [type]: e.target.value })}>
              {DURATIONS.map((m) => (
                <option key={m} value={String(m)}>
                  {t('availability.service.minutes', { count: m })}
                </option>
              ))}
              <option value="resumed">{t('availability.service.untilResumed')}</option>
            </select>
          </label>
          <button
            type="button"
            className="staff-btn warn"
            disabled={working}
            onClick={() => void send({ pause: picked === 'resumed' ? { type } : { type, minutes: Number(picked) } })}
          >
            {t('availability.service.pause')}
          </button>
          {paused && (
            <button type="button" className="staff-btn primary" disabled={working} onClick={() => void send({ resume: type })}>
              {t('availability.service.resume')}
            </button>
          )}
        </div>
      </section>
    );
  };

  return (
    <div className="staff-app">
      <h1>{t('availability.service.title')}</h1>
      <p className="staff-intro">{t('availability.service.intro')}</p>
      <p className={`staff-status${status.error ? ' error' : ''}`} role="status" aria-live="polite">
        {state === null && !status.text ? t('availability.menu.loading') : status.text}
      </p>
      <h2>{t('availability.service.pauseHeading')}</h2>
      <div className="staff-cards">{state?.offered.map(card)}</div>
      <h2 id="busy-h">{t('availability.service.busyHeading')}</h2>
      <section className="staff-card" aria-labelledby="busy-h">
        <p className="staff-state">{state && state.busyMinutes > 0 ? t('availability.service.busyNow', { minutes: state.busyMinutes }) : t('availability.service.busyNone')}</p>
        <div className="staff-controls">
          <label className="staff-field">
            {t('availability.service.setBusy')}
            <select value={busyChoice} onChange={(e) => setBusyChoice(e.target.value)} data-testid="busy-minutes">
              {BUSY.map((m) => (
                <option key={m} value={String(m)}>
                  {m === 0 ? t('availability.service.busyOff') : t('availability.service.minutes', { count: m })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="staff-btn primary" disabled={working} onClick={() => void send({ busyMinutes: Number(busyChoice) })}>
            {t('availability.service.setBusy')}
          </button>
        </div>
      </section>
    </div>
  );
}

export default function ServiceApp({ locale, messages }: ServiceAppProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <Service />
    </OrdersRoot>
  );
}
