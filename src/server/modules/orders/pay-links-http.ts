/**
 * `POST /pay-link/open` (issue 23 item 7): JSON `{tradeid, t}` → 200 `{token, tradeid, expired_at}` (a
 * pay-by-link session for that order only, `openPayLink`), or 400/410/409 `{error, message}` with the
 * message in the request's language: a tampered token or another order's (PAY_LINK_INVALID, 400), an
 * expired link (PAY_LINK_EXPIRED, 410), a paid order (PAY_LINK_USED, 409). The order page opens links
 * itself on the server; this route is for other clients and the tests.
 */
import { z } from 'zod';
import type { Route } from '../../platform/http';
import { readBody, sendJson } from '../../platform/http';
import { messageKeyOf, type ErrorCode } from '../../../domain/errors';
import { pickLocale } from '../../../i18n';
import { i18nFor } from '../../../i18n/messages';
import { openPayLink } from './pay-links';

const bodySchema = z.object({ tradeid: z.string().min(1).max(64), t: z.string().min(1).max(600) });
const STATUS: Partial<Record<ErrorCode, number>> = { PAY_LINK_INVALID: 400, PAY_LINK_EXPIRED: 410, PAY_LINK_USED: 409 };

/** A failure as JSON `{error: code, message}` in the request's language (cookie, then Accept-Language). */
export function errorJson(req: Parameters<Route>[0], code: ErrorCode, params?: Readonly<Record<string, string | number>>) {
  const locale = pickLocale(/(?:^|;\s*)platter_lng=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? null, req.headers['accept-language'] ?? null);
  return { error: code, message: String(i18nFor(locale).t(messageKeyOf(code), { ...(params ?? {}) } as never)), ...(params ? { params } : {}) };
}

export const payLinkRoute: Route = async (req, res, url, services) => {
  if (url.pathname !== '/pay-link/open' || req.method !== 'POST') return false;
  let body: unknown;
  try {
    body = JSON.parse(((await readBody(req, 4096)) ?? Buffer.alloc(0)).toString('utf8'));
  } catch {
    body = null;
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    sendJson(res, 400, errorJson(req, 'PAY_LINK_INVALID'));
    return true;
  }
  const opened = await openPayLink(services, parsed.data.tradeid, parsed.data.t);
  if (!opened.ok) sendJson(res, STATUS[opened.code] ?? 400, errorJson(req, opened.code, opened.params));
  else sendJson(res, 200, { token: opened.value.token, tradeid: opened.value.tradeid, expired_at: opened.value.expiresAt });
  return true;
};
