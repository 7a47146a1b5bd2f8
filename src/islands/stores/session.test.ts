import { describe, expect, it } from 'vitest';
import { isSessionValid, sessionFromAuth, staffIdOf } from './session';

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
});
