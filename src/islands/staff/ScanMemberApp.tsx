/**
 * Scan member (issue 26 item 8; accounts-and-loyalty.md §2.11): staff scan the member's QR with the
 * camera (the browser's `BarcodeDetector`, where it exists) or paste / type the code. The code is
 * checked offline with the brand's public key first ('This code has expired — ask the diner to
 * refresh their card', or a bad signature), then the server, which verifies it again, answers the
 * card: points, credits, level, punch cards and the member's active vouchers, each redeemable here
 * (`staffVoucherRedeem`), and an 'add points' form (a positive whole number and a reason; the server
 * records it in the loyalty ledger and the staff audit log, `staffMemberPointsAdd`).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { localName, type Locale, type Messages } from '../../i18n';
import StaffRoot from './StaffRoot';
import { ApiError } from '../api/client';
import { addMemberPoints, memberCard, memberCodeKey, redeemVoucher } from './staff-api';
import { checkMemberCode } from './member-code';
import { useStaffFormat, type StaffVenueFormat } from './use-staff-format';

export interface ScanMemberAppProps extends StaffVenueFormat {
  locale: Locale;
  messages: Messages;
}

type Card = Awaited<ReturnType<typeof memberCard>>;
type Key = Awaited<ReturnType<typeof memberCodeKey>>;

/** The browser's BarcodeDetector (Chromium on Android, macOS), typed by hand: not in TypeScript's DOM lib. */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The refusal message key of a server error (`staff.scanMember.*`). */
function refusalKey(e: unknown): string {
  if (!(e instanceof ApiError)) return 'failed';
  const reason = (e.extensions.params as { reason?: string } | undefined)?.reason;
  if (e.message === 'not valid') return reason === 'expired' || reason === 'revoked' ? reason : 'invalid';
  if (e.message === 'not found') return 'notFound';
  if (e.message === 'forbidden') return 'signIn';
  return 'failed';
}

function ScanMember(venue: StaffVenueFormat) {
  const { t, money, locale } = useStaffFormat(venue);
  const local = (value: string, i18n: unknown) => localName(value, i18n, locale);
  const [key, setKey] = useState<Key | null>(null);
  const [code, setCode] = useState('');
  const [card, setCard] = useState<Card | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [canScan, setCanScan] = useState(false);
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    setHydrated(true);
    setCanScan('BarcodeDetector' in window && !!navigator.mediaDevices?.getUserMedia);
    memberCodeKey().then(setKey, (e: unknown) => setMessage({ ok: false, text: t(`staff.scanMember.${refusalKey(e)}`) }));
  }, [t]);

  const show = async (raw: string) => {
    const c = raw.trim();
    if (!c) return;
    setBusy(true);
    setCard(null);
    setMessage(null);
    const local = key ? await checkMemberCode(key.jwk, key.brand_code, c, Date.now()) : ({ ok: 'unchecked' } as const);
    if (local.ok === false) {
      setMessage({ ok: false, text: t(`staff.scanMember.${local.reason}`) });
    } else {
      try {
        setCard(await memberCard(c));
        setCode('');
      } catch (e) {
        setMessage({ ok: false, text: t(`staff.scanMember.${refusalKey(e)}`) });
      }
    }
    setBusy(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void show(code);
  };

  // The camera: frames read by BarcodeDetector every 300 ms until a QR code is seen.
  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    const Detect = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
    const detector = new Detect({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (!live || !video.current) return s.getTracks().forEach((tr) => tr.stop());
        video.current.srcObject = s;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((found) => {
            const value = found[0]?.rawValue;
            if (value && live) {
              setScanning(false);
              void show(value);
            }
          });
        }, 300);
      })
      .catch(() => {
        setScanning(false);
        setMessage({ ok: false, text: t('staff.scanMember.noCamera') });
      });
    return () => {
      live = false;
      clearInterval(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
    // `show` reads the key of this render; the scan restarts when the key arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanning, key]);

  const redeem = async (voucherCode: string) => {
    setBusy(true);
    try {
      const v = (await redeemVoucher(voucherCode)).staffVoucherRedeem;
      setMessage({ ok: true, text: t('staff.scanMember.redeemed', { code: v.code, name: v.name }) });
      setCard((c) => (c ? { ...c, vouchers: c.vouchers.filter((x) => x.code !== voucherCode) } : c));
    } catch {
      setMessage({ ok: false, text: t('staff.vouchers.failed') });
    }
    setBusy(false);
  };

  const [addCount, setAddCount] = useState('');
  const [addReason, setAddReason] = useState('');
  const addPoints = async (e: FormEvent) => {
    e.preventDefault();
    const uid = card?.customerInfo.uid;
    const points = Number(addCount);
    if (!uid) return;
    if (!Number.isInteger(points) || points < 1 || points > 100_000 || !addReason.trim()) {
      setMessage({ ok: false, text: t('staff.scanMember.addInvalid') });
      return;
    }
    setBusy(true);
    try {
      const after = await addMemberPoints({ uid, points, reason: addReason.trim() });
      setCard((c) => (c ? { ...c, customerInfo: { ...c.customerInfo, points: after.points, credit_balance: after.credit_balance } } : c));
      setMessage({ ok: true, text: t('staff.scanMember.added', { points, name: card?.customerInfo.name || uid, total: after.points }) });
      setAddCount('');
      setAddReason('');
    } catch (err) {
      setMessage({ ok: false, text: t(err instanceof ApiError && err.message === 'not valid' ? 'staff.scanMember.addInvalid' : 'staff.scanMember.addFailed') });
    }
    setBusy(false);
  };

  const info = card?.customerInfo;
  const caps = new Set(info?.capabilities.map((c) => c.cap) ?? []);
  return (
    <div className="v-page">
      <h1>{t('staff.scanMember.title')}</h1>
      <form className="s-card m-form" onSubmit={submit}>
        {canScan && (
          <>
            <button type="button" className="s-btn" onClick={() => setScanning((s) => !s)} aria-pressed={scanning} data-testid="scan-camera">
              {scanning ? t('staff.scanMember.stopCamera') : t('staff.scanMember.camera')}
            </button>
            {scanning && <video ref={video} className="m-video" muted playsInline aria-label={t('staff.scanMember.cameraView')} />}
          </>
        )}
        <div className="s-field">
          <label htmlFor="m-code">{t('staff.scanMember.code')}</label>
          <textarea ref={field} id="m-code" name="code" autoComplete="off" spellCheck={false} maxLength={2000} required value={code} onChange={(e) => setCode(e.currentTarget.value)} aria-describedby="m-code-hint" />
          <small id="m-code-hint">{t('staff.scanMember.hint')}</small>
        </div>
        <button type="submit" className="s-btn primary" disabled={!hydrated || busy} data-testid="scan-show">
          {t('staff.scanMember.show')}
        </button>
      </form>
      <p role="status" className={message ? (message.ok ? 'v-result ok' : 'v-result s-error') : 'v-result'} data-testid="scan-result">
        {message?.text}
      </p>
      {info && card && (
        <section className="s-card m-card" aria-labelledby="m-card-name" data-testid="member-card">
          <h2 id="m-card-name">{info.name || t('staff.customers.noName')}</h2>
          <dl>
            <dt>{t('staff.scanMember.memberId')}</dt>
            <dd>{info.uid}</dd>
            {caps.has('points') && (
              <>
                <dt>{t('staff.scanMember.points')}</dt>
                <dd data-testid="member-points">{info.points}</dd>
              </>
            )}
            {caps.has('credits') && (
              <>
                <dt>{t('staff.scanMember.credits')}</dt>
                <dd data-testid="member-credits">{money(info.credit_balance)}</dd>
              </>
            )}
            {caps.has('grade') && info.grade && (
              <>
                <dt>{t('staff.scanMember.level')}</dt>
                <dd>{local(info.grade, info.grade_i18n)}</dd>
              </>
            )}
            {info.punches.map((p) => (
              <div key={p.id} className="m-pair">
                <dt>{local(p.name, p.name_i18n)}</dt>
                <dd>{t('staff.scanMember.punches', { count: p.count, threshold: p.threshold })}</dd>
              </div>
            ))}
          </dl>
          {caps.has('points') && (
            <form className="m-add" onSubmit={(e) => void addPoints(e)} aria-labelledby="m-add-title" data-testid="add-points">
              <h3 id="m-add-title">{t('staff.scanMember.addPoints')}</h3>
              <div className="s-field">
                <label htmlFor="m-add-count">{t('staff.scanMember.pointsToAdd')}</label>
                <input id="m-add-count" name="points" type="number" inputMode="numeric" min={1} max={100000} step={1} required value={addCount} onChange={(e) => setAddCount(e.currentTarget.value)} />
              </div>
              <div className="s-field">
                <label htmlFor="m-add-reason">{t('staff.scanMember.reason')}</label>
                <input id="m-add-reason" name="reason" type="text" maxLength={200} required value={addReason} onChange={(e) => setAddReason(e.currentTarget.value)} aria-describedby="m-add-hint" />
                <small id="m-add-hint">{t('staff.scanMember.reasonHint')}</small>
              </div>
              <button type="submit" className="s-btn primary" disabled={busy}>
                {t('staff.scanMember.addButton')}
              </button>
            </form>
          )}
          <h3>{t('staff.scanMember.vouchers')}</h3>
          {card.vouchers.length ? (
            <ul className="m-vouchers">
              {card.vouchers.map((v) => (
                <li key={v.code}>
                  <span>
                    {local(v.name, v.name_i18n)} — {v.type === 2 ? money(v.value) : t('staff.vouchers.percentOff', { n: 100 - v.value })}
                    <br />
                    <small>{v.code}</small>
                  </span>
                  <button type="button" className="s-btn" disabled={busy} onClick={() => void redeem(v.code)} aria-label={t('staff.scanMember.redeemOne', { name: v.name, code: v.code })}>
                    {t('staff.vouchers.redeem')}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('staff.scanMember.noVouchers')}</p>
          )}
        </section>
      )}
    </div>
  );
}

export default function ScanMemberApp({ locale, messages, ...venue }: ScanMemberAppProps) {
  return (
    <StaffRoot locale={locale} messages={messages}>
      <ScanMember {...venue} />
    </StaffRoot>
  );
}
