import { describe, expect, it } from 'vitest';
import { subscriptionIds } from './socket';

describe('subscription ids', () => {
  it('counts "1", "2", … per client, so every table socket’s first subscription is "1"', () => {
    const phoneA = subscriptionIds();
    const phoneB = subscriptionIds();
    expect([phoneA(), phoneA(), phoneA()]).toEqual(['1', '2', '3']);
    expect(phoneB()).toBe('1');
  });
});
