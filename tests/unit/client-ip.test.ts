/** The client address the request limits count by (src/server/use-cases/request-limits.ts `clientIp`). */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp } from '../../src/server/platform/request-limits';

const req = (peer: string, xff?: string | string[]) => ({ socket: { remoteAddress: peer }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientIp(req('::ffff:10.0.0.5', '1.2.3.4'))).toBe('10.0.0.5');
    expect(clientIp(req('203.0.113.9'))).toBe('203.0.113.9');
  });

  it('behind trusted proxies, takes the address the nearest untrusted hop gave, never a spoofed one further left', () => {
    // Client 198.51.100.7 → proxy (adds it) → server; the client prepended a fake 1.2.3.4.
    expect(clientIp(req('10.0.0.2', '1.2.3.4, 198.51.100.7'), 1)).toBe('198.51.100.7');
    // Two proxies: CDN then load balancer.
    expect(clientIp(req('10.0.0.2', ['1.2.3.4, 198.51.100.7', '172.16.0.3']), 2)).toBe('198.51.100.7');
    // Fewer hops in the header than trusted: the leftmost known address.
    expect(clientIp(req('10.0.0.2', '198.51.100.7'), 3)).toBe('198.51.100.7');
    expect(clientIp(req('::ffff:10.0.0.2'), 1)).toBe('10.0.0.2');
  });
});
