/**
 * Coupon selection /order/coupon?tid= (orders-and-payments.md §2.6, §5.3, §8.5): the order's coupons
 * (or the ones chosen before), each with name, value and promo code and a tick, all ticked at first;
 * '+' opens 'Add Coupon' (promo code, Confirm / Cancel; an empty code does nothing; couponInfo looks it
 * up; a coupon already listed: 'This coupon already exists'; failures as §8.5 says). The bottom
 * Confirm keeps the ticked coupons for the order and goes back to it, where they are applied.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addCoupon, couponMatchesScope, couponValidWeekdays, couponValueText, validatePromoCode } from '../../domain/coupons';
import { formatMoney } from '../../domain/money';
import { formatOrderTime } from '../../domain/order-status';
import { intlLocale, type Locale, type Messages } from '../../i18n';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import InfoModal from '../ui/InfoModal';
import { showModal } from '../stores/ui';
import { readCouponSelection, saveCouponSelection } from '../stores/orders';
import OrdersRoot from './OrdersRoot';
import { toApiFailure } from '../api/errors';
import { orderApi } from '../stores/api-session';
import { couponFromEntry, mapCouponFailure, type CouponDetails } from '../stores/coupon-rules';
import { PlusIcon } from './glyphs';
import { appliedCoupons } from '../stores/order-view';
import type { CouponInfo, OrderDetail, OrderVenue } from '../api/order-types';
import { DEFAULT_TIMEZONE } from './use-order-format';
import { useVenueTheme } from './use-venue-theme';
import './orders.css';
import Loading from '../ui/Loading';
import ConfirmDialog from '../ui/ConfirmDialog';
import { createAccountHref } from '../account/account-view';
import { loadSession } from '../stores/session';

export interface CouponAppProps {
  locale: Locale;
  messages: Messages;
  tradeid: string;
}

type State = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'ready'; order: OrderDetail; venue: OrderVenue | null };

function Coupons({ tradeid, locale }: { tradeid: string; locale: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [list, setList] = useState<CouponInfo[]>([]);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState<CouponDetails | null>(null);
  const [askAccount, setAskAccount] = useState(false);

  const venue = state.kind === 'ready' ? state.venue : null;
  useVenueTheme(venue);
  const money = (c: number) => formatMoney(c, venue?.config.monetaryunit ?? '$', Number(venue?.config.monetaryrate ?? 1) || 1, intlLocale(locale));
  const tz = String(venue?.config.timezone || DEFAULT_TIMEZONE);

  useEffect(() => {
    void (async () => {
      try {
        const { ops } = await orderApi();
        const order = await ops.fetchOrderInfo(tradeid);
        const v = await ops.fetchOrderVenue(order.venue_code).catch(() => null);
        const start = readCouponSelection(tradeid) ?? appliedCoupons(order.payments).map(couponFromEntry);
        setList(start);
        setTicked(new Set(start.map((c) => c.id)));
        setState({ kind: 'ready', order, venue: v });
      } catch {
        setState({ kind: 'notFound' });
      }
    })();
  }, [tradeid]);

  const lookUp = async (e: FormEvent) => {
    e.preventDefault();
    if (state.kind !== 'ready' || busy) return;
    const valid = validatePromoCode(code);
    if (!valid.ok) return; // An empty code does nothing (§2.6).
    setBusy(true);
    setError('');
    try {
      const { ops } = await orderApi();
      const coupon = await ops.fetchCouponInfo(state.order.venue_code, valid.value);
      if (!couponMatchesScope(coupon, 'online')) {
        setError(t('orders.coupon.scopeMismatch'));
        return;
      }
      const added = addCoupon(list, coupon);
      if (!added.ok) {
        setError(t('orders.coupon.exists'));
        return;
      }
      setList(added.value);
      setTicked((s) => new Set([...s, coupon.id]));
      setAdding(false);
      setCode('');
    } catch (err) {
      setAdding(false);
      const f = mapCouponFailure(toApiFailure(err));
      if (f.kind === 'notValid') setDetails(f.details);
      else if (f.kind === 'addFailed') showModal({ title: t('orders.coupon.addFailed'), body: f.limitReached ? t('orders.coupon.limitReached') : t('orders.coupon.usedAlready'), confirm: 'ok', kind: 'error' });
      // A member-only coupon (§8): 'This coupon can only be used by registered user, create an account now?'
      else if (f.kind === 'userOnly' && !f.scope) setAskAccount(true);
      else if (f.kind === 'userOnly') showModal({ title: t('orders.coupon.createAccountTitle'), body: t('orders.coupon.scopeMismatch'), confirm: 'ok', kind: 'info' });
      else if (f.kind === 'network') showModal({ title: t('modal.error'), body: t('errors.FAILED_TO_FETCH'), confirm: 'ok', kind: 'error' });
      else showModal({ title: t('orders.coupon.invalidCode'), body: t('orders.coupon.checkCode'), confirm: 'ok', kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const confirm = () => {
    saveCouponSelection(
      tradeid,
      list.filter((c) => ticked.has(c.id)),
    );
    location.replace(`/order/detail/${encodeURIComponent(tradeid)}`);
  };

  if (state.kind === 'loading') {
    return <Loading />;
  }
  if (state.kind === 'notFound') {
    return (
      <div className="card od-empty">
        <h2>{t('errors.NOT_FOUND')}</h2>
        <a className="btn btn-primary" href="/">
          {t('orders.detail.backHome')}
        </a>
      </div>
    );
  }

  const weekdays = t('store.weekdays', { returnObjects: true }) as unknown as string[];
  return (
    <div className="cp has-bar">
      <div className="page-head">
        <h1 className="page-title">{t('orders.titles.couponList')}</h1>
        <button type="button" className="icon-btn page-head-btn" aria-label={t('orders.coupon.add')} aria-haspopup="dialog" onClick={() => setAdding(true)} data-testid="add-coupon">
          <PlusIcon />
        </button>
      </div>
      {list.length === 0 ? (
        <div className="card od-empty">
          <Icon name="megaphone" className="od-empty-icon" />
          <p className="muted">{t('orders.coupon.empty')}</p>
        </div>
      ) : (
        <ul className="cp-list">
          {list.map((c) => (
            <li key={c.id}>
              <label className={`card cp-item ${ticked.has(c.id) ? 'is-on' : ''}`}>
                <input
                  type="checkbox"
                  checked={ticked.has(c.id)}
                  onChange={(e) =>
                    setTicked((s) => {
                      const next = new Set(s);
                      if (e.target.checked) next.add(c.id);
                      else next.delete(c.id);
                      return next;
                    })
                  }
                />
                <span className="cp-value">{couponValueText(c, venue?.config.monetaryunit ?? '$', Number(venue?.config.monetaryrate ?? 1) || 1, intlLocale(locale))}</span>
                <span className="cp-text">
                  <span className="cp-name">{c.name}</span>
                  <span className="muted small">
                    {c.short_code}
                    {c.minimum_order > 0 ? ` · ${t('orders.coupon.minimumLine', { amount: money(c.minimum_order) })}` : ''}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="od-bar" role="region" aria-label={t('orders.detail.actions')}>
        <div className="od-bar-in">
          <button type="button" className="btn btn-primary od-action" onClick={confirm} data-testid="coupons-confirm">
            {t('orders.coupon.confirm')}
          </button>
        </div>
      </div>

      {adding && (
        <Dialog open onClose={() => setAdding(false)} labelledBy={`${id}-t`} initialFocus="input">
          <h2 id={`${id}-t`}>{t('orders.coupon.addTitle')}</h2>
          <form onSubmit={(e) => void lookUp(e)} noValidate>
            <div className="form-field">
              <label htmlFor={`${id}-code`}>{t('orders.coupon.promoCode')}</label>
              <input
                id={`${id}-code`}
                value={code}
                autoComplete="off"
                autoCapitalize="characters"
                onChange={(e) => {
                  setCode(e.target.value);
                  setError('');
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-err` : undefined}
              />
              {error && (
                <span id={`${id}-err`} className="form-error" role="alert">
                  {error}
                </span>
              )}
            </div>
            <div className="dialog-actions">
              <button type="button" className="btn btn-ghost" onClick={() => setAdding(false)}>
                {t('common.cancel')}
              </button>
              <button type="submit" className="btn btn-primary" aria-disabled={busy}>
                {t('orders.coupon.confirm')}
              </button>
            </div>
          </form>
        </Dialog>
      )}
      {details && (
        <Dialog open onClose={() => setDetails(null)} labelledBy={`${id}-nv`} role="alertdialog">
          <h2 id={`${id}-nv`}>{t('orders.coupon.notValidTitle')}</h2>
          <dl className="od-info">
            <div className="od-row">
              <dt>{t('orders.coupon.couponName')}</dt>
              <dd>{details.name}</dd>
            </div>
            <div className="od-row">
              <dt>{t('orders.coupon.promoCodeLabel')}</dt>
              <dd>{details.shortCode}</dd>
            </div>
            <div className="od-row">
              <dt>{t('orders.coupon.minimumOrder')}</dt>
              <dd>{money(details.minimumOrder)}</dd>
            </div>
            {details.validstart > 0 && (
              <div className="od-row">
                <dt>{t('orders.coupon.validFrom')}</dt>
                <dd>{formatOrderTime(details.validstart, tz, locale)}</dd>
              </div>
            )}
            {details.validend > 0 && (
              <div className="od-row">
                <dt>{t('orders.coupon.validTo')}</dt>
                <dd>{formatOrderTime(details.validend, tz, locale)}</dd>
              </div>
            )}
            {(details.validStartTime || details.validEndTime) && (
              <div className="od-row">
                <dt>{t('orders.coupon.validTime')}</dt>
                <dd>
                  {details.validStartTime || '00:00'} – {details.validEndTime || '23:59'}
                </dd>
              </div>
            )}
            {couponValidWeekdays(details) && (
              <div className="od-row">
                <dt>{t('orders.coupon.validWeeks')}</dt>
                <dd>{couponValidWeekdays(details)!.map((d) => weekdays[d]).join(', ')}</dd>
              </div>
            )}
          </dl>
          <div className="dialog-actions">
            <button type="button" className="btn btn-primary" onClick={() => setDetails(null)}>
              {t('common.ok')}
            </button>
          </div>
        </Dialog>
      )}
      {askAccount && (
        <ConfirmDialog
          title={t('orders.coupon.createAccountTitle')}
          body={t('orders.coupon.createAccountBody')}
          cancelLabel={t('common.cancel')}
          confirmLabel={t('orders.coupon.createAccountTitle')}
          onCancel={() => setAskAccount(false)}
          onConfirm={() => location.assign(createAccountHref(loadSession()?.user, `${location.pathname}${location.search}`))}
        />
      )}
    </div>
  );
}

export default function CouponApp({ locale, messages, tradeid }: CouponAppProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <Coupons tradeid={tradeid} locale={locale} />
      <InfoModal />
    </OrdersRoot>
  );
}
