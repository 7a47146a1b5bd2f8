/**
 * The login page /user/login (accounts-and-loyalty.md §2.3): 'Login with your mobile', the mobile with
 * its country and the password (both required, §5), links to the privacy policy and forgot password,
 * Login and Sign up. On success the session is stored; a user without first and last name goes to the
 * edit-account screen, others return to backLocation; a member without a password (registered by
 * social login without one) first sets it in the first-time password modal (§2.7). Errors by §8 in an
 * Error modal. Social login (social-login.ts): buttons only for the providers this site configured
 * (`social`: their public client ids); none configured → no social button. userLoginSocial answering
 * 'The account or password incorrect' goes to registration for that platform carrying fbParam.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '../../domain/phone';
import { htmlLang, type Locale, type Messages } from '../../i18n';
import { LOGIN_TYPE, needsFirstPassword, saveSession, sessionFromAuth } from '../stores/session';
import { showModal } from '../stores/ui';
import AccountRoot from './AccountRoot';
import { accountApi, accountErrorText } from './account-api';
import { checkMobileEntry, loginMissing, needsName, safeBackLocation, verifyMobileHref } from './account-view';
import { PhoneField, TextField } from '../ui/fields';
import FirstPasswordDialog from './FirstPasswordDialog';
import { failureCode, toApiFailure } from '../api/errors';
import type { FbParam, MemberAuth } from '../api/accounts';
import { setFbParam } from '../stores/account';
import { appleSignIn, facebookSignIn, renderGoogleButton, socialNext, socialProviders, SOCIAL_PLATFORMS, type SocialClientIds } from './social-login';

export interface LoginAppProps {
  locale: Locale;
  messages: Messages;
  backLocation: string;
  /** Public client ids of the configured social providers ({} = none: no social button). */
  social?: SocialClientIds;
}

function Login({ locale, backLocation, social = {} }: { locale: Locale; backLocation: string; social?: SocialClientIds }) {
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
  /** Where to go once signed in (the first-time password modal first when `firstPassword`). */
  const [firstPassword, setFirstPassword] = useState<string | null>(null);
  const providers = socialProviders(social);
  const googleEl = useRef<HTMLDivElement>(null);

  /** Stores the session (with its login type) and goes on: name missing → edit-account; no password yet → §2.7 first. */
  const signedIn = (auth: MemberAuth, loginType: number) => {
    const session = sessionFromAuth(auth, loginType);
    saveSession(session);
    const next = needsName(auth.info) ? `/account/edit?fromType=Home&backLocation=${encodeURIComponent(back)}` : back;
    if (needsFirstPassword(session)) setFirstPassword(next);
    else location.assign(next);
  };

  const socialSignIn = async (platform: number, profile: FbParam | null) => {
    if (!profile) return;
    setBusy(true);
    try {
      const { ops } = await accountApi();
      signedIn(await ops.userLoginSocial({ id: profile.id, platform, token: profile.token }), platform);
    } catch (err) {
      setBusy(false);
      const next = socialNext(failureCode(toApiFailure(err)) ?? '', platform, (p) => verifyMobileHref(1, back, { platform: String(p) }));
      if (next.kind === 'register') {
        setFbParam(profile);
        location.assign(next.href);
      } else showModal({ title: t('modal.error'), body: accountErrorText(t, 'userLogin', err), confirm: 'ok', kind: 'error' });
    }
  };

  useEffect(() => {
    if (!social.google || !googleEl.current) return;
    renderGoogleButton(social.google, googleEl.current, locale, (p) => void socialSignIn(SOCIAL_PLATFORMS.google, p)).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [social.google]);

  const startSocial = (provider: 'facebook' | 'apple') => {
    const run = provider === 'facebook' ? facebookSignIn(social.facebook!) : appleSignIn(social.apple!);
    run.then((p) => socialSignIn(SOCIAL_PLATFORMS[provider], p)).catch(() => showModal({ title: t('modal.error'), body: t('account.social.failed'), confirm: 'ok', kind: 'error' }));
  };

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
      signedIn(await ops.userLogin({ account: checked.account, country: checked.country, password }), LOGIN_TYPE.password);
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
      {providers.length > 0 && (
        <div className="acc-social" role="group" aria-label={t('account.login.social')} data-testid="social-login">
          <p className="muted small">{t('account.login.social')}</p>
          {providers.map((p) =>
            p === 'google' ? (
              <div key={p} ref={googleEl} className="acc-social-google" />
            ) : (
              <button key={p} type="button" className="btn btn-ghost btn-block" disabled={busy || !hydrated} onClick={() => startSocial(p)}>
                {t(`account.social.${p}`)}
              </button>
            ),
          )}
        </div>
      )}
      {firstPassword !== null && <FirstPasswordDialog onDone={() => location.assign(firstPassword)} />}
    </section>
  );
}

export default function LoginApp({ locale, messages, backLocation, social }: LoginAppProps) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <Login locale={locale} backLocation={backLocation} social={social} />
    </AccountRoot>
  );
}
