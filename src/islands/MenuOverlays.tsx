/**
 * Everything the menu page opens (storefront.md §2.6): the cart drawer with its checkout checks, the
 * product sheet, the 'Start order' modal, the upsell overlay, the changed-items, store info, poster and
 * info modals, the menu group selector, the account drawer (accounts-and-loyalty.md §2.2) and the
 * first-time password modal by login type (§2.7). Loaded on the first interaction (or when entry needs a
 * modal), with react-i18next. Each overlay's code loads when it first opens (issue 15: an entry that
 * opens 'Start order' does not download the cart drawer, the poster list or the menu picker).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ReadableAtom } from 'nanostores';
import { findChangedCartItems, selectMenuAfterCheck } from '../domain/cart-menu-check';
import { fromVenueLocal } from '../domain/opening-hours';
import { checkPreorderTime } from '../domain/time-slots';
import type { Menu } from '../domain/types';
import type { Locale } from '../i18n';
import I18nRoot from './I18nRoot';
import { bootData } from './boot';
import CheckoutOverlay from './checkout/CheckoutOverlay';
import { pickPopupPoster } from './menu/posters';
import { readPosterDismissals } from './menu/poster-dismissals';
import { useFormat } from './ui/use-format';
import { hasReservations } from './venue-caps';
import { $draft, replaceLines } from './stores/order';
import { $menu, $venue } from './stores/menu';
import { $accountOpen, $cartOpen, $changedItems, $checkoutRequested, openCart, takeCheckoutRequest, $fulfilment, $menuPickerOpen, $modal, $posters, $sheet, $storeInfoOpen, $upsell, closeCart, openFulfilment, showChangedItems, showModal, showToast } from './stores/ui';
import { useValue } from './stores/react';
import { $session, needsFirstPassword } from './stores/session';
import { $allergenPanelOpen, closeAllergenPanel } from './stores/allergen-filter';
import LoadingPanel from './ui/LoadingPanel';

const ProductSheet = lazy(() => import('./sheet/ProductSheet'));
const FulfilmentModal = lazy(() => import('./fulfilment/FulfilmentModal'));
const CartDrawer = lazy(() => import('./cart/CartDrawer'));
const InfoModal = lazy(() => import('./ui/InfoModal'));
const UpsellOverlay = lazy(() => import('./menu/MenuModals').then((m) => ({ default: m.UpsellOverlay })));
const ChangedItemsModal = lazy(() => import('./menu/MenuModals').then((m) => ({ default: m.ChangedItemsModal })));
const StoreInfoModal = lazy(() => import('./menu/MenuModals').then((m) => ({ default: m.StoreInfoModal })));
const Posters = lazy(() => import('./menu/MenuModals').then((m) => ({ default: m.Posters })));
const AllergenFilterPanel = lazy(() => import('./menu/AllergenFilterPanel'));
const AccountDrawer = lazy(() => import('./account/AccountDrawer'));
const FirstPasswordDialog = lazy(() => import('./account/FirstPasswordDialog'));
const MenuPicker = lazy(() => import('./menu/MenuModals').then((m) => ({ default: m.MenuPicker })));

/** True from the first time any of `stores` holds a truthy value (or `initially`); stays true. */
function useOpenedOnce(stores: readonly ReadableAtom<unknown>[], initially = false): boolean {
  const [opened, setOpened] = useState(() => initially || stores.some((s) => Boolean(s.get())));
  useEffect(() => {
    if (opened) return;
    if (stores.some((s) => Boolean(s.get()))) {
      setOpened(true);
      return;
    }
    const unsubs = stores.map((s) => s.listen((v) => v && setOpened(true)));
    return () => unsubs.forEach((u) => u());
  }, [opened, stores]);
  return opened;
}

/** Renders `children` (a lazy overlay) from the first time it is wanted on; `fallback` while its code loads. */
function WhenOpened({ stores, initially, fallback = null, children }: { stores: readonly ReadableAtom<unknown>[]; initially?: boolean; fallback?: ReactNode; children: ReactNode }) {
  const opened = useOpenedOnce(stores, initially);
  return opened ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}

const CART_STORES = [$cartOpen];
const INFO_STORES = [$modal];
const UPSELL_STORES = [$upsell];
const CHANGED_STORES = [$changedItems];
const STORE_INFO_STORES = [$storeInfoOpen];
const POSTER_STORES = [$posters];
const PICKER_STORES = [$menuPickerOpen];
const ALLERGEN_STORES = [$allergenPanelOpen];
const ACCOUNT_STORES = [$accountOpen];

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface MenuOverlaysProps {
  locale: Locale;
  baseHref: string;
  tableMode: boolean;
}

function Overlays({ baseHref, tableMode }: MenuOverlaysProps) {
  const { t } = useFormat();
  const sheet = useValue($sheet);
  const fulfilment = useValue($fulfilment);
  const allergenPanelOpen = useValue($allergenPanelOpen);
  const [sheetUsed, setSheetUsed] = useState(false);
  const [fulfilUsed, setFulfilUsed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (sheet && !sheetUsed) setSheetUsed(true);
  if (fulfilment && !fulfilUsed) setFulfilUsed(true);

  // A saved pre-order time that no longer passes the 15-minute check reopens the configuration (storefront.md §4).
  useEffect(() => {
    const draft = $draft.get();
    const venue = $venue.get();
    if (!draft || !venue || tableMode || !draft.preOrder) return;
    const at = draft.validDate && draft.validTime ? fromVenueLocal(draft.validDate, draft.validTime, venue.config.timezone) : NaN;
    if (!Number.isFinite(at) || !checkPreorderTime(venue, at, nowSeconds(), draft.orderCategoryType).ok) openFulfilment(true);
  }, [tableMode]);

  // 'Continue': the checkout flow's first checks, then the cart validity check (storefront.md §4).
  const onContinue = async () => {
    const draft = $draft.get();
    const venue = $venue.get();
    const menu = $menu.get();
    if (!draft || !venue || !menu) return;
    // The checkout flow's checks in their order (storefront.md §4), then the cart validity check.
    const { decideCheckout, proceedToOrder } = await import('./checkout/run-checkout');
    const decision = decideCheckout(tableMode);
    if (!decision) return;
    if (decision.kind === 'refuse') {
      showModal({ title: t('modal.info'), body: t(decision.key), confirm: 'ok', kind: 'info' });
      return;
    }
    if (decision.kind === 'fulfilment') {
      closeCart();
      if (decision.key) showToast(t(decision.key));
      openFulfilment(true);
      return;
    }
    setBusy(true);
    try {
      const [{ fetchMenuCheck }, { menuCheckIds }] = await Promise.all([import('./api/operations'), import('./cart/cart-view')]);
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
        closeCart();
        showChangedItems(changed);
        const next = selectMenuAfterCheck(valid, menu.id);
        if (valid.length > 0 && next !== menu.id) location.assign(`${baseHref}?menu=${next}`);
        return;
      }
      await proceedToOrder(t, tableMode);
    } finally {
      setBusy(false);
    }
  };

  // The CHECK_OUT intent (storefront.md §2.6): checkout starts once, as 'continue' would; a table's
  // cart drawer (its own checkout) opens instead.
  const checkoutRequested = useValue($checkoutRequested);
  useEffect(() => {
    if (!checkoutRequested || !takeCheckoutRequest()) return;
    if (tableMode) openCart();
    else void onContinue();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkoutRequested, tableMode]);

  const venue = useValue($venue);
  const reservations = hasReservations(venue);
  // The poster popup's code loads at once only when a popup poster is due (storefront.md §2.6) and
  // nothing holds it back at entry: with 'Start order' open it would stay down for the visit anyway
  // (menu/posters.ts mayAutoPopup), so its code waits for the poster chips (issue 28: page JS budget).
  const [posterDue] = useState(() => Boolean(venue && !fulfilment && pickPopupPoster(venue.posters, tableMode, venue.id, readPosterDismissals())));
  // 'Start order' seen open before the poster code mounted: the popup stays down for the visit (the
  // Posters component may mount only after it closed, its code being loaded late).
  const startOrderSeen = useRef(false);
  if (fulfilment) startOrderSeen.current = true;
  // §2.7 on the menu page: a member signed in by a social login with no password yet sets one (after 'Start order').
  const firstPassword = needsFirstPassword(useValue($session)) && !fulfilment;
  return (
    <>
      {/* Table mode: the table's own cart drawer (islands/table/TableCartDrawer) answers the cart button. */}
      {!tableMode && (
        <WhenOpened stores={CART_STORES}>
          <CartDrawer onContinue={() => void onContinue()} busy={busy} />
        </WhenOpened>
      )}
      {sheetUsed && (
        <Suspense fallback={null}>
          <ProductSheet />
        </Suspense>
      )}
      {fulfilUsed && (
        <Suspense fallback={null}>
          <FulfilmentModal table={tableMode ? (bootData()?.table ?? null) : null} />
        </Suspense>
      )}
      <WhenOpened stores={UPSELL_STORES}>
        <UpsellOverlay />
      </WhenOpened>
      <WhenOpened stores={CHANGED_STORES}>
        <ChangedItemsModal />
      </WhenOpened>
      <WhenOpened stores={STORE_INFO_STORES}>
        <StoreInfoModal />
      </WhenOpened>
      <WhenOpened stores={POSTER_STORES} initially={posterDue}>
        <Posters tableMode={tableMode} autoPopup={!fulfilment} heldBack={startOrderSeen.current} />
      </WhenOpened>
      <WhenOpened stores={PICKER_STORES}>
        <MenuPicker baseHref={baseHref} dimmed={(status) => !(tableMode || status === 1 || (reservations && Boolean($draft.get()?.validTime)))} />
      </WhenOpened>
      <WhenOpened stores={ALLERGEN_STORES} fallback={allergenPanelOpen ? <LoadingPanel title={t('allergens.title')} onClose={closeAllergenPanel} className="alg-panel" /> : null}>
        <AllergenFilterPanel />
      </WhenOpened>
      <WhenOpened stores={ACCOUNT_STORES}>
        <AccountDrawer />
      </WhenOpened>
      {firstPassword && (
        <Suspense fallback={null}>
          <FirstPasswordDialog onDone={() => showToast(t('account.firstPassword.done'))} />
        </Suspense>
      )}
      <CheckoutOverlay tableMode={tableMode} backLocation={baseHref} />
      <WhenOpened stores={INFO_STORES}>
        <InfoModal />
      </WhenOpened>
    </>
  );
}

export default function MenuOverlays(props: MenuOverlaysProps) {
  return (
    <I18nRoot locale={props.locale}>
      <Overlays {...props} />
    </I18nRoot>
  );
}
