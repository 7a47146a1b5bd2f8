/**
 * Sales channels of menu items (docs/venue-format.md "Availability"; issue 16 item 15): a product,
 * combo or set menu may be sold online (the storefront's online ordering), for pickup, for delivery
 * and at tables, each switched on or off by the brand file. An order of category type `t` needs:
 * 1 counter/pick-up and 3 takeaway → online and pickup; 4 delivery → online and delivery; 2 table
 * service and 6 dine-in → table.
 */
import type { Menu } from './types';

/** Channel bits of an item's `channels`. */
export const CHANNEL = { online: 1, pickup: 2, delivery: 4, table: 8 } as const;

/** Every channel: the default of an item. */
export const ALL_CHANNELS = CHANNEL.online | CHANNEL.pickup | CHANNEL.delivery | CHANNEL.table;

/** The channel names of the brand file, in bit order. */
export const CHANNEL_NAMES = ['online', 'pickup', 'delivery', 'table'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/**
 * The channel bits an order of category type `categoryType` needs (see the module note); an unknown
 * type needs `online` (the storefront's default).
 */
export function channelsForCategory(categoryType: number): number {
  switch (categoryType) {
    case 2:
    case 6:
      return CHANNEL.table;
    case 4:
      return CHANNEL.online | CHANNEL.delivery;
    case 1:
    case 3:
      return CHANNEL.online | CHANNEL.pickup;
    default:
      return CHANNEL.online;
  }
}

/** Whether an item with `channels` (absent = all) is sold where `required` (bits) says. */
export function isSoldIn(channels: number | undefined, required: number): boolean {
  return ((channels ?? ALL_CHANNELS) & required) === required;
}

/**
 * The menu as a channel sees it: products, combos and set menus not sold where `required` says are
 * left out (so the menu hides them and the cart checks find them 'notFound'). Bundle components stay
 * as they are (a combo sold online may hold a product that is not sold on its own). The input is not
 * changed; the same object comes back when nothing is left out.
 */
export function menuForChannel(menu: Menu, required: number): Menu {
  const products = menu.products.filter((p) => isSoldIn(p.channels, required));
  const combos = menu.combos.filter((c) => isSoldIn(c.channels, required));
  const setmenus = menu.setmenus.filter((x) => isSoldIn(x.channels, required));
  if (products.length === menu.products.length && combos.length === menu.combos.length && setmenus.length === menu.setmenus.length) return menu;
  return { ...menu, products, combos, setmenus };
}
