import { describe, expect, it } from 'vitest';
import { FALLBACK_VENUE_LOCATION, formatHomeDistance, formatLocatorDistance, greatCircleMeters, venueLocation } from './geo';

describe('greatCircleMeters (radius 6371 km, accounts-and-loyalty.md §9)', () => {
  it('is 0 for the same point and symmetric', () => {
    const a = { lat: -33.8829, lng: 151.214 };
    const b = { lat: -33.7969, lng: 151.1803 };
    expect(greatCircleMeters(a, a)).toBe(0);
    expect(greatCircleMeters(a, b)).toBeCloseTo(greatCircleMeters(b, a), 6);
  });
  it.each([
    // one degree of latitude = 6371 km × π / 180
    [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_194.93],
    // a quarter of the equator
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 90 }, 10_007_543.4],
    // pole to pole
    [{ lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 20_015_086.8],
    // a hundredth of a degree of latitude in Sydney
    [{ lat: -33.88, lng: 151.2 }, { lat: -33.87, lng: 151.2 }, 1_111.95],
  ])('%o → %o ≈ %d m', (a, b, m) => {
    expect(Math.abs(greatCircleMeters(a, b) - m)).toBeLessThan(m * 0.001 + 1);
  });
});

describe('venueLocation (§9 fallback)', () => {
  it('uses the coordinates when both are numbers, else 39.9042, 116.4074', () => {
    expect(venueLocation({ latitude: -33.8, longitude: 151.2 })).toEqual({ lat: -33.8, lng: 151.2 });
    expect(venueLocation({ latitude: null, longitude: 151.2 })).toEqual(FALLBACK_VENUE_LOCATION);
    expect(venueLocation({})).toEqual({ lat: 39.9042, lng: 116.4074 });
  });
});

describe('display rules', () => {
  it.each([
    [0, '0 m', '0 m'],
    [12.4, '12 m', '12 m'],
    [999.4, '999 m', '999 m'],
    [1000, '1.0 km', '1 Km'],
    [1049, '1.0 km', '2 Km'],
    [1050, '1.1 km', '2 Km'],
    [2400, '2.4 km', '3 Km'],
    [9000, '9.0 km', '9 Km'],
    [714_630, '714.6 km', '715 Km'],
  ])('%d m → locator %s, home %s', (m, locator, home) => {
    expect(formatLocatorDistance(m)).toBe(locator);
    expect(formatHomeDistance(m)).toBe(home);
  });
  it('the locator switches to km when metres round to 1000', () => {
    expect(formatLocatorDistance(999.6)).toBe('1.0 km');
    expect(formatHomeDistance(999.6)).toBe('1000 m');
  });
});
