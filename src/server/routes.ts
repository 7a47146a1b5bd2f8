/**
 * The plain HTTP routes of orders and payments, in the order `buildApp` tries them: payment webhooks,
 * the payment-data encryptor, the payment simulator's pages, receipts, the staff table actions and QR codes, the staff console,
 * and the photos uploaded through brand files (`/media/photos/…`);
 * last, `/favicon.ico` for pages without an icon link (browsers ask for it): the storefront's icon.
 */
import type { Route } from './platform/http';
import { photoRoute } from './modules/catalog';
import { invoiceRoute } from './modules/orders';
import { encryptorRoute, paymentWebhookRoute } from './modules/payments';
import { simulatorRoute } from './modules/payments';
import { staffRoute } from './modules/staff';
import { staffTablesRoute } from './modules/tables';
import { viewerResolver } from './compose';

/** `/favicon.ico`: a permanent redirect to the storefront's icon (`public/main/static/favicon.svg`). */
export const faviconRoute: Route = (req, res, url) => {
  if (url.pathname !== '/favicon.ico' || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  res.writeHead(301, { location: '/main/static/favicon.svg', 'cache-control': 'public, max-age=86400' });
  res.end();
  return true;
};

/** Routes to pass to `buildApp({ routes })`. */
export function orderRoutes(): Route[] {
  const encryptor = encryptorRoute((services, authorization) => viewerResolver(services)(authorization));
  return [paymentWebhookRoute, encryptor, simulatorRoute, invoiceRoute, staffTablesRoute, staffRoute, photoRoute, faviconRoute];
}
