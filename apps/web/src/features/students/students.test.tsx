import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatGregorianDate, MESSAGES } from '#common';
import { TOTAL_AYAHS } from '#quran';
import { session } from '../../session/session';
import { T } from '../../shared/locale';
import { expectShown, press } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { QURAN_T } from '../../shared/quran/locale';
import { studentProgress } from '../../shared/quran/position';
import { PROFILE_T } from '../../shared/student-profile/locale';
import { toPlanBody } from '../../shared/student-profile/MemorisationPlanDialog';
import { STUDENTS_T } from './locale';
import type { Student } from './types';
import StudentsPage from '.';

function student(overrides: Partial<Student>): Student {
  return {
    id: '1463087344',
    first_name: 'أنس',
    second_name: 'عبدالإله',
    third_name: 'يوسف',
    last_name: 'البلوي',
    email: 'anas@example.com',
    phone: '0551234567',
    address: 'حي النزهة',
    date_of_birth: '2016-03-01',
    school_level: 'الصف الرابع الابتدائي',
    notes: null,
    status: 'active',
    is_active: true,
    school_id: 1,
    school_name: 'مجمع الفرقان',
    class_id: 7,
    current_class_id: 7,
    class_name: 'حلقة الإمام عاصم',
    semester_id: 2,
    semester_name: 'الفصل الأول 2026',
    enrollment_date: '2026-08-16',
    memorized_surah_id: 114, // an-Nas, the first surah after al-Fatiha in the memorisation order
    memorized_ayah_number: 6,
    target_surah_id: 112,
    target_ayah_number: 4,
    created_at: '2026-08-01T00:00:00.000Z',
    ...overrides,
  };
}

const ANAS = student({});
const UMAR = student({
  id: '1041005057',
  first_name: 'عمر',
  second_name: 'حسين',
  third_name: 'عبدالله',
  last_name: 'باوزير',
  email: null,
  phone: null,
  status: 'inactive',
  is_active: false,
  school_id: null,
  school_name: null,
  class_id: null,
  current_class_id: null,
  class_name: null,
  semester_id: null,
  semester_name: null,
  enrollment_date: null,
  memorized_surah_id: null,
  memorized_ayah_number: null,
  target_surah_id: null,
  target_ayah_number: null,
});
const ANAS_NAME = 'أنس عبدالإله يوسف البلوي';
const UMAR_NAME = 'عمر حسين عبدالله باوزير';

const SCHOOLS = [
  { id: 1, name: 'مجمع الفرقان' },
  { id: 2, name: 'دار نور الهدى' },
];
const CIRCLES = [
  { id: 7, name: 'حلقة الإمام عاصم', school_id: 1 },
  { id: 8, name: 'حلقة ابن كثير', school_id: 2 },
];

/**
 * A small API: the students (filtered by status and complex like the real one; the search is the server's, so it
 * is only recorded), complexes, circles by complex, privileges; `override` answers first when it returns something.
 */
function serve(students: Student[], override: (request: Request, url: URL) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const answer = override(request, url);
    if (answer) return answer;
    const query = (name: string) => url.searchParams.get(name);
    if (url.pathname === '/api/students' && request.method === 'GET') {
      return jsonResponse(
        students.filter(
          (item) =>
            (!query('status') || item.status === query('status')) &&
            (!query('school_id') || item.school_id === Number(query('school_id'))) &&
            (!query('class_id') || item.class_id === Number(query('class_id'))),
        ),
      );
    }
    if (url.pathname === '/api/schools') return jsonResponse({ schools: SCHOOLS });
    if (url.pathname === '/api/classes') return jsonResponse(CIRCLES.filter((circle) => circle.school_id === Number(query('school_id'))));
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

type FetchMock = ReturnType<typeof mockFetch>;

/** The GET /api/students requests sent, as their decoded query strings. */
const listQueries = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/students')
    .map((url) => decodeURIComponent(url.search));

/** The one request sent with `method`, once it has been. */
async function sent(fetchMock: FetchMock, method: string): Promise<Request> {
  await waitFor(() => expect(fetchMock.mock.calls.some(([request]) => request.method === method)).toBe(true), { timeout: 5000 });
  return fetchMock.mock.calls.find(([request]) => request.method === method)![0];
}

const cardOf = (name: string) => screen.getByText(name).closest('.ant-card') as HTMLElement;

/** The options of the dropdown of `select` (an antd select's combobox), once it is open. */
async function optionsOf(select: HTMLElement): Promise<HTMLElement[]> {
  return waitFor(() => {
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
    const dropdown = listbox?.closest('.ant-select-dropdown');
    if (!dropdown) throw new Error('the dropdown is not open');
    return [...dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')];
  });
}

/**
 * Picks `option` in the `index`th antd select labelled `label` inside `container`, first typing `search` (the
 * surah list is long and virtual, so only the options typed for are rendered).
 */
async function pick(container: HTMLElement, label: string, option: string, { search, index = 0 }: { search?: string; index?: number } = {}) {
  const select = (await within(container).findAllByLabelText(label))[index];
  fireEvent.mouseDown(select);
  if (search) fireEvent.change(select, { target: { value: search } });
  await clickOption(select, option);
}

/** Clicks `option` in the open dropdown of `select`. */
async function clickOption(select: HTMLElement, option: string) {
  const item = await waitFor(async () => {
    const found = (await optionsOf(select)).find((node) => node.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

beforeEach(() => session.signIn('token', makeUser()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('memorisation numbers', () => {
  it('takes the ayahs, pages and percentage from libs/quran', () => {
    expect(studentProgress(2, 286)).toMatchObject({ percentage: 100, memorisedPages: 604, memorisedAyahs: TOTAL_AYAHS });
    expect(studentProgress(null, 5)).toMatchObject({ position: null, percentage: 0, memorisedPages: 0, memorisedAyahs: 0 });
  });

  it('sends an emptied position as nulls, so the stored one is cleared', () => {
    expect(toPlanBody({ memorized_surah_id: 114, memorized_ayah_number: 3 })).toEqual({
      memorized_surah_id: 114,
      memorized_ayah_number: 3,
      target_surah_id: null,
      target_ayah_number: null,
    });
  });
});

describe('students screen', () => {
  it('shows each card: file, progress, circle, dual enrolment date, status, and a warning without a complex', async () => {
    serve([ANAS, UMAR]);
    renderScreen(<StudentsPage />);
    await expectShown(ANAS_NAME, `${T.studentCount}: 2`);

    const anas = cardOf(ANAS_NAME);
    for (const text of [
      '1463087344',
      'الصف الرابع الابتدائي',
      'مجمع الفرقان',
      'حلقة الإمام عاصم',
      'الفصل الأول 2026',
      'anas@example.com',
      '0551234567',
      T.active,
    ]) {
      expect(within(anas).getByText(text)).toBeTruthy();
    }
    expect(within(anas).getByText(/ربيع الأول/)).toBeTruthy(); // 2026-08-16 in the Umm al-Qura calendar
    expect(within(anas).getByText(/أغسطس/)).toBeTruthy();
    // al-Fatiha (7 ayahs, page 1) and an-Nas (6 ayahs, page 604): 13 ayahs on 2 of 604 pages.
    expect(within(anas).getByText('0.3%')).toBeTruthy();
    expect(within(anas).getByText('13')).toBeTruthy();
    expect(within(anas).getByText(QURAN_T.pagesOf(2, 604))).toBeTruthy();
    expect(within(anas).getByText(QURAN_T.position('الناس', 6))).toBeTruthy();
    expect(within(anas).queryByText(STUDENTS_T.noComplex)).toBeNull();
    expect(within(anas).getByRole('button', { name: new RegExp(STUDENTS_T.suspend) })).toBeTruthy();

    const umar = cardOf(UMAR_NAME);
    expect(within(umar).getByText(STUDENTS_T.noComplex)).toBeTruthy();
    expect(within(umar).getByText(QURAN_T.nothingMemorised)).toBeTruthy();
    expect(within(umar).getByText(STUDENTS_T.noCircle)).toBeTruthy();
    expect(within(umar).getByText(T.inactive)).toBeTruthy();
    expect(within(umar).getByRole('button', { name: new RegExp(T.activate) })).toBeTruthy();
  });

  it('shows a long list a page at a time, and a new search starts on the first page', async () => {
    // A platform's admin sees thousands: the cards come a page at a time, so the browser never draws them all.
    const many = Array.from({ length: 30 }, (_, index) => ({ ...ANAS, id: String(1700000000 + index), first_name: `طالب${index + 1}` }));
    const fetchMock = serve(many);
    renderScreen(<StudentsPage />);
    await expectShown(T.pageRange(1, 24, 30));
    expect(screen.getAllByText(/^طالب\d+/)).toHaveLength(24);
    fireEvent.click(screen.getByTitle('2'));
    await expectShown(T.pageRange(25, 30, 30));
    expect(screen.getAllByText(/^طالب\d+/)).toHaveLength(6);

    const search = screen.getByPlaceholderText(STUDENTS_T.searchPlaceholder);
    fireEvent.change(search, { target: { value: 'طالب' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?search=طالب'));
    await expectShown(T.pageRange(1, 24, 30));
  });

  it('says when there is no student, and the server’s sentence or the fallback when the list cannot load', async () => {
    serve([]);
    const first = renderScreen(<StudentsPage />);
    await expectShown(STUDENTS_T.studentsEmpty);
    first.unmount();

    mockFetch(() => new Response('', { status: 500 }));
    const second = renderScreen(<StudentsPage />);
    await expectShown(STUDENTS_T.loadFailed);
    second.unmount();

    serve([], (_request, url) => (url.pathname === '/api/students' ? jsonResponse({ error: 'تعذر الوصول إلى قاعدة البيانات' }, 500) : undefined));
    renderScreen(<StudentsPage />);
    await expectShown('تعذر الوصول إلى قاعدة البيانات');
  });

  it('filters by the URL: search on Enter, status and complex at once, and clears them all', async () => {
    const fetchMock = serve([ANAS, UMAR]);
    renderScreen(<StudentsPage />, { path: '/students?status=inactive' });
    await expectShown(UMAR_NAME, STUDENTS_T.shownCount(1, 2), T.clearFilters);
    expect(screen.queryByText(ANAS_NAME)).toBeNull();
    expect(listQueries(fetchMock)).toContain('?status=inactive');

    const search = screen.getByPlaceholderText(STUDENTS_T.searchPlaceholder);
    fireEvent.change(search, { target: { value: ' احمد ' } });
    expect(listQueries(fetchMock).some((query) => query.includes('search'))).toBe(false); // not on each key
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?search=احمد&status=inactive'));

    await pick(document.body, T.complex, 'مجمع الفرقان');
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?search=احمد&status=inactive&school_id=1'));
    await expectShown(STUDENTS_T.studentsNoMatch, STUDENTS_T.shownCount(0, 2));

    press(T.clearFilters);
    await expectShown(ANAS_NAME, UMAR_NAME, `${T.studentCount}: 2`);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('shows a table sorted by name, sorts by circle from its header, filters by a circle of the chosen complex, opens the details from the name', async () => {
    const BILAL = student({
      id: '1122334455',
      first_name: 'بلال',
      class_id: 8,
      current_class_id: 8,
      class_name: 'حلقة ابن كثير',
      school_id: 2,
      school_name: 'دار نور الهدى',
    });
    const fetchMock = serve([ANAS, UMAR, BILAL]);
    renderScreen(<StudentsPage />, { path: '/students' });
    await expectShown(ANAS_NAME);
    fireEvent.click(screen.getByText(T.viewTable));
    const names = () => [...document.querySelectorAll('tbody tr a')].map((link) => link.textContent);
    const BILAL_NAME = 'بلال عبدالإله يوسف البلوي';
    await waitFor(() => expect(names()).toEqual([ANAS_NAME, BILAL_NAME, UMAR_NAME]));
    expect(screen.queryByText(STUDENTS_T.editFile)).toBeNull(); // no cards now

    // The circle's header sorts: «غير مسجل في حلقة» comes after the circles, ابن كثير before الإمام عاصم.
    fireEvent.click(screen.getByRole('columnheader', { name: new RegExp(T.circle) }).querySelector('.ant-table-column-sorters')!);
    await waitFor(() => expect(names()).toEqual([BILAL_NAME, ANAS_NAME, UMAR_NAME]));

    // The circle filter waits for a complex, then offers its circles and asks the API for that circle's students.
    expect(screen.getByRole('combobox', { name: T.circle }).closest('.ant-select')!.className).toContain('ant-select-disabled');
    await pick(document.body, T.complex, 'مجمع الفرقان');
    await pick(document.body, T.circle, 'حلقة الإمام عاصم');
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?school_id=1&class_id=7'));
    await waitFor(() => expect(names()).toEqual([ANAS_NAME]));

    // The details open from the name.
    fireEvent.click(screen.getByText(ANAS_NAME));
    await screen.findByRole('dialog');
  });

  it('asks before suspending and sends the status alone', async () => {
    const fetchMock = serve([ANAS], (request) => (request.method === 'PUT' ? jsonResponse({ message: MESSAGES.students.saved, student: ANAS }) : undefined));
    renderScreen(<StudentsPage />);
    await expectShown(ANAS_NAME);
    press(new RegExp(STUDENTS_T.suspend));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(STUDENTS_T.suspendConfirm(ANAS_NAME))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'PUT')).toBe(false);

    fireEvent.click(within(confirm).getByRole('button', { name: STUDENTS_T.confirmSuspend }));
    const put = await sent(fetchMock, 'PUT');
    expect(new URL(put.url).pathname).toBe('/api/students/1463087344');
    expect(await put.json()).toEqual({ status: 'suspended' });
    await expectShown(STUDENTS_T.suspended);
  });

  it('will not activate a student without a complex: it says why and sends nothing', async () => {
    const fetchMock = serve([UMAR]);
    renderScreen(<StudentsPage />);
    await expectShown(UMAR_NAME);
    press(new RegExp(T.activate));
    await expectShown(MESSAGES.students.activationNeedsSchool);
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'PUT')).toBe(false);
  });

  it('activates a student who has a complex, and shows the fallback when that fails', async () => {
    const inactive = student({ status: 'inactive', is_active: false });
    const fetchMock = serve([inactive], (request) => (request.method === 'PUT' ? new Response('', { status: 500 }) : undefined));
    renderScreen(<StudentsPage />);
    await expectShown(ANAS_NAME);
    press(new RegExp(T.activate));
    expect(await (await sent(fetchMock, 'PUT')).json()).toEqual({ status: 'active' });
    await expectShown(STUDENTS_T.toggleFailed);
  });

  it('asks before deleting for good, then deletes', async () => {
    const fetchMock = serve([ANAS], (request) => (request.method === 'DELETE' ? jsonResponse({ message: MESSAGES.students.deleted }) : undefined));
    renderScreen(<StudentsPage />);
    await expectShown(ANAS_NAME);
    press(/حذف/);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(STUDENTS_T.deleteConfirm(ANAS_NAME))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: /نعم/ }));
    expect(new URL((await sent(fetchMock, 'DELETE')).url).pathname).toBe('/api/students/1463087344');
    await expectShown(MESSAGES.students.deleted);
  });

  it('adds a student: refuses active without a complex, then sends the create body', async () => {
    const fetchMock = serve([ANAS], (request, url) =>
      request.method === 'POST' && url.pathname === '/api/students/manage'
        ? jsonResponse({ message: MESSAGES.students.created, student: UMAR }, 201)
        : undefined,
    );
    renderScreen(<StudentsPage />);
    await expectShown(ANAS_NAME);
    press(new RegExp(STUDENTS_T.addStudent));
    const dialog = await screen.findByRole('dialog');

    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(T.nationalIdLabel, '1041005057');
    type(T.firstName, ' عمر ');
    type(T.secondName, 'حسين');
    type(T.thirdName, 'عبدالله');
    type(T.lastName, 'باوزير');
    type(`${T.phone} ${T.optional}`, '0551234567');
    await pick(dialog, T.schoolLevel, 'روضة');
    await pick(dialog, STUDENTS_T.status, T.active);
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await expectShown(MESSAGES.students.activationNeedsSchool);
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'POST')).toBe(false);

    await pick(dialog, STUDENTS_T.status, T.inactive);
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    expect(await (await sent(fetchMock, 'POST')).json()).toEqual({
      id: '1041005057',
      first_name: 'عمر',
      second_name: 'حسين',
      third_name: 'عبدالله',
      last_name: 'باوزير',
      school_level: 'روضة',
      status: 'inactive',
      phone: '0551234567',
    });
    await expectShown(MESSAGES.students.created);
  });

  it('edits a file: the ID is locked, the circles follow the complex, and it offers to activate the newly placed student', async () => {
    const fetchMock = serve([UMAR], (request) => (request.method === 'PUT' ? jsonResponse({ message: MESSAGES.students.saved, student: UMAR }) : undefined));
    renderScreen(<StudentsPage />);
    await expectShown(UMAR_NAME);
    press(new RegExp(STUDENTS_T.editFile));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(T.nationalIdLabel) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText(`${T.circle} ${T.optional}`) as HTMLInputElement).disabled).toBe(true);

    await pick(dialog, `${T.complex} ${T.optional}`, 'دار نور الهدى');
    await pick(dialog, `${T.circle} ${T.optional}`, 'حلقة ابن كثير');
    await pick(dialog, `${T.complex} ${T.optional}`, 'مجمع الفرقان'); // another complex empties the circle
    await waitFor(() => expect(within(dialog).queryByText('حلقة ابن كثير')).toBeNull());
    await pick(dialog, `${T.circle} ${T.optional}`, 'حلقة الإمام عاصم');
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));

    await expectShown(STUDENTS_T.activateTooText);
    press(STUDENTS_T.activateToo);
    expect(await (await sent(fetchMock, 'PUT')).json()).toEqual({
      first_name: 'عمر',
      second_name: 'حسين',
      third_name: 'عبدالله',
      last_name: 'باوزير',
      school_level: 'الصف الرابع الابتدائي',
      phone: null,
      email: null,
      address: 'حي النزهة',
      date_of_birth: '2016-03-01',
      notes: null,
      school_id: 1,
      class_id: 7,
      status: 'active',
    });
    await expectShown(MESSAGES.students.saved);
  });

  it('keeps the student inactive when the offer is declined, and joins the server’s field problems when it gives no sentence', async () => {
    const fetchMock = serve([UMAR], (request) =>
      request.method === 'PUT' ? jsonResponse({ details: [{ path: 'class_id', msg: MESSAGES.students.classNotInSchool }] }, 400) : undefined,
    );
    renderScreen(<StudentsPage />);
    await expectShown(UMAR_NAME);
    press(new RegExp(STUDENTS_T.editFile));
    const dialog = await screen.findByRole('dialog');
    await pick(dialog, `${T.complex} ${T.optional}`, 'مجمع الفرقان');
    await pick(dialog, `${T.circle} ${T.optional}`, 'حلقة الإمام عاصم');
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));

    fireEvent.click((await screen.findByText(STUDENTS_T.keepInactive)).closest('button')!);
    const body = (await (await sent(fetchMock, 'PUT')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ school_id: 1, class_id: 7 });
    expect(body).not.toHaveProperty('status');
    // Said in the message and under the circle field.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.students.classNotInSchool)).toHaveLength(2));
  });

  it('keeps an active student in a complex: clearing it is refused under the field, and nothing is sent', async () => {
    const fetchMock = serve([ANAS]);
    renderScreen(<StudentsPage />);
    await expectShown(ANAS_NAME);
    press(new RegExp(STUDENTS_T.editFile));
    const dialog = await screen.findByRole('dialog');
    const complex = within(dialog).getByLabelText(T.complex); // no "(optional)" for an active student
    fireEvent.mouseDown(complex.closest('.ant-select')!.querySelector('.ant-select-clear')!);
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await expectShown(MESSAGES.students.activationNeedsSchool);
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'PUT')).toBe(false);
  });

  it('shows the plan, then edits it: a surah fills in its last ayah, the progress previews, and a failure says the fallback', async () => {
    const fetchMock = serve([UMAR], (request, url) => {
      if (request.method === 'PUT') return new Response('', { status: 500 });
      if (url.pathname === `/api/grades/student/${UMAR.id}`)
        return jsonResponse({ success: true, courseGrades: [], grades: [], averageGrade: null, completedPages: 0 });
      return undefined;
    });
    renderScreen(<StudentsPage />);
    await expectShown(UMAR_NAME);
    press(new RegExp(QURAN_T.memorisationPlan));
    const dialog = await screen.findByRole('dialog');
    // Nothing memorised and no target: the chart says so rather than drawing made-up numbers.
    await expectShown(QURAN_T.chartEmpty, QURAN_T.nothingMemorised);

    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(QURAN_T.editPlan) }));
    const ayah = await within(dialog).findAllByLabelText(QURAN_T.ayah);
    expect(ayah[0].closest('.ant-select')!.className).toContain('ant-select-disabled'); // until a surah is chosen
    await pick(dialog, QURAN_T.surah, '114. الناس', { search: 'الناس' });
    await expectShown(QURAN_T.position('الناس', 6)); // its last ayah, filled in
    expect(within(dialog).getByText('13')).toBeTruthy();
    fireEvent.mouseDown(ayah[0]);
    await waitFor(async () => expect(await optionsOf(ayah[0])).toHaveLength(6)); // an-Nas has six ayahs
    await clickOption(ayah[0], '6');

    await pick(dialog, QURAN_T.surah, '112. الإخلاص', { search: 'الاخلاص', index: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    expect(await (await sent(fetchMock, 'PUT')).json()).toEqual({
      memorized_surah_id: 114,
      memorized_ayah_number: 6,
      target_surah_id: 112,
      target_ayah_number: 4,
    });
    await expectShown(QURAN_T.memorisedSaveFailed);
  });
});

describe('students screen for a teacher', () => {
  it('shows their one student read-only: no filters, the details dialog, the review map and profile, but no add, edit, plan, status or delete', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher', school_id: 1 }));
    serve([ANAS]);
    renderScreen(<StudentsPage />);
    await expectShown(ANAS_NAME, STUDENTS_T.readOnlySubtitle);
    expect(screen.queryByPlaceholderText(STUDENTS_T.searchPlaceholder)).toBeNull(); // one student: nothing to filter
    expect(
      screen.queryByRole('button', {
        name: new RegExp([STUDENTS_T.addStudent, STUDENTS_T.editFile, QURAN_T.memorisationPlan, STUDENTS_T.suspend, T.delete].join('|')),
      }),
    ).toBeNull();
    // Following the review is for everyone who sees the card; the profile of the student's circle for staff.
    expect(screen.getByRole('button', { name: new RegExp(PROFILE_T.reviewFollowUp) })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(PROFILE_T.openProfile) })).toBeTruthy();

    press(new RegExp(STUDENTS_T.viewInfo));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(QURAN_T.position('الإخلاص', 4))).toBeTruthy(); // the target
    expect(within(dialog).getByText('حي النزهة')).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(formatGregorianDate('2016-03-01')))).toBeTruthy(); // the date of birth
  });
});
