/**
 * Voucher detail /vouchers/:code and /voucher/:code (accounts-and-loyalty.md §2.13): a card with the
 * brand logo and name and a status chip when Used or Expired (the card turns grey); the voucher name;
 * the value '{100 − value}% OFF' or the amount; 'expires {date}'; a QR code of the voucher code and
 * 'scan the code in store to use your voucher'. 'Feature Not Available' when the brand has no
 * vouchers. The top-level /voucher/:code asks with venue code 'brand' (the voucher decides) and
 * reads `source` and `browser` from the query.
 */
import { useEffect, useState } from 'react';
import type { Locale, Messages } from '../../i18n';
import { failureCode, toApiFailure } from '../api/errors';
import Loading from '../ui/Loading';
import { useFormat } from '../ui/use-format';
import AccountRoot from '../account/AccountRoot';
import { loyaltyApi, voucherInfoQuery, type BrandBasicInfo, type Voucher } from './loyalty-api';
import { CARD_DEFAULT_COLOR, isVoucherOpen, VOUCHER_GREY, voucherValueText } from './loyalty-view';
import { FeatureNotAvailable } from './MemberCardApp';
import QrImage from './QrImage';
import { NeedLogin, voucherDate } from './VoucherListApp';
import { knownVenueCode } from './venue';
import './loyalty.css';

type State = { kind: 'loading' } | { kind: 'login' } | { kind: 'unavailable' } | { kind: 'notFound' } | { kind: 'ready'; brand: BrandBasicInfo; voucher: Voucher };

function VoucherDetail({ code, topLevel }: { code: string; topLevel: boolean }) {
  const { t, locale, local } = useFormat();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // The venue whose menu 'Use it now' opens (the store the page was reached from); none on /voucher/:code.
  const [menuVenue, setMenuVenue] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    const session = loyaltyApi();
    if (!session?.token) return setState({ kind: 'login' });
    const known = topLevel ? null : knownVenueCode(null);
    setMenuVenue(known);
    const venue = known ?? 'brand';
    voucherInfoQuery(venue, code)
      .then((r) => setState({ kind: 'ready', brand: r.brandBasicInfo, voucher: r.voucherInfo }))
      .catch((e: unknown) => {
        const c = failureCode(toApiFailure(e));
        setState({ kind: c === 'INVALID_TOKEN' ? 'login' : c === 'FEATURE_NOT_AVAILABLE' ? 'unavailable' : 'notFound' });
      });
  }, [code, topLevel]);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'login') return <NeedLogin back={location.pathname} />;
  if (state.kind === 'unavailable') return <FeatureNotAvailable />;
  if (state.kind === 'notFound') return <p className="card ly-empty" role="alert">{t('errors.NOT_FOUND')}</p>;
  const { brand, voucher } = state;
  const open = isVoucherOpen(voucher.status);
  const style = brand.voucher?.card_style;
  return (
    <div className="ly">
      <section className={open ? 'ly-card ly-voucher-card' : 'ly-card ly-voucher-card ly-card-off'} style={{ background: open ? style?.bg_color || CARD_DEFAULT_COLOR : VOUCHER_GREY }} data-testid="voucher-card">
        <div className="ly-card-head">
          {(style?.logo2x || brand.logo) && <img src={style?.logo2x || brand.logo} alt="" width="40" height="40" className="ly-logo" />}
          <p className="ly-brand">{brand.name}</p>
          {!open && <span className="ly-chip ly-chip-on-card">{t(voucher.status === 2 ? 'loyalty.used' : 'loyalty.expired')}</span>}
        </div>
        <h1 className="ly-voucher-title">{local(voucher.name, voucher.name_i18n)}</h1>
        <p className="ly-voucher-big" data-testid="voucher-value">
          {voucherValueText(voucher, brand.monetary_unit, brand.monetary_rate, locale)}
        </p>
        <p>{t('loyalty.expires', { date: voucherDate(voucher.valid_end_at) })}</p>
        <div className="ly-qr-box">
          <QrImage value={voucher.code} size={160} alt={t('loyalty.voucherQrAlt', { code: voucher.code })} />
          <p className="ly-uid">{voucher.code}</p>
        </div>
      </section>
      <p className="ly-hint">{t('loyalty.scanInStore')}</p>
      {open && menuVenue && (
        <a className="btn btn-primary ly-use-now" href={`/${encodeURIComponent(menuVenue)}`} data-testid="voucher-use-now">
          {t('loyalty.useNow')}
        </a>
      )}
    </div>
  );
}

export default function VoucherDetailApp({ locale, messages, code, topLevel }: { locale: Locale; messages: Messages; code: string; topLevel: boolean }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <VoucherDetail code={code} topLevel={topLevel} />
    </AccountRoot>
  );
}
