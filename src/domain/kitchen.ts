/**
 * The kitchen's core (issue 25 items 1, 2): paid orders and table rounds become per-station tickets in
 * the venue's language; courses at a table are held until fired; tickets age amber then red.
 *
 * Pure: no clock, no I/O. Instants are milliseconds since the epoch, durations whole minutes.
 * A ticket (`KitchenTicketDraft`) is everything a screen or a printer needs to render it: station,
 * course, the order's label data, lines with their modifiers and the diner's notes verbatim, and when it
 * must be ready. The KDS (`/staff/kitchen`) and a future printer adapter render the same drafts.
 */
import { lineCourse, readLineExtra } from './cart-lines';
import { LINE_TYPE, type CartLine } from './types';

/** A kitchen station of the venue (brand file `venues[].stations[]`). */
export interface KitchenStation {
  code: string;
  /** In the venue's language. */
  name: string;
}

/** A course of the venue (brand file `order_sequences[]`): `atOnce` courses (drinks) are never held. */
export interface KitchenCourse {
  sequence: number;
  /** In the venue's language. */
  name: string;
  atOnce: boolean;
}

/**
 * What the kitchen needs to know of a venue's menus, in the venue's language (the brand file's own
 * fields, never a translation): station and course per product, station per category and option.
 * Keys are row ids (product id = a line's `pid`, variant id = `sid`, option id = a modifier line's `tid`).
 */
export interface KitchenMenuFacts {
  /** The venue's stations; the first is the default (`kitchen` when the brand file names none). */
  stations: KitchenStation[];
  courses: KitchenCourse[];
  categories: Record<number, { station: string }>;
  products: Record<number, { name: string; station: string; course: number; categoryId: number }>;
  variants: Record<number, { name: string }>;
  options: Record<number, { name: string; station: string }>;
}

/** One line of a ticket: what to cook, how many, its modifiers and the diner's note (verbatim). */
export interface TicketLine {
  name: string;
  count: number;
  /** Modifier names (venue's language) with their count when above the line's. */
  modifiers: string[];
  /** The diner's note on this line, verbatim ('' when none). */
  note: string;
}

/**
 * A ticket as the screens and a printer read it (GET /staff/api/kitchen, the print view, the printers): the
 * stored draft with where it came from and its state. `label` is the order number ('A012') or the table's
 * name; the screen words 'Table {label}' in its own language. Instants in milliseconds since the epoch.
 */
export interface KitchenTicketView {
  id: number;
  source: 'order' | 'table';
  tradeid: string;
  label: string;
  categoryType: number;
  round: number;
  station: string;
  stationName: string;
  course: number;
  courseName: string;
  lines: TicketLine[];
  note: string;
  readyBy: number;
  createdAt: number;
  firedAt: number | null;
  bumpedAt: number | null;
}

/** A ticket before it is stored: one station's part of one course of an order or a table round. */
export interface KitchenTicketDraft {
  station: string;
  stationName: string;
  /** The course sequence (0 = none). */
  course: number;
  courseName: string;
  lines: TicketLine[];
  /** Held at a table until the course is fired (the KDS does not show it yet). */
  held: boolean;
}

/** Default station when a venue names none. */
export const DEFAULT_STATION: KitchenStation = { code: 'kitchen', name: 'Kitchen' };

/** Default minutes after which a ticket turns amber, then red (venue config `kitchen_amber_minutes`, `kitchen_red_minutes`). */
export const KITCHEN_AGE_DEFAULTS = { amberMinutes: 8, redMinutes: 15 } as const;

/** The station of a product: its own, else its category's, else the venue's first. Unknown codes fall back to the first. */
export function stationOfProduct(facts: KitchenMenuFacts, pid: number): string {
  const first = (facts.stations[0] ?? DEFAULT_STATION).code;
  const known = (code: string | undefined) => (code && facts.stations.some((s) => s.code === code) ? code : '');
  const p = facts.products[pid];
  if (!p) return first;
  return known(p.station) || known(facts.categories[p.categoryId]?.station) || first;
}

/** The course of a cooked line: a set menu child's own course, else the product's course from the brand file. */
export function courseOfLine(facts: KitchenMenuFacts, line: CartLine, inBundle: boolean): number {
  const own = lineCourse(line);
  if (inBundle && own > 0) return own;
  return facts.products[line.pid]?.course ?? own;
}

/** The venue-language name of a product line ('Name (Variant)'); the stored name when the product is gone. */
function lineName(facts: KitchenMenuFacts, line: CartLine): string {
  const p = facts.products[line.pid];
  if (!p) return line.name;
  const v = line.sid ? facts.variants[line.sid] : undefined;
  return v ? `${p.name} (${v.name})` : p.name;
}

const COOKED: readonly number[] = [LINE_TYPE.product, LINE_TYPE.productVariant];

/**
 * An order's or a round's lines as tickets, one per station and course, lines in cart order. Bundle
 * heads (set menus, combos) are not cooked: their children are, each at its own station and course.
 * A modifier goes with its dish unless its option names another station, where it becomes a line of its
 * own ('Fries — for Burger' is rendered by the screen from `modifiers`). Names come from `facts`
 * (venue's language), whatever language the diner ordered in; notes are kept verbatim.
 * `held(course)` says whether a course starts held (table courses not yet fired).
 *
 * Spec: issue 25 items 1 (stations, venue's language), 2 (courses).
 */
export function buildKitchenTickets(lines: readonly CartLine[], facts: KitchenMenuFacts, held: (course: number) => boolean = () => false): KitchenTicketDraft[] {
  const stations = facts.stations.length ? facts.stations : [DEFAULT_STATION];
  const bundleGids = new Set(lines.filter((l) => l.type === LINE_TYPE.setMenu || l.type === LINE_TYPE.combo).map((l) => l.gid).filter((g) => g !== 0));
  const cooked = lines.filter((l) => COOKED.includes(l.type));
  const modifiers = lines.filter((l) => l.type === LINE_TYPE.modifier);
  const parentOf = (m: CartLine): CartLine | undefined => {
    const { gtid } = readLineExtra(m);
    return cooked.find((c) => gtid !== undefined && c.tid === gtid) ?? cooked.find((c) => c.gid !== 0 && c.gid === m.gid);
  };
  const byKey = new Map<string, KitchenTicketDraft>();
  const ticketOf = (station: string, course: number): KitchenTicketDraft => {
    const key = `${station}:${course}`;
    let t = byKey.get(key);
    if (!t) {
      t = {
        station,
        stationName: stations.find((s) => s.code === station)?.name ?? station,
        course,
        courseName: facts.courses.find((c) => c.sequence === course)?.name ?? '',
        lines: [],
        held: held(course),
      };
      byKey.set(key, t);
    }
    return t;
  };
  const extra = new Map<CartLine, CartLine[]>();
  for (const m of modifiers) {
    const parent = parentOf(m);
    const opt = facts.options[m.tid];
    const own = opt?.station && stations.some((s) => s.code === opt.station) ? opt.station : '';
    if (parent && (!own || own === stationOfProduct(facts, parent.pid))) extra.set(parent, [...(extra.get(parent) ?? []), m]);
    else {
      // An option cooked elsewhere (or with no dish): a line of its own at its station, the dish's course.
      const station = own || (parent ? stationOfProduct(facts, parent.pid) : stations[0].code);
      const course = parent ? courseOfLine(facts, parent, bundleGids.has(parent.gid)) : 0;
      ticketOf(station, course).lines.push({ name: opt?.name ?? m.name, count: m.count, modifiers: parent ? [lineName(facts, parent)] : [], note: readLineExtra(m).notes ?? '' });
    }
  }
  for (const l of cooked) {
    const station = stationOfProduct(facts, l.pid);
    const course = courseOfLine(facts, l, bundleGids.has(l.gid));
    const mods = (extra.get(l) ?? []).map((m) => {
      const name = facts.options[m.tid]?.name ?? m.name;
      return m.count > l.count ? `${name} ×${m.count}` : name;
    });
    ticketOf(station, course).lines.push({ name: lineName(facts, l), count: l.count, modifiers: mods, note: readLineExtra(l).notes ?? '' });
  }
  // Cart order of lines, tickets by course then the venue's station order.
  const stationIndex = (code: string) => stations.findIndex((s) => s.code === code);
  return [...byKey.values()].filter((t) => t.lines.length > 0).sort((a, b) => a.course - b.course || stationIndex(a.station) - stationIndex(b.station));
}

/**
 * Which courses of a table's new round fire at once: courses 0 and `atOnce` courses (drinks), courses
 * not after the latest fired one, and — when the table has fired no held course yet — the first
 * course it has. Later courses wait for 'Fire next course'.
 *
 * @param fired courses already fired for the sitting; @param pending the courses of the new round (and
 * any still held). Answers the ones that fire now.
 * Spec: issue 25 item 2.
 */
export function coursesFiringNow(courses: readonly KitchenCourse[], fired: readonly number[], pending: readonly number[]): number[] {
  const atOnce = (c: number) => c === 0 || courses.some((x) => x.sequence === c && x.atOnce);
  const paced = fired.filter((c) => !atOnce(c));
  const last = paced.length ? Math.max(...paced) : null;
  const waiting = [...new Set(pending)];
  const first = waiting.filter((c) => !atOnce(c)).sort((a, b) => a - b)[0];
  return waiting.filter((c) => atOnce(c) || (last !== null ? c <= last : c === first)).sort((a, b) => a - b);
}

/** The next course a table may fire: the lowest held one, or null when nothing is held. Spec: issue 25 item 2. */
export function nextHeldCourse(held: readonly number[]): number | null {
  return held.length ? Math.min(...held) : null;
}

/**
 * When a paid order must be ready: ASAP orders at once (`paidAtMs`), a pre-order at its slot minus the
 * preparation minutes, never before it was paid.
 * @param slotSeconds the order's `validtime` (seconds since the epoch; 0 = ASAP).
 * Spec: issue 25 item 1.
 */
export function readyByOf(paidAtMs: number, slotSeconds: number, prepMinutes: number): number {
  if (!slotSeconds) return paidAtMs;
  return Math.max(paidAtMs, slotSeconds * 1000 - prepMinutes * 60_000);
}

/** A ticket's age colour: 'red' from `redMinutes` after it fired, 'amber' from `amberMinutes`, else 'fresh'. Spec: issue 25 item 1. */
export function ticketAge(nowMs: number, firedAtMs: number, ages: { amberMinutes: number; redMinutes: number }): 'fresh' | 'amber' | 'red' {
  const minutes = (nowMs - firedAtMs) / 60_000;
  if (minutes >= ages.redMinutes) return 'red';
  if (minutes >= ages.amberMinutes) return 'amber';
  return 'fresh';
}

/** Whether every part of an order is done: at least one ticket, none held and all bumped. Spec: issue 25 item 1. */
export function isOrderDone(tickets: readonly { held: boolean; bumped: boolean }[]): boolean {
  return tickets.length > 0 && tickets.every((t) => !t.held && t.bumped);
}

/** Tickets in the order they must be cooked: by ready-by time, then by when they came in, then by id. */
export function sortTickets<T extends { readyBy: number; createdAt: number; id: number }>(tickets: readonly T[]): T[] {
  return [...tickets].sort((a, b) => a.readyBy - b.readyBy || a.createdAt - b.createdAt || a.id - b.id);
}
