/**
 * The membership card /loyalty/card (accounts-and-loyalty.md §2.11): title the brand name, subtitle
 * 'Membership Card'; the card with the brand logo and name, the customer name, the strip image, and —
 * each only with its capability — Points, the first punch card as 'count / threshold', Credits and
 * Level; the QR code of a signed code that lives 60 s, refreshed every 30 s (issue 26 item 8, ADR 0011;
 * 180 px) with the uid under it; 'click here to order online
 * and more', which logs the ordering site in through the card's one-use authorization_code
 * (userLoginOa; issue 26 item 10, ADR 0012) and stores authorization, info and login_type as the
 * session; the wallet buttons ('Browser Not Support' on the wrong browser). In the embedded source mode
 * (`?source=oa`) the link is hidden and the wallet buttons go to the browser-switch page with a one-use
 * code instead of the uid. 'not found' → login; any other error with a code → the error-with-code
 * route (/loyalty/switch?error=CODE);
 * a brand without loyalty → 'Feature Not Available — This feature has not been subscribed or
 * configured.'. The card follows the member's ledger live (subscription customerInfoChanged).
 */
import { useEffect, useState } from 'react';
import type { Locale, Messages } from '../../i18n';
import { failureCode, toApiFailure } from '../api/errors';
import { showModal } from '../stores/ui';
import Loading from '../ui/Loading';
import { useFormat } from '../ui/use-format';
import AccountRoot from '../account/AccountRoot';
import { formatMoney } from '../../domain/money';
import { userLoginOa } from '../api/accounts';
import { saveSession, sessionFromAuth } from '../stores/session';
import { customerCardSession, customerInfoQuery, customerLoyaltyHistory, customerMemberCode, loyaltyApi, watchCard, type BrandBasicInfo, type CustomerInfo } from './loyalty-api';
import {
  CARD_DEFAULT_COLOR,
  browserSwitchHref,
  cardErrorHref,
  cardSections,
  historyEntry,
  isEmbeddedSource,
  levelProgress,
  oaLoginMessageKey,
  punchStamps,
  orderOnlineHref,
  walletAllowed,
  walletBrowser,
  walletHref,
  type LoyaltyMoveRow,
} from './loyalty-view';
import QrImage from './QrImage';
import { knownVenueCode } from './venue';
import './loyalty.css';

type State = { kind: 'loading' } | { kind: 'noVenue' } | { kind: 'unavailable' } | { kind: 'error'; message: string } | { kind: 'ready'; brand: BrandBasicInfo; card: CustomerInfo; venueCode: string };

/**
 * The card's QR: a signed code (a compact JWS, ~250 characters) drawn at 180 px rather than the spec's
 * 130 px for the bare uid, so its denser modules still scan (issue 26 item 8).
 */
const MEMBER_CODE_QR_SIZE = 180;
/** Milliseconds between two codes (the server's codes live 60 s). */
const MEMBER_CODE_REFRESH_MS = 30_000;

/**
 * The member's signed, short-lived QR code (issue 26 item 8): a fresh `customerMemberCode` now and
 * every 30 s (and when the page comes back into view), so a screenshot stops working within a minute.
 */
function MemberQr({ venueCode, uid }: { venueCode: string; uid: string }) {
  const { t } = useFormat();
  const [code, setCode] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const load = () =>
      void customerMemberCode(venueCode).then(
        (c) => {
          if (!live) return;
          setCode(c.code);
          setFailed(false);
        },
        () => live && setFailed(true),
      );
    load();
    const timer = setInterval(load, MEMBER_CODE_REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [venueCode]);
  return (
    <>
      {code ? (
        <QrImage value={code} size={MEMBER_CODE_QR_SIZE} alt={t('loyalty.qrAlt', { uid })} testId="card-qr" />
      ) : (
        <span className="ly-qr" style={{ width: MEMBER_CODE_QR_SIZE, height: MEMBER_CODE_QR_SIZE }} role="img" aria-label={failed ? t('loyalty.qrFailed') : t('loyalty.qrAlt', { uid })} />
      )}
      <p className="ly-qr-note" data-testid="card-qr-note">
        {failed ? t('loyalty.qrFailed') : t('loyalty.qrRefreshes')}
      </p>
    </>
  );
}

const LOGIN = `/user/login?backLocation=${encodeURIComponent('/loyalty/card')}`;

/** The points and credits history under the card (issue 26 item 7): each movement with its order link. */
function LoyaltyHistory({ moves, money }: { moves: LoyaltyMoveRow[] | null; money: (cents: number) => string }) {
  const { t } = useFormat();
  if (moves === null) return null;
  return (
    <section className="card ly-history" aria-labelledby="ly-history-title" data-testid="card-history">
      <h2 id="ly-history-title">{t('loyalty.history.title')}</h2>
      {moves.length === 0 ? (
        <p className="ly-history-empty">{t('loyalty.history.empty')}</p>
      ) : (
        <ul>
          {moves.map((m, i) => {
            const e = historyEntry(m, money);
            return (
              <li key={i} data-testid="history-row">
                <span className="ly-history-what">
                  <span>
                    {t(e.labelKey, { reason: e.reason })}
                    {e.href && (
                      <>
                        {' · '}
                        <a href={e.href}>{t('loyalty.history.order')}</a>
                      </>
                    )}
                  </span>
                  <small>{e.when}</small>
                </span>
                <span className={e.positive ? 'ly-history-in' : 'ly-history-out'}>
                  {e.amountText}
                  {e.unitKey && ` ${t(e.unitKey)}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function FeatureNotAvailable() {
  const { t } = useFormat();
  return (
    <section className="card ly-empty" role="status" data-testid="feature-not-available">
      <h1>{t('loyalty.featureNotAvailable')}</h1>
      <p>{t('loyalty.featureNotConfigured')}</p>
    </section>
  );
}

function MemberCard({ defaultVenue }: { defaultVenue: string | null }) {
  const { t, local } = useFormat();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [moves, setMoves] = useState<LoyaltyMoveRow[] | null>(null);

  useEffect(() => {
    const venueCode = knownVenueCode(defaultVenue);
    if (!venueCode) return setState({ kind: 'noVenue' });
    const session = loyaltyApi();
    if (!session?.token) return location.replace(LOGIN);
    let stop: (() => void) | null = null;
    let live = true;
    // The history follows the card: loaded with it and again each time it changes.
    const loadHistory = () =>
      customerLoyaltyHistory(venueCode)
        .then((m) => live && setMoves(m))
        .catch(() => live && setMoves(null));
    customerInfoQuery(venueCode)
      .then(async (r) => {
        if (!live) return;
        setState({ kind: 'ready', brand: r.brandBasicInfo, card: r.customerInfo, venueCode });
        document.title = r.brandBasicInfo.name;
        void loadHistory();
        stop = await watchCard(venueCode, (card) => {
          setState((s) => (s.kind === 'ready' ? { ...s, card } : s));
          void loadHistory();
        });
      })
      .catch((e: unknown) => {
        const f = toApiFailure(e);
        const code = failureCode(f);
        if (code === 'NOT_FOUND' || code === 'INVALID_TOKEN') location.replace(LOGIN);
        else if (code === 'FEATURE_NOT_AVAILABLE') setState({ kind: 'unavailable' });
        // An error carrying a code → the browser-switch route, which shows it by code (§2.11).
        else if (code) location.replace(cardErrorHref(code));
        else setState({ kind: 'error', message: t('errors.default') });
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [defaultVenue, t]);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'unavailable') return <FeatureNotAvailable />;
  if (state.kind === 'noVenue') return <p className="card ly-empty">{t('loyalty.noVenue')}</p>;
  if (state.kind === 'error') return <p className="card ly-empty" role="alert">{state.message}</p>;

  const { brand, card, venueCode } = state;
  const style = brand.loyalty?.card_style;
  const sections = cardSections(card.capabilities);
  const punch = card.punches[0];
  const progress = levelProgress(card.lifetime_points, brand.customer_grades);
  const embedded = isEmbeddedSource(location.search);
  /** A modal for a failed card-code step: userLoginOa's messages (§8), '' shows nothing, else the generic one. */
  const codeFailed = (e: unknown): boolean => {
    const key = oaLoginMessageKey(failureCode(toApiFailure(e)));
    if (key === '') return false;
    showModal({ title: t('loyalty.errorTitle'), body: t(key ?? 'errors.default'), confirm: 'ok', kind: 'error' });
    return true;
  };
  /**
   * 'click here to order online and more' (§2.11): a fresh one-use code, exchanged by userLoginOa for a
   * session of the ordering site, stored with the member's info and login_type; then the brand page or
   * the venue's home. A refused exchange says why and stays.
   */
  const orderOnline = async (e: React.MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const href = e.currentTarget.href;
    try {
      const c = await customerCardSession(venueCode);
      const auth = await userLoginOa({ venue_code: venueCode, code: c.authorization_code });
      saveSession({ ...sessionFromAuth(auth), loginType: c.login_type });
    } catch (err) {
      if (codeFailed(err)) return;
    }
    location.assign(href);
  };
  const wallet = (w: 'apple' | 'google') => (e: React.MouseEvent) => {
    if (embedded) {
      // The in-app browser cannot add a pass: open the switch page with a one-use code, not the uid.
      e.preventDefault();
      void customerCardSession(venueCode).then(
        (c) => location.assign(browserSwitchHref(walletBrowser(w), venueCode, c.authorization_code, Date.now())),
        (err: unknown) => void codeFailed(err),
      );
      return;
    }
    if (walletAllowed(w, navigator.userAgent)) return;
    e.preventDefault();
    showModal({ title: t('loyalty.browserNotSupport'), body: t(w === 'apple' ? 'loyalty.openInSafari' : 'loyalty.openInChrome'), confirm: 'ok', kind: 'info' });
  };
  return (
    <div className="ly">
      <header className="ly-title">
        <h1>{brand.name}</h1>
        <p>{t('loyalty.membershipCard')}</p>
      </header>
      <section className="ly-card" style={{ background: style?.bg_color || CARD_DEFAULT_COLOR }} aria-label={t('loyalty.membershipCard')} data-testid="member-card">
        <div className="ly-card-head">
          {(style?.logo2x || brand.logo) && <img src={style?.logo2x || brand.logo} alt="" width="40" height="40" className="ly-logo" />}
          <div>
            <p className="ly-brand">{brand.name}</p>
            <p className="ly-customer" data-testid="card-name">{card.name}</p>
          </div>
        </div>
        {style?.strip2x && <img className="ly-strip" src={style.strip2x} alt="" />}
        <dl className="ly-stats" aria-live="polite">
          {sections.points && (
            <div>
              <dt>{t('loyalty.points')}</dt>
              <dd data-testid="card-points">{card.points}</dd>
            </div>
          )}
          {sections.punches && punch && (
            <div>
              <dt>{local(punch.name, punch.name_i18n)}</dt>
              <dd data-testid="card-punches">
                {/* The punch card as stamps (issue 27 item 18); the count said for screen readers. */}
                <span className="sr-only">{t('dinerWalk.stampsOf', { count: punch.count, threshold: punch.threshold })}</span>
                <span className="ly-stamps" aria-hidden="true">
                  {punchStamps(punch.count, punch.threshold).map((on, i) => (
                    <span key={i} className={on ? 'ly-stamp is-on' : 'ly-stamp'} />
                  ))}
                </span>
              </dd>
            </div>
          )}
          {sections.credits && (
            <div>
              <dt>{t('loyalty.credits')}</dt>
              <dd data-testid="card-credits">{formatMoney(card.credit_balance, brand.monetary_unit, brand.monetary_rate)}</dd>
            </div>
          )}
          {sections.level && card.grade && (
            <div>
              <dt>{t('loyalty.level')}</dt>
              <dd data-testid="card-level">{local(card.grade, card.grade_i18n)}</dd>
            </div>
          )}
          {sections.level && progress && (
            <div className="ly-progress-row">
              <dt className="sr-only">{t('dinerWalk.nextLevel')}</dt>
              <dd data-testid="card-level-progress">
                <span className="ly-progress" aria-hidden="true">
                  <span style={{ width: `${Math.round(progress.fraction * 100)}%` }} />
                </span>
                {progress.next ? t('dinerWalk.pointsToGo', { count: progress.toGo, level: progress.next }) : t('dinerWalk.topLevel')}
              </dd>
            </div>
          )}
        </dl>
        <div className="ly-qr-box">
          <MemberQr venueCode={venueCode} uid={card.uid} />
          <p className="ly-uid" data-testid="card-uid">{card.uid}</p>
        </div>
      </section>
      {(sections.points || sections.credits) && <LoyaltyHistory moves={moves} money={(c) => formatMoney(c, brand.monetary_unit, brand.monetary_rate)} />}
      {!embedded && (
        <a className="ly-link" href={orderOnlineHref(brand.code, brand.locations.length, venueCode)} onClick={(e) => void orderOnline(e)} data-testid="order-online">
          {t('loyalty.orderOnline')}
        </a>
      )}
      <div className="ly-wallets">
        <a className="btn btn-ghost btn-block" href={walletHref('apple', venueCode, card.uid, Date.now())} onClick={wallet('apple')} data-testid="wallet-apple">
          {t('loyalty.addTo', { wallet: t('loyalty.appleWallet') })}
        </a>
        <a className="btn btn-ghost btn-block" href={walletHref('google', venueCode, card.uid, Date.now())} onClick={wallet('google')} data-testid="wallet-google">
          {t('loyalty.addTo', { wallet: t('loyalty.googleWallet') })}
        </a>
      </div>
    </div>
  );
}

export default function MemberCardApp({ locale, messages, defaultVenue }: { locale: Locale; messages: Messages; defaultVenue: string | null }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <MemberCard defaultVenue={defaultVenue} />
    </AccountRoot>
  );
}
