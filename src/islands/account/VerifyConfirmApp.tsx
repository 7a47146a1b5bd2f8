/**
 * The verification-code screen /verify/confirm (accounts-and-loyalty.md §2.5): code, password and
 * confirm password (the passwords hidden when bindOnly), the live hint while the passwords differ,
 * Confirm checked in the spec's order (§5), then userRegisterSubmit (page types 1, 2: the session is
 * stored; no data → 'Register Error') or userPasswordResetSubmit (3: false → 'Request Error'; true →
 * to the login page). Without the flow's state (opened directly) it asks to start again.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateVerificationForm } from '../../domain/validation';
import type { Locale, Messages } from '../../i18n';
import { loadVerifyState, setFbParam, setVerifyState } from '../stores/account';
import { saveSession, sessionFromAuth } from '../stores/session';
import { showModal } from '../stores/ui';
import AccountRoot from './AccountRoot';
import { accountApi, accountErrorText } from './account-api';
import { needsName, verifyMobileHref, type VerifyState } from './account-view';
import { TextField } from '../ui/fields';

type Field = 'code' | 'password' | 'confirm';
const FIELD_OF: Record<string, Field> = { PASSWORD_REQUIRED: 'password', CONFIRM_PASSWORD_REQUIRED: 'confirm', CODE_REQUIRED: 'code', CONFIRM_PASSWORD_MISMATCH: 'confirm' };

function VerifyConfirm() {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<VerifyState | null | undefined>(undefined);
  const [form, setForm] = useState({ code: '', password: '', confirm: '' });
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setState(loadVerifyState()), []);

  if (state === undefined) return null;
  if (state === null) {
    return (
      <section className="card acc-card">
        <p>{t('account.verify.restart')}</p>
        <a className="btn btn-primary btn-block" href={verifyMobileHref(1, '/user/account')}>
          {t('account.verify.start')}
        </a>
      </section>
    );
  }
  const bindOnly = state.bindOnly;
  const mismatch = !bindOnly && form.password !== '' && form.confirm !== '' && form.password !== form.confirm;

  const fail = (body: string) => {
    setBusy(false);
    showModal({ title: t('modal.error'), body, confirm: 'ok', kind: 'error' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const r = validateVerificationForm({ ...form, bindOnly });
    if (!r.ok) {
      const field = FIELD_OF[r.code] ?? 'code';
      setError({ field, text: t(`errors.${r.code}`) });
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const { ops } = await accountApi();
    if (state.pageType === 3) {
      try {
        const done = await ops.userPasswordResetSubmit({ account: state.mobile, country: state.country, password: form.password, code: form.code.trim() });
        if (!done) return fail(t('account.errors.requestError'));
      } catch (err) {
        return fail(accountErrorText(t, 'userPasswordResetSubmit', err));
      }
      setVerifyState(null);
      showModal({ title: t('modal.info'), body: t('account.verify.resetDone'), confirm: 'ok', kind: 'info', onConfirm: () => location.assign(`/user/login?backLocation=${encodeURIComponent(state.backLocation)}`) });
      return;
    }
    try {
      const social = state.fbParam ? { id: state.fbParam.id, token: state.fbParam.token, email: state.fbParam.email || undefined } : {};
      const auth = await ops.userRegisterSubmit({ account: state.mobile, username: state.username, country: state.country, password: bindOnly ? '' : form.password, code: form.code.trim(), platform: state.platform, ...social });
      if (!auth) return fail(t('account.errors.registerError'));
      saveSession(sessionFromAuth(auth, state.platform));
      setVerifyState(null);
      setFbParam(null);
      location.assign(needsName(auth.info) ? `/account/edit?fromType=Register&backLocation=${encodeURIComponent(state.backLocation)}` : state.backLocation);
    } catch (err) {
      fail(accountErrorText(t, 'userRegisterSubmit', err));
    }
  };

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (error?.field === field) setError(null);
  };
  const err = (field: Field) => (error?.field === field ? error.text : undefined);

  return (
    <section className="card acc-card" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>{t('account.verify.heading')}</h1>
      <p className="muted">{t('account.verify.sentTo', { mobile: state.mobile })}</p>
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField id={`${id}-code`} label={t('account.verify.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required value={form.code} onValue={(v) => set('code')(v.replace(/\D/g, ''))} error={err('code')} />
        {!bindOnly && (
          <>
            <TextField id={`${id}-password`} label={t('account.verify.password')} type="password" autoComplete="new-password" required value={form.password} onValue={set('password')} error={err('password')} />
            <TextField
              id={`${id}-confirm`}
              label={t('account.verify.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
              value={form.confirm}
              onValue={set('confirm')}
              error={err('confirm')}
              hint={mismatch && !err('confirm') ? t('account.verify.mismatchHint') : undefined}
            />
          </>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="verify-confirm">
          {t('account.verify.confirm')}
        </button>
      </form>
    </section>
  );
}

export default function VerifyConfirmApp({ locale, messages }: { locale: Locale; messages: Messages }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <VerifyConfirm />
    </AccountRoot>
  );
}
