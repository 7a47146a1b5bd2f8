/**
 * The order page's 'Vouchers' section (accounts-and-loyalty.md §2.12–§2.13 "a voucher can be used at
 * checkout"; orders-and-payments.md §2.6 coupons): for a signed-in member at a venue with the `voucher`
 * capability, the vouchers already on the order (name, amount taken off, 'Remove') and, while the order
 * is editable, the member's usable vouchers for this venue (customerVoucherList with the venue code;
 * only status 1 Active) with 'Apply'. A voucher whose minimum order (cents, against the items
 * subtotal `feetotal`) is not met is shown greyed with the reason and cannot be applied.
 *
 * Applying or removing is an orderEdit of the placed order carrying the voucher as a coupon entry
 * (type 25, pid = −voucher id, `voucherAsCoupon`), priced by the domain's coupon rules exactly as the
 * server prices it; the server claims the voucher single-use in the order's transaction. Its refusals
 * ('exist already' → 'Coupon has been used already!', 'user only', 'not valid') are shown by the
 * order store's `editOrder`. The outcome is announced to screen readers (role status).
 */
import { useEffect, useId, useState } from 'react';
import { voucherAsCoupon } from '../../../domain/loyalty';
import { localName } from '../../../i18n';
import { customerVoucherList, loyaltyApi, type Voucher } from '../../loyalty/loyalty-api';
import { checkoutVoucherOffers, voucherValueText } from '../../loyalty/loyalty-view';
import { editOrder, runBusy } from '../../stores/order-detail';
import { loadSession } from '../../stores/session';
import Icon from '../../ui/Icon';
import { couponFromEntry } from '../../stores/coupon-rules';
import { appliedCoupons, type OrderDetailView } from '../../stores/order-view';
import type { OrderDetail, OrderVenue } from '../../api/order-types';
import type { OrderFormat } from '../use-order-format';

/** Whether the page's session is a signed-in member (user type 1; not a guest, not pay-by-link). */
export function isMemberSession(): boolean {
  const s = loadSession();
  return Boolean(s?.token) && s?.user?.type === 1 && !s.payByLink && !s.table;
}

export default function OrderVouchers({ order, venue, view, locked, busy, fmt: { t, money, locale } }: { order: OrderDetail; venue: OrderVenue | null; view: OrderDetailView; locked: boolean; busy: boolean; fmt: OrderFormat }) {
  const id = useId();
  const [mine, setMine] = useState<Voucher[]>([]);
  const [said, setSaid] = useState('');
  const editable = view.editable && !locked;
  const unit = venue?.config.monetaryunit ?? '$';
  const rate = Number(venue?.config.monetaryrate ?? 1) || 1;

  useEffect(() => {
    if (!view.editable) return;
    loyaltyApi();
    customerVoucherList(order.venue_code).then(
      (list) => setMine(list),
      () => setMine([]),
    );
  }, [order.venue_code, order.version, view.editable]);

  const applied = view.coupons.filter((c) => c.couponId < 0);
  const appliedIds = new Set(applied.map((c) => -c.couponId));
  const offered = checkoutVoucherOffers(mine, appliedIds, order.feetotal);
  if (applied.length === 0 && (!editable || offered.length === 0)) return null;

  const current = () => appliedCoupons(order.payments).map(couponFromEntry);
  const name = (v: { name: string; name_i18n?: string }) => localName(v.name, v.name_i18n, locale);

  const apply = (v: Voucher) =>
    runBusy(async () => {
      setSaid('');
      const coupon = voucherAsCoupon({ id: v.id, code: v.code, name: v.name, type: v.type, value: v.value, minimumOrder: v.minimum_order, validStartAt: v.valid_start_at, validEndAt: v.valid_end_at });
      if (await editOrder({ coupons: [...current(), coupon] })) setSaid(t('orders.voucher.appliedNow', { name: name(v) }));
    });
  const remove = (couponId: number, label: string) =>
    runBusy(async () => {
      setSaid('');
      if (await editOrder({ coupons: current().filter((c) => c.id !== couponId) })) setSaid(t('orders.voucher.removedNow', { name: label }));
    });

  return (
    <section className="card od-sec od-vouchers" aria-labelledby={`${id}-h`} data-testid="order-vouchers">
      <h3 id={`${id}-h`}>{t('orders.voucher.title')}</h3>
      {applied.length > 0 && (
        <ul className="od-coupons" aria-label={t('orders.voucher.appliedList')}>
          {applied.map((c) => {
            const label = name({ name: c.name || c.shortCode, name_i18n: mine.find((v) => v.id === -c.couponId)?.name_i18n });
            return (
              <li key={c.couponId} data-testid="voucher-applied">
                <Icon name="megaphone" />
                <span className="od-coupon-name">{label}</span>
                <span className="od-price">-{money(c.amount)}</span>
                {editable && (
                  <button type="button" className="link-btn" disabled={busy} onClick={() => void remove(c.couponId, label)} aria-label={t('orders.voucher.removeNamed', { name: label })}>
                    {t('orders.coupon.remove')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editable && offered.length > 0 && (
        <ul className="od-vouchers-list" aria-label={t('orders.voucher.usableList')}>
          {offered.map(({ voucher: v, short }) => {
            const reasonId = `${id}-r${v.id}`;
            return (
              <li key={v.id} className={`od-voucher ${short ? 'is-off' : ''}`} data-testid="voucher-offer">
                <span className="od-voucher-value">{voucherValueText(v, unit, rate)}</span>
                <span className="od-voucher-text">
                  <span className="od-coupon-name">{name(v)}</span>
                  {v.minimum_order > 0 && (
                    <span id={reasonId} className="small od-voucher-note">
                      {short ? t('orders.voucher.minimumNotMet', { amount: money(v.minimum_order) }) : t('orders.coupon.minimumLine', { amount: money(v.minimum_order) })}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  className="btn btn-primary od-voucher-apply"
                  aria-disabled={short || busy ? true : undefined}
                  aria-describedby={v.minimum_order > 0 ? reasonId : undefined}
                  aria-label={t('orders.voucher.applyNamed', { name: name(v) })}
                  onClick={() => {
                    if (!short && !busy) void apply(v);
                  }}
                >
                  {t('orders.voucher.apply')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="sr-only" role="status" data-testid="voucher-said">
        {said}
      </p>
    </section>
  );
}
