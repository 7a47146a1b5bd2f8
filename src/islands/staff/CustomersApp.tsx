/**
 * The staff customer lookup (issue 12; issue 23 item 1): a mobile number with its country finds the
 * accounts holding it (GET /staff/api/customers) with their state, since, password and social logins,
 * signed-in devices and ten latest orders at this venue, in the page's language and the venue's money.
 */
import { plural } from './plural';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Locale, Messages } from '../../i18n';
import { htmlLang } from '../../i18n';
import { DEFAULT_COUNTRY } from '../../domain/phone';
import StaffRoot from './StaffRoot';
import { countryOptions } from '../ui/phone-options';
import { findCustomers, type CustomerLookup } from './staff-api';
import { paymentKey } from './board-view';
import { useStaffFormat, type StaffVenueFormat } from './use-staff-format';

export interface CustomersAppProps extends StaffVenueFormat {
  locale: Locale;
  messages: Messages;
}

function Customers(venue: StaffVenueFormat) {
  const { t, money, time, locale } = useStaffFormat(venue);
  const countries = useMemo(() => countryOptions(htmlLang(locale)), [locale]);
  // The fields are uncontrolled and read at submit: what is typed before hydration is kept.
  const [country, setCountry] = useState<string>(DEFAULT_COUNTRY);
  const [answer, setAnswer] = useState<CustomerLookup | null>(null);
  const [busy, setBusy] = useState(false);
  // Until hydrated the button stays disabled: a tap before then would submit the form natively.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const phone = String(form.get('phone') ?? '').trim();
    const chosen = String(form.get('country') ?? DEFAULT_COUNTRY);
    setCountry(chosen);
    if (!phone) return;
    setBusy(true);
    setAnswer(await findCustomers(phone, chosen).catch(() => null));
    setBusy(false);
  };

  return (
    <div className="c-page">
      <h1>{t('staff.customers.title')}</h1>
      <form className="s-card c-form" role="search" onSubmit={(e) => void submit(e)}>
        <div className="s-field">
          <label htmlFor="c-country">{t('staff.customers.country')}</label>
          <select id="c-country" name="country" defaultValue={DEFAULT_COUNTRY}>
            {countries.map((o) => (
              <option key={o.code} value={o.code}>{`${o.name} (+${o.calling})`}</option>
            ))}
          </select>
        </div>
        <div className="s-field">
          <label htmlFor="c-phone">{t('staff.customers.phone')}</label>
          <input id="c-phone" type="tel" inputMode="tel" autoComplete="off" maxLength={20} required name="phone" />
        </div>
        <button type="submit" className="s-btn primary" disabled={!hydrated || busy}>
          {t('staff.customers.find')}
        </button>
      </form>
      <div role="status" className="c-status">
        {answer && !answer.ok && <p className="s-error">{t('staff.customers.invalid', { country: answer.country ?? country })}</p>}
        {answer?.ok && <p>{answer.accounts.length ? plural(t, 'staff.customers.found', { count: answer.accounts.length, phone: answer.phone }) : t('staff.customers.none', { phone: answer.phone })}</p>}
      </div>
      {answer?.ok &&
        answer.accounts.map((a) => {
          const name = a.name || t('staff.customers.noName');
          return (
            <section key={a.userId} className="s-card c-account" aria-labelledby={`cust-${a.userId}`} data-testid="customer">
              <h2 id={`cust-${a.userId}`}>
                {name} <span className={`s-tag ${a.state === 'member' ? 'go' : 'info'}`}>{t(`staff.customers.${a.state}`)}</span>
              </h2>
              <dl>
                <dt>{t('staff.customers.phone')}</dt>
                <dd>{a.phone}</dd>
                <dt>{t('staff.customers.since')}</dt>
                <dd>{a.since}</dd>
                <dt>{t('staff.customers.passwordSet')}</dt>
                <dd>{a.passwordSet ? t('staff.customers.yes') : t('staff.customers.no')}</dd>
                <dt>{t('staff.customers.socialLogins')}</dt>
                <dd>{a.socialLogins}</dd>
                <dt>{t('staff.customers.sessions')}</dt>
                <dd>{plural(t, 'staff.customers.devices', { count: a.activeSessions })}</dd>
              </dl>
              {a.orders.length ? (
                <div className="c-table">
                  <table>
                    <caption className="sr-only">{t('staff.customers.orders', { name })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('staff.customers.orderId')}</th>
                        <th scope="col">{t('staff.customers.placed')}</th>
                        <th scope="col">{t('staff.customers.total')}</th>
                        <th scope="col">{t('staff.customers.payment')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.orders.map((o) => (
                        <tr key={o.id}>
                          <td>{o.id}</td>
                          <td>{time(o.createdAt)}</td>
                          <td>{money(o.totalCents)}</td>
                          <td>{t(`staff.orders.payment.${paymentKey(o.status, '')}`)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p>{t('staff.customers.noOrders')}</p>
              )}
            </section>
          );
        })}
    </div>
  );
}

export default function CustomersApp({ locale, messages, ...venue }: CustomersAppProps) {
  return (
    <StaffRoot locale={locale} messages={messages}>
      <Customers {...venue} />
    </StaffRoot>
  );
}
