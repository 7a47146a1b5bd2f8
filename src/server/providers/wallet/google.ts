/**
 * The "Save to Google Wallet" link: https://pay.google.com/gp/v/save/<jwt>, the JWT signed RS256 by the
 * service account's key with the loyalty class (created on first save) and the member's loyalty object
 * (Google Wallet API "JWT" reference: iss, aud 'google', typ 'savetowallet', origins, payload).
 */
import { importPKCS8, SignJWT } from 'jose';
import type { WalletCard } from './types';

export interface GoogleSigner {
  issuerId: string;
  email: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

/** Google Wallet ids: '<issuer>.<suffix>', the suffix of letters, digits, '.', '_' and '-'. */
export const walletIdSuffix = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');

/** The save link of `card`; `origin` (the site's) is the JWT's allowed origin. */
export async function googleSaveUrl(signer: GoogleSigner, card: WalletCard, origin: string): Promise<string> {
  const classId = `${signer.issuerId}.${walletIdSuffix(card.brandCode)}-member`;
  const loyaltyClass = {
    id: classId,
    issuerName: card.brandName,
    programName: card.brandName,
    ...(card.logoUrl ? { programLogo: { sourceUri: { uri: card.logoUrl } } } : {}),
    hexBackgroundColor: card.color,
    reviewStatus: 'UNDER_REVIEW',
  };
  const loyaltyObject = {
    id: `${signer.issuerId}.${walletIdSuffix(`${card.brandCode}-${card.uid}`)}`,
    classId,
    state: 'ACTIVE',
    accountId: card.uid,
    accountName: card.name || card.labels.member,
    loyaltyPoints: { label: card.labels.points, balance: { int: card.points } },
    ...(card.level ? { textModulesData: [{ id: 'level', header: card.labels.level, body: card.level }] } : {}),
    barcode: { type: 'QR_CODE', value: card.barcode ?? card.uid, alternateText: card.uid },
    hexBackgroundColor: card.color,
  };
  const key = await importPKCS8(signer.privateKey, 'RS256');
  const jwt = await new SignJWT({ typ: 'savetowallet', origins: [origin], payload: { loyaltyClasses: [loyaltyClass], loyaltyObjects: [loyaltyObject] } })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(signer.email)
    .setAudience('google')
    .setIssuedAt()
    .sign(key);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
