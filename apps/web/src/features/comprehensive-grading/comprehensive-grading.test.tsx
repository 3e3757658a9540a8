import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchoolGrading } from '../../api/grading';
import { session } from '../../session/session';
import { GRADES_T } from '../../shared/grades/locale';
import { T } from '../../shared/locale';
import { ANAS, ANAS_GRADES, ANAS_NAME, AHMAD, AHMAD_NAME } from '../../test/grading-fixtures';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import ComprehensiveGradingPage from '.';
import { COMPREHENSIVE_T } from './locale';

const SCHOOLS = [
  { id: 1, name: 'مجمع الفرقان' },
  { id: 2, name: 'دار نور الهدى' },
];
// Newest first, as the API lists them; today (2026-11-23) lies in the first semester of 2026.
const SEMESTERS = [
  { id: 3, school_id: 1, name: 'الفصل الثاني 2027', start_date: '2027-01-18', end_date: '2027-06-25' },
  { id: 2, school_id: 1, name: 'الفصل الأول 2026', start_date: '2026-08-16', end_date: '2027-01-14' },
];

const student = (id: string, fullName: string, overrides: Partial<SchoolGrading['classes'][number]['students'][number]> = {}) => ({
  id,
  fullName,
  averageGrade: null,
  gradesCount: 0,
  attendanceRate: 0,
  absentDays: 0,
  totalDays: 0,
  totalPoints: 0,
  ...overrides,
});

const GRADING: SchoolGrading = {
  success: true,
  classes: [
    {
      id: 7,
      name: 'حلقة الإمام عاصم',
      student_count: 2,
      students: [student(ANAS.id, ANAS_NAME, { averageGrade: 68.8, gradesCount: 5 }), student(AHMAD.id, AHMAD_NAME)],
    },
    {
      id: 8,
      name: 'حلقة ابن كثير',
      student_count: 1,
      students: [student('1111111119', 'خالد سعد علي الحربي', { averageGrade: 92.5, attendanceRate: 90, absentDays: 2, totalDays: 20, totalPoints: 35 })],
    },
  ],
};

/** Complexes, semesters by complex, the grading table of complex 1's semesters, Anas's grades, privileges. */
function serve(schools = SCHOOLS, grading: (url: URL) => Response = () => jsonResponse(GRADING)) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/schools') return jsonResponse({ schools });
    if (url.pathname === '/api/semesters')
      return jsonResponse({ semesters: SEMESTERS.filter((semester) => semester.school_id === Number(url.searchParams.get('school_id'))) });
    if (url.pathname.startsWith('/api/grading/school/1/semester/')) return grading(url);
    if (url.pathname === `/api/grading/student/${ANAS.id}/class/7/semester/2/grades`) return jsonResponse(ANAS_GRADES);
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

const gradingCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname).filter((path) => path.startsWith('/api/grading/school/'));

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
  session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator', school_id: 1 }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

describe('comprehensive grading', () => {
  it('opens a sole complex on the semester containing today, with a tab per circle and its student count', async () => {
    const fetchMock = serve([SCHOOLS[0]]);
    renderScreen(<ComprehensiveGradingPage />);
    await expectShown(COMPREHENSIVE_T.circleTab('حلقة الإمام عاصم', 2), COMPREHENSIVE_T.circleTab('حلقة ابن كثير', 1));
    expect(gradingCalls(fetchMock)).toEqual(['/api/grading/school/1/semester/2']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(COMPREHENSIVE_T.circleTab('حلقة الإمام عاصم', 2));
    expect(screen.getByText('الفصل الأول 2026')).toBeTruthy();
  });

  it('shows each student’s average, and says attendance is not recorded rather than 0 %', async () => {
    serve([SCHOOLS[0]]);
    renderScreen(<ComprehensiveGradingPage />);
    await expectShown(ANAS_NAME);
    expect(within(rowOf(ANAS_NAME)).getByText('68.8')).toBeTruthy();
    expect(within(rowOf(ANAS_NAME)).getByText(T.notRecorded)).toBeTruthy();
    expect(within(rowOf(ANAS_NAME)).getByText(ANAS.id)).toBeTruthy();
    expect(within(rowOf(AHMAD_NAME)).getByText(GRADES_T.notGraded)).toBeTruthy();
    expect(screen.getByText(COMPREHENSIVE_T.attendanceNote)).toBeTruthy();

    // Another circle, whose attendance and points are recorded.
    fireEvent.click(screen.getByRole('tab', { name: COMPREHENSIVE_T.circleTab('حلقة ابن كثير', 1) }));
    await expectShown('خالد سعد علي الحربي');
    const khalid = rowOf('خالد سعد علي الحربي');
    for (const text of ['92.5', '90%', '2', '20', '35']) expect(within(khalid).getByText(text)).toBeTruthy();
    expect(screen.queryByText(COMPREHENSIVE_T.attendanceNote)).toBeNull();
  });

  it('lets the admin choose a complex, then reloads the table for another semester', async () => {
    session.signIn('token', makeUser({ role: 'admin', user_type: 'admin' }));
    const fetchMock = serve();
    renderScreen(<ComprehensiveGradingPage />, { path: '/comprehensive-grading' });
    await expectShown(COMPREHENSIVE_T.chooseComplex);
    expect(gradingCalls(fetchMock)).toEqual([]);

    fireEvent.mouseDown(screen.getByLabelText(T.complex));
    fireEvent.click(await screen.findByText('مجمع الفرقان', { selector: '.ant-select-item-option-content' }));
    await expectShown(ANAS_NAME);

    fireEvent.mouseDown(screen.getByLabelText(T.semester));
    fireEvent.click(await screen.findByText('الفصل الثاني 2027', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(gradingCalls(fetchMock)).toContain('/api/grading/school/1/semester/3'));
  });

  it('opens a student’s grades by course', async () => {
    serve([SCHOOLS[0]]);
    renderScreen(<ComprehensiveGradingPage />);
    await expectShown(ANAS_NAME);
    fireEvent.click(screen.getByRole('button', { name: `${T.grades}: ${ANAS_NAME}` }));
    await expectShown(GRADES_T.studentGradesTitle(ANAS_NAME), GRADES_T.gradesCount(5));
    expect(screen.getAllByRole('region', { name: 'السلوك' })).toHaveLength(1);
  });

  it('says when the semester has no circle, and shows the fallback when the table cannot load', async () => {
    serve([SCHOOLS[0]], () => jsonResponse({ success: true, classes: [] }));
    const { unmount } = renderScreen(<ComprehensiveGradingPage />);
    await expectShown(COMPREHENSIVE_T.noCircles);
    unmount();

    serve([SCHOOLS[0]], () => new Response('', { status: 500 }));
    renderScreen(<ComprehensiveGradingPage />);
    await expectShown(T.loadInitialFailed);
  });
});
