/**
 * The display-name rules of the account header and the top bar (accounts-and-loyalty.md §2.2, §2.8),
 * pure and small: the top bar loads this on every page, so it imports nothing.
 */

/** User type of a guest (server USER_TYPE 2); 1 is a member. */
export const GUEST_USER_TYPE = 2;

/** A name as the display-name rules read it. */
export interface NamedUser {
  type: number;
  firstname?: string | null;
  lastname?: string | null;
}

/**
 * The header's display name (§2.2): 'Guest' for a guest; 'Your Name' when first and last names are both
 * empty; the last name when only it is set; otherwise the first name.
 * @returns `{ key }` of a message (account.guest / account.yourName) or `{ text }` of the name.
 */
export function displayName(user: NamedUser): { key: string } | { text: string } {
  if (user.type === GUEST_USER_TYPE) return { key: 'account.guest' };
  const first = (user.firstname ?? '').trim();
  const last = (user.lastname ?? '').trim();
  if (!first && !last) return { key: 'account.yourName' };
  return { text: !first && last ? last : first };
}

const HAN = /^[\u3400-\u9fff\uf900-\ufaff]+$/u;

/**
 * A person's full name in the order of `locale` (issue 27 item 11): 'first last' in English; in zh-CN
 * the family name first — '王伟' when both parts are Chinese characters (no space), 'Wang Wei' otherwise.
 * Empty parts are left out; '' when both are empty.
 */
export function personName(firstname: string | null | undefined, lastname: string | null | undefined, locale?: string): string {
  const first = (firstname ?? '').trim();
  const last = (lastname ?? '').trim();
  if (locale !== 'zh-CN') return [first, last].filter(Boolean).join(' ');
  if (first && last && HAN.test(first) && HAN.test(last)) return `${last}${first}`;
  return [last, first].filter(Boolean).join(' ');
}

/** The profile's Name row (§2.8): the full name in the locale's order (`personName`), or 'Your Name' when both are empty. */
export function profileName(user: NamedUser, locale?: string): { key: string } | { text: string } {
  const full = personName(user.firstname, user.lastname, locale);
  return full ? { text: full } : { key: 'account.yourName' };
}

/** Whether a user has neither first nor last name (after login → the edit-account screen, §2.3). */
export function needsName(user: NamedUser): boolean {
  return !(user.firstname ?? '').trim() && !(user.lastname ?? '').trim();
}

