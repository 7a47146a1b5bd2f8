/**
 * The payment simulator's token vault over the database (tables `stored_payment_methods` and
 * `simulator_shoppers`, src/server/db/schema-payments.ts): what a real provider keeps on its side for
 * stored cards (orders-and-payments.md §2.8). Only brand, last four digits, expiry and holder name are
 * kept — never a card number. Every read and delete is scoped to one shopper reference (a member's
 * `users.uid`), so a shopper can never list, use or remove another's card.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { StoredCard } from '../../../domain/types';
import type { Db } from '../../platform/db/client';
import { simulatorShoppers, storedPaymentMethods } from './schema';


/** The card details to keep (no number). */
export type { StoredCard };

export type CardToSave = Omit<StoredCard, 'id'>;

/** What the simulator provider needs from its vault. */
export interface SimulatorVault {
  /** The shopper's cards, oldest first. */
  list(shopperReference: string): Promise<StoredCard[]>;
  /** One of the shopper's cards, or null (unknown, or another shopper's). */
  find(shopperReference: string, id: string): Promise<StoredCard | null>;
  /** Removes one of the shopper's cards; false when there was none (or it is another shopper's). */
  remove(shopperReference: string, id: string): Promise<boolean>;
  /** Remembers that a member started the attempt `sessionId` (its card page offers 'Save this card'). */
  rememberShopper(sessionId: string, shopperReference: string): Promise<void>;
}

const PROVIDER = 'simulator';

const toCard = (r: typeof storedPaymentMethods.$inferSelect): StoredCard => ({
  id: r.methodId,
  brand: r.brand,
  lastFour: r.lastFour,
  expiryMonth: r.expiryMonth,
  expiryYear: r.expiryYear,
  holderName: r.holderName,
});

/** The vault over `db`. */
export function simulatorVault(db: Db): SimulatorVault {
  return {
    async list(shopperReference) {
      const rows = await db
        .select()
        .from(storedPaymentMethods)
        .where(and(eq(storedPaymentMethods.provider, PROVIDER), eq(storedPaymentMethods.shopperReference, shopperReference)))
        .orderBy(storedPaymentMethods.id);
      return rows.map(toCard);
    },
    async find(shopperReference, id) {
      const [row] = await db
        .select()
        .from(storedPaymentMethods)
        .where(and(eq(storedPaymentMethods.provider, PROVIDER), eq(storedPaymentMethods.shopperReference, shopperReference), eq(storedPaymentMethods.methodId, id)));
      return row ? toCard(row) : null;
    },
    async remove(shopperReference, id) {
      const gone = await db
        .delete(storedPaymentMethods)
        .where(and(eq(storedPaymentMethods.provider, PROVIDER), eq(storedPaymentMethods.shopperReference, shopperReference), eq(storedPaymentMethods.methodId, id)))
        .returning({ id: storedPaymentMethods.id });
      return gone.length > 0;
    },
    async rememberShopper(sessionId, shopperReference) {
      await db.insert(simulatorShoppers).values({ sessionId, shopperReference }).onConflictDoNothing();
    },
  };
}

/** The member behind a simulator attempt and the card waiting to be saved, or null for a guest's attempt. */
export async function simulatorShopperOf(db: Db, sessionId: string): Promise<{ shopperReference: string; saveCard: CardToSave | null } | null> {
  const [row] = await db.select().from(simulatorShoppers).where(eq(simulatorShoppers.sessionId, sessionId));
  return row ? { shopperReference: row.shopperReference, saveCard: row.saveCard ?? null } : null;
}

/** Keeps (or forgets, with null) the card to save when the attempt `sessionId` is authorised. */
export async function setCardToSave(db: Db, sessionId: string, card: CardToSave | null): Promise<void> {
  await db.update(simulatorShoppers).set({ saveCard: card }).where(eq(simulatorShoppers.sessionId, sessionId));
}

/**
 * Saves the card waiting on the attempt `sessionId` for its shopper (the payment was authorised), once:
 * the same card saved again keeps its first token. Returns the token id, or null when nothing waited.
 */
export async function saveWaitingCard(db: Db, sessionId: string): Promise<string | null> {
  const shopper = await simulatorShopperOf(db, sessionId);
  if (!shopper?.saveCard) return null;
  const card = shopper.saveCard;
  const methodId = `simpm_${randomBytes(12).toString('base64url')}`;
  await db
    .insert(storedPaymentMethods)
    .values({ provider: PROVIDER, shopperReference: shopper.shopperReference, methodId, ...card })
    .onConflictDoNothing();
  await setCardToSave(db, sessionId, null);
  const [row] = await db
    .select({ methodId: storedPaymentMethods.methodId })
    .from(storedPaymentMethods)
    .where(
      and(
        eq(storedPaymentMethods.provider, PROVIDER),
        eq(storedPaymentMethods.shopperReference, shopper.shopperReference),
        eq(storedPaymentMethods.brand, card.brand),
        eq(storedPaymentMethods.lastFour, card.lastFour),
        eq(storedPaymentMethods.expiryMonth, card.expiryMonth),
        eq(storedPaymentMethods.expiryYear, card.expiryYear),
      ),
    );
  return row?.methodId ?? null;
}

/**
 * Forgets everything the simulator keeps for the shopper `shopperReference` (a member's uid): their
 * stored cards (holder names included) and the shopper rows of their attempts (an account's deletion,
 * accounts-and-loyalty.md §2.15), in `db` (the deletion's transaction).
 */
export async function forgetSimulatorShopper(db: Db, shopperReference: string): Promise<void> {
  await db.delete(storedPaymentMethods).where(and(eq(storedPaymentMethods.provider, PROVIDER), eq(storedPaymentMethods.shopperReference, shopperReference)));
  await db.delete(simulatorShoppers).where(eq(simulatorShoppers.shopperReference, shopperReference));
}
