/**
 * The address add / edit screen /edit/address (accounts-and-loyalty.md §2.9): first name (required),
 * last name, mobile with country (required), postcode (lookup mode 1) and suburb (lookup mode 2), both
 * searchable through geoList (queried only for a non-empty filter) and required, street (required) and
 * state (read-only, filled by the lookup choice, required). Save: shippingEdit with id 0 for a new
 * address (a street address, mode 1); then back to the list — or, opened from an order's choose-address
 * drawer (orders-and-payments.md §2.4), saved with the venue's delivery method and back to that order,
 * where a new address is chosen. Countries without a postcode data set type postcode, suburb and state.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '../../domain/phone';
import { htmlLang, type Locale, type Messages } from '../../i18n';
import type { GeoEntry } from '../api/accounts';
import { loadAddressFromOrder, loadEditAddress, setAddressFromOrder, setChosenOrderAddress, setEditAddress } from '../stores/account';
import { loadSession } from '../stores/session';
import { showModal } from '../stores/ui';
import Loading from '../ui/Loading';
import AccountRoot from './AccountRoot';
import { accountApi, accountErrorText } from './account-api';
import { addressMissing, checkMobileEntry, type AddressForm } from './account-view';
import { PhoneField, TextField } from '../ui/fields';
import GeoLookup, { LOOKUP_COUNTRIES } from './GeoLookup';

const EMPTY: AddressForm = { firstname: '', lastname: '', phone: '', country: DEFAULT_COUNTRY, postcode: '', city: '', street1: '', state: '', geo_id: 0 };
function AddressEdit({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<AddressForm | null>(null);
  const [editId, setEditId] = useState(0);
  const [missing, setMissing] = useState<string[]>([]);
  const [phoneError, setPhoneError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const session = loadSession();
    if (!session?.user) {
      location.replace(`/user/login?backLocation=${encodeURIComponent('/address/list')}`);
      return;
    }
    const a = loadEditAddress();
    setEditId(a?.id ?? 0);
    setForm(a ? { firstname: a.firstname, lastname: a.lastname, phone: a.phone, country: a.country || DEFAULT_COUNTRY, postcode: a.postcode, city: a.city, street1: a.street1, state: a.state, geo_id: a.geo_id } : { ...EMPTY, firstname: session.user.firstname, lastname: session.user.lastname, phone: session.user.phone });
  }, []);

  if (!form) return <Loading />;
  const set = (patch: Partial<AddressForm>) => {
    setForm((f) => ({ ...(f as AddressForm), ...patch }));
    setMissing((m) => m.filter((k) => !(k in patch)));
  };
  const pick = (g: GeoEntry) => set({ postcode: g.postcode, city: g.city, state: g.state, geo_id: g.id });
  const lookup = LOOKUP_COUNTRIES.has(form.country);
  const req = (key: string, label: string) => (missing.includes(key) ? t('account.address.required', { field: label }) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const empty = addressMissing(form);
    setMissing(empty);
    const phone = checkMobileEntry(form.phone, form.country);
    setPhoneError(!empty.includes('phone') && !phone.ok ? t(`errors.${phone.code}`) : '');
    if (empty.length || !phone.ok) return;
    setBusy(true);
    try {
      const { ops } = await accountApi();
      // Opened from an order's choose-address drawer: saved for the venue's delivery method, then back to the order (§2.4).
      const fromOrder = loadAddressFromOrder();
      const saved = await ops.shippingEdit(editId, { firstname: form.firstname.trim(), lastname: form.lastname.trim(), phone: form.phone.trim(), country: form.country, postcode: form.postcode.trim(), city: form.city.trim(), street1: form.street1.trim(), state: form.state.trim(), geo_id: form.geo_id, mode: 1, ...(fromOrder ? { method: fromOrder.method } : {}) });
      setEditAddress(null);
      if (fromOrder) {
        setAddressFromOrder(null);
        // A new address is chosen for the order once it is back (selectNew); an edited one is offered again in the drawer.
        setChosenOrderAddress(fromOrder.tradeId, fromOrder.selectNew ? saved : null);
        location.assign(`/order/detail/${encodeURIComponent(fromOrder.tradeId)}${fromOrder.selectNew ? '' : '?addresses=1'}`);
        return;
      }
      location.assign('/address/list');
    } catch (err) {
      setBusy(false);
      showModal({ title: t('modal.error'), body: accountErrorText(t, 'other', err), confirm: 'ok', kind: 'error' });
    }
  };

  return (
    <section className="card acc-card">
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField id={`${id}-first`} label={t('account.address.firstname')} autoComplete="given-name" required value={form.firstname} onValue={(v) => set({ firstname: v })} error={req('firstname', t('account.address.firstname'))} />
        <TextField id={`${id}-last`} label={t('account.address.lastname')} autoComplete="family-name" value={form.lastname} onValue={(v) => set({ lastname: v })} />
        <PhoneField
          id={`${id}-phone`}
          label={t('account.address.mobile')}
          countryLabel={t('account.login.country')}
          lang={htmlLang(locale)}
          mobile={form.phone}
          country={form.country}
          required
          error={req('phone', t('account.address.mobile')) ?? (phoneError || undefined)}
          onChange={(next) => {
            setPhoneError('');
            set({ phone: next.mobile, country: next.country });
          }}
        />
        {lookup ? (
          <>
            <GeoLookup id={`${id}-postcode`} label={t('account.address.postcode')} mode={1} value={form.postcode} country={form.country} onText={(v) => set({ postcode: v, geo_id: 0 })} onPick={pick} error={req('postcode', t('account.address.postcode'))} />
            <GeoLookup id={`${id}-suburb`} label={t('account.address.suburb')} mode={2} value={form.city} country={form.country} onText={(v) => set({ city: v, geo_id: 0 })} onPick={pick} error={req('city', t('account.address.suburb'))} />
          </>
        ) : (
          <>
            <TextField id={`${id}-postcode`} label={t('account.address.postcode')} required value={form.postcode} onValue={(v) => set({ postcode: v })} error={req('postcode', t('account.address.postcode'))} />
            <TextField id={`${id}-suburb`} label={t('account.address.suburb')} required value={form.city} onValue={(v) => set({ city: v })} error={req('city', t('account.address.suburb'))} />
          </>
        )}
        <TextField id={`${id}-street`} label={t('account.address.street')} autoComplete="address-line1" required value={form.street1} onValue={(v) => set({ street1: v })} error={req('street1', t('account.address.street'))} />
        <TextField id={`${id}-state`} label={t('account.address.state')} required readOnly={lookup} value={form.state} onValue={(v) => set({ state: v })} error={req('state', t('account.address.state'))} />
        <p className="muted small">{t('account.requiredNote')}</p>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="address-save">
          {t('account.address.save')}
        </button>
      </form>
    </section>
  );
}

export default function AddressEditApp({ locale, messages }: { locale: Locale; messages: Messages }) {
  return (
    <AccountRoot locale={locale} messages={messages}>
      <AddressEdit locale={locale} />
    </AccountRoot>
  );
}
