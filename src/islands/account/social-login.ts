/**
 * Social login in the browser (accounts-and-loyalty.md §2.3, §2.4; issue 12 "Social login"): the
 * provider's own script signs the diner in and hands back an id and a token, which the server checks
 * (userLoginSocial; providers/social on the server: Facebook debug_token, Google / Apple ID tokens
 * against their JWKS). Buttons are shown only for providers this site configured (their public client
 * ids reach the login page); with none configured the login page shows no social button at all.
 *
 * Platform codes: 3 Facebook, 4 Google, 5 Apple (the server's SOCIAL_PLATFORM).
 */
import type { FbParam } from '../api/accounts';

export const SOCIAL_PLATFORMS = { facebook: 3, google: 4, apple: 5 } as const;
export type SocialProvider = keyof typeof SOCIAL_PLATFORMS;

/** The public client ids of the configured providers (Facebook app id, Google / Apple client ids). */
export type SocialClientIds = Partial<Record<SocialProvider, string>>;

/** The configured providers, in the order their buttons are shown. */
export function socialProviders(ids: SocialClientIds): SocialProvider[] {
  return (['apple', 'google', 'facebook'] as const).filter((p) => Boolean(ids[p]));
}

/** The `sub` of an ID token's payload (read only to name the identity: the server verifies the token), '' when unreadable. */
export function idTokenSubject(token: string): { sub: string; email: string; name: string } {
  try {
    const part = token.split('.')[1] ?? '';
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='))) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    return { sub: str(json.sub), email: str(json.email), name: str(json.name) };
  } catch {
    return { sub: '', email: '', name: '' };
  }
}

/** What follows a social sign-in (§2.3): a session, or registration carrying fbParam, or an error. */
export type SocialNext = { kind: 'session' } | { kind: 'register'; href: string } | { kind: 'error' };

/**
 * The decision after userLoginSocial: success → session; 'The account or password incorrect'
 * (WRONG_CREDENTIALS: no member bound to this identity) → the registration flow for the social platform
 * (page type 1 with `platform`; the mobile's 'exist already' then binds, bindOnly); else the Error modal.
 */
export function socialNext(failureCode: string | null, platform: number, registerHref: (platform: number) => string): SocialNext {
  if (failureCode === null) return { kind: 'session' };
  if (failureCode === 'WRONG_CREDENTIALS') return { kind: 'register', href: registerHref(platform) };
  return { kind: 'error' };
}

const loaded = new Map<string, Promise<void>>();

/** Loads a provider script once (its origin is allowed on the login page's CSP, layouts/csp.ts). */
function loadScript(src: string): Promise<void> {
  let p = loaded.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = src;
      s.async = true;
      s.onload = () => resolve();
      s.onerror = () => reject(new Error('Failed to fetch'));
      document.head.append(s);
    });
    loaded.set(src, p);
  }
  return p;
}

type Win = typeof globalThis & {
  FB?: {
    init(o: object): void;
    login(cb: (r: { authResponse?: { accessToken: string; userID: string } }) => void, o: object): void;
    api(path: string, params: object, cb: (r: { name?: string; email?: string }) => void): void;
  };
  google?: { accounts: { id: { initialize(o: object): void; renderButton(el: HTMLElement, o: object): void } } };
  AppleID?: { auth: { init(o: object): void; signIn(): Promise<{ authorization: { id_token: string } }> } };
};

/** Facebook: FB.login (scope email), then the profile from /me; the access token goes to the server. */
export async function facebookSignIn(appId: string): Promise<FbParam | null> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const FB = (globalThis as Win).FB!;
  FB.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
  const auth = await new Promise<{ accessToken: string; userID: string } | undefined>((resolve) => FB.login((r) => resolve(r.authResponse), { scope: 'email' }));
  if (!auth) return null;
  const me = await new Promise<{ name?: string; email?: string }>((resolve) => FB.api('/me', { fields: 'name,email' }, resolve));
  return { id: auth.userID, token: auth.accessToken, email: me.email ?? '', name: me.name ?? '' };
}

/** Google: Google Identity Services renders its own button into `el`; each sign-in calls `done` with the ID token. */
export async function renderGoogleButton(clientId: string, el: HTMLElement, locale: string, done: (p: FbParam) => void): Promise<void> {
  await loadScript('https://accounts.google.com/gsi/client');
  const g = (globalThis as Win).google!;
  g.accounts.id.initialize({
    client_id: clientId,
    callback: (r: { credential: string }) => {
      const claims = idTokenSubject(r.credential);
      if (claims.sub) done({ id: claims.sub, token: r.credential, email: claims.email, name: claims.name });
    },
  });
  g.accounts.id.renderButton(el, { type: 'standard', theme: 'outline', size: 'large', shape: 'pill', text: 'continue_with', width: el.clientWidth || 320, locale });
}

/** Sign in with Apple (popup): the ID token's `sub` is the identity. */
export async function appleSignIn(clientId: string): Promise<FbParam | null> {
  await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
  const A = (globalThis as Win).AppleID!;
  A.auth.init({ clientId, scope: 'name email', redirectURI: `${location.origin}/user/login`, usePopup: true });
  const r = await A.auth.signIn();
  const claims = idTokenSubject(r.authorization.id_token);
  return claims.sub ? { id: claims.sub, token: r.authorization.id_token, email: claims.email, name: claims.name } : null;
}
