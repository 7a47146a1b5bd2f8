/**
 * The sold-out board of the staff app (issue 23 item 3 "Sold out now"): every dish, size or variant,
 * modifier option and ingredient of the venue with its state; staff search, mark one sold out or back
 * in stock, set a count left, and choose when it comes back by itself ("back at": when staff say so,
 * the next opening, or a time today). Each change is saved at once (POST /staff/api/stock) and shows on
 * every open diner phone within a second.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../../i18n';
import OrdersRoot from '../../order/OrdersRoot';
import { staffCall, type StockItem } from './staff-api';
import '../staff.css';

export interface StockBoardAppProps {
  locale: Locale;
  messages: Messages;
}

const KINDS: StockItem['kind'][] = ['product', 'variant', 'modifier', 'ingredient'];
type BackChoice = 'none' | 'nextOpening' | 'time';

/** Seconds since the epoch of today's 'HH:mm' on this device (tomorrow when already past). */
function backAtOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  const d = new Date();
  d.setHours(h, m, 0, 0);
  if (d.getTime() <= Date.now()) d.setDate(d.getDate() + 1);
  return Math.floor(d.getTime() / 1000);
}

function Row({ item, onSave, busy }: { item: StockItem; onSave: (body: Record<string, unknown>, name: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [count, setCount] = useState(item.count === null ? '' : String(item.count));
  const [back, setBack] = useState<BackChoice>('none');
  const [time, setTime] = useState('17:00');
  const backAt = back === 'nextOpening' ? 'nextOpening' : back === 'time' ? backAtOf(time) : null;
  const backText = item.mark?.backAt ? t('availability.menu.backAtShown', { time: new Date(item.mark.backAt * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) }) : '';
  const state = item.soldOut ? t('availability.menu.soldOut') : item.count !== null ? t('availability.menu.left', { count: item.count }) : t('availability.menu.available');
  return (
    <li className="staff-row" data-soldout={item.soldOut ? '' : undefined} data-testid={`stock-${item.kind}-${item.id}`}>
      <span className="staff-name" id={`${id}-n`}>
        {item.name}
        {item.parent && <span className="staff-parent">{item.parent}</span>}
      </span>
      <span className={`staff-state ${item.soldOut ? 'out' : 'in'}`}>
        {state}
        {backText && <span className="staff-parent">{backText}</span>}
      </span>
      <div className="staff-controls" role="group" aria-labelledby={`${id}-n`}>
        {item.soldOut || item.mark ? (
          <button type="button" className="staff-btn primary" disabled={busy} onClick={() => onSave({ kind: item.kind, id: item.id, action: 'back' }, item.name)}>
            {t('availability.menu.backInStock')}
          </button>
        ) : (
          <button type="button" className="staff-btn warn" disabled={busy} onClick={() => onSave({ kind: item.kind, id: item.id, action: 'soldOut', backAt }, item.name)}>
            {t('availability.menu.markSoldOut')}
          </button>
        )}
        <label className="staff-field">
          {t('availability.menu.countLeft')}
          <input type="number" inputMode="numeric" min={0} max={100000} step={1} value={count} onChange={(e) => setCount(e.target.value)} />
        </label>
        <button
          type="button"
          className="staff-btn"
          disabled={busy || count === ''}
          onClick={() => onSave({ kind: item.kind, id: item.id, action: 'count', count: Number(count), backAt }, item.name)}
        >
          {t('availability.menu.setCount')}
        </button>
        <label className="staff-field">
          {t('availability.menu.backAt')}
          <select value={back} onChange={(e) => setBack(e.target.value as BackChoice)}>
            <option value="none">{t('availability.menu.backAtNone')}</option>
            <option value="nextOpening">{t('availability.menu.backAtNext')}</option>
            <option value="time">{t('availability.menu.backAtTime')}</option>
          </select>
        </label>
        {back === 'time' && (
          <label className="staff-field">
            {t('availability.menu.backAtTime')}
            <input type="time" step={300} value={time} onChange={(e) => setTime(e.target.value)} />
          </label>
        )}
      </div>
    </li>
  );
}

function Board() {
  const { t } = useTranslation();
  const [items, setItems] = useState<StockItem[] | null>(null);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const r = await staffCall<{ items: StockItem[] }>('/staff/api/menu', undefined, t('availability.menu.failed'));
    if (r.ok) setItems(r.value.items);
    else setStatus({ text: r.message, error: true });
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = useCallback(
    async (body: Record<string, unknown>, name: string) => {
      setBusy(true);
      const r = await staffCall<{ ok: true }>('/staff/api/stock', body, t('availability.menu.failed'));
      setStatus(r.ok ? { text: t('availability.menu.saved', { name }), error: false } : { text: r.message, error: true });
      await load();
      setBusy(false);
    },
    [load, t],
  );

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (items ?? []).filter((i) => !q || i.name.toLowerCase().includes(q) || i.parent.toLowerCase().includes(q));
  }, [items, query]);

  return (
    <div className="staff-app">
      <h1>{t('availability.menu.title')}</h1>
      <p className="staff-intro">{t('availability.menu.intro')}</p>
      <label className="staff-field" style={{ display: 'flex' }}>
        {t('availability.menu.search')}
        <input className="staff-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} data-testid="stock-search" />
      </label>
      <p className={`staff-status${status.error ? ' error' : ''}`} role="status" aria-live="polite">
        {items === null && !status.text ? t('availability.menu.loading') : status.text}
      </p>
      {items !== null && shown.length === 0 && <p>{t('availability.menu.empty')}</p>}
      {KINDS.map((kind) => {
        const list = shown.filter((i) => i.kind === kind);
        if (list.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`kind-${kind}`}>
            <h2 id={`kind-${kind}`}>{t(`availability.menu.kinds.${kind}`)}</h2>
            <ul className="staff-list">
              {list.map((item) => (
                <Row key={`${item.kind}-${item.id}-${item.soldOut}-${item.count}`} item={item} onSave={save} busy={busy} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export default function StockBoardApp({ locale, messages }: StockBoardAppProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <Board />
    </OrdersRoot>
  );
}
