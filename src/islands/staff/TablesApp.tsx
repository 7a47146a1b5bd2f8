/**
 * The staff tables page (issue 23 item 1; was the 'Tables' section of the console): every table of
 * the venue with its status in words and colour, guests and phones, the live cart (new lines, then
 * each kitchen round), the unpaid total and the sitting's order; actions lock, unlock, close (asking
 * before closing with unpaid lines), reset the passcode, switch off and on; its QR code as PNG or SVG.
 * Live from `/staff/events` (every table change publishes `staffVenueChanged`) and a 15 s poll.
 */
import { plural } from './plural';
import { useCallback, useEffect, useState } from 'react';
import type { Locale, Messages } from '../../i18n';
import StaffRoot from './StaffRoot';
import { onStaffChange, staffToast } from '../stores/staff';
import { loadTables, tableAction, type StaffTable, type TableAction } from './staff-api';
import { ACTION_KEY, cartGroups, tableActions, tableStatusCode, tableTone } from './tables-view';
import { paymentKey } from './board-view';
import { useStaffFormat, type StaffVenueFormat } from './use-staff-format';
import { useConfirm } from '../ui/ConfirmDialog';

export interface TablesAppProps extends StaffVenueFormat {
  locale: Locale;
  messages: Messages;
}

function Tables(venue: StaffVenueFormat) {
  const { t, money } = useStaffFormat(venue);
  const [tables, setTables] = useState<StaffTable[] | null>(null);
  const [busy, setBusy] = useState('');
  const { dialog, ask } = useConfirm();

  const reload = useCallback(async () => {
    const list = await loadTables().catch(() => null);
    if (list) setTables(list);
  }, []);
  useEffect(() => {
    void reload();
    return onStaffChange(() => void reload());
  }, [reload]);

  const act = async (x: StaffTable, action: TableAction) => {
    setBusy(`${x.code}:${action}`);
    let r = await tableAction(x.code, action);
    if (!r.ok && action === 'close' && r.code === 'UNPAID_LINES') {
      if (await ask({ title: t('staff.tables.closeUnpaid', { name: x.name, amount: money(r.unpaidTotal ?? 0) }), confirmLabel: t('staff.tables.close'), cancelLabel: t('common.back'), danger: true })) r = await tableAction(x.code, action, true);
      else {
        setBusy('');
        return;
      }
    }
    if (!r.ok) staffToast(t('staff.orders.failed', { reason: r.message }));
    else if (action === 'reset-passcode') staffToast(t('staff.tables.newPasscode', { code: r.table.passcode ?? '' }));
    setBusy('');
    await reload();
  };

  const card = (x: StaffTable) => {
    const code = tableStatusCode(x);
    const s = x.sitting;
    const enc = encodeURIComponent(x.code);
    return (
      <article key={x.code} className="s-card t-card" data-table={x.code} aria-labelledby={`t-${x.code}`}>
        <div className="o-head">
          <h2 id={`t-${x.code}`} className="t-name">
            {t('staff.tables.table', { name: x.name })}
          </h2>
          <span className={`s-tag ${tableTone(code)}`} data-testid="table-status">
            {t(`staff.tables.status.${code}`)}
          </span>
        </div>
        {s && (
          <>
            <p className="s-meta">
              {plural(t, 'staff.tables.guests', { count: s.seats })} · {plural(t, 'staff.tables.phones', { count: s.diners })}
              {s.lockedBy === 2 ? ` · ${t('staff.tables.lockedByDiner')}` : s.lockedBy === 1 ? ` · ${t('staff.tables.lockedByStaff')}` : ''} · {t('staff.tables.unpaid', { amount: money(s.unpaidTotal) })}
              {s.orderId ? ` · ${t('staff.tables.orderStatus', { status: t(`staff.orders.payment.${paymentKey(s.orderStatus, '')}`) })}` : ''}
            </p>
            {cartGroups(s.lines).map((g) => (
              <div key={g.round} className="t-round">
                <h3>{g.round === 0 ? t('staff.tables.newLines') : t('staff.tables.round', { n: g.round })}</h3>
                <ul className="o-items">
                  {g.lines.map((l, i) => (
                    <li key={i} className={l.type === 22 ? 'mod' : undefined}>
                      {l.type === 22 ? '+ ' : ''}
                      {l.name} × {l.count}
                      {l.status === 1 && <span className="s-tag wait t-line">{t('staff.tables.lineNew')}</span>}
                      {l.status === 2 && <span className="s-tag go t-line">{t('staff.tables.linePaid')}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {!s.lines.some((l) => l.type !== 1021) && <p className="s-empty">{t('staff.tables.cartEmpty')}</p>}
            {(s.payments ?? []).length > 0 && (
              <div className="t-round" data-testid="table-payments">
                <h3>{t('staff.tables.payments')}</h3>
                <ul className="o-items">
                  {(s.payments ?? []).map((p, i) => (
                    <li key={i}>
                      {/^Guest (\d+)$/.test(p.payer) ? t('split.guest', { n: p.payer.slice(6) }) : p.payer} · {money(p.amount)}
                      {p.tip > 0 ? ` + ${t('staff.tables.tip', { amount: money(p.tip) })}` : ''}
                      <span className={`s-tag ${p.state === 'paid' ? 'go' : 'wait'} t-line`}>{t(p.state === 'paid' ? 'staff.tables.linePaid' : 'staff.tables.sharePaying')}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
        {x.passcode && (
          <p className="s-meta">
            {t('staff.tables.passcode', { code: x.passcode })}
            {x.lockout.failedLastHour ? ` · ${plural(t, 'staff.tables.wrongGuesses', { count: x.lockout.failedLastHour })}` : ''}
          </p>
        )}
        <div className="s-actions">
          <a className="s-btn plain" href={`/tbl?c=${enc}`} target="_blank" rel="noopener">
            {t('staff.tables.open')}
          </a>
          {tableActions(x).map((a) => (
            <button key={a} type="button" className={`s-btn ${a === 'lock' ? 'warn' : a === 'close' || a === 'switch-on' ? '' : 'plain'}`} disabled={busy === `${x.code}:${a}`} onClick={() => void act(x, a)}>
              {t(`staff.tables.${ACTION_KEY[a]}`)}
            </button>
          ))}
        </div>
        <p className="t-qr">
          {t('staff.tables.qr')}:{' '}
          <a href={`/staff/tables/${enc}/qr.png`} download={`table-${x.name}.png`}>
            {t('staff.tables.qrPng')}
          </a>{' '}
          <a href={`/staff/tables/${enc}/qr.svg`} download={`table-${x.name}.svg`}>
            {t('staff.tables.qrSvg')}
          </a>
        </p>
      </article>
    );
  };

  return (
    <>
      <h1>{t('staff.tables.title')}</h1>
      <div className="t-grid" aria-busy={!tables}>
        {tables && (tables.length ? tables.map(card) : <p className="s-empty">{t('staff.tables.empty')}</p>)}
      </div>
      {dialog}
    </>
  );
}

export default function TablesApp({ locale, messages, ...venue }: TablesAppProps) {
  return (
    <StaffRoot locale={locale} messages={messages}>
      <Tables {...venue} />
    </StaffRoot>
  );
}
