/**
 * The staff app's Printers section on /staff/settings (issue 25 item 3), for managers and owners: the
 * venue's kitchen printers (code, kind, address, stations, state: online / offline since HH:MM in the
 * venue's time zone / N waiting), a form to add or edit one (stations as checkboxes from the venue's
 * stations), remove behind the shared confirm dialog (its waiting tickets are cancelled), and a
 * CloudPRNT printer's full server URL with its secret, copyable. Talks to GET/POST
 * /staff/api/kitchen/printers and POST /staff/api/kitchen/printers/remove (the server refuses the staff
 * role with 403 and records every change in the audit log). Errors in the staff's language.
 */
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../../i18n';
import { createI18n } from '../../../i18n/create';
import { useConfirm } from '../../ui/ConfirmDialog';

type Kind = 'escpos-tcp' | 'cloudprnt' | 'view';
const KINDS: Kind[] = ['escpos-tcp', 'cloudprnt', 'view'];

/** A printer as GET /staff/api/kitchen/printers answers it (PrinterView); instants in ms since the epoch. */
interface Printer {
  code: string;
  kind: Kind;
  address: string;
  stations: string[];
  state: 'online' | 'offline' | 'unknown' | 'view';
  offlineSince: number | null;
  lastError: string;
  waiting: number;
  cloudprntPath: string;
}
interface Answer {
  printers: Printer[];
  stations: { code: string; name: string }[];
  cloudprntBase: string;
}
interface Draft {
  code: string;
  kind: Kind;
  address: string;
  stations: string[];
}
type Note = { kind: 'ok' | 'error'; text: string } | null;

const EMPTY: Draft = { code: '', kind: 'escpos-tcp', address: '', stations: [] };

async function post(path: string, body: unknown): Promise<{ ok: boolean; status: number; json: Record<string, unknown> }> {
  const r = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await r.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: r.ok, status: r.status, json };
}

function Printers({ locale, timeZone }: { locale: Locale; timeZone: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { dialog, ask } = useConfirm();
  const [data, setData] = useState<Answer | null>(null);
  const [note, setNote] = useState<Note>(null);
  /** The form: null closed; `editing` the code being edited ('' = adding). */
  const [form, setForm] = useState<{ editing: string; draft: Draft } | null>(null);
  const [formError, setFormError] = useState('');

  const load = useCallback(async () => {
    const r = await fetch('/staff/api/kitchen/printers', { credentials: 'same-origin' });
    if (r.ok) setData((await r.json()) as Answer);
    else setNote({ kind: 'error', text: r.status === 403 ? t('staff.printers.forbidden') : t('staff.printers.loadFailed') });
  }, [t]);
  useEffect(() => void load(), [load]);

  const clock = useMemo(
    () => new Intl.DateTimeFormat(locale === 'zh-CN' ? 'zh-CN' : locale === 'en-au' ? 'en-AU' : 'en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }),
    [locale, timeZone],
  );
  const stateText = (p: Printer) => {
    const state = p.state === 'offline' && p.offlineSince !== null ? t('staff.printers.state.offline', { time: clock.format(new Date(p.offlineSince)) }) : t(`staff.printers.state.${p.state}`);
    return p.waiting > 0 ? `${state} · ${t('staff.printers.waiting', { count: p.waiting })}` : state;
  };
  const stationName = (code: string) => data?.stations.find((s) => s.code === code)?.name ?? code;

  /** The server's refusal in words: BAD_PRINTER by its reason, others by the server's message (already in the staff's language). */
  const refusal = (json: Record<string, unknown>) => {
    const reason = (json.params as { reason?: string } | undefined)?.reason;
    // The server's reason 'host:port' reads under the key 'address' (a ':' would be i18next's namespace separator).
    if (json.error === 'BAD_PRINTER' && reason && ['code', 'kind', 'host:port', 'stations'].includes(reason)) return t(`staff.printers.bad.${reason === 'host:port' ? 'address' : reason}`);
    if (json.error === 'FORBIDDEN') return t('staff.printers.forbidden');
    return typeof json.message === 'string' ? json.message : t('staff.printers.loadFailed');
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    setFormError('');
    const { draft, editing } = form;
    const r = await post('/staff/api/kitchen/printers', { ...draft, address: draft.kind === 'escpos-tcp' ? draft.address : '', create: editing === '' });
    if (!r.ok) {
      setFormError(refusal(r.json));
      return;
    }
    setForm(null);
    setNote({ kind: 'ok', text: t('staff.printers.saved', { code: draft.code.trim() }) });
    await load();
  };

  const remove = async (p: Printer) => {
    const yes = await ask({
      title: t('staff.printers.removeTitle', { code: p.code }),
      body: p.waiting > 0 ? t('staff.printers.removeBody', { count: p.waiting }) : t('staff.printers.removeBodyNone'),
      confirmLabel: t('staff.printers.remove'),
      cancelLabel: t('staff.printers.cancel'),
      danger: true,
    });
    if (!yes) return;
    const r = await post('/staff/api/kitchen/printers/remove', { code: p.code });
    if (!r.ok) setNote({ kind: 'error', text: refusal(r.json) });
    else {
      const cancelled = Number(r.json.cancelled ?? 0);
      setNote({ kind: 'ok', text: cancelled > 0 ? t('staff.printers.removedCancelled', { code: p.code, count: cancelled }) : t('staff.printers.removed', { code: p.code }) });
      if (form?.editing === p.code) setForm(null);
    }
    await load();
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNote({ kind: 'ok', text: t('staff.printers.copied') });
    } catch {
      (document.getElementById(`${id}-url-${url}`) as HTMLInputElement | null)?.select();
    }
  };

  const setDraft = (patch: Partial<Draft>) => form && setForm({ ...form, draft: { ...form.draft, ...patch } });

  return (
    <section className="card od-sec" aria-labelledby={`${id}-h`} data-testid="printers">
      <h2 id={`${id}-h`}>{t('staff.printers.title')}</h2>
      <p>{t('staff.printers.intro')}</p>
      {data && data.printers.length === 0 && <p>{t('staff.printers.none')}</p>}
      {data && data.printers.length > 0 && (
        <ul className="printer-list" style={{ listStyle: 'none', padding: 0 }}>
          {data.printers.map((p) => {
            const url = p.cloudprntPath ? `${data.cloudprntBase}${p.cloudprntPath}` : '';
            return (
              <li key={p.code} data-testid="printer-row" data-code={p.code} style={{ borderBottom: '1px solid var(--line, #ddd)', padding: '0.5rem 0' }}>
                <h3 style={{ margin: 0 }}>{p.code}</h3>
                <p style={{ margin: '0.25rem 0' }}>
                  {t(`staff.printers.kinds.${p.kind}`)}
                  {p.address && <> · <span dir="ltr">{p.address}</span></>}
                </p>
                <p style={{ margin: '0.25rem 0' }}>
                  {t('staff.printers.stationsOf', { list: p.stations.map(stationName).join(locale === 'zh-CN' ? '、' : ', ') })}
                </p>
                <p style={{ margin: '0.25rem 0' }} data-testid="printer-state" data-state={p.state} title={p.lastError || undefined}>
                  {stateText(p)}
                </p>
                {url && (
                  <div>
                    <label htmlFor={`${id}-url-${url}`} style={{ display: 'block' }}>
                      {t('staff.printers.pollUrl')}
                    </label>
                    <input id={`${id}-url-${url}`} readOnly value={url} dir="ltr" data-testid="cloudprnt-url" style={{ width: '100%' }} onFocus={(e) => e.currentTarget.select()} />
                    <button type="button" className="btn btn-ghost" onClick={() => void copy(url)}>
                      {t('staff.printers.copy')}
                    </button>
                  </div>
                )}
                <div style={{ display: 'flex', gap: '0.5rem', marginTop: '0.25rem' }}>
                  <button type="button" className="btn btn-ghost" aria-label={`${t('staff.printers.edit')} ${p.code}`} onClick={() => (setFormError(''), setForm({ editing: p.code, draft: { code: p.code, kind: p.kind, address: p.address, stations: p.stations } }))}>
                    {t('staff.printers.edit')}
                  </button>
                  <button type="button" className="btn btn-ghost" aria-label={`${t('staff.printers.remove')} ${p.code}`} onClick={() => void remove(p)}>
                    {t('staff.printers.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {data && !form && (
        <button type="button" className="btn btn-primary" onClick={() => (setFormError(''), setForm({ editing: '', draft: { ...EMPTY } }))}>
          {t('staff.printers.add')}
        </button>
      )}
      {data && form && (
        <form onSubmit={(e) => void save(e)} aria-labelledby={`${id}-fh`} data-testid="printer-form">
          <h3 id={`${id}-fh`}>{form.editing ? t('staff.printers.editTitle', { code: form.editing }) : t('staff.printers.addTitle')}</h3>
          <label style={{ display: 'block' }}>
            {t('staff.printers.code')}
            <input name="code" value={form.draft.code} readOnly={form.editing !== ''} required aria-describedby={`${id}-codehint`} onChange={(e) => setDraft({ code: e.target.value })} />
          </label>
          <p id={`${id}-codehint`} style={{ margin: 0, fontSize: '0.875rem' }}>
            {t('staff.printers.codeHint')}
          </p>
          <fieldset>
            <legend>{t('staff.printers.kind')}</legend>
            {KINDS.map((k) => (
              <label key={k} style={{ display: 'block' }}>
                <input type="radio" name={`${id}-kind`} value={k} checked={form.draft.kind === k} onChange={() => setDraft({ kind: k })} />
                {t(`staff.printers.kinds.${k}`)}
              </label>
            ))}
          </fieldset>
          {form.draft.kind === 'escpos-tcp' && (
            <label style={{ display: 'block' }}>
              {t('staff.printers.address')}
              <input name="address" dir="ltr" inputMode="url" placeholder="192.168.1.50:9100" value={form.draft.address} onChange={(e) => setDraft({ address: e.target.value })} />
            </label>
          )}
          <fieldset>
            <legend>{t('staff.printers.stations')}</legend>
            {(data.stations ?? []).map((s) => (
              <label key={s.code} style={{ display: 'block' }}>
                <input
                  type="checkbox"
                  name="stations"
                  value={s.code}
                  checked={form.draft.stations.includes(s.code)}
                  onChange={(e) => setDraft({ stations: e.target.checked ? [...form.draft.stations, s.code] : form.draft.stations.filter((x) => x !== s.code) })}
                />
                {s.name}
              </label>
            ))}
          </fieldset>
          {formError && (
            <p role="alert" className="form-error">
              {formError}
            </p>
          )}
          <div style={{ display: 'flex', gap: '0.5rem' }}>
            <button type="submit" className="btn btn-primary">
              {t('staff.printers.save')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setForm(null)}>
              {t('staff.printers.cancel')}
            </button>
          </div>
        </form>
      )}
      {note && <p role={note.kind === 'error' ? 'alert' : 'status'}>{note.text}</p>}
      {dialog}
    </section>
  );
}

/** The island: `locale` the staff's language, `timeZone` the venue's (IANA), `messages` with staff.printers. */
export default function PrintersApp({ locale, messages, timeZone }: { locale: Locale; messages: Messages; timeZone: string }) {
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return (
    <I18nextProvider i18n={i18n}>
      <Printers locale={locale} timeZone={timeZone} />
    </I18nextProvider>
  );
}
