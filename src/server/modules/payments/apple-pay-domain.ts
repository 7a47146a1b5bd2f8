/**
 * The Apple Pay merchant domain association file (issue 24 item 5): Apple (and Stripe / Adyen, when
 * registering the domain for Apple Pay) fetch `/.well-known/apple-developer-merchantid-domain-association`
 * from the storefront's domain. Its content comes from configuration: `APPLE_PAY_DOMAIN_ASSOCIATION`
 * (the file's text) or `APPLE_PAY_DOMAIN_ASSOCIATION_FILE` (a path, read when asked: Apple fetches it rarely, so no cache is kept). Neither
 * set, or an unreadable file: 404. GET and HEAD only; served as text/plain.
 */
import { readFile } from 'node:fs/promises';
import type { Route } from '../../platform/http';

export const APPLE_PAY_DOMAIN_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/** The configured association text, or null when none is configured or the file cannot be read. */
async function associationText(config: { APPLE_PAY_DOMAIN_ASSOCIATION?: string; APPLE_PAY_DOMAIN_ASSOCIATION_FILE?: string }): Promise<string | null> {
  if (config.APPLE_PAY_DOMAIN_ASSOCIATION) return config.APPLE_PAY_DOMAIN_ASSOCIATION;
  const path = config.APPLE_PAY_DOMAIN_ASSOCIATION_FILE;
  if (!path) return null;
  return readFile(path, 'utf8').catch(() => null);
}

/** GET/HEAD /.well-known/apple-developer-merchantid-domain-association (see the module note). */
export const applePayDomainRoute: Route = async (req, res, url, services) => {
  if (url.pathname !== APPLE_PAY_DOMAIN_PATH) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return true;
  }
  const text = await associationText(services.config);
  if (text === null) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : 'Not found');
    return true;
  }
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600', 'content-length': Buffer.byteLength(text) });
  res.end(req.method === 'HEAD' ? undefined : text);
  return true;
};
