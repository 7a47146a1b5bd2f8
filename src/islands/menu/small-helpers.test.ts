import { describe, expect, it } from 'vitest';
import { pictureHtml, readBannerSet, readImage } from './images';
import { createPager, isNearBottom, nextPage, pageFailed, pageLoaded, PAGE_SIZE } from './pager';
import { dismissPoster, mayAutoPopup, pickPopupPoster, postersInScope } from './posters';
import { mergeLiveStock } from '../stores/live-stock';
import { buildRestaurantJsonLd, centsToDecimal } from './seo';
import { buildMenuSections } from './row-view';
import { makeCafeMenu, makeVenue } from '../../domain/test-fixtures';
import type { Poster } from '../../domain/types';

describe('images', () => {
  it('reads a photo set into WebP and AVIF srcsets and writes a <picture> with a fixed box', () => {
    // The value server/modules/catalog/photos.ts photoSetValue('/p/x') writes.
    const set = { '480w': '/p/x-480.webp', '960w': '/p/x-960.webp', '1280w': '/p/x-1280.webp', 'avif 480w': '/p/x-480.avif', 'avif 960w': '/p/x-960.avif', 'avif 1280w': '/p/x-1280.avif' };
    const image = readImage(JSON.stringify(set))!;
    expect(image).toEqual({
      src: '/p/x-480.webp',
      srcset: '/p/x-480.webp 480w, /p/x-960.webp 960w, /p/x-1280.webp 1280w',
      avifSrcset: '/p/x-480.avif 480w, /p/x-960.avif 960w, /p/x-1280.avif 1280w',
    });
    expect(pictureHtml(image, { alt: 'Fish & "chips"', width: 96, height: 96, sizes: '96px' })).toBe(
      '<picture><source type="image/avif" srcset="/p/x-480.avif 480w, /p/x-960.avif 960w, /p/x-1280.avif 1280w" sizes="96px">' +
        '<img src="/p/x-480.webp" srcset="/p/x-480.webp 480w, /p/x-960.webp 960w, /p/x-1280.webp 1280w" sizes="96px" alt="Fish &#38; &#34;chips&#34;" width="96" height="96" loading="lazy" decoding="async"></picture>',
    );
    expect(pictureHtml({ src: '/a.svg', srcset: '' }, { alt: '', width: 1280, height: 480, sizes: '100vw', eager: true, priority: true })).toBe(
      '<img src="/a.svg" alt="" width="1280" height="480" loading="eager" fetchpriority="high" decoding="async">',
    );
  });

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
  it('pops up on entry only: held back by Start order, it stays down for the visit (issue 27 item 19)', () => {
    expect(mayAutoPopup({ heldBack: false, blocking: false })).toBe(true);
    expect(mayAutoPopup({ heldBack: false, blocking: true })).toBe(false);
    // 'Start order' answered: nothing blocks any more, but the popup was held back — it does not pop.
    expect(mayAutoPopup({ heldBack: true, blocking: false })).toBe(false);
  });

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
