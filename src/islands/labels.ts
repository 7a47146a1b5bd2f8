/**
 * Texts for the always-loaded islands (top bar, menu core), translated on the server by i18next from
 * the same catalogue and passed as props, so the first JavaScript a page loads stays small; dialogs
 * and sheets load react-i18next with the rest of their code when first opened (issue 4 "Speed").
 */

import { ALLERGEN_CODES } from '../domain/allergens';

/** Fills '{{name}}' placeholders (the i18next interpolation syntax of the catalogue). */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** A template keeps its placeholders: i18next would otherwise fill them with nothing. */
const raw = (t: T, key: string, names: string[]) => t(key, Object.fromEntries(names.map((n) => [n, `{{${n}}}`])));

export interface TopBarLabels {
  openMenu: string;
  back: string;
  close: string;
  login: string;
  signUp: string;
  language: string;
  /** '{{count}}' and '{{total}}'. */
  cartWithCount: string;
  startOrder: string;
  asap: string;
  later: string;
  menu: string;
  home: string;
  store: string;
  orders: string;
  account: string;
  vouchers: string;
  loyalty: string;
  privacy: string;
  poweredBy: string;
  /** Display names of the logged-in top bar (accounts-and-loyalty.md §2.2): 'Guest', 'Your Name'. */
  guest: string;
  yourName: string;
  /** '{{name}}' — the account link's accessible name. */
  accountOf: string;
  /** Fulfilment label by label key (pickUp, takeAway, …). */
  fulfilment: Record<string, string>;
  /** user/order, user/account: '{{count}}' and '{{total}}' — the cart button that goes back to check out (storefront.md §2.4). */
  checkOutWithCount: string;
  /** user/order, user/account: '{{name}}' — the fulfilment chip that goes back to change it. */
  changeFulfilment: string;
}

const FULFILMENT_KEYS = ['delivery', 'dineIn', 'pickUp', 'takeAway', 'tableService', 'suburbSite', 'thirdParty', 'fulfillment'];

export function buildTopBarLabels(t: T): TopBarLabels {
  return {
    openMenu: t('nav.openMenu'),
    back: t('common.back'),
    close: t('common.close'),
    login: t('nav.login'),
    signUp: t('nav.signUp'),
    language: t('common.language'),
    cartWithCount: raw(t, 'nav.cartWithCount', ['count', 'total']),
    startOrder: t('fulfilment.startOrder'),
    asap: t('fulfilment.asap'),
    later: t('fulfilment.later'),
    menu: t('nav.menu'),
    home: t('nav.home'),
    store: t('nav.store'),
    orders: t('nav.orders'),
    account: t('nav.account'),
    guest: t('account.guest'),
    yourName: t('account.yourName'),
    accountOf: raw(t, 'nav.accountOf', ['name']),
    vouchers: t('nav.vouchers'),
    loyalty: t('nav.loyalty'),
    privacy: t('nav.privacy'),
    poweredBy: t('app.poweredBy', { name: 'Platter' }),
    fulfilment: Object.fromEntries(FULFILMENT_KEYS.map((k) => [k, t(`fulfilment.labels.${k}`)])),
    checkOutWithCount: raw(t, 'nav.checkOutWithCount', ['count', 'total']),
    changeFulfilment: raw(t, 'nav.changeFulfilment', ['name']),
  };
}

export interface MenuLabels {
  /** '{{count}}'. */
  inCart: string;
  viewOrder: string;
  cart: string;
  asap: string;
  later: string;
  startOrder: string;
  fulfilment: Record<string, string>;
  /** '{{name}}'. */
  soldOut: string;
  /** '{{name}}'. */
  wouldSellOut: string;
  loadFailed: string;
  /** Refusals of a quick add by catalogue code; '{{max}}', '{{name}}' kept. */
  errors: Record<string, string>;
  /** Texts of item rows rendered in the browser (rows loaded with productList), by catalogue key. */
  rowTexts: Record<string, string>;
  /** Pause and busy words before checkout (issue 23 item 4): '{{minutes}}', '{{time}}' (venue time). */
  service: { busy: string; pausedUntil: string; paused: string };
  /** The allergen filter's button and summary (issue 25 item 4): '{{count}}'; '{{hidden}}', '{{unchecked}}'. */
  allergens: { filterButton: string; filterActive: string; summary: string };
}

const ROW_TEXT_KEYS = [
  'menu.add',
  'menu.remove',
  'menu.inCart',
  'common.soldOut',
  ...[1, 2, 3].map((n) => `tags.spicy.${n}`),
  ...[1, 2, 3, 4].map((n) => `tags.promo.${n}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `tags.diet.${n}`),
  'allergens.notListed',
  'allergens.notChecked',
  'allergens.contains',
  'allergens.mayContain',
  ...ALLERGEN_CODES.map((c) => `allergens.code.${c}`),
];

export function buildMenuLabels(t: T): MenuLabels {
  return {
    inCart: raw(t, 'menu.inCart', ['count']),
    viewOrder: t('cart.viewOrder'),
    cart: t('nav.cart'),
    asap: t('fulfilment.asap'),
    later: t('fulfilment.later'),
    startOrder: t('fulfilment.startOrder'),
    fulfilment: Object.fromEntries(FULFILMENT_KEYS.map((k) => [k, t(`fulfilment.labels.${k}`)])),
    soldOut: raw(t, 'errors.ITEM_SOLD_OUT', ['name']),
    wouldSellOut: raw(t, 'errors.WOULD_SELL_OUT', ['name']),
    loadFailed: t('menu.loadFailed'),
    errors: {
      OUT_OF_STOCK: t('errors.OUT_OF_STOCK'),
      CART_ITEMS_MAX: t('errors.CART_ITEMS_MAX'),
      TABLE_LOCKED: t('errors.TABLE_LOCKED'),
      default: t('errors.default'),
    },
    rowTexts: Object.fromEntries(ROW_TEXT_KEYS.map((k) => [k, raw(t, k, ['name', 'count'])])),
    allergens: {
      filterButton: t('allergens.filterButton'),
      filterActive: raw(t, 'allergens.filterActive', ['count']),
      summary: raw(t, 'allergens.summary', ['hidden', 'unchecked']),
    },
    service: {
      busy: raw(t, 'availability.notice.busy', ['minutes']),
      pausedUntil: raw(t, 'availability.notice.pausedUntil', ['time']),
      paused: t('availability.notice.paused'),
    },
  };
}
