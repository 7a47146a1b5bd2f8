/**
 * The staff app's venue settings as JSON (issue 23 items 5, 6; issue 24 item 3): capacity per 15-minute
 * slot for each fulfilment type (orders, items, subtotal in cents), the diner cancel window and the tips
 * on dine-in and pickup ('off' | 'presets' | 'custom'), behind the staff
 * session; changing them needs the manager role (owners too) and is recorded in the audit log
 * ('capacity.set', 'settings.cancelWindow', 'settings.tips').
 *
 * - GET  /staff/api/settings → 200 {slot_caps: {"<type>": {orders?, items?, subtotal?}}, cancel_window:
 *   'off' | 'accepted' | minutes, tips: {dinein, pickup}, categories: [{type, name}]}
 * - POST /staff/api/settings with {slot_caps?, cancel_window?, tips?: {dinein?, pickup?}} (JSON) → 200 the settings as stored;
 *   400 {error: 'BAD_INPUT', field, reason} for a negative, fractional or huge cap, an unknown type or
 *   key, a bad window, or an unknown tip mode {field: 'tips.pickup', reason: 'unknownMode'} (nothing is changed); 403 {error: 'FORBIDDEN'} for the staff role; 401
 *   without a staff session.
 */
import { z } from 'zod';
import { validateTipSettings } from '../../../domain/tips';
import { cancelWindowValue, validateCancelWindow, validateSlotCaps } from '../../../domain/slot-capacity';
import type { Route } from '../../platform/http';
import { readBody, sendJson } from '../../platform/http';
import { refuseOrigin, requestOriginAllowed } from '../../platform/origins';
import { recordStaffAction, staffFromHeaders, staffMay } from '../accounts';
import { readVenueOrderSettings, venueForOrder, writeVenueOrderSettings } from '../catalog';
import type { Services } from '../../services';

const PATH = '/staff/api/settings';

const bodySchema = z.strictObject({ slot_caps: z.unknown().optional(), cancel_window: z.unknown().optional(), tips: z.unknown().optional() });

async function settingsAnswer(services: Services, venueId: number) {
  const settings = await readVenueOrderSettings(services.db, venueId);
  const venue = await venueForOrder(services.db, venueId);
  return {
    slot_caps: settings?.slotCaps ?? {},
    cancel_window: cancelWindowValue(settings?.cancelWindow ?? { kind: 'off' }),
    tips: settings?.tips ?? { dinein: 'off', pickup: 'off' },
    categories: (venue?.order_categories ?? []).map((c) => ({ type: c.type, name: c.name })),
  };
}

/** GET/POST /staff/api/settings (see the module note). */
export const staffSettingsRoute: Route = async (req, res, url, services) => {
  if (url.pathname !== PATH) return false;
  if (req.method === 'POST' && !requestOriginAllowed(req, services.config)) {
    refuseOrigin(res);
    return true;
  }
  const staff = await staffFromHeaders(services, req.headers.cookie);
  if (!staff) {
    sendJson(res, 401, { error: 'INVALID_TOKEN' });
    return true;
  }
  if (req.method === 'GET') {
    sendJson(res, 200, await settingsAnswer(services, staff.venueId));
    return true;
  }
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'METHOD_NOT_ALLOWED' });
    return true;
  }
  if (!staffMay(staff, 'manager')) {
    sendJson(res, 403, { error: 'FORBIDDEN' });
    return true;
  }
  const raw = await readBody(req, 20_000);
  let json: unknown;
  try {
    json = JSON.parse(raw?.toString('utf8') ?? '');
  } catch {
    sendJson(res, 400, { error: 'BAD_INPUT', field: 'body', reason: 'notJson' });
    return true;
  }
  const body = bodySchema.safeParse(json);
  if (!body.success) {
    sendJson(res, 400, { error: 'BAD_INPUT', field: body.error.issues[0]?.path.join('.') || 'body', reason: 'unknownKey' });
    return true;
  }
  const current = await readVenueOrderSettings(services.db, staff.venueId);
  if (!current) {
    sendJson(res, 404, { error: 'NOT_FOUND' });
    return true;
  }
  const caps = body.data.slot_caps === undefined ? { ok: true as const, value: current.slotCaps } : validateSlotCaps(body.data.slot_caps);
  if (!caps.ok) {
    sendJson(res, 400, { error: 'BAD_INPUT', ...caps.params });
    return true;
  }
  const window = body.data.cancel_window === undefined ? { ok: true as const, value: current.cancelWindow } : validateCancelWindow(body.data.cancel_window);
  if (!window.ok) {
    sendJson(res, 400, { error: 'BAD_INPUT', ...window.params });
    return true;
  }
  const tips = body.data.tips === undefined ? { ok: true as const, value: current.tips } : validateTipSettings(body.data.tips, current.tips);
  if (!tips.ok) {
    sendJson(res, 400, { error: 'BAD_INPUT', ...tips.params });
    return true;
  }
  await writeVenueOrderSettings(services.db, staff.venueId, { slotCaps: caps.value, cancelWindow: window.value, tips: tips.value });
  if (body.data.slot_caps !== undefined) await recordStaffAction(services.db, services.clock, staff, { action: 'capacity.set', details: { slot_caps: caps.value } });
  if (body.data.cancel_window !== undefined) await recordStaffAction(services.db, services.clock, staff, { action: 'settings.cancelWindow', details: { cancel_window: cancelWindowValue(window.value) } });
  if (body.data.tips !== undefined) await recordStaffAction(services.db, services.clock, staff, { action: 'settings.tips', details: { tips: tips.value } });
  sendJson(res, 200, await settingsAnswer(services, staff.venueId));
  return true;
};
