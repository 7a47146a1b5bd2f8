/**
 * The item-edit screen /account/edititem?type= (accounts-and-loyalty.md §2.8): 1 name (first name
 * required unless a last name is given, §5), 2 gender (male / female), 3 birth date (date picker, stored
 * DD/MM/YYYY), 4 e-mail with a code sent to the user's own phone ('Send' → userAccountModifyRequest;
 * 'Success' modal; Confirm → userAccountModifySubmit, false → 'Account Modify Error'). Types 1–3 save
 * through userEdit, whose answer replaces the stored user; then the screen goes back.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateEmail } from '../../domain/validation';
import type { Locale, Messages } from '../../i18n';
import type { CaptchaSettings } from './captcha';
import type { UserInfo } from '../api/accounts';
import { loadUser, setUser } from '../stores/account';
import { loadSession, updateSessionUser } from '../stores/session';
import { showModal } from '../stores/ui';
import Loading from '../ui/Loading';
import AccountRoot from './AccountRoot';
import { accountApi, accountCodeWait, accountErrorText, codeRequestCaptcha } from './account-api';
import { CODE_RESEND_SECONDS, useCodeWait } from './use-code-wait';
import { birthdayToInput, GENDER, inputToBirthday, nameMissing, type ItemType } from './profile-view';
import { TextField } from '../ui/fields';

function ItemEdit({ type, backHref, captcha, locale }: { type: ItemType; backHref: string; captcha?: CaptchaSettings | null; locale: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const [user, setLocal] = useState<UserInfo | null>(null);
  const [form, setForm] = useState({ firstname: '', lastname: '', gender: 0, birthday: '', email: '', code: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { left: waitLeft, startWait } = useCodeWait();
  const captchaBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!loadSession()?.user) {
      location.replace(`/user/login?backLocation=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const apply = (u: UserInfo) => {
      setLocal(u);
      setForm((f) => ({ ...f, firstname: u.firstname, lastname: u.lastname, gender: u.gender, birthday: birthdayToInput(u.birthday), email: '' }));
    };
    const stored = loadUser();
    if (stored) apply(stored);
    void accountApi()
      .then(({ ops }) => ops.userInfoQuery())
      .then((u) => {
        setUser(u);
        if (!stored) apply(u);
      })
      .catch(() => undefined);
  }, []);

  if (!user) return <Loading />;
  const fail = (body: string) => {
    setBusy(false);
    showModal({ title: t('modal.error'), body, confirm: 'ok', kind: 'error' });
  };

  const sendCode = async () => {
    if (waitLeft > 0) return;
    setBusy(true);
    try {
      const { ops } = await accountApi();
      const token = await codeRequestCaptcha('userAccountModifyRequest', captcha, captchaBox.current, locale);
      const sent = await ops.userAccountModifyRequest({ account: user.phone, country: user.country || 'AU' }, token);
      if (!sent) return fail(t('account.errors.requestError'));
      setBusy(false);
      startWait(CODE_RESEND_SECONDS);
      showModal({ title: t('account.profile.success'), body: t('account.profile.codeSent'), confirm: 'ok', kind: 'info' });
    } catch (e) {
      startWait(accountCodeWait('userAccountModifyRequest', e));
      fail(accountErrorText(t, 'userAccountModifyRequest', e));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError('');
    if (type === 1 && nameMissing(form.firstname, form.lastname)) return setError(t('account.profile.pleaseEnterName'));
    if (type === 4) {
      const email = validateEmail(form.email, true);
      if (!email.ok || !form.code.trim()) return setError(!email.ok && form.email ? t(`errors.${email.code}`) : t('account.profile.emailAndCodeRequired'));
    }
    setBusy(true);
    const { ops } = await accountApi();
    try {
      if (type === 4) {
        const done = await ops.userAccountModifySubmit({ account: user.phone, country: user.country || 'AU', code: form.code.trim(), email: form.email.trim() });
        if (!done) return fail(t('account.errors.modifyError'));
        const next = { ...user, email: form.email.trim() };
        setUser(next);
        updateSessionUser({ email: next.email });
      } else {
        const param = type === 1 ? { firstname: form.firstname.trim(), lastname: form.lastname.trim() } : type === 2 ? { gender: form.gender } : { birthday: inputToBirthday(form.birthday) };
        const next = await ops.userEdit(param);
        setUser(next);
        updateSessionUser({ firstname: next.firstname, lastname: next.lastname, email: next.email });
      }
    } catch (err) {
      return fail(accountErrorText(t, type === 4 ? 'userAccountModifySubmit' : 'other', err));
    }
    location.assign(backHref);
  };

  return (
    <section className="card acc-card">
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        {type === 1 && (
          <>
            <TextField id={`${id}-first`} label={t('account.profile.firstname')} autoComplete="given-name" required value={form.firstname} onValue={(v) => setForm((f) => ({ ...f, firstname: v }))} error={error || undefined} />
            <TextField id={`${id}-last`} label={t('account.profile.lastname')} autoComplete="family-name" value={form.lastname} onValue={(v) => setForm((f) => ({ ...f, lastname: v }))} />
          </>
        )}
        {type === 2 && (
          <fieldset className="acc-field acc-fieldset">
            <legend className="acc-label">{t('account.profile.gender')}</legend>
            <div className="acc-gender">
              {([GENDER.male, GENDER.female] as const).map((g) => (
                <label key={g}>
                  <input type="radio" name="gender" checked={form.gender === g} onChange={() => setForm((f) => ({ ...f, gender: g }))} />
                  {t(g === GENDER.male ? 'account.profile.male' : 'account.profile.female')}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {type === 3 && <TextField id={`${id}-bd`} label={t('account.profile.birthday')} type="date" value={form.birthday} onValue={(v) => setForm((f) => ({ ...f, birthday: v }))} hint={t('account.profile.birthdayHint')} />}
        {type === 4 && (
          <>
            <TextField id={`${id}-email`} label={t('account.profile.newEmail')} type="email" autoComplete="email" required value={form.email} onValue={(v) => setForm((f) => ({ ...f, email: v }))} />
            <div className="acc-code-row">
              <TextField id={`${id}-code`} label={t('account.profile.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required value={form.code} onValue={(v) => setForm((f) => ({ ...f, code: v.replace(/\D/g, '') }))} />
              <button type="button" className="btn btn-ghost acc-send" disabled={busy || waitLeft > 0} onClick={() => void sendCode()} data-testid="item-send-code">
                {waitLeft > 0 ? t('dinerWalk.sendAgainIn', { seconds: waitLeft }) : t('account.profile.send')}
              </button>
            </div>
            {error && (
              <p className="acc-error" role="alert">
                {error}
              </p>
            )}
            {captcha && (
              <div className="acc-captcha">
                <div ref={captchaBox} data-testid="captcha" />
                <p className="acc-hint">{t('account.captcha.note')}</p>
              </div>
            )}
          </>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="item-confirm">
          {t('account.profile.confirm')}
        </button>
      </form>
    </section>
  );
}

/** `captcha`: the e-mail code request's captcha (null: off; pages/account/edititem.astro from the configuration). */
export default function ItemEditApp({ locale, messages, type, backHref, captcha = null }: { locale: Locale; messages: Messages; type: ItemType; backHref: string; captcha?: CaptchaSettings | null }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <ItemEdit type={type} backHref={backHref} captcha={captcha} locale={locale} />
    </AccountRoot>
  );
}
