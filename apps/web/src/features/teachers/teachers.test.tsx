import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { session } from '../../session/session';
import { T } from '../../shared/locale';
import { expectShown, press } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { toTeacherValues, toUpdateBody } from './components/TeacherFormModal';
import TeachersPage from '.';
import { TEACHERS_T } from './locale';
import type { TeacherItem } from './types';

function teacher(overrides: Partial<TeacherItem>): TeacherItem {
  return {
    id: '1898223183',
    first_name: 'إياد',
    second_name: 'خالد',
    third_name: 'عبدالرحمن',
    last_name: 'الجهني',
    email: 'eyad@example.com',
    phone: '0566173978',
    role: 'teacher',
    user_type: 'teacher',
    is_active: true,
    account_status: 'active',
    school_id: 1,
    school_name: 'مجمع الفرقان',
    address: null,
    neighborhood: null,
    date_of_birth: null,
    school_level: null,
    created_at: '2026-01-01T00:00:00.000Z',
    specialization: 'القراءات',
    actual_qualifications: 'بكالوريوس اللغة العربية',
    qualifications: 'بكالوريوس اللغة العربية',
    classes: [
      { id: 7, name: 'حلقة الإمام عاصم', role: 'primary', is_active: true },
      { id: 8, name: 'حلقة ابن كثير', role: 'assistant', is_active: false },
    ],
    class_ids: [7, 8],
    ...overrides,
  };
}

const IYAD = teacher({});
const JOUD = teacher({
  id: '1999651175',
  first_name: 'جود',
  second_name: 'وليد',
  third_name: 'ريان',
  last_name: 'السبيعي',
  email: null,
  is_active: false,
  school_id: 2,
  school_name: 'دار نور الهدى',
  specialization: null,
  actual_qualifications: null,
  qualifications: null,
  classes: [],
  class_ids: [],
});
const IYAD_NAME = 'إياد خالد عبدالرحمن الجهني';

const SCHOOLS = [
  { id: 1, name: 'مجمع الفرقان' },
  { id: 2, name: 'دار نور الهدى' },
];
const CLASSES = [
  { id: 7, school_id: 1, name: 'حلقة الإمام عاصم', is_active: true },
  { id: 8, school_id: 1, name: 'حلقة ابن كثير', is_active: false },
  { id: 9, school_id: 1, name: 'حلقة الإمام نافع', is_active: true },
];

/**
 * A small API: the teachers (filtered by the query like the real one), complexes, circles by complex and
 * privileges; `override` answers first when it returns something.
 */
function serve(
  teachers: TeacherItem[],
  {
    schools = SCHOOLS,
    override = () => undefined,
  }: { schools?: typeof SCHOOLS; override?: (request: Request, url: URL) => Response | Promise<Response> | undefined } = {},
) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const answer = override(request, url);
    if (answer) return answer;
    const query = (name: string) => url.searchParams.get(name);
    if (url.pathname === '/api/teachers' && request.method === 'GET') {
      return jsonResponse({
        teachers: teachers.filter(
          (item) =>
            (!query('school_id') || item.school_id === Number(query('school_id'))) && (!query('is_active') || String(item.is_active) === query('is_active')),
        ),
      });
    }
    if (url.pathname === '/api/schools') return jsonResponse({ schools });
    if (url.pathname === '/api/classes') return jsonResponse(CLASSES.filter((circle) => circle.school_id === Number(query('school_id'))));
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

type FetchMock = ReturnType<typeof mockFetch>;

/** The query strings of the GET /api/teachers requests sent. */
const teacherListQueries = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/teachers')
    .map((url) => url.search);

/** The writes sent, in order, as method, path and body. */
const writes = (fetchMock: FetchMock) =>
  Promise.all(
    fetchMock.mock.calls
      .map(([request]) => request)
      .filter((request) => request.method !== 'GET')
      .map(async (request) => [request.method, new URL(request.url).pathname, request.method === 'DELETE' ? null : await request.clone().json()]),
  );

/** Picks `option` in the antd select labelled `label` inside `container`. */
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

const type = (container: HTMLElement, label: string, value: string) => fireEvent.change(within(container).getByLabelText(label), { target: { value } });
const cardOf = (text: string) => screen.getByText(text).closest('.ant-card') as HTMLElement;
const checkbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

beforeEach(() => session.signIn('token', makeUser()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('teacher form values', () => {
  it('reads the qualifications the edit form is given, and clears emptied optional fields with null', () => {
    const values = toTeacherValues(IYAD);
    expect(values.qualifications).toBe('بكالوريوس اللغة العربية');
    expect(toUpdateBody({ ...values, first_name: ' إياد ', specialization: '  ', qualifications: '' })).toEqual({
      first_name: 'إياد',
      second_name: 'خالد',
      third_name: 'عبدالرحمن',
      last_name: 'الجهني',
      email: 'eyad@example.com',
      phone: '0566173978',
      school_id: 1,
      specialization: null,
      address: null,
      qualifications: null,
    });
  });
});

describe('teachers screen', () => {
  it('shows each card: details, circles with the teacher’s role in each, or that they teach none', async () => {
    serve([IYAD, JOUD]);
    renderScreen(<TeachersPage />);
    await expectShown(IYAD_NAME, TEACHERS_T.teacherCount(2));

    const iyad = cardOf(IYAD_NAME);
    for (const text of [T.active, '1898223183', 'eyad@example.com', '0566173978', 'القراءات', 'بكالوريوس اللغة العربية', 'مجمع الفرقان']) {
      expect(within(iyad).getByText(text)).toBeTruthy();
    }
    const asim = within(iyad).getByText('حلقة الإمام عاصم').closest('li') as HTMLElement;
    expect(within(asim).getByText(TEACHERS_T.primaryTeacher)).toBeTruthy();
    const ibnKathir = within(iyad).getByText('حلقة ابن كثير').closest('li') as HTMLElement;
    expect(within(ibnKathir).getByText(TEACHERS_T.assistantTeacher)).toBeTruthy();
    expect(within(ibnKathir).getByText(new RegExp(TEACHERS_T.inactiveClass))).toBeTruthy();

    const joud = cardOf('جود وليد ريان السبيعي');
    expect(within(joud).getByText(T.inactive)).toBeTruthy();
    expect(within(joud).getByText(TEACHERS_T.noClasses)).toBeTruthy();
    expect(within(joud).getAllByText(T.notSet)).toHaveLength(3); // e-mail, specialization, qualifications
    expect(within(joud).getByRole('button', { name: /تفعيل/ })).toBeTruthy();
  });

  it('says when there is no teacher, and shows the server’s sentence, else the fallback, when the list cannot load', async () => {
    serve([]);
    const first = renderScreen(<TeachersPage />);
    await expectShown(TEACHERS_T.teachersEmpty, TEACHERS_T.teacherCount(0));
    first.unmount();

    serve([], { override: (_request, url) => (url.pathname === '/api/teachers' ? jsonResponse({ error: MESSAGES.errors.forbidden }, 403) : undefined) });
    const second = renderScreen(<TeachersPage />);
    await expectShown(MESSAGES.errors.forbidden);
    second.unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderScreen(<TeachersPage />);
    await expectShown(TEACHERS_T.teachersLoadFailed);
  });

  it('filters by complex and status through the URL, and tells an empty filter result from an empty list', async () => {
    const fetchMock = serve([IYAD, JOUD]);
    renderScreen(<TeachersPage />, { path: '/teachers?is_active=false' });
    await expectShown('جود وليد ريان السبيعي', TEACHERS_T.teacherCount(1));
    expect(teacherListQueries(fetchMock)).toContain('?user_type=teacher&is_active=false');
    expect(screen.getByText(T.inactive, { selector: '.ant-select-selection-item' })).toBeTruthy();

    await pick(document.body, T.complex, 'مجمع الفرقان');
    await waitFor(() => expect(teacherListQueries(fetchMock)).toContain('?user_type=teacher&school_id=1&is_active=false'));
    await expectShown(TEACHERS_T.teachersNoMatch, TEACHERS_T.teacherCount(0));

    await pick(document.body, TEACHERS_T.teacherStatus, TEACHERS_T.everyStatus);
    await expectShown(IYAD_NAME, TEACHERS_T.teacherCount(1));
  });

  it('adds a teacher: checks the form by the spec’s rules, then posts an active teacher with the fields given', async () => {
    const fetchMock = serve([IYAD], {
      override: (request, url) =>
        request.method === 'POST' && url.pathname === '/api/teachers' ? jsonResponse({ status: 'active', message: MESSAGES.teachers.created }, 201) : undefined,
    });
    renderScreen(<TeachersPage />, { path: '/teachers?school_id=2' });
    await expectShown(TEACHERS_T.teachersNoMatch);

    press(new RegExp(TEACHERS_T.addTeacher));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(TEACHERS_T.assignedClasses)).toBeNull(); // the checklist is for edits only
    await waitFor(() => expect(within(dialog).getByText('دار نور الهدى')).toBeTruthy()); // the complex being looked at

    type(dialog, T.nationalIdLabel, '12345');
    type(dialog, T.phone, '0612345678');
    type(dialog, T.passwordLabel, '123');
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await expectShown(MESSAGES.validation.nationalId, MESSAGES.validation.mobile, MESSAGES.validation.passwordMin);
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'POST')).toBe(false);

    type(dialog, T.nationalIdLabel, '1234567890');
    type(dialog, T.firstName, 'سعد');
    type(dialog, T.secondName, 'فهد');
    type(dialog, T.thirdName, 'ناصر');
    type(dialog, T.lastName, 'العتيبي');
    type(dialog, T.email, 'saad@example.com');
    type(dialog, T.phone, '0512345678');
    type(dialog, T.passwordLabel, 'secret1');
    type(dialog, `${TEACHERS_T.specialization} ${T.optional}`, ' التجويد ');
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));

    await expectShown(MESSAGES.teachers.created);
    expect(await writes(fetchMock)).toEqual([
      [
        'POST',
        '/api/teachers',
        {
          id: '1234567890',
          first_name: 'سعد',
          second_name: 'فهد',
          third_name: 'ناصر',
          last_name: 'العتيبي',
          email: 'saad@example.com',
          phone: '0512345678',
          school_id: 2,
          password: 'secret1',
          user_type: 'teacher',
          specialization: 'التجويد',
        },
      ],
    ]);
  });

  it('edits a teacher: the national ID locked, no password, then the details and the ticked circles in two calls', async () => {
    const fetchMock = serve([IYAD], {
      override: (request) =>
        request.method === 'PUT' || request.method === 'POST' ? jsonResponse({ message: MESSAGES.teachers.saved, teacher: IYAD }) : undefined,
    });
    renderScreen(<TeachersPage />);
    await expectShown(IYAD_NAME);

    press(/تعديل/);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(T.nationalIdLabel) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByLabelText(T.passwordLabel)).toBeNull();
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3));
    expect(checkbox(dialog, 'حلقة الإمام عاصم').checked).toBe(true);
    expect(checkbox(dialog, `حلقة ابن كثير (${TEACHERS_T.inactiveClass})`).checked).toBe(true);
    expect(checkbox(dialog, 'حلقة الإمام نافع').checked).toBe(false);

    fireEvent.click(checkbox(dialog, `حلقة ابن كثير (${TEACHERS_T.inactiveClass})`));
    fireEvent.click(checkbox(dialog, 'حلقة الإمام نافع'));
    type(dialog, T.phone, '0500000000');
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));

    await expectShown(MESSAGES.teachers.saved);
    expect(await writes(fetchMock)).toEqual([
      ['PUT', '/api/teachers/1898223183', { ...toUpdateBody(toTeacherValues(IYAD)), phone: '0500000000' }],
      ['POST', '/api/teachers/1898223183/classes', { class_ids: [7, 9] }],
    ]);
  });

  it('moves a teacher to another complex: its circles are unticked, and the new one’s listed', async () => {
    const fetchMock = serve([IYAD], {
      override: (request) =>
        request.method === 'PUT' || request.method === 'POST' ? jsonResponse({ message: MESSAGES.teachers.saved, teacher: IYAD }) : undefined,
    });
    renderScreen(<TeachersPage />);
    await expectShown(IYAD_NAME);
    press(/تعديل/);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3));

    await pick(dialog, T.complex, 'دار نور الهدى');
    await expectShown(TEACHERS_T.complexHasNoClasses);
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));

    await expectShown(MESSAGES.teachers.saved);
    expect(await writes(fetchMock)).toEqual([
      ['PUT', '/api/teachers/1898223183', { ...toUpdateBody(toTeacherValues(IYAD)), school_id: 2 }],
      ['POST', '/api/teachers/1898223183/classes', { class_ids: [] }],
    ]);
  });

  it('asks before deleting and shows the API’s reason when the teacher leads an active circle', async () => {
    const fetchMock = serve([IYAD], {
      override: (request) => (request.method === 'DELETE' ? jsonResponse({ error: MESSAGES.teachers.isPrimaryTeacher }, 409) : undefined),
    });
    renderScreen(<TeachersPage />);
    await expectShown(IYAD_NAME);

    press(/حذف/);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(TEACHERS_T.deleteConfirm(IYAD_NAME))).toBeTruthy();
    expect(await writes(fetchMock)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: /نعم/ }));
    await expectShown(MESSAGES.teachers.isPrimaryTeacher);
    expect(await writes(fetchMock)).toEqual([['DELETE', '/api/teachers/1898223183', null]]);
  });

  it('switches a teacher off by sending the opposite of their state', async () => {
    const fetchMock = serve([IYAD], {
      override: (request) => (request.method === 'PATCH' ? jsonResponse({ message: MESSAGES.users.deactivated, teacher: IYAD }) : undefined),
    });
    renderScreen(<TeachersPage />);
    await expectShown(IYAD_NAME);
    press(/تعطيل/);
    await expectShown(MESSAGES.users.deactivated);
    expect(await writes(fetchMock)).toEqual([['PATCH', '/api/teachers/1898223183/activate', { is_active: false }]]);
  });

  it('says the spec’s fallback when switching fails without a sentence', async () => {
    serve([JOUD], { override: (request) => (request.method === 'PATCH' ? new Response('', { status: 500 }) : undefined) });
    renderScreen(<TeachersPage />);
    await expectShown('جود وليد ريان السبيعي');
    press(/تفعيل/);
    await expectShown(T.toggleFailed);
  });
});

describe('teachers screen for a supervisor', () => {
  it('shows their only complex chosen in the filter and starts a new teacher there', async () => {
    session.signIn('token', makeUser({ role: 'supervisor', user_type: 'supervisor', school_id: 1 }));
    const fetchMock = serve([IYAD], { schools: [SCHOOLS[0]] });
    renderScreen(<TeachersPage />);
    await expectShown(IYAD_NAME);
    await waitFor(() => expect(screen.getByText('مجمع الفرقان', { selector: '.ant-select-selection-item' })).toBeTruthy());
    expect(teacherListQueries(fetchMock)).toEqual(['?user_type=teacher']); // the API already lists only theirs

    press(new RegExp(TEACHERS_T.addTeacher));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('مجمع الفرقان')).toBeTruthy());
    expect(within(cardOf(IYAD_NAME)).getByRole('button', { name: /حذف/ })).toBeTruthy();
  });

  it('chooses their only complex in a form opened before the complexes arrive', async () => {
    session.signIn('token', makeUser({ role: 'supervisor', user_type: 'supervisor', school_id: 1 }));
    let sendSchools!: () => void;
    const schoolsSent = new Promise<void>((resolve) => (sendSchools = resolve));
    // The complexes are held back until the form is open.
    serve([IYAD], {
      override: (_request, url) => (url.pathname === '/api/schools' ? schoolsSent.then(() => jsonResponse({ schools: [SCHOOLS[0]] })) : undefined),
    });
    renderScreen(<TeachersPage />);
    await expectShown(IYAD_NAME);

    press(new RegExp(TEACHERS_T.addTeacher));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('مجمع الفرقان')).toBeNull();
    sendSchools();
    await waitFor(() => expect(within(dialog).getByText('مجمع الفرقان', { selector: '.ant-select-selection-item' })).toBeTruthy());
  });
});

describe('teachers screen for a teacher', () => {
  it('lists their colleagues read-only: no add, edit, switch or delete', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher', school_id: 1 }));
    serve([IYAD], { schools: [SCHOOLS[0]] });
    renderScreen(<TeachersPage />);
    await expectShown(IYAD_NAME, TEACHERS_T.readOnlySubtitle);
    expect(screen.queryByRole('button', { name: /إضافة|تعديل|تعطيل|حذف/ })).toBeNull();
  });
});
