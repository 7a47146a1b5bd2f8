/**
 * Captcha (accounts-and-loyalty.md §7: code-request mutations carry a captcha token obtained with
 * action 'submit'; no token → 'network busy'). Off by default (every request passes). When configured,
 * the token is checked server-side at the provider's siteverify endpoint:
 * - Cloudflare Turnstile: POST https://challenges.cloudflare.com/turnstile/v0/siteverify
 *   (form secret, response, remoteip) → {success, action, …};
 * - Google reCAPTCHA v3: POST https://www.google.com/recaptcha/api/siteverify
 *   (form secret, response, remoteip) → {success, score, action, …}; passes with action 'submit' and a
 *   score of at least CAPTCHA_MIN_SCORE.
 * A missing token, a failed check or an unreachable provider fails (the caller answers 'network busy').
 */
import type { Logger } from 'pino';
import type { Config } from '../../platform/config';

/** The captcha port. */
export interface CaptchaVerifier {
  /** 'off', 'turnstile' or 'recaptcha'. */
  readonly name: 'off' | 'turnstile' | 'recaptcha';
  /** Whether `token` (from the request's captcha header; null when absent) passes for client `ip`. */
  verify(token: string | null, ip: string): Promise<boolean>;
}

type CaptchaConfig = Pick<Config, 'CAPTCHA_PROVIDER' | 'CAPTCHA_SECRET' | 'CAPTCHA_MIN_SCORE' | 'CAPTCHA_VERIFY_URL'>;

const VERIFY_URL = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

/** The captcha verifier the configuration asks for (off when CAPTCHA_PROVIDER is unset or 'off'). */
export function createCaptchaVerifier(deps: { config: CaptchaConfig; logger: Logger }): CaptchaVerifier {
  const { config, logger } = deps;
  const kind = config.CAPTCHA_PROVIDER;
  if (kind === 'off' || !config.CAPTCHA_SECRET) return { name: 'off', verify: async () => true };
  const url = config.CAPTCHA_VERIFY_URL ?? VERIFY_URL[kind];
  return {
    name: kind,
    async verify(token, ip) {
      if (!token || token.length > 4096) return false;
      try {
        const body = new URLSearchParams({ secret: config.CAPTCHA_SECRET!, response: token });
        if (ip) body.set('remoteip', ip);
        const res = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(5_000) });
        const answer = (await res.json()) as { success?: boolean; score?: number; action?: string };
        if (!answer.success) return false;
        if (kind === 'recaptcha') return answer.action === 'submit' && (answer.score ?? 0) >= config.CAPTCHA_MIN_SCORE;
        return answer.action === undefined || answer.action === '' || answer.action === 'submit';
      } catch (e) {
        logger.warn({ error: String((e as Error).message) }, 'captcha siteverify failed');
        return false;
      }
    },
  };
}
