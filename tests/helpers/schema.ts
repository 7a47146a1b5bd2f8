/** Every Drizzle table of every module and provider, as one namespace for tests that inspect the database. */
export * from '../../src/server/modules/catalog/schema';
export * from '../../src/server/modules/accounts/schema';
export * from '../../src/server/modules/orders/schema';
export * from '../../src/server/modules/payments/schema';
export * from '../../src/server/modules/tables/schema';
export * from '../../src/server/providers/payments/schema';
export * from '../../src/server/providers/email/schema';
export * from '../../src/server/platform/db/schema';
export * from '../../src/server/providers/sms/schema';
export * from '../../src/server/modules/giftcards/schema';
export * from '../../src/server/modules/delivery/schema';
