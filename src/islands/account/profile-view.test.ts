import { describe, expect, it } from 'vitest';
import { birthdayToInput, genderKey, inputToBirthday, isCompletionFlow, nameMissing, parseItemType } from './profile-view';

describe('profile item edit (accounts-and-loyalty.md §2.8, §5, §9)', () => {
  it('reads item types 1–4 only', () => {
    expect(['1', '2', '3', '4', '0', '5', null, 'x'].map(parseItemType)).toEqual([1, 2, 3, 4, null, null, null, null]);
  });
  it('converts the birthday between DD/MM/YYYY and the date picker', () => {
    expect(birthdayToInput('09/03/1990')).toBe('1990-03-09');
    expect(inputToBirthday('1990-03-09')).toBe('09/03/1990');
    expect(birthdayToInput('1990-03-09')).toBe('');
    expect(inputToBirthday('')).toBe('');
  });
  it('names genders, needs one name, and shows Confirm only from Register or Home', () => {
    expect([0, 1, 2].map(genderKey)).toEqual(['account.profile.unselected', 'account.profile.male', 'account.profile.female']);
    expect(nameMissing(' ', '')).toBe(true);
    expect(nameMissing('', 'Lovelace')).toBe(false);
    expect(['Register', 'Home', 'Account', null].map(isCompletionFlow)).toEqual([true, true, false, false]);
  });
});

describe('personName: names in the order of the locale (issue 27 item 11)', () => {
  it.each([
    ['伟', '王', 'zh-CN', '王伟'],
    ['Wei', 'Wang', 'zh-CN', 'Wang Wei'],
    ['Wei', 'Wang', 'en', 'Wei Wang'],
    ['伟', '王', 'en-au', '伟 王'],
    ['', '王', 'zh-CN', '王'],
    ['Ada', '', 'zh-CN', 'Ada'],
  ])('%s %s in %s → %s', async (first, last, locale, want) => {
    const { personName, profileName } = await import('./display-name');
    expect(personName(first, last, locale)).toBe(want);
    expect(profileName({ type: 1, firstname: first, lastname: last }, locale)).toEqual({ text: want });
  });
});
