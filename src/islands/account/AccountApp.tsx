/**
 * The account screen /user/account (accounts-and-loyalty.md §2.2). Logged in: avatar (default image
 * when none), display name (§2.2 rules) and phone; Edit (to the edit-account screen with fromType
 * 'Account'); My Orders; Delivery Address, Payment cards, Privacy Policy and Delete account (page mode,
 * not the drawer). A guest sees 'Create account' (mobile entry, page type 2, with their phone) and
 * 'Have account already? Login'; a member sees Logout (userLogout; on success the session is cleared,
 * on failure an Error modal). Not logged in: Login (backLocation = here) and Sign Up (page type 1).
 * Share (§2.2: the link {host}/{venueCode}) when a venue is known: the Web Share API, else the link
 * copied with a toast. `Account` is also the drawer over the menu page (AccountDrawer, `drawer`: no
 * Delivery Address, Privacy Policy and the like; logins come back to the menu page).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../i18n';
import { failureCode, toApiFailure } from '../api/errors';
import { clearAccount, setUser } from '../stores/account';
import { useValue } from '../stores/react';
import {
  $session,
  clearSession,
  isLoginSession,
  loadSession,
  updateSessionUser,
} from '../stores/session';
import { showModal, showToast } from '../stores/ui';
import Icon from '../ui/Icon';
import WalletButtons from './WalletButtons';
import AccountRoot from './AccountRoot';
import { accountApi } from './account-api';
import { displayName, GUEST_USER_TYPE, verifyMobileHref } from './account-view';
import { accountLoyaltyEntries } from '../loyalty/loyalty-view';
import { knownVenueCode } from '../loyalty/venue';
import { shareOrCopy, venueShareUrl } from './share';

const HERE = '/user/account';

function Row({
  href,
  icon,
  label,
  testId,
}: {
  href: string;
  icon: string;
  label: string;
  testId?: string;
}) {
  return (
    <li>
      <a href={href} data-testid={testId}>
        <Icon name={icon} />
        <span>{label}</span>
        <Icon name="chev-right" className="acc-chev" />
      </a>
    </li>
  );
}

/** The share row (§2.2): {host}/{venueCode} by Web Share, else copied ('Link copied'); cancelling says nothing. */
function ShareRow({ venueCode, title }: { venueCode: string; title: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = venueShareUrl(location.origin, venueCode);
    const outcome = await shareOrCopy({ title, url }, navigator);
    if (outcome === 'copied') showToast(t('account.shareCopied'));
    else if (outcome === 'failed') showModal({ title: t('account.share'), body: t('account.shareFailed', { url }), confirm: 'ok', kind: 'info' });
  };
  return (
    <li>
      <button type="button" className="acc-item" onClick={() => void share()} data-testid="account-share">
        <Icon name="share" />
        <span>{t('account.share')}</span>
      </button>
    </li>
  );
}

/**
 * The account screen's content (§2.2): the page's, or the drawer's when `drawer` (the drawer's own
 * title is the dialog's, so the name is a level-3 heading there).
 */
export function Account({ drawer, defaultVenue }: { drawer: boolean; defaultVenue: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const session = useValue($session);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  // §2.2: Membership card and Vouchers need a venue code, the venue's capability and a member.
  const [venueCaps, setVenueCaps] = useState<{ code: string; caps: string[] } | null>(null);
  /** The venue the share action links to (the page's, else the one the browser remembers). */
  const [shareVenue, setShareVenue] = useState<string | null>(null);
  // Logins and sign-ups come back here: the page, or the menu page under the drawer.
  const [here, setHere] = useState(HERE);
  const Heading = drawer ? 'h3' : 'h1';

  useEffect(() => {
    const s = loadSession();
    setReady(true);
    // Before any venue visit, the brand's loyalty venue (issue 27 item 8): the card and vouchers are the brand's.
    const venueCode = knownVenueCode(defaultVenue);
    setShareVenue(venueCode);
    if (drawer) setHere(location.pathname + location.search);
    if (!isLoginSession(s) || !s.user) return;
    if (venueCode)
      void import('../api/operations')
        .then(({ fetchVenueCaps }) => fetchVenueCaps(venueCode))
        .then((caps) => setVenueCaps({ code: venueCode, caps }))
        .catch(() => setVenueCaps(null));
    // Refresh the user (names may have changed on another device); 'invalid token' logs out.
    void accountApi()
      .then(({ ops }) => ops.userInfoQuery())
      .then((u) => {
        setUser(u);
        updateSessionUser({
          firstname: u.firstname,
          lastname: u.lastname,
          phone: u.phone,
          email: u.email,
          type: u.type,
          avatar: u.avatar,
          username: u.username,
        });
      })
      .catch((e: unknown) => {
        if (failureCode(toApiFailure(e)) === 'INVALID_TOKEN') {
          clearSession();
          clearAccount();
        }
      });
  }, [defaultVenue, drawer]);

  if (!ready) return null;
  const user = isLoginSession(session) ? session.user : null;

  if (!user) {
    return (
      <section className="card acc-card" aria-labelledby={`${id}-h`}>
        <div className="acc-head acc-head-flat">
          <span className="acc-avatar">
            <Icon name="user" />
          </span>
          <Heading id={`${id}-h`} className="acc-name">
            {t('account.notLoggedIn')}
          </Heading>
        </div>
        <div className="acc-actions">
          <a
            className="btn btn-primary btn-block"
            href={`/user/login?backLocation=${encodeURIComponent(here)}`}
            data-testid="account-login"
          >
            {t('account.login.submit')}
          </a>
          <a
            className="btn btn-ghost btn-block"
            href={verifyMobileHref(1, here)}
          >
            {t('account.signUp')}
          </a>
        </div>
        <ul className="acc-list">
          <Row href="/giftcard/buy" icon="megaphone" label={t('account.giftCards')} testId="account-giftcards" />
          {!drawer && <Row href="/policy/privacy" icon="info" label={t('account.privacyPolicy')} />}
          {shareVenue && <ShareRow venueCode={shareVenue} title={t('account.share')} />}
        </ul>
      </section>
    );
  }

  const name = displayName(user);
  const guest = user.type === GUEST_USER_TYPE;
  const loyalty = accountLoyaltyEntries(venueCaps?.code ?? null, venueCaps?.caps ?? [], user.type === 1);
  const logout = async () => {
    setBusy(true);
    try {
      const { ops } = await accountApi();
      await ops.userLogout();
      clearSession();
      clearAccount();
      showModal({
        title: t('modal.info'),
        body: t('account.loggedOut'),
        confirm: 'ok',
        kind: 'info',
      });
    } catch {
      showModal({
        title: t('modal.error'),
        body: t('account.logoutFailed'),
        confirm: 'ok',
        kind: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="acc">
      <section className="card" aria-labelledby={`${id}-h`}>
        <div className="acc-head">
          {user.avatar ? (
            <img
              className="acc-avatar"
              src={user.avatar}
              alt={t('account.defaultAvatar')}
              width="64"
              height="64"
            />
          ) : (
            <span className="acc-avatar">
              <Icon name="user" />
            </span>
          )}
          <div className="acc-who">
            <Heading id={`${id}-h`} className="acc-name" data-testid="account-name">
              {'key' in name ? t(name.key) : name.text}
            </Heading>
            {user.phone && <p className="acc-phone-text">{user.phone}</p>}
          </div>
          <a
            className="icon-btn"
            href="/account/edit?fromType=Account"
            aria-label={t('account.edit')}
            data-testid="account-edit"
          >
            <Icon name="chev-right" />
          </a>
        </div>
      </section>
      <nav className="card" aria-label={t('account.titles.accountProfile')}>
        <ul className="acc-list">
          {loyalty.card && <Row href="/loyalty/card" icon="qr" label={t('loyalty.membershipCard')} testId="account-loyalty" />}
          {loyalty.vouchers && <Row href="/vouchers" icon="bag" label={t('loyalty.vouchers')} testId="account-vouchers" />}
          <Row href="/user/order" icon="receipt" label={t('account.myOrders')} />
          {!drawer && <Row href="/address/list" icon="pin" label={t('account.deliveryAddress')} />}
          {/* E-gift cards (§2.16: the spec shows no entry; Platter puts one here and on the brand page). */}
          {!drawer && <Row href="/giftcard/buy" icon="megaphone" label={t('account.giftCards')} testId="account-giftcards" />}
          {!drawer && !guest && <Row href="/payment/card/list" icon="grid" label={t('account.paymentCards')} />}
          {!drawer && <Row href="/policy/privacy" icon="info" label={t('account.privacyPolicy')} />}
          {!drawer && !guest && <Row href="/account/delete" icon="close" label={t('account.deleteAccount')} />}
          {shareVenue && <ShareRow venueCode={shareVenue} title={t('account.share')} />}
        </ul>
      </nav>
      {guest ? (
        <div className="acc-actions">
          <a
            className="btn btn-primary btn-block"
            href={verifyMobileHref(2, here, {
              username: user.username || user.phone,
              mobile: user.phone,
              country: 'AU',
              mobileReadonly: 'false',
            })}
            data-testid="account-create"
          >
            {t('account.createAccount')}
          </a>
          <a
            className="btn btn-ghost btn-block"
            href={`/user/login?backLocation=${encodeURIComponent(here)}`}
          >
            {t('account.haveAccountLogin')}
          </a>
        </div>
      ) : (
        <>
          {!drawer && <WalletButtons />}
          <button
            type="button"
            className="btn btn-ghost btn-block"
            disabled={busy}
            onClick={() => void logout()}
            data-testid="account-logout"
          >
            {t('account.logout')}
          </button>
        </>
      )}
    </div>
  );
}

export default function AccountApp({
  locale,
  messages,
  drawer = false,
  defaultVenue = null,
}: {
  locale: Locale;
  messages: Messages;
  drawer?: boolean;
  /** The brand's first venue with loyalty (membership, else vouchers), used when the browser knows no venue. */
  defaultVenue?: string | null;
}) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <Account drawer={drawer} defaultVenue={defaultVenue} />
    </AccountRoot>
  );
}
