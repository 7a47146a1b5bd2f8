/**
 * The top bar (storefront.md §2.4): left button (side menu, back, or back within an advanced menu),
 * store name, fulfilment button, cart button with badge and total, login / sign-up, language selector;
 * transparent over the store cover and opaque once the cover has scrolled above −180 px. Holds the
 * left menu drawer (20rem) with 'Powered by Platter'. On a store page the account (the avatar and the
 * side menu's Account) opens as a drawer over the page (accounts-and-loyalty.md §2.2; MenuOverlays
 * mounts it); /user/account stays for direct links and a click with a modifier key.
 */
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { formatMoney } from '../domain/money';
import { mapFulfilmentLabel } from '../domain/fulfilment';
import { intlLocale, LOCALE_LABELS, LOCALE_SHORT_LABELS, LOCALES, type Locale } from '../i18n';
import { fill, type TopBarLabels } from './labels';
import Dialog from './ui/Dialog';
import Icon from './ui/Icon';
import { $cartCount, $cartTotal, $draft } from './stores/order';
import { DRAFT_STORAGE_KEY, storedDraft } from './stores/order-draft';
import { intentHref, intentNavigatesBack } from './stores/nav-intent';
import { wasVenueClearedSince } from './stores/venue-marks';
import { cartItemCount, unpaidTotal } from '../domain/cart-totals';
import { $venue } from './stores/menu';
import { $accountOpen, $navOpen, closeNav, openAccount, openCart, openFulfilment, openNav } from './stores/ui';
import { islandReady } from './tap-replay';
import { chooseLocale } from './stores/locale';
import { backHeld } from './stores/back-guard';
import { recallAppMode } from './stores/app-mode';
import { goHomePath, venueSubdomain } from './stores/entry-mode';
import { useValue } from './stores/react';
import { $session, isLoginSession, loadSession } from './stores/session';
import { displayName } from './account/display-name';

/** What the left button does. */
export type LeftButton = { kind: 'drawer' } | { kind: 'back'; href?: string };

export interface TopBarProps {
  locale: Locale;
  /** Texts translated on the server (see labels.ts). */
  labels: TopBarLabels;
  /** Store name, or the platform name on non-store pages. */
  title: string;
  left: LeftButton;
  /** Store pages: fulfilment and cart buttons. */
  store?: { code: string; monetaryunit: string; monetaryrate: number };
  /** Starts transparent over the store cover. */
  overCover?: boolean;
  /** Side menu links. */
  homeHref: string;
  storeInfoHref?: string;
  /** Pay-by-link mode hides the back button (storefront.md §2.4). */
  payByLink?: boolean;
  /** The path to come back to after login. */
  backLocation: string;
}

/** Opaque once the cover's top is above −180 px (storefront.md §2.4, §9). */
export const COVER_OPAQUE_OFFSET = -180;

function useOpaque(overCover: boolean): boolean {
  const [opaque, setOpaque] = useState(!overCover);
  useEffect(() => {
    if (!overCover) return;
    const cover = document.querySelector('[data-cover]');
    if (!cover) {
      setOpaque(true);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      setOpaque(cover.getBoundingClientRect().top < COVER_OPAQUE_OFFSET);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, [overCover]);
  return opaque;
}

/** What user/order and user/account offer of the diner's stored cart: the way back to its store with an intent. */
interface BackToStore {
  checkOut: string;
  fulfilmentConfig: string;
  count: number;
  total: number;
  /** The chosen fulfilment's label key, or null before one was chosen. */
  fulfilment: string | null;
}

/**
 * On user/order and user/account (storefront.md §2.4 "'Pre-order config' and 'Check out' from user/order
 * or user/account navigate back carrying the intent FULFILLMENT_CONFIG or CHECK_OUT"): the stored
 * online draft's store, with those intents, or null elsewhere or without a draft (expired, cleared).
 */
function useBackToStore(isStorePage: boolean): BackToStore | null {
  const [back, setBack] = useState<BackToStore | null>(null);
  useEffect(() => {
    if (isStorePage || !intentNavigatesBack(location.pathname)) return;
    let raw: string | null;
    try {
      raw = localStorage.getItem(DRAFT_STORAGE_KEY);
    } catch {
      return;
    }
    const d = storedDraft(raw, Date.now());
    if (!d || wasVenueClearedSince(d.venueCode, d.savedAt)) return;
    const store = goHomePath('user', { subdomain: venueSubdomain(location.host), venueCode: d.venueCode });
    setBack({
      checkOut: intentHref(store, 'CHECK_OUT'),
      fulfilmentConfig: intentHref(store, 'FULFILLMENT_CONFIG'),
      count: cartItemCount(d.lines),
      total: unpaidTotal(d.lines),
      fulfilment: d.orderCategoryType ? mapFulfilmentLabel(d.orderCategoryType) : null,
    });
  }, [isStorePage]);
  return back;
}

/** A plain click (no modifier key, main button): the link may open in place instead of navigating. */
function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

function Bar(props: TopBarProps) {
  const L = props.labels;
  // The server renders the empty cart ('Cart, 0 items, $0.00'); the stored cart shows once hydrated.
  const count = useValue($cartCount, 0);
  const total = useValue($cartTotal, 0);
  const draft = useValue($draft);
  const venue = useValue($venue);
  const navOpen = useValue($navOpen);
  const accountOpen = useValue($accountOpen);
  /** On a store page: the account drawer instead of /user/account. */
  const accountClick = (e: MouseEvent) => {
    if (!props.store || !isPlainClick(e)) return;
    e.preventDefault();
    if (!navOpen) return openAccount();
    // From the side menu: it closes first (its focus goes back to the menu button), then the drawer
    // opens and takes the focus (returned to the menu button when it closes).
    closeNav();
    setTimeout(openAccount, 0);
  };
  const opaque = useOpaque(Boolean(props.overCover));
  const navTitle = useId();
  const backToStore = useBackToStore(Boolean(props.store));
  const session = useValue($session);
  useEffect(() => {
    loadSession();
    // Taps on the bar's buttons held before hydration (the menu, the fulfilment chip, the cart: tap-queue.ts)
    // replay now that its handlers are in (issue 28 item 1).
    islandReady('topbar');
  }, []);
  const user = isLoginSession(session) ? session.user : null;
  const shownName = user ? displayName(user) : null;
  const userName = shownName ? ('key' in shownName ? (shownName.key === 'account.guest' ? L.guest : L.yourName) : shownName.text) : '';
  const [homeHref, setHomeHref] = useState(props.homeHref);
  useEffect(() => {
    // Secondary pages keep the mode the diner came from for 60 s (storefront.md §2.2).
    if (props.store) return;
    const memory = recallAppMode();
    if (memory) setHomeHref(goHomePath(memory.mode, { subdomain: venueSubdomain(location.host), venueCode: memory.venueCode }));
  }, [props.store]);
  const money = (c: number) => formatMoney(c, props.store?.monetaryunit ?? '$', props.store?.monetaryrate ?? 1, intlLocale(props.locale));
  const fulfilment = draft && draft.orderCategoryType ? L.fulfilment[mapFulfilmentLabel(draft.orderCategoryType, venue ?? undefined)] : L.startOrder;
  // A pre-order's slot in the page's language ('Sat 28 Nov, 9:00 am'; issue 27 item 16), its code loaded when needed.
  const [slotWords, setSlotWords] = useState('');
  const slotDate = draft?.preOrder ? draft.validDate : '';
  const slotTime = draft?.preOrder ? draft.validTime : '';
  useEffect(() => {
    if (!slotDate || !slotTime) return setSlotWords('');
    void import('./fulfilment/slot-label').then(({ formatSlotChip }) => setSlotWords(formatSlotChip(slotDate, slotTime, props.locale)));
  }, [slotDate, slotTime, props.locale]);
  const timing = draft?.orderCategoryType ? (draft.preOrder ? (slotTime ? slotWords || slotTime : L.later) : L.asap) : '';
  const login = `/user/login?backLocation=${encodeURIComponent(props.backLocation)}`;
  const signUp = `/verify/mobile?type=1&platform=1&backLocation=${encodeURIComponent(props.backLocation)}`;

  return (
    <>
      <header className={`topbar ${opaque ? 'is-opaque' : 'is-clear'}`} data-replay="topbar">
        <div className="topbar-in">
          {props.left.kind === 'drawer' ? (
            <button type="button" className="icon-btn bar-btn" aria-label={L.openMenu} aria-haspopup="dialog" aria-expanded={navOpen} onClick={openNav}>
              <Icon name="menu" />
            </button>
          ) : props.payByLink ? (
            <span className="bar-spacer" />
          ) : (
            <a
              className="icon-btn bar-btn"
              href={props.left.href ?? homeHref}
              aria-label={L.back}
              onClick={(e) => {
                // The page may hold Back first (e.g. a pending payment's warning, orders-and-payments.md §2.4).
                if (backHeld()) return e.preventDefault();
                if (!props.left.kind || props.left.kind !== 'back' || props.left.href) return;
                if (history.length > 1) {
                  e.preventDefault();
                  history.back();
                }
              }}
            >
              <Icon name="back" />
            </a>
          )}
          <span className="bar-title">{props.title}</span>
          {props.store && (
            <button type="button" className="chip bar-chip bar-fulfil" onClick={() => openFulfilment(true)} aria-haspopup="dialog">
              <Icon name="bag" />
              <span>{fulfilment}</span>
              {timing && <span className="bar-timing">· {timing}</span>}
            </button>
          )}
          {backToStore && (
            <a className="chip bar-chip bar-fulfil bar-fulfil-back" href={backToStore.fulfilmentConfig} data-testid="bar-fulfil-back" aria-label={fill(L.changeFulfilment, { name: backToStore.fulfilment ? L.fulfilment[backToStore.fulfilment] : L.startOrder })}>
              <Icon name="bag" />
              <span>{backToStore.fulfilment ? L.fulfilment[backToStore.fulfilment] : L.startOrder}</span>
            </a>
          )}
          {user ? (
            <a
              className="bar-user"
              href="/user/account"
              aria-label={fill(L.accountOf, { name: userName })}
              aria-haspopup={props.store ? 'dialog' : undefined}
              aria-expanded={props.store ? accountOpen : undefined}
              onClick={accountClick}
              data-testid="bar-user"
            >
              {user.avatar ? <img src={user.avatar} alt="" width="32" height="32" /> : <span className="bar-avatar"><Icon name="user" /></span>}
              <span className="bar-user-name">{userName}</span>
            </a>
          ) : (
            <span className="bar-auth">
              <a className="chip" href={login}>{L.login}</a>
              <a className="chip chip-theme" href={signUp}>{L.signUp}</a>
            </span>
          )}
          <label className="bar-lang">
            <span className="sr-only">{L.language}</span>
            <Icon name="globe" />
            <select value={props.locale} onChange={(e) => chooseLocale(e.target.value as Locale)} aria-label={L.language} data-testid="language">
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l === 'zh-CN' ? 'zh-CN' : 'en'} title={LOCALE_LABELS[l]}>
                  {LOCALE_SHORT_LABELS[l]}
                </option>
              ))}
            </select>
          </label>
          {backToStore && backToStore.count > 0 && (
            <a className="bar-cart bar-cart-back" href={backToStore.checkOut} data-testid="bar-checkout-back" aria-label={fill(L.checkOutWithCount, { count: backToStore.count, total: money(backToStore.total) })}>
              <Icon name="cart" />
              <span className="badge bar-badge">{backToStore.count}</span>
              <span className="bar-total">{money(backToStore.total)}</span>
            </a>
          )}
          {props.store && (
            <button type="button" className="bar-cart" onClick={openCart} aria-label={fill(L.cartWithCount, { count, total: money(total) })} aria-haspopup="dialog">
              <Icon name="cart" />
              {count > 0 && <span className="badge bar-badge">{count}</span>}
              <span className="bar-total">{money(total)}</span>
            </button>
          )}
        </div>
      </header>
      <Dialog open={navOpen} onClose={closeNav} variant="left" labelledBy={navTitle}>
        <div className="panel-head">
          <h2 id={navTitle}>{props.title}</h2>
          <button type="button" className="icon-btn" aria-label={L.close} onClick={closeNav}>
            <Icon name="close" />
          </button>
        </div>
        <nav className="panel-body nav-list" aria-label={L.menu}>
          <a href={homeHref}><Icon name="home" />{L.home}</a>
          {props.storeInfoHref && <a href={props.storeInfoHref}><Icon name="store" />{L.store}</a>}
          <a href="/user/order"><Icon name="receipt" />{L.orders}</a>
          <a href="/user/account" onClick={accountClick} data-testid="nav-account"><Icon name="user" />{L.account}</a>
          <a href="/vouchers"><Icon name="megaphone" />{L.vouchers}</a>
          <a href="/loyalty/card"><Icon name="qr" />{L.loyalty}</a>
          <a href="/policy/privacy"><Icon name="info" />{L.privacy}</a>
          {!user && (
            <div className="nav-auth">
              <a className="btn btn-primary" href={login}>{L.login}</a>
              <a className="btn btn-ghost" href={signUp}>{L.signUp}</a>
            </div>
          )}
        </nav>
        <div className="panel-foot nav-foot">
          <a href="https://github.com/platter-oss/platter" rel="noopener">{L.poweredBy}</a>
        </div>
      </Dialog>
    </>
  );
}

export default function TopBar(props: TopBarProps) {
  return <Bar {...props} />;
}
