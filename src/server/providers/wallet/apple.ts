/**
 * The Apple Wallet store card (PassKit package format): pass.json with the brand colours, logo text,
 * the points as the primary field, the member and level, and the member QR (the signed pass code, the uid under it); icon and logo images;
 * manifest.json of SHA-1s and its PKCS #7 signature — all made by passkit-generator.
 */
import { PKPass } from 'passkit-generator';
import type { WalletCard } from './types';

export interface AppleSigner {
  passTypeId: string;
  teamId: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

const rgb = (hex: string) => {
  const h = hex.replace('#', '');
  return `rgb(${parseInt(h.slice(0, 2), 16)}, ${parseInt(h.slice(2, 4), 16)}, ${parseInt(h.slice(4, 6), 16)})`;
};

/** Black or white, whichever reads better on `hex` (relative luminance). */
export function contrastInk(hex: string): '#000000' | '#ffffff' {
  const h = hex.replace('#', '');
  const lin = (i: number) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(0) + 0.7152 * lin(2) + 0.0722 * lin(4);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** The signed `.pkpass` (a zip) of `card`. Throws when the certificates or key do not parse. */
export async function buildApplePass(signer: AppleSigner, card: WalletCard): Promise<Buffer> {
  const ink = rgb(contrastInk(card.color));
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: signer.passTypeId,
    teamIdentifier: signer.teamId,
    organizationName: card.brandName,
    description: card.labels.description,
    serialNumber: `${card.brandCode}-${card.uid}`,
    backgroundColor: rgb(card.color),
    foregroundColor: ink,
    labelColor: ink,
    logoText: card.brandName,
    storeCard: {
      primaryFields: [{ key: 'points', label: card.labels.points, value: card.points }],
      secondaryFields: [{ key: 'member', label: card.labels.member, value: card.name || card.labels.member }],
      auxiliaryFields: card.level ? [{ key: 'level', label: card.labels.level, value: card.level }] : [],
    },
    barcodes: [{ format: 'PKBarcodeFormatQR', message: card.barcode ?? card.uid, messageEncoding: 'iso-8859-1', altText: card.uid }],
  };
  const files: Record<string, Buffer> = {
    'pass.json': Buffer.from(JSON.stringify(passJson)),
    'icon.png': card.iconPng,
    'icon@2x.png': card.iconPng,
  };
  if (card.logoPng) {
    files['logo.png'] = card.logoPng;
    files['logo@2x.png'] = card.logoPng;
  }
  const pass = new PKPass(files, { wwdr: signer.wwdr, signerCert: signer.signerCert, signerKey: signer.signerKey, signerKeyPassphrase: signer.signerKeyPassphrase });
  return pass.getAsBuffer();
}
