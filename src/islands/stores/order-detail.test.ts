import { describe, expect, it } from 'vitest';
import { $confirmation, $orderBusy, $orderNotes, $payDrawerOpen, $pickedTab, askRefund, bindOrderDetailText, canAskRefund, operateOrder, warnPendingPayment, pickTab, runBusy, setPayDrawer, startOrderDetail, typeNotes } from './order-detail';

describe('the order detail store (orders-and-payments.md §2.4, §4.6, §4.7)', () => {
  it('starts a page afresh: typed notes, the drawer and the picked tab are reset for another order', () => {
    startOrderDetail({ tradeid: 'a1', payByLink: false });
    typeNotes('no onions');
    setPayDrawer(true);
    pickTab('ordered');
    expect([$orderNotes.get(), $payDrawerOpen.get(), $pickedTab.get()]).toEqual(['no onions', true, 'ordered']);
    startOrderDetail({ tradeid: 'a1', payByLink: false });
    expect($orderNotes.get()).toBe('no onions');
    startOrderDetail({ tradeid: 'b2', payByLink: false });
    expect([$orderNotes.get(), $payDrawerOpen.get(), $pickedTab.get()]).toEqual([null, false, undefined]);
  });

  it('runs one action at a time: a second one while busy is ignored', async () => {
    startOrderDetail({ tradeid: 'c3', payByLink: false });
    let release!: () => void;
    const ran: string[] = [];
    const first = runBusy(() => new Promise<void>((r) => (release = () => (ran.push('first'), r()))));
    expect($orderBusy.get()).toBe(true);
    await runBusy(async () => void ran.push('second'));
    release();
    await first;
    expect(ran).toEqual(['first']);
    expect($orderBusy.get()).toBe(false);
  });

  it("asks before cancelling the order, with 'No, not now' closing the question", () => {
    startOrderDetail({ tradeid: 'd4', payByLink: false });
    bindOrderDetailText({ t: (k) => k, money: (c) => `$${c / 100}` });
    operateOrder(5);
    expect($confirmation.get()).toMatchObject({ title: 'orders.confirm.cancelTitle', danger: true, cancelLabel: 'orders.confirm.noNotNow', confirmLabel: 'orders.confirm.yes' });
    $confirmation.get()!.onCancel();
    expect($confirmation.get()).toBeNull();
  });

  it("asks before requesting a refund (§4.7 'refundConfirmation'), with 'No, not now' closing the question", () => {
    startOrderDetail({ tradeid: 'd5', payByLink: false });
    bindOrderDetailText({ t: (k) => k, money: (c) => `$${c / 100}` });
    askRefund();
    expect($confirmation.get()).toMatchObject({ title: 'orders.confirm.refundTitle', body: 'orders.confirm.refundBody', cancelLabel: 'orders.confirm.noNotNow', confirmLabel: 'orders.confirm.yes' });
    $confirmation.get()!.onCancel();
    expect($confirmation.get()).toBeNull();
  });

  it('offers a refund request only on a paid order outside the cancel window, a live table and pay-by-link', () => {
    const base = { paymentStatus: 2, inCancelWindow: false, liveTable: false, payByLink: false };
    expect(canAskRefund(base)).toBe(true);
    for (const paymentStatus of [1, 3, 5, 11, 12]) expect(canAskRefund({ ...base, paymentStatus })).toBe(false);
    expect(canAskRefund({ ...base, inCancelWindow: true })).toBe(false);
    expect(canAskRefund({ ...base, liveTable: true })).toBe(false);
    expect(canAskRefund({ ...base, payByLink: true })).toBe(false);
  });

  it("warns of a pending payment on Back (§2.4 'order_paying'): 'Stay' closes the warning", () => {
    startOrderDetail({ tradeid: 'd6', payByLink: false });
    bindOrderDetailText({ t: (k) => k, money: (c) => `$${c / 100}` });
    warnPendingPayment();
    expect($confirmation.get()).toMatchObject({ title: 'orders.detail.pendingPaymentTitle', body: 'orders.checkout.payingBody', cancelLabel: 'orders.detail.stayHere', confirmLabel: 'orders.detail.leaveAnyway' });
    $confirmation.get()!.onCancel();
    expect($confirmation.get()).toBeNull();
  });
});
