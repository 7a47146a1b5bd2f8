/**
 * Staff phone orders paid by link (issue 23 item 7), JSON behind the staff session (role staff and up):
 *
 * | POST /staff/api/phone-orders | `{customer {phone?, country?, email?, firstname?, lastname?}, order (orderEdit's param), send {sms?, email?, locale?}}` → 201 `{tradeid, url, expiresAt, sent[]}` |
 * | POST /staff/api/phone-orders/:tradeid/resend | `{sms?, email?, locale?}` → 200 the same shape, with a fresh link |
 *
 * Refusals are `{error: code, message, params?}` with the message in the request's language: 401
 * without a staff session, 400 for bad input (NOT_VALID {field}, a total that differs from the server's,
 * a missing street or a postcode outside the zones, no contact), 404 for an unknown order, 409 for a
 * paid one. Nothing is stored or sent on a refusal.
 */
import type { Route } from '../../platform/http';
import { baseUrl, readBody, sendJson } from '../../platform/http';
import { refuseOrigin, requestOriginAllowed } from '../../platform/origins';
import { staffFromHeaders, staffMay } from '../accounts';
import { createPhoneOrder, errorJson, resendPayLink } from '../orders';

const STATUS: Record<string, number> = { NOT_FOUND: 404, PAY_LINK_USED: 409, FORBIDDEN: 403, STORE_CLOSED: 409, OUT_OF_STOCK: 409 };

export const staffPhoneOrderRoute: Route = async (req, res, url, services) => {
  const resend = /^\/staff\/api\/phone-orders\/([A-Za-z0-9_-]{1,64})\/resend$/.exec(url.pathname);
  if (url.pathname !== '/staff/api/phone-orders' && !resend) return false;
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'method' });
    return true;
  }
  if (!requestOriginAllowed(req, services.config)) {
    refuseOrigin(res);
    return true;
  }
  const staff = await staffFromHeaders(services, req.headers.cookie);
  if (!staff) {
    sendJson(res, 401, { error: 'sign in' });
    return true;
  }
  if (!staffMay(staff, 'staff')) {
    sendJson(res, 403, errorJson(req, 'FORBIDDEN'));
    return true;
  }
  let body: unknown;
  try {
    body = JSON.parse(((await readBody(req, 200_000)) ?? Buffer.alloc(0)).toString('utf8') || '{}');
  } catch {
    sendJson(res, 400, errorJson(req, 'NOT_VALID', { field: 'body' }));
    return true;
  }
  const base = baseUrl(req, services);
  const result = resend ? await resendPayLink(services, staff, resend[1], body, base) : await createPhoneOrder(services, staff, body, base);
  if (!result.ok) sendJson(res, STATUS[result.code] ?? 400, errorJson(req, result.code, result.params));
  else sendJson(res, resend ? 200 : 201, result.value);
  return true;
};
