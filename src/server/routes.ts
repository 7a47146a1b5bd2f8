/**
 * The plain HTTP routes of orders and payments, in the order `buildApp` tries them: payment webhooks,
 * courier quotes (POST /create/delivery), courier webhooks and the courier simulator's tracking page,
 * the Apple Pay domain association file (`/.well-known/…`), the payment-data encryptor, the payment simulator's pages, receipts, the pay links (`/pay-link/open`), the staff table actions and QR codes, the staff phone orders, the staff console, the phone-wallet passes (`/wallet/member/*`),
 * and the photos uploaded through brand files (`/media/photos/…`);
 * last, `/favicon.ico` for pages without an icon link (browsers ask for it): the storefront's icon.
 */
import type { Route } from './platform/http';
import { photoRoute } from './modules/catalog';
import { invoiceRoute, payLinkRoute } from './modules/orders';
import { encryptorRoute, paymentWebhookRoute } from './modules/payments';
import { applePayDomainRoute, simulatorRoute } from './modules/payments';
import { staffAvailabilityRoute, staffPhoneOrderRoute, staffRoute, staffSettingsRoute } from './modules/staff';
import { staffTablesRoute } from './modules/tables';
import { deliveryRoute } from './modules/delivery';
import { viewerResolver } from './compose';
import { walletRoutes, type MemberCardSource } from './modules/accounts';
import { loyaltyMemberCard } from './modules/loyalty';
import { cloudPrntRoute, staffKitchenRoute, tableCoursesRoute } from './modules/kitchen';

/** `/favicon.ico`: a permanent redirect to the storefront's icon (`public/main/static/favicon.svg`). */
export const faviconRoute: Route = (req, res, url) => {
  if (url.pathname !== '/favicon.ico' || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  res.writeHead(301, { location: '/main/static/favicon.svg', 'cache-control': 'public, max-age=86400' });
  res.end();
  return true;
};

/** Where the phone-wallet passes read the member's uid, name, points and level: the loyalty module's card. */
export const walletMemberCard: MemberCardSource = loyaltyMemberCard;

/** Routes to pass to `buildApp({ routes })`. */
export function orderRoutes(): Route[] {
  const viewerOf = (services: Parameters<Route>[3], authorization: string | null) => viewerResolver(services)(authorization);
  const encryptor = encryptorRoute(viewerOf);
  const wallet = walletRoutes({ viewerOf, memberCard: walletMemberCard });
  const courses = tableCoursesRoute(viewerOf);
  return [paymentWebhookRoute, applePayDomainRoute, deliveryRoute, encryptor, simulatorRoute, invoiceRoute, payLinkRoute, staffKitchenRoute, cloudPrntRoute, courses, staffTablesRoute, staffPhoneOrderRoute, staffAvailabilityRoute, staffSettingsRoute, staffRoute, wallet, photoRoute, faviconRoute];
}
