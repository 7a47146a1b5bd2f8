/**
 * The first-time password modal (accounts-and-loyalty.md §2.7): 'Account security', 'Setting your
 * password for the first time', password and confirm password, Confirm. Shown by login type
 * (stores/session.ts `needsFirstPassword`: a social sign-in whose member has no password yet) on the
 * login page after signing in and on the menu page (storefront.md §2.6). Submits userPasswordModify with
 * new_password only; checks as §5 (required, 8–128 characters, the two equal: 'The password entered do
 * not match'); once set, the stored session says so (`markPasswordSet`) and the modal is not due again.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../ui/Dialog';
import { accountApi, accountErrorText } from './account-api';
import { TextField } from '../ui/fields';
import { markPasswordSet } from '../stores/session';
import './account.css';

export default function FirstPasswordDialog({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [error, setError] = useState<{ field: 'password' | 'confirm' | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = form.password !== '' && form.confirm !== '' && form.password !== form.confirm;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    let found: typeof error = null;
    if (!form.password) found = { field: 'password', text: t('errors.PASSWORD_REQUIRED') };
    else if (form.password.length < 8 || form.password.length > 128) found = { field: 'password', text: t('account.errors.passwordLength') };
    else if (!form.confirm) found = { field: 'confirm', text: t('errors.CONFIRM_PASSWORD_REQUIRED') };
    else if (mismatch) found = { field: 'confirm', text: t('errors.PASSWORD_MISMATCH') };
    setError(found);
    if (found) {
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { ops } = await accountApi();
      await ops.userPasswordModify({ new_password: form.password });
      markPasswordSet();
      onDone();
    } catch (err) {
      setBusy(false);
      setError({ field: 'form', text: accountErrorText(t, 'other', err) });
    }
  };

  return (
    <Dialog open labelledBy={`${id}-t`} closeable={false}>
      <h2 id={`${id}-t`}>{t('account.firstPassword.title')}</h2>
      <p className="muted">{t('account.firstPassword.body')}</p>
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate data-testid="first-password">
        <TextField
          id={`${id}-password`}
          label={t('account.verify.password')}
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          error={error?.field === 'password' ? error.text : undefined}
          onValue={(v) => setForm((f) => ({ ...f, password: v }))}
        />
        <TextField
          id={`${id}-confirm`}
          label={t('account.verify.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={form.confirm}
          error={error?.field === 'confirm' ? error.text : undefined}
          hint={mismatch && error?.field !== 'confirm' ? t('account.verify.mismatchHint') : undefined}
          onValue={(v) => setForm((f) => ({ ...f, confirm: v }))}
        />
        {error?.field === 'form' && (
          <p className="alert" role="alert">
            {error.text}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" aria-disabled={busy}>
          {t('account.verify.confirm')}
        </button>
      </form>
    </Dialog>
  );
}
