/**
 * A venue's capacity per slot, diner cancel window (issue 23 items 5, 6) and tip settings (issue 24 item 3), kept in the venue's config
 * (`slot_caps` as JSON text, `cancel_window`; src/domain/slot-capacity.ts) as the brand file sets them;
 * read and changed here by the staff app's settings. A change renews every process's cached venue
 * (the catalogue generation, as a brand import does), so the next placement counts with it.
 */
import { eq, sql } from 'drizzle-orm';
import { cancelWindowValue, readCancelWindow, readSlotCaps, type CancelWindow, type SlotCaps } from '../../../domain/slot-capacity';
import { readTipSettings, type TipSettings } from '../../../domain/tips';
import { catalogGeneration, notifyCatalogChanged } from '../../platform/db/change-feed';
import type { Db } from '../../platform/db/client';
import { venues } from './schema';

/** The venue's order settings: caps by category type, the cancel window. */
export interface VenueOrderSettings {
  slotCaps: SlotCaps;
  cancelWindow: CancelWindow;
  /** Tips on dine-in and pickup/takeaway (issue 24 item 3): config `tips_dinein`, `tips_pickup`. */
  tips: TipSettings;
}

/** The settings of venue `venueId` (null: no such venue). */
export async function readVenueOrderSettings(db: Db, venueId: number): Promise<VenueOrderSettings | null> {
  const [row] = await db.select({ config: venues.config }).from(venues).where(eq(venues.id, venueId)).limit(1);
  if (!row) return null;
  return { slotCaps: readSlotCaps(row.config), cancelWindow: readCancelWindow(row.config), tips: readTipSettings(row.config) };
}

/**
 * Stores already validated settings on venue `venueId` (`validateSlotCaps`, `validateCancelWindow`),
 * and `validateTipSettings` (tips left as they are when absent), merging them into its config in one statement, then renews the cached venue in every process.
 * Answers false when there is no such venue.
 */
export async function writeVenueOrderSettings(db: Db, venueId: number, settings: Omit<VenueOrderSettings, 'tips'> & { tips?: TipSettings }): Promise<boolean> {
  const patch = {
    slot_caps: JSON.stringify(settings.slotCaps),
    cancel_window: cancelWindowValue(settings.cancelWindow),
    ...(settings.tips ? { tips_dinein: settings.tips.dinein, tips_pickup: settings.tips.pickup } : {}),
  };
  const found = await db.transaction(async (tx) => {
    const rows = await tx
      .update(venues)
      .set({ config: sql`${venues.config} || ${JSON.stringify(patch)}::jsonb` })
      .where(eq(venues.id, venueId))
      .returning({ id: venues.id });
    if (rows.length) await notifyCatalogChanged(tx, venueId);
    return rows.length > 0;
  });
  if (found) catalogGeneration(db).bump();
  return found;
}
