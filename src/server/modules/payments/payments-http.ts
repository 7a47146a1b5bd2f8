/**
 * Plain HTTP routes of payments (orders-and-payments.md §2.8, §7.4):
 * - `POST /pay/webhook/:provider` (simulator, adyen, stripe): verified on the raw body; 401 when
 *   unsigned or altered (nothing changes); replays change nothing;
 * - `POST /pay/encryptor` JSON {method: 'encrypt' | 'decrypt', params}, with the diner's session
 *   ('authorization: Bearer …'): encrypt takes the payment parameters (a JSON object naming the order's
 *   `tradeid`) of an order the session may read and answers {data} (the string for the payment page's
 *   ?data=); decrypt answers {data: the parameters' JSON string} only to a session that may read the
 *   order the data was made for, else 400 {error: 'Decryption failed'} as for altered data. So it is
 *   no oracle: nobody encrypts or decrypts anything but payment parameters of their own orders.
 *   Errors: 401 {error: 'invalid token'} without a live session; 404 {error: 'not found'} (encrypt:
 *   no such order, or not the session's); 400 {error: 'Invalid payment data'} (not JSON, no tradeid).
 *   AES-256-GCM with the server's key (PAYMENT_DATA_KEY, or generated and stored on first start).
 */
import type { Route } from '../../platform/http';
import type { Services } from '../../services';
import type { Viewer } from '../accounts';
import { canReadOrder, findOrderByTradeid } from '../orders';
import { decryptPaymentData, encryptPaymentData, handlePaymentWebhook } from './payments';
import { readBody, sendJson } from '../../platform/http';

const WEBHOOK = /^\/pay\/webhook\/(simulator|adyen|stripe)$/;

/** `POST /pay/webhook/:provider`: see the module note (401 unsigned or altered, 404 provider not configured). */
export const paymentWebhookRoute: Route = async (req, res, url, services) => {
  const m = WEBHOOK.exec(url.pathname);
  if (!m) return false;
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end();
    return true;
  }
  const raw = await readBody(req);
  if (!raw) {
    res.writeHead(413).end();
    return true;
  }
  const answer = await handlePaymentWebhook(services, m[1], raw, req.headers);
  res.writeHead(answer.status, { 'content-type': answer.body.startsWith('{') ? 'application/json' : 'text/plain' });
  res.end(answer.body);
  return true;
};

/** Resolves the caller of a request from its authorization header (the composition root's viewer resolver). */
export type ViewerOf = (services: Services, authorization: string | null) => Promise<Viewer | null>;

/** What the encryptor seals: the order it was made for and the parameters (a JSON string). */
interface Sealed {
  tradeid: string;
  params: string;
}

/** `POST /pay/encryptor` {method, params} for the sessions `viewerOf` resolves: see the module note. */
export function encryptorRoute(viewerOf: ViewerOf): Route {
  return async (req, res, url, services) => {
    if (url.pathname !== '/pay/encryptor' || req.method !== 'POST') return false;
    const raw = await readBody(req, 64_000);
    let body: { method?: string; params?: unknown };
    try {
      body = JSON.parse(raw?.toString('utf8') ?? '');
    } catch {
      sendJson(res, 400, { error: 'Invalid payment data' });
      return true;
    }
    const viewer = await viewerOf(services, req.headers.authorization ?? null);
    if (!viewer) {
      sendJson(res, 401, { error: 'invalid token' });
      return true;
    }
    const params = typeof body.params === 'string' ? body.params : JSON.stringify(body.params ?? {});
    if (body.method === 'encrypt') {
      let tradeid: unknown;
      try {
        tradeid = (JSON.parse(params) as { tradeid?: unknown } | null)?.tradeid;
      } catch {
        tradeid = undefined;
      }
      if (typeof tradeid !== 'string' || !tradeid) {
        sendJson(res, 400, { error: 'Invalid payment data' });
        return true;
      }
      const order = await findOrderByTradeid(services.db, tradeid);
      if (!order || !canReadOrder(order, viewer)) {
        sendJson(res, 404, { error: 'not found' });
        return true;
      }
      const sealed: Sealed = { tradeid, params };
      sendJson(res, 200, { data: await encryptPaymentData(services, JSON.stringify(sealed)) });
    } else if (body.method === 'decrypt') {
      const opened = await decryptPaymentData(services, params);
      let sealed: Partial<Sealed> | null;
      try {
        sealed = opened === null ? null : (JSON.parse(opened) as Partial<Sealed>);
      } catch {
        sealed = null;
      }
      const order = typeof sealed?.tradeid === 'string' && typeof sealed.params === 'string' ? await findOrderByTradeid(services.db, sealed.tradeid) : null;
      // Someone else's data reads exactly as altered data: nothing tells what it was made for.
      if (!order || !canReadOrder(order, viewer)) sendJson(res, 400, { error: 'Decryption failed' });
      else sendJson(res, 200, { data: sealed!.params });
    } else {
      sendJson(res, 400, { error: 'Invalid payment data' });
    }
    return true;
  };
}
