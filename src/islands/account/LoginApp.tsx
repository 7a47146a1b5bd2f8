/**
 * The login page /user/login (accounts-and-loyalty.md §2.3): 'Login with your mobile', the mobile with
 * its country and the password (both required, §5), links to the privacy policy and forgot password,
 * Login and Sign up. On success the session is stored; a user without first and last name goes to the
 * edit-account screen, others return to backLocation. Errors by §8 in an Error modal. Social login is
 * not configured on this site: no provider button is shown.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '../../domain/phone';
import { htmlLang, type Locale, type Messages } from '../../i18n';
import { saveSession, sessionFromAuth } from '../stores/session';
import { showModal } from '../stores/ui';
import AccountRoot from './AccountRoot';
import { accountApi, accountErrorText } from './account-api';
import { checkMobileEntry, loginMissing, needsName, safeBackLocation, verifyMobileHref } from './account-view';
import { PhoneField, TextField } from './fields';

export interface LoginAppProps {
  locale: Locale;
  messages: Messages;
  backLocation: string;
}

function Login({ locale, backLocation }: { locale: Locale; backLocation: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [mobile, setMobile] = useState('');
  const [country, setCountry] = useState<string>(DEFAULT_COUNTRY);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  // Until hydrated the button stays disabled: a tap before then would submit the form natively.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const back = safeBackLocation(backLocation);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const missing = loginMissing(mobile, password);
    const found: typeof errors = {};
    if (missing.includes('mobile')) found.mobile = t('account.login.mobileRequired');
    if (missing.includes('password')) found.password = t('account.login.passwordRequired');
    const checked = checkMobileEntry(mobile, country);
    if (!found.mobile && !checked.ok) found.mobile = t(`errors.${checked.code}`);
    setErrors(found);
    if (found.mobile || found.password || !checked.ok) {
      document.getElementById(found.mobile ? `${id}-mobile` : `${id}-password`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { ops } = await accountApi();
      const auth = await ops.userLogin({ account: checked.account, country: checked.country, password });
      saveSession(sessionFromAuth(auth));
      location.assign(needsName(auth.info) ? `/account/edit?fromType=Home&backLocation=${encodeURIComponent(back)}` : back);
    } catch (err) {
      setBusy(false);
      showModal({ title: t('modal.error'), body: accountErrorText(t, 'userLogin', err), confirm: 'ok', kind: 'error' });
    }
  };

  return (
    <section className="card acc-card" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>{t('account.login.heading')}</h1>
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        <PhoneField
          id={`${id}-mobile`}
          label={t('account.login.mobile')}
          countryLabel={t('account.login.country')}
          lang={htmlLang(locale)}
          mobile={mobile}
          country={country}
          required
          error={errors.mobile}
          onChange={(next) => {
            setMobile(next.mobile);
            setCountry(next.country);
            if (errors.mobile) setErrors((x) => ({ ...x, mobile: undefined }));
          }}
        />
        <TextField
          id={`${id}-password`}
          label={t('account.login.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onValue={(v) => {
            setPassword(v);
            if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
          }}
        />
        <div className="acc-links">
          <a href="/policy/privacy">{t('account.privacyPolicy')}</a>
          <a href={verifyMobileHref(3, back)}>{t('account.login.forgot')}</a>
        </div>
        <div className="acc-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy || !hydrated} data-testid="login-submit">
            {t('account.login.submit')}
          </button>
          <a className="btn btn-ghost btn-block" href={verifyMobileHref(1, back)}>
            {t('account.login.signUp')}
          </a>
        </div>
      </form>
    </section>
  );
}

export default function LoginApp({ locale, messages, backLocation }: LoginAppProps) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <Login locale={locale} backLocation={backLocation} />
    </AccountRoot>
  );
}
