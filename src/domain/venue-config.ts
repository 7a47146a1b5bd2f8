/**
 * Venue configuration defaults (storefront.md §3 config, §5, §9): a venue's stored config is merged over
 * these, so every reader sees every key. Minutes for the `order_book_*` keys, cents for fixed amounts,
 * fractions for rates.
 */
import type { VenueConfig } from './types';

export const DEFAULT_VENUE_CONFIG: VenueConfig = {
  timezone: 'Australia/Sydney',
  monetaryunit: '$',
  monetaryrate: 1,
  order_notes: 1,
  order_carts_max: 120,
  order_book_counter_wait_min: 10,
  order_book_counter_wait_max: 2880,
  order_book_take_away_min: 15,
  order_book_take_away_max: 2880,
  order_book_delivery_min: 45,
  order_book_delivery_max: 2880,
  timeslot: 5,
  tableguest: 0,
  tablemode: 0,
  tablepayments: 1,
  theme_color: '#0162fe',
  paid_notices: '',
  paid_notices_i18n: '{}',
  delivery_surcharge_rate: 0,
  delivery_surcharge_fixed: 0,
  delivery_method: 1,
  delivery_tips_reminder: 0,
  checkout_page: 0,
  service_surcharge_rate: 0,
  service_surcharge_name: 'Service Surcharge',
  service_surcharge_name_i18n: '{}',
};

/** The full config: stored keys over the defaults. Unknown stored keys are kept. */
export function buildVenueConfig(stored: Partial<VenueConfig> | null | undefined): VenueConfig {
  return { ...DEFAULT_VENUE_CONFIG, ...(stored ?? {}) } as VenueConfig;
}
