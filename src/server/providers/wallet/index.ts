/**
 * Phone-wallet membership passes (accounts-and-loyalty.md §2.11 "Wallet buttons", §7 "Phone-wallet pass
 * links"): a port with two adapters, each on only when configured (README "Configuration").
 *
 * - Apple: a signed `.pkpass` store card built with passkit-generator (PKCS #7 detached signature of
 *   manifest.json by the pass type certificate, with Apple's WWDR certificate).
 * - Google: a "Save to Google Wallet" link https://pay.google.com/gp/v/save/<jwt>, the JWT (typ
 *   'savetowallet', aud 'google', iss the service account e-mail) carrying the loyalty class and object,
 *   signed RS256 with jose.
 *
 * Unconfigured, `configured` is false and the build functions throw `WalletNotConfigured`; the route
 * answers 501 with `WALLET_NOT_CONFIGURED_REASON`.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { Config } from '../../platform/config';
import { buildApplePass } from './apple';
import { googleSaveUrl } from './google';

/** The reason every unconfigured wallet answer gives (501), shown by the buttons too. */
export const WALLET_NOT_CONFIGURED_REASON = 'the venue has not set wallet passes up';

/** Thrown by an adapter that is not configured. */
export class WalletNotConfigured extends Error {
  constructor(readonly wallet: WalletKind) {
    super(WALLET_NOT_CONFIGURED_REASON);
    this.name = 'WalletNotConfigured';
  }
}

export type { WalletCard, WalletKind } from './types';
import type { WalletCard, WalletKind } from './types';

export interface WalletPasses {
  readonly apple: { readonly configured: boolean; build(card: WalletCard): Promise<Buffer> };
  readonly google: { readonly configured: boolean; saveUrl(card: WalletCard, origin: string): Promise<string> };
}

/** A PEM from configuration: the PEM text itself, a file path, or base64 of the PEM. Throws when unreadable. */
export function readPem(value: string, name: string): string {
  const v = value.trim();
  if (v.startsWith('-----BEGIN')) return v;
  if (existsSync(v)) return readFileSync(v, 'utf8');
  const decoded = Buffer.from(v, 'base64').toString('utf8');
  if (decoded.trimStart().startsWith('-----BEGIN')) return decoded;
  throw new Error(`${name}: neither a PEM file path nor base64 of a PEM`);
}

/** The Apple and Google adapters the configuration enables (a bad PEM stops the start, naming the variable). */
export function createWalletPasses(deps: { config: Config; logger?: Logger }): WalletPasses {
  const c = deps.config;
  const appleOn = Boolean(c.APPLE_PASS_TYPE_ID && c.APPLE_TEAM_ID && c.APPLE_PASS_CERT && c.APPLE_PASS_KEY && c.APPLE_WWDR_CERT);
  const googleOn = Boolean(c.GOOGLE_WALLET_ISSUER_ID && c.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL && c.GOOGLE_WALLET_PRIVATE_KEY);
  const apple = appleOn
    ? {
        passTypeId: c.APPLE_PASS_TYPE_ID!,
        teamId: c.APPLE_TEAM_ID!,
        signerCert: readPem(c.APPLE_PASS_CERT!, 'APPLE_PASS_CERT'),
        signerKey: readPem(c.APPLE_PASS_KEY!, 'APPLE_PASS_KEY'),
        signerKeyPassphrase: c.APPLE_PASS_KEY_PASSPHRASE,
        wwdr: readPem(c.APPLE_WWDR_CERT!, 'APPLE_WWDR_CERT'),
      }
    : null;
  const google = googleOn
    ? { issuerId: c.GOOGLE_WALLET_ISSUER_ID!, email: c.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL!, privateKey: readPem(c.GOOGLE_WALLET_PRIVATE_KEY!, 'GOOGLE_WALLET_PRIVATE_KEY') }
    : null;
  return {
    apple: {
      configured: appleOn,
      async build(card) {
        if (!apple) throw new WalletNotConfigured('apple');
        return buildApplePass(apple, card);
      },
    },
    google: {
      configured: googleOn,
      async saveUrl(card, origin) {
        if (!google) throw new WalletNotConfigured('google');
        return googleSaveUrl(google, card, origin);
      },
    },
  };
}
