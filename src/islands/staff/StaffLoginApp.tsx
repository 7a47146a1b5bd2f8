/**
 * The staff sign-in (issue 23 item 1): venue code, optional member name, password; posts JSON to
 * POST /staff/login and goes to the orders board on `{ ok: true }`. Refusals in the page's language:
 * wrong credentials, and the per-venue/IP limit's 'Too many attempts, try again in N minutes'.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../i18n';
import StaffRoot from './StaffRoot';
import { staffLogin, loginErrorText } from './staff-api';

/** What was typed into the server-rendered field before the island hydrated (nothing is lost: issue 28 item 1). */
const typed = (id: string): string => (typeof document === 'undefined' ? '' : ((document.getElementById(id) as HTMLInputElement | null)?.value ?? ''));

function Login() {
  const { t } = useTranslation();
  const [venue, setVenue] = useState(() => typed('staff-venue'));
  const [member, setMember] = useState(() => typed('staff-member'));
  const [password, setPassword] = useState(() => typed('staff-password'));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    const answer = await staffLogin({ venue_code: venue.trim(), member: member.trim() || undefined, password });
    if (answer.ok) {
      location.assign('/staff');
      return;
    }
    setBusy(false);
    setError(loginErrorText(t, answer));
  };

  return (
    <form className="s-card staff-login" onSubmit={(e) => void submit(e)} noValidate={false}>
      <h1>{t('staff.login.heading')}</h1>
      {error && (
        <p className="s-error" role="alert">
          {error}
        </p>
      )}
      <div className="s-field">
        <label htmlFor="staff-venue">{t('staff.login.venueCode')}</label>
        <input id="staff-venue" name="venue_code" required autoComplete="username" autoCapitalize="none" spellCheck={false} value={venue} onChange={(e) => setVenue(e.currentTarget.value)} />
      </div>
      <div className="s-field">
        <label htmlFor="staff-member">{t('staff.login.member')}</label>
        <input id="staff-member" name="member" autoComplete="name" aria-describedby="staff-member-hint" value={member} onChange={(e) => setMember(e.currentTarget.value)} />
        <span id="staff-member-hint" className="s-hint">
          {t('staff.login.memberHint')}
        </span>
      </div>
      <div className="s-field">
        <label htmlFor="staff-password">{t('staff.login.password')}</label>
        <input id="staff-password" name="password" type="password" required autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
      </div>
      <button type="submit" className="s-btn primary" disabled={!hydrated || busy}>
        {busy ? t('staff.login.busy') : t('staff.login.submit')}
      </button>
    </form>
  );
}

export default function StaffLoginApp({ locale, messages }: { locale: Locale; messages: Messages }) {
  return (
    <StaffRoot locale={locale} messages={messages}>
      <Login />
    </StaffRoot>
  );
}
