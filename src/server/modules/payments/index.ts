/**
 * The payments module's door: everything other modules, the composition root and pages may use.
 */
export { cancelPendingAttempts, hasPaymentAttemptSince, hasPendingPayment, paymentAmounts } from './payments';
export { settleStalePayments, startStalePaymentSweep } from './payment-sweep';
export { encryptorRoute, paymentWebhookRoute } from './payments-http';
export { refundOrder } from './refunds';
export { registerPaymentHooks } from './hooks';
export { paymentResolvers } from './resolvers';
export { simulatorRoute } from './simulator-http';
export { applePayDomainRoute, APPLE_PAY_DOMAIN_PATH } from './apple-pay-domain';
