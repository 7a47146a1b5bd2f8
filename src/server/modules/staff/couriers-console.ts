/**
 * The staff console's courier part (issue #14): per courier order its courier, status, driver and
 * flag (the courier cancelled, or booking failed), and the actions 'Cancel courier' (while booked and
 * not finished) and 'Book again' (after a cancellation or a failed booking: a fresh quote accepted at
 * once; the venue bears any difference). POST /staff/api/courier {delivery_id, action: 'cancel' | 'rebook'}.
 */
import { z } from 'zod';
import { CourierError } from '../../providers/couriers';
import type { Services } from '../../services';
import { cancelCourier, findVenueDelivery, rebookCourier, venueCourierDeliveries } from '../delivery';
import { recordStaffAction, type StaffPrincipal } from '../accounts';

export interface StaffCourierView {
  id: string;
  name: string;
  /** English words of the status ('picked up', 'booking…'). */
  status: string;
  /** The status as a code for the staff app to word (issue 23): 'quoted', 'booking_failed' or a courier status (providers/couriers COURIER_STATUSES). */
  statusCode: string;
  /** The courier service: 'simulator', 'doordash', 'uber', …; `method` its delivery method (21, 22). */
  courier: string;
  method: number;
  driver: string;
  flagged: boolean;
  reason: string;
  canCancel: boolean;
  canRebook: boolean;
}

const NAMES: Record<string, string> = { simulator: 'Courier simulator', doordash: 'DoorDash', uber: 'Uber Direct' };

/** The venue's paid courier deliveries by trade id. */
export async function staffCouriers(services: Services, venueId: number): Promise<Map<string, StaffCourierView>> {
  const rows = await venueCourierDeliveries(services.db, venueId);
  const out = new Map<string, StaffCourierView>();
  for (const d of rows) {
    if (d.orderId === null || !d.tradeid) continue;
    const finished = d.status === 'delivered' || d.status === 'cancelled' || d.status === 'booking_failed';
    out.set(d.tradeid, {
      id: d.id,
      name: `${NAMES[d.courier] ?? d.courier} (method ${d.method})`,
      status: d.status === 'quoted' ? 'booking…' : d.status.replaceAll('_', ' '),
      statusCode: d.status,
      courier: d.courier,
      method: Number(d.method),
      driver: d.driverName,
      flagged: d.flagged,
      reason: d.flagReason,
      canCancel: d.bookedAt !== null && !finished,
      canRebook: d.status === 'cancelled' || d.status === 'booking_failed',
    });
  }
  return out;
}

const actionSchema = z.object({ delivery_id: z.string().min(1).max(100), action: z.enum(['cancel', 'rebook']) });

/** Runs a staff courier action for a delivery of the staff's venue (recorded in the audit log, issue 23 item 2); answers an HTTP status and a message. */
export async function staffCourierAction(services: Services, staff: StaffPrincipal, body: string): Promise<{ status: number; message: string }> {
  const venueId = staff.venueId;
  let parsed;
  try {
    parsed = actionSchema.safeParse(JSON.parse(body));
  } catch {
    return { status: 400, message: 'Invalid request' };
  }
  if (!parsed.success) return { status: 400, message: 'Invalid request' };
  const row = await findVenueDelivery(services.db, venueId, parsed.data.delivery_id);
  if (!row) return { status: 404, message: 'Delivery not found' };
  try {
    if (parsed.data.action === 'cancel') {
      const r = await cancelCourier(services, row.id);
      if (r) await recordStaffAction(services.db, services.clock, staff, { action: 'courier.cancel', tradeid: row.tradeid, details: { delivery: row.id } });
      return r ? { status: 200, message: 'Courier cancelled' } : { status: 409, message: 'This delivery is not booked' };
    }
    const r = await rebookCourier(services, row.id);
    if (r !== null) await recordStaffAction(services.db, services.clock, staff, { action: 'courier.rebook', tradeid: row.tradeid, details: { delivery: row.id, result: r } });
    if (r === null) return { status: 409, message: 'Only a cancelled or failed delivery can be booked again' };
    return r === 'booked' ? { status: 200, message: 'Courier booked' } : { status: 502, message: `Booking ${r}` };
  } catch (e) {
    return { status: e instanceof CourierError ? 502 : 500, message: e instanceof Error ? e.message : 'Failed' };
  }
}
