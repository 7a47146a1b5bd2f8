/**
 * The venue's theme colour on the order screens (storefront.md §2.4 theme_color): these pages are
 * rendered before the order (and so its venue) is known, so the colour is applied once the venue is.
 */
import { useEffect } from 'react';
import { parseThemeColor } from '../theme';
import type { OrderVenue } from '../api/order-types';

export function useVenueTheme(venue: Pick<OrderVenue, 'config'> | null | undefined): void {
  const value = venue?.config.theme_color;
  useEffect(() => {
    if (!value) return;
    const theme = parseThemeColor(String(value), new Date().toISOString().slice(0, 10));
    const root = document.documentElement;
    root.style.setProperty('--theme', theme.color);
    root.style.setProperty('--theme-ink', theme.ink);
    root.style.setProperty('--on-theme', theme.onColor);
    root.classList.toggle('grey', theme.grey);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.grey ? '#6b6b6b' : theme.color);
  }, [value]);
}
