import { describe, expect, it } from 'vitest';
import { isSessionValid, LOGIN_TYPE, needsFirstPassword, sessionFromAuth, staffIdOf, type Session } from './session';

describe('the session (accounts-and-loyalty.md §4, orders-and-payments.md §6)', () => {
  it('is valid while expired_at (seconds) is after now', () => {
    expect(isSessionValid({ token: 't', expiredAt: 101, user: null, extra: '{}' }, 100)).toBe(true);
    expect(isSessionValid({ token: 't', expiredAt: 100, user: null, extra: '{}' }, 100)).toBe(false);
    expect(isSessionValid({ token: '', expiredAt: 200 }, 100)).toBe(false);
    expect(isSessionValid(null, 100)).toBe(false);
  });

  it('is read from a registration answer', () => {
    const s = sessionFromAuth({ authorization: { token: 'abc', expired_at: 500, refresh_expired_at: 900 }, extra: '{"staff_id":12}', type: 2, info: { id: 4, username: '+61412345678', type: 2, email: 'a@b.co', firstname: 'Ada', lastname: '', phone: '+61412345678' } });
    expect(s).toEqual({ token: 'abc', expiredAt: 500, user: { id: 4, type: 2, firstname: 'Ada', lastname: '', phone: '+61412345678', email: 'a@b.co', username: '+61412345678', avatar: '' }, extra: '{"staff_id":12}' });
    expect(staffIdOf(s)).toBe(12);
  });

  it('sends staff id 0 by default', () => {
    expect(staffIdOf(null)).toBe(0);
    expect(staffIdOf({ token: 't', expiredAt: 1, user: null, extra: 'bad' })).toBe(0);
  });

  it('keeps the login type and the member\'s password_set from a login answer', () => {
    const auth = { authorization: { token: 'abc', expired_at: 500, refresh_expired_at: 900 }, extra: '{}', type: 1, info: { id: 9, username: '+61412345678', type: 1, email: '', firstname: 'Ada', lastname: '', phone: '+61412345678', password_set: false } };
    expect(sessionFromAuth(auth, LOGIN_TYPE.google)).toMatchObject({ loginType: 4, passwordSet: false });
    expect(sessionFromAuth({ ...auth, info: { ...auth.info, password_set: undefined } })).not.toHaveProperty('passwordSet');
  });
});

describe('the first-time password modal is due by login type (accounts-and-loyalty.md §2.7)', () => {
  const session = (over: Partial<Session> & { userType?: number }): Session => ({
    token: 't',
    expiredAt: 10,
    user: { id: 1, type: over.userType ?? 1, firstname: 'Ada', lastname: '', phone: '+61412345678', email: '' },
    extra: '{}',
    ...over,
  });
  it.each([
    ['a Facebook member without a password', { loginType: LOGIN_TYPE.facebook, passwordSet: false }, true],
    ['a Google member without a password', { loginType: LOGIN_TYPE.google, passwordSet: false }, true],
    ['an Apple member without a password', { loginType: LOGIN_TYPE.apple, passwordSet: false }, true],
    ['a social member whose password is set', { loginType: LOGIN_TYPE.google, passwordSet: true }, false],
    ['a password login (it proves a password)', { loginType: LOGIN_TYPE.password, passwordSet: false }, false],
    ['a guest checkout', { loginType: LOGIN_TYPE.guest, passwordSet: false, userType: 2 }, false],
    ['a session stored before login types were kept', { passwordSet: false }, false],
    ['a table diner\'s session', { loginType: LOGIN_TYPE.google, passwordSet: false, table: 'abc' }, false],
  ])('%s: %s', (_name, over, due) => {
    expect(needsFirstPassword(session(over))).toBe(due);
  });
  it('is not due without a session', () => {
    expect(needsFirstPassword(null)).toBe(false);
  });
});
