/**
 * The staff phone order (issue 23 item 7): the menu picker (items added as they open with + and −;
 * items with a required choice built in a choices panel — variant, modifier groups with their rules,
 * quantity — by the domain's item builder), the customer's mobile and/or e-mail, fulfilment (pickup, takeaway, delivery to the
 * venue's own zones with the full address) and time; the total priced by the domain; 'Create order
 * and send link' posts to /staff/api/phone-orders and shows where the link went, with 'Send again'.
 * Messages come from the page (the phoneOrder and deliveryAddress sections).
 */
import { useId, useMemo, useState } from 'react';
import { buildCartLines, buildTotalPrice, canAddToCart, mapItemBuildView, reduceItemBuild, type ItemBuild } from '../../../domain/item-builder';
import { formatMoney } from '../../../domain/money';
import type { Menu, Venue } from '../../../domain/types';
import { cartOf, openChoice, phoneOrderParam, pickerItems } from './phone-order-view';

export interface PhoneOrderAppProps {
  venue: Venue;
  menu: Menu;
  /** The phoneOrder and deliveryAddress message sections. */
  messages: Record<string, unknown>;
  locale: string;
  /** Intl locale for money. */
  intlLocale: string;
}

interface Created {
  tradeid: string;
  url: string;
  expiresAt: number;
  sent: { channel: 'sms' | 'email'; to: string; status: string }[];
}

function lookup(messages: Record<string, unknown>, key: string): string {
  let v: unknown = messages;
  for (const part of key.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return typeof v === 'string' ? v : key;
}

export default function PhoneOrderApp({ venue, menu, messages, locale, intlLocale }: PhoneOrderAppProps) {
  const t = (key: string, vars: Record<string, string | number> = {}) => lookup(messages, key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
  const id = useId();
  const money = (c: number) => formatMoney(c, String(venue.config.monetaryunit ?? '$'), Number(venue.config.monetaryrate ?? 1) || 1, intlLocale);
  const items = useMemo(() => pickerItems(menu), [menu]);
  const categories = venue.order_categories.filter((c) => c.type === 1 || c.type === 3 || c.type === 4);
  const [counts, setCounts] = useState<Map<number, number>>(new Map());
  // Items built with their choices (complete), and the one open in the choices panel.
  const [builds, setBuilds] = useState<ItemBuild[]>([]);
  const [choosing, setChoosing] = useState<ItemBuild | null>(null);
  const [categoryType, setCategoryType] = useState(categories[0]?.type ?? 1);
  const [later, setLater] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [customer, setCustomer] = useState({ firstname: '', phone: '', email: '' });
  const [address, setAddress] = useState({ street1: '', street2: '', city: '', postcode: '', instructions: '' });
  const [bySms, setBySms] = useState(true);
  const [byEmail, setByEmail] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [created, setCreated] = useState<Created | null>(null);
  const [notice, setNotice] = useState('');

  const lines = useMemo(() => cartOf(menu, counts, builds), [menu, counts, builds]);
  const delivery = categoryType === 4;
  const choice = {
    categoryType,
    date: later ? date : '',
    time: later ? time : '',
    ...(delivery ? { address: { ...address, phone: customer.phone, firstname: customer.firstname } } : {}),
  };
  const built = lines.length ? phoneOrderParam(venue, menu, lines, choice, Math.floor(Date.now() / 1000)) : null;
  const total = built?.ok ? built.value.priced.feetopay : 0;

  const change = (productId: number, delta: number) =>
    setCounts((prev) => {
      const next = new Map(prev);
      const n = Math.max(0, (next.get(productId) ?? 0) + delta);
      if (n === 0) next.delete(productId);
      else next.set(productId, n);
      return next;
    });

  async function post(url: string, body: unknown): Promise<Created | null> {
    setBusy(true);
    setError('');
    try {
      const r = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const j = (await r.json().catch(() => ({}))) as Partial<Created> & { message?: string; error?: string };
      if (r.status === 401) {
        setError(t('phoneOrder.signIn'));
        return null;
      }
      if (!r.ok) {
        setError(j.message || j.error || String(r.status));
        return null;
      }
      return j as Created;
    } catch (e) {
      setError(String(e));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!built) return setError(t('phoneOrder.empty'));
    if (!built.ok) return setError(built.code);
    const made = await post('/staff/api/phone-orders', {
      customer: { ...customer, country: venue.country || 'AU' },
      order: built.value.param,
      send: { sms: bySms && Boolean(customer.phone), email: byEmail && Boolean(customer.email), locale },
    });
    if (made) {
      setCreated(made);
      setNotice(t('phoneOrder.created'));
    }
  }

  async function resend() {
    if (!created) return;
    const made = await post(`/staff/api/phone-orders/${encodeURIComponent(created.tradeid)}/resend`, { sms: bySms && Boolean(customer.phone), email: byEmail && Boolean(customer.email), locale });
    if (made) {
      setCreated(made);
      setNotice(t('phoneOrder.resent'));
    }
  }

  function reset() {
    setCreated(null);
    setCounts(new Map());
    setBuilds([]);
    setChoosing(null);
    setCustomer({ firstname: '', phone: '', email: '' });
    setAddress({ street1: '', street2: '', city: '', postcode: '', instructions: '' });
    setNotice('');
  }

  if (created) {
    return (
      <section className="phone-order-done" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`} role="status">{notice}</h2>
        <ul>
          {created.sent.map((s) => (
            <li key={s.channel}>{t('phoneOrder.sentTo', { channel: s.channel === 'sms' ? t('phoneOrder.bySms') : t('phoneOrder.byEmail'), to: s.to })}</li>
          ))}
        </ul>
        <p>{t('phoneOrder.expires', { until: new Date(created.expiresAt * 1000).toLocaleString(intlLocale, { timeZone: venue.config.timezone, dateStyle: 'medium', timeStyle: 'short' }) })}</p>
        <p className="phone-order-link">
          <a href={created.url} target="_blank" rel="noopener noreferrer">{t('phoneOrder.openLink')}</a>
        </p>
        {error && <p role="alert" className="phone-order-error">{error}</p>}
        <div className="phone-order-actions">
          <button type="button" onClick={() => void resend()} disabled={busy}>{t('phoneOrder.resend')}</button>
          <button type="button" onClick={reset}>{t('phoneOrder.newOrder')}</button>
        </div>
      </section>
    );
  }

  return (
    <form className="phone-order" onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <fieldset>
        <legend>{t('phoneOrder.customer')}</legend>
        <label htmlFor={`${id}-name`}>{t('phoneOrder.name')}</label>
        <input id={`${id}-name`} autoComplete="off" value={customer.firstname} onChange={(e) => setCustomer({ ...customer, firstname: e.target.value })} />
        <label htmlFor={`${id}-phone`}>{t('phoneOrder.phone')}</label>
        <input id={`${id}-phone`} type="tel" inputMode="tel" autoComplete="off" value={customer.phone} onChange={(e) => setCustomer({ ...customer, phone: e.target.value })} />
        <label htmlFor={`${id}-email`}>{t('phoneOrder.email')}</label>
        <input id={`${id}-email`} type="email" autoComplete="off" value={customer.email} onChange={(e) => setCustomer({ ...customer, email: e.target.value })} />
      </fieldset>

      <fieldset>
        <legend>{t('phoneOrder.fulfilment')}</legend>
        <div className="phone-order-choices">
          {categories.map((c) => (
            <label key={c.type} className="choice">
              <input type="radio" name={`${id}-category`} checked={categoryType === c.type} onChange={() => setCategoryType(c.type)} />
              {c.name}
            </label>
          ))}
        </div>
        <div className="phone-order-choices">
          <label className="choice">
            <input type="radio" name={`${id}-when`} checked={!later} onChange={() => setLater(false)} />
            {t('phoneOrder.asap')}
          </label>
          <label className="choice">
            <input type="radio" name={`${id}-when`} checked={later} onChange={() => setLater(true)} />
            {t('phoneOrder.later')}
          </label>
        </div>
        {later && (
          <div className="phone-order-row">
            <label htmlFor={`${id}-date`}>{t('phoneOrder.date')}</label>
            <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
            <label htmlFor={`${id}-time`}>{t('phoneOrder.slot')}</label>
            <input id={`${id}-time`} type="time" step={300} value={time} onChange={(e) => setTime(e.target.value)} required />
          </div>
        )}
      </fieldset>

      {delivery && (
        <fieldset>
          <legend>{t('deliveryAddress.title')}</legend>
          <label htmlFor={`${id}-street`}>{t('deliveryAddress.street')}</label>
          <input id={`${id}-street`} required autoComplete="off" value={address.street1} onChange={(e) => setAddress({ ...address, street1: e.target.value })} />
          <label htmlFor={`${id}-unit`}>{t('deliveryAddress.unit')}</label>
          <input id={`${id}-unit`} autoComplete="off" value={address.street2} onChange={(e) => setAddress({ ...address, street2: e.target.value })} />
          <label htmlFor={`${id}-suburb`}>{t('deliveryAddress.suburb')}</label>
          <input id={`${id}-suburb`} required autoComplete="off" value={address.city} onChange={(e) => setAddress({ ...address, city: e.target.value })} />
          <label htmlFor={`${id}-postcode`}>{t('deliveryAddress.postcode')}</label>
          <input id={`${id}-postcode`} required inputMode="numeric" autoComplete="off" value={address.postcode} onChange={(e) => setAddress({ ...address, postcode: e.target.value.replace(/\D/g, '').slice(0, 6) })} />
          <label htmlFor={`${id}-instructions`}>{t('deliveryAddress.instructions')}</label>
          <textarea id={`${id}-instructions`} rows={2} maxLength={300} value={address.instructions} onChange={(e) => setAddress({ ...address, instructions: e.target.value })} />
        </fieldset>
      )}

      <fieldset>
        <legend>{t('phoneOrder.menu')}</legend>
        <ul className="phone-order-menu">
          {items.map((i) => {
            const n = counts.get(i.productId) ?? 0;
            if (i.needsChoice) {
              const open = choosing?.kind === 'product' && choosing.product.id === i.productId;
              return (
                <li key={i.productId} className={open ? 'open' : ''}>
                  <span className="name">{i.name}</span>
                  <span className="price">{t('phoneOrder.from', { price: money(i.price) })}</span>
                  <button type="button" className="choose" aria-expanded={open} onClick={() => setChoosing(open ? null : openChoice(menu, i.productId))}>
                    {t('phoneOrder.choose')}
                  </button>
                  {open && choosing && (
                    <ChoicesPanel
                      build={choosing}
                      t={t}
                      money={money}
                      onChange={setChoosing}
                      onAdd={() => {
                        setBuilds((b) => [...b, choosing]);
                        setChoosing(null);
                      }}
                      onCancel={() => setChoosing(null)}
                    />
                  )}
                </li>
              );
            }
            return (
              <li key={i.productId}>
                <span className="name">{i.name}</span>
                <span className="price">{money(i.price)}</span>
                <span className="qty">
                  <button type="button" aria-label={t('phoneOrder.removeItem', { name: i.name })} disabled={n === 0} onClick={() => change(i.productId, -1)}>−</button>
                  <output aria-live="polite">{n}</output>
                  <button type="button" aria-label={t('phoneOrder.addItem', { name: i.name })} onClick={() => change(i.productId, 1)}>+</button>
                </span>
              </li>
            );
          })}
        </ul>
        {builds.length > 0 && (
          <ul className="phone-order-built" aria-label={t('phoneOrder.chosenItems')}>
            {builds.map((b, n) => {
              const summary = buildCartLines(b, lineIds())
                .map((l, k) => (k === 0 ? l.name : `+ ${l.name}${l.count > 1 ? ` × ${l.count}` : ''}`))
                .join(' ');
              return (
                <li key={n}>
                  <span className="name">
                    {summary} × {b.quantity}
                  </span>
                  <span className="price">{money(buildTotalPrice(b))}</span>
                  <button type="button" aria-label={t('phoneOrder.removeItem', { name: summary })} onClick={() => setBuilds((all) => all.filter((_, k) => k !== n))}>
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <fieldset>
        <legend>{t('phoneOrder.send')}</legend>
        <div className="phone-order-choices">
          <label className="choice">
            <input type="checkbox" checked={bySms} onChange={(e) => setBySms(e.target.checked)} />
            {t('phoneOrder.bySms')}
          </label>
          <label className="choice">
            <input type="checkbox" checked={byEmail} onChange={(e) => setByEmail(e.target.checked)} />
            {t('phoneOrder.byEmail')}
          </label>
        </div>
      </fieldset>

      <p className="phone-order-total">
        {t('phoneOrder.total')}: <strong data-testid="phone-order-total">{money(total)}</strong>
      </p>
      {error && <p role="alert" className="phone-order-error">{error}</p>}
      <button type="submit" className="phone-order-submit" disabled={busy || lines.length === 0}>
        {busy ? t('phoneOrder.creating') : t('phoneOrder.create')}
      </button>
    </form>
  );
}

function lineIds() {
  let n = 1;
  return { lineId: () => n++, groupId: () => n++, sequenceId: () => n++ };
}

/**
 * The choices panel of one item (issue 23 item 7): its variants, its modifier groups with their rules
 * ('Required', 'Choose up to N') and the quantity, driven by the domain's `reduceItemBuild`; 'Add to
 * order' only once every required choice is made (`canAddToCart`). A refusal (a limit reached, sold
 * out) is said in the panel.
 */
function ChoicesPanel({
  build,
  t,
  money,
  onChange,
  onAdd,
  onCancel,
}: {
  build: ItemBuild;
  t: (key: string, vars?: Record<string, string | number>) => string;
  money: (cents: number) => string;
  onChange: (next: ItemBuild) => void;
  onAdd: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const view = mapItemBuildView(build);
  const act = (action: Parameters<typeof reduceItemBuild>[1]) => onChange(reduceItemBuild(build, action));
  const rule = (g: (typeof view.choices)[number]['groups'][number]) =>
    g.required ? t('phoneOrder.required', { count: Math.max(1, g.minimum) }) : g.limit > 0 ? t('phoneOrder.upTo', { count: g.limit }) : '';
  return (
    <div className="phone-order-panel" role="group" aria-label={t('phoneOrder.choicesFor', { name: view.name })}>
      {view.choices.map((c) => (
        <div key={c.productId} className="panel-choice">
          {c.variants.length > 1 && (
            <fieldset>
              <legend>{t('phoneOrder.variant')}</legend>
              {c.variants.map((v) => (
                <label key={v.variant.id} className="choice">
                  <input type="radio" name={`${id}-variant`} checked={v.checked} disabled={v.soldOut} onChange={() => act({ type: 'selectVariant', variantId: v.variant.id, target: c.target })} />
                  {v.variant.name} · {v.price.kind === 'difference' ? `+${money(v.price.cents)}` : money(v.price.cents)}
                </label>
              ))}
            </fieldset>
          )}
          {c.groups.map((g) => (
            <fieldset key={g.id} className={g.unmet ? 'unmet' : ''} aria-invalid={g.unmet || undefined}>
              <legend>
                {g.name} {rule(g) && <span className="rule">({rule(g)})</span>}
              </legend>
              {g.options.map((o) => (
                <label key={o.modifier.id} className="choice">
                  <input
                    type={g.limit === 1 ? 'radio' : 'checkbox'}
                    name={`${id}-g${g.id}`}
                    checked={o.checked}
                    disabled={o.disabled && !o.checked}
                    onChange={() => act({ type: 'toggleModifier', modifierId: o.modifier.id, target: c.target })}
                  />
                  {o.modifier.name}
                  {o.modifier.price ? ` · +${money(o.modifier.price)}` : ''}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      ))}
      <div className="panel-qty">
        <button type="button" aria-label={t('phoneOrder.fewer')} disabled={!view.canDecrease} onClick={() => act({ type: 'decrementQuantity' })}>
          −
        </button>
        <output aria-live="polite">{view.quantity}</output>
        <button type="button" aria-label={t('phoneOrder.more')} disabled={!view.canIncrease} onClick={() => act({ type: 'incrementQuantity' })}>
          +
        </button>
      </div>
      {view.message && (
        <p role="alert" className="phone-order-error">
          {t('phoneOrder.refused')}
        </p>
      )}
      <div className="phone-order-actions">
        <button type="button" className="add" disabled={!canAddToCart(build)} onClick={onAdd}>
          {t('phoneOrder.addToOrder', { price: money(view.total) })}
        </button>
        <button type="button" onClick={onCancel}>
          {t('phoneOrder.cancel')}
        </button>
      </div>
    </div>
  );
}
