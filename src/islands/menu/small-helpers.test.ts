import { describe, expect, it } from 'vitest';
import { readBannerSet, readImage } from './images';
import { createPager, isNearBottom, nextPage, pageFailed, pageLoaded, PAGE_SIZE } from './pager';
import { dismissPoster, pickPopupPoster, postersInScope } from './posters';
import { mergeLiveStock } from './live-stock';
import { buildRestaurantJsonLd, centsToDecimal } from './seo';
import { buildMenuSections } from './row-view';
import { makeCafeMenu, makeVenue } from '../../domain/test-fixtures';
import type { Poster } from '../../domain/types';

describe('images', () => {
  it('reads a plain URL or a 960w/1280w map', () => {
    expect(readImage('/a.png')).toEqual({ src: '/a.png', srcset: '' });
    expect(readImage('{"1280w":"/b.png","960w":"/a.png"}')).toEqual({ src: '/a.png', srcset: '/a.png 960w, /b.png 1280w' });
    expect(readImage('')).toBeNull();
  });

  it('picks the banner below and at or above 600 px (storefront.md §2.5)', () => {
    expect(readBannerSet({ 0: '/sm.svg', 600: '/lg.svg' }, '/x.svg')).toEqual({ small: '/sm.svg', large: '/lg.svg' });
    expect(readBannerSet('{"0":"/sm.svg"}', '/x.svg')).toEqual({ small: '/sm.svg', large: '/sm.svg' });
    expect(readBannerSet('', '/x.svg')).toEqual({ small: '/x.svg', large: '/x.svg' });
  });
});

describe('product list loading (storefront.md §4)', () => {
  it('loads 20 at a time from the items already loaded, then moves to the next category', () => {
    let state = createPager([{ categoryId: 4, loaded: 30 }, { categoryId: 5, loaded: 0 }]);
    const first = nextPage(state)!;
    expect(first).toEqual({ categoryId: 4, index: 30, count: PAGE_SIZE });
    state = pageLoaded(state, first, 20);
    expect(nextPage(state)).toEqual({ categoryId: 4, index: 50, count: 20 });
    state = pageLoaded(state, nextPage(state)!, 7);
    expect(nextPage(state)).toEqual({ categoryId: 5, index: 0, count: 20 });
    state = pageLoaded(state, nextPage(state)!, 0);
    expect(nextPage(state)).toBeNull();
  });

  it('retries an error 3 times, then stops', () => {
    let state = createPager([{ categoryId: 4, loaded: 0 }]);
    for (let i = 0; i < 3; i++) {
      state = pageFailed(state);
      expect(nextPage(state)).not.toBeNull();
    }
    state = pageFailed(state);
    expect(nextPage(state)).toBeNull();
  });

  it('triggers 100 px from the bottom', () => {
    expect(isNearBottom(900, 800, 1800)).toBe(true);
    expect(isNearBottom(899, 800, 1800)).toBe(false);
  });
});

describe('posters (storefront.md §2.6 "Poster popup")', () => {
  const poster = (id: number, scope: string, model = 'popup'): Poster => ({ id, scope, model, title: `P${id}`, content: '', pic: '', action_text: '' });
  const posters = [poster(1, 'table'), poster(2, 'online', 'list'), poster(3, 'all'), poster(4, 'online')];

  it('pops up the first popup poster in scope that was not dismissed', () => {
    expect(pickPopupPoster(posters, false, 9, {})?.id).toBe(3);
    expect(pickPopupPoster(posters, true, 9, {})?.id).toBe(1);
    const dismissed = dismissPoster({}, 9, 3, 123);
    expect(dismissed).toEqual({ 9: { 3: 123 } });
    expect(pickPopupPoster(posters, false, 9, dismissed)?.id).toBe(4);
  });

  it('lists every poster in scope', () => {
    expect(postersInScope(posters, false).map((p) => p.id)).toEqual([2, 3, 4]);
  });
});

describe('live stock over a cached shell', () => {
  it('replaces status, stocks and prices where the live menu lists the id', () => {
    const menu = makeCafeMenu();
    const live = mergeLiveStock(menu, { products: [{ id: 1, status: 13, variants: [{ id: 12, stocks: 3, price: 600 }] }], modifiers: [{ id: 102, price: 70 }] });
    const latte = live.products.find((p) => p.id === 1)!;
    expect(latte.status).toBe(13);
    expect(latte.variants.find((v) => v.id === 12)).toMatchObject({ stocks: 3, price: 600 });
    expect(latte.variants.find((v) => v.id === 11)?.price).toBe(450);
    expect(live.modifiers.find((m) => m.id === 102)?.price).toBe(70);
    expect(live.products).toHaveLength(menu.products.length);
  });
});

describe('schema.org data', () => {
  it('describes the restaurant with its menu sections, items and offers', () => {
    const menu = makeCafeMenu();
    const sections = buildMenuSections({ menu, locale: 'en', t: (k) => k, money: { unit: '$', rate: 1, locale: 'en-AU' } });
    const ld = buildRestaurantJsonLd(makeVenue({ name: 'Cafe' }), menu, sections, { url: 'https://x/cafe', currency: 'AUD', origin: 'https://x' });
    expect(ld).toMatchObject({ '@type': 'Restaurant', name: 'Cafe', url: 'https://x/cafe' });
    const item = ld.hasMenu!.hasMenuSection[0].hasMenuItem[0];
    expect(item).toMatchObject({ '@type': 'MenuItem', name: 'Latte', offers: { price: '4.50', priceCurrency: 'AUD' } });
    expect(centsToDecimal(1234, 1)).toBe('12.34');
  });
});
