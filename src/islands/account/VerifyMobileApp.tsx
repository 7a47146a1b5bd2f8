/**
 * The mobile-number entry screen /verify/mobile (accounts-and-loyalty.md §2.4): page type 1 register,
 * 2 guest creating an account, 3 forgot password. 'Enter your mobile number' (or 'Your mobile number'
 * when read-only), the phone input, the SMS note and Continue. An empty mobile only marks the field
 * required; Continue requests a code (userRegisterRequest for 1 and 2, userPasswordResetRequest for 3)
 * and opens the code screen with the flow's state. 'exist already' on a non-default platform counts as
 * success with bindOnly. Errors by §8 in an Error modal; a false answer is 'Request Error'.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '../../domain/phone';
import { htmlLang, type Locale, type Messages } from '../../i18n';
import { failureCode, toApiFailure } from '../api/errors';
import { loadFbParam, setVerifyState } from '../stores/account';
import { showModal } from '../stores/ui';
import AccountRoot from './AccountRoot';
import { accountApi, accountCodeWait, accountErrorText, codeRequestCaptcha } from './account-api';
import type { CaptchaSettings } from './captcha';
import { useCodeWait } from './use-code-wait';
import { checkMobileEntry, DEFAULT_PLATFORM, mobileEntryHeadingKey, safeBackLocation, type PageType } from './account-view';
import { PhoneField } from '../ui/fields';

export interface VerifyMobileProps {
  pageType: PageType;
  platform: number;
  mobile: string;
  country: string;
  username: string;
  mobileReadonly: boolean;
  backLocation: string;
  /** The captcha the code request carries (null: off; pages/verify/mobile.astro from the configuration). */
  captcha?: CaptchaSettings | null;
}

function VerifyMobile(props: VerifyMobileProps & { locale: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const [mobile, setMobile] = useState(props.mobile);
  const [country, setCountry] = useState(props.country || DEFAULT_COUNTRY);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Until hydrated the button stays disabled: a tap before then would submit the form natively.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { left: waitLeft, startWait } = useCodeWait();
  const captchaBox = useRef<HTMLDivElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || waitLeft > 0) return;
    const checked = checkMobileEntry(mobile, country);
    if (!checked.ok) {
      setError(checked.code === 'MOBILE_REQUIRED' ? t('account.login.mobileRequired') : t(`errors.${checked.code}`));
      document.getElementById(`${id}-mobile`)?.focus();
      return;
    }
    setError('');
    setBusy(true);
    const operation = props.pageType === 3 ? 'userPasswordResetRequest' : 'userRegisterRequest';
    let bindOnly = false;
    try {
      const { ops } = await accountApi();
      const args = { account: checked.account, country: checked.country };
      const token = await codeRequestCaptcha(operation, props.captcha, captchaBox.current, props.locale);
      const sent = props.pageType === 3 ? await ops.userPasswordResetRequest(args, token) : await ops.userRegisterRequest(args, token);
      if (!sent) throw new Error('request');
    } catch (err) {
      const exists = operation === 'userRegisterRequest' && failureCode(toApiFailure(err)) === 'EXIST_ALREADY';
      if (exists && props.platform !== DEFAULT_PLATFORM) bindOnly = true;
      else {
        setBusy(false);
        startWait(accountCodeWait(operation, err));
        const body = err instanceof Error && err.message === 'request' ? t('account.errors.requestError') : accountErrorText(t, operation, err);
        showModal({ title: t('modal.error'), body, confirm: 'ok', kind: 'error' });
        return;
      }
    }
    setVerifyState({
      pageType: props.pageType,
      platform: props.platform,
      mobile: checked.account,
      country: checked.country,
      username: props.username || checked.account,
      mobileReadonly: props.mobileReadonly,
      bindOnly,
      fbParam: props.platform !== DEFAULT_PLATFORM ? loadFbParam() : null,
      backLocation: safeBackLocation(props.backLocation),
    });
    location.assign('/verify/confirm');
  };

  return (
    <section className="card acc-card" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>{t(mobileEntryHeadingKey(props.mobileReadonly))}</h1>
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        <PhoneField
          id={`${id}-mobile`}
          label={t('account.login.mobile')}
          countryLabel={t('account.login.country')}
          lang={htmlLang(props.locale)}
          mobile={mobile}
          country={country}
          readOnly={props.mobileReadonly}
          required
          error={error}
          hint={t('account.mobile.smsNote')}
          onChange={(next) => {
            setMobile(next.mobile);
            setCountry(next.country);
            if (error) setError('');
          }}
        />
        {props.captcha && (
          <div className="acc-captcha">
            <div ref={captchaBox} data-testid="captcha" />
            <p className="acc-hint">{t('account.captcha.note')}</p>
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || !hydrated || waitLeft > 0} data-testid="mobile-continue">
          {waitLeft > 0 ? t('dinerWalk.sendAgainIn', { seconds: waitLeft }) : t('account.mobile.continue')}
        </button>
      </form>
    </section>
  );
}

export default function VerifyMobileApp({ locale, messages, ...props }: VerifyMobileProps & { locale: Locale; messages: Messages }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <VerifyMobile locale={locale} {...props} />
    </AccountRoot>
  );
}
