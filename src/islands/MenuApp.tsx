/**
 * The menu page's island (storefront.md §2.6): takes the boot data the server rendered the menu from,
 * keeps the server-rendered rows and category badges live (counts, sold-out, add state), re-reads
 * stock on hydrate, loads any remaining product pages, and holds the cart bar and drawer, the product
 * sheet, the 'Start order' modal and the other overlays. Heavy parts load on first use.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { findChangedCartItems, selectMenuAfterCheck } from '../domain/cart';
import { defaultOrderCategory, isCategorySelectorCloseable, mapFulfilmentLabel } from '../domain/fulfilment';
import { fromVenueLocal, isPreorderForced, isStoreOpenAt } from '../domain/opening-hours';
import { checkPreorderTime } from '../domain/time-slots';
import type { Menu } from '../domain/types';
import type { Locale } from '../i18n';
import I18nRoot from './I18nRoot';
import { readBoot, type BootData } from './boot';
import { isTableMode } from './entry/app-mode';
import CartDrawer, { CartBar } from './cart/CartDrawer';
import { menuCheckIds } from './cart/cart-view';
import { syncCategoryBadges, syncRows, wireCategoryBar, wireMenuClicks, type RowAction } from './menu/dom';
import { ChangedItemsModal, MenuPicker, Posters, StoreInfoModal, UpsellOverlay } from './menu/MenuModals';
import { createPager, isNearBottom, nextPage, pageFailed, pageLoaded, SCROLL_PAUSE_MS, type PagerState } from './menu/pager';
import { buildProductRow, renderRow } from './menu/row-view';
import { isQuickAdd, type RowKey } from './menu/row-state';
import InfoModal from './ui/InfoModal';
import Toast from './ui/Toast';
import { useFormat } from './ui/use-format';
import { hasReservations } from './venue-caps';
import { initLocale } from './stores/locale';
import { rememberMode } from './stores/app-mode';
import { $menu, $venue, appendProducts, applyLiveStock, loadMenuData } from './stores/menu';
import { $categoryCounts, $draft, $lines, $rowStates, addOneToRow, initOrder, removeOneOfRow, replaceLines, setDraftMenu, setFulfilment } from './stores/order';
import { $fulfilment, $sheet, closeCart, openFulfilment, openMenuPicker, openPosters, openSheet, openStoreInfo, showChangedItems, showModal, showToast } from './stores/ui';
import { useValue } from './stores/react';

const ProductSheet = lazy(() => import('./sheet/ProductSheet'));
const FulfilmentModal = lazy(() => import('./fulfilment/FulfilmentModal'));

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface MenuAppProps {
  locale: Locale;
  /** Link of the venue's menu page (for the menu picker). */
  baseHref: string;
}

function refFor(key: RowKey) {
  const [kind, id] = key.split(':');
  const n = Number(id);
  return kind === 'c' ? ({ kind: 'combo', comboId: n } as const) : kind === 's' ? ({ kind: 'setMenu', setMenuId: n } as const) : ({ kind: 'product', productId: n } as const);
}

/** Sets up stores from the boot data once, and the default fulfilment (storefront.md §4 "Fulfilment"). */
function useBoot(): BootData | null {
  const [boot] = useState(() => readBoot());
  useEffect(() => {
    if (!boot?.venue) return;
    initLocale(boot.locale);
    loadMenuData({ venue: boot.venue, menu: boot.menu ?? null, menus: boot.menus ?? [] });
    const draft = initOrder(boot.venue, boot.menu?.id ?? 0);
    if (boot.menu) setDraftMenu(boot.menu.id);
    rememberMode(boot.entry.mode, boot.venue.code);
    const table = isTableMode(boot.entry.mode);
    const venue = boot.venue;
    const reservations = hasReservations(venue);
    if (draft.orderCategoryType === 0) {
      if (!isCategorySelectorCloseable(venue, { tableMode: table, categoryType: 0 })) {
        openFulfilment(false);
        return;
      }
      const first = defaultOrderCategory(venue, table);
      if (first) {
        const forced = isPreorderForced(venue, nowSeconds(), { reservations, tableOrder: table, categoryType: first.type });
        setFulfilment({ type: first.type, name: first.name, preOrder: forced, validDate: '', validTime: '', address: null });
        if (forced) openFulfilment(true);
      } else if (!table) openFulfilment(true);
    } else if (!table && draft.preOrder && draft.validDate && draft.validTime) {
      // A saved pre-order time that has passed (15-minute check) reopens the configuration.
      const at = fromVenueLocal(draft.validDate, draft.validTime, venue.config.timezone);
      if (!Number.isFinite(at) || !checkPreorderTime(venue, at, nowSeconds(), draft.orderCategoryType).ok) openFulfilment(true);
    }
    const action = new URLSearchParams(location.search).get('action');
    if (action === 'FULFILLMENT_CONFIG') openFulfilment(true);
  }, [boot]);
  return boot;
}

function App({ baseHref }: MenuAppProps) {
  const boot = useBoot();
  const { t, error, locale, money } = useFormat();
  const sheet = useValue($sheet);
  const fulfilment = useValue($fulfilment);
  const [sheetUsed, setSheetUsed] = useState(false);
  const [fulfilUsed, setFulfilUsed] = useState(false);
  const [busy, setBusy] = useState(false);
  const pager = useRef<PagerState | null>(null);
  const tableMode = boot ? isTableMode(boot.entry.mode) : false;

  if (sheet && !sheetUsed) setSheetUsed(true);
  if (fulfilment && !fulfilUsed) setFulfilUsed(true);

  // The header's fulfilment chip follows the draft.
  useEffect(() => {
    return $draft.subscribe((d) => {
      const venue = $venue.get();
      if (!d || !venue) return;
      const label = d.orderCategoryType ? t(`fulfilment.labels.${mapFulfilmentLabel(d.orderCategoryType, venue)}`) : t('fulfilment.startOrder');
      const timing = d.orderCategoryType ? (d.preOrder && d.validTime ? `${d.validDate.slice(5)} ${d.validTime}` : t('fulfilment.asap')) : '';
      for (const el of document.querySelectorAll<HTMLElement>('[data-fulfil-label]')) el.textContent = timing ? `${label} · ${timing}` : label;
    });
  }, [t]);

  // Rows and badges follow the cart and stock.
  useEffect(() => {
    const main = document.getElementById('menu');
    if (!main) return;
    const inCart = (n: number) => t('menu.inCart', { count: n });
    const unsubRows = $rowStates.subscribe((states) => syncRows(main, states, { inCart }));
    const unsubCats = $categoryCounts.subscribe((counts) => syncCategoryBadges(document, counts, inCart));
    return () => {
      unsubRows();
      unsubCats();
    };
  }, [t]);

  // Clicks on rows and header buttons.
  useEffect(() => {
    const root = document.getElementById('store');
    if (!root) return;
    const onRow = (key: RowKey, action: RowAction) => {
      const menu = $menu.get();
      const state = $rowStates.get().get(key);
      if (!menu || !state) return;
      const itemName = document.querySelector(`[data-row="${key}"] .row-name`)?.firstChild?.textContent ?? '';
      if (action === 'minus') {
        removeOneOfRow(key);
        return;
      }
      if (state.soldOut) {
        showToast(t('errors.ITEM_SOLD_OUT', { name: itemName }));
        return;
      }
      if (action === 'open') {
        openSheet({ ref: refFor(key) });
        return;
      }
      if (!state.canAdd) {
        showToast(t('errors.WOULD_SELL_OUT', { name: itemName }));
        return;
      }
      if (isQuickAdd(menu, key)) {
        const r = addOneToRow(key);
        if (!r.ok) showToast(error(r));
        return;
      }
      openSheet({ ref: refFor(key), attributes: key.startsWith('p:') });
    };
    const onUi = (name: string) => {
      if (name === 'fulfilment') openFulfilment(true);
      else if (name === 'store-info') openStoreInfo();
      else if (name === 'posters') openPosters('list');
      else if (name === 'menus') openMenuPicker();
      else if (name === 'retry') location.reload();
    };
    const unwire = wireMenuClicks(root, onRow, onUi);
    const bar = document.querySelector<HTMLElement>('[data-category-bar]');
    const unbar = bar ? wireCategoryBar(bar) : () => undefined;
    return () => {
      unwire();
      unbar();
    };
  }, [t, error]);

  // Live stock and prices over a cached shell (issue 4 "SEO"): re-read once on hydrate.
  useEffect(() => {
    if (!boot?.venue || !boot.menu) return;
    let cancelled = false;
    void import('./api/operations')
      .then(({ fetchLiveStock }) => fetchLiveStock({ venue_code: boot.venue!.code, menu_id: boot.menu!.id }))
      .then((live) => {
        if (!cancelled) applyLiveStock(live);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [boot]);

  // Remaining product pages (storefront.md §4 "Product list loading").
  const loadMore = useCallback(async () => {
    const state = pager.current;
    const menu = $menu.get();
    const venue = $venue.get();
    if (!state || !menu || !venue) return;
    const request = nextPage(state);
    if (!request) return;
    const section = document.querySelector<HTMLElement>(`[data-more="${request.categoryId}"]`);
    try {
      const { fetchProductList } = await import('./api/operations');
      const products = await fetchProductList({ venue_code: venue.code, menu_id: menu.id, count: request.count, index: request.index, category_id: request.categoryId });
      pager.current = pageLoaded(state, request, products.length);
      appendProducts(products);
      const list = document.querySelector<HTMLElement>(`#cat-${request.categoryId} .rows`);
      const current = $menu.get()!;
      const money = { unit: venue.config.monetaryunit, rate: Number(venue.config.monetaryrate), locale: locale === 'zh-CN' ? 'zh-CN' : 'en-AU' };
      if (list) list.insertAdjacentHTML('beforeend', products.map((p) => renderRow(buildProductRow(p, { menu: current, locale, t, money }))).join(''));
      if (section && pageLoaded(state, request, products.length).categories.find((c) => c.categoryId === request.categoryId)?.done) section.hidden = true;
      syncRows(document.getElementById('menu')!, $rowStates.get(), { inCart: (n) => t('menu.inCart', { count: n }) });
    } catch {
      pager.current = pageFailed(state);
      if (pager.current.stopped && section) section.textContent = t('menu.loadFailed');
    }
  }, [locale, t]);

  useEffect(() => {
    const pending = [...document.querySelectorAll<HTMLElement>('[data-more]')].map((el) => ({ categoryId: Number(el.dataset.more), loaded: Number(el.dataset.loaded ?? 0) }));
    if (pending.length === 0) return;
    pager.current = createPager(pending);
    let pausedUntil = 0;
    let running = false;
    const onScroll = () => {
      if (running || Date.now() < pausedUntil) return;
      if (!isNearBottom(scrollY, innerHeight, document.documentElement.scrollHeight)) return;
      pausedUntil = Date.now() + SCROLL_PAUSE_MS;
      running = true;
      void loadMore().finally(() => {
        running = false;
      });
    };
    addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => removeEventListener('scroll', onScroll);
  }, [loadMore]);

  // 'Continue': the checkout flow's first checks, then the cart validity check (storefront.md §4).
  const onContinue = async () => {
    const draft = $draft.get();
    const venue = $venue.get();
    const menu = $menu.get();
    if (!draft || !venue || !menu) return;
    if (draft.lines.length === 0) {
      showModal({ title: t('modal.info'), body: t('errors.CART_EMPTY'), confirm: 'ok', kind: 'info' });
      return;
    }
    if (draft.orderCategoryType === 0) {
      closeCart();
      showToast(t('errors.NO_FULFILMENT'));
      openFulfilment(true);
      return;
    }
    const now = nowSeconds();
    const table = tableMode;
    if (draft.preOrder) {
      const at = draft.validDate && draft.validTime ? fromVenueLocal(draft.validDate, draft.validTime, venue.config.timezone) : NaN;
      if (!draft.validDate || !draft.validTime || !Number.isFinite(at) || !checkPreorderTime(venue, at, now, draft.orderCategoryType).ok) {
        closeCart();
        showToast(t('errors.NO_VALID_TIME'));
        openFulfilment(true);
        return;
      }
    } else if (!isStoreOpenAt(venue, now, { categoryType: draft.orderCategoryType, tableOrder: table })) {
      closeCart();
      openFulfilment(true);
      return;
    }
    setBusy(true);
    try {
      const { fetchMenuCheck } = await import('./api/operations');
      const menuIds = [...new Set(draft.lines.map((l) => l.menu_id))];
      const menus: Menu[] = [];
      for (const id of menuIds) {
        try {
          menus.push(await fetchMenuCheck({ venue_code: venue.code, menu_id: id, param: menuCheckIds(draft.lines, id) }));
        } catch {
          // A failed check treats the lines as errors (storefront.md §8 "Menu").
        }
      }
      const { valid, changed } = findChangedCartItems(draft.lines, menus);
      if (changed.length > 0) {
        replaceLines(valid);
        showChangedItems(changed);
        const next = selectMenuAfterCheck(valid, menu.id);
        if (next !== menu.id) location.assign(`${baseHref}?menu=${next}`);
        return;
      }
      location.assign(`/pay/checkout?venue=${encodeURIComponent(venue.code)}`);
    } finally {
      setBusy(false);
    }
  };

  void money;
  void $lines;
  if (!boot?.venue) return null;
  const reservations = hasReservations(boot.venue);
  return (
    <>
      <CartBar onContinue={onContinue} />
      <CartDrawer onContinue={() => void onContinue()} busy={busy} />
      {sheetUsed && (
        <Suspense fallback={null}>
          <ProductSheet />
        </Suspense>
      )}
      {fulfilUsed && (
        <Suspense fallback={null}>
          <FulfilmentModal />
        </Suspense>
      )}
      <UpsellOverlay />
      <ChangedItemsModal />
      <StoreInfoModal />
      <Posters tableMode={tableMode} autoPopup={!fulfilment} />
      <MenuPicker baseHref={baseHref} dimmed={(status) => !(tableMode || status === 1 || (reservations && Boolean($draft.get()?.validTime)))} />
      <InfoModal />
      <Toast />
    </>
  );
}

export default function MenuApp(props: MenuAppProps) {
  return (
    <I18nRoot locale={props.locale}>
      <App {...props} />
    </I18nRoot>
  );
}
