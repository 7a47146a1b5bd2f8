/**
 * Receipts over plain HTTP (orders-and-payments.md §7.6):
 * - `GET /cloud/open/invoice/view/:code` → the receipt HTML (404 for an unknown code);
 * - `POST /cloud/open/invoice/email/:code` with form (or JSON) field `email` → JSON
 *   {success: true, status} or {success: false, message} with 400/404/502.
 */
import type { Route } from '../app';
import { emailInvoice, renderInvoice } from '../use-cases/invoices';
import { parseFields, readBody, sendHtml, sendJson } from './util';

const VIEW = /^\/cloud\/open\/invoice\/view\/([^/]+)$/;
const EMAIL = /^\/cloud\/open\/invoice\/email\/([^/]+)$/;

/** Receipt view and e-mail routes (see the module note). */
export const invoiceRoute: Route = async (req, res, url, services) => {
  let m = VIEW.exec(url.pathname);
  if (m && (req.method === 'GET' || req.method === 'HEAD')) {
    const invoice = await renderInvoice(services, decodeURIComponent(m[1]));
    if (!invoice.ok) sendHtml(res, 404, '<!doctype html><title>Not found</title><p>Receipt not found.</p>');
    else sendHtml(res, 200, invoice.value.html, { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:" });
    return true;
  }
  m = EMAIL.exec(url.pathname);
  if (m && req.method === 'POST') {
    const fields = parseFields((await readBody(req, 10_000)) ?? Buffer.alloc(0), req.headers['content-type']);
    const sent = await emailInvoice(services, decodeURIComponent(m[1]), fields.email);
    if (sent.ok) sendJson(res, 200, { success: true, status: sent.value.status });
    else sendJson(res, sent.code === 'NOT_FOUND' ? 404 : sent.code === 'NETWORK_BUSY' ? 502 : 400, { success: false, message: sent.code });
    return true;
  }
  return false;
};
