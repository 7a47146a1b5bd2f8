/**
 * The table's cart drawer (storefront.md §2.6 "Cart bar and cart drawer"; orders-and-payments.md §2.4
 * "Table order: 'addMore', 'payNow', 'submitToKitchen', or 'payToProceed'", §4.4): the one live cart of
 * the table, titled with the 'total unpaid'; once anything went to the kitchen, tabs 'Newly added items'
 * (only while it has lines) and 'Ordered items' (new lines highlighted, only they have count buttons);
 * the tab defaults to newly added while new lines exist and goes back to ordered when none remain.
 * Footer: 'Submit To Kitchen'
 * for the new lines, 'Pay now' (or 'Pay to proceed' when the table is locked for checkout) for what was
 * sent, 'Please pay at counter' when the venue takes no payment at the table, and the paid order.
 */
import { useEffect, useId, useState } from 'react';
import { isCartPaid } from '../../domain/cart-totals';
import Dialog from '../ui/Dialog';
import { useFormat } from '../ui/use-format';
import { buildCartView, groupAccountOf } from '../cart/cart-view';
import { CartCourses, CartHead } from '../cart/CartLines';
import { $lines } from '../stores/order';
import { $menu, $venue } from '../stores/menu';
import { $cartOpen, closeCart } from '../stores/ui';
import { $table, $tablePhase, $tableUi, payTable, submitToKitchen } from '../stores/table';
import { useValue } from '../stores/react';
import { mapTableActions, mapTableTabs } from '../stores/table-sync';
import { openSplit } from '../stores/table-split-open';

export default function TableCartDrawer() {
  const { t, money, locale } = useFormat();
  const open = useValue($cartOpen);
  const lines = useValue($lines);
  const venue = useValue($venue);
  const menu = useValue($menu);
  const table = useValue($table);
  const phase = useValue($tablePhase);
  const ui = useValue($tableUi);
  const titleId = useId();
  const [picked, setPicked] = useState<'new' | 'ordered' | undefined>(undefined);
  const tabs = mapTableTabs(lines, picked);
  const shownLines = tabs.shown ? lines.filter((l) => (tabs.tab === 'new' ? l.status === 1 : l.status !== 1)) : lines;
  const view = buildCartView(shownLines, venue ?? { order_sequences: [] }, menu ? [menu] : [], locale);
  const totalUnpaid = buildCartView(lines, venue ?? { order_sequences: [] }, [], locale).totalUnpaid;
  const actions = table ? mapTableActions(table, lines) : [];
  const paid = phase === 'paid' || (lines.length > 0 && isCartPaid(lines) && (table?.orderstatus ?? 0) === 2);

  useEffect(() => {
    if (open && lines.length === 0) closeCart();
  }, [open, lines.length]);
  // A picked tab holds only while it has lines.
  useEffect(() => {
    if (picked === 'new' && tabs.newCount === 0) setPicked(undefined);
  }, [picked, tabs.newCount]);

  return (
    <Dialog open={open} onClose={closeCart} variant="bottom" labelledBy={titleId} className="cart-panel table-cart">
      <CartHead titleId={titleId} totalUnpaid={totalUnpaid} groupAccount={groupAccountOf(table?.orderextra)} />
      {tabs.shown && (
        <div className="cart-tabs" role="tablist">
          {tabs.tabs.map((k) => (
            <button key={k} role="tab" type="button" aria-selected={tabs.tab === k} onClick={() => setPicked(k)} data-testid={`table-tab-${k}`}>
              {k === 'new' ? t('table.newlyAddedN', { count: tabs.newCount }) : t('table.orderedN', { count: tabs.orderedCount })}
            </button>
          ))}
        </div>
      )}
      <div className="panel-body cart-body" data-testid="table-cart-lines">
        {view.empty && <p className="muted cart-empty">{tabs.tab === 'new' && tabs.shown ? t('table.noNewItems') : t('cart.empty')}</p>}
        <CartCourses courses={view.courses} statusOf={(headId) => lines.find((l) => l.id === headId)?.status ?? 1} />
      </div>
      <div className="panel-foot table-actions">
        {ui.saving && <p className="muted small table-saving">{t('table.saving')}</p>}
        {paid && table && (
          <a className="btn btn-primary btn-block" href={`/order/detail/${encodeURIComponent(table.tradeid)}?from=order_table_scan`} data-testid="table-paid-order">
            {t('table.paidViewOrder')}
          </a>
        )}
        {!paid && table?.payment_mode === 0 && lines.some((l) => l.status === 21) && <p className="muted small">{t('errors.PAY_AT_COUNTER')}</p>}
        {!paid &&
          actions.map((key, i) => (
            <button
              key={key}
              type="button"
              className={`btn btn-block ${i === 0 ? 'btn-primary' : 'btn-ghost'}`}
              aria-disabled={ui.busy}
              onClick={() => {
                if (ui.busy) return;
                void (key === 'submitToKitchen' ? submitToKitchen() : payTable());
              }}
              data-testid={`table-${key}`}
            >
              <span>{t(`table.actions.${key}`)}</span>
              {key !== 'submitToKitchen' && <span className="btn-amount">{money(lines.filter((l) => l.status === 21).reduce((s, l) => s + l.price * l.count, 0))}</span>}
            </button>
          ))}
        {!paid && table?.payment_mode !== 0 && lines.some((l) => l.status === 21) && !lines.some((l) => l.status === 1) && (
          <button
            type="button"
            className="btn btn-ghost btn-block"
            onClick={() => {
              closeCart();
              openSplit();
            }}
            data-testid="table-split"
          >
            {t('split.open')}
          </button>
        )}
        {!paid && actions.length === 0 && !lines.some((l) => l.status === 21) && (
          <button type="button" className="btn btn-ghost btn-block" onClick={closeCart}>
            {t('table.actions.addMore')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
