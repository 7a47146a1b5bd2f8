/**
 * Configuration from environment variables, validated once at start with zod. A bad value stops the
 * process with a message naming the variable. The README's configuration table lists the same keys.
 */
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  PUBLIC_URL: z.url().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  // — orders and payments (orders-and-payments.md §7.4; README "Payments")
  /** 'simulator' (built-in, default) or a real provider for card payments: drop-in → Adyen, hosted → Stripe. */
  PAYMENT_PROVIDER: z.enum(['simulator', 'adyen', 'stripe']).default('simulator'),
  /** AES-256-GCM key of the payment-data encrypt/decrypt endpoint (64 hex or base64); generated and stored when unset. */
  PAYMENT_DATA_KEY: z.string().min(16).optional(),
  /** Simulator webhook HMAC secret; generated and stored when unset. */
  SIMULATOR_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The simulator sends each webhook a second time after this many ms (0 = never), as real providers may. */
  SIMULATOR_DUPLICATE_WEBHOOK_MS: z.coerce.number().int().min(0).max(600_000).default(1_500),
  ADYEN_API_KEY: z.string().min(1).optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().min(1).optional(),
  ADYEN_CLIENT_KEY: z.string().min(1).optional(),
  /** Hex HMAC key of Adyen standard webhooks. */
  ADYEN_HMAC_KEY: z.string().regex(/^[0-9a-fA-F]+$/, 'must be the hex HMAC key').optional(),
  ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
  /** Checkout API base, e.g. https://checkout-test.adyen.com/v71 (live: your live URL prefix). */
  ADYEN_CHECKOUT_URL: z.url().default('https://checkout-test.adyen.com/v71'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** Stripe publishable key (pk_…), for the Express Checkout Element (Apple Pay / Google Pay) in the browser (issue 24 item 5). */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)').optional(),
  /** Apple Pay merchant domain association file: its content (issue 24 item 5); served at /.well-known/apple-developer-merchantid-domain-association. */
  APPLE_PAY_DOMAIN_ASSOCIATION: z.string().min(1).optional(),
  /** …or the path of that file (read when first asked). Neither set: the URL answers 404. */
  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: z.string().min(1).optional(),
  /** Staff console sign-in: comma-separated venue_code:password pairs (passwords may be argon2 hashes). */
  STAFF_CREDENTIALS: z
    .string()
    .regex(/^[^:,]+:[^,]+(,[^:,]+:[^,]+)*$/, 'must be venue_code:password pairs separated by commas')
    .default('laneway-espresso:demo,golden-lantern:demo,laneway-eats:demo'),
  /** smtp:// or smtps:// URL for receipts; unset: e-mails stay in the outbox table (logged). */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  EMAIL_FROM: z.string().min(3).default('Platter receipts <receipts@platter.invalid>'),
  // — SMS verification codes (accounts-and-loyalty.md §2.4; providers/sms). All three set: Twilio
  // Messages API; otherwise the `sms_outbox` table and one log line per message.
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC + 32 hex)').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
  /** Sender: an E.164 number or a Messaging Service SID. */
  TWILIO_FROM: z.string().min(3).optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  // — courier delivery (orders-and-payments.md §3.8–3.9, §8.6, §9 methods 21/22; providers/couriers). Each
  // real courier is on when its credentials are all set; otherwise the embedded courier simulator serves.
  /** DoorDash Drive v2 access key: developer id (JWT `iss`). */
  DOORDASH_DEVELOPER_ID: z.string().min(1).optional(),
  /** DoorDash access key id (JWT `kid`). */
  DOORDASH_KEY_ID: z.string().min(1).optional(),
  /** DoorDash signing secret, base64url as the developer portal shows it (HS256 key after decoding). */
  DOORDASH_SIGNING_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_\-+/]+=*$/, 'must be the base64url signing secret from the DoorDash developer portal')
    .optional(),
  /** The exact Authorization header value configured for our webhook endpoint in the DoorDash portal. */
  DOORDASH_WEBHOOK_AUTH: z.string().min(8).optional(),
  DOORDASH_API_URL: z.url().default('https://openapi.doordash.com'),
  /** Uber Direct OAuth client (client-credentials grant, scope eats.deliveries). */
  UBER_CLIENT_ID: z.string().min(1).optional(),
  UBER_CLIENT_SECRET: z.string().min(1).optional(),
  /** Uber Direct customer id (a venue's delivery_customer_id overrides it). */
  UBER_CUSTOMER_ID: z.string().min(1).optional(),
  /** Uber Direct webhook signing key (HMAC-SHA256 of the raw body in x-uber-signature). */
  UBER_WEBHOOK_SIGNING_KEY: z.string().min(8).optional(),
  UBER_API_URL: z.url().default('https://api.uber.com'),
  UBER_AUTH_URL: z.url().default('https://auth.uber.com/oauth/v2/token'),
  // — captcha on SMS code requests (accounts-and-loyalty.md §7; providers/captcha): off by default.
  CAPTCHA_PROVIDER: z.enum(['off', 'turnstile', 'recaptcha']).default('off'),
  /** The provider's secret key (server side). */
  CAPTCHA_SECRET: z.string().min(8).optional(),
  /** The provider's public site key, given to the sign-up, password-reset and e-mail-change pages (issue 26 item 6). */
  CAPTCHA_SITE_KEY: z.string().min(8).optional(),
  /** reCAPTCHA v3: the lowest score that passes (0–1). */
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Overrides the provider's siteverify URL (a test double). */
  CAPTCHA_VERIFY_URL: z.url().optional(),
  // — social login (accounts-and-loyalty.md §2.3; providers/social): each provider on when set.
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  /** OAuth client id(s) the Google ID token must be issued to (its `aud`). */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Services ID / bundle id the Apple ID token must be issued to. */
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  /**
   * Minutes a table stays locked by a diner's checkout whose payment is left alone, before it opens
   * again for ordering (ADR 6); 0: only a cancelled payment or staff open it.
   */
  /**
   * Reverse proxies in front of the server whose X-Forwarded-For is trusted for the client address
   * (request limits: staff sign-in, receipt e-mails); 0: the socket's peer is the client.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * A MaxMind GeoLite2-Country (or GeoIP2-Country) .mmdb file: geoList's default country is then the
   * client address's country (accounts-and-loyalty.md §7; modules/accounts/geo-country.ts). Unset: the
   * user's, else the brand's country.
   */
  GEOIP_DB: z.string().min(1).optional(),
  TABLE_CHECKOUT_HOLD_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /**
   * Minutes a voucher stays held by an order placed but not paid, with no payment of it pending or
   * started meanwhile, before it is usable again (modules/loyalty/voucher-hold.ts; issue 26); 0: only
   * a refused card, a cancellation or staff give it back.
   */
  VOUCHER_HOLD_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /**
   * A payment attempt pending this long is asked of its provider (paid, or the order payable again) by
   * the stale-payment sweep, at start and on a timer (modules/payments/payment-sweep.ts); 0: off.
   */
  PAYMENT_STALE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(30),
  // — brand store locator map (accounts-and-loyalty.md §2.14; README "Configuration")
  /** Leaflet tile URL template ({z}/{x}/{y}, optional {s}); default OpenStreetMap's standard tiles. */
  TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The tiles' attribution (HTML, shown on the map); default the credit OpenStreetMap's tile policy requires. */
  TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  // — phone-wallet membership passes (accounts-and-loyalty.md §2.11; providers/wallet). Apple on when the
  // pass type id, team id, signer certificate and key and the WWDR certificate are all set; Google on
  // when the issuer id, service account e-mail and private key are set. PEM values: a file path or the
  // PEM itself in base64.
  APPLE_PASS_TYPE_ID: z.string().regex(/^pass\.[A-Za-z0-9.-]+$/, 'must be a pass type identifier like pass.com.example.member').optional(),
  APPLE_TEAM_ID: z.string().regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple team identifier').optional(),
  /** The pass type certificate (PEM path or base64 PEM). */
  APPLE_PASS_CERT: z.string().min(1).optional(),
  /** Its private key (PEM path or base64 PEM). */
  APPLE_PASS_KEY: z.string().min(1).optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().min(1).optional(),
  /** Apple's WWDR intermediate certificate (PEM path or base64 PEM). */
  APPLE_WWDR_CERT: z.string().min(1).optional(),
  /** Google Wallet issuer id (digits). */
  GOOGLE_WALLET_ISSUER_ID: z.string().regex(/^\d{5,25}$/, 'must be the numeric Google Wallet issuer id').optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: z.email().optional(),
  /** The service account's RSA private key (PKCS#8 PEM path or base64 PEM). */
  GOOGLE_WALLET_PRIVATE_KEY: z.string().min(1).optional(),
  // — security hardening (beyond the specifications; src/server/platform/origins.ts, graphql/operation-limits.ts)
  /** GraphQL introspection (`__schema`, `__type`): off unless true. */
  GRAPHQL_INTROSPECTION: bool.default(false),
  /**
   * Origins (scheme://host[:port], comma separated) allowed to call the API from a browser besides the
   * site itself (PUBLIC_URL's origin, or the request's own Host): CORS, the WebSocket upgrade and the
   * staff console's POSTs. Unset: same origin only.
   */
  ALLOWED_ORIGINS: z
    .string()
    .refine(
      (v) => v.split(',').every((o) => o.trim() === '' || /^https?:\/\/[^/?#\s]+$/i.test(o.trim())),
      'must be origins like https://shop.example.com, separated by commas',
    )
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean).map((o) => new URL(o).origin))
    .default([]),
  // — courier delivery (orders-and-payments.md §3.9, §4.9; providers/couriers, modules/delivery)
  /** The courier simulator's clock: simulated minutes per real minute (1 = real time; 60 = a 20-minute delivery in 20 s). */
  COURIER_SIMULATOR_SPEED: z.coerce.number().min(0.1).max(100_000).default(1),
  /** HMAC secret of the courier simulator's webhooks; a random one per process when unset. */
  COURIER_SIMULATOR_SECRET: z.string().min(16).optional(),
  /** Courier bookings still waiting (an outbox row) are retried this often, ms; also swept at start. */
  COURIER_BOOKING_SWEEP_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
  // — printed kitchen tickets (issue 25 item 3; modules/kitchen/printing.ts, README "Kitchen printers")
  /** A ticket waiting for a printer that is off, out of paper or unreachable is tried again this often, ms (also the queue's sweep). */
  PRINT_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How long an ESC/POS printer on TCP (port 9100) may take to connect and take a ticket, ms. */
  PRINT_TCP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Characters a line on the printers' paper (48: 80 mm, font A; 42 on some; 32: 58 mm). */
  PRINT_COLUMNS: z.coerce.number().int().min(24).max(64).default(48),
  // — abuse limits (issue 16 item 9; platform/graphql/yoga.ts)
  /** Operations (subscriptions, or queries in flight) one WebSocket may hold open at once; more are refused with an error. */
  WS_MAX_SUBSCRIPTIONS_PER_SOCKET: z.coerce.number().int().min(1).max(10_000).default(20),
  /** WebSockets one client address (TRUST_PROXY decides which) may hold open at once; more upgrades get 429. */
  WS_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Bench instrument (graphql/fanout-clock.ts): times each event's fan-out; read on loopback at /internal/fanout-clock. */
  FANOUT_CLOCK: bool.default(false),
});

export type Config = z.infer<typeof configSchema>;

/** Thrown for an invalid environment; the message names each bad variable and what is wrong. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads and validates configuration. Empty strings count as unset. Errors: `ConfigError`. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
