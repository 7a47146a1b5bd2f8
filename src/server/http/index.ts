/**
 * The plain HTTP routes of orders and payments, in the order `buildApp` tries them: payment webhooks,
 * the payment-data encryptor, the payment simulator's pages, receipts, the staff table actions and QR codes, and the staff console.
 */
import type { Route } from '../app';
import { invoiceRoute } from './invoices';
import { encryptorRoute, paymentWebhookRoute } from './payments';
import { simulatorRoute } from './simulator';
import { staffRoute } from './staff';
import { staffTablesRoute } from './staff-tables';

/** Routes to pass to `buildApp({ routes })`. */
export function orderRoutes(): Route[] {
  return [paymentWebhookRoute, encryptorRoute, simulatorRoute, invoiceRoute, staffTablesRoute, staffRoute];
}
