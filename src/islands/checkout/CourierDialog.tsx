/**
 * Courier delivery at checkout (orders-and-payments.md §2.4 address, quote and tip drawer, §4.9 quote
 * reset, §5.1 "courier delivery needs a quote; when missing, one is created and the order then placed",
 * §5.4 tips, §7.5, §8.6): the delivery address → POST /create/delivery `create_quote` → the quote and
 * 'placeOrder'; or, when the venue's `delivery_tips_reminder` is on, 'next' (§2.4), which opens the tip
 * drawer 'addATip' (80 % of the viewport's height, '100%OfYourTipGoesToYourDeliveryDriver', not now / 5 /
 * 10 / 15 / 20 %, and 'others', which opens the custom tip modal: an amount ≥ 0) with 'placeOrder'.
 * Closing the drawer goes back to the quote. Changing the address clears the quote and asks again (the
 * same delivery id: the server replaces the unpaid quote).
 * Quote failures (§8.6): 400/422 'sorryForTheInconvenience' with the courier's message and
 * 'editAddress'; 500/503 'retry'; anything else the message alone.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeQuoteProducts, quoteFailureAction } from '../../domain/courier-delivery';
import { centsFromDisplay, formatMoney } from '../../domain/money';
import type { TipChoice } from '../../domain/tips';
import { intlLocale, toLocale, DEFAULT_LOCALE } from '../../i18n';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { $draft } from '../stores/order';
import { $venue } from '../stores/menu';
import { useValue } from '../stores/react';
import { courierTipFigures, type CourierChoice } from '../stores/checkout-flow';
import { closeCourier, courierDeliveryId, loadCourierAddress, saveCourierAddress } from './courier-store';
import GuestField from './GuestField';
import GeoLookup, { LOOKUP_COUNTRIES } from '../account/GeoLookup';
import { courierAddressFromSaved, withMemberContact } from './courier-address';
import { formatAddressLine, suburbName } from '../../domain/address-format';
import { isLoginSession, loadSession } from '../stores/session';
import type { GeoEntry, Shipping } from '../api/accounts';
import { placeCheckoutOrder } from './run-checkout';
import { postJson } from '../api/http';

type Address = CourierChoice['address'];
type Step = { kind: 'address' } | { kind: 'quoting' } | { kind: 'quote'; id: string; quote: number } | { kind: 'error'; action: 'editAddress' | 'retry' | 'message'; message: string };
const FIELDS = ['street1', 'city', 'state', 'postcode', 'firstname', 'phone'] as const;

export default function CourierDialog() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const venue = useValue($venue);
  const draft = useValue($draft);
  // The member's name and mobile filled in; saved addresses offered first (issue 27 item 5).
  const [address, setAddress] = useState<Address>(() => withMemberContact(loadCourierAddress(), loadSession()?.user));
  const [saved, setSaved] = useState<Shipping[]>([]);
  useEffect(() => {
    if (!isLoginSession(loadSession())) return;
    void import('../account/account-api')
      .then(({ accountApi }) => accountApi())
      .then(({ ops }) => ops.userInfoQuery())
      .then((u) => setSaved(u.shipping ?? []))
      .catch(() => setSaved([]));
  }, []);
  const [missing, setMissing] = useState<string[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'address' });
  const [tipPick, setTipPick] = useState<number | 'others'>(0);
  const [otherTip, setOtherTip] = useState('');
  const [view, setView] = useState<'courier' | 'tips'>('courier');
  const [customOpen, setCustomOpen] = useState(false);
  const [customDraft, setCustomDraft] = useState('');
  const [tipError, setTipError] = useState('');
  if (!venue || !draft) return null;
  const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const rate = Number(venue.config.monetaryrate ?? 1);
  const money = (c: number) => formatMoney(c, venue.config.monetaryunit ?? '$', rate, intlLocale(locale));
  const tipsReminder = Number(venue.config.delivery_tips_reminder ?? 0) !== 0;

  const ask = async () => {
    setStep({ kind: 'quoting' });
    setView('courier');
    const products = mergeQuoteProducts(draft.lines.filter((l) => l.type === 2 || l.type === 21 || l.type === 101 || l.type === 102).map((l) => ({ name: l.name, quantity: l.count })));
    const orderValue = draft.lines.reduce((sum, l) => sum + l.price * l.count, 0);
    try {
      const res = await postJson('/create/delivery', {
        type: 'create_quote',
        delivery_id: courierDeliveryId(venue.id),
        venueId: venue.id,
        method: Number(venue.config.delivery_method),
        address,
        order_value: orderValue,
        totalPrice: orderValue,
        validDateTime: new Date(Date.now() + 45 * 60_000).toISOString(),
        products,
      });
      const answer = (await res.json()) as { success: boolean; errorCode: number; message: string; data: { id: string; fee: number; tax: number } | null };
      if (answer.success && answer.data) {
        setStep({ kind: 'quote', id: answer.data.id, quote: answer.data.fee + answer.data.tax });
        return;
      }
      const action = quoteFailureAction('create_quote', answer.errorCode);
      // 429 (our limit or the courier's): the page's own words, not the server's English.
      setStep({ kind: 'error', action: action === 'clear' ? 'message' : action, message: answer.errorCode === 429 ? t('errors.TOO_MANY_REQUESTS') : answer.message });
    } catch {
      setStep({ kind: 'error', action: 'message', message: t('errors.FAILED_TO_FETCH') });
    }
  };

  const submitAddress = (e: FormEvent) => {
    e.preventDefault();
    const gaps = FIELDS.filter((f) => !String(address[f] ?? '').trim());
    setMissing(gaps);
    if (gaps.length) return;
    saveCourierAddress(address);
    void ask();
  };

  /** Places the order with the tip chosen in the drawer (none without the reminder). */
  const place = () => {
    if (step.kind !== 'quote') return;
    let tip: TipChoice = { kind: 'none' };
    if (tipsReminder && tipPick === 'others') tip = { kind: 'cents', cents: centsFromDisplay(Number(otherTip), rate) };
    else if (tipsReminder && tipPick !== 'others' && tipPick > 0) tip = { kind: 'preset', percent: tipPick };
    closeCourier();
    void placeCheckoutOrder(t, { tableMode: false, courier: { deliveryId: step.id, quote: step.quote, tip, address } });
  };

  /** The custom tip modal's 'OK': an amount ≥ 0 in display currency (§5.4), else the message. */
  const confirmCustom = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(customDraft);
    if (customDraft.trim() === '' || !Number.isFinite(n) || n < 0) {
      setTipError(t('delivery.pleaseEnterAValueGreaterThanOrEqualTo0'));
      return;
    }
    setOtherTip(customDraft.trim());
    setTipPick('others');
    setCustomOpen(false);
  };

  /** A change to the address: §4.9, a changed address resets the quote. */
  const edit = (change: Partial<Address>) => {
    setAddress((a) => ({ ...a, ...change }));
    if (step.kind === 'quote') setStep({ kind: 'address' });
  };
  const lookup = LOOKUP_COUNTRIES.has(address.country || 'AU');
  /** A postcode or suburb picked from the lookup fills postcode, suburb and state together. */
  const pickGeo = (g: GeoEntry) => edit({ postcode: g.postcode, city: suburbName(g.city), state: g.state });

  const field = (name: (typeof FIELDS)[number], autoComplete: string, wide = false) => (
    <div className={`guest-field ${wide ? 'courier-wide' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{t(`delivery.${name}`)} *</label>
      <input
        id={`${id}-${name}`}
        name={name}
        autoComplete={autoComplete}
        value={String(address[name] ?? '')}
        aria-invalid={missing.includes(name)}
        aria-describedby={missing.includes(name) ? `${id}-${name}-e` : undefined}
        onChange={(e) => edit({ [name]: e.target.value })}
      />
      {missing.includes(name) && (
        <span id={`${id}-${name}-e`} className="guest-error">
          {t('delivery.required')}
        </span>
      )}
    </div>
  );

  if (view === 'tips' && step.kind === 'quote') {
    const chosenTip: TipChoice = tipPick === 'others' ? { kind: 'cents', cents: centsFromDisplay(Number(otherTip), rate) } : tipPick > 0 ? { kind: 'preset', percent: tipPick } : { kind: 'none' };
    // Priced as the order will be (and as the server recomputes it): each preset in $, the total after the tip.
    const preview = courierTipFigures(venue, draft.lines, step.quote, chosenTip, Math.floor(Date.now() / 1000)) ?? { tip: 0, total: 0, presets: [] };
    return (
      <>
        <Dialog open variant="bottom" onClose={() => setView('courier')} labelledBy={`${id}-tip-t`} className="tip-drawer" closeable={!customOpen}>
          <div className="panel-head">
            <h2 id={`${id}-tip-t`}>{t('delivery.addATip')}</h2>
            <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={() => setView('courier')}>
              <Icon name="close" />
            </button>
          </div>
          <div className="panel-body tip-drawer-body">
            <p className="muted">{t('delivery.100%OfYourTipGoesToYourDeliveryDriver')}</p>
            <fieldset className="courier-tips">
              <legend className="sr-only">{t('delivery.tip')}</legend>
              <div className="courier-tip-choices">
                {preview.presets.map(({ percent: p, cents }) => (
                  <label key={p} className={`chip ${tipPick === p ? 'is-on' : ''}`}>
                    <input type="radio" name={`${id}-tip`} checked={tipPick === p} onChange={() => setTipPick(p)} />
                    {/* Each tip as % and $ (issue 27 item 6). */}
                    {p === 0 ? t('delivery.notNow') : `${p}% · ${money(cents)}`}
                  </label>
                ))}
                <button
                  type="button"
                  className={`chip ${tipPick === 'others' ? 'is-on' : ''}`}
                  aria-pressed={tipPick === 'others'}
                  aria-haspopup="dialog"
                  data-testid="tip-others"
                  onClick={() => {
                    setCustomDraft(otherTip);
                    setTipError('');
                    setCustomOpen(true);
                  }}
                >
                  {t('delivery.others')}
                  {tipPick === 'others' && <span> · {money(centsFromDisplay(Number(otherTip), rate))}</span>}
                </button>
              </div>
            </fieldset>
            <p className="courier-fee">
              <span>{t('delivery.fee')}</span>
              <strong>{money(step.quote)}</strong>
            </p>
            <p className="courier-fee">
              <span>{t('delivery.tip')}</span>
              <strong data-testid="courier-tip-amount">{money(preview.tip)}</strong>
            </p>
            <p className="courier-fee courier-total" aria-live="polite">
              <span>{t('dinerWalk.totalAfterTip')}</span>
              <strong data-testid="courier-total-after-tip">{money(preview.total)}</strong>
            </p>
          </div>
          <div className="tip-drawer-foot">
            <button type="button" className="btn btn-primary btn-block" onClick={place} data-testid="courier-place">
              {t('delivery.placeOrder')}
            </button>
          </div>
        </Dialog>
        {customOpen && (
          <Dialog open onClose={() => setCustomOpen(false)} labelledBy={`${id}-other-t`} className="checkout-dialog tip-custom">
            <form className="guest-form" onSubmit={confirmCustom} noValidate>
              <h2 id={`${id}-other-t`}>{t('delivery.otherAmount')}</h2>
              <GuestField
                id={`${id}-other`}
                label={`${t('delivery.otherAmount')} (${venue.config.monetaryunit ?? '$'})`}
                inputMode="decimal"
                value={customDraft}
                error={tipError}
                onChange={(e) => (setCustomDraft(e.target.value), setTipError(''))}
              />
              <div className="dialog-actions">
                <button type="button" className="btn btn-ghost" onClick={() => setCustomOpen(false)}>
                  {t('common.cancel')}
                </button>
                <button type="submit" className="btn btn-primary" data-testid="tip-other-ok">
                  {t('common.ok')}
                </button>
              </div>
            </form>
          </Dialog>
        )}
      </>
    );
  }

  return (
    <Dialog open onClose={closeCourier} labelledBy={`${id}-t`} className="checkout-dialog courier-dialog" role={step.kind === 'error' ? 'alertdialog' : 'dialog'}>
      <button type="button" className="icon-btn dialog-close" aria-label={t('common.close')} onClick={closeCourier}>
        <Icon name="close" />
      </button>
      {step.kind === 'error' ? (
        <div data-testid="courier-error">
          <h2 id={`${id}-t`}>{t('delivery.sorryForTheInconvenience')}</h2>
          <p>{step.message}</p>
          <div className="dialog-actions">
            {step.action === 'editAddress' && (
              <button type="button" className="btn btn-primary" onClick={() => setStep({ kind: 'address' })}>
                {t('delivery.editAddress')}
              </button>
            )}
            {step.action === 'retry' && (
              <>
                <button type="button" className="btn btn-ghost" onClick={closeCourier}>
                  {t('delivery.later')}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => void ask()}>
                  {t('delivery.retry')}
                </button>
              </>
            )}
            {step.action === 'message' && (
              <button type="button" className="btn btn-primary" onClick={() => setStep({ kind: 'address' })}>
                {t('common.ok')}
              </button>
            )}
          </div>
        </div>
      ) : (
        <>
          <h2 id={`${id}-t`}>{t('delivery.title')}</h2>
          {saved.length > 0 && step.kind !== 'quoting' && (
            <section className="courier-saved" aria-labelledby={`${id}-saved`}>
              <h3 id={`${id}-saved`}>{t('dinerWalk.savedAddresses')}</h3>
              <ul>
                {saved.map((a) => (
                  <li key={a.id}>
                    <button type="button" className="chip courier-saved-pick" onClick={() => (setAddress(courierAddressFromSaved(a)), setMissing([]), setStep({ kind: 'address' }))} data-testid="courier-saved-address">
                      {formatAddressLine(a)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <form className="guest-form courier-form" onSubmit={submitAddress} noValidate>
            <fieldset className="courier-address" disabled={step.kind === 'quoting'}>
              <legend>{t('delivery.address')}</legend>
              {field('street1', 'address-line1', true)}
              {lookup ? (
                <>
                  {/* The address book's postcode / suburb lookup, the same component (issue 27 item 5). */}
                  <GeoLookup id={`${id}-postcode`} label={t('delivery.postcode')} mode={1} value={address.postcode} country={address.country} onText={(v) => edit({ postcode: v })} onPick={pickGeo} error={missing.includes('postcode') ? t('delivery.required') : undefined} />
                  <GeoLookup id={`${id}-city`} label={t('delivery.city')} mode={2} value={address.city} country={address.country} onText={(v) => edit({ city: v })} onPick={pickGeo} error={missing.includes('city') ? t('delivery.required') : undefined} />
                </>
              ) : (
                <>
                  {field('city', 'address-level2')}
                  {field('postcode', 'postal-code')}
                </>
              )}
              {field('state', 'address-level1')}
              {field('firstname', 'name')}
              {field('phone', 'tel', true)}
            </fieldset>
            {step.kind !== 'quote' && (
              <button type="submit" className="btn btn-primary btn-block" disabled={step.kind === 'quoting'} data-testid="courier-get-quote">
                {step.kind === 'quoting' ? t('delivery.quoting') : t('delivery.getQuote')}
              </button>
            )}
          </form>
          {step.kind === 'quote' && (
            <div className="courier-quote" data-testid="courier-quote">
              <p className="courier-fee">
                <span>{t('delivery.fee')}</span>
                <strong data-testid="courier-fee">{money(step.quote)}</strong>
              </p>
              {tipsReminder ? (
                <button type="button" className="btn btn-primary btn-block" onClick={() => setView('tips')} data-testid="courier-next">
                  {t('delivery.next')}
                </button>
              ) : (
                <button type="button" className="btn btn-primary btn-block" onClick={place} data-testid="courier-place">
                  {t('delivery.placeOrder')}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
