import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, calendarToday, MESSAGES } from '#common';
import { session } from '../../session/session';
import { expectShown, fill, press } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { toClassBody, toClassValues } from './components/ClassFormModal';
import ClassesPage from '.';
import { T } from '../../shared/locale';
import { PROFILE_T } from '../../shared/student-profile/locale';
import { CLASSES_T } from './locale';
import type { ClassItem, ClassStudent } from './types';

const TEACHERS = [
  { id: '1111111111', first_name: 'إياد', second_name: 'خالد', third_name: 'عبدالرحمن', last_name: 'الجهني' },
  { id: '2222222222', first_name: 'ريان', second_name: 'حسن', third_name: 'سلمان', last_name: 'آل سعود' },
  { id: '3333333333', first_name: 'مشعل', second_name: 'مصطفى', third_name: 'فهد', last_name: 'الشهراني' },
];
const [IYAD, RAYAN, MISHAL] = TEACHERS.map((teacher) => `${teacher.first_name} ${teacher.second_name} ${teacher.third_name} ${teacher.last_name}`);

function circle(overrides: Partial<ClassItem>): ClassItem {
  return {
    id: 7,
    name: 'حلقة الإمام عاصم',
    school_id: 1,
    school_name: 'مجمع الفرقان',
    semester_id: 2,
    semester_name: 'الفصل الأول 2026',
    school_level: 'روضة',
    level: 'روضة',
    max_students: null,
    is_active: true,
    class_code: null,
    description: null,
    student_count: 3,
    teachers_with_roles: [
      { id: TEACHERS[0].id, role: 'primary', name: IYAD },
      { id: TEACHERS[1].id, role: 'assistant', name: RAYAN },
      { id: TEACHERS[2].id, role: 'assistant', name: MISHAL },
    ],
    teacher_id: TEACHERS[0].id,
    teacher_name: IYAD,
    primary_teacher_id: TEACHERS[0].id,
    teacher_ids: TEACHERS.map((teacher) => teacher.id),
    assigned_teacher_ids: TEACHERS.map((teacher) => teacher.id),
    assigned_teacher_names: [IYAD, RAYAN, MISHAL],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const ASIM = circle({});
const IBN_KATHIR = circle({
  id: 8,
  name: 'حلقة ابن كثير',
  school_id: 2,
  school_name: 'دار نور الهدى',
  semester_id: null,
  semester_name: null,
  max_students: 25,
  is_active: false,
  teachers_with_roles: [],
  teacher_id: null,
  teacher_name: null,
  primary_teacher_id: null,
  teacher_ids: [],
  assigned_teacher_ids: [],
  assigned_teacher_names: [],
});

const SCHOOLS = [
  { id: 1, name: 'مجمع الفرقان' },
  { id: 2, name: 'دار نور الهدى' },
];
const SEMESTERS = [
  { id: 2, school_id: 1, name: 'الفصل الأول 2026', start_date: '2026-08-16', end_date: '2027-01-14' },
  { id: 3, school_id: 1, name: 'الفصل الثاني 2027', start_date: '2027-01-18', end_date: '2027-06-25' },
  { id: 5, school_id: 2, name: 'الفصل الأول 2026', start_date: '2026-08-16', end_date: '2027-01-14' },
];
const STUDENTS: ClassStudent[] = [
  {
    id: '1463087344',
    first_name: 'أنس',
    second_name: 'عبدالإله',
    third_name: 'يوسف',
    last_name: 'البلوي',
    school_level: 'الصف الثاني الابتدائي',
    enrollment_date: '2026-08-16',
  },
  { id: '1041005057', first_name: 'أحمد', second_name: 'حسين', third_name: 'عبدالله', last_name: 'باوزير', school_level: null, enrollment_date: '2026-08-17' },
];

/**
 * A small API: the circles (filtered by the query like the real one), complexes, semesters and teachers by complex,
 * a circle's students, privileges; `override` answers first when it returns something.
 */
function serve(circles: ClassItem[], override: (request: Request, url: URL) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const answer = override(request, url);
    if (answer) return answer;
    const query = (name: string) => url.searchParams.get(name);
    if (url.pathname === '/api/classes' && request.method === 'GET') {
      return jsonResponse(
        circles.filter(
          (item) =>
            (!query('school_id') || item.school_id === Number(query('school_id'))) &&
            (!query('semester_id') || item.semester_id === Number(query('semester_id'))) &&
            (!query('is_active') || String(item.is_active) === query('is_active')),
        ),
      );
    }
    if (url.pathname === '/api/schools') return jsonResponse({ schools: SCHOOLS });
    if (url.pathname === '/api/semesters')
      return jsonResponse({ semesters: SEMESTERS.filter((semester) => semester.school_id === Number(query('school_id'))) });
    if (url.pathname === '/api/teachers') return jsonResponse({ teachers: query('school_id') === '1' ? TEACHERS : [] });
    if (url.pathname === '/api/classes/7/students') return jsonResponse(STUDENTS);
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

/** The GET /api/classes requests sent, as their query strings. */
function classListQueries(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/classes')
    .map((url) => url.search);
}

/** Picks `option` in the antd select labelled `label` inside `container` (a dialog, say). */
async function pick(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (node) => node.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** The texts of the options of the select that is open. */
const openOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((node) => node.textContent);
const optionNamed = (text: string) =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((node) => node.textContent === text)!;

/** The checklist row of a teacher in the class form. */
const teacherRow = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name }).closest('li') as HTMLElement;
const isPrimary = (dialog: HTMLElement, name: string) => within(teacherRow(dialog, name)).queryByText(CLASSES_T.primary) !== null;

beforeEach(() => session.signIn('token', makeUser()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('class form values', () => {
  it('keeps the teachers in order with their primary, and sends an emptied capacity as null (no limit)', () => {
    const values = toClassValues(ASIM);
    expect(values.teachers).toEqual({ teacher_ids: TEACHERS.map((teacher) => teacher.id), primary_teacher_id: TEACHERS[0].id });
    expect(toClassBody({ ...values, name: ' حلقة عاصم ', max_students: undefined, class_code: '  ' })).toEqual({
      name: 'حلقة عاصم',
      school_id: 1,
      semester_id: 2,
      school_level: 'روضة',
      max_students: null,
      class_code: null,
      description: null,
      is_active: true,
      teacher_ids: TEACHERS.map((teacher) => teacher.id),
      primary_teacher_id: TEACHERS[0].id,
    });
  });
});

describe('circles screen', () => {
  it('shows each card: two teachers with the primary marked and +N, unlimited capacity, no semester, no teacher', async () => {
    serve([ASIM, IBN_KATHIR]);
    renderScreen(<ClassesPage />);
    await expectShown(CLASSES_T.shownCount(2, 2));

    const asim = screen.getByText('حلقة الإمام عاصم').closest('.ant-card') as HTMLElement;
    expect(within(asim).getByText('إياد خالد')).toBeTruthy();
    expect(within(asim).getByText(CLASSES_T.primary)).toBeTruthy();
    expect(within(asim).getByText(/ريان حسن/)).toBeTruthy();
    expect(within(asim).getByText(CLASSES_T.moreTeachers(1))).toBeTruthy();
    expect(within(asim).getByText(CLASSES_T.unlimited)).toBeTruthy();

    const ibnKathir = screen.getByText('حلقة ابن كثير').closest('.ant-card') as HTMLElement;
    expect(within(ibnKathir).getByText(T.noTeachers)).toBeTruthy();
    expect(within(ibnKathir).getByText('غير محدد')).toBeTruthy();
    expect(within(ibnKathir).getByText('25')).toBeTruthy();
    expect(within(ibnKathir).getByRole('button', { name: /تفعيل/ })).toBeTruthy();
  });

  it('says when there is no circle at all, and shows the fallback when the list cannot load', async () => {
    serve([]);
    const { unmount } = renderScreen(<ClassesPage />);
    await expectShown(CLASSES_T.classesEmpty);
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderScreen(<ClassesPage />);
    await expectShown(T.classesLoadFailed);
  });

  it('filters by the URL, lists only the chosen complex’s semesters, and clears the semester when the complex changes', async () => {
    const fetchMock = serve([ASIM, IBN_KATHIR]);
    renderScreen(<ClassesPage />, { path: '/classes?school_id=1&semester_id=2' });
    await expectShown(CLASSES_T.shownCount(1, 2), T.clearFilters);
    expect(classListQueries(fetchMock)).toContain('?school_id=1&semester_id=2');

    fireEvent.mouseDown(screen.getByLabelText(T.semester));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')).toHaveLength(2));

    await pick(document.body, 'مجمع الحلقات', 'دار نور الهدى');
    await waitFor(() => expect(classListQueries(fetchMock)).toContain('?school_id=2'));
    await expectShown('حلقة ابن كثير', CLASSES_T.shownCount(1, 2));
    expect(screen.queryByText('حلقة الإمام عاصم')).toBeNull();

    press(T.clearFilters);
    await expectShown(CLASSES_T.shownCount(2, 2));
    expect((screen.getByLabelText(T.semester) as HTMLInputElement).disabled).toBe(true);
  });

  it('tells apart an empty filter result from an empty list', async () => {
    serve([ASIM]);
    renderScreen(<ClassesPage />, { path: '/classes?is_active=false' });
    await expectShown(CLASSES_T.classesNoMatch, CLASSES_T.shownCount(0, 1));
  });

  it('adds a circle: the first teacher ticked is primary, unticking it promotes the next, and any assistant can be made primary', async () => {
    const fetchMock = serve([ASIM], (request, url) =>
      request.method === 'POST' && url.pathname === '/api/classes'
        ? jsonResponse({ message: MESSAGES.classes.created, class: ASIM, classId: 9 }, 201)
        : undefined,
    );
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');

    press(new RegExp(CLASSES_T.addClass));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CLASSES_T.teachersNeedComplex)).toBeTruthy();
    expect(within(dialog).getByText(CLASSES_T.teachersNote)).toBeTruthy();

    await pick(dialog, 'مجمع الحلقات', 'مجمع الفرقان');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3));

    fireEvent.click(within(dialog).getByRole('checkbox', { name: IYAD }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: RAYAN }));
    expect(isPrimary(dialog, IYAD)).toBe(true);
    expect(isPrimary(dialog, RAYAN)).toBe(false);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: IYAD })); // unticking the primary promotes Rayan
    expect(isPrimary(dialog, RAYAN)).toBe(true);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: MISHAL }));
    expect(isPrimary(dialog, MISHAL)).toBe(false);
    fireEvent.click(within(teacherRow(dialog, MISHAL)).getByRole('button', { name: new RegExp(CLASSES_T.makePrimary) }));
    expect(isPrimary(dialog, MISHAL)).toBe(true);
    expect(isPrimary(dialog, RAYAN)).toBe(false);

    fill(CLASSES_T.className, 'حلقة الإمام نافع');
    await pick(dialog, T.semester, 'الفصل الثاني 2027');
    await pick(dialog, T.schoolLevel, 'روضة');
    within(dialog).getByRole('button', { name: /حفظ/ }).click();

    await waitFor(() => expect(fetchMock.mock.calls.some(([request]) => request.method === 'POST')).toBe(true), { timeout: 5000 });
    const post = fetchMock.mock.calls.find(([request]) => request.method === 'POST')![0];
    expect(await post.json()).toEqual({
      name: 'حلقة الإمام نافع',
      school_id: 1,
      semester_id: 3,
      school_level: 'روضة',
      max_students: 20,
      class_code: null,
      description: null,
      is_active: true,
      teacher_ids: [TEACHERS[1].id, TEACHERS[2].id],
      primary_teacher_id: TEACHERS[2].id,
    });
    await expectShown(MESSAGES.classes.created);
  });

  it('clears the semester and the teachers when the form’s complex changes', async () => {
    serve([ASIM]);
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    press(/تعديل/);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByRole('checkbox', { name: IYAD }) as HTMLInputElement).checked).toBe(true));
    expect(within(dialog).getByText('الفصل الأول 2026')).toBeTruthy();

    await pick(dialog, 'مجمع الحلقات', 'دار نور الهدى');
    await expectShown(CLASSES_T.teachersEmpty);
    // The semester is the new complex's own now (its only one), not the old complex's.
    fireEvent.mouseDown(within(dialog).getByLabelText(T.semester));
    await waitFor(() => expect(openOptions()).toEqual(['الفصل الأول 2026']));
    expect(within(dialog).getAllByTitle('الفصل الأول 2026')).toHaveLength(1);
  });

  it('a new circle starts in the complex’s current semester, and offers only active teachers', async () => {
    const today = calendarToday();
    const semesters = [
      { id: 11, school_id: 1, name: 'الفصل الصيفي 2025', start_date: '2025-06-01', end_date: '2025-08-01' },
      { id: 12, school_id: 1, name: 'الفصل الحالي', start_date: addDays(today, -30), end_date: addDays(today, 30) },
    ];
    const fetchMock = serve([ASIM], (request, url) => {
      if (url.pathname === '/api/semesters') return jsonResponse({ semesters });
      if (request.method === 'POST') return jsonResponse({ message: MESSAGES.classes.created, class: ASIM, classId: 9 }, 201);
      return undefined;
    });
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    press(new RegExp(CLASSES_T.addClass));
    const dialog = await screen.findByRole('dialog');
    await pick(dialog, 'مجمع الحلقات', 'مجمع الفرقان');
    await waitFor(() => expect(within(dialog).getByTitle('الفصل الحالي')).toBeTruthy());
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3));
    const teacherQueries = fetchMock.mock.calls.map(([request]) => new URL(request.url)).filter((url) => url.pathname === '/api/teachers');
    expect(teacherQueries.map((url) => url.searchParams.get('is_active'))).toEqual(['true']);

    fill(CLASSES_T.className, 'حلقة الإمام نافع');
    await pick(dialog, T.schoolLevel, 'روضة');
    within(dialog).getByRole('button', { name: /حفظ/ }).click();
    await waitFor(() => expect(fetchMock.mock.calls.some(([request]) => request.method === 'POST')).toBe(true), { timeout: 5000 });
    const post = fetchMock.mock.calls.find(([request]) => request.method === 'POST')![0];
    expect(await post.json()).toMatchObject({ school_id: 1, semester_id: 12 });
  });

  it('keeps a switched-off teacher of the circle listed, marked, while the complex’s other teachers are the active ones', async () => {
    serve([ASIM], (_request, url) => (url.pathname === '/api/teachers' ? jsonResponse({ teachers: TEACHERS.slice(0, 2) }) : undefined));
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    press(/تعديل/);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3));
    const mishal = within(dialog).getByRole('checkbox', { name: new RegExp(MISHAL) }) as HTMLInputElement;
    expect(mishal.checked).toBe(true);
    expect(within(mishal.closest('li') as HTMLElement).getByText(T.accountInactive)).toBeTruthy();
    expect(within(teacherRow(dialog, IYAD)).queryByText(T.accountInactive)).toBeNull();
  });

  it('puts several students of the complex in the circle at once, in one request, naming the circle each leaves', async () => {
    const candidates = [
      { ...STUDENTS[0], class_id: 7, class_name: 'حلقة الإمام عاصم', is_active: true },
      { ...STUDENTS[1], id: '1500000001', first_name: 'بدر', class_id: 8, class_name: 'حلقة ابن كثير', is_active: true },
      { ...STUDENTS[1], id: '1500000002', first_name: 'تميم', class_id: null, class_name: null, is_active: false },
    ];
    const added = MESSAGES.classes.studentsAdded('طالبين');
    const fetchMock = serve([circle({ max_students: 5 })], (request, url) => {
      if (url.pathname === '/api/students') return jsonResponse(candidates);
      if (request.method === 'POST' && url.pathname === '/api/classes/7/students') return jsonResponse({ message: added, added_ids: [], class: ASIM }, 201);
      return undefined;
    });
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    press(/الطلاب/);
    const dialog = await screen.findByRole('dialog');
    await expectShown(CLASSES_T.seatsLeft(2));
    expect(
      within(dialog)
        .getByRole('button', { name: new RegExp(CLASSES_T.addChosen(0)) })
        .hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.mouseDown(within(dialog).getByLabelText(CLASSES_T.addStudents));
    // The circle's own student is not offered; the others say where they are now.
    const badr = CLASSES_T.candidate('بدر حسين عبدالله باوزير', 'حلقة ابن كثير', true);
    const tamim = CLASSES_T.candidate('تميم حسين عبدالله باوزير', null, false);
    await waitFor(() => expect(openOptions()).toEqual([badr, tamim]));
    fireEvent.click(optionNamed(badr));
    fireEvent.click(optionNamed(tamim));
    press(new RegExp(CLASSES_T.addChosen(2).replace(/[()]/g, '.')));

    await waitFor(() => expect(fetchMock.mock.calls.some(([request]) => request.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([request]) => request.method === 'POST')![0];
    expect(await post.json()).toEqual({ student_ids: ['1500000001', '1500000002'] });
    await expectShown(added);
  });

  it('says a full circle is full instead of offering students', async () => {
    serve([circle({ max_students: 3 })]);
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    press(/الطلاب/);
    await expectShown(MESSAGES.classes.classIsFull);
    expect(screen.queryByLabelText(CLASSES_T.addStudents)).toBeNull();
  });

  it('asks before deleting and shows the API’s reason when the circle has students', async () => {
    const fetchMock = serve([ASIM], (request) => (request.method === 'DELETE' ? jsonResponse({ error: MESSAGES.classes.hasDependants }, 409) : undefined));
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');

    press(/حذف/);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(CLASSES_T.deleteConfirm('حلقة الإمام عاصم'))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: /نعم/ }));
    await expectShown(MESSAGES.classes.hasDependants);
  });

  it('toggles a circle by sending is_active alone', async () => {
    const fetchMock = serve([ASIM], (request) => (request.method === 'PUT' ? jsonResponse({ message: MESSAGES.classes.saved }) : undefined));
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    press(/تعطيل/);
    await expectShown(CLASSES_T.classDeactivated);
    const put = fetchMock.mock.calls.find(([request]) => request.method === 'PUT')![0];
    expect(new URL(put.url).pathname).toBe('/api/classes/7');
    expect(await put.json()).toEqual({ is_active: false });
  });

  it('lists a circle’s students with an Arabic-normalised search, and opens a file with Hijri beside Gregorian', async () => {
    serve([ASIM]);
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    press(/الطلاب/);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: new RegExp(CLASSES_T.viewFile) })).toHaveLength(2));

    fireEvent.change(within(dialog).getByLabelText(CLASSES_T.searchStudents), { target: { value: 'احمد' } });
    expect(within(dialog).getByText('أحمد حسين عبدالله باوزير')).toBeTruthy();
    expect(within(dialog).queryByText('أنس عبدالإله يوسف البلوي')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(CLASSES_T.searchStudents), { target: { value: 'خالد' } });
    expect(within(dialog).getByText(CLASSES_T.studentsNoMatch)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(CLASSES_T.searchStudents), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`${CLASSES_T.viewFile}: أنس`) }));
    const file = (await screen.findByText(CLASSES_T.studentFile)).closest('.ant-modal') as HTMLElement;
    expect(within(file).getByText('1463087344')).toBeTruthy();
    expect(within(file).getByText(/ربيع الأول/)).toBeTruthy(); // 2026-08-16 in the Umm al-Qura calendar
    expect(within(file).getByText(/أغسطس/)).toBeTruthy();
  });

  it('says when a circle has no student', async () => {
    serve([ASIM], (_request, url) => (url.pathname === '/api/classes/7/students' ? jsonResponse([]) : undefined));
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    press(/الطلاب/);
    await expectShown(T.circleNoStudents);
  });
});

describe('circles screen for a teacher', () => {
  it('shows their circles read-only: students and courses, but no add, edit, toggle or delete', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher' }));
    serve([ASIM]);
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم', CLASSES_T.readOnlySubtitle);
    expect(screen.getByRole('button', { name: /الطلاب/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /المقررات/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /إضافة|تعديل|تعطيل|حذف/ })).toBeNull();
  });

  it('opens a student’s study profile in the circle from its students list', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher' }));
    const empty = {
      status: null,
      memorisedPages: 0,
      targetPages: 0,
      goalPages: 0,
      gradedGoalPages: 0,
      ungradedGoalPages: 0,
      percentage: null,
      gradedPercentage: null,
    };
    const profile = {
      ...STUDENTS[0],
      status: 'active',
      class_id: 7,
      class_name: 'حلقة الإمام عاصم',
      memorized_surah_id: null,
      memorized_ayah_number: null,
      target_surah_id: null,
      target_ayah_number: null,
      memorized_pages: 0,
      total_pages: 604,
      pages_percentage: 0,
      memorized_ayahs: 0,
      averageGrade: null,
      goal: null,
      plan: empty,
      grades: [],
      courses: [],
    };
    const fetchMock = serve([ASIM], (_request, url) =>
      url.pathname === '/api/classes/7/student/1463087344/profile' ? jsonResponse({ student: profile }) : undefined,
    );
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    press(/الطلاب/);
    const list = await screen.findByRole('dialog');
    fireEvent.click(await within(list).findByRole('button', { name: PROFILE_T.openProfileOf('أنس عبدالإله يوسف البلوي') }));
    await expectShown(PROFILE_T.openProfileOf('أنس عبدالإله يوسف البلوي'), PROFILE_T.gradesEmpty);
    expect(fetchMock.mock.calls.some(([request]) => new URL(request.url).pathname === '/api/classes/7/student/1463087344/profile')).toBe(true);
  });
});

describe('circles screen for a complex manager', () => {
  it('manages the circles of their complex, whose semesters the filter offers without choosing it', async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator', school_id: 1 }));
    serve([ASIM], (_request, url) => (url.pathname === '/api/schools' ? jsonResponse({ schools: [SCHOOLS[0]] }) : undefined));
    renderScreen(<ClassesPage />);
    await expectShown('حلقة الإمام عاصم');
    expect(screen.getByRole('button', { name: new RegExp(CLASSES_T.addClass) })).toBeTruthy();
    expect(screen.getByRole('button', { name: /حذف/ })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(T.semester) as HTMLInputElement).disabled).toBe(false));
  });
});
