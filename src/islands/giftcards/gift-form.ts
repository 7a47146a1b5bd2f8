/**
 * The purchase form's rules, pure (accounts-and-loyalty.md §2.16, §5): every recipient needs a name
 * and an e-mail entered twice that match ('The email addresses entered do not match'); at most 100
 * recipients; a sender's name; a value chosen.
 */
export interface RecipientDraft {
  name: string;
  email: string;
  email_confirm: string;
}

export interface GiftFormDraft {
  value: number | null;
  sender: string;
  recipients: RecipientDraft[];
}

/** Field errors by field id ('sender', 'value', 'r0-name', 'r0-email', 'r0-confirm', …) → message key. */
export type GiftFormErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's errors (message keys under `giftcards.`); empty when it can be sent. */
export function checkGiftForm(d: GiftFormDraft, max = 100): GiftFormErrors {
  const e: GiftFormErrors = {};
  if (!d.value) e.value = 'cardValue';
  if (!d.sender.trim()) e.sender = 'senderName';
  if (d.recipients.length > max) e.recipients = 'maxRecipients';
  d.recipients.forEach((r, i) => {
    if (!r.name.trim()) e[`r${i}-name`] = 'recipientName';
    if (!r.email.trim()) e[`r${i}-email`] = 'recipientEmail';
    else if (!EMAIL.test(r.email.trim())) e[`r${i}-email`] = 'emailInvalid';
    if (r.email.trim().toLowerCase() !== r.email_confirm.trim().toLowerCase()) e[`r${i}-confirm`] = 'emailsMismatch';
  });
  return e;
}
