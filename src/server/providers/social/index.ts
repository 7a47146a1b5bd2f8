/**
 * Social login (accounts-and-loyalty.md §2.3, §7 userLoginSocial): proves that a token belongs to the
 * provider's user `id`, server side.
 * - Facebook (platform 3): the user access token is checked with Graph `debug_token` under the app's
 *   token (FACEBOOK_APP_ID|FACEBOOK_APP_SECRET): valid, issued to our app, for user `id`; the profile
 *   comes from `/me?fields=id,name,email`.
 * - Google (platform 4) and Apple (platform 5): the ID token (JWT) is verified with `jose` against the
 *   provider's JWKS (issuer, audience = GOOGLE_CLIENT_ID / APPLE_CLIENT_ID, expiry); `sub` must equal `id`.
 * A provider that is not configured never verifies.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import type { Config } from '../../platform/config';

/** userLoginSocial / userRegisterSubmit platform codes of the social providers. */
export const SOCIAL_PLATFORM = { facebook: 3, google: 4, apple: 5 } as const;
export type SocialProviderName = keyof typeof SOCIAL_PLATFORM;

/** A verified social identity. */
export interface SocialIdentity {
  provider: SocialProviderName;
  /** The provider's user id (Facebook user id, OpenID `sub`). */
  subject: string;
  email: string;
  name: string;
}

/** The social login port. */
export interface SocialVerifier {
  /** The provider of a platform code, or undefined. */
  providerOf(platform: number | null | undefined): SocialProviderName | undefined;
  /** The identity when `token` proves user `id` at the provider of `platform`; null otherwise. */
  verify(platform: number, id: string, token: string): Promise<SocialIdentity | null>;
}

type SocialConfig = Pick<Config, 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_GRAPH_URL' | 'GOOGLE_CLIENT_ID' | 'APPLE_CLIENT_ID'>;

const OIDC = {
  google: { jwks: 'https://www.googleapis.com/oauth2/v3/certs', issuer: ['https://accounts.google.com', 'accounts.google.com'] },
  apple: { jwks: 'https://appleid.apple.com/auth/keys', issuer: ['https://appleid.apple.com'] },
} as const;

/** The social verifier of a process (each provider active when its variables are set). */
export function createSocialVerifier(deps: { config: SocialConfig; logger: Logger }): SocialVerifier {
  const { config, logger } = deps;
  const keySets = new Map<string, JWTVerifyGetKey>();
  const keys = (url: string) => {
    let k = keySets.get(url);
    if (!k) keySets.set(url, (k = createRemoteJWKSet(new URL(url))));
    return k;
  };
  const providerOf = (platform: number | null | undefined) =>
    (Object.entries(SOCIAL_PLATFORM) as [SocialProviderName, number][]).find(([, code]) => code === platform)?.[0];

  async function facebook(id: string, token: string): Promise<SocialIdentity | null> {
    if (!config.FACEBOOK_APP_ID || !config.FACEBOOK_APP_SECRET) return null;
    const graph = config.FACEBOOK_GRAPH_URL.replace(/\/$/, '');
    const debug = new URL(`${graph}/debug_token`);
    debug.searchParams.set('input_token', token);
    debug.searchParams.set('access_token', `${config.FACEBOOK_APP_ID}|${config.FACEBOOK_APP_SECRET}`);
    const d = (await (await fetch(debug, { signal: AbortSignal.timeout(5_000) })).json()) as { data?: { is_valid?: boolean; app_id?: string; user_id?: string } };
    if (!d.data?.is_valid || d.data.app_id !== config.FACEBOOK_APP_ID || d.data.user_id !== id) return null;
    const me = new URL(`${graph}/me`);
    me.searchParams.set('fields', 'id,name,email');
    me.searchParams.set('access_token', token);
    const p = (await (await fetch(me, { signal: AbortSignal.timeout(5_000) })).json()) as { id?: string; name?: string; email?: string };
    if (p.id !== id) return null;
    return { provider: 'facebook', subject: id, email: p.email ?? '', name: p.name ?? '' };
  }

  async function oidc(provider: 'google' | 'apple', audience: string | undefined, id: string, token: string): Promise<SocialIdentity | null> {
    if (!audience) return null;
    const { payload } = await jwtVerify(token, keys(OIDC[provider].jwks), { issuer: [...OIDC[provider].issuer], audience });
    if (payload.sub !== id) return null;
    return { provider, subject: id, email: typeof payload.email === 'string' ? payload.email : '', name: typeof payload.name === 'string' ? payload.name : '' };
  }

  return {
    providerOf,
    async verify(platform, id, token) {
      const provider = providerOf(platform);
      if (!provider || !id || !token || token.length > 8192) return null;
      try {
        if (provider === 'facebook') return await facebook(id, token);
        return await oidc(provider, provider === 'google' ? config.GOOGLE_CLIENT_ID : config.APPLE_CLIENT_ID, id, token);
      } catch (e) {
        logger.info({ provider, error: String((e as Error).message) }, 'social token refused');
        return null;
      }
    },
  };
}
