import { describe, expect, it } from 'vitest';
import { ALL_CHANNELS, CHANNEL, channelsForCategory, isSoldIn, menuForChannel } from './channels';
import type { Menu } from './types';

const menu = (products: { id: number; channels?: number }[], combos: { id: number; channels?: number }[] = []) =>
  ({ id: 1, products, combos, setmenus: [], modifiers: [], categories: [] }) as unknown as Menu;

describe('sales channels (docs/venue-format.md "Availability")', () => {
  it('maps order category types to the channels they need', () => {
    expect(channelsForCategory(1)).toBe(CHANNEL.online | CHANNEL.pickup);
    expect(channelsForCategory(3)).toBe(CHANNEL.online | CHANNEL.pickup);
    expect(channelsForCategory(4)).toBe(CHANNEL.online | CHANNEL.delivery);
    expect(channelsForCategory(2)).toBe(CHANNEL.table);
    expect(channelsForCategory(6)).toBe(CHANNEL.table);
    expect(channelsForCategory(0)).toBe(CHANNEL.online);
  });

  it('sells an item without channels everywhere, and one without online nowhere online', () => {
    expect(isSoldIn(undefined, channelsForCategory(4))).toBe(true);
    const notOnline = ALL_CHANNELS & ~CHANNEL.online;
    expect(isSoldIn(notOnline, channelsForCategory(1))).toBe(false);
    expect(isSoldIn(notOnline, channelsForCategory(4))).toBe(false);
    expect(isSoldIn(notOnline, channelsForCategory(2))).toBe(true);
  });

  it('leaves out of the menu what the channel does not sell, and returns the same menu when nothing goes', () => {
    const m = menu([{ id: 1 }, { id: 2, channels: CHANNEL.table }, { id: 3, channels: ALL_CHANNELS & ~CHANNEL.delivery }], [{ id: 9, channels: CHANNEL.table }]);
    expect(menuForChannel(m, channelsForCategory(1)).products.map((p) => p.id)).toEqual([1, 3]);
    expect(menuForChannel(m, channelsForCategory(1)).combos).toEqual([]);
    expect(menuForChannel(m, channelsForCategory(4)).products.map((p) => p.id)).toEqual([1]);
    expect(menuForChannel(m, CHANNEL.table).products.map((p) => p.id)).toEqual([1, 2, 3]);
    const all = menu([{ id: 1 }]);
    expect(menuForChannel(all, CHANNEL.online)).toBe(all);
    expect(m.products).toHaveLength(3);
  });
});
