import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session';
import { BAND_COLOURS } from '../../shared/grades/bands';
import { GRADES_T } from '../../shared/grades/locale';
import { QURAN_T } from '../../shared/quran/locale';
import { T } from '../../shared/locale';
import { AHMAD, AHMAD_NAME, ANAS, ANAS_GRADES, ANAS_NAME } from '../../test/grading-fixtures';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import GradingPage from '.';
import { GRADING_T } from './locale';

const SCHOOLS = [
  { id: 1, name: 'مجمع الفرقان' },
  { id: 2, name: 'دار نور الهدى' },
];
const SEMESTERS = [{ id: 2, school_id: 1, name: 'الفصل الأول 2026', start_date: '2026-08-16', end_date: '2027-01-14' }];
const ASIM = { id: 7, name: 'حلقة الإمام عاصم', school_id: 1, semester_id: 2 };
const NAFI = { id: 9, name: 'حلقة الإمام نافع', school_id: 1, semester_id: 2 };
const ANAS_ALL = ANAS_GRADES.courseGrades.flatMap((course) => course.grades);

/** Complexes, semesters, the circles of a complex's semester, circle 7's students and grades, Anas's semester. */
function serve({
  schools = [SCHOOLS[0]],
  circles = [ASIM],
  detail = () => jsonResponse({ success: true, courseGrades: ANAS_GRADES.courseGrades, grades: ANAS_ALL, averageGrade: 68.8, completedPages: 24 }),
}: {
  schools?: typeof SCHOOLS;
  circles?: (typeof ASIM)[];
  detail?: () => Response;
} = {}) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const query = (name: string) => url.searchParams.get(name);
    if (url.pathname === '/api/schools') return jsonResponse({ schools });
    if (url.pathname === '/api/semesters')
      return jsonResponse({ semesters: SEMESTERS.filter((semester) => semester.school_id === Number(query('school_id'))) });
    if (url.pathname === '/api/classes')
      return jsonResponse(circles.filter((circle) => circle.school_id === Number(query('school_id')) && circle.semester_id === Number(query('semester_id'))));
    if (url.pathname === '/api/classes/7/students') return jsonResponse([ANAS, AHMAD]);
    if (url.pathname === '/api/grades/semester/2/class/7') return jsonResponse({ success: true, grades: ANAS_ALL });
    if (url.pathname === `/api/grades/student/${ANAS.id}/semester/2`) return detail();
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

const studentButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
  session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher', school_id: 1 }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

describe('the grades average viewer', () => {
  it('opens a teacher’s only circle, lists its students with their total and grade counts, and searches them Arabic-normalised', async () => {
    serve();
    renderScreen(<GradingPage />, { path: '/grading' });
    await expectShown(ANAS_NAME, GRADING_T.studentsTotal(2), GRADING_T.chooseStudent);
    expect(within(studentButton(ANAS_NAME)).getByText(GRADES_T.gradesCount(5))).toBeTruthy();
    expect(within(studentButton(AHMAD_NAME)).getByText(GRADES_T.gradesCount(0))).toBeTruthy();

    const search = screen.getByLabelText(GRADING_T.searchStudent);
    fireEvent.change(search, { target: { value: 'احمد' } });
    expect(screen.queryByText(ANAS_NAME)).toBeNull();
    expect(screen.getByText(AHMAD_NAME)).toBeTruthy();
    fireEvent.change(search, { target: { value: ANAS.id } });
    expect(screen.getByText(ANAS_NAME)).toBeTruthy();
    fireEvent.change(search, { target: { value: 'خالد' } });
    expect(screen.getByText(GRADING_T.noMatch)).toBeTruthy();
  });

  it('shows the chosen student’s total and each course’s average as a bar coloured by its band', async () => {
    serve();
    renderScreen(<GradingPage />, { path: '/grading' });
    await expectShown(ANAS_NAME);
    fireEvent.click(studentButton(ANAS_NAME));
    await expectShown(GRADING_T.detailTitle(ANAS_NAME));
    expect(studentButton(ANAS_NAME).getAttribute('aria-pressed')).toBe('true');

    const facts = screen.getByRole('status');
    expect(facts.textContent).toContain('68.8');
    expect(facts.textContent).toContain(`${QURAN_T.memorisedPages}: 24`);

    // 75 is yellow on the grade bar (75..89), 50 orange (50..74).
    const memorisation = screen.getByRole('progressbar', { name: GRADING_T.courseBar('الحفظ الجديد') });
    expect(memorisation.getAttribute('aria-valuenow')).toBe('75');
    expect(within(memorisation).getByText('75.0%')).toBeTruthy();
    const bar = (progress: HTMLElement) => (progress.querySelector('.ant-progress-bg') as HTMLElement).style.background;
    const colour = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    expect(bar(memorisation)).toBe(colour(BAND_COLOURS.yellow));
    expect(bar(screen.getByRole('progressbar', { name: GRADING_T.courseBar('السلوك') }))).toBe(colour(BAND_COLOURS.orange));
    expect(screen.getAllByText('من النبإ 1 إلى النبإ 40')).toHaveLength(4);
  });

  it('keeps the choices in the URL: a link opens the student at once', async () => {
    serve();
    renderScreen(<GradingPage />, { path: `/grading?school_id=1&semester_id=2&class_id=7&student_id=${ANAS.id}` });
    await expectShown(GRADING_T.detailTitle(ANAS_NAME));
  });

  it('asks for a complex, then a circle, when there is more than one of each', async () => {
    session.signIn('token', makeUser({ role: 'admin', user_type: 'admin' }));
    serve({ schools: SCHOOLS, circles: [ASIM, NAFI] });
    renderScreen(<GradingPage />, { path: '/grading' });
    await expectShown(GRADING_T.chooseCircleHint);
    expect((screen.getByLabelText(T.semester) as HTMLInputElement).disabled).toBe(true);

    fireEvent.mouseDown(screen.getByLabelText(T.complex));
    fireEvent.click(await screen.findByText('مجمع الفرقان', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect((screen.getByLabelText(T.circle) as HTMLInputElement).disabled).toBe(false));
    await screen.findByText('الفصل الأول 2026');
    expect(screen.queryByText(ANAS_NAME)).toBeNull();

    fireEvent.mouseDown(screen.getByLabelText(T.circle));
    fireEvent.click(await screen.findByText('حلقة الإمام عاصم', { selector: '.ant-select-item-option-content' }));
    await expectShown(ANAS_NAME, GRADING_T.studentsTotal(2));
  });

  it('shows the fallback when a student’s grades cannot load', async () => {
    serve({ detail: () => new Response('', { status: 500 }) });
    renderScreen(<GradingPage />, { path: `/grading?school_id=1&semester_id=2&class_id=7&student_id=${ANAS.id}` });
    await expectShown(T.studentLoadFailed);
  });
});
