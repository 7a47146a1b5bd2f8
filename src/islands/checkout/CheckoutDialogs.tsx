/**
 * Checkout dialogs of the menu page:
 * - the login-or-guest choice before a remote checkout (storefront.md §2.6 "Login-or-guest modal"):
 *   log in, close, the privacy policy, or continue as a guest;
 * - the guest checkout form (storefront.md §2.6 "Guest checkout / register modal"; accounts-and-loyalty.md
 *   §2.6, §5): mobile (required, 'Invalid mobile number') and first name required, e-mail and last name
 *   optional; 'Checkout as guest' registers a guest (userRegisterSubmit, platform 2), keeps the session
 *   and places the order; 'Create account & checkout' sends a registration code (userRegisterRequest)
 *   and shows the code and password step (CreateAccountStep), then places the order as the new member;
 *   with captcha on (the page's boot `captcha`) that code request carries a token from the provider's
 *   widget rendered in the form (accounts-and-loyalty.md §7; issue 26 item 6), as on /verify/mobile;
 * - the delivery minimum-order question (orders-and-payments.md §5.1): 'orderMore' / 'continue'.
 */
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { validateMobile } from '../../domain/phone';
import { validateEmail } from '../../domain/validation';
import { htmlLang, intlLocale, toLocale, DEFAULT_LOCALE } from '../../i18n';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import {
  $checkoutBusy,
  $checkoutDialog,
  $topUp,
  closeCheckout,
  closeTopUp,
  openGuestCheckout,
  setCheckoutBusy,
} from '../stores/checkout';
import { $venue } from '../stores/menu';
import { LOGIN_TYPE, saveSession, sessionFromAuth } from '../stores/session';
import { closeCart } from '../stores/ui';
import { useValue } from '../stores/react';
import { failureCode, isNetworkFailure, toApiFailure } from '../api/errors';
import { placeCheckoutOrder } from './run-checkout';
import CreateAccountStep, {
  type CreateAccountDraft,
} from './CreateAccountStep';
import GuestField from './GuestField';
import { PhoneField } from '../ui/fields';
import { DEFAULT_COUNTRY } from '../../domain/phone';
import { checkMobileEntry } from '../account/account-view';
import { accountApi, accountCodeWait, accountErrorText, codeRequestCaptcha } from '../account/account-api';
import { bootData } from '../boot';
import { useCodeWait } from '../account/use-code-wait';
import './checkout.css';

type Field = 'mobile' | 'email' | 'firstname';

function LoginOrGuest({ backLocation }: { backLocation: string }) {
  const { t } = useTranslation();
  const id = useId();
  const login = `/user/login?backLocation=${encodeURIComponent(backLocation)}`;
  return (
    <Dialog
      open
      onClose={closeCheckout}
      labelledBy={`${id}-t`}
      className="checkout-dialog"
    >
      <button
        type="button"
        className="icon-btn dialog-close"
        aria-label={t('common.close')}
        onClick={closeCheckout}
      >
        <Icon name="close" />
      </button>
      <div className="checkout-icon" aria-hidden="true">
        <Icon name="user" />
      </div>
      <h2 id={`${id}-t`}>{t('orders.checkout.loginOrGuestTitle')}</h2>
      <p className="muted">{t('orders.checkout.loginOrGuestBody')}</p>
      <div className="checkout-choices">
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={openGuestCheckout}
          data-testid="checkout-guest"
        >
          {t('orders.checkout.registerToOrder')}
        </button>
        <a className="btn btn-ghost btn-block" href={login}>
          {t('orders.checkout.goToLogin')}
        </a>
      </div>
      <p className="checkout-privacy small">
        <a href="/policy/privacy">{t('orders.checkout.privacy')}</a>
      </p>
    </Dialog>
  );
}

function GuestForm({
  tableMode,
  backLocation,
}: {
  tableMode: boolean;
  backLocation: string;
}) {
  const { t, i18n } = useTranslation();
  const familyFirst = i18n.language === 'zh-CN';
  const id = useId();
  const busy = useValue($checkoutBusy);
  const [form, setForm] = useState({
    mobile: '',
    // The mobile's country (accounts-and-loyalty.md §5): the login's selector; a typed '+'/'00' code switches it.
    country: DEFAULT_COUNTRY as string,
    email: '',
    firstname: '',
    lastname: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  /** 'Create account & checkout': the code step's draft once the code is sent. */
  const [draft, setDraft] = useState<CreateAccountDraft | null>(null);
  const [sending, setSending] = useState(false);
  const { left: waitLeft, startWait } = useCodeWait();
  // Captcha on: the code request's token comes from the provider's widget in this box.
  const [captcha] = useState(() => bootData()?.captcha ?? null);
  const captchaBox = useRef<HTMLDivElement>(null);

  const check = (field: Field, value = form[field]): string => {
    if (field === 'mobile') {
      const r = validateMobile(value, form.country);
      return r.ok ? '' : t(`errors.${r.code}`);
    }
    if (field === 'email') {
      const r = validateEmail(value);
      return r.ok ? '' : t(`errors.${r.code}`);
    }
    return value.trim() ? '' : t('orders.checkout.firstNameRequired');
  };
  const blur = (field: Field) =>
    setErrors((e) => ({
      ...e,
      [field]: form[field] ? check(field) : e[field],
    }));

  /** The first form's checks; focuses the first wrong field. */
  const formOk = () => {
    const found = {
      mobile: check('mobile'),
      email: check('email'),
      firstname: check('firstname'),
    };
    setErrors(found);
    setFailure('');
    const first = (Object.keys(found) as Field[]).find((k) => found[k]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    return !first;
  };

  const createAccount = async () => {
    if (busy || sending || waitLeft > 0 || !formOk()) return;
    const mobile = checkMobileEntry(form.mobile, form.country);
    if (!mobile.ok) {
      setErrors((x) => ({ ...x, mobile: t(`errors.${mobile.code}`) }));
      return;
    }
    setSending(true);
    try {
      const { ops } = await accountApi();
      const token = await codeRequestCaptcha('userRegisterRequest', captcha, captchaBox.current, i18n.language);
      if (
        !(await ops.userRegisterRequest(
          {
            account: mobile.account,
            country: mobile.country,
          },
          token,
        ))
      )
        throw new Error('Request Error');
      setDraft({
        account: mobile.account,
        country: mobile.country,
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim() || undefined,
        email: form.email.trim() || undefined,
      });
    } catch (err) {
      startWait(accountCodeWait('userRegisterRequest', err));
      setFailure(
        err instanceof Error && err.message === 'Request Error'
          ? t('account.errors.requestError')
          : accountErrorText(t, 'userRegisterRequest', err),
      );
    } finally {
      setSending(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || sending || !formOk()) return;
    setCheckoutBusy(true);
    try {
      const { registerGuest } = await import('../api/operations');
      const auth = await registerGuest({
        account: form.mobile.trim(),
        country: form.country,
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim() || undefined,
        email: form.email.trim() || undefined,
      });
      saveSession(sessionFromAuth(auth, LOGIN_TYPE.guest));
    } catch (err) {
      const failure = toApiFailure(err);
      const code = failureCode(failure);
      if (code === 'MOBILE_INVALID' || code === 'MOBILE_REQUIRED')
        setErrors((x) => ({ ...x, mobile: t(`errors.${code}`) }));
      else if (code === 'EMAIL_INVALID')
        setErrors((x) => ({ ...x, email: t('errors.EMAIL_INVALID') }));
      else if (code === 'NOT_VALID')
        setErrors((x) => ({
          ...x,
          firstname: t('orders.checkout.firstNameRequired'),
        }));
      else
        setFailure(
          isNetworkFailure(failure)
            ? t('errors.FAILED_TO_FETCH')
            : t('errors.OPERATION_FAILED'),
        );
      setCheckoutBusy(false);
      return;
    }
    closeCart();
    await placeCheckoutOrder(t, { tableMode });
  };

  const field = (
    name: 'email' | 'firstname' | 'lastname',
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => {
    const error = name === 'lastname' ? '' : errors[name];
    return (
      <GuestField
        id={`${id}-${name}`}
        label={label}
        hint={hint}
        error={error}
        value={form[name]}
        onChange={(e) => {
          const value = e.target.value;
          setForm((f) => ({ ...f, [name]: value }));
          if (error) setErrors((x) => ({ ...x, [name]: '' }));
        }}
        onBlur={() => name !== 'lastname' && blur(name)}
        {...props}
      />
    );
  };

  return (
    <Dialog
      open
      onClose={closeCheckout}
      labelledBy={`${id}-t`}
      className="checkout-dialog guest-dialog"
      closeable={!busy}
    >
      <button
        type="button"
        className="icon-btn dialog-close"
        aria-label={t('common.close')}
        onClick={closeCheckout}
        disabled={busy}
      >
        <Icon name="close" />
      </button>
      <h2 id={`${id}-t`}>{t('orders.checkout.welcome')}</h2>
      <p className="muted small">
        {t('orders.checkout.haveAccount')}{' '}
        <a
          href={`/user/login?backLocation=${encodeURIComponent(backLocation)}`}
        >
          {t('orders.checkout.login')}
        </a>
      </p>
      {draft ? (
        <CreateAccountStep
          draft={draft}
          onBack={() => setDraft(null)}
          onCreated={async () => {
            setCheckoutBusy(true);
            closeCart();
            await placeCheckoutOrder(t, { tableMode });
          }}
        />
      ) : (
        <form
          className="guest-form"
          onSubmit={(e) => void submit(e)}
          noValidate
        >
          <div
            onBlur={(e) => {
              // Checked when the focus leaves the number and its country together.
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) blur('mobile');
            }}
          >
            <PhoneField
              id={`${id}-mobile`}
              label={t('orders.checkout.mobile')}
              countryLabel={t('account.login.country')}
              lang={htmlLang(toLocale(i18n.language) ?? DEFAULT_LOCALE)}
              mobile={form.mobile}
              country={form.country}
              required
              hint={t('orders.checkout.mobileHint')}
              error={errors.mobile}
              onChange={(next) => {
                setForm((f) => ({ ...f, ...next }));
                if (errors.mobile) setErrors((x) => ({ ...x, mobile: '' }));
              }}
            />
          </div>
          {field(
            'email',
            t('orders.checkout.email'),
            { type: 'email', autoComplete: 'email' },
            t('orders.checkout.emailHint'),
          )}
          {/* Names in the locale's order (issue 27 item 11): the family name first in Chinese. */}
          <div className="guest-names">
            {familyFirst && field('lastname', t('orders.checkout.lastName'), { autoComplete: 'family-name', maxLength: 100 })}
            {field('firstname', `${t('orders.checkout.firstName')} *`, {
              autoComplete: 'given-name',
              required: true,
              maxLength: 100,
            })}
            {!familyFirst && field('lastname', t('orders.checkout.lastName'), { autoComplete: 'family-name', maxLength: 100 })}
          </div>
          <p className="muted small">{t('orders.checkout.requiredNote')}</p>
          {captcha && (
            <div className="guest-captcha">
              <div ref={captchaBox} data-testid="captcha" />
              <p className="guest-hint">{t('account.captcha.note')}</p>
            </div>
          )}
          {failure && (
            <p className="alert" role="alert">
              {failure}
            </p>
          )}
          <div className="checkout-choices">
            <button
              type="submit"
              className="btn btn-primary btn-block"
              aria-disabled={busy}
              data-testid="checkout-as-guest"
            >
              {busy
                ? t('orders.checkout.placing')
                : t('orders.checkout.asGuest')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-block"
              onClick={() => void createAccount()}
              aria-disabled={busy || sending || waitLeft > 0}
              data-testid="checkout-create-account"
            >
              {waitLeft > 0
                ? t('dinerWalk.sendAgainIn', { seconds: waitLeft })
                : t('orders.checkout.createAccount')}
            </button>
          </div>
          <p className="checkout-privacy small">
            <a href="/policy/privacy">{t('orders.checkout.privacy')}</a>
          </p>
        </form>
      )}
    </Dialog>
  );
}

function TopUpQuestion({ tableMode }: { tableMode: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const question = useValue($topUp);
  const venue = useValue($venue);
  if (!question) return null;
  const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const money = (c: number) =>
    formatMoney(
      c,
      venue?.config.monetaryunit ?? '$',
      Number(venue?.config.monetaryrate ?? 1),
      intlLocale(locale),
    );
  return (
    <Dialog open onClose={closeTopUp} labelledBy={`${id}-t`} role="alertdialog">
      <h2 id={`${id}-t`}>{t('orders.checkout.minimumOrder')}</h2>
      <p>
        {t('errors.DELIVERY_TOP_UP_NOT_ACCEPTED', {
          priceMin: money(question.priceMin),
          priceExtra: money(question.priceExtra),
        })}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={closeTopUp}>
          {t('orders.checkout.orderMore')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            closeTopUp();
            void placeCheckoutOrder(t, { tableMode, acceptedTopUp: true });
          }}
        >
          {t('common.continue')}
        </button>
      </div>
    </Dialog>
  );
}

export default function CheckoutDialogs({
  tableMode,
  backLocation,
}: {
  tableMode: boolean;
  backLocation: string;
}) {
  const dialog = useValue($checkoutDialog);
  return (
    <>
      {dialog === 'choose' && <LoginOrGuest backLocation={backLocation} />}
      {dialog === 'guest' && (
        <GuestForm tableMode={tableMode} backLocation={backLocation} />
      )}
      <TopUpQuestion tableMode={tableMode} />
    </>
  );
}
