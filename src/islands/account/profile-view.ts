/**
 * The profile screens' view logic (accounts-and-loyalty.md §2.8, §5 "Name", §9), pure: item types, the
 * birthday conversion between the date picker (YYYY-MM-DD) and the stored DD/MM/YYYY, the gender
 * labels, and the name check.
 */

/** Editable item types (§9): 1 name, 2 gender, 3 birthday, 4 email. */
export type ItemType = 1 | 2 | 3 | 4;

/** The item type of a query value, or null. */
export function parseItemType(value: string | null | undefined): ItemType | null {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : null;
}

/** Gender codes (§3: 0 unselected, then male and female): 1 male, 2 female. */
export const GENDER = { unselected: 0, male: 1, female: 2 } as const;

/** The message key of a gender code. */
export function genderKey(gender: number): string {
  return gender === GENDER.male ? 'account.profile.male' : gender === GENDER.female ? 'account.profile.female' : 'account.profile.unselected';
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD' for the date picker ('' when not a date). */
export function birthdayToInput(birthday: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(birthday.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

/** 'YYYY-MM-DD' from the date picker → 'DD/MM/YYYY' (§9 "Birthday format DD/MM/YYYY"); '' when empty or malformed. */
export function inputToBirthday(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** Item edit of the name fails only when both names are empty (§5 "Name"). */
export function nameMissing(firstname: string, lastname: string): boolean {
  return !firstname.trim() && !lastname.trim();
}

/** The edit-account screen shows Confirm (and hides Back) when reached from registration or home (§2.1, §2.8). */
export function isCompletionFlow(fromType: string | null | undefined): boolean {
  return fromType === 'Register' || fromType === 'Home';
}
