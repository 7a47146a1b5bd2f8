import { describe, expect, it } from 'vitest';
import {
  addressLines,
  addressSummary,
  addressMissing,
  checkMobileEntry,
  displayName,
  loginMissing,
  mapAccountError,
  mobileEntryHeadingKey,
  waitText,
  codeWaitSeconds,
  secondsLeft,
  needsName,
  pageTypeTitleKey,
  parsePageType,
  profileName,
  safeBackLocation,
  verifyMobileHref,
  type AddressForm,
} from './account-view';

describe('display name (accounts-and-loyalty.md §2.2)', () => {
  it("a guest is 'Guest' whatever the names", () => {
    expect(displayName({ type: 2, firstname: 'Ada', lastname: 'Lovelace' })).toEqual({ key: 'account.guest' });
  });
  it("a member with neither name is 'Your Name'", () => {
    expect(displayName({ type: 1, firstname: null, lastname: null })).toEqual({ key: 'account.yourName' });
    expect(displayName({ type: 1, firstname: '  ', lastname: '' })).toEqual({ key: 'account.yourName' });
  });
  it('only the last name → the last name; otherwise the first name', () => {
    expect(displayName({ type: 1, firstname: '', lastname: 'Lovelace' })).toEqual({ text: 'Lovelace' });
    expect(displayName({ type: 1, firstname: 'Ada', lastname: 'Lovelace' })).toEqual({ text: 'Ada' });
    expect(displayName({ type: 1, firstname: 'Ada', lastname: null })).toEqual({ text: 'Ada' });
  });
  it("the profile's Name row joins both names, 'Your Name' when empty", () => {
    expect(profileName({ type: 1, firstname: 'Ada', lastname: 'Lovelace' })).toEqual({ text: 'Ada Lovelace' });
    expect(profileName({ type: 1, firstname: '', lastname: '' })).toEqual({ key: 'account.yourName' });
    expect(needsName({ type: 1, firstname: '', lastname: '' })).toBe(true);
    expect(needsName({ type: 1, firstname: '', lastname: 'L' })).toBe(false);
  });
});

describe('registration page types (§2.4)', () => {
  it('parses the page type and names its title', () => {
    expect(parsePageType('3')).toBe(3);
    expect(parsePageType('forgot')).toBe(3);
    expect(parsePageType('2')).toBe(2);
    expect(parsePageType('register')).toBe(1);
    expect(parsePageType(null)).toBe(1);
    expect([1, 2, 3].map((p) => pageTypeTitleKey(p as 1 | 2 | 3))).toEqual(['account.titles.signUp', 'account.titles.createAccount', 'account.titles.forgotPassword']);
    expect(mobileEntryHeadingKey(true)).toBe('account.mobile.yourMobile');
    expect(mobileEntryHeadingKey(false)).toBe('account.mobile.enterMobile');
  });
  it('links carry page type, platform and a same-site back location only', () => {
    expect(verifyMobileHref(3, '/x?y=1')).toBe('/verify/mobile?type=3&platform=1&backLocation=%2Fx%3Fy%3D1');
    expect(safeBackLocation('//evil.example/')).toBe('/user/account');
    expect(safeBackLocation('https://evil.example/')).toBe('/user/account');
    expect(safeBackLocation('/cafe?x=1')).toBe('/cafe?x=1');
  });
});

describe('input rules (§5)', () => {
  it('an empty mobile is only required; a bad one is invalid; +61 switches the country', () => {
    expect(checkMobileEntry('', 'AU')).toEqual({ ok: false, code: 'MOBILE_REQUIRED' });
    expect(checkMobileEntry('12', 'AU')).toEqual({ ok: false, code: 'MOBILE_INVALID' });
    expect(checkMobileEntry('0491570156', 'AU')).toEqual({ ok: true, account: '0491570156', country: 'AU' });
    expect(checkMobileEntry('+8613800138000', 'AU')).toEqual({ ok: true, account: '13800138000', country: 'CN' });
  });
  it('login needs both mobile and password', () => {
    expect(loginMissing('', '')).toEqual(['mobile', 'password']);
    expect(loginMissing('0491570156', '')).toEqual(['password']);
    expect(loginMissing('0491570156', 'x')).toEqual([]);
  });
  it('an address needs every field but the last name', () => {
    const full: AddressForm = { firstname: 'Ada', lastname: '', phone: '0491570156', country: 'AU', postcode: '2000', city: 'Sydney', street1: '1 George St', state: 'NSW', geo_id: 1 };
    expect(addressMissing(full)).toEqual([]);
    expect(addressMissing({ ...full, firstname: ' ', state: '', postcode: '' })).toEqual(['firstname', 'state', 'postcode']);
    // Australian order with the state (issue 27 item 17).
    expect(addressLines({ ...full, lastname: 'L' })).toEqual(['Ada L', '0491570156', '1 George St, Sydney NSW 2000']);
  });
  it("an address on one line by its type: a contact (0) 'firstname lastname, phone', a street address its street line (§2.9, issue 26 item 13)", () => {
    const a = { firstname: 'Ada', lastname: 'Lovelace', phone: '+61491570156', city: 'SYDNEY', street1: '1 George St', postcode: '2000', state: 'NSW' };
    expect(addressSummary({ ...a, mode: 0 })).toBe('Ada Lovelace, +61491570156');
    expect(addressSummary({ ...a, mode: 1 })).toBe('1 George St, Sydney NSW 2000');
    expect(addressSummary({ ...a, firstname: '明', lastname: '李', mode: 0 }, 'zh-CN')).toBe('李明, +61491570156');
  });
});

describe('error catalogue (§8) by extensions.code', () => {
  const f = (code: string, params?: Record<string, unknown>) => ({ message: 'x', extensions: params ? { code, params } : { code } });
  it('maps each row of the account operations', () => {
    expect(mapAccountError('userRegisterRequest', f('EXIST_ALREADY'))).toEqual({ key: 'account.errors.mobileRegistered' });
    expect(mapAccountError('userRegisterRequest', f('NOT_VALID'))).toEqual({ key: 'account.errors.sendCodeFailed' });
    expect(mapAccountError('userRegisterRequest', f('NETWORK_BUSY'))).toEqual({ key: 'errors.NETWORK_BUSY' });
    expect(mapAccountError('userRegisterSubmit', f('WRONG_CREDENTIALS'))).toEqual({ key: 'account.errors.codeMismatch' });
    expect(mapAccountError('userRegisterSubmit', f('EXIST_ALREADY', { field: 'account' }))).toEqual({ key: 'account.errors.mobileRegistered' });
    expect(mapAccountError('userRegisterSubmit', f('UNPROCESSABLE', { field: 'email' }))).toEqual({ key: 'account.errors.emailTaken' });
    expect(mapAccountError('userRegisterSubmit', f('UNPROCESSABLE', { field: 'account' }))).toEqual({ key: 'account.errors.mobileTaken' });
    expect(mapAccountError('userRegisterSubmit', f('UNPROCESSABLE'))).toEqual({ key: 'account.errors.mobileOrEmailTaken' });
    expect(mapAccountError('userRegisterSubmit', f('NOT_VALID', { field: 'password' }))).toEqual({ key: 'account.errors.passwordLength' });
    expect(mapAccountError('userLogin', f('WRONG_CREDENTIALS'))).toEqual({ key: 'account.errors.loginIncorrect' });
    expect(mapAccountError('userPasswordResetRequest', f('NOT_FOUND'))).toEqual({ key: 'account.errors.notRegistered' });
    expect(mapAccountError('userPasswordResetSubmit', f('WRONG_CREDENTIALS'))).toEqual({ key: 'account.errors.codeMismatch' });
    expect(mapAccountError('userAccountModifySubmit', f('EXIST_ALREADY'))).toEqual({ key: 'account.errors.emailInUse' });
    expect(mapAccountError('userAccountModifySubmit', f('NOT_VALID'))).toEqual({ key: 'account.errors.operationFailed' });
    expect(mapAccountError('userLogin', { message: 'Failed to fetch' })).toEqual({ key: 'errors.FAILED_TO_FETCH' });
    expect(mapAccountError('userLogin', f('SOMETHING'))).toEqual({ key: 'errors.OPERATION_FAILED' });
  });

  it('a refusal with a wait says the wait (issue 26 item 2): too many attempts, network busy', () => {
    expect(mapAccountError('userLogin', f('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 720 }))).toEqual({ key: 'errors.TOO_MANY_ATTEMPTS_WAIT', waitSeconds: 720 });
    expect(mapAccountError('userLogin', f('TOO_MANY_ATTEMPTS'))).toEqual({ key: 'errors.TOO_MANY_ATTEMPTS' });
    expect(mapAccountError('userPasswordResetRequest', f('NETWORK_BUSY', { retryAfterSeconds: 20 }))).toEqual({ key: 'dinerWalk.codeWait', waitSeconds: 20 });
    expect(mapAccountError('userLogin', f('NETWORK_BUSY', { retryAfterSeconds: 20 }))).toEqual({ key: 'errors.NETWORK_BUSY_WAIT', waitSeconds: 20 });
    // The captcha's refusal has no wait: the spec's message as it is.
    expect(mapAccountError('userRegisterRequest', f('NETWORK_BUSY', { reason: 'captcha' }))).toEqual({ key: 'errors.NETWORK_BUSY' });
  });

  it('a code asked for again inside its wait says the wait and gives the countdown, not "network busy" (issue 27 item 7)', () => {
    for (const op of ['userRegisterRequest', 'userPasswordResetRequest', 'userAccountModifyRequest'] as const) {
      expect(mapAccountError(op, f('NETWORK_BUSY', { retryAfterSeconds: 42 }))).toEqual({ key: 'dinerWalk.codeWait', waitSeconds: 42 });
      expect(codeWaitSeconds(op, f('NETWORK_BUSY', { retryAfterSeconds: 41.3 }))).toBe(42);
    }
    expect(codeWaitSeconds('userRegisterRequest', f('NETWORK_BUSY', { reason: 'captcha' }))).toBe(0);
    expect(codeWaitSeconds('userLogin', f('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 30 }))).toBe(0);
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(0, 5_000)).toBe(0);
  });

  it('says a wait under a minute in seconds, longer ones in whole minutes rounded up (issue 27 item 7)', () => {
    const t = (key: string, o?: Record<string, unknown>) =>
      key === 'errors.waitMinute' ? '1 minute' : key === 'dinerWalk.waitSecond' ? '1 second' : key === 'dinerWalk.waitSeconds' ? `${o?.seconds} seconds` : `${o?.minutes} minutes`;
    expect(waitText(t, 1)).toBe('1 second');
    expect(waitText(t, 42)).toBe('42 seconds');
    expect(waitText(t, 59.2)).toBe('60 seconds');
    expect(waitText(t, 60)).toBe('1 minute');
    expect(waitText(t, 61)).toBe('2 minutes');
    expect(waitText(t, 720)).toBe('12 minutes');
  });
});

describe('createAccountHref (§2.2, §8 member-only coupon)', () => {
  it('sends a guest to page type 2 with its phone, anyone else to page type 1', async () => {
    const { createAccountHref } = await import('./account-view');
    const guest = new URL(createAccountHref({ type: 2, username: '+61491570156', phone: '+61491570156' }, '/order/coupon?tid=T1'), 'http://x');
    expect(Object.fromEntries(guest.searchParams)).toMatchObject({ type: '2', mobile: '+61491570156', mobileReadonly: 'false', backLocation: '/order/coupon?tid=T1' });
    expect(new URL(createAccountHref(null, '/'), 'http://x').searchParams.get('type')).toBe('1');
    expect(new URL(createAccountHref({ type: 1, phone: '+61491570156' }, '/'), 'http://x').searchParams.get('type')).toBe('1');
  });
});

describe('nextActiveOption (issue 27 item 13: the postcode combobox)', () => {
  it.each([
    [-1, 3, 1, 0],
    [-1, 3, -1, 2],
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [-1, 0, 1, -1],
  ] as const)('from %i of %i by %i → %i', async (current, count, step, want) => {
    const { nextActiveOption } = await import('./account-view');
    expect(nextActiveOption(current, count, step)).toBe(want);
  });
});
