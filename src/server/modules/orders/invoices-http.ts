/**
 * Receipts over plain HTTP (orders-and-payments.md §7.6), in the diner's language (ADR 0003):
 * - `GET /cloud/open/invoice/view/:code[?lang=en|en-au|zh-CN]` → the receipt HTML (404 for an unknown
 *   code, its page in the same language);
 * - `POST /cloud/open/invoice/email/:code` with form (or JSON) fields `email` and optional `lang` →
 *   JSON {success: true, status} or {success: false, message} with 400/404/502; the e-mailed receipt
 *   is in that language. At most 5 e-mails per receipt code and 20 per client IP in any hour (beyond the
 *   spec; platform/request-limits.ts): past that, 429 with Retry-After (seconds) and {success: false,
 *   message: 'TOO_MANY_REQUESTS'} (locales `errors.TOO_MANY_REQUESTS`, en and zh-CN).
 * The language is `receiptLocale`'s: the explicit `lang`, then the locale cookie, then Accept-Language,
 * then English — the order pages use.
 */
import type { IncomingMessage } from 'node:http';
import type { Route } from '../../platform/http';
import { LOCALE_COOKIE, htmlLang, pickLocale, toLocale, type Locale } from '../../../i18n';
import { i18nFor } from '../../../i18n/messages';
import { emailInvoice, renderInvoice } from './invoices';
import { clientIp, releaseReceiptEmail, reserveReceiptEmail } from '../../platform/request-limits';
import { readCookie } from '../accounts';
import { esc, parseFields, readBody, sendHtml, sendJson } from '../../platform/http';

const VIEW = /^\/cloud\/open\/invoice\/view\/([^/]+)$/;
const EMAIL = /^\/cloud\/open\/invoice\/email\/([^/]+)$/;

/**
 * The language of a receipt request: `lang` (a query or form field) when it names a supported locale
 * ('zh', 'zh-Hans-CN' → 'zh-CN'; anything else is ignored), else the `platter_lng` cookie, else the
 * first supported Accept-Language entry by weight, else 'en' — ADR 0003's order with an explicit choice
 * first. Never fails. Spec: storefront.md §1 (languages), orders-and-payments.md §2.7, §7.6.
 */
export function receiptLocale(lang: string | null | undefined, cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  let cookie: string | undefined;
  try {
    cookie = readCookie(cookieHeader, LOCALE_COOKIE);
  } catch {
    // A malformed %-escape in the cookie: no cookie choice.
    cookie = undefined;
  }
  return pickLocale(toLocale(lang) ?? cookie, acceptLanguage);
}

const requestLocale = (req: IncomingMessage, lang: string | null | undefined): Locale =>
  receiptLocale(lang, req.headers.cookie, req.headers['accept-language']);

/** Receipt view and e-mail routes (see the module note). */
export const invoiceRoute: Route = async (req, res, url, services) => {
  let m = VIEW.exec(url.pathname);
  if (m && (req.method === 'GET' || req.method === 'HEAD')) {
    const locale = requestLocale(req, url.searchParams.get('lang'));
    const invoice = await renderInvoice(services, decodeURIComponent(m[1]), locale);
    if (!invoice.ok) {
      const i18n = i18nFor(locale);
      sendHtml(res, 404, `<!doctype html><html lang="${htmlLang(locale)}"><meta charset="utf-8"><title>${esc(i18n.t('receipt.notFoundTitle'))}</title><p>${esc(i18n.t('receipt.notFound'))}</p></html>`);
    } else sendHtml(res, 200, invoice.value.html, { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'; base-uri 'none'", 'content-language': htmlLang(locale) });
    return true;
  }
  m = EMAIL.exec(url.pathname);
  if (m && req.method === 'POST') {
    const fields = parseFields((await readBody(req, 10_000)) ?? Buffer.alloc(0), req.headers['content-type']);
    const code = decodeURIComponent(m[1]);
    const reserved = await reserveReceiptEmail(services, code, clientIp(req, services.config.TRUST_PROXY));
    if ('retryAfterSeconds' in reserved) {
      res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(reserved.retryAfterSeconds) });
      res.end(JSON.stringify({ success: false, message: 'TOO_MANY_REQUESTS' }));
      return true;
    }
    const sent = await emailInvoice(services, code, fields.email, requestLocale(req, fields.lang ?? url.searchParams.get('lang')));
    // Nothing was sent for an unknown receipt or a bad address: that does not use up the limit.
    if (!sent.ok && sent.code !== 'NETWORK_BUSY') await releaseReceiptEmail(services, reserved.hitIds);
    if (sent.ok) sendJson(res, 200, { success: true, status: sent.value.status });
    else sendJson(res, sent.code === 'NOT_FOUND' ? 404 : sent.code === 'NETWORK_BUSY' ? 502 : 400, { success: false, message: sent.code });
    return true;
  }
  return false;
};
