/**
 * The second step of 'Create account & checkout' in the guest checkout modal (accounts-and-loyalty.md
 * §2.6; §5 "Verification"): 'We've sent you a verification code via SMS', the verification code,
 * password and confirm password (live hint 'The password entered do not match'), an Account button and
 * a Back button. Account registers the member (userRegisterSubmit, platform 1, with the first form's
 * names and e-mail), stores the session and places the order. Checks in the spec's order
 * (`validateVerificationForm`); server errors by §8 (`accountErrorText`).
 */
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { validateVerificationForm } from '../../domain/validation';
import { accountApi, accountErrorText } from '../account/account-api';
import { LOGIN_TYPE, saveSession, sessionFromAuth } from '../stores/session';
import GuestField from './GuestField';

/** What the first step collected (the mobile already checked and in national form). */
export interface CreateAccountDraft {
  account: string;
  country: string;
  firstname: string;
  lastname?: string;
  email?: string;
}

type Field = 'code' | 'password' | 'confirm';
const FIELD_OF: Record<string, Field> = {
  PASSWORD_REQUIRED: 'password',
  CONFIRM_PASSWORD_REQUIRED: 'confirm',
  CONFIRM_PASSWORD_MISMATCH: 'confirm',
  CODE_REQUIRED: 'code',
};

export default function CreateAccountStep({
  draft,
  onBack,
  onCreated,
}: {
  draft: CreateAccountDraft;
  onBack(): void;
  onCreated(): Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState({ code: '', password: '', confirm: '' });
  const [error, setError] = useState<{
    field: Field | 'form';
    text: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch =
    form.password !== '' &&
    form.confirm !== '' &&
    form.password !== form.confirm;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const r = validateVerificationForm({ ...form, bindOnly: false });
    if (!r.ok) {
      const field = FIELD_OF[r.code] ?? 'code';
      setError({ field, text: t(`errors.${r.code}`) });
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { ops } = await accountApi();
      const auth = await ops.userRegisterSubmit({
        ...draft,
        username: draft.account,
        password: form.password,
        code: form.code.trim(),
        platform: 1,
      });
      if (!auth) throw new Error('Register Error');
      saveSession(sessionFromAuth(auth, LOGIN_TYPE.password));
    } catch (err) {
      setBusy(false);
      setError({
        field: 'form',
        text:
          err instanceof Error && err.message === 'Register Error'
            ? t('account.errors.registerError')
            : accountErrorText(t, 'userRegisterSubmit', err),
      });
      return;
    }
    await onCreated();
  };

  const input = (
    name: Field,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => {
    const err = error?.field === name ? error.text : '';
    return (
      <GuestField
        id={`${id}-${name}`}
        label={label}
        hint={hint}
        liveHint
        error={err}
        value={form[name]}
        onChange={(e) => {
          setForm((f) => ({ ...f, [name]: e.target.value }));
          if (err) setError(null);
        }}
        required
        {...props}
      />
    );
  };

  return (
    <form
      className="guest-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="create-account-step"
    >
      <p className="guest-note" role="status">
        {t('account.verify.heading')}
      </p>
      {input('code', `${t('account.verify.code')} *`, {
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: 6,
      })}
      {input('password', `${t('account.verify.password')} *`, {
        type: 'password',
        autoComplete: 'new-password',
        maxLength: 128,
      })}
      {input(
        'confirm',
        `${t('account.verify.confirmPassword')} *`,
        { type: 'password', autoComplete: 'new-password', maxLength: 128 },
        mismatch && error?.field !== 'confirm'
          ? t('account.verify.mismatchHint')
          : undefined,
      )}
      {error?.field === 'form' && (
        <p className="alert" role="alert">
          {error.text}
        </p>
      )}
      <div className="checkout-choices">
        <button
          type="submit"
          className="btn btn-primary btn-block"
          aria-disabled={busy}
          data-testid="create-account-submit"
        >
          {busy
            ? t('orders.checkout.placing')
            : t('orders.checkout.accountButton')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-block"
          onClick={onBack}
          disabled={busy}
        >
          {t('common.back')}
        </button>
      </div>
    </form>
  );
}
