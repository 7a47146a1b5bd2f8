/**
 * The owner's people page (/staff/people; issue 23 item 2): the venue's staff members with their role
 * and state; add a person (name, login name, role, PIN of 4–8 digits or a password), change a role,
 * disable or enable, and reset a PIN or password. Disabling and resetting sign the person out at once
 * (the server revokes their sessions). Every change answers in a live region; bad input is shown by
 * the field it concerns, in the page's language.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../../i18n';
import OrdersRoot from '../../order/OrdersRoot';
import { StaffJsonError, staffJson } from '../staff-json';
import '../staff.css';
import { useConfirm } from '../../ui/ConfirmDialog';

type Role = 'owner' | 'manager' | 'staff';
interface Member {
  id: number;
  name: string;
  login: string;
  role: Role;
  secretKind: 'pin' | 'password';
  disabled: boolean;
}
const ROLES: Role[] = ['staff', 'manager', 'owner'];
const FIELDS = ['pin', 'password', 'login', 'name', 'role'];

function People({ myId }: { myId: number | null }) {
  const { t } = useTranslation();
  const ids = useId();
  const [members, setMembers] = useState<Member[] | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const [form, setForm] = useState({ name: '', login: '', role: 'staff' as Role, kind: 'pin' as 'pin' | 'password', secret: '' });
  const [resetting, setResetting] = useState<number | null>(null);
  const [resetKind, setResetKind] = useState<'pin' | 'password'>('pin');
  const [resetSecret, setResetSecret] = useState('');
  const [busy, setBusy] = useState(false);

  const why = (e: unknown): { field?: string; text: string } => {
    if (e instanceof StaffJsonError) {
      if (e.code === 'SIGN_IN') return { text: t('staffPeople.errors.signIn') };
      if (e.field && FIELDS.includes(e.field)) return { field: e.field, text: t(`staffPeople.errors.${e.field}`) };
      if (e.code === 'FORBIDDEN' || e.code === 'NOT_FOUND') return { text: t(`staffPeople.errors.${e.code}`) };
    }
    return { text: t('staffPeople.errors.default') };
  };
  const load = () =>
    staffJson<{ members: Member[] }>('/staff/api/people').then(
      (r) => setMembers(r.members),
      (e: unknown) => setError(why(e)),
    );
  useEffect(() => void load(), []); // eslint-disable-line react-hooks/exhaustive-deps

  async function run(body: unknown, done: (m: Member) => string): Promise<boolean> {
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      const r = await staffJson<{ member: Member }>('/staff/api/people', body);
      setStatus(done(r.member));
      await load();
      return true;
    } catch (e) {
      setError(why(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    const secret = form.kind === 'pin' ? { pin: form.secret } : { password: form.secret };
    const ok = await run({ action: 'add', name: form.name, login: form.login, role: form.role, ...secret }, (m) => t('staffPeople.added', { name: m.name }));
    if (ok) setForm({ name: '', login: '', role: 'staff', kind: 'pin', secret: '' });
  }
  async function reset(e: FormEvent, m: Member) {
    e.preventDefault();
    const ok = await run({ action: 'reset', id: m.id, ...(resetKind === 'pin' ? { pin: resetSecret } : { password: resetSecret }) }, (x) => t('staffPeople.resetDone', { name: x.name }));
    if (ok) {
      setResetting(null);
      setResetSecret('');
    }
  }
  const roleName = (r: Role) => t(`staffPeople.roles.${r}`);
  const fieldError = (f: string) => (error?.field === f ? `${ids}-err` : undefined);
  const { dialog, ask } = useConfirm();

  return (
    <div className="sp">
      <h1>{t('staffPeople.peopleTitle')}</h1>
      <p className="sp-status" role="status" aria-live="polite">
        {status}
      </p>
      {error && (
        <p className="sp-error" role="alert" id={`${ids}-err`}>
          {error.text}
        </p>
      )}
      <section aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`}>{t('staffPeople.listTitle')}</h2>
        {members && members.length === 0 && <p>{t('staffPeople.empty')}</p>}
        <ul className="sp-list">
          {(members ?? []).map((m) => (
            <li key={m.id} className={m.disabled ? 'sp-member sp-off' : 'sp-member'} data-testid="staff-member">
              <div className="sp-who">
                <strong>{m.name}</strong>
                {m.id === myId && <span className="sp-chip">{t('staffPeople.you')}</span>}
                <span className={m.disabled ? 'sp-chip sp-chip-off' : 'sp-chip'}>{m.disabled ? t('staffPeople.disabled') : t('staffPeople.active')}</span>
                <div className="sp-meta">{t('staffPeople.loginAs', { login: m.login })}</div>
              </div>
              <div className="sp-actions">
                <label className="sp-inline">
                  <span className="sr-only">{t('staffPeople.roleOf', { name: m.name })}</span>
                  <select value={m.role} disabled={busy || m.id === myId} onChange={(e) => void run({ action: 'role', id: m.id, role: e.target.value }, (x) => t('staffPeople.roleChanged', { name: x.name, role: roleName(x.role) }))}>
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {roleName(r)}
                      </option>
                    ))}
                  </select>
                </label>
                {m.disabled ? (
                  <button type="button" className="btn" disabled={busy} onClick={() => void run({ action: 'enable', id: m.id }, (x) => t('staffPeople.enabledDone', { name: x.name }))}>
                    {t('staffPeople.enable')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn sp-warn"
                    disabled={busy || m.id === myId}
                    onClick={() =>
                      void ask({ title: t('staffPeople.confirmDisable', { name: m.name }), confirmLabel: t('staffPeople.disable'), cancelLabel: t('common.back'), danger: true }).then(
                        (yes) => yes && run({ action: 'disable', id: m.id }, (x) => t('staffPeople.disabledDone', { name: x.name })),
                      )
                    }
                  >
                    {t('staffPeople.disable')}
                  </button>
                )}
                <button type="button" className="btn" aria-expanded={resetting === m.id} disabled={busy} onClick={() => setResetting(resetting === m.id ? null : m.id)}>
                  {t('staffPeople.resetPin')}
                </button>
              </div>
              {resetting === m.id && (
                <form className="sp-reset" onSubmit={(e) => void reset(e, m)}>
                  <fieldset>
                    <legend>{t('staffPeople.resetTitle', { name: m.name })}</legend>
                    <SecretFields kind={resetKind} setKind={setResetKind} value={resetSecret} setValue={setResetSecret} idBase={`${ids}-r${m.id}`} errorId={fieldError(resetKind)} />
                    <div className="sp-row">
                      <button type="button" className="btn" onClick={() => setResetting(null)}>
                        {t('staffPeople.cancel')}
                      </button>
                      <button type="submit" className="btn btn-primary" disabled={busy}>
                        {t('staffPeople.save')}
                      </button>
                    </div>
                  </fieldset>
                </form>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${ids}-add`}>
        <h2 id={`${ids}-add`}>{t('staffPeople.addTitle')}</h2>
        <form className="sp-form" onSubmit={(e) => void add(e)} data-testid="add-person">
          <label htmlFor={`${ids}-name`}>{t('staffPeople.name')}</label>
          <input id={`${ids}-name`} value={form.name} maxLength={60} required autoComplete="off" aria-invalid={error?.field === 'name'} aria-describedby={fieldError('name')} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <label htmlFor={`${ids}-login`}>{t('staffPeople.login')}</label>
          <input
            id={`${ids}-login`}
            value={form.login}
            maxLength={32}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error?.field === 'login'}
            aria-describedby={[`${ids}-login-hint`, fieldError('login')].filter(Boolean).join(' ')}
            onChange={(e) => setForm({ ...form, login: e.target.value })}
          />
          <p className="sp-hint" id={`${ids}-login-hint`}>
            {t('staffPeople.loginHint')}
          </p>
          <label htmlFor={`${ids}-role`}>{t('staffPeople.role')}</label>
          <select id={`${ids}-role`} value={form.role} aria-describedby={`${ids}-role-help`} onChange={(e) => setForm({ ...form, role: e.target.value as Role })}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleName(r)}
              </option>
            ))}
          </select>
          <p className="sp-hint" id={`${ids}-role-help`}>
            {t('staffPeople.roleHelp')}
          </p>
          <SecretFields kind={form.kind} setKind={(kind) => setForm({ ...form, kind })} value={form.secret} setValue={(secret) => setForm({ ...form, secret })} idBase={`${ids}-new`} errorId={fieldError(form.kind)} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('staffPeople.add')}
          </button>
        </form>
      </section>
      {dialog}
    </div>
  );
}

/** PIN or password: a choice and one field (digits only for a PIN). */
function SecretFields(p: { kind: 'pin' | 'password'; setKind: (k: 'pin' | 'password') => void; value: string; setValue: (v: string) => void; idBase: string; errorId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="sp-kind">
        <legend>{t('staffPeople.signInWith')}</legend>
        {(['pin', 'password'] as const).map((k) => (
          <label key={k} className="sp-inline">
            <input type="radio" name={`${p.idBase}-kind`} value={k} checked={p.kind === k} onChange={() => p.setKind(k)} /> {t(`staffPeople.${k}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${p.idBase}-secret`}>{t(`staffPeople.${p.kind}`)}</label>
      <input
        id={`${p.idBase}-secret`}
        type="password"
        inputMode={p.kind === 'pin' ? 'numeric' : 'text'}
        autoComplete="new-password"
        required
        maxLength={p.kind === 'pin' ? 8 : 128}
        value={p.value}
        aria-invalid={p.errorId !== undefined}
        aria-describedby={[`${p.idBase}-hint`, p.errorId].filter(Boolean).join(' ')}
        onChange={(e) => p.setValue(e.target.value)}
      />
      <p className="sp-hint" id={`${p.idBase}-hint`}>
        {t(p.kind === 'pin' ? 'staffPeople.pinHint' : 'staffPeople.passwordHint')}
      </p>
    </>
  );
}

export default function PeopleApp({ locale, messages, myId }: { locale: Locale; messages: Messages; myId: number | null }) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <People myId={myId} />
    </OrdersRoot>
  );
}
