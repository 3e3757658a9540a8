import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session';
import { COURSES_T } from '../../shared/courses/locale';
import { choose, expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import ClassCoursesPage from '.';
import { T } from '../../shared/locale';
import { CLASS_COURSES_T } from './locale';

const school = (id: number, name: string) => ({ id, name, is_active: true });
const schoolClass = (id: number, school_id: number, name: string) => ({
  id,
  name,
  school_id,
  school_name: school_id === 1 ? 'مجمع الفرقان' : 'مجمع النور',
  semester_id: null,
  semester_name: null,
  school_level: 'روضة',
  level: 'روضة',
  student_count: 12,
  teachers_with_roles: [],
});
const semester = (id: number, school_id: number, name: string, start_date: string, end_date: string) => ({
  id,
  school_id,
  name,
  type: 'first',
  year: 2026,
  start_date,
  end_date,
  weekend_days: [5, 6],
  vacation_days: [],
});

const CLASSES = { 1: [schoolClass(7, 1, 'حلقة الإمام عاصم')], 2: [schoolClass(9, 2, 'حلقة ابن كثير')] };
// The second one contains today whenever the test runs, so it is the one preselected.
const SEMESTERS = {
  1: [semester(3, 1, 'الفصل الثاني 2027', '2027-01-18', '2027-06-25'), semester(2, 1, 'الفصل الأول 2026', '2000-01-01', '2999-12-31')],
  2: [semester(5, 2, 'الفصل الأول 2026', '2000-01-01', '2999-12-31')],
};
const COURSE = {
  id: 11,
  name: 'الحفظ الجديد',
  percentage: 40,
  requires_surah: true,
  description: null,
  max_grade: 100,
  semester_id: 2,
  school_id: 1,
  class_id: 7,
};

/** Answers the screen's calls from the tables above; `schools` is what the signed-in user may see. */
function serve(schools: ReturnType<typeof school>[]) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const schoolId = Number(url.searchParams.get('school_id')) as 1 | 2;
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    if (url.pathname === '/api/schools') return jsonResponse({ schools });
    if (url.pathname === '/api/classes') return jsonResponse(CLASSES[schoolId]);
    if (url.pathname === '/api/semesters') return jsonResponse({ semesters: SEMESTERS[schoolId] });
    if (url.pathname === '/api/semesters/2/classes/7/courses') return jsonResponse([COURSE]);
    return jsonResponse({ error: `unexpected ${url.pathname}` }, 404);
  });
}

const paths = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname + new URL(request.url).search);
const select = (label: string) => screen.getByLabelText(label).closest('.ant-select')!;

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('class courses for a complex manager', () => {
  it('preselects the only complex and the current semester, then shows the chosen circle’s courses', async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator', school_id: 1 }));
    const fetchMock = serve([school(1, 'مجمع الفرقان')]);
    renderScreen(<ClassCoursesPage />, { path: '/class-courses' });

    await expectShown('مجمع الفرقان', 'الفصل الأول 2026', CLASS_COURSES_T.chooseClassAndSemester);
    expect(paths(fetchMock)).toContain('/api/classes?school_id=1');

    await choose(T.circle, 'حلقة الإمام عاصم');
    await expectShown('الحفظ الجديد', COURSES_T.weightsIncomplete(40));
    expect(paths(fetchMock)).toContain('/api/semesters/2/classes/7/courses');
    expect(screen.getByRole('button', { name: /إضافة مقرر/ })).toBeTruthy();

    // The details fold out on demand.
    expect(screen.queryByText(T.studentCount)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(CLASS_COURSES_T.showDetails) }));
    await expectShown(T.studentCount, '12');
  });
});

describe('class courses for the admin', () => {
  it('waits for a complex, lists only its circles, and clears circle and courses when the complex changes', async () => {
    session.signIn('token', makeUser());
    const fetchMock = serve([school(1, 'مجمع الفرقان'), school(2, 'مجمع النور')]);
    renderScreen(<ClassCoursesPage />, { path: '/class-courses' });

    await expectShown(CLASS_COURSES_T.chooseSchoolFirst);
    expect(select(T.circle).className).toContain('ant-select-disabled');
    expect(select(T.semester).className).toContain('ant-select-disabled');

    await choose(T.complex, 'مجمع الفرقان');
    await waitFor(() => expect(select(T.semester).className).not.toContain('ant-select-disabled'));
    await choose(T.circle, 'حلقة الإمام عاصم');
    await expectShown('الحفظ الجديد');

    await choose(T.complex, 'مجمع النور');
    await waitFor(() => expect(screen.queryByText('الحفظ الجديد')).toBeNull());
    await expectShown(CLASS_COURSES_T.chooseClassAndSemester);
    expect(select(T.circle).textContent).not.toContain('حلقة الإمام عاصم');
    // Only the new complex's circles are offered.
    fireEvent.mouseDown(screen.getByLabelText(T.circle));
    await expectShown('حلقة ابن كثير');
    const options = () => [...document.querySelectorAll('.ant-select-item-option')];
    const circles = options()
      .find((option) => option.textContent === 'حلقة ابن كثير')!
      .closest('.ant-select-dropdown')!;
    expect([...circles.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)).toEqual(['حلقة ابن كثير']);
    expect(paths(fetchMock)).toContain('/api/classes?school_id=2');
  });

  it('keeps the choices of a shared link', async () => {
    session.signIn('token', makeUser());
    serve([school(1, 'مجمع الفرقان'), school(2, 'مجمع النور')]);
    renderScreen(<ClassCoursesPage />, { path: '/class-courses?school_id=1&class_id=7&semester_id=2' });
    await expectShown('الحفظ الجديد', 'حلقة الإمام عاصم');
  });

  it('says so when the complexes cannot load', async () => {
    session.signIn('token', makeUser());
    mockFetch(() => new Response('', { status: 500 }));
    renderScreen(<ClassCoursesPage />, { path: '/class-courses' });
    await expectShown(CLASS_COURSES_T.schoolsLoadFailed);
  });
});

describe('class courses for other roles', () => {
  it('tells a supervisor the page is for managers, without asking for any course', async () => {
    session.signIn('token', makeUser({ role: 'supervisor', user_type: 'supervisor', school_id: 1 }));
    const fetchMock = serve([school(1, 'مجمع الفرقان')]);
    renderScreen(<ClassCoursesPage />, { path: '/class-courses' });
    await expectShown(CLASS_COURSES_T.notAuthorised, T.managersOnly);
    expect(paths(fetchMock).filter((path) => !path.startsWith('/api/privileges/'))).toEqual([]);
  });
});
