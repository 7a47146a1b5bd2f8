/**
 * The table island on /tbl and /tb (storefront.md §2.2, §2.6, §4 "Table states", §8): enters the
 * table (orderResInfo with this phone's device uid) once the menu island has set up the cart, then
 * shows the table's bar (name, guests, status, connection), the joining modal ('Table {name}', 'Number
 * of guests', the passcode), the table's cart drawer (tabs, rounds, 'Submit To Kitchen', paying), the
 * save retry alert and the states in which nothing can be ordered ('Table not found', not ready, ask
 * staff, paid). The menu island's 'Start order' chip opens the joining modal here.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '../../i18n';
import I18nRoot from '../I18nRoot';
import { loadBoot } from '../boot';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import { $cartOpen, $fulfilment, closeCart, closeFulfilment, openFulfilment } from '../stores/ui';
import { isTableBlocked } from '../stores/table-sync';
import { $table, $tablePhase, $tableUi, closeTableMessage, openJoin, refreshTable, retrySave, startTable, whenDraftReady, type TableMessage } from '../stores/table';
import { useValue } from '../stores/react';
import TableJoinModal from './TableJoinModal';
import LoadingPanel from '../ui/LoadingPanel';
import { $splitOpen, closeSplit } from '../stores/table-split-open';
import TableCourses from './TableCourses';
import './table.css';

// Loaded on first use (issue 28: the table page's JavaScript): the cart drawer on the first tap on the
// cart, the split sheet (bill split, tips) on 'Split the bill'. Until the code is in, the tap shows
// LoadingPanel at once.
const TableCartDrawer = lazy(() => import('./TableCartDrawer'));
const TableSplitPanel = lazy(() => import('./TableSplitPanel'));

/** True from the first time `open` is true on (the lazy panel stays mounted to close as it should). */
function useOpenedOnce(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  return used || open;
}

export interface TableAppProps {
  locale: Locale;
}

/** A table message as text. */
export function useMessage() {
  const { t } = useFormat();
  return (m: TableMessage) => ('raw' in m ? m.raw : t(m.key, { ...(m.params ?? {}) }));
}

/** The order detail of the table's order; back from it goes home (orders-and-payments.md §2.4 'order_table_scan'). */
export const orderHref = (tradeid: string) => `/order/detail/${encodeURIComponent(tradeid)}?from=order_table_scan`;

/** Where the table bar goes: right after the store header (a node of its own, made once). */
function useBarHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const existing = document.getElementById('table-bar-host');
    if (existing) return setHost(existing);
    const el = document.createElement('div');
    el.id = 'table-bar-host';
    const header = document.querySelector('#store > .store-head, #store > .adv-head, #store > header');
    if (header) header.after(el);
    else document.getElementById('store')?.prepend(el);
    setHost(el);
  }, []);
  return host;
}

function TableBar() {
  const host = useBarHost();
  const { t } = useFormat();
  const table = useValue($table);
  const phase = useValue($tablePhase);
  const ui = useValue($tableUi);
  if (!table || phase === 'notFound' || !host) return null;
  const locked = table.status === 3;
  const paid = phase === 'paid';
  return createPortal(
    <div className={`table-bar ${locked ? 'is-locked' : ''} ${paid ? 'is-paid' : ''}`} role="status" data-testid="table-bar">
      <button type="button" className="table-bar-main" onClick={openJoin} aria-haspopup="dialog">
        <Icon name="table" />
        <strong>{t('fulfilment.table', { name: table.name })}</strong>
        {table.tradeid && <span className="table-bar-guests">{t('table.guestCount', { count: table.count })}</span>}
      </button>
      <span className="table-bar-state" data-testid="table-state">
        {paid ? t('table.paid') : locked ? t('table.locked') : table.rounds > 0 ? t('table.rounds', { count: table.rounds }) : t('table.ordering')}
      </span>
      {!ui.online && <span className="table-bar-offline">{t('table.reconnecting')}</span>}
      {(paid || table.rounds > 0) && (
        <a className={`btn btn-sm ${paid ? 'btn-primary' : 'btn-ghost'}`} href={orderHref(table.tradeid)} data-testid="table-view-order">
          {t('table.viewOrder')}
        </a>
      )}
    </div>,
    host,
  );
}

/** A modal that cannot be closed: the table cannot be used from here. */
function Blocked({ title, body, testId, onRefresh }: { title: string; body: string; testId: string; onRefresh?: () => void }) {
  const id = useId();
  const { t } = useFormat();
  return (
    <Dialog open closeable={false} labelledBy={id} role="alertdialog" className="table-blocked">
      <Icon name="qr" />
      <h2 id={id}>{title}</h2>
      <p data-testid={testId}>{body}</p>
      {onRefresh && (
        <div className="dialog-actions">
          <button type="button" className="btn btn-primary" onClick={onRefresh} data-testid="table-refresh">
            {t('table.refresh')}
          </button>
        </div>
      )}
    </Dialog>
  );
}

function Messages() {
  const { t } = useFormat();
  const text = useMessage();
  const ui = useValue($tableUi);
  const phase = useValue($tablePhase);
  const table = useValue($table);
  const [paidSeen, setPaidSeen] = useState(false);
  const id = useId();
  if (ui.dead) return <Blocked title={t('table.rescanTitle')} body={t('table.multipleFailed')} testId="table-dead" />;
  if (phase === 'notFound') return <Blocked title={t('pages.invalidTableCode')} body={t('pages.invalidTableCodeHint')} testId="table-not-found" />;
  if (phase === 'notReady') return <Blocked title={t('table.notReadyTitle')} body={t('table.notReady')} testId="table-not-ready" onRefresh={() => void refreshTable()} />;
  if (phase === 'needsStaff') return <Blocked title={t('table.notReadyTitle')} body={t('table.needsStaff')} testId="table-needs-staff" />;
  if (ui.retry > 0) {
    return (
      <Dialog open closeable={false} labelledBy={id} role="alertdialog">
        <h2 id={id}>{t('table.retryTitle')}</h2>
        <p>{t('table.retryBody')}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-primary" onClick={retrySave} data-testid="table-retry">
            {t('common.retry')}
          </button>
        </div>
      </Dialog>
    );
  }
  if (phase === 'paid' && table && !paidSeen) {
    return (
      <Dialog open onClose={() => setPaidSeen(true)} labelledBy={id}>
        <h2 id={id}>{t('table.paidTitle', { name: table.name })}</h2>
        <p data-testid="table-paid">{t('table.paidBody')}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => setPaidSeen(true)}>
            {t('common.ok')}
          </button>
          <a className="btn btn-primary" href={orderHref(table.tradeid)}>
            {t('table.viewOrder')}
          </a>
        </div>
      </Dialog>
    );
  }
  if (!ui.message) return null;
  return (
    <Dialog open onClose={closeTableMessage} labelledBy={id} role={ui.message.kind === 'error' ? 'alertdialog' : 'dialog'}>
      <h2 id={id}>{text(ui.message.title)}</h2>
      <p className="pre-line" data-testid="table-message">
        {text(ui.message.body)}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={closeTableMessage}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}

function Table({ code, venueCode }: { code: string; venueCode: string }) {
  const [ready, setReady] = useState(false);
  const splitOpen = useValue($splitOpen);
  const cartOpen = useValue($cartOpen);
  const cartUsed = useOpenedOnce(cartOpen);
  const splitUsed = useOpenedOnce(splitOpen);
  const { t } = useFormat();
  useEffect(() => {
    let cancelled = false;
    void whenDraftReady().then(async () => {
      if (cancelled) return;
      setReady(true);
      await startTable(code, venueCode);
    });
    return () => {
      cancelled = true;
    };
  }, [code, venueCode]);
  // The menu island's 'Start order' (fulfilment) at a table is joining the table: it stays "open" while
  // the joining modal or a blocking table prompt is (so the menu's popups, the poster, wait), and the
  // chip opens the joining modal.
  useEffect(() => {
    let holding = false;
    const sync = () => {
      if (isTableBlocked($tablePhase.get(), $tableUi.get())) {
        if (!$fulfilment.get()) {
          holding = true;
          openFulfilment(false);
          holding = false;
        }
      } else if ($fulfilment.get()) closeFulfilment();
    };
    const onFulfilment = (v: unknown) => {
      if (holding) return;
      if (v && $tablePhase.get() !== 'loading' && !$tableUi.get().join) openJoin();
      sync();
    };
    const stops = [$fulfilment.listen(onFulfilment), $tablePhase.listen(sync), $tableUi.listen(sync)];
    return () => stops.forEach((stop) => stop());
  }, []);
  if (!ready) return null;
  return (
    <>
      <TableBar />
      <TableCourses code={code} />
      <TableJoinModal />
      {cartUsed && (
        <Suspense fallback={cartOpen ? <LoadingPanel title={t('cart.title')} onClose={closeCart} className="cart-panel table-cart" /> : null}>
          <TableCartDrawer />
        </Suspense>
      )}
      {splitUsed && (
        <Suspense fallback={splitOpen ? <LoadingPanel title={t('split.title')} onClose={closeSplit} className="cart-panel table-split" /> : null}>
          <TableSplitPanel open={splitOpen} onClose={closeSplit} />
        </Suspense>
      )}
      <Messages />
    </>
  );
}

export default function TableApp({ locale }: TableAppProps) {
  // The island's texts come from the boot data: nothing renders (nor builds i18next) before it is read.
  const [boot, setBoot] = useState<{ code: string; venueCode: string } | null>(null);
  useEffect(() => {
    // Until the table is read, 'Start order' counts as open: the menu's popups wait for the joining modal.
    openFulfilment(false);
    void loadBoot().then((data) => {
      if (data?.table?.code && data.venue) setBoot({ code: data.table.code, venueCode: data.venue.code });
    });
  }, []);
  if (!boot) return null;
  return (
    <I18nRoot locale={locale}>
      <Table code={boot.code} venueCode={boot.venueCode} />
    </I18nRoot>
  );
}
