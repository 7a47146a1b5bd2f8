/**
 * The voucher list /vouchers (accounts-and-loyalty.md §2.12): requires login ('You need to login
 * first' with a 'To login' button, also on an 'invalid token' answer); each voucher with its name,
 * value, validity 'start ~ end' and a Use button, or a greyed 'Used' / 'Expired' label; an active one
 * opens /vouchers/{code}; an empty list shows an empty-box icon; other errors an Error alert.
 */
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { Locale, Messages } from '../../i18n';
import { failureCode, toApiFailure } from '../api/errors';
import { clearSession } from '../stores/session';
import { showModal } from '../stores/ui';
import Icon from '../ui/Icon';
import Loading from '../ui/Loading';
import { useFormat } from '../ui/use-format';
import AccountRoot from '../account/AccountRoot';
import { customerVoucherList, loyaltyApi, type Voucher } from './loyalty-api';
import { isVoucherOpen, voucherValueText } from './loyalty-view';
import { FeatureNotAvailable } from './MemberCardApp';
import { knownVenueCode } from './venue';
import './loyalty.css';

type State = { kind: 'loading' } | { kind: 'login' } | { kind: 'unavailable' } | { kind: 'noVenue' } | { kind: 'ready'; list: Voucher[] };

export const voucherDate = (seconds: number) => dayjs.unix(seconds).format('DD/MM/YYYY');

export function NeedLogin({ back }: { back: string }) {
  const { t } = useFormat();
  return (
    <section className="card ly-empty" data-testid="need-login">
      <p>{t('loyalty.needLogin')}</p>
      <a className="btn btn-primary" href={`/user/login?backLocation=${encodeURIComponent(back)}`}>
        {t('loyalty.toLogin')}
      </a>
    </section>
  );
}

function VoucherList({ defaultVenue, unit }: { defaultVenue: string | null; unit: string }) {
  const { t, locale, local } = useFormat();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const session = loyaltyApi();
    if (!session?.token) return setState({ kind: 'login' });
    const venueCode = knownVenueCode(defaultVenue);
    if (!venueCode) return setState({ kind: 'noVenue' });
    customerVoucherList(venueCode)
      .then((list) => setState({ kind: 'ready', list }))
      .catch((e: unknown) => {
        const f = toApiFailure(e);
        const code = failureCode(f);
        if (code === 'INVALID_TOKEN') {
          clearSession();
          setState({ kind: 'login' });
        } else if (code === 'FEATURE_NOT_AVAILABLE') setState({ kind: 'unavailable' });
        else {
          setState({ kind: 'ready', list: [] });
          showModal({ title: t('modal.error'), body: f.message, confirm: 'ok', kind: 'error' });
        }
      });
  }, [defaultVenue, t]);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'login') return <NeedLogin back="/vouchers" />;
  if (state.kind === 'unavailable') return <FeatureNotAvailable />;
  if (state.kind === 'noVenue') return <p className="card ly-empty">{t('loyalty.noVenue')}</p>;
  if (state.list.length === 0)
    return (
      <div className="card ly-empty" data-testid="vouchers-empty">
        <Icon name="bag" />
        <p>{t('loyalty.empty')}</p>
      </div>
    );
  return (
    <div className="ly">
      <h1 className="ly-h">{t('loyalty.vouchers')}</h1>
      <ul className="ly-vouchers" data-testid="voucher-list">
        {state.list.map((v) => {
          const open = isVoucherOpen(v.status);
          return (
            <li key={v.code} className={open ? 'ly-voucher' : 'ly-voucher ly-voucher-off'} data-testid="voucher">
              <div className="ly-voucher-value">{voucherValueText(v, unit, 1, locale)}</div>
              <div className="ly-voucher-main">
                <p className="ly-voucher-name">{local(v.name, v.name_i18n)}</p>
                <p className="ly-voucher-dates">{t('loyalty.validity', { start: voucherDate(v.valid_start_at), end: voucherDate(v.valid_end_at) })}</p>
              </div>
              {open ? (
                <a className="btn btn-primary ly-use" href={`/vouchers/${encodeURIComponent(v.code)}`} aria-label={`${t('loyalty.use')}: ${local(v.name, v.name_i18n)}`}>
                  {t('loyalty.use')}
                </a>
              ) : (
                <span className="ly-chip">{t(v.status === 2 ? 'loyalty.used' : 'loyalty.expired')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default function VoucherListApp({ locale, messages, defaultVenue, unit }: { locale: Locale; messages: Messages; defaultVenue: string | null; unit: string }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <VoucherList defaultVenue={defaultVenue} unit={unit} />
    </AccountRoot>
  );
}
