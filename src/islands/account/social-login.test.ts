import { describe, expect, it } from 'vitest';
import { idTokenSubject, socialNext, socialProviders } from './social-login';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('social login in the browser (accounts-and-loyalty.md §2.3)', () => {
  it('shows only the configured providers', () => {
    expect(socialProviders({})).toEqual([]);
    expect(socialProviders({ google: 'g', facebook: '', apple: 'a' })).toEqual(['apple', 'google']);
  });

  it("reads an ID token's subject, email and name; garbage reads empty", () => {
    expect(idTokenSubject(`${b64({ alg: 'RS256' })}.${b64({ sub: 'g-42', email: 'ada@example.com', name: 'Ada' })}.sig`)).toEqual({ sub: 'g-42', email: 'ada@example.com', name: 'Ada' });
    expect(idTokenSubject('not-a-jwt').sub).toBe('');
  });

  it("goes to registration for the platform on 'The account or password incorrect', else an error", () => {
    const href = (p: number) => `/verify/mobile?type=1&platform=${p}`;
    expect(socialNext(null, 4, href)).toEqual({ kind: 'session' });
    expect(socialNext('WRONG_CREDENTIALS', 4, href)).toEqual({ kind: 'register', href: '/verify/mobile?type=1&platform=4' });
    expect(socialNext('NETWORK_BUSY', 3, href)).toEqual({ kind: 'error' });
  });
});
