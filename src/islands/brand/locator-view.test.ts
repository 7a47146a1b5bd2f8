import { describe, expect, it } from 'vitest';
import type { BrandVenueView } from '../../domain/contract';
import { filterVenues, inkOn, isIos, navigationHref, safeColor, startOrderHref, venueAddress, venueDistance } from './locator-view';

const venue = (over: Partial<BrandVenueView>): BrandVenueView => ({
  id: 1, code: 'v', name: 'V', logo: '', website: '', country: 'AU', state: 'NSW', city: 'Surry Hills', street1: '88 Crown Street', street2: '', postcode: '2010', latitude: -33.8829, longitude: 151.214, open_time: [], ...over,
});
const venues = [
  venue({ code: 'a', name: 'Laneway Espresso' }),
  venue({ code: 'b', name: 'Golden Lantern 金灯笼', street1: '32 Dixon Street', city: 'Haymarket' }),
  venue({ code: 'c', name: 'Laneway Eats Food Hall', street1: 'Shop 4, 1 Anderson Street', city: 'Chatswood' }),
];

describe('store locator view (accounts-and-loyalty.md §2.14)', () => {
  it('joins the address, skipping blanks', () => {
    expect(venueAddress(venues[0]!)).toBe('88 Crown Street, Surry Hills NSW 2010');
    expect(venueAddress(venue({ street1: '', city: '', state: '', postcode: '' }))).toBe('');
  });
  it.each([
    ['', ['a', 'b', 'c']],
    ['LANEWAY', ['a', 'c']],
    ['dixon', ['b']],
    ['  chatswood ', ['c']],
    ['金灯笼', ['b']],
    ['nowhere', []],
  ])('search %j → %j (name or address, case-insensitive)', (q, codes) => {
    expect(filterVenues(venues, q).map((v) => v.code)).toEqual(codes);
  });
  it('distance: blank until the location is known; fallback coordinates when the venue has none', () => {
    expect(venueDistance(venues[0]!, null)).toBe('');
    expect(venueDistance(venues[0]!, { lat: -33.8829, lng: 151.214 })).toBe('0 m');
    expect(venueDistance(venues[0]!, { lat: -33.8739, lng: 151.214 })).toBe('1.0 km');
    expect(venueDistance(venue({ latitude: null, longitude: null }), { lat: 39.9042, lng: 116.4074 })).toBe('0 m');
  });
  it('start order opens the website, else the venue page', () => {
    expect(startOrderHref({ website: 'https://x.example', code: 'a' })).toBe('https://x.example');
    expect(startOrderHref({ website: 'javascript:alert(1)', code: 'a b' })).toBe('/a%20b');
  });
  it('navigation: Apple Maps on iOS, OpenStreetMap otherwise', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
    expect(isIos(iphone)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(false);
    expect(navigationHref({ lat: -33.8, lng: 151.2 }, true)).toBe('https://maps.apple.com/?daddr=-33.8,151.2&dirflg=d');
    expect(navigationHref({ lat: -33.8, lng: 151.2 }, false)).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?to=-33\.8%2C151\.2/);
  });
  it('colours: hex only; readable ink', () => {
    expect(safeColor('#0a7d5a', '#000')).toBe('#0a7d5a');
    expect(safeColor('red;x', '#0162fe')).toBe('#0162fe');
    expect(inkOn('#0162fe')).toBe('#ffffff');
    expect(inkOn('#ffeb3b')).toBe('#000000');
  });
});
