/**
 * The table parts of the order detail (orders-and-payments.md §2.4 "for table orders", §4.4, §4.6,
 * §4.8, §5.1; storefront.md §4 "Table states"): reading the sitting of a table order by its trade id,
 * following the table live, the 'newlyAddedItems (n)' / 'orderedItems (n)' tabs and the bottom actions
 * 'addMore', 'submitToKitchen', 'payNow' / 'payToProceed'. The table calls, the tab rule, the action
 * rule, the pay checks and the checkout-and-pay step are the table island's (islands/table/*,
 * stores/table.ts): nothing of the table cart logic is written again here.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../api/errors';
import { showModal } from '../stores/ui';
import { checkTablePay, classifyTableFailure, isSittingLive, mapTableActions, mapTableTabs, TABLE_STATE, TABLE_STATUS, type TableEvent, type TableMessage } from '../stores/table-sync';
import Icon from '../ui/Icon';
import { tableApiOnce, tableToken as token, type TableOrderInfo } from '../stores/table-order';

/**
 * Follows the table of a live table order (orders-and-payments.md §4.8): an event asking for a refresh
 * (state 1) reads the page again; a new trade id opens /order/detail/{newtradeid}; an event with the
 * order status on screen updates the table in place (`onEvent`); anything else reads the page again. A
 * socket that comes back reads the page again too. Events older than the version on screen are ignored.
 */
export function useFollowTable(info: TableOrderInfo | null, tradeid: string, handlers: { onEvent: (e: TableEvent & { carts: NonNullable<TableEvent['carts']> }) => void; onRefetch: () => void }) {
  const latest = useRef(info);
  latest.current = info;
  const h = useRef(handlers);
  h.current = handlers;
  const code = info && isSittingLive(info) ? info.code : '';
  useEffect(() => {
    if (!code) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../api/table-api').then(({ watchTable }) => {
      if (cancelled) return;
      stop = watchTable(code, token, {
        onEvent: (e) => {
          const now = latest.current;
          if (!now || (e.orderversion <= now.orderversion && e.status !== TABLE_STATUS.closed)) return;
          if (e.state === TABLE_STATE.refresh || !e.carts) return h.current.onRefetch();
          if (e.tradeid && e.tradeid !== tradeid) return location.replace(`/order/detail/${encodeURIComponent(e.tradeid)}?from=order_table_scan`);
          if (e.orderstatus === now.orderstatus) return h.current.onEvent({ ...e, carts: e.carts });
          h.current.onRefetch();
        },
        onReconnected: () => h.current.onRefetch(),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [code, tradeid]);
}

/** Texts of the table messages on the order page: `table.*` keys live under `orders.table.*` there. */
export function useTableText() {
  const { t } = useTranslation();
  return (m: TableMessage) => ('raw' in m ? m.raw : t(m.key.startsWith('table.') ? `orders.${m.key}` : m.key, { ...(m.params ?? {}), defaultValue: t('errors.default') }));
}

/** The tab picked by the diner; `mapTableTabs` decides what shows (storefront.md §2.6; orders-and-payments.md §4.4). */
export function TableTabs({ tabs, onPick }: { tabs: ReturnType<typeof mapTableTabs>; onPick: (tab: 'new' | 'ordered') => void }) {
  const { t } = useTranslation();
  if (!tabs.shown) return null;
  return (
    <div className="cart-tabs od-tabs" role="tablist" aria-label={t('orders.detail.items')}>
      {tabs.tabs.map((k) => (
        <button key={k} role="tab" type="button" aria-selected={tabs.tab === k} onClick={() => onPick(k)} data-testid={`od-tab-${k}`}>
          {k === 'new' ? t('orders.table.newlyAddedN', { count: tabs.newCount }) : t('orders.table.orderedN', { count: tabs.orderedCount })}
        </button>
      ))}
    </div>
  );
}

/** The table's menu: 'addMore' goes back to ordering at the table. */
const tableMenuHref = (code: string) => `/tbl?c=${encodeURIComponent(code)}`;

/** 'Add more' under the items while other actions hold the bottom bar (a phone fits two buttons there). */
export function TableAddMore({ info }: { info: TableOrderInfo }) {
  const { t } = useTranslation();
  if (mapTableActions(info, info.carts).length === 0) return null;
  return (
    <a className="od-link" href={tableMenuHref(info.code)} data-testid="action-addMore">
      <Icon name="cart" />
      {t('orders.table.actions.addMore')}
    </a>
  );
}

/**
 * The bottom actions of a live table order (orders-and-payments.md §2.4, §4.6, §4.8, §5.1): 'addMore'
 * (back to the table's menu), then the table's own rule (`mapTableActions`): 'submitToKitchen' while
 * new lines exist and the table is not locked, 'payNow' (open) or 'payToProceed' (locked) for lines
 * sent and unpaid when the venue's tablepayments allows it ('Please pay at counter' otherwise); 'addMore'
 * is the bar's button when nothing else is offered, else a link under the items (`TableAddMore`). Paying
 * runs the table's checks (`checkTablePay`) and then its checkout-and-pay step.
 */
export function TableOrderActions({ info, money, busy, run, onChanged }: { info: TableOrderInfo; money: (c: number) => string; busy: boolean; run: (task: () => Promise<unknown>) => Promise<void>; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const text = useTableText();
  const lines = info.carts;
  const actions = mapTableActions(info, lines);
  const sentUnpaid = lines.filter((l) => l.status === 21).reduce((s, l) => s + l.price * l.count, 0);
  // With nothing new, the server's bill is exactly what a checkout charges.
  const payAmount = info.bill && !lines.some((l) => l.status === 1) ? info.bill.feetopay : sentUnpaid;
  const tell = (m: TableMessage, title = t('modal.info')) => showModal({ title, body: text(m), confirm: 'ok', kind: 'info' });

  const submit = () =>
    run(async () => {
      if (!lines.some((l) => l.status === 1)) return tell({ key: lines.length ? 'table.allSent' : 'errors.CART_EMPTY' });
      try {
        await (await tableApiOnce()).submit(info.code, info.orderversion);
        await onChanged();
        tell({ key: 'table.allSent' }, t('orders.table.sentTitle'));
      } catch (e) {
        const failure = toApiFailure(e);
        const kind = classifyTableFailure(failure);
        await onChanged();
        tell(kind === 'conflict' ? { key: 'table.cartChanged' } : kind === 'network' ? { key: 'errors.FAILED_TO_FETCH' } : { raw: failure.message });
      }
    });

  const pay = () =>
    run(async () => {
      const refused = checkTablePay(info, lines);
      if (refused) return tell(refused);
      const { checkoutAndPay } = await import('../stores/table');
      const r = await checkoutAndPay(await tableApiOnce(), info.code, () => undefined);
      if (r) {
        await onChanged();
        tell(r.message, r.kind === 'error' ? t('modal.error') : t('modal.info'));
      }
    });

  return (
    <>
      {info.payment_mode !== 1 && sentUnpaid > 0 && (
        <p className="od-banner" role="status" data-testid="od-pay-at-counter">
          <Icon name="store" />
          <span>{t('errors.PAY_AT_COUNTER')}</span>
        </p>
      )}
      <div className="od-bar" role="region" aria-label={t('orders.detail.actions')}>
        <div className="od-bar-in">
          {actions.length === 0 && (
            <a className="btn btn-primary od-action" href={tableMenuHref(info.code)} data-testid="action-addMore">
              {t('orders.table.actions.addMore')}
            </a>
          )}
          {actions.map((key, i) => (
            <button
              key={key}
              type="button"
              className={`btn ${i === 0 ? 'btn-primary' : 'btn-ghost'} od-action`}
              aria-disabled={busy}
              onClick={() => void (key === 'submitToKitchen' ? submit() : pay())}
              data-testid={`action-${key}`}
            >
              <span>{t(`orders.table.actions.${key}`)}</span>
              {key !== 'submitToKitchen' && <span className="btn-amount">{money(payAmount)}</span>}
            </button>
          ))}
        </div>
      </div>
    </>
  );
}
