import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isGraphQLContentType, originAllowed, requestIsTls } from './origins';

const config = { PUBLIC_URL: 'https://order.example.com/', ALLOWED_ORIGINS: ['https://partner.example.com'] };

describe('cross-site request rules', () => {
  it.each([
    [undefined, 'localhost:4321', true],
    ['http://localhost:4321', 'localhost:4321', true],
    ['http://LOCALHOST:4321', 'localhost:4321', true],
    ['https://order.example.com', 'internal:4321', true],
    ['https://partner.example.com', 'internal:4321', true],
    ['http://localhost:4322', 'localhost:4321', false],
    ['https://evil.example', 'localhost:4321', false],
    ['null', 'localhost:4321', false],
    ['not a url', 'localhost:4321', false],
    ['file:///x', 'localhost:4321', false],
  ])('origin %s on host %s → %s', (origin, host, allowed) => {
    expect(originAllowed(origin, host, config)).toBe(allowed);
  });

  it('takes JSON and GraphQL bodies only', () => {
    expect(isGraphQLContentType('application/json; charset=utf-8')).toBe(true);
    expect(isGraphQLContentType('Application/GraphQL')).toBe(true);
    for (const t of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', '', undefined]) expect(isGraphQLContentType(t)).toBe(false);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy (its last value)', () => {
    const req = (proto?: string, encrypted = false) => ({ socket: { encrypted }, headers: proto ? { 'x-forwarded-proto': proto } : {} }) as unknown as IncomingMessage;
    expect(requestIsTls(req('https'), 0)).toBe(false);
    expect(requestIsTls(req('https'), 1)).toBe(true);
    expect(requestIsTls(req('https, http'), 1)).toBe(false);
    expect(requestIsTls(req(), 1)).toBe(false);
    expect(requestIsTls(req(undefined, true), 0)).toBe(true);
  });
});
