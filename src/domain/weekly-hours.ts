/**
 * The brand store locator's weekly business-hours table (accounts-and-loyalty.md §2.14): Monday to
 * Sunday, each day's slots as 'HH:mm–HH:mm' text pairs; a day without slots is shown 'close' by the page.
 * A range that crosses midnight (its end not after its start, e.g. Fri 17:00–01:00) is split over two
 * days: Fri 17:00–24:00 and Sat 00:00–01:00. A range from 00:00 to 00:00 (or equal start and end) is open
 * all day and stays one slot 00:00–24:00. Days use `week` 0 = Sunday … 6 (storefront.md §3 opentime).
 */

/** One weekly range as the venue stores it. */
export interface WeeklyRange {
  /** 0 = Sunday … 6. */
  week: number;
  /** 'HH:mm'. */
  t_start: string;
  /** 'HH:mm'; '24:00' allowed; an end not after the start runs past midnight. */
  t_end: string;
}

/** One row of the table. */
export interface WeekRow {
  /** 0 = Sunday … 6 (the table lists Monday first). */
  week: number;
  /** Slots of the day in start order, each [start 'HH:mm', end 'HH:mm'] with end '24:00' at midnight. */
  slots: Array<[string, string]>;
}

/** Table order: Monday … Sunday as `week` numbers. */
export const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

const minutes = (hhmm: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return null;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return v >= 0 && v <= 1440 ? v : null;
};
const hhmm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/**
 * The seven rows, Monday first, with overnight ranges split over two days and each day's slots
 * sorted by start. Ranges with an unreadable time or a week outside 0–6 are left out.
 */
export function weeklyHoursTable(ranges: readonly WeeklyRange[]): WeekRow[] {
  const byDay = new Map<number, Array<[number, number]>>(MONDAY_FIRST.map((d) => [d, []]));
  for (const r of ranges) {
    const start = minutes(r.t_start);
    const end = minutes(r.t_end);
    if (start === null || end === null || !Number.isInteger(r.week) || r.week < 0 || r.week > 6) continue;
    if (end > start) byDay.get(r.week)!.push([start, end]);
    else if (end === start) byDay.get(r.week)!.push([0, 1440]);
    else {
      byDay.get(r.week)!.push([start, 1440]);
      if (end > 0) byDay.get((r.week + 1) % 7)!.push([0, end]);
    }
  }
  return MONDAY_FIRST.map((week) => ({
    week,
    slots: byDay
      .get(week)!
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([s, e]) => [hhmm(s), hhmm(e)] as [string, string]),
  }));
}
