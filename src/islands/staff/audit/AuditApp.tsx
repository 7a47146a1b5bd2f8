/**
 * The audit log page (/staff/audit; issue 23 item 2) for owners and managers: filters by action, by
 * who and by order (trade id), and a table of when / who / what / order / amount, newest first. Times
 * in the venue's time zone, amounts in its currency (`buildAuditRows`).
 */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, type Locale, type Messages } from '../../../i18n';
import OrdersRoot from '../../order/OrdersRoot';
import { StaffJsonError, staffJson } from '../staff-json';
import { AUDIT_ACTION_FILTERS, auditQuery, buildAuditRows, type AuditLine } from './audit-view';
import '../staff.css';

interface Props {
  /** The venue's currency unit and rate, and its IANA time zone. */
  unit: string;
  rate: number;
  timezone: string;
}

function Audit({ unit, rate, timezone, locale }: Props & { locale: Locale }) {
  const { t } = useTranslation();
  const ids = useId();
  const [lines, setLines] = useState<AuditLine[] | null>(null);
  const [error, setError] = useState('');
  const [filters, setFilters] = useState({ action: '', member: '', tradeid: '' });
  // Everyone seen in the log so far, for the 'Who' filter.
  const [people, setPeople] = useState<Map<number, string>>(new Map());

  async function load(f = filters) {
    setError('');
    try {
      const r = await staffJson<{ lines: AuditLine[] }>(`/staff/api/audit${auditQuery(f)}`);
      setLines(r.lines);
      setPeople((prev) => {
        const next = new Map(prev);
        for (const l of r.lines) if (l.memberId !== null) next.set(l.memberId, l.memberName);
        return next;
      });
    } catch (e) {
      setError(e instanceof StaffJsonError && e.code === 'SIGN_IN' ? t('staffPeople.errors.signIn') : e instanceof StaffJsonError && e.code === 'FORBIDDEN' ? t('staffPeople.managersOnly') : t('staffPeople.errors.default'));
    }
  }
  useEffect(() => void load(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const rows = useMemo(
    () =>
      buildAuditRows(
        lines ?? [],
        { unit, rate, intlLocale: intlLocale(locale), timezone },
        (s) => t(`staffPeople.audit.statuses.${s}`, { defaultValue: String(s) }),
        (r) => t(`staffPeople.roles.${r}`, { defaultValue: r }),
      ),
    [lines, unit, rate, locale, timezone, t],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void load();
  };
  const clear = () => {
    const empty = { action: '', member: '', tradeid: '' };
    setFilters(empty);
    void load(empty);
  };

  return (
    <div className="sp sp-wide">
      <h1>{t('staffPeople.auditTitle')}</h1>
      <form className="sp-filters" onSubmit={submit} aria-label={t('staffPeople.audit.filters')} role="search">
        <label htmlFor={`${ids}-action`}>{t('staffPeople.audit.action')}</label>
        <select id={`${ids}-action`} value={filters.action} onChange={(e) => setFilters({ ...filters, action: e.target.value })}>
          <option value="">{t('staffPeople.audit.anyAction')}</option>
          {AUDIT_ACTION_FILTERS.map((a) => (
            <option key={a.value} value={a.value}>
              {t(a.key)}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-member`}>{t('staffPeople.audit.member')}</label>
        <select id={`${ids}-member`} value={filters.member} onChange={(e) => setFilters({ ...filters, member: e.target.value })}>
          <option value="">{t('staffPeople.audit.anyMember')}</option>
          {[...people].map(([id, name]) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-order`}>{t('staffPeople.audit.order')}</label>
        <input id={`${ids}-order`} value={filters.tradeid} maxLength={64} autoComplete="off" spellCheck={false} onChange={(e) => setFilters({ ...filters, tradeid: e.target.value })} />
        <div className="sp-row">
          <button type="button" className="btn" onClick={clear}>
            {t('staffPeople.audit.clear')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('staffPeople.audit.apply')}
          </button>
        </div>
      </form>
      {error && (
        <p className="sp-error" role="alert">
          {error}
        </p>
      )}
      <p className="sp-status" role="status" aria-live="polite">
        {lines && (lines.length ? t('staffPeople.audit.count', { count: lines.length }) : t('staffPeople.audit.none'))}
      </p>
      {rows.length > 0 && (
        <div className="sp-table-wrap" tabIndex={0} role="region" aria-label={t('staffPeople.auditTitle')}>
          <table className="sp-table" data-testid="audit-table">
            <thead>
              <tr>
                <th scope="col">{t('staffPeople.audit.when')}</th>
                <th scope="col">{t('staffPeople.audit.who')}</th>
                <th scope="col">{t('staffPeople.audit.what')}</th>
                <th scope="col">{t('staffPeople.audit.order')}</th>
                <th scope="col" className="sp-num">
                  {t('staffPeople.audit.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <time dateTime={r.iso}>{r.when}</time>
                  </td>
                  <td>{r.who ?? t('staffPeople.audit.owner')}</td>
                  <td>{t(r.whatKey, r.whatParams)}</td>
                  <td className="sp-mono">{r.order}</td>
                  <td className="sp-num">{r.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export default function AuditApp({ locale, messages, ...props }: Props & { locale: Locale; messages: Messages }) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <Audit {...props} locale={locale} />
    </OrdersRoot>
  );
}
