/**
 * Loads and derives everything the venue menu page shows (storefront.md §2.6), for the page to set its
 * status and cache headers before rendering `MenuPage.astro`.
 */
import type { AstroCookies } from 'astro';
import type { Services } from '../server/services';
import { getMenuInfo, getVenueInfo, getVenueMenus } from '../server/modules/catalog';
import { requestI18n } from '../i18n/request';
import { intlLocale, localName } from '../i18n';
import type { BootData, BootTable } from '../islands/boot';
import type { Entry } from '../islands/stores/entry-mode';
import { goHomePath, goToStorePath, isTableMode } from '../islands/stores/entry-mode';
import { buildMenuSections, type SectionView } from '../islands/menu/row-view';
import { buildRestaurantJsonLd } from '../islands/menu/seo';
import { readImage } from '../islands/menu/images';
import { mapStoreOpenState, toVenueLocal } from '../domain/opening-hours';
import { defaultOrderCategory, mapFulfilmentLabel } from '../domain/fulfilment';
import { hasReservations } from '../islands/venue-caps';
import { postersInScope } from '../islands/menu/posters';
import type { Menu, Venue, VenueMenuSummary } from '../domain/types';
import { CHANNEL } from '../domain/channels';
import { captchaSettings } from '../islands/account/captcha';

/** Products rendered on the server; beyond this the client loads pages with productList. */
export const SERVER_PRODUCT_CAP = 600;

/** Cache-Control of a menu shell: a CDN keeps it a minute and serves it stale while refreshing. */
export const MENU_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export interface MenuPageInput {
  services: Services;
  url: URL;
  cookies: AstroCookies;
  request: Request;
  venueCode: string;
  entry: Entry;
  table?: BootTable | null;
}

export async function loadMenuPage(input: MenuPageInput) {
  const { services, url, cookies, request, venueCode, entry, table = null } = input;
  const { locale, t, messages } = requestI18n(cookies, request);
  // The guest form's 'Create account & checkout' sends a code: with captcha on, its widget is on this page
  // (the page allows the provider's script: allowCaptchaProvider with `captcha`).
  const captcha = captchaSettings(services.config);
  const tableMode = isTableMode(entry.mode);
  let venue: Venue | null = null;
  let menu: Menu | null = null;
  let menus: VenueMenuSummary[] = [];
  let failure: 'notFound' | 'error' | null = null;
  try {
    const v = await getVenueInfo(services, venueCode);
    if (!v.ok) failure = 'notFound';
    else {
      venue = v.value;
      const ms = await getVenueMenus(services, venue.code);
      menus = ms.ok ? ms.value : [];
      const wanted = Number(url.searchParams.get('menu') ?? '') || undefined;
      const menuId = wanted && menus.some((m) => m.id === wanted) ? wanted : undefined;
      const m = await getMenuInfo(services, { venue_code: venue.code, menu_id: menuId, count: 0, channels: tableMode ? CHANNEL.table : CHANNEL.online });
      if (m.ok) menu = m.value;
      else if (m.code !== 'NOT_FOUND') failure = 'error';
    }
  } catch (e) {
    services.logger.error({ err: e }, 'menu page failed');
    failure = 'error';
  }
  const advanced = menus.length > 1;
  const showGrid = advanced && !url.searchParams.get('menu');
  const nowMs = services.clock.nowMs();
  const now = Math.floor(nowMs / 1000);
  const origin = services.config.PUBLIC_URL?.replace(/\/$/, '') || url.origin;
  const basePath = entry.kind === 'host' ? '/' : `/${encodeURIComponent(venue?.code ?? venueCode)}`;
  const homeHref = goHomePath(entry.mode, { subdomain: entry.subdomain, venueCode: venue?.code ?? venueCode });
  const storeInfoHref = venue ? goToStorePath('user_home', { subdomain: entry.subdomain, venueCode: venue.code }) : undefined;

  const status = failure === 'notFound' ? 404 : failure === 'error' ? 503 : 200;
  const money = venue ? { unit: venue.config.monetaryunit, rate: Number(venue.config.monetaryrate) || 1, locale: intlLocale(locale) } : { unit: '$', rate: 1, locale: 'en-AU' };
  let shownMenu: Menu | null = menu;
  const incomplete = new Set<number>();
  const loadedByCategory = new Map<number, number>();
  if (menu && menu.products.length > SERVER_PRODUCT_CAP) {
    shownMenu = { ...menu, products: menu.products.slice(0, SERVER_PRODUCT_CAP) };
    for (const p of menu.products.slice(SERVER_PRODUCT_CAP)) incomplete.add(p.category_id);
  }
  if (shownMenu) for (const p of shownMenu.products) loadedByCategory.set(p.category_id, (loadedByCategory.get(p.category_id) ?? 0) + 1);
  const sections: SectionView[] = shownMenu && !showGrid ? buildMenuSections({ menu: shownMenu, locale, t, money }, incomplete) : [];

  let openLine = '';
  let closedText = '';
  let open = true;
  let fulfilmentLabel = t('fulfilment.startOrder');
  let today = new Date(nowMs).toISOString().slice(0, 10);
  let storeState: BootData['storeState'];
  if (venue) {
    const first = defaultOrderCategory(venue, tableMode);
    // The category in the page's language (issue 27 item 11): the venue's own name is English.
    const firstLabel = first ? t(`fulfilment.labels.${mapFulfilmentLabel(first.type, venue)}`) : undefined;
    const state = mapStoreOpenState(venue, now, { tableOrder: tableMode, reservations: hasReservations(venue), categoryType: first?.type, categoryName: firstLabel, allDayLabel: t('store.open24h') });
    open = state.open;
    storeState = { open: state.open, preorderForced: state.preorderForced };
    openLine = t(`store.${state.openTimeLine.key}`, { ...state.openTimeLine.params, hours: state.todayHours || t('common.closed') });
    closedText = state.closedText ? t(`store.${state.closedText.key}`, state.closedText.params) : '';
    if (firstLabel) fulfilmentLabel = firstLabel;
    today = toVenueLocal(now, venue.config.timezone).date;
  }

  const canonical = venue ? `${origin}${entry.kind === 'host' ? '/' : `/${encodeURIComponent(venue.code)}`}${url.searchParams.get('menu') ? `?menu=${url.searchParams.get('menu')}` : ''}` : undefined;
  const currency = venue && /^[A-Z]{3}$/.test(venue.config.monetaryunit) ? venue.config.monetaryunit : 'AUD';
  const jsonLd = venue ? buildRestaurantJsonLd(venue, showGrid ? null : shownMenu, sections, { url: canonical ?? origin, currency, origin }) : undefined;
  const logo = venue ? readImage(venue.logo) : null;
  const boot: BootData = {
    locale,
    messages,
    entry,
    headers: { host: request.headers.get('host') ?? '', acceptLanguage: request.headers.get('accept-language') ?? '' },
    renderedAt: nowMs,
    page: 'menu',
    ...(venue ? { venue, menu: shownMenu ?? undefined, menus, productsComplete: incomplete.size === 0 } : {}),
    table,
    storeState,
    captcha,
  };
  const posters = venue ? postersInScope(venue.posters, tableMode).map((p) => ({ id: p.id, title: localName(p.title, p.title_i18n, locale) })) : [];
  const currentMenu = menus.find((m) => m.id === menu?.id);
  const dimmed = (status: number) => !(tableMode || status === 1);

  return {
    locale, t, tableMode, venue, menu, menus, failure, status, advanced, showGrid, basePath, homeHref, storeInfoHref,
    sections, loadedByCategory, openLine, closedText, open, fulfilmentLabel, today, canonical, jsonLd, logo, boot, posters,
    currentMenu, dimmed, backLocation: url.pathname + url.search, captcha,
    cacheControl: status === 200 ? MENU_CACHE_CONTROL : 'no-store',
  };
}

export type MenuPageData = Awaited<ReturnType<typeof loadMenuPage>>;
