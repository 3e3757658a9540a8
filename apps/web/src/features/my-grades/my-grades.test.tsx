import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { session } from '../../session/session';
import { GRADES_T } from '../../shared/grades/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import MyGradesPage from '.';
import { MY_GRADES_T } from './locale';

const STUDENT = '1463087344';
const grade = (id: number, course_id: number, course_name: string, grade_value: number, grade_date: string, notes: string | null = null) => ({
  id,
  student_id: STUDENT,
  course_id,
  course_name,
  class_id: 7,
  semester_id: 2,
  grade_value,
  max_grade: 100,
  grade_type: 'memorization',
  start_reference: course_id === 1 ? '105:1' : null,
  end_reference: course_id === 1 ? '105:5' : null,
  notes,
  grade_date,
  date_graded: grade_date,
  graded_by: '1218309217',
  created_at: `${grade_date}T08:00:00Z`,
  updated_at: `${grade_date}T08:00:00Z`,
});
const NEW = [grade(2, 1, 'الحفظ الجديد', 95, '2026-11-04', 'أحسنت'), grade(1, 1, 'الحفظ الجديد', 80, '2026-11-02')];
const REVISION = [grade(3, 2, 'المراجعة', 70, '2026-11-03')];

function serve(answer: () => Response) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === `/api/grades/student/${STUDENT}`) return answer();
    if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${pathname}` }, 404);
  });
}
const graded = () =>
  jsonResponse({
    success: true,
    courseGrades: [
      { course_id: 1, course_name: 'الحفظ الجديد', percentage: 60, average: 87.5, grades: NEW },
      { course_id: 2, course_name: 'المراجعة', percentage: 40, average: 70, grades: REVISION },
    ],
    grades: [NEW[0], REVISION[0], NEW[1]],
    averageGrade: 80.5,
    completedPages: 23,
  });

beforeEach(() => session.signIn('token', makeUser({ id: STUDENT, role: 'student', user_type: 'student', school_id: 1 })));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('/my-grades', () => {
  it("shows the student's weighted total, pages memorised and each course's grades, newest first, with the range and notes", async () => {
    const fetchMock = serve(graded);
    renderScreen(<MyGradesPage />, { path: '/my-grades' });
    await expectShown('80.5', '23', GRADES_T.gradesCount(3));
    const course = screen.getByRole('region', { name: 'الحفظ الجديد' });
    expect(within(course).getByText(GRADES_T.courseWeight(60))).toBeTruthy();
    expect(within(course).getByText('87.5')).toBeTruthy();
    const items = within(course).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(['95 من 100', '80 من 100']);
    expect(within(items[0]).getByText('أحسنت')).toBeTruthy();
    expect(within(items[0]).getByText(GRADES_T.range(GRADES_T.reference('الفيل', 1), GRADES_T.reference('الفيل', 5)))).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'المراجعة' })).getByText('70 من 100')).toBeTruthy();
    // Its own grades only: one call, for the signed-in student.
    expect(fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname).filter((path) => path.startsWith('/api/grades'))).toEqual([
      `/api/grades/student/${STUDENT}`,
    ]);
  });

  it('keeps every grade within a phone', async () => {
    await page.viewport(390, 844);
    try {
      serve(graded);
      renderScreen(<MyGradesPage />, { path: '/my-grades' });
      await expectShown('أحسنت');
      for (const item of screen.getAllByRole('listitem')) {
        const box = item.getBoundingClientRect();
        expect([box.left >= 0, box.right <= 390]).toEqual([true, true]);
      }
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it("shows a course's latest three grades until asked for all", async () => {
    const many = [5, 4, 3, 2, 1].map((day) => grade(day, 1, 'الحفظ الجديد', 90 + day, `2026-11-0${day}`));
    serve(() =>
      jsonResponse({
        success: true,
        courseGrades: [{ course_id: 1, course_name: 'الحفظ الجديد', percentage: 100, average: 93, grades: many }],
        grades: many,
        averageGrade: 93,
        completedPages: 5,
      }),
    );
    renderScreen(<MyGradesPage />, { path: '/my-grades' });
    const course = await screen.findByRole('region', { name: 'الحفظ الجديد' });
    expect(within(course).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(course).getByRole('button', { name: GRADES_T.showAllGrades(5) }));
    expect(within(course).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(course).getByRole('button', { name: GRADES_T.showLatestGrades }));
    expect(within(course).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says so when no grade has been given yet', async () => {
    serve(() => jsonResponse({ success: true, courseGrades: [], grades: [], averageGrade: null, completedPages: 0 }));
    renderScreen(<MyGradesPage />, { path: '/my-grades' });
    await expectShown(MY_GRADES_T.empty, GRADES_T.notGraded, GRADES_T.gradesCount(0));
  });

  it("shows the server's sentence, else the page's fallback, when the grades cannot load", async () => {
    serve(() => new Response('', { status: 502 }));
    renderScreen(<MyGradesPage />, { path: '/my-grades' });
    await expectShown(MY_GRADES_T.loadFailed);
  });
});
