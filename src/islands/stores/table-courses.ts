/**
 * The table's courses as its phones see them (issue 25 item 2): which courses are held, cooking or
 * ready, and 'Fire next course'. Read from `/table/api/courses` every 3 s while the table has sent a
 * round (and at once after a round or a fire); a fire refused because another phone fired first just
 * refreshes.
 */
import { atom, computed } from 'nanostores';
import { tableSessionToken } from './table';

/** A course of the table: 'held' until fired, 'cooking', then 'ready' once every station bumped it. */
export interface TableCourse {
  course: number;
  name: string;
  state: 'held' | 'cooking' | 'ready';
}

export interface TableCoursesState {
  courses: TableCourse[];
  next: TableCourse | null;
  firing: boolean;
  /** The server's message of a refused fire, or ''. */
  error: string;
}

const state = atom<TableCoursesState>({ courses: [], next: null, firing: false, error: '' });
/** The table's courses, read-only. */
export const $tableCourses = computed(state, (v) => v);

let code = '';
let timer: ReturnType<typeof setInterval> | undefined;

const auth = (): Record<string, string> => {
  const token = tableSessionToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** Reads the table's courses now. Never throws. */
export async function refreshTableCourses(): Promise<void> {
  if (!code) return;
  try {
    const res = await fetch(`/table/api/courses?rc=${encodeURIComponent(code)}`, { headers: auth() });
    if (!res.ok) return;
    const body = (await res.json()) as { courses: TableCourse[]; next: TableCourse | null };
    state.set({ ...state.get(), courses: body.courses, next: body.next });
  } catch {
    /* offline: the next poll */
  }
}

/** Starts watching table `tableCode`'s courses (polling every 3 s); answers the stop function. */
export function watchTableCourses(tableCode: string): () => void {
  code = tableCode;
  void refreshTableCourses();
  clearInterval(timer);
  timer = setInterval(() => void refreshTableCourses(), 3000);
  return () => clearInterval(timer);
}

/** 'Fire next course': asks the kitchen for course `course`; another phone's fire first is not an error for this diner. */
export async function fireTableCourse(course: number): Promise<void> {
  state.set({ ...state.get(), firing: true, error: '' });
  let error = '';
  try {
    const res = await fetch('/table/api/courses/fire', { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ rc: code, course }) });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
      if (body.error !== 'COURSE_ALREADY_FIRED') error = body.message ?? String(res.status);
    }
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  state.set({ ...state.get(), firing: false, error });
  await refreshTableCourses();
}
