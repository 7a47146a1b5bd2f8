/**
 * The external systems' ports (ARCHITECTURE.md "External systems"): each has an embedded default
 * (simulator or outbox) and real adapters chosen by configuration. Built once by `createProviders` in
 * the composition root and handed to the modules in `Services.providers`; a test passes its own.
 */
import type { Db } from '../platform/db/client';
import type { Config } from '../platform/config';
import type { Logger } from 'pino';
import { createEmailSender, type EmailSender } from './email';
import { createSmsSender, type SmsSender } from './sms';
import { createCaptchaVerifier, type CaptchaVerifier } from './captcha';
import { createSocialVerifier, type SocialVerifier } from './social';
import { createPaymentProviders, type PaymentProviders } from './payments';
import { createWalletPasses, type WalletPasses } from './wallet';

export interface Providers {
  /** Card payments: the built-in simulator, Adyen, Stripe. */
  readonly payments: PaymentProviders;
  /** E-mail: the outbox, and SMTP when configured. */
  readonly email: EmailSender;
  /** SMS (verification codes): the outbox, and Twilio when configured. */
  readonly sms: SmsSender;
  /** Captcha on SMS code requests: off, Cloudflare Turnstile or reCAPTCHA v3. */
  readonly captcha: CaptchaVerifier;
  /** Social login: Facebook (debug_token), Google and Apple ID tokens (JWKS). */
  readonly social: SocialVerifier;
  /** Phone-wallet membership passes: Apple (.pkpass) and Google (save link), each on when configured. */
  readonly wallet: WalletPasses;
}

/** The providers the configuration asks for (the embedded defaults when nothing is configured). */
export function createProviders(deps: { config: Config; db: Db; logger: Logger }): Providers {
  return { payments: createPaymentProviders(deps), email: createEmailSender(deps), sms: createSmsSender(deps), captcha: createCaptchaVerifier(deps), social: createSocialVerifier(deps), wallet: createWalletPasses(deps) };
}
