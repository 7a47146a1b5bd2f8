/**
 * The menu page's island (storefront.md §2.6). Its always-loaded core takes the boot data the server
 * rendered the menu from, keeps the server-rendered rows and category badges live (counts, sold-out,
 * add state), adds plain items from their rows, re-reads stock on hydrate, loads any remaining product
 * pages and shows the cart bar. Everything it opens (sheet, drawer, modals) is `MenuOverlays`, loaded
 * on first use. Texts come translated from the server (`labels.ts`).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { defaultOrderCategory, filterCategoriesForMode, isCategorySelectorCloseable, mapFulfilmentLabel, mapOrderCategories } from '../domain/fulfilment';
import type { Locale } from '../i18n';
import { intlLocale } from '../i18n';
import { formatMoney } from '../domain/money';
import { loadBoot, type BootData } from './boot';
import { hasReservations } from './venue-caps';
import { isTableMode } from './stores/entry-mode';
import { fill, type MenuLabels } from './labels';
import { syncCategoryBadges, syncRows, wireCategoryBar, wireMenuClicks, type RowAction } from './menu/dom';
import { createPager, isNearBottom, nextPage, pageFailed, pageLoaded, SCROLL_PAUSE_MS, type PagerState } from './menu/pager';
import { pickPopupPoster } from './menu/posters';
import { readPosterDismissals } from './menu/poster-dismissals';
import { buildProductRow, renderRow } from './menu/row-view';
import { isQuickAdd, type RowKey } from './stores/row-state';
import Icon from './ui/Icon';
import { initLocale } from './stores/locale';
import { rememberMode } from './stores/app-mode';
import { $menu, $venue, appendProducts, applyLiveStock, applyServiceChange, loadMenuData } from './stores/menu';
import { liveMenuOfItems } from './stores/live-stock';
import { serviceNotice } from '../domain/availability';
import { toVenueLocal, formatTimeOfDay } from '../domain/opening-hours';
import { $cartCount, $cartTotal, $categoryCounts, $draft, $rowStates, addOneToRow, cartContext, initOrder, removeOneOfRow, setDraftMenu, setFulfilment } from './stores/order';
import { buildItem, findUpsellCombos } from '../domain/item-builder';
import {
  $cartOpen,
  $changedItems,
  $fulfilment,
  $menuPickerOpen,
  $modal,
  $posters,
  $sheet,
  $storeInfoOpen,
  $upsell,
  openCart,
  openFulfilment,
  openMenuPicker,
  openPosters,
  openSheet,
  openStoreInfo,
  showToast,
  showUpsell,
  $declinedUpsells,
  isFulfilmentDismissed,
  $checkoutRequested,
  requestCheckout,
  $accountOpen,
} from './stores/ui';
import { readNavIntent } from './stores/nav-intent';
import { storedReusableConfirmation } from './stores/venue-marks';
import { loadSession, needsFirstPassword } from './stores/session';
import { useValue } from './stores/react';
import { tableDraftStorageKey } from './stores/table-draft-key';
import Toast from './ui/Toast';
import { $allergenFilter, $allergenPanelOpen, openAllergenPanel } from './stores/allergen-filter';
import { applyAllergenFilter } from './menu/allergen-rows';
import { islandReady } from './tap-replay';

const MenuOverlays = lazy(() => import('./MenuOverlays'));

export interface MenuAppProps {
  locale: Locale;
  /** Link of the venue's menu page (for the menu picker). */
  baseHref: string;
  labels: MenuLabels;
}

function refFor(key: RowKey) {
  const [kind, id] = key.split(':');
  const n = Number(id);
  return kind === 'c' ? ({ kind: 'combo', comboId: n } as const) : kind === 's' ? ({ kind: 'setMenu', setMenuId: n } as const) : ({ kind: 'product', productId: n } as const);
}


/**
 * Sets up the stores from the boot data once and the default fulfilment (storefront.md §4
 * "Fulfilment"): the first category of the mode, non-closeable selector for the category pairs, and a
 * forced pre-order when the store is closed with reservations. Returns whether overlays are needed now.
 */
function setUp(boot: BootData): boolean {
  const venue = boot.venue!;
  initLocale(boot.locale);
  loadMenuData({ venue, menu: boot.menu ?? null, menus: boot.menus ?? [] });
  const table = isTableMode(boot.entry.mode);
  // Table mode: each table's live cart (stores/table.ts) is kept apart from the venue's online draft and other tables'.
  const draft = initOrder(venue, boot.menu?.id ?? 0, table ? { storageKey: tableDraftStorageKey(boot.entry.query.c) } : {});
  if (boot.menu) setDraftMenu(boot.menu.id);
  rememberMode(boot.entry.mode, venue.code);
  const dismissed = isFulfilmentDismissed(venue.id);
  let needed = false;
  // The fulfilment the diner confirmed here within 30 h is taken again, not asked (venue_confirm_ticks).
  const confirmed = draft.orderCategoryType === 0 && !table ? storedReusableConfirmation(venue.code, filterCategoriesForMode(mapOrderCategories(venue), false), Boolean(boot.storeState?.preorderForced)) : null;
  if (confirmed) {
    setFulfilment({ type: confirmed.type, name: confirmed.name, preOrder: false, validDate: '', validTime: '', address: null });
  } else if (draft.orderCategoryType === 0) {
    // Non-closeable only when an order can start: a closed store that cannot pre-order still lets the
    // diner close the selector and browse.
    const canOrder = Boolean(boot.storeState?.open) || hasReservations(venue);
    if (!isCategorySelectorCloseable(venue, { tableMode: table, categoryType: 0 })) {
      if (canOrder || !dismissed) {
        openFulfilment(!canOrder);
        needed = true;
      }
    } else {
      const first = defaultOrderCategory(venue, table);
      const forced = Boolean(boot.storeState?.preorderForced) && !table;
      if (first) setFulfilment({ type: first.type, name: first.name, preOrder: forced, validDate: '', validTime: '', address: null });
      if (((first && forced) || (!first && !table)) && !dismissed) {
        openFulfilment(true);
        needed = true;
      }
    }
  } else if (draft.preOrder && !table) needed = true;
  const action = readNavIntent(new URLSearchParams(location.search));
  if (action) {
    // Acted on once: a reload or a step back to this page does not start it again.
    const url = new URL(location.href);
    url.searchParams.delete('action');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  if (action === 'CHECK_OUT') {
    // Starts checkout once the overlays load (MenuOverlays takes the request), as 'continue' would.
    requestCheckout();
    needed = true;
  } else if (action === 'FULFILLMENT_CONFIG') {
    openFulfilment(true);
    needed = true;
  } else if (action === 'ORDER_AGAIN' && !table) {
    // The old order's lines are already in the cart (orders-and-payments.md §2.3): fulfilment opens, not closeable.
    openFulfilment(false);
    needed = true;
  }
  if (pickPopupPoster(venue.posters, table, venue.id, readPosterDismissals())) needed = true;
  // The first-time password modal by login type (accounts-and-loyalty.md §2.7) is one of the overlays.
  if (needsFirstPassword(loadSession())) needed = true;
  return needed;
}

/** True once any overlay has been asked for (then the overlay code loads). */
function useOverlaysWanted(initial: boolean): boolean {
  const [wanted, setWanted] = useState(initial);
  useEffect(() => {
    if (initial) setWanted(true);
  }, [initial]);
  useEffect(() => {
    if (wanted) return;
    const stores = [$checkoutRequested, $cartOpen, $sheet, $fulfilment, $modal, $upsell, $changedItems, $storeInfoOpen, $posters, $menuPickerOpen, $allergenPanelOpen, $accountOpen];
    // One asked for before this island mounted (the top bar's account, hydrated first) counts too.
    if (stores.some((s) => Boolean(s.get()))) {
      setWanted(true);
      return;
    }
    const unsubs = stores.map((s) => s.listen((v: unknown) => v && setWanted(true)));
    return () => unsubs.forEach((u) => u());
  }, [wanted]);
  return wanted;
}

function CartBar({ labels, money }: { labels: MenuLabels; money: (c: number) => string }) {
  const count = useValue($cartCount);
  const total = useValue($cartTotal);
  const open = useValue($cartOpen);
  if (count === 0) return null;
  return (
    <div className="cartbar" role="region" aria-label={labels.cart}>
      <button type="button" className="cartbar-btn" onClick={openCart} aria-haspopup="dialog" aria-expanded={open} data-testid="cart-bar">
        <span className="cartbar-icon">
          <Icon name="cart" />
          <span className="badge">{count}</span>
        </span>
        <span className="cartbar-label">{labels.viewOrder}</span>
        <span className="cartbar-total">{money(total)}</span>
      </button>
    </div>
  );
}

/** Pause or busy words before checkout (issue 23 item 4), for the order's fulfilment type; live. */
function ServiceNotice({ labels }: { labels: MenuLabels }) {
  const venue = useValue($venue);
  const draft = useValue($draft);
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!venue) return null;
  const notice = serviceNotice(venue, draft?.orderCategoryType ?? 0, Math.max(now, Math.floor(Date.now() / 1000)));
  if (!notice) return null;
  const text =
    notice.kind === 'busy'
      ? fill(labels.service.busy, { minutes: notice.minutes })
      : notice.kind === 'paused'
        ? labels.service.paused
        : fill(labels.service.pausedUntil, { time: formatTimeOfDay(toVenueLocal(notice.until, venue.config.timezone).minute) });
  return (
    <p className="service-notice" role="status" data-testid="service-notice">
      {text}
    </p>
  );
}

export default function MenuApp({ locale, baseHref, labels }: MenuAppProps) {
  const [boot, setBoot] = useState<BootData | null>(null);
  const [initiallyNeeded, setInitiallyNeeded] = useState(false);
  // The server renders nothing here; the first client render must match it (then the bar appears).
  const [mounted, setMounted] = useState(false);
  const wanted = useOverlaysWanted(initiallyNeeded);
  const pager = useRef<PagerState | null>(null);
  const tableMode = boot ? isTableMode(boot.entry.mode) : false;
  const venue = boot?.venue;
  const money = useCallback((c: number) => formatMoney(c, venue?.config.monetaryunit ?? '$', Number(venue?.config.monetaryrate ?? 1), intlLocale(locale)), [venue, locale]);
  const inCart = useCallback((n: number) => fill(labels.inCart, { count: n }), [labels]);

  useEffect(() => {
    let cancelled = false;
    void loadBoot().then((data) => {
      if (cancelled || !data?.venue) return;
      const needed = setUp(data);
      setBoot(data);
      setMounted(true);
      if (needed) setInitiallyNeeded(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // The header's fulfilment chip follows the draft.
  useEffect(
    () =>
      $draft.subscribe((d) => {
        const v = $venue.get();
        if (!d || !v) return;
        const label = d.orderCategoryType ? labels.fulfilment[mapFulfilmentLabel(d.orderCategoryType, v)] : labels.startOrder;
        const show = (timing: string) => {
          for (const el of document.querySelectorAll<HTMLElement>('[data-fulfil-label]')) el.textContent = timing ? `${label} · ${timing}` : label;
        };
        if (d.orderCategoryType && d.preOrder && d.validTime) {
          // The slot by locale ('Sat 28 Nov, 9:00 am', '11月28日 周六 09:00'; issue 27 item 16), its code loaded when needed.
          const { validDate, validTime } = d;
          void import('./fulfilment/slot-label').then(({ formatSlotChip }) => show(formatSlotChip(validDate, validTime, locale) || `${validDate.slice(5)} ${validTime}`));
        } else show(d.orderCategoryType ? (d.preOrder ? labels.later : labels.asap) : '');
      }),
    [labels, locale],
  );

  // Rows and badges follow the cart and stock.
  useEffect(() => {
    const main = document.getElementById('menu');
    if (!main) return;
    const unsubRows = $rowStates.subscribe((states) => syncRows(main, states, { inCart }));
    const unsubCats = $categoryCounts.subscribe((counts) => syncCategoryBadges(document, counts, inCart));
    return () => {
      unsubRows();
      unsubCats();
    };
  }, [inCart]);

  // The diner's allergen and diet filter (issue 25 item 4) over the rows: hidden, or flagged 'not checked'.
  useEffect(() => {
    if (!mounted) return;
    const apply = () => {
      const menu = $menu.get();
      const main = document.getElementById('menu');
      if (menu && main) applyAllergenFilter(document, main, menu, $allergenFilter.get(), labels.allergens);
    };
    const unsubFilter = $allergenFilter.subscribe(apply);
    const unsubMenu = $menu.listen(apply);
    return () => {
      unsubFilter();
      unsubMenu();
    };
  }, [mounted, labels]);

  // Clicks on rows and header buttons.
  useEffect(() => {
    const root = document.getElementById('store');
    if (!root) return;
    const onRow = (key: RowKey, action: RowAction) => {
      const menu = $menu.get();
      const state = $rowStates.get().get(key);
      if (!menu || !state) return;
      const name = document.querySelector(`[data-row="${key}"] .row-name`)?.firstChild?.textContent ?? '';
      if (action === 'minus') {
        removeOneOfRow(key);
        return;
      }
      if (state.soldOut) {
        showToast(fill(labels.soldOut, { name }));
        return;
      }
      if (action === 'open') {
        openSheet({ ref: refFor(key) });
        return;
      }
      if (!state.canAdd) {
        showToast(fill(labels.wouldSellOut, { name }));
        return;
      }
      if (isQuickAdd(menu, key)) {
        const productId = Number(key.slice(2));
        if (!$declinedUpsells.get().has(productId)) {
          const combos = findUpsellCombos(productId, cartContext());
          const build = combos.length > 0 ? buildItem({ kind: 'product', productId }, cartContext()) : null;
          if (build?.ok) {
            showUpsell({ productId, combos, seed: build.value });
            return;
          }
        }
        const r = addOneToRow(key);
        if (!r.ok) showToast(r.code === 'OUT_OF_STOCK' ? fill(labels.wouldSellOut, { name }) : (labels.errors[r.code] ?? labels.errors.default));
        return;
      }
      openSheet({ ref: refFor(key), attributes: key.startsWith('p:') });
    };
    const onUi = (name: string) => {
      if (name === 'fulfilment') openFulfilment(true);
      else if (name === 'store-info') openStoreInfo();
      else if (name === 'posters') openPosters('list');
      else if (name === 'menus') openMenuPicker();
      else if (name === 'allergens') openAllergenPanel();
      else if (name === 'retry') location.reload();
    };
    const unwire = wireMenuClicks(root, onRow, onUi);
    const bar = document.querySelector<HTMLElement>('[data-category-bar]');
    const unbar = bar ? wireCategoryBar(bar) : () => undefined;
    return () => {
      unwire();
      unbar();
    };
  }, [labels]);

  // Live stock and prices over a cached shell (issue 4 "SEO"): re-read once on hydrate.
  useEffect(() => {
    if (!boot?.venue || !boot.menu) return;
    let cancelled = false;
    void import('./api/live-stock')
      .then(({ fetchLiveStock }) => fetchLiveStock({ venue_code: boot.venue!.code, menu_id: boot.menu!.id }))
      .then((live) => {
        if (!cancelled) applyLiveStock(live);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [boot]);

  // Sold out, counts, pauses and busy minutes live from the staff app (issue 23 items 3, 4): each change
  // re-reads stock and takes the venue's pause and busy fields.
  useEffect(() => {
    if (!boot?.venue || !boot.menu) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const code = boot.venue.code;
    const menuId = boot.menu.id;
    void import('./api/live-stock')
      .then(({ fetchLiveStock, watchMenuChanges }) =>
        watchMenuChanges(code, (change) => {
          applyServiceChange(change);
          // The changed items at once from the event; a change without them (a sweep) re-reads stock.
          if (change.items.length > 0) applyLiveStock(liveMenuOfItems(change.items));
          else
            void fetchLiveStock({ venue_code: code, menu_id: menuId })
              .then((live) => applyLiveStock(live))
              .catch(() => undefined);
        }),
      )
      .then((unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [boot]);

  // Remaining product pages (storefront.md §4 "Product list loading").
  const loadMore = useCallback(async () => {
    const state = pager.current;
    const menu = $menu.get();
    const v = $venue.get();
    if (!state || !menu || !v) return;
    const request = nextPage(state);
    if (!request) return;
    const marker = document.querySelector<HTMLElement>(`[data-more="${request.categoryId}"]`);
    try {
      const { fetchProductList } = await import('./api/operations');
      // Table pages read the table channel (items not sold online stay on the table menu).
      const products = await fetchProductList({ venue_code: v.code, menu_id: menu.id, count: request.count, index: request.index, category_id: request.categoryId, market: tableMode ? 2 : undefined });
      const next = pageLoaded(state, request, products.length);
      pager.current = next;
      appendProducts(products);
      const list = document.querySelector<HTMLElement>(`#cat-${request.categoryId} .rows`);
      const current = $menu.get()!;
      const t = (key: string, params?: Record<string, unknown>) => fill(labels.rowTexts[key] ?? key, params as Record<string, string | number>);
      if (list) list.insertAdjacentHTML('beforeend', products.map((p) => renderRow(buildProductRow(p, { menu: current, locale, t, money: { unit: v.config.monetaryunit, rate: Number(v.config.monetaryrate) || 1, locale: intlLocale(locale) } }))).join(''));
      if (marker && next.categories.find((c) => c.categoryId === request.categoryId)?.done) marker.hidden = true;
      syncRows(document.getElementById('menu')!, $rowStates.get(), { inCart });
      applyAllergenFilter(document, document.getElementById('menu')!, $menu.get()!, $allergenFilter.get(), labels.allergens);
    } catch {
      pager.current = pageFailed(state);
      if (pager.current.stopped && marker) marker.textContent = labels.loadFailed;
    }
  }, [locale, labels, inCart, tableMode]);

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

  // Taps on the rows and header buttons held before now (tap-queue.ts) replay once the stores and the
  // click handlers above are in (issue 28 item 1).
  useEffect(() => {
    if (mounted) islandReady('menu');
  }, [mounted]);

  if (!boot?.venue || !mounted) return null;
  return (
    <>
      <ServiceNotice labels={labels} />
      <CartBar labels={labels} money={money} />
      <Toast />
      {wanted && (
        <Suspense fallback={null}>
          <MenuOverlays locale={locale} baseHref={baseHref} tableMode={tableMode} />
        </Suspense>
      )}
    </>
  );
}
