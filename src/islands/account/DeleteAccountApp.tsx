/**
 * The account deletion page /account/delete (accounts-and-loyalty.md §2.15): redirects to login when
 * not logged in; 'Warning: This action cannot be undone' with a description and the current username;
 * 'Switch Account' logs out; the consequences, then 'Delete My Account' opens 'Confirm Account Deletion'
 * whose 'Confirm Deletion' is enabled only when the typed text is exactly DELETE. Success: 'Account
 * successfully deleted', the login cleared, to the login page. Failure: 'Failed to delete account…'.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateDeletionConfirmation } from '../../domain/validation';
import type { Locale, Messages } from '../../i18n';
import { clearAccount } from '../stores/account';
import { clearSession, loadSession, type Session } from '../stores/session';
import { showModal } from '../stores/ui';
import Dialog from '../ui/Dialog';
import AccountRoot from './AccountRoot';
import { accountApi } from './account-api';

const LOGIN = `/user/login?backLocation=${encodeURIComponent('/account/delete')}`;

function DeleteAccount() {
  const { t } = useTranslation();
  const id = useId();
  const [session, setSession] = useState<Session | null>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const s = loadSession();
    if (!s?.user) location.replace(LOGIN);
    else setSession(s);
  }, []);
  if (!session?.user) return null;

  const switchAccount = async () => {
    try {
      const { ops } = await accountApi();
      await ops.userLogout();
      clearSession();
      clearAccount();
      showModal({ title: t('modal.info'), body: t('account.loggedOut'), confirm: 'ok', kind: 'info', onConfirm: () => location.assign(LOGIN) });
    } catch {
      showModal({ title: t('modal.error'), body: t('account.logoutFailed'), confirm: 'ok', kind: 'error' });
    }
  };
  const confirmDeletion = async () => {
    if (!validateDeletionConfirmation(typed).ok || busy) return;
    setBusy(true);
    try {
      const { ops } = await accountApi();
      if (!(await ops.userLogoff())) throw new Error('not deleted');
      clearSession();
      clearAccount();
      setOpen(false);
      showModal({ title: t('modal.info'), body: t('account.delete.done'), confirm: 'ok', kind: 'info', onConfirm: () => location.assign('/user/login') });
    } catch {
      setBusy(false);
      setOpen(false);
      showModal({ title: t('modal.error'), body: t('account.delete.failed'), confirm: 'ok', kind: 'error' });
    }
  };
  const consequences = t('account.delete.consequences', { returnObjects: true }) as unknown;
  const user = session.user;
  return (
    <section className="card acc-card" aria-labelledby={`${id}-h`}>
      <div className="acc-warn" role="note">
        <h1 id={`${id}-h`} className="acc-h-small">
          {t('account.delete.warning')}
        </h1>
        <p>{t('account.delete.description')}</p>
      </div>
      <p>{t('account.delete.current', { username: user.username || user.phone })}</p>
      <button type="button" className="btn btn-ghost btn-block" onClick={() => void switchAccount()}>
        {t('account.delete.switch')}
      </button>
      <h2 className="acc-h-small">{t('account.delete.consequencesTitle')}</h2>
      <ul className="acc-consequences">{Array.isArray(consequences) && consequences.map((c) => <li key={String(c)}>{String(c)}</li>)}</ul>
      <button type="button" className="btn btn-primary btn-block btn-danger" onClick={() => setOpen(true)} data-testid="delete-open">
        {t('account.delete.button')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={`${id}-ct`} role="alertdialog">
        <h2 id={`${id}-ct`}>{t('account.delete.confirmTitle')}</h2>
        <div className="acc-field">
          <label htmlFor={`${id}-typed`}>{t('account.delete.typeDelete')}</label>
          <input id={`${id}-typed`} value={typed} autoComplete="off" autoCapitalize="characters" spellCheck={false} onChange={(e) => setTyped(e.target.value)} data-testid="delete-typed" />
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary btn-danger" disabled={!validateDeletionConfirmation(typed).ok || busy} onClick={() => void confirmDeletion()} data-testid="delete-confirm">
            {t('account.delete.confirmButton')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

export default function DeleteAccountApp({ locale, messages }: { locale: Locale; messages: Messages }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <DeleteAccount />
    </AccountRoot>
  );
}
