/**
 * The staff app's venue settings (issue 23 items 5, 6): capacity per 15-minute slot for each fulfilment
 * type (orders, items, subtotal), the diner cancel window and the tips on pickup and dine-in (issue 24
 * item 3: off, preset percentages, or presets or any amount), read and saved through
 * GET/POST /staff/api/settings (managers and owners; the server validates and answers 400/403).
 * Subtotals are typed in the venue's currency units and sent in cents.
 */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../../i18n';
import { createI18n } from '../../../i18n/create';
import { categoryWord } from '../board-view';

type Cap = { orders?: number; items?: number; subtotal?: number };
interface Settings {
  slot_caps: Record<string, Cap>;
  cancel_window: string | number;
  categories: { type: number; name: string }[];
  tips: { dinein: TipMode; pickup: TipMode };
}
type TipMode = 'off' | 'presets' | 'custom';
const TIP_MODES: TipMode[] = ['off', 'presets', 'custom'];
type Field = 'orders' | 'items' | 'subtotal';
const FIELDS: Field[] = ['orders', 'items', 'subtotal'];

/** The form's text for a cap (subtotal cents shown in units), '' for no limit. */
const shown = (cap: Cap | undefined, field: Field) => (cap?.[field] === undefined ? '' : field === 'subtotal' ? String(cap[field]! / 100) : String(cap[field]));

/** The caps as the server takes them: whole numbers, subtotal in cents; blank = no limit. */
export function mapCapsForm(form: Record<string, Record<Field, string>>): Record<string, Cap> {
  const out: Record<string, Cap> = {};
  for (const [type, values] of Object.entries(form)) {
    const cap: Cap = {};
    for (const field of FIELDS) {
      const raw = values[field].trim();
      if (raw === '') continue;
      cap[field] = field === 'subtotal' ? Math.round(Number(raw) * 100) : Number(raw);
    }
    out[type] = cap;
  }
  return out;
}

function Settings({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [form, setForm] = useState<Record<string, Record<Field, string>>>({});
  const [windowKind, setWindowKind] = useState<'off' | 'accepted' | 'minutes'>('off');
  const [minutes, setMinutes] = useState('10');
  const [tips, setTips] = useState<{ dinein: TipMode; pickup: TipMode }>({ dinein: 'off', pickup: 'off' });
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const apply = (s: Settings) => {
    setSettings(s);
    setTips(s.tips ?? { dinein: 'off', pickup: 'off' });
    setForm(Object.fromEntries(s.categories.map((c) => [String(c.type), { orders: shown(s.slot_caps[c.type], 'orders'), items: shown(s.slot_caps[c.type], 'items'), subtotal: shown(s.slot_caps[c.type], 'subtotal') }])));
    if (typeof s.cancel_window === 'number') {
      setWindowKind('minutes');
      setMinutes(String(s.cancel_window));
    } else setWindowKind(s.cancel_window === 'accepted' ? 'accepted' : 'off');
  };
  useEffect(() => {
    void fetch('/staff/api/settings', { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then(apply)
      .catch(() => setMessage({ kind: 'error', text: t('errors.OPERATION_FAILED', { defaultValue: 'Failed' }) }));
  }, [t]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const body = { slot_caps: mapCapsForm(form), cancel_window: windowKind === 'minutes' ? Number(minutes) : windowKind, tips };
    const r = await fetch('/staff/api/settings', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (r.ok) {
      apply((await r.json()) as Settings);
      setMessage({ kind: 'ok', text: t('capacity.saved') });
    } else if (r.status === 403) setMessage({ kind: 'error', text: t('errors.FORBIDDEN', { defaultValue: 'Forbidden' }) });
    else setMessage({ kind: 'error', text: t('capacity.badCap', { max: 10000 }) });
  };

  if (!settings) return <p role="status">{message?.text ?? t('common.loading')}</p>;
  return (
    <form className="card od-sec" onSubmit={(e) => void save(e)}>
      <h2 id={`${id}-caps`}>{t('capacity.title')}</h2>
      {settings.categories.map((c) => (
        <fieldset key={c.type}>
          <legend>{categoryWord({ category: c.name, categoryType: c.type, categoryI18n: undefined }, locale, t)}</legend>
          {FIELDS.map((field) => (
            <label key={field} style={{ display: 'block' }}>
              {t(`capacity.${field}`)}
              <input
                inputMode={field === 'subtotal' ? 'decimal' : 'numeric'}
                value={form[String(c.type)]?.[field] ?? ''}
                placeholder={t('capacity.noLimit')}
                onChange={(e) => setForm({ ...form, [String(c.type)]: { ...form[String(c.type)], [field]: e.target.value } })}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <fieldset>
        <legend>{t('cancelOrder.windowLabel')}</legend>
        {(['off', 'accepted', 'minutes'] as const).map((kind) => (
          <label key={kind} style={{ display: 'block' }}>
            <input type="radio" name={`${id}-window`} checked={windowKind === kind} onChange={() => setWindowKind(kind)} />
            {t(kind === 'off' ? 'cancelOrder.windowOff' : kind === 'accepted' ? 'cancelOrder.windowAccepted' : 'cancelOrder.windowMinutes')}
          </label>
        ))}
        {windowKind === 'minutes' && (
          <label style={{ display: 'block' }}>
            {t('cancelOrder.minutes')}
            <input inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          </label>
        )}
      </fieldset>
      <h2>{t('tipsUi.settingsTitle')}</h2>
      {(['pickup', 'dinein'] as const).map((kind) => (
        <fieldset key={kind} data-testid={`tips-${kind}`}>
          <legend>{t(`tipsUi.${kind}`)}</legend>
          {TIP_MODES.map((mode) => (
            <label key={mode} style={{ display: 'block' }}>
              <input type="radio" name={`${id}-tips-${kind}`} value={mode} checked={tips[kind] === mode} onChange={() => setTips({ ...tips, [kind]: mode })} />
              {t(`tipsUi.${mode}`)}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" className="btn btn-primary">
        {t('capacity.save')}
      </button>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'}>{message.text}</p>
      )}
    </form>
  );
}

export default function VenueSettingsApp({ locale, messages }: { locale: Locale; messages: Messages }) {
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return (
    <I18nextProvider i18n={i18n}>
      <Settings locale={locale} />
    </I18nextProvider>
  );
}
