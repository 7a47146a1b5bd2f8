/**
 * /loyalty/switch — the membership card's browser-switch route (accounts-and-loyalty.md §2.11, §7
 * "Browser-switch redirect with uid, browser and a timestamp"; issue 26 item 10, ADR 0012). Two uses:
 *
 * - `?sid&browser&code&_ts` (the card's embedded mode, from a wallet button): asks the member to open
 *   the page in Safari (browser 'ios') or Chrome ('android') and, once there, 'Continue to my card'
 *   spends the one-use `code` (userLoginOa, 120 s) for a session of that browser and opens the card,
 *   whose wallet buttons then work. The URL carries that code, never the uid.
 * - `?error=CODE` (the card's error-with-code route): the error's message by its catalogue code.
 */
import { useEffect, useState } from 'react';
import type { Locale, Messages } from '../../i18n';
import { isErrorCode, messageKeyOf } from '../../domain/errors';
import { userLoginOa } from '../api/accounts';
import { failureCode, toApiFailure } from '../api/errors';
import { saveSession, sessionFromAuth } from '../stores/session';
import AccountRoot from '../account/AccountRoot';
import { useFormat } from '../ui/use-format';
import { oaLoginMessageKey } from './loyalty-view';
import './loyalty.css';

type Query = { kind: 'error'; code: string } | { kind: 'switch'; sid: string; browser: 'ios' | 'android'; code: string } | { kind: 'bad' };

/** What the page is asked to show, from its query. Pure. */
export function switchQuery(search: string): Query {
  const q = new URLSearchParams(search);
  const error = q.get('error');
  if (error) return { kind: 'error', code: error };
  const sid = q.get('sid') ?? '';
  const code = q.get('code') ?? '';
  const browser = q.get('browser');
  if (!/^[a-z0-9][a-z0-9-]{0,47}$/.test(sid) || !code || (browser !== 'ios' && browser !== 'android')) return { kind: 'bad' };
  return { kind: 'switch', sid, browser, code };
}

function CardSwitch() {
  const { t } = useFormat();
  const [query, setQuery] = useState<Query | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setQuery(switchQuery(location.search)), []);
  if (!query) return null;

  if (query.kind !== 'switch') {
    const key = query.kind === 'error' && isErrorCode(query.code) ? messageKeyOf(query.code) : 'errors.default';
    return (
      <section className="card ly-empty ly-switch" role="alert" data-testid="card-error">
        <h1>{t('loyalty.errorTitle')}</h1>
        <p data-testid="card-error-message">{t(key)}</p>
        <a className="btn btn-primary" href="/loyalty/card">
          {t('loyalty.switch.backToCard')}
        </a>
      </section>
    );
  }

  const cardHref = `/loyalty/card?${new URLSearchParams({ venue_code: query.sid })}`;
  const carryOn = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const auth = await userLoginOa({ venue_code: query.sid, code: query.code });
      saveSession(sessionFromAuth(auth));
      location.assign(cardHref);
    } catch (e) {
      const code = failureCode(toApiFailure(e));
      const key = code === 'WRONG_CREDENTIALS' ? 'loyalty.switch.expired' : oaLoginMessageKey(code);
      setMessage(key === '' ? '' : t(key ?? 'errors.default'));
      setBusy(false);
    }
  };
  const copy = () =>
    void navigator.clipboard?.writeText(location.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const ios = query.browser === 'ios';
  return (
    <section className="card ly-switch" aria-labelledby="ly-switch-title" data-testid="card-switch">
      <h1 id="ly-switch-title">{t(ios ? 'loyalty.switch.titleSafari' : 'loyalty.switch.titleChrome')}</h1>
      <p>{t(ios ? 'loyalty.switch.howSafari' : 'loyalty.switch.howChrome')}</p>
      <p className="ly-switch-note">{t('loyalty.switch.validFor')}</p>
      <div className="ly-switch-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={() => void carryOn()} disabled={busy} data-testid="switch-continue">
          {t('loyalty.switch.continue')}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={copy} data-testid="switch-copy">
          {t(copied ? 'loyalty.switch.copied' : 'loyalty.switch.copy')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="ly-switch-message" data-testid="switch-message">
        {message}
      </p>
      {message && (
        <a href={cardHref} className="ly-link">
          {t('loyalty.switch.backToCard')}
        </a>
      )}
    </section>
  );
}

export default function CardSwitchApp({ locale, messages }: { locale: Locale; messages: Messages }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <CardSwitch />
    </AccountRoot>
  );
}
