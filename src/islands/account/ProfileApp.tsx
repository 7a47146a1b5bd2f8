/**
 * The edit-account screen /account/edit (accounts-and-loyalty.md §2.8): rows Email, Name (required
 * '*'), Gender and Birth date, each opening the item edit with its type. Name shows 'Your Name' when
 * both names are empty. Reached from registration or home (fromType 'Register' / 'Home') it shows
 * Confirm, which requires a name ('Please enter you name!') and returns to backLocation.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../i18n';
import { failureCode, toApiFailure } from '../api/errors';
import type { UserInfo } from '../api/accounts';
import { loadUser, setUser } from '../stores/account';
import { clearSession, loadSession } from '../stores/session';
import { showModal } from '../stores/ui';
import Icon from '../ui/Icon';
import Loading from '../ui/Loading';
import AccountRoot from './AccountRoot';
import { accountApi } from './account-api';
import { profileName, safeBackLocation } from './account-view';
import { genderKey, isCompletionFlow, nameMissing } from './profile-view';

function Profile({ fromType, backLocation }: { fromType: string; backLocation: string }) {
  const { t, i18n } = useTranslation();
  const [user, setLocal] = useState<UserInfo | null | undefined>(undefined);

  useEffect(() => {
    if (!loadSession()?.user) {
      location.replace(`/user/login?backLocation=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setLocal(loadUser());
    void accountApi()
      .then(({ ops }) => ops.userInfoQuery())
      .then((u) => {
        setUser(u);
        setLocal(u);
      })
      .catch((e: unknown) => {
        if (failureCode(toApiFailure(e)) === 'INVALID_TOKEN') {
          clearSession();
          location.replace('/user/login');
        }
      });
  }, []);

  if (!user) return <Loading />;
  const completion = isCompletionFlow(fromType);
  const name = profileName(user, i18n.language);
  const q = (type: number) => `/account/edititem?type=${type}&fromType=${encodeURIComponent(fromType)}&backLocation=${encodeURIComponent(backLocation)}`;
  const row = (type: number, label: string, value: string, required = false, testId?: string) => (
    <li>
      <a href={q(type)} data-testid={testId}>
        <span>
          {label}
          {required && <span className="acc-req"> *</span>}
        </span>
        <span className="acc-value">{value}</span>
        <Icon name="chev-right" className="acc-chev" />
      </a>
    </li>
  );
  const confirm = () => {
    if (nameMissing(user.firstname, user.lastname)) {
      showModal({ title: t('modal.info'), body: t('account.profile.pleaseEnterName'), confirm: 'ok', kind: 'info' });
      return;
    }
    location.assign(safeBackLocation(backLocation));
  };
  return (
    <div className="acc">
      <nav className="card" aria-label={t('account.titles.editAccount')}>
        <ul className="acc-list">
          {row(4, t('account.profile.email'), user.email || t('account.profile.notSet'))}
          {row(1, t('account.profile.name'), 'key' in name ? t(name.key) : name.text, true, 'profile-name')}
          {row(2, t('account.profile.gender'), t(genderKey(user.gender)))}
          {row(3, t('account.profile.birthday'), user.birthday || t('account.profile.notSet'))}
        </ul>
      </nav>
      <p className="muted small">{t('account.requiredNote')}</p>
      {completion && (
        <button type="button" className="btn btn-primary btn-block" onClick={confirm} data-testid="profile-confirm">
          {t('account.profile.confirm')}
        </button>
      )}
    </div>
  );
}

export default function ProfileApp({ locale, messages, fromType, backLocation }: { locale: Locale; messages: Messages; fromType: string; backLocation: string }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <Profile fromType={fromType} backLocation={backLocation} />
    </AccountRoot>
  );
}
