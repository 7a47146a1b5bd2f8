/**
 * Values the import derives from an item's fields when the file leaves them out: sales channels, the
 * stable key of a combo or set-menu item, inventory mode, icon type, a delivery zone's geo ids. Pure.
 */
import { ALL_CHANNELS, CHANNEL, CHANNEL_NAMES } from '../../../../domain/channels';
import type { AvailableInput } from './fields';

/**
 * The channel bits (`CHANNEL`, src/domain/channels.ts) of an item: each channel as the item's
 * `available` says, else as the venue's, else sold.
 */
export function channelsOf(item: AvailableInput | undefined, venue: AvailableInput): number {
  let bits = 0;
  for (const name of CHANNEL_NAMES) if ((item?.[name] ?? venue[name] ?? true) === true) bits |= CHANNEL[name];
  return bits;
}

/** The channel names an item is not sold on (for the import report), e.g. ['online', 'pickup']. */
export function missingChannels(bits: number): string[] {
  return bits === ALL_CHANNELS ? [] : CHANNEL_NAMES.filter((n) => (bits & CHANNEL[n]) === 0);
}

/** The stable key of a combo item: its code, else 'product' or 'product.variant'. */
export const comboItemCode = (item: { code?: string; product: string; variant?: string }) =>
  item.code ?? (item.variant ? `${item.product}.${item.variant}` : item.product);

/** The stable key of a set-menu item (same rule as combo items). */
export const setMenuItemCode = comboItemCode;

/** Inventory mode of an item: as given, else tracked (2) when `stocks` is given, else untracked (1). */
export const inventoryOf = (item: { inventory?: 1 | 2; stocks?: number }): 1 | 2 => item.inventory ?? (item.stocks !== undefined ? 2 : 1);

/** icon_type of an item: as given, else 1 (show the image) when an icon is given, else 0. */
export const iconTypeOf = (item: { icon: string; icon_type?: number }): number => item.icon_type ?? (item.icon ? 1 : 0);

/** Geo ids of a delivery zone: its `geos`, else the distinct postcodes of its suburbs in file order. */
export function zoneGeos(zone: { geos?: string; suburbs: readonly { postcode: string }[] }): string {
  if (zone.geos) return zone.geos;
  return [...new Set(zone.suburbs.map((s) => String(Number(s.postcode))))].join(',');
}
