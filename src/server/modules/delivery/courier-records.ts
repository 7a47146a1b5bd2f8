/**
 * The venue's courier deliveries as the staff console reads them (issue #14; orders-and-payments.md
 * §3.9, §7.5). The delivery module owns the `deliveries` table; the console calls these functions
 * through the door, never the table.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { deliveries } from './schema';

/** A courier delivery as staff see it. Times in milliseconds since the epoch. */
export interface CourierDeliveryRecord {
  /** Our delivery id (§7.5 delivery_id). */
  id: string;
  venueId: number;
  /** 21 or 22 (§9). */
  method: number;
  /** 'simulator' | 'doordash' | 'uber'. */
  courier: string;
  /** The order it was paid with; null while only quoted. */
  orderId: number | null;
  tradeid: string;
  /** 'quoted' | a courier status | 'booking_failed'. */
  status: string;
  driverName: string;
  /** Staff attention: the courier cancelled, or booking failed (`flagReason`). */
  flagged: boolean;
  flagReason: string;
  /** Null until booked. */
  bookedAt: number | null;
}

const columns = {
  id: deliveries.id,
  venueId: deliveries.venueId,
  method: deliveries.method,
  courier: deliveries.courier,
  orderId: deliveries.orderId,
  tradeid: deliveries.tradeid,
  status: deliveries.status,
  driverName: deliveries.driverName,
  flagged: deliveries.flagged,
  flagReason: deliveries.flagReason,
  bookedAt: deliveries.bookedAt,
};

/** Every courier delivery of venue `venueId` (quoted ones included), in no order. One query. */
export async function venueCourierDeliveries(db: Db, venueId: number): Promise<CourierDeliveryRecord[]> {
  return db.select(columns).from(deliveries).where(eq(deliveries.venueId, venueId));
}

/** The delivery `deliveryId` when it belongs to venue `venueId`, else null (unknown, or another venue's). */
export async function findVenueDelivery(db: Db, venueId: number, deliveryId: string): Promise<CourierDeliveryRecord | null> {
  const [row] = await db.select(columns).from(deliveries).where(and(eq(deliveries.id, deliveryId), eq(deliveries.venueId, venueId)));
  return row ?? null;
}
