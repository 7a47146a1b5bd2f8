import { describe, expect, it } from 'vitest';
import { buildVenueConfig, DEFAULT_VENUE_CONFIG } from './venue-config';

describe('venue config (storefront.md §3, §9)', () => {
  it('defaults order_carts_max to 120 and the theme colour to #0162fe', () => {
    const c = buildVenueConfig(undefined);
    expect(c.order_carts_max).toBe(120);
    expect(c.theme_color).toBe('#0162fe');
  });
  it('keeps stored values over the defaults', () => {
    expect(buildVenueConfig({ order_carts_max: 50 }).order_carts_max).toBe(50);
    expect(buildVenueConfig({ timezone: 'Asia/Shanghai' }).order_book_delivery_max).toBe(DEFAULT_VENUE_CONFIG.order_book_delivery_max);
  });
});
