/**
 * The delivery module's plain HTTP routes (orders-and-payments.md §7.5; issue #14):
 * - POST /create/delivery: quotes (quotes.ts), JSON in and out, 200 with the §3.9 answer (415 when
 *   the body is not JSON, 413 above 64 KB, 429 with Retry-After and the §3.9 answer errorCode 429 over
 *   the quote limit `COURIER_QUOTE_LIMITS`). GET /create/delivery stays the page.
 * - POST /delivery/webhook/{21|22}: a courier's report. 401 when unsigned or the signature is wrong
 *   (the courier's `parseWebhook`), 404 for an unknown delivery, else 200 (applied or ignored as not
 *   newer: replays and out-of-order reports never move a delivery backwards).
 * - GET /courier-simulator/…: the simulator's tracking page (providers/couriers/simulator.ts).
 */
import type { Route } from '../../platform/http';
import { readBody, sendJson } from '../../platform/http';
import { clientIp } from '../../platform/request-limits';
import type { CourierMethod } from '../../providers/couriers';
import { applyCourierUpdate } from './booking';
import { handleDeliveryRequest } from './quotes';

const WEBHOOK = /^\/delivery\/webhook\/(21|22)$/;

export const deliveryRoute: Route = async (req, res, url, services) => {
  if (url.pathname === '/create/delivery' && req.method === 'POST') {
    if (!(req.headers['content-type'] ?? '').includes('application/json')) {
      sendJson(res, 415, { success: false, errorCode: 415, message: 'JSON expected', data: null });
      return true;
    }
    const raw = await readBody(req, 64 * 1024);
    if (!raw) {
      sendJson(res, 413, { success: false, errorCode: 413, message: 'Request too large', data: null });
      return true;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      sendJson(res, 200, { success: false, action: '', errorCode: 400, message: 'Invalid request: body', data: null });
      return true;
    }
    const { retryAfterSeconds, ...answer } = await handleDeliveryRequest(services, body, clientIp(req, services.config.TRUST_PROXY));
    if (retryAfterSeconds) res.setHeader('retry-after', String(retryAfterSeconds));
    sendJson(res, retryAfterSeconds ? 429 : 200, answer);
    return true;
  }
  const m = WEBHOOK.exec(url.pathname);
  if (m) {
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return true;
    }
    const raw = await readBody(req, 256 * 1024);
    if (!raw) {
      res.writeHead(413).end();
      return true;
    }
    const method = Number(m[1]) as CourierMethod;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
    const report = services.providers.couriers[method].parseWebhook({ headers, rawBody: raw.toString('utf8') });
    if (!report) {
      sendJson(res, 401, { error: 'invalid signature' });
      return true;
    }
    const outcome = await applyCourierUpdate(services, method, report);
    sendJson(res, outcome === 'unknown' ? 404 : 200, { received: true, outcome });
    return true;
  }
  if (url.pathname.startsWith('/courier-simulator/')) return services.providers.couriers.simulator.route(req, res, url);
  return false;
};
