/**
 * The saved payment cards /payment/card/list (accounts-and-loyalty.md §2.10): each card's name and
 * account (brand and last four digits, expiry). Empty: how a card gets here ('Tick Save this card when
 * you pay'). Cards hold provider tokens only (issue 12; ADR 0009): a card is saved by the payment
 * provider during payment, never by typing its number here, so the list's '+' ('Add a card', §2.1 "a
 * '+' button … on the payment card list") says how a card is added instead of opening a card-number
 * form (deviation from §2.10's card edit).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../i18n';
import type { PayCard } from '../api/accounts';
import { failureCode, toApiFailure } from '../api/errors';
import { setUser } from '../stores/account';
import { clearSession, loadSession } from '../stores/session';
import { showModal } from '../stores/ui';
import Icon from '../ui/Icon';
import Loading from '../ui/Loading';
import AccountRoot from './AccountRoot';
import { accountApi, accountErrorText } from './account-api';

const HERE = `/user/login?backLocation=${encodeURIComponent('/payment/card/list')}`;

function CardList() {
  const { t } = useTranslation();
  const [cards, setCards] = useState<PayCard[] | null>(null);
  useEffect(() => {
    if (!loadSession()?.user) {
      location.replace(HERE);
      return;
    }
    void accountApi()
      .then(({ ops }) => ops.userInfoQuery())
      .then((u) => {
        setUser(u);
        setCards(u.paycards);
      })
      .catch((e: unknown) => {
        if (failureCode(toApiFailure(e)) === 'INVALID_TOKEN') {
          clearSession();
          location.replace(HERE);
        } else showModal({ title: t('modal.error'), body: accountErrorText(t, 'other', e), confirm: 'ok', kind: 'error' });
      });
  }, [t]);
  if (!cards) return <Loading />;
  const add = () => showModal({ title: t('account.cards.add'), body: t('account.cards.addBody'), confirm: 'ok', kind: 'info' });
  return (
    <div className="acc">
      <button type="button" className="btn btn-primary btn-block" onClick={add} aria-haspopup="dialog" data-testid="card-add">
        <Icon name="plus" />
        {t('account.cards.add')}
      </button>
      {cards.length === 0 ? (
        <p className="card acc-empty">{t('account.cards.empty')}</p>
      ) : (
        <ul className="card acc-list">
          {cards.map((c) => (
            <li key={c.id} className="acc-addr" data-testid="card-row">
              <div className="acc-addr-open">
                <strong>{c.name}</strong>
                <span>{c.account || [c.brand, c.last4 && `•••• ${c.last4}`].filter(Boolean).join(' ')}</span>
                {c.expiry && <span className="muted">{t('account.cards.expires', { date: c.expiry })}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="muted small">{t('account.cards.tokenNote')}</p>
    </div>
  );
}

export default function CardListApp({ locale, messages }: { locale: Locale; messages: Messages }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <CardList />
    </AccountRoot>
  );
}
