/**
 * The delivery address list /address/list (accounts-and-loyalty.md §2.9): each entry shows the name,
 * the phone and 'suburb street postcode' — a contact (type 0) 'firstname lastname, phone' on one line; tapping opens the address edit for it, a separate delete
 * button removes it (shippingDelete). Empty: 'No address yet…'. The top bar's '+' is the 'Add' button
 * here (a new address).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../i18n';
import type { Shipping } from '../api/accounts';
import { failureCode, toApiFailure } from '../api/errors';
import { setAddressFromOrder, setEditAddress, setUser } from '../stores/account';
import { clearSession, loadSession } from '../stores/session';
import { showModal, showToast } from '../stores/ui';
import Icon from '../ui/Icon';
import Loading from '../ui/Loading';
import AccountRoot from './AccountRoot';
import { accountApi, accountErrorText } from './account-api';
import { addressLines, addressSummary } from './account-view';

function AddressList() {
  const { t, i18n } = useTranslation();
  const [list, setList] = useState<Shipping[] | null>(null);

  useEffect(() => {
    if (!loadSession()?.user) {
      location.replace(`/user/login?backLocation=${encodeURIComponent('/address/list')}`);
      return;
    }
    void accountApi()
      .then(({ ops }) => ops.userInfoQuery())
      .then((u) => {
        setUser(u);
        setList(u.shipping);
      })
      .catch((e: unknown) => {
        if (failureCode(toApiFailure(e)) === 'INVALID_TOKEN') {
          clearSession();
          location.replace(`/user/login?backLocation=${encodeURIComponent('/address/list')}`);
        } else showModal({ title: t('modal.error'), body: accountErrorText(t, 'other', e), confirm: 'ok', kind: 'error' });
      });
  }, [t]);

  if (!list) return <Loading />;
  const open = (a: Shipping | null) => {
    setAddressFromOrder(null);
    setEditAddress(a);
    location.assign('/edit/address');
  };
  const remove = async (a: Shipping) => {
    try {
      const { ops } = await accountApi();
      await ops.shippingDelete(a.id);
      setList((l) => (l ?? []).filter((x) => x.id !== a.id));
      showToast(t('account.address.deleted'));
    } catch (e) {
      showModal({ title: t('modal.error'), body: accountErrorText(t, 'other', e), confirm: 'ok', kind: 'error' });
    }
  };
  return (
    <div className="acc">
      <button type="button" className="btn btn-primary btn-block" onClick={() => open(null)} data-testid="address-add">
        {t('account.address.add')}
      </button>
      {list.length === 0 ? (
        <p className="card acc-empty">{t('account.address.empty')}</p>
      ) : (
        <ul className="card acc-list">
          {list.map((a) => {
            const [name, phone, place] = addressLines(a, i18n.language);
            // A contact (type 0) is one line, 'firstname lastname, phone' (§2.9 "Address display elsewhere").
            const contact = a.mode === 0;
            return (
              <li key={a.id} className="acc-addr" data-testid="address-row">
                <button type="button" className="acc-addr-open" onClick={() => open(a)}>
                  {contact ? (
                    <strong>{addressSummary(a, i18n.language)}</strong>
                  ) : (
                    <>
                      <strong>{name}</strong>
                      <span>{phone}</span>
                      <span className="muted">{place}</span>
                    </>
                  )}
                </button>
                <button type="button" className="icon-btn acc-addr-del" aria-label={t('account.address.delete', { name: place || name })} onClick={() => void remove(a)}>
                  <Icon name="close" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export default function AddressListApp({ locale, messages }: { locale: Locale; messages: Messages }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <AddressList />
    </AccountRoot>
  );
}
