import { describe, expect, it } from 'vitest';
import { $confirmation, $orderBusy, $orderNotes, $payDrawerOpen, $pickedTab, bindOrderDetailText, operateOrder, pickTab, runBusy, setPayDrawer, startOrderDetail, typeNotes } from './order-detail';

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
});
