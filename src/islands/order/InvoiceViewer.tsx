/**
 * The receipt in HTML mode (orders-and-payments.md §2.7, §7.6): the server-rendered invoice of
 * /cloud/open/invoice/view/:code in a frame, one tab per store on a multi-store order, and 'Email
 * receipt' — sent straight to the e-mail known from the profile, otherwise after asking for one
 * ('Input email address', checked on blur: 'Please enter a valid email address'). Results: 'Send email
 * receipt successfully' (Info) or 'Send email receipt failed' (Error). The receipt is shown and e-mailed
 * in the page's language: its `lang` goes with the receipt URL and with the e-mail request.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateEmail } from '../../domain/validation';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { showModal } from '../stores/ui';
import { EmailInput, FieldError } from '../ui/EmailInput';
import { receiptUrl } from '../stores/order-view';
import { postForm } from '../api/http';

export interface InvoiceRef {
  code: string;
  storeName: string;
}


/**
 * POST /cloud/open/invoice/email/:code with form fields `email` and `lang` (the language the receipt is
 * written in): 'sent' when the server accepted it, 'tooMany' past the receipt e-mail limit (429),
 * else 'failed'. Spec: orders-and-payments.md §2.7, §7.6.
 */
export async function emailReceipt(code: string, email: string, lang = ''): Promise<'sent' | 'failed' | 'tooMany'> {
  try {
    const res = await postForm(`/cloud/open/invoice/email/${encodeURIComponent(code)}`, lang ? { email, lang } : { email });
    if (res.status === 429) return 'tooMany';
    const body = (await res.json().catch(() => ({}))) as { success?: boolean };
    return res.ok && body.success === true ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

export default function InvoiceViewer({ invoices, knownEmail, orderNumber, onClose }: { invoices: InvoiceRef[]; knownEmail: string; orderNumber: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const [index, setIndex] = useState(0);
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState(knownEmail);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const current = invoices[index];

  const send = async (to: string) => {
    setSending(true);
    const sent = await emailReceipt(current.code, to, lang);
    setSending(false);
    setAsking(false);
    showModal(
      sent === 'sent'
        ? { title: t('modal.info'), body: t('orders.invoice.sent'), confirm: 'ok', kind: 'info' }
        : { title: t('modal.error'), body: sent === 'tooMany' ? t('errors.TOO_MANY_REQUESTS') : t('orders.invoice.failed'), confirm: 'ok', kind: 'error' },
    );
  };
  const onEmail = () => {
    if (knownEmail) void send(knownEmail);
    else setAsking(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateEmail(email, true);
    if (!r.ok) {
      setError(t('orders.invoice.invalidEmail'));
      return;
    }
    void send(r.value);
  };

  return (
    <Dialog open onClose={onClose} variant="sheet" labelledBy={`${id}-t`} className="invoice-panel">
      <div className="panel-head">
        <h2 id={`${id}-t`}>{t('orders.invoice.title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('orders.invoice.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {invoices.length > 1 && (
        <div className="cart-tabs" role="tablist">
          {invoices.map((inv, i) => (
            <button key={inv.code} role="tab" type="button" aria-selected={i === index} onClick={() => setIndex(i)}>
              {inv.storeName || String(i + 1)}
            </button>
          ))}
        </div>
      )}
      <div className="panel-body invoice-body">
        <iframe key={current.code} className="invoice-frame" src={receiptUrl(current.code, lang)} title={t('orders.invoice.frameTitle', { number: orderNumber })} />
      </div>
      <div className="panel-foot">
        {asking ? (
          <form className="invoice-email" onSubmit={submit} noValidate>
            <label htmlFor={`${id}-email`}>{t('orders.invoice.inputEmail')}</label>
            <div className="invoice-email-row">
              <EmailInput
                id={`${id}-email`}
                value={email}
                onValue={setEmail}
                error={error}
                onError={setError}
                isValid={(v) => validateEmail(v).ok}
                invalidMessage={t('orders.invoice.invalidEmail')}
              />
              <button type="submit" className="btn btn-primary" aria-disabled={sending}>
                {t('orders.invoice.send')}
              </button>
            </div>
            <FieldError id={`${id}-email`} error={error} />
          </form>
        ) : (
          <button type="button" className="btn btn-primary btn-block" onClick={onEmail} aria-disabled={sending} data-testid="email-receipt">
            <Icon name="receipt" />
            {sending ? t('common.loading') : t('orders.invoice.email')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
