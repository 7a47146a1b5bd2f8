import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Captcha from './captcha';

/**
 * The captcha loader against stand-in globals: a `document` whose appended <script> "loads" by
 * installing a stand-in `turnstile` / `grecaptcha` (or fails), as the provider's api.js would.
 */
type Script = { src: string; onload?: () => void; onerror?: () => void };
let appended: Script[];
let onScript: (s: Script) => void;

beforeEach(() => {
  vi.resetModules();
  appended = [];
  onScript = (s) => queueMicrotask(() => s.onload?.());
  vi.stubGlobal('document', {
    createElement: () => ({}) as Script,
    head: {
      append: (s: Script) => {
        appended.push(s);
        onScript(s);
      },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const load = () => import('./captcha') as Promise<typeof Captcha>;
const box = {} as HTMLElement;

/** A stand-in Turnstile: execute calls the widget's callback with token-1, token-2, … (or its error callback). */
function standInTurnstile(fail = false) {
  const calls: string[] = [];
  let options: Record<string, unknown> = {};
  let n = 0;
  const api = {
    render: (_el: HTMLElement, o: Record<string, unknown>) => {
      calls.push('render');
      options = o;
      return 'w1';
    },
    execute: (id: string) => {
      calls.push(`execute ${id}`);
      queueMicrotask(() => (fail ? (options['error-callback'] as (c: string) => void)('110200') : (options.callback as (t: string) => void)(`token-${++n}`)));
    },
    reset: (id: string) => calls.push(`reset ${id}`),
  };
  return { api, calls, options: () => options };
}

describe('captcha in the browser (accounts-and-loyalty.md §7, issue 26 item 6)', () => {
  it('is on only with a provider, the secret and the site key', async () => {
    const { captchaSettings } = await load();
    expect(captchaSettings({ CAPTCHA_PROVIDER: 'off', CAPTCHA_SECRET: 'secret-123', CAPTCHA_SITE_KEY: 'site-key-1' })).toBeNull();
    expect(captchaSettings({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 'secret-123' })).toBeNull();
    expect(captchaSettings({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site-key-1' })).toBeNull();
    expect(captchaSettings({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 'secret-123', CAPTCHA_SITE_KEY: 'site-key-1' })).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
  });

  it('off: no script and no token', async () => {
    const { captchaToken } = await load();
    expect(await captchaToken(null, box)).toBeUndefined();
    expect(appended).toEqual([]);
  });

  it('Turnstile: loads api.js once (explicit), renders one invisible widget with action submit, a fresh token per request', async () => {
    const t = standInTurnstile();
    onScript = (s) => queueMicrotask(() => (vi.stubGlobal('turnstile', t.api), s.onload?.()));
    const { captchaToken } = await load();
    const s = { provider: 'turnstile', siteKey: '1x00000000000000000000AA' } as const;
    expect(await captchaToken(s, box, 'zh-CN')).toBe('token-1');
    expect(await captchaToken(s, box, 'zh-CN')).toBe('token-2');
    expect(appended.map((x) => x.src)).toEqual(['https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit']);
    expect(t.calls).toEqual(['render', 'execute w1', 'reset w1', 'execute w1']);
    expect(t.options()).toMatchObject({ sitekey: '1x00000000000000000000AA', action: 'submit', execution: 'execute', appearance: 'interaction-only', language: 'zh-cn' });
  });

  it('Turnstile: a failed challenge rejects', async () => {
    const t = standInTurnstile(true);
    onScript = (s) => queueMicrotask(() => (vi.stubGlobal('turnstile', t.api), s.onload?.()));
    const { captchaToken } = await load();
    await expect(captchaToken({ provider: 'turnstile', siteKey: '1x00000000000000000000AA' }, box)).rejects.toThrow('captcha: 110200');
  });

  it('reCAPTCHA v3: api.js with render=<site key>, execute(siteKey, {action: submit}) after ready', async () => {
    const execute = vi.fn(async () => 'recaptcha-token');
    onScript = (s) => queueMicrotask(() => (vi.stubGlobal('grecaptcha', { ready: (cb: () => void) => cb(), execute }), s.onload?.()));
    const { captchaToken } = await load();
    expect(await captchaToken({ provider: 'recaptcha', siteKey: '6Lc key' }, null)).toBe('recaptcha-token');
    expect(appended[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=6Lc%20key');
    expect(execute).toHaveBeenCalledWith('6Lc key', { action: 'submit' });
  });

  it('a script that cannot load rejects, and the next request tries again', async () => {
    onScript = (s) => queueMicrotask(() => s.onerror?.());
    const { captchaToken } = await load();
    const s = { provider: 'recaptcha', siteKey: 'site-key-1' } as const;
    await expect(captchaToken(s, null)).rejects.toThrow('Failed to fetch');
    await expect(captchaToken(s, null)).rejects.toThrow('Failed to fetch');
    expect(appended).toHaveLength(2);
  });
});
