import { describe, expect, it } from 'vitest';
import { backHeld, setBackGuard, warnsPendingPayment } from './back-guard';

describe('back guard (orders-and-payments.md §2.4 order_paying)', () => {
  it('warns only when arriving from order_paying with the payment still pending', () => {
    expect(warnsPendingPayment('order_paying', 12)).toBe(true);
    expect(warnsPendingPayment('order_paying', 1)).toBe(false);
    expect(warnsPendingPayment('order_paying', 2)).toBe(false);
    expect(warnsPendingPayment('order_paying', undefined)).toBe(false);
    expect(warnsPendingPayment('pay', 12)).toBe(false);
    expect(warnsPendingPayment('', 12)).toBe(false);
  });
  it('Back goes on without a guard, stays while the guard holds, goes on once removed', () => {
    expect(backHeld()).toBe(false);
    let hold = true;
    const remove = setBackGuard(() => hold);
    expect(backHeld()).toBe(true);
    hold = false;
    expect(backHeld()).toBe(false);
    remove();
    hold = true;
    expect(backHeld()).toBe(false);
  });
  it('removing an old guard leaves the newer one in place', () => {
    const removeOld = setBackGuard(() => false);
    const removeNew = setBackGuard(() => true);
    removeOld();
    expect(backHeld()).toBe(true);
    removeNew();
    expect(backHeld()).toBe(false);
  });
});
