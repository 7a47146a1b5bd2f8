/**
 * Content-Security-Policy of the pages (issue 16 item 5). Astro's `security.csp` (astro.config.mjs)
 * emits the policy as a response header with hashes of the scripts and styles it renders; the
 * directives below complete it. Payment providers' domains are allowed only on the payment page,
 * where their drop-ins load (`allowPaymentProviders`).
 */

/** Directives of every page besides Astro's script-src / style-src (hashes of its inline code). */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  // Brand files may point product and poster images at any HTTPS host.
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  // 'self' covers the same-origin WebSocket (/websocket/user/gapi) in CSP Level 3 browsers.
  "connect-src 'self'",
  // The receipt viewer frames /cloud/open/invoice on the same origin.
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

/**
 * The payment page's additions: Adyen's Web Drop-in (checkoutshopper-*.adyen.com, including the
 * regional live hosts), Google Pay and Apple Pay scripts, Stripe.js; card authentication (3-D Secure)
 * frames and posts forms to the card issuer's own HTTPS page, so frames and form targets are any HTTPS.
 */
export const PAYMENT_PAGE_CSP = {
  scripts: ['https://*.adyen.com', 'https://pay.google.com', 'https://applepay.cdn-apple.com', 'https://js.stripe.com'],
  directives: [
    "connect-src https://*.adyen.com https://pay.google.com https://api.stripe.com",
    'frame-src https:',
    'form-action https:',
  ],
} as const;

/** The `Astro.csp` helpers used here (undefined when CSP is off, e.g. `astro dev`). */
interface CspApi {
  insertDirective(directive: string): void;
  insertScriptResource(resource: string): void;
}

/** Adds PAYMENT_PAGE_CSP to the page being rendered (call from the payment page's frontmatter). */
export function allowPaymentProviders(csp: CspApi | undefined): void {
  if (!csp) return;
  // Inserting a script resource replaces Astro's default 'self', so it is given back first.
  csp.insertScriptResource("'self'");
  for (const s of PAYMENT_PAGE_CSP.scripts) csp.insertScriptResource(s);
  for (const d of PAYMENT_PAGE_CSP.directives) csp.insertDirective(d);
}

/**
 * The login page's additions for the configured social providers (accounts-and-loyalty.md §2.3):
 * Facebook's JS SDK, Google Identity Services (its button is a frame, its styles a sheet), Sign in with
 * Apple's script and popup. Only the providers given are allowed.
 */
export const SOCIAL_LOGIN_CSP = {
  facebook: { scripts: ['https://connect.facebook.net'], directives: ['connect-src https://graph.facebook.com', 'frame-src https://www.facebook.com'] },
  google: { scripts: ['https://accounts.google.com/gsi/client'], directives: ['connect-src https://accounts.google.com/gsi/', 'frame-src https://accounts.google.com/gsi/', 'style-src https://accounts.google.com/gsi/style'] },
  apple: { scripts: ['https://appleid.cdn-apple.com'], directives: ['frame-src https://appleid.apple.com'] },
} as const;

/** Adds SOCIAL_LOGIN_CSP of `providers` to the page being rendered (the login page's frontmatter). */
export function allowSocialProviders(csp: CspApi | undefined, providers: readonly (keyof typeof SOCIAL_LOGIN_CSP)[]): void {
  if (!csp || providers.length === 0) return;
  csp.insertScriptResource("'self'");
  for (const p of providers) {
    for (const s of SOCIAL_LOGIN_CSP[p].scripts) csp.insertScriptResource(s);
    for (const d of SOCIAL_LOGIN_CSP[p].directives) csp.insertDirective(d);
  }
}

/**
 * The captcha pages' additions (sign-up / password reset /verify/mobile, e-mail change
 * /account/edititem, and the menu pages — /:id, a store on /, /tbl — whose guest form's 'Create
 * account & checkout' requests a code; accounts-and-loyalty.md §2.6, §7, issue 26 item 6): Cloudflare Turnstile's script and
 * challenge frame; reCAPTCHA v3's scripts (www.google.com/recaptcha, www.gstatic.com/recaptcha) and
 * its frames.
 */
export const CAPTCHA_CSP = {
  turnstile: { scripts: ['https://challenges.cloudflare.com'], directives: ['frame-src https://challenges.cloudflare.com'] },
  recaptcha: {
    scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    directives: ['frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/'],
  },
} as const;

/** Adds CAPTCHA_CSP of `provider` to the page being rendered (nothing when captcha is off, null). */
export function allowCaptchaProvider(csp: CspApi | undefined, provider: keyof typeof CAPTCHA_CSP | null | undefined): void {
  if (!csp || !provider) return;
  csp.insertScriptResource("'self'");
  for (const s of CAPTCHA_CSP[provider].scripts) csp.insertScriptResource(s);
  for (const d of CAPTCHA_CSP[provider].directives) csp.insertDirective(d);
}
