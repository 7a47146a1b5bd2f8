// Telling a lost database connection from a failed statement, and what may run again after one.
import { describe, expect, it } from 'vitest';
import { CommitOutcomeUnknownError, isConnectionLost, retryOnConnectionLoss } from './client';

const lost = (code: string) => Object.assign(new Error('terminating connection due to administrator command'), { code });

describe('isConnectionLost', () => {
  it.each([
    ['admin shutdown 57P01', lost('57P01')],
    ['connection failure 08006', Object.assign(new Error('x'), { code: '08006' })],
    ['connection does not exist 08003', Object.assign(new Error('x'), { code: '08003' })],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ["node-postgres' own message", new Error('Connection terminated unexpectedly')],
    ['a driver error wrapped by Drizzle (cause)', new Error('Failed query: insert …', { cause: lost('57P01') })],
    ['a commit of unknown outcome', new CommitOutcomeUnknownError(lost('57P01'))],
  ])('is true for %s', (_, e) => expect(isConnectionLost(e)).toBe(true));

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a serialization failure', Object.assign(new Error('could not serialize'), { code: '40001' })],
    ['a plain error', new Error('boom')],
    ['not an error', 'string'],
  ])('is false for %s', (_, e) => expect(isConnectionLost(e)).toBe(false));
});

describe('retryOnConnectionLoss', () => {
  it('runs the work again after a lost connection, up to three times in all', async () => {
    let calls = 0;
    expect(await retryOnConnectionLoss(async () => (++calls < 3 ? Promise.reject(lost('57P01')) : 'ok'))).toBe('ok');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnConnectionLoss(async () => (++calls, Promise.reject(lost('08006'))))).rejects.toMatchObject({ code: '08006' });
    expect(calls).toBe(3);
  });

  it('does not run again a statement that failed for another reason', async () => {
    let calls = 0;
    await expect(retryOnConnectionLoss(async () => (++calls, Promise.reject(Object.assign(new Error('dup'), { code: '23505' }))))).rejects.toThrow('dup');
    expect(calls).toBe(1);
  });

  it('runs again after a commit of unknown outcome only when the work is idempotent', async () => {
    let calls = 0;
    await expect(retryOnConnectionLoss(async () => (++calls, Promise.reject(new CommitOutcomeUnknownError(lost('57P01')))))).rejects.toBeInstanceOf(CommitOutcomeUnknownError);
    expect(calls).toBe(1);
    calls = 0;
    expect(await retryOnConnectionLoss(async () => (++calls === 1 ? Promise.reject(new CommitOutcomeUnknownError(lost('57P01'))) : 'ok'), { idempotent: true })).toBe('ok');
    expect(calls).toBe(2);
  });
});
