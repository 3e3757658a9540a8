import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { session } from '../../session/session';
import { COURSES_T } from '../../shared/courses/locale';
import { GRADES_T } from '../../shared/grades/locale';
import { PROFILE_T } from '../../shared/student-profile/locale';
import { T } from '../../shared/locale';
import { AHMAD, AHMAD_NAME, ANAS, ANAS_GRADES, ANAS_NAME, BEHAVIOUR, CIRCLE_MEMORISATION, NEW_MEMORISATION } from '../../test/grading-fixtures';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import MyClassesPage from '.';
import { MY_CLASSES_T } from './locale';
import type { TeacherClass } from './types';

const TEACHER = '1218309217';

function circle(overrides: Partial<TeacherClass>): TeacherClass {
  return {
    id: 7,
    name: 'حلقة الإمام عاصم',
    school_id: 1,
    school_name: 'مجمع الفرقان',
    semester_id: 2,
    semester_name: 'الفصل الأول 2026',
    school_level: 'روضة',
    level: 'روضة',
    max_students: 20,
    is_active: true,
    class_code: 'RY-01',
    description: null,
    student_count: 2,
    teachers_with_roles: [
      { id: TEACHER, role: 'primary', name: 'ريان حسن سلمان آل سعود' },
      { id: '1658205180', role: 'assistant', name: 'عبدالعزيز مازن سعود آل الشيخ' },
    ],
    teacher_id: TEACHER,
    teacher_name: 'ريان حسن سلمان آل سعود',
    primary_teacher_id: TEACHER,
    teacher_ids: [TEACHER, '1658205180'],
    assigned_teacher_ids: [TEACHER, '1658205180'],
    assigned_teacher_names: ['ريان حسن سلمان آل سعود', 'عبدالعزيز مازن سعود آل الشيخ'],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const ASIM = circle({});
const NO_SEMESTER = circle({ id: 8, name: 'حلقة ابن كثير', semester_id: null, semester_name: null, max_students: null, class_code: null });

/** The teacher's circles, circle 7's students, Anas's grades, the courses of the complex and of the circle. */
function serve(circles: TeacherClass[] = [ASIM]) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/classes') return jsonResponse(circles);
    if (pathname === '/api/classes/7/students' || pathname === '/api/classes/8/students') return jsonResponse([ANAS, AHMAD]);
    if (pathname === `/api/grading/student/${ANAS.id}/class/7/semester/2/grades`) return jsonResponse(ANAS_GRADES);
    if (pathname === '/api/semesters/2/courses/1') return jsonResponse([NEW_MEMORISATION, BEHAVIOUR]);
    if (pathname === '/api/semesters/2/classes/7/courses') return jsonResponse([CIRCLE_MEMORISATION]);
    if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${pathname}` }, 404);
  });
}

const card = (name: string) => screen.getByText(name, { selector: '.ant-card-head *' }).closest('.ant-card') as HTMLElement;

beforeEach(() => session.signIn('token', makeUser({ id: TEACHER, role: 'teacher', user_type: 'teacher', school_id: 1 })));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the teacher’s page', () => {
  it('shows a card per circle with its students, details, courses and attendance buttons', async () => {
    serve([ASIM, NO_SEMESTER]);
    renderScreen(<MyClassesPage />);
    await expectShown('حلقة الإمام عاصم', 'حلقة ابن كثير');
    const asim = card('حلقة الإمام عاصم');
    for (const name of [MY_CLASSES_T.students, MY_CLASSES_T.details, MY_CLASSES_T.courses, MY_CLASSES_T.attendance])
      expect(within(asim).getByRole('button', { name: new RegExp(name) })).toBeTruthy();
    expect(within(card('حلقة ابن كثير')).getByText(T.notSet)).toBeTruthy();
  });

  it('opens /attendance on the circle and its semester', async () => {
    serve([ASIM, NO_SEMESTER]);
    function Where() {
      const { pathname, search } = useLocation();
      return <p>{`at ${pathname}${search}`}</p>;
    }
    const screenAt = () =>
      renderScreen(
        <Routes>
          <Route path="/my-classes" element={<MyClassesPage />} />
          <Route path="/attendance" element={<Where />} />
        </Routes>,
        { path: '/my-classes' },
      );
    const { unmount } = screenAt();
    await expectShown('حلقة الإمام عاصم');
    fireEvent.click(within(card('حلقة الإمام عاصم')).getByRole('button', { name: new RegExp(MY_CLASSES_T.attendance) }));
    await expectShown('at /attendance?class_id=7&semester_id=2');
    unmount();
    // A circle without a semester: /attendance picks its complex's current one.
    screenAt();
    await expectShown('حلقة ابن كثير');
    fireEvent.click(within(card('حلقة ابن كثير')).getByRole('button', { name: new RegExp(MY_CLASSES_T.attendance) }));
    await expectShown('at /attendance?class_id=8');
  });

  it('says when no circle is assigned, and shows the spec’s fallback when the circles cannot load', async () => {
    serve([]);
    const { unmount } = renderScreen(<MyClassesPage />);
    await expectShown(MY_CLASSES_T.classesEmpty);
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderScreen(<MyClassesPage />);
    await expectShown(MY_CLASSES_T.classesLoadFailed);
  });

  it('lists the students with an Arabic-normalised search, opens a student’s grades and their profile', async () => {
    const fetchMock = serve();
    renderScreen(<MyClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(MY_CLASSES_T.students) }));
    const dialog = await screen.findByRole('dialog', { name: MY_CLASSES_T.studentsOf('حلقة الإمام عاصم') });
    await expectShown(ANAS_NAME, AHMAD_NAME);

    fireEvent.change(within(dialog).getByLabelText(T.searchStudents), { target: { value: 'انس' } });
    expect(within(dialog).queryByText(AHMAD_NAME)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(T.searchStudents), { target: { value: '' } });

    fireEvent.click(within(dialog).getByRole('button', { name: `${T.grades}: ${ANAS_NAME}` }));
    await expectShown(GRADES_T.studentGradesTitle(ANAS_NAME), GRADES_T.gradesCount(5));
    // The teacher grades their own circle.
    expect(screen.getByRole('button', { name: `${GRADES_T.addGrade}: السلوك` })).toBeTruthy();

    // The profile dialog is another screen's piece, tested there: here it is enough that it opens and asks for this
    // student in this circle.
    fireEvent.click(within(dialog).getByRole('button', { name: `${MY_CLASSES_T.profile}: ${AHMAD_NAME}` }));
    await expectShown(PROFILE_T.openProfile);
    await waitFor(() => expect(fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname)).toContain(`/api/classes/7/student/${AHMAD.id}/profile`));
  });

  it('offers no grades in a circle without a semester, and says why', async () => {
    serve([NO_SEMESTER]);
    renderScreen(<MyClassesPage />);
    await expectShown('حلقة ابن كثير');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(MY_CLASSES_T.students) }));
    await expectShown(MY_CLASSES_T.noSemester, ANAS_NAME);
    expect((screen.getByRole('button', { name: `${T.grades}: ${ANAS_NAME}` }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the circle’s details with the teacher’s own role', async () => {
    serve();
    renderScreen(<MyClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(MY_CLASSES_T.details) }));
    const dialog = await screen.findByRole('dialog', { name: MY_CLASSES_T.detailsOf('حلقة الإمام عاصم') });
    expect(within(dialog).getByText(MY_CLASSES_T.roleInCircle(true))).toBeTruthy();
    expect(within(dialog).getByText('RY-01')).toBeTruthy();
    expect(within(dialog).getByText('20')).toBeTruthy();
  });

  it('shows the courses the circle is graded in, the complex’s and its own, read-only', async () => {
    serve();
    renderScreen(<MyClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(MY_CLASSES_T.courses) }));
    const dialog = await screen.findByRole('dialog', { name: COURSES_T.circleCoursesTitle('حلقة الإمام عاصم') });
    await waitFor(() => expect(within(dialog).getAllByText('الحفظ الجديد')).toHaveLength(2));
    expect(within(dialog).getByText('السلوك')).toBeTruthy();
    expect(within(dialog).getByText(COURSES_T.complexCourses)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: new RegExp(`${COURSES_T.addCourse}|${T.edit}|${T.delete}`) })).toBeNull();
  });
});
