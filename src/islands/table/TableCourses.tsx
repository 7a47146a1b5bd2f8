/**
 * The table's courses on every phone (issue 25 item 2): each course sent to the kitchen with its state
 * (waiting, cooking, ready) and, while a later course is held, 'Ready for {course}?' with 'Fire next
 * course'. Two phones tapping together fire it once (the server keeps one fire per course).
 */
import { useEffect } from 'react';
import { useFormat } from '../ui/use-format';
import { useValue } from '../stores/react';
import { $tableCourses, fireTableCourse, refreshTableCourses, watchTableCourses } from '../stores/table-courses';
import { $table } from '../stores/table';
import { $venue } from '../stores/menu';

export default function TableCourses({ code }: { code: string }) {
  const { t, local } = useFormat();
  const venue = useValue($venue);
  const courses = useValue($tableCourses);
  // A course's name in the page's language (the venue's order_sequences name_i18n; issue 27 item 11).
  const courseName = (c: { course: number; name: string }) => local(c.name, venue?.order_sequences.find((q) => q.sequence === c.course)?.name_i18n);
  const table = useValue($table);
  const rounds = table?.rounds ?? 0;
  const sent = rounds > 0;
  useEffect(() => (sent ? watchTableCourses(code) : undefined), [code, sent]);
  useEffect(() => {
    if (rounds > 0) void refreshTableCourses();
  }, [rounds]);
  if (rounds === 0 || courses.courses.length === 0) return null;
  return (
    <section className="table-courses" aria-labelledby="table-courses-title" data-testid="table-courses">
      <h2 id="table-courses-title">{t('table.courses.title')}</h2>
      <ul>
        {courses.courses.map((c) => (
          <li key={c.course} className={`table-course is-${c.state}`} data-testid="table-course" data-state={c.state}>
            <span>{c.name ? courseName(c) : t('table.courses.noCourse')}</span>
            <strong>{t(`table.courses.${c.state}`)}</strong>
          </li>
        ))}
      </ul>
      {courses.next && (
        <div className="table-course-next" role="group" aria-labelledby="table-course-ask">
          <p id="table-course-ask">{t('table.courses.readyFor', { course: courseName(courses.next) })}</p>
          <button type="button" className="btn btn-primary" disabled={courses.firing} onClick={() => void fireTableCourse(courses.next!.course)} data-testid="table-fire-course">
            {t('table.courses.fire')}
          </button>
        </div>
      )}
      {courses.error && (
        <p className="table-course-error" role="alert">
          {courses.error}
        </p>
      )}
    </section>
  );
}
