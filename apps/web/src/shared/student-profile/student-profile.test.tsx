import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarToday, MESSAGES } from '#common';
import { goalProgress, memorisationProgress, REVIEW_LEGEND, reviewMap } from '#quran';
import type { Grade, StudentProfile } from '../../api/grading';
import { session } from '../../session/session';
import { expectShown } from '../../test/forms';
import { syncAnswer, syncOperations } from '../../test/sync';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { GRADES_T } from '../grades/locale';
import { T } from '../locale';
import { QURAN_T } from '../quran/locale';
import { AttendanceRecordsDialog } from './AttendanceRecordsDialog';
import { PROFILE_T } from './locale';
import { StudentProfileDialog } from './StudentProfileDialog';

const STUDENT_ID = '1463087344';
const NAME = 'أنس عبدالإله يوسف البلوي';
const PROFILE_PATH = `/api/classes/7/student/${STUDENT_ID}/profile`;
const TODAY = calendarToday();

function grade(overrides: Partial<Grade>): Grade {
  return {
    id: 1,
    student_id: STUDENT_ID,
    course_id: 3,
    course_name: 'الحفظ الجديد',
    class_id: 7,
    semester_id: 2,
    grade_value: 18,
    max_grade: 20,
    grade_type: 'memorization',
    start_reference: null,
    end_reference: null,
    notes: null,
    grade_date: '2026-09-08',
    date_graded: '2026-09-08',
    graded_by: null,
    created_at: '2026-09-08T08:00:00.000Z',
    updated_at: '2026-09-08T08:00:00.000Z',
    ...overrides,
  };
}

const course = (id: number, name: string, percentage: number, max_grade: number) => ({
  id,
  name,
  percentage,
  requires_surah: true,
  description: null,
  max_grade,
  semester_id: 2,
  school_id: 1,
  class_id: null,
  created_at: '2026-08-01T00:00:00.000Z',
  updated_at: '2026-08-01T00:00:00.000Z',
});
const COURSES = [course(3, 'الحفظ الجديد', 40, 20), course(5, 'السلوك', 10, 10)];

// Newest first, as the API sends them: behaviour last week, then an-Naba (78) memorised today... the day before.
const GRADES = [
  grade({ id: 12, course_id: 5, course_name: 'السلوك', grade_value: 9, max_grade: 10, grade_type: 'behavior', grade_date: TODAY }),
  grade({ id: 11, start_reference: '78:1', end_reference: '78:40', notes: 'حفظ متقن', grade_date: TODAY }),
];

/** A profile as the API computes it: libs/quran's progress and plan from the positions and the grades. */
function profile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  const memorised = { surahId: 114, ayah: 6 };
  const target = { surahId: 78, ayah: 40 };
  const progress = memorisationProgress(memorised);
  return {
    id: STUDENT_ID,
    first_name: 'أنس',
    second_name: 'عبدالإله',
    third_name: 'يوسف',
    last_name: 'البلوي',
    school_level: 'الصف الرابع الابتدائي',
    status: 'active',
    class_id: 7,
    class_name: 'حلقة الإمام عاصم',
    semester_id: 2,
    memorized_surah_id: 114,
    memorized_ayah_number: 6,
    target_surah_id: 78,
    target_ayah_number: 40,
    memorized_pages: progress.memorisedPages,
    total_pages: 604,
    pages_percentage: progress.percentage,
    memorized_ayahs: progress.memorisedAyahs,
    averageGrade: 90,
    goal: null,
    plan: goalProgress({ memorised, target, grades: GRADES }),
    grades: GRADES,
    courses: COURSES,
    ...overrides,
  };
}

const REVIEW = {
  today: TODAY,
  ...reviewMap({ today: TODAY, grades: GRADES, memorised: { surahId: 114, ayah: 6 } }),
  legend: [...REVIEW_LEGEND],
};

type Answer = (request: Request, url: URL) => Response | Promise<Response> | undefined;

/** The profile, the review map, the semesters and the privileges; `override` answers first when it returns something. */
function serve(student: StudentProfile = profile(), override: Answer = () => undefined) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const answer = override(request, url);
    if (answer) return answer;
    if (url.pathname === PROFILE_PATH) return jsonResponse({ student });
    if (url.pathname === `/api/grades/student/${STUDENT_ID}/review`) return jsonResponse(REVIEW);
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    // The circle's semester, studied every day: the dated forms' rule is the grade form's test.
    if (url.pathname === '/api/semesters')
      return jsonResponse({ semesters: [{ id: 2, start_date: '2020-01-01', end_date: '2040-12-31', weekend_days: [], vacation_days: [] }] });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

function openProfile() {
  renderScreen(<StudentProfileDialog classId={7} studentId={STUDENT_ID} open onClose={() => undefined} />);
}

/** The one request sent with `method`, once it has been. */
async function sent(fetchMock: ReturnType<typeof mockFetch>, method: string): Promise<Request> {
  await waitFor(() => expect(fetchMock.mock.calls.some(([request]) => request.method === method)).toBe(true), { timeout: 5000 });
  return fetchMock.mock.calls.find(([request]) => request.method === method)![0];
}

/** The dialog whose title says `title`. */
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;

beforeEach(() => session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher', school_id: 1 })));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the student profile dialog', () => {
  it('says the fallback when the profile cannot load, and loads it again on retry', async () => {
    let failures = 1;
    const fetchMock = serve(profile(), (_request, url) => (url.pathname === PROFILE_PATH && failures-- > 0 ? new Response('', { status: 500 }) : undefined));
    openProfile();
    await expectShown(PROFILE_T.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.retry) }));
    await expectShown(PROFILE_T.openProfileOf(NAME));
    expect(fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === PROFILE_PATH)).toHaveLength(2);
  });

  it('shows the tiles, the goal, the last memorisation grade, a button per course and the grades', async () => {
    serve();
    openProfile();
    await expectShown(PROFILE_T.openProfileOf(NAME));
    const tiles = screen.getByRole('list', { name: PROFILE_T.summary });
    // al-Fatiha and an-Nas: 2 of 604 pages.
    expect(within(tiles).getByText(QURAN_T.pagesOf(2, 604))).toBeTruthy();
    expect(within(tiles).getByText('90.0')).toBeTruthy();
    expect(within(tiles).getByText('2')).toBeTruthy();
    expect(within(tiles).getAllByText(QURAN_T.goalInProgress).length).toBeGreaterThan(0);

    expect(screen.getByText(QURAN_T.position('النبإ', 40))).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(PROFILE_T.editGoal) })).toBeTruthy();
    // The newest grade is behaviour's; the panel takes the newest of a memorisation course.
    const last = screen.getByRole('heading', { name: PROFILE_T.lastMemorisation }).closest('section')!;
    expect(within(last).getByText('الحفظ الجديد')).toBeTruthy();
    expect(within(last).getByText(GRADES_T.range('النبإ 1', 'النبإ 40'))).toBeTruthy();
    expect(within(last).getByText('حفظ متقن')).toBeTruthy();

    for (const { name, percentage } of COURSES) expect(screen.getByRole('button', { name: `${GRADES_T.addTitle(name)} ${percentage}%` })).toBeTruthy();
    const grades = screen.getByRole('heading', { name: `${PROFILE_T.gradesSection} (2)` }).closest('section')!;
    expect(within(grades).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grades).getByText(GRADES_T.gradeOutOf(9, 10))).toBeTruthy();
  });

  it('opens the grade form of the course pressed, with its range fields', async () => {
    serve();
    openProfile();
    await expectShown(PROFILE_T.openProfileOf(NAME));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${GRADES_T.addTitle('الحفظ الجديد')}`) }));
    const form = await dialogTitled(GRADES_T.addTitle('الحفظ الجديد'));
    expect(within(form).getByRole('combobox', { name: GRADES_T.startSurah })).toBeTruthy();
  });

  it('asks before deleting a grade, then deletes it', async () => {
    const fetchMock = serve(profile(), (request) => (request.method === 'DELETE' ? jsonResponse({ message: MESSAGES.grades.deleted }) : undefined));
    openProfile();
    await expectShown(PROFILE_T.openProfileOf(NAME));
    fireEvent.click(screen.getAllByRole('button', { name: /^حذف درجة السلوك/ })[0]);
    await expectShown(GRADES_T.deleteTitle);
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: T.confirmDelete }));
    expect(new URL((await sent(fetchMock, 'DELETE')).url).pathname).toBe('/api/grades/12');
    await expectShown(MESSAGES.grades.deleted);
  });

  it('says when there are no grades, no courses and no goal', async () => {
    const empty = goalProgress({ memorised: null, target: null });
    serve(profile({ grades: [], courses: [], averageGrade: null, target_surah_id: null, target_ayah_number: null, plan: empty }));
    openProfile();
    await expectShown(PROFILE_T.gradesEmpty, PROFILE_T.noMemorisationGrade, PROFILE_T.noAverage, GRADES_T.noCourses);
    expect(screen.getAllByText(QURAN_T.noTarget).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: new RegExp(PROFILE_T.setGoal) })).toBeTruthy();
  });

  it('offers no grading to a viewer who may not grade', async () => {
    session.signIn('token', makeUser({ role: 'parent', user_type: 'parent' }));
    serve();
    openProfile();
    await expectShown(PROFILE_T.openProfileOf(NAME));
    expect(screen.queryByRole('button', { name: new RegExp(GRADES_T.addGrade) })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(حذف|تعديل) درجة/ })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(PROFILE_T.editGoal) })).toBeNull();
    expect(screen.getByRole('button', { name: new RegExp(QURAN_T.memorisationPlan) })).toBeTruthy();
  });
});

describe('the plan from the profile', () => {
  it('draws the memorised and goal pages with their figures', async () => {
    serve();
    openProfile();
    await expectShown(PROFILE_T.openProfileOf(NAME));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(QURAN_T.memorisationPlan) }));
    const plan = await dialogTitled(QURAN_T.planTitle(NAME));
    const { plan: figures } = profile();
    const chart = within(plan).getByRole('img', { name: /مخطط الخطة/ });
    expect(chart.getAttribute('aria-label')).toContain(QURAN_T.sectionMemorised);
    expect(within(plan).getByText(QURAN_T.sectionMemorised)).toBeTruthy();
    // an-Naba, graded today, is the part of the goal already graded.
    expect(figures.gradedGoalPages).toBeGreaterThan(0);
    expect(within(plan).getByText(QURAN_T.sectionGraded)).toBeTruthy();
    expect(within(plan).getAllByText(`${figures.percentage}%`).length).toBeGreaterThan(0);
  });

  it('tells one story: a goal graded but not memorised is a thin arc beside 0 %, the memorised share fills the ring', async () => {
    // Al-Fil graded 1 to 5, nothing memorised yet, al-Fil the target.
    const graded = goalProgress({ target: { surahId: 105, ayah: 5 }, grades: [{ start_reference: '105:1', end_reference: '105:5' }] });
    serve(profile({ memorized_surah_id: null, memorized_ayah_number: null, target_surah_id: 105, target_ayah_number: 5, plan: graded }));
    openProfile();
    await expectShown(PROFILE_T.openProfileOf(NAME));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(QURAN_T.memorisationPlan) }));
    const plan = await dialogTitled(QURAN_T.planTitle(NAME));
    const chart = within(plan).getByRole('img', { name: /مخطط الخطة/ });
    expect(chart.querySelector('text')?.textContent).toBe('0%');
    // No memorised arc: the goal's sections (al-Fil graded, the surahs before it not) run thinner than the ring.
    const [track, ...arcs] = [...chart.querySelectorAll('circle')];
    expect(arcs.map((arc) => arc.getAttribute('stroke'))).toHaveLength(2);
    for (const arc of arcs) expect(Number(arc.getAttribute('stroke-width'))).toBeLessThan(Number(track.getAttribute('stroke-width')));
    const gradedShare = Math.round((graded.gradedGoalPages / graded.targetPages) * 1000) / 10;
    expect(within(plan).getByText(new RegExp(QURAN_T.ofTarget(gradedShare)))).toBeTruthy();
  });

  it('sets the goal: the target is required, a surah fills in its last ayah, and the goal is sent to the circle', async () => {
    const fetchMock = serve(
      profile({ target_surah_id: null, target_ayah_number: null, plan: goalProgress({ memorised: { surahId: 114, ayah: 6 } }) }),
      (request) => (request.method === 'PUT' ? jsonResponse({ message: MESSAGES.goals.saved, goal: {} }) : undefined),
    );
    openProfile();
    await expectShown(PROFILE_T.openProfileOf(NAME));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(PROFILE_T.setGoal) }));
    const plan = await dialogTitled(QURAN_T.planTitle(NAME));
    // A teacher sets the target only; the memorised position is the students screen's.
    expect(within(plan).queryByText(QURAN_T.memorisedNow)).toBeNull();
    fireEvent.click(within(plan).getByRole('button', { name: /حفظ/ }));
    await expectShown(MESSAGES.goals.targetRequired);

    const surah = within(plan).getByRole('combobox', { name: QURAN_T.surah });
    fireEvent.mouseDown(surah);
    fireEvent.change(surah, { target: { value: 'النبإ' } });
    fireEvent.click(
      await waitFor(() => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === '78. النبإ')!),
    );
    await waitFor(() => expect(within(plan).getByTitle('40')).toBeTruthy()); // its last ayah
    fireEvent.click(within(plan).getByRole('button', { name: /حفظ/ }));
    const put = await sent(fetchMock, 'PUT');
    expect(new URL(put.url).pathname).toBe(`/api/classes/7/student/${STUDENT_ID}/goal`);
    expect(await put.json()).toEqual({ target_surah_id: 78, target_ayah_number: 40 });
    await expectShown(MESSAGES.goals.saved);
  });
});

describe('the review map', () => {
  it('names every page with its colour, counts each colour, and says each juz’s state', async () => {
    serve();
    openProfile();
    await expectShown(PROFILE_T.openProfileOf(NAME));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(PROFILE_T.reviewFollowUp) }));
    const review = await dialogTitled(PROFILE_T.reviewTitle(NAME));
    const map = await within(review).findByRole('list', { name: PROFILE_T.juzMap });
    const juz = map.querySelectorAll(':scope > li');
    expect(juz).toHaveLength(30);
    const cells = [...map.querySelectorAll('[role="img"]')];
    expect(cells).toHaveLength(604);
    const cell = (page: number) => cells.find((node) => node.getAttribute('aria-label')?.startsWith(`صفحة ${page}:`))?.getAttribute('aria-label');
    // an-Naba (pages 582-583) graded today; al-Fatiha memorised but never graded; the middle not memorised.
    expect(cell(582)).toBe(PROFILE_T.page(582, PROFILE_T.colours.new));
    expect(cell(583)).toBe(PROFILE_T.page(583, PROFILE_T.colours.new));
    expect(cell(1)).toBe(PROFILE_T.page(1, PROFILE_T.colours.dark_red));
    expect(cell(300)).toBe(PROFILE_T.page(300, PROFILE_T.colours.not_memorised));
    expect(within(review).getByText(PROFILE_T.legendCount(REVIEW_LEGEND[0].label, REVIEW.summary.new))).toBeTruthy();
    // The thirtieth juz first, as students memorise.
    const lastJuz = juz[0] as HTMLElement;
    expect(within(lastJuz).getByText(PROFILE_T.juz(30))).toBeTruthy();
    expect(within(lastJuz).getByText(PROFILE_T.juzMemorised)).toBeTruthy();
    expect(within(lastJuz).getByText(PROFILE_T.juzRecent)).toBeTruthy();
    expect(within(juz[14] as HTMLElement).getByText(PROFILE_T.juzNotMemorised)).toBeTruthy();
    expect(within(juz[29] as HTMLElement).getByText(PROFILE_T.juz(1))).toBeTruthy();
  });
});

describe('attendance and points from the profile', () => {
  const record = (id: number, date: string, isPresent: boolean) => ({
    id,
    student_id: STUDENT_ID,
    class_id: 7,
    class_name: 'حلقة الإمام عاصم',
    semester_id: 2,
    attendance_date: date,
    date,
    status: isPresent ? 'present' : 'absent',
    is_present: isPresent,
    is_explicit: true,
    notes: null,
    marked_by: '1218309217',
  });

  it('records a day: the day and the state are required, then the mark is sent for the circle’s semester', async () => {
    const fetchMock = serve(profile(), (request, url) => (url.pathname === '/api/sync' ? syncAnswer(request) : undefined));
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(PROFILE_T.recordAttendance) }));
    const dialog = await dialogTitled(PROFILE_T.recordAttendanceOf('أنس عبدالإله يوسف البلوي'));
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await expectShown(MESSAGES.attendance.dateAndStatusRequired);
    fireEvent.click(within(dialog).getByText(T.absent));
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    const [mark] = await syncOperations(await sent(fetchMock, 'POST'));
    expect(mark.kind).toBe('attendance');
    expect(mark.body).toEqual({
      semester_id: 2,
      class_id: 7,
      student_id: STUDENT_ID,
      attendance_date: calendarToday(),
      is_present: false,
      notes: null,
    });
    await expectShown(MESSAGES.attendance.markedAbsent);
  });

  it('lists the attendance of this circle with its share present, and a teacher changes a day from its row', async () => {
    const fetchMock = serve(profile(), (request, url) => {
      if (url.pathname === `/api/attendance/student/${STUDENT_ID}`)
        return jsonResponse({
          attendance: [record(2, '2026-11-22', false), record(1, '2026-11-19', true), { ...record(3, '2026-11-18', true), class_id: 9 }],
          percentage: 67,
        });
      if (url.pathname === '/api/sync') return syncAnswer(request);
      return undefined;
    });
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(PROFILE_T.attendanceRecords) }));
    const dialog = await dialogTitled(PROFILE_T.attendanceRecordsOf('أنس عبدالإله يوسف البلوي'));
    // Two days of this circle (the third is another circle's): one present of two.
    await waitFor(() => expect(within(dialog).getByText(PROFILE_T.attendancePercentage(50))).toBeTruthy());
    fireEvent.click(within(dialog).getAllByRole('button', { name: /^تعديل حضور يوم/ })[0]);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(T.present) }));
    const [mark] = await syncOperations(await sent(fetchMock, 'POST'));
    expect(mark.body).toEqual(expect.objectContaining({ attendance_date: '2026-11-22', is_present: true, class_id: 7, semester_id: 2 }));
  });

  // Spec 03 section 6: the edit column and button only for teacher, admin and administrator (RULES.attendance.manage).
  it.each([
    ['teacher', true],
    ['admin', true],
    ['administrator', true],
    ['supervisor', false],
  ] as const)('the records’ edit column for the role %s: %s', async (role, shown) => {
    session.signIn('token', makeUser({ role, user_type: role, school_id: role === 'admin' ? null : 1 }));
    serve(profile(), (_request, url) =>
      url.pathname === `/api/attendance/student/${STUDENT_ID}`
        ? jsonResponse({ attendance: [record(2, '2026-11-22', false), record(1, '2026-11-19', true)], percentage: 50 })
        : undefined,
    );
    renderScreen(<AttendanceRecordsDialog classId={7} semesterId={2} student={{ id: STUDENT_ID, name: NAME }} open onClose={() => undefined} />);
    const dialog = await dialogTitled(PROFILE_T.attendanceRecordsOf(NAME));
    await waitFor(() => expect(within(dialog).getByText(PROFILE_T.attendancePercentage(50))).toBeTruthy());
    expect(within(dialog).queryAllByRole('button', { name: /^تعديل حضور يوم/ })).toHaveLength(shown ? 2 : 0);
    expect(within(dialog).queryAllByRole('columnheader', { name: T.edit })).toHaveLength(shown ? 1 : 0);
  });
});
