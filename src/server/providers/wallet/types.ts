/** The wallet port's shapes (providers/wallet/index.ts), shared by its adapters. */

export type WalletKind = 'apple' | 'google';

/** What a membership pass shows: the brand, the member and the points (integers). */
export interface WalletCard {
  /** The brand's code (the pass's class / serial prefix). */
  brandCode: string;
  brandName: string;
  /** Background colour, CSS hex '#rrggbb'; the text colour is chosen for contrast. */
  color: string;
  /** Absolute https URL of the brand logo (Google fetches it); '' when none. */
  logoUrl: string;
  /** PNG of the logo for the Apple pass (any size; up to 160×50 pt shown); null → the name only. */
  logoPng: Buffer | null;
  /** PNG icon (29 pt and larger) for the Apple pass. */
  iconPng: Buffer;
  /** The member's uid: the pass's serial and the text under the QR code. */
  uid: string;
  /** The QR code's content: the member's long-lived signed pass code (issue 26 item 8, ADR 0011); the uid when absent. */
  barcode?: string;
  /** The member's display name ('' → 'Member'). */
  name: string;
  points: number;
  /** Membership level name, when the brand has levels. */
  level?: string;
  /** Labels in the member's language. */
  labels: { points: string; member: string; level: string; description: string };
}

