/**
 * Plain HTTP routes of payments (orders-and-payments.md §2.8, §7.4):
 * - `POST /pay/webhook/:provider` (simulator, adyen, stripe): verified on the raw body; 401 when
 *   unsigned or altered (nothing changes); replays change nothing;
 * - `POST /pay/encryptor` JSON {method: 'encrypt' | 'decrypt', params}: encrypt answers {data} (the
 *   string for the hosted checkout's ?data=), decrypt answers {data: the JSON string} or 400
 *   {error: 'Decryption failed'}. AES-256-GCM with the server's key (PAYMENT_DATA_KEY, or generated
 *   and stored on first start).
 */
import type { Route } from '../../platform/http';
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

/** `POST /pay/encryptor` {method, params}: see the module note. */
export const encryptorRoute: Route = async (req, res, url, services) => {
  if (url.pathname !== '/pay/encryptor' || req.method !== 'POST') return false;
  const raw = await readBody(req, 64_000);
  let body: { method?: string; params?: unknown };
  try {
    body = JSON.parse(raw?.toString('utf8') ?? '');
  } catch {
    sendJson(res, 400, { error: 'Invalid payment data' });
    return true;
  }
  const params = typeof body.params === 'string' ? body.params : JSON.stringify(body.params ?? {});
  if (body.method === 'encrypt') {
    sendJson(res, 200, { data: await encryptPaymentData(services, params) });
  } else if (body.method === 'decrypt') {
    const data = await decryptPaymentData(services, params);
    if (data === null) sendJson(res, 400, { error: 'Decryption failed' });
    else sendJson(res, 200, { data });
  } else {
    sendJson(res, 400, { error: 'Invalid payment data' });
  }
  return true;
};
