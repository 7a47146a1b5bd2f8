/**
 * Captcha in the browser (accounts-and-loyalty.md §2.4, §7; issue 26 item 6): when the site configured
 * CAPTCHA_PROVIDER with CAPTCHA_SITE_KEY, the three SMS code requests (sign-up, password reset, e-mail
 * change) carry a token in the `xc-ct` header, obtained just before each request with action 'submit'
 * (the server's providers/captcha checks it at the provider's siteverify). The provider's script is
 * loaded here, once, only on the pages that need it (their CSP allows it: layouts/csp.ts CAPTCHA_CSP).
 *
 * - Cloudflare Turnstile: api.js with `render=explicit`; one widget per container rendered with
 *   `execution: 'execute'` and `appearance: 'interaction-only'` (invisible unless the visitor must
 *   tick it), `turnstile.execute` per request and `turnstile.reset` before the next (a token is
 *   single-use).
 * - Google reCAPTCHA v3: api.js with `render=<site key>`, `grecaptcha.ready` then
 *   `grecaptcha.execute(siteKey, { action: 'submit' })`.
 *
 * With no settings (captcha off) nothing loads and `captchaToken` answers undefined: no header is sent.
 */

/** The captcha the page was given (null or absent: off). */
export interface CaptchaSettings {
  provider: 'turnstile' | 'recaptcha';
  /** The provider's public site key. */
  siteKey: string;
}

/**
 * The settings a page gives its island, from the server configuration: on when CAPTCHA_PROVIDER is
 * 'turnstile' or 'recaptcha' with CAPTCHA_SECRET (the server then checks tokens) and CAPTCHA_SITE_KEY;
 * else null (off: no script, no header).
 */
export function captchaSettings(config: { CAPTCHA_PROVIDER: 'off' | 'turnstile' | 'recaptcha'; CAPTCHA_SECRET?: string | undefined; CAPTCHA_SITE_KEY?: string | undefined }): CaptchaSettings | null {
  if (config.CAPTCHA_PROVIDER === 'off' || !config.CAPTCHA_SECRET || !config.CAPTCHA_SITE_KEY) return null;
  return { provider: config.CAPTCHA_PROVIDER, siteKey: config.CAPTCHA_SITE_KEY };
}

/** The action the server expects in the provider's answer (providers/captcha). */
export const CAPTCHA_ACTION = 'submit';

/** How long a token may take (ms; Turnstile may ask the visitor to tick a box) before the request is refused. */
export const CAPTCHA_TIMEOUT_MS = 120_000;

/** The provider's script URL (origins listed in layouts/csp.ts CAPTCHA_CSP). */
export function captchaScriptUrl(s: CaptchaSettings): string {
  return s.provider === 'turnstile'
    ? 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
    : `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(s.siteKey)}`;
}

/** Turnstile's widget language for a site locale: 'en', 'zh-cn' (Turnstile's codes). */
export function turnstileLanguage(locale: string): string {
  return locale.toLowerCase() === 'zh-cn' ? 'zh-cn' : 'en';
}

interface TurnstileApi {
  render(el: HTMLElement, options: Record<string, unknown>): string | undefined;
  execute(widget: string): void;
  reset(widget: string): void;
}
interface RecaptchaApi {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
type Win = typeof globalThis & { turnstile?: TurnstileApi; grecaptcha?: RecaptchaApi };

const loaded = new Map<string, Promise<void>>();

/** Loads the provider's script once per URL; rejects 'Failed to fetch' when it cannot load. */
export function loadCaptchaScript(s: CaptchaSettings): Promise<void> {
  const src = captchaScriptUrl(s);
  let p = loaded.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = src;
      el.async = true;
      el.onload = () => resolve();
      el.onerror = () => {
        loaded.delete(src);
        reject(new Error('Failed to fetch'));
      };
      document.head.append(el);
    });
    loaded.set(src, p);
  }
  return p;
}

interface Widget {
  id: string;
  used: boolean;
  waiting: { resolve(token: string): void; reject(e: Error): void } | null;
}
const widgets = new WeakMap<HTMLElement, Widget>();

function turnstileToken(api: TurnstileApi, s: CaptchaSettings, container: HTMLElement, locale: string): Promise<string> {
  let w = widgets.get(container);
  if (!w) {
    const widget: Widget = { id: '', used: false, waiting: null };
    const settle = (token: string | null, code?: unknown) => {
      const waiting = widget.waiting;
      widget.waiting = null;
      if (!waiting) return;
      if (token) waiting.resolve(token);
      else waiting.reject(new Error(`captcha: ${String(code ?? 'failed')}`));
    };
    widget.id =
      api.render(container, {
        sitekey: s.siteKey,
        action: CAPTCHA_ACTION,
        execution: 'execute',
        appearance: 'interaction-only',
        language: turnstileLanguage(locale),
        callback: (token: string) => settle(token),
        'error-callback': (code: unknown) => {
          settle(null, code);
          return true;
        },
        'expired-callback': () => settle(null, 'expired'),
        'timeout-callback': () => settle(null, 'timeout'),
      }) ?? '';
    widgets.set(container, widget);
    w = widget;
  }
  const widget = w;
  if (widget.used) api.reset(widget.id);
  widget.used = true;
  return new Promise<string>((resolve, reject) => {
    widget.waiting = { resolve, reject };
    api.execute(widget.id);
  });
}

/**
 * A fresh token for one code request, or undefined when captcha is off (`settings` null). Turnstile
 * renders its (normally invisible) widget into `container`. Rejects when the script cannot load, the
 * challenge fails or CAPTCHA_TIMEOUT_MS passes — the caller shows 'network busy' as the server would.
 */
export async function captchaToken(settings: CaptchaSettings | null | undefined, container: HTMLElement | null, locale = 'en'): Promise<string | undefined> {
  if (!settings?.siteKey) return undefined;
  await loadCaptchaScript(settings);
  const win = globalThis as Win;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('captcha: timeout')), CAPTCHA_TIMEOUT_MS);
  });
  try {
    if (settings.provider === 'turnstile') {
      if (!win.turnstile || !container) throw new Error('captcha: turnstile unavailable');
      return await Promise.race([turnstileToken(win.turnstile, settings, container, locale), timeout]);
    }
    const g = win.grecaptcha;
    if (!g) throw new Error('captcha: grecaptcha unavailable');
    await new Promise<void>((resolve) => g.ready(resolve));
    return await Promise.race([g.execute(settings.siteKey, { action: CAPTCHA_ACTION }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
