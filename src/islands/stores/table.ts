/**
 * Ordering at a table (storefront.md §2.2, §2.6, §3 "Table order resource", §4 "Table states", "Cart
 * line status", §5, §8; orders-and-payments.md §4.4, §4.8, §8.3): the table as the server last told
 * this phone, the joining modal, saving the one live cart, rounds to the kitchen and paying.
 *
 * The cart on screen is the order draft's lines (`stores/order.ts`): every add or remove there is saved
 * here as a diff against the cart at the version this phone last saw (`orderResEdit` with `version`).
 * A 'version conflict' re-applies the phone's own change on the fresh cart and sends again; another
 * phone's change arrives by `orderResEditingChanged` (the highest `orderversion` wins; state 1
 * refetches) and is merged under any unsaved change. A save that fails on the network shows the retry
 * alert; after 2 failed retries 'Multiple failed attempts. Please rescan the QR code to continue.'. A
 * socket that comes back refetches. The table-diner session (orderResInfo `auth`) is kept per table
 * code and, when the phone has no login, installed as its session so the order and payment pages work.
 */
import { atom, computed } from 'nanostores';
import type { CartLine, CategoryType } from '../../domain/types';
import { hasCode, toApiFailure, type ApiFailure } from '../api/errors';
import type { TableApi } from '../api/table-api';
import {
  buildSaveDiff,
  checkTablePay,
  classifyTableFailure,
  eventNeedsRead,
  isShownAsIs,
  DEVICE_UID_STORAGE_KEY,
  isSameCart,
  isTablePaid,
  lineIdBase,
  mapTablePayFailure,
  mapTablePhase,
  rebaseCart,
  SAVE_RETRIES,
  TABLE_SESSION_STORAGE_KEY,
  TABLE_STATE,
  TABLE_STATUS,
  toCartLines,
  type TableEvent,
  type TableView,
  type TableMessage,
  type TablePhase,
} from './table-sync';
import { $draft, $lines, initialLines, replaceLines, seedDraftIds, setFulfilment, setTableLocked } from './order';
import { isLoginSession, loadSession, saveSession } from './session';

export type { TableMessage };

/** What the table island shows besides the table itself. */
export interface TableUi {
  /** The joining modal ('Table {name}', guests, passcode) is open; `closeable` once the diner has joined. */
  join: null | { closeable: boolean };
  /** Joining, submitting or paying is under way. */
  busy: boolean;
  /** Unsaved changes are being sent. */
  saving: boolean;
  /** The save retry alert: failures so far (1 = first alert). */
  retry: number;
  /** 'Multiple failed attempts. Please rescan the QR code to continue.': nothing more can be done here. */
  dead: boolean;
  /** The live connection is up. */
  online: boolean;
  /** A message modal. */
  message: null | { title: TableMessage; body: TableMessage; kind: 'info' | 'error' };
}

const info = atom<TableView | null>(null);
const phase = atom<TablePhase | 'loading'>('loading');
const ui = atom<TableUi>({ join: null, busy: false, saving: false, retry: 0, dead: false, online: true, message: null });

/** The table as the server last told this phone (null until read, or not found). */
export const $table = computed(info, (v) => v);
/** What the page shows: loading, not found, not ready, needs staff, join, paid or ordering. */
export const $tablePhase = computed(phase, (v) => v);
export const $tableUi = computed(ui, (v) => v);
/** The table is locked for checkout. */
export const $tableLocked = computed(info, (v) => v?.status === TABLE_STATUS.locked);

const patchUi = (p: Partial<TableUi>) => ui.set({ ...ui.get(), ...p });
export const showTableMessage = (message: TableUi['message']) => patchUi({ message });
export const closeTableMessage = () => patchUi({ message: null });
export const openJoin = () => {
  const i = info.get();
  if (i && mapTablePhase(i) !== 'notReady' && mapTablePhase(i) !== 'notFound') patchUi({ join: { closeable: mapTablePhase(i) !== 'join' } });
};
export const closeJoin = () => {
  if (ui.get().join?.closeable) patchUi({ join: null });
};

// ——— session, device

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** This phone's device uid (made once, kept in localStorage). */
export function deviceUid(): string {
  const s = storage();
  let uid = s?.getItem(DEVICE_UID_STORAGE_KEY) ?? '';
  if (!uid) {
    uid = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    s?.setItem(DEVICE_UID_STORAGE_KEY, uid);
  }
  return uid;
}

type StoredSessions = Record<string, { token: string; expiredAt: number }>;
const readSessions = (): StoredSessions => {
  try {
    return JSON.parse(storage()?.getItem(TABLE_SESSION_STORAGE_KEY) ?? '{}') as StoredSessions;
  } catch {
    return {};
  }
};
const nowSeconds = () => Math.floor(Date.now() / 1000);

// ——— the sync

let api: TableApi | null = null;
let code = '';
let token = '';
/** This phone's table session token ('' before the table is read): for the kitchen's course calls (issue 25). */
export const tableSessionToken = (): string => token;
/** The cart at `version` as the server last told this phone (contract fields only). */
let base: CartLine[] = [];
let version = 0;
/** Our own write to the draft (server state adopted): not a diner's change to save. */
let adopting = false;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
/** A newer event that arrived while a save was under way. */
let parked: TableEvent | null = null;
let stopWatch: (() => void) | null = null;

const localLines = (): CartLine[] => toCartLines($lines.get());

/** Puts the server's cart (or the rebased one) on screen without saving it again. */
function adopt(lines: CartLine[]): void {
  adopting = true;
  try {
    replaceLines(lines);
  } finally {
    adopting = false;
  }
}

/**
 * Takes a fresh table read (orderResInfo, an edit's answer, or an event's carts) as the new base. The
 * phone's unsaved change (the diff from `options.from`, else from the last base, to the cart on screen)
 * is re-applied on it and saved; `rebase: false` adopts the server's cart as it is.
 */
function takeInfo(next: TableView, options: { rebase?: boolean; from?: CartLine[] } = {}): void {
  const previous = info.get();
  const fresh = toCartLines(next.carts);
  const local = localLines();
  const rebased = options.rebase === false ? fresh : rebaseCart(options.from ?? base, local, fresh);
  base = fresh;
  version = next.orderversion;
  info.set(next);
  setTableLocked(next.status === TABLE_STATUS.locked);
  if (!isSameCart(rebased, local) || rebased.length !== local.length) adopt(rebased);
  const nextPhase = mapTablePhase(next);
  if (nextPhase === 'join' && !ui.get().join) patchUi({ join: { closeable: false } });
  if (nextPhase !== 'join' && ui.get().join && !ui.get().join!.closeable) patchUi({ join: null });
  phase.set(nextPhase);
  if (nextPhase === 'ordering' && previous?.tradeid !== next.tradeid) setFulfilment({ type: next.category_type as CategoryType, name: next.category_name, preOrder: false, validDate: '', validTime: '', address: null });
  if (!isSameCart(rebased, fresh)) scheduleSave();
}

/** Reads the table again (state 1 events, a socket back, a closed sitting). */
async function refetch(): Promise<void> {
  if (!api) return;
  try {
    const r = await api.info(code, deviceUid());
    if (!r) {
      info.set(null);
      phase.set('notFound');
      return;
    }
    takeInfo(r.info);
  } catch {
    patchUi({ online: false });
  }
}

/** Counts the table's live events (the split panel reads the bill again on each: issue 24). */
export const $tableTick = atom(0);
/** The table's API with this phone's token and its code, once the table is entered (null before). */
export const tableCall = (): { api: TableApi; code: string } | null => (api ? { api, code } : null);

function onEvent(e: TableEvent): void {
  $tableTick.set($tableTick.get() + 1);
  // A refresh (state 1: the cart did not fit, the table was switched off or on…) always reads again.
  if (e.orderversion <= version && e.status !== TABLE_STATUS.closed && e.state !== TABLE_STATE.refresh) return;
  if (ui.get().saving) {
    if (!parked || e.orderversion > parked.orderversion) parked = e;
    return;
  }
  const current = info.get();
  if (e.status === TABLE_STATUS.closed) {
    // The sitting ended: paid (show it) or cleared by staff; the next read is a new sitting.
    if (current && e.orderstatus === 2 && e.orderid > 0) {
      info.set({ ...current, ...e, carts: current.carts.map((l) => ({ ...l, status: 2 as const })), status: TABLE_STATUS.locked });
      phase.set('paid');
      return;
    }
    void refetch();
    return;
  }
  if (!current || !e.carts || eventNeedsRead(current, e)) {
    void refetch();
    return;
  }
  takeInfo({ ...current, ...e, carts: e.carts });
}

function scheduleSave(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    void save();
  }, 40);
}

/** Message of a refusal the diner should read, by its code: table messages as they are, stock, a changed cart, else the server's words. */
function refusalMessage(failure: ApiFailure): TableMessage {
  if (isShownAsIs(failure)) return { raw: failure.message };
  if (hasCode(failure, 'OUT_OF_STOCK')) return { key: 'errors.OUT_OF_STOCK' };
  if (hasCode(failure, 'NOT_VALID', 'NOT_ACCEPTABLE', 'UNPAID_LINES')) return { key: 'table.cartChanged' };
  return { raw: failure.message };
}

/**
 * Sends the phone's unsaved change: the diff against the cart at `version`. A conflict re-applies it
 * on the fresh cart and sends again; a refusal shows the server's message and puts the server's cart
 * back; a network failure opens the retry alert.
 */
export async function save(): Promise<void> {
  if (!api || ui.get().saving || ui.get().dead) return;
  const i = info.get();
  if (!i || mapTablePhase(i) === 'join') return;
  patchUi({ saving: true });
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const sent = localLines();
      const diff = buildSaveDiff(base, sent);
      if (diff.length === 0) break;
      try {
        const next = await api.edit({ rc: code, carts: diff, version });
        // Changes made while the request was out stay on top of the answer.
        const fresh = toCartLines(next.carts);
        const pending = rebaseCart(sent, localLines(), fresh);
        base = fresh;
        version = next.orderversion;
        info.set(next);
        setTableLocked(next.status === TABLE_STATUS.locked);
        adopt(pending);
        if (ui.get().retry) patchUi({ retry: 0 });
        continue;
      } catch (e) {
        const failure = toApiFailure(e);
        const ext = failure.extensions ?? {};
        const kind = classifyTableFailure(failure);
        if (kind === 'conflict' && Array.isArray(ext.carts)) {
          const fresh = toCartLines(ext.carts as CartLine[]);
          const rebased = rebaseCart(base, localLines(), fresh);
          base = fresh;
          version = Number(ext.version);
          adopt(rebased);
          continue;
        }
        if (kind === 'network') {
          const failures = ui.get().retry + 1;
          if (failures > SAVE_RETRIES) patchUi({ dead: true, retry: 0 });
          else patchUi({ retry: failures });
          return;
        }
        if (kind === 'session') {
          location.assign(`/scan/rescan?c=${encodeURIComponent(code)}`);
          return;
        }
        // Refused: the server's cart stands.
        adopt(base);
        showTableMessage({ title: { key: 'modal.info' }, body: refusalMessage(failure), kind: 'info' });
        void refetch();
        return;
      }
    }
  } finally {
    patchUi({ saving: false });
    if (parked) {
      const e = parked;
      parked = null;
      onEvent(e);
    }
  }
}

/** The not-ready prompt's 'Refresh': reads the table again (it shows again while the table is still off). */
export function refreshTable(): Promise<void> {
  return refetch();
}

/** The retry alert's Retry. */
export function retrySave(): void {
  void save();
}

/**
 * Enters the table: reads it with this phone's device uid (and its stored session for the table, or
 * the login), keeps the session it is given, then follows the table live. `venueCode` goes as the
 * venue header.
 */
export async function startTable(tableCode: string, venueCode: string): Promise<void> {
  if (api) return;
  code = tableCode;
  // This phone's line ids never meet another phone's at the table: seeded before anything is awaited
  // (a tap may come before the table is read), and again the moment the menu island creates the draft.
  const idBase = lineIdBase(Math.random());
  seedDraftIds(idBase);
  void whenDraftReady().then(() => seedDraftIds(idBase));
  const { tableApi, watchTable } = await import('../api/table-api');
  // A table session another table installed is not a login: each table code reads with its own.
  const installed = loadSession();
  const login = isLoginSession(installed) ? installed : null;
  const stored = readSessions()[code];
  token = login?.token ?? (stored && stored.expiredAt > nowSeconds() ? stored.token : '');
  api = tableApi(() => token, venueCode);
  let read;
  try {
    read = await api.info(code, deviceUid());
    if (!read && token && !login) {
      // A stored session of an older sitting or another table: start afresh.
      token = '';
      read = await api.info(code, deviceUid());
    }
  } catch (e) {
    phase.set('notFound');
    showTableMessage({ title: { key: 'modal.error' }, body: { key: classifyTableFailure(toApiFailure(e)) === 'network' ? 'errors.FAILED_TO_FETCH' : 'errors.OPERATION_FAILED' }, kind: 'error' });
    return;
  }
  if (!read) {
    info.set(null);
    phase.set('notFound');
    return;
  }
  if (read.auth) {
    token = read.auth.authorization.token;
    const all = readSessions();
    all[code] = { token, expiredAt: read.auth.authorization.expired_at };
    try {
      storage()?.setItem(TABLE_SESSION_STORAGE_KEY, JSON.stringify(all));
    } catch {
      /* the session lasts this page */
    }
    // No login on this phone: the table session is its session (the order and payment pages read it).
    if (!login) saveSession({ token, expiredAt: read.auth.authorization.expired_at, user: null, extra: read.auth.extra, table: code });
  }
  // Taps made while the table was being read are the diff from the cart the page loaded with: they are
  // re-applied on the table's cart (like a version conflict) and saved, never dropped.
  takeInfo(read.info, { from: toCartLines(initialLines()) });
  if (isTablePaid(read.info) && read.info.joined) {
    location.replace(`/order/detail/${encodeURIComponent(read.info.tradeid)}?from=order_table_scan`);
    return;
  }
  stopWatch = watchTable(code, () => token, {
    onEvent,
    onReconnected: () => void refetch(),
    onConnection: (up) => patchUi({ online: up }),
  });
  // Every add and remove on screen is saved.
  $lines.listen(() => {
    if (!adopting) scheduleSave();
  });
}

/** Stops following the table (page hide in tests). */
export function stopTable(): void {
  stopWatch?.();
  stopWatch = null;
}

/**
 * 'Start order' at the table: joins with the number of guests (and the 4-digit passcode on a passcode
 * table the phone has not joined). Refusals: the wrong passcode → 'Invalid passcode, please ask staff
 * for help'; table messages as they are; anything else 'Please check your network and try again later'.
 */
export async function joinTable(guests: number, passcode: string): Promise<boolean> {
  const i = info.get();
  if (!api || !i || ui.get().busy) return false;
  patchUi({ busy: true });
  try {
    const needsKey = i.passcode_required && !i.joined;
    const next = await api.edit({ rc: code, count: guests, ...(needsKey ? { k: passcode } : {}) });
    patchUi({ join: null });
    takeInfo(next);
    if (isTablePaid(next)) location.replace(`/order/detail/${encodeURIComponent(next.tradeid)}?from=order_table_scan`);
    return true;
  } catch (e) {
    const failure = toApiFailure(e);
    const kind = classifyTableFailure(failure);
    const body: TableMessage = kind === 'passcode' ? { key: 'table.invalidPasscode' } : isShownAsIs(failure) ? { raw: failure.message } : { key: 'table.checkNetwork' };
    showTableMessage({ title: { key: kind === 'passcode' ? 'modal.info' : 'modal.error' }, body, kind: kind === 'passcode' ? 'info' : 'error' });
    if (kind !== 'passcode' && kind !== 'network') void refetch();
    return false;
  } finally {
    patchUi({ busy: false });
  }
}

/** Waits for unsaved changes to go (before a round or a payment). False when they could not be saved. */
async function flush(): Promise<boolean> {
  if (saveTimer) {
    clearTimeout(saveTimer);
    saveTimer = null;
  }
  for (let i = 0; i < 100 && ui.get().saving; i++) await new Promise((r) => setTimeout(r, 50));
  await save();
  return buildSaveDiff(base, localLines()).length === 0;
}

/** 'Submit To Kitchen': the new lines go to the kitchen as the next round (1 → 21). */
export async function submitToKitchen(): Promise<void> {
  if (!api || ui.get().busy) return;
  patchUi({ busy: true });
  try {
    if (!(await flush())) return;
    const next = await api.submit(code, version);
    takeInfo(next, { rebase: false });
    showTableMessage({ title: { key: 'table.sentTitle' }, body: { key: 'table.allSent' }, kind: 'info' });
  } catch (e) {
    const failure = toApiFailure(e);
    if (classifyTableFailure(failure) === 'conflict') {
      await refetch();
      showTableMessage({ title: { key: 'modal.info' }, body: { key: 'table.cartChanged' }, kind: 'info' });
    } else showTableMessage({ title: { key: 'modal.info' }, body: classifyTableFailure(failure) === 'network' ? { key: 'errors.FAILED_TO_FETCH' } : refusalMessage(failure), kind: 'info' });
  } finally {
    patchUi({ busy: false });
  }
}

/**
 * 'Pay now' / 'Pay to proceed': the table's order (orderResCheckout) is paid through the payment flow
 * (orderPayApply, the hosted page; back on /pay/callback). Refusals: 'Please pay at counter' when the
 * venue does not take payments at the table; the table messages as they are; the payment catalogue.
 */
export async function payTable(): Promise<void> {
  if (!api || ui.get().busy) return;
  patchUi({ busy: true });
  try {
    if (!(await flush())) return;
    const i = info.get();
    const refused = i ? checkTablePay(i, localLines()) : null;
    if (refused) {
      showTableMessage({ title: { key: 'modal.info' }, body: refused, kind: 'info' });
      return;
    }
    const r = await checkoutAndPay(api, code, (next) => takeInfo(next, { rebase: false }));
    if (r) {
      showTableMessage({ title: { key: r.kind === 'error' ? 'modal.error' : 'modal.info' }, body: r.message, kind: r.kind });
      void refetch();
    }
  } finally {
    patchUi({ busy: false });
  }
}

/**
 * Checks out the table `rc` and opens the payment (orderResCheckout, then orderPayApply on the hosted
 * platform; back on /pay/callback). `onInfo` gets the table after the checkout (locked). Returns null
 * when the payment page is opening, else the message to show (the refusal, or the payment minimum).
 * Shared by the table's cart drawer and the order detail of a table order.
 * Table diners pay with the table session on the hosted checkout, not the payment page (§2.4's Pay Now).
 */
export async function checkoutAndPay(tableApi: TableApi, rc: string, onInfo: (next: TableView) => void): Promise<null | { message: TableMessage; kind: 'info' | 'error' }> {
  try {
    const out = await tableApi.checkout(rc);
    onInfo(out.info);
    // The totals rules load on paying, not with the table page (issue 28: page JS budget).
    const { checkOnlinePayment } = await import('../../domain/totals');
    if (!checkOnlinePayment(out.amount, out.surcharge).ok) return { message: { key: 'errors.PAYMENT_BELOW_MINIMUM' }, kind: 'error' };
    const applied = await tableApi.pay(out.tradeid, { platform: 2, amount: out.amount, surcharge: out.surcharge, return_url: '' });
    location.assign(applied.session_data);
    return null;
  } catch (e) {
    return { message: mapTablePayFailure(toApiFailure(e)), kind: 'info' };
  }
}

/** The draft exists (the menu island set it up): the table may adopt its cart. */
export function whenDraftReady(): Promise<void> {
  if ($draft.get()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = $draft.listen((d) => {
      if (d) {
        stop();
        resolve();
      }
    });
  });
}
