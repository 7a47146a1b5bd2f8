/**
 * 'Add to Apple Wallet' and 'Save to Google Wallet' (accounts-and-loyalty.md §2.11 "Wallet buttons"),
 * for the account screen and the membership card page (import this component; it needs the 'wallet'
 * message section). A tap asks `POST /wallet/member/link` (the session's bearer) for short-lived signed
 * links, then opens the chosen one (a .pkpass download, or Google's save page); when the venue has not
 * configured that wallet (or the link cannot be had) the reason is shown under the buttons instead.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSession } from '../stores/session';
import { postJson } from '../api/http';

type Kind = 'apple' | 'google';
interface Links {
  apple: { configured: boolean; url: string };
  google: { configured: boolean; url: string };
}

export interface WalletButtonsProps {
  /** The venue whose brand the pass shows (the links' `sid`); '' → the site's brand. */
  venueCode?: string;
  /** Which buttons to show (default both; the membership card shows the phone's own wallet). */
  kinds?: readonly Kind[];
}

export default function WalletButtons({ venueCode = '', kinds = ['apple', 'google'] }: WalletButtonsProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const open = async (kind: Kind) => {
    setBusy(true);
    setNote('');
    try {
      const token = loadSession()?.token;
      const res = await postJson('/wallet/member/link', { sid: venueCode }, { token: token || undefined });
      const links = res.ok ? ((await res.json()) as Links) : null;
      const link = links?.[kind];
      if (link?.configured && link.url) window.location.assign(link.url);
      else setNote(kind === 'apple' ? t('wallet.notConfiguredApple') : t('wallet.notConfiguredGoogle'));
    } catch {
      setNote(t('wallet.notConfigured'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="wallet-buttons" aria-label={t('wallet.title')}>
      {kinds.includes('apple') && (
        <button type="button" className="btn btn-dark btn-block" onClick={() => void open('apple')} disabled={busy} aria-describedby={note ? noteId : undefined} data-testid="wallet-apple">
          {t('wallet.addApple')}
        </button>
      )}
      {kinds.includes('google') && (
        <button type="button" className="btn btn-ghost btn-block" onClick={() => void open('google')} disabled={busy} aria-describedby={note ? noteId : undefined} data-testid="wallet-google">
          {t('wallet.addGoogle')}
        </button>
      )}
      <p id={noteId} className="muted small wallet-note" role="status" data-testid="wallet-note">
        {note}
      </p>
    </section>
  );
}
