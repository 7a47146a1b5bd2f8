/**
 * The payment providers of a running app, built once by the composition root from configuration:
 * PAYMENT_PROVIDER 'simulator' (default) serves both platforms; 'adyen' serves the drop-in platform
 * (1) and 'stripe' the hosted platform (2), each needing its keys (a missing key stops the request
 * with a clear error rather than silently falling back). Webhooks of every configured provider are
 * accepted whatever PAYMENT_PROVIDER says, so payments begun before a switch still complete.
 */
import type { Db } from '../../platform/db/client';
import type { Config } from '../../platform/config';
import { serverSecret } from '../../platform/secrets';
import { createAdyenProvider } from './adyen';
import { createSimulatorProvider } from './simulator';
import { simulatorVault } from './simulator-vault';
import { createStripeProvider } from './stripe';
import { PAY_PLATFORM, type PaymentProvider, type ProviderName } from './types';

export * from './types';

export interface PaymentProviders {
  /** The provider that takes payments on `platform` (1 drop-in, 2 hosted), or null for an unknown platform. */
  forPlatform(platform: number): PaymentProvider | null;
  /** A provider by name, or null when it is not configured. */
  byName(name: string): PaymentProvider | null;
}

/** The payment providers of a process, built once from the configuration (main.ts; tests pass their own). */
export function createPaymentProviders({ config, db }: { config: Config; db: Db }): PaymentProviders {
  const simulator = createSimulatorProvider(() => serverSecret(db, 'simulator_webhook', config.SIMULATOR_WEBHOOK_SECRET), simulatorVault(db));
  const adyen =
    config.ADYEN_API_KEY && config.ADYEN_MERCHANT_ACCOUNT && config.ADYEN_HMAC_KEY
      ? createAdyenProvider({
          apiKey: config.ADYEN_API_KEY,
          merchantAccount: config.ADYEN_MERCHANT_ACCOUNT,
          hmacKey: config.ADYEN_HMAC_KEY,
          clientKey: config.ADYEN_CLIENT_KEY,
          environment: config.ADYEN_ENVIRONMENT,
          checkoutUrl: config.ADYEN_CHECKOUT_URL,
        })
      : null;
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiUrl: config.STRIPE_API_URL, publishableKey: config.STRIPE_PUBLISHABLE_KEY })
      : null;
  const byName: Record<ProviderName, PaymentProvider | null> = { simulator, adyen, stripe };
  const providers: PaymentProviders = {
    forPlatform(platform) {
      if (platform !== PAY_PLATFORM.dropIn && platform !== PAY_PLATFORM.hosted) return null;
      if (config.PAYMENT_PROVIDER === 'simulator') return simulator;
      if (config.PAYMENT_PROVIDER === 'adyen') return platform === PAY_PLATFORM.dropIn ? adyen : stripe ?? null;
      return platform === PAY_PLATFORM.hosted ? stripe : adyen ?? null;
    },
    byName: (name) => byName[name as ProviderName] ?? null,
  };
  return providers;
}
