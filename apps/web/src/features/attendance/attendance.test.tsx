import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { AttendanceGrid } from '../../api/attendance';
import { session } from '../../session/session';
import { ATTENDANCE_SHARED_T } from '../../shared/attendance/locale';
import { T } from '../../shared/locale';
import { expectShown } from '../../test/forms';
import type { SyncOperation, SyncResult } from '../../api/sync';
import { OUTBOX_T } from '../../offline/locale';
import { outbox } from '../../offline/outbox';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { networkDown, syncAnswer } from '../../test/sync';
import AttendancePage from '.';
import { ATTENDANCE_T } from './locale';

const CIRCLE = {
  id: 7,
  name: 'حلقة الإمام عاصم',
  school_id: 1,
  school_name: 'مجمع الفرقان',
  semester_id: 2,
  semester_name: 'الفصل الأول 2026',
  is_active: true,
  student_count: 2,
};
const SEMESTERS = [
  { id: 3, school_id: 1, name: 'الفصل الثاني 2027', start_date: '2027-01-18', end_date: '2027-06-25' },
  { id: 2, school_id: 1, name: 'الفصل الأول 2026', start_date: '2026-08-16', end_date: '2027-01-14' },
];
// Three working days of November and one of October; today is Monday 23 November 2026.
const DAYS = [
  { date: '2026-10-29', day_name: 'الخميس' },
  { date: '2026-11-22', day_name: 'الأحد' },
  { date: '2026-11-23', day_name: 'الاثنين' },
  { date: '2026-11-24', day_name: 'الثلاثاء' },
];
const ANAS = 'أنس عبدالإله يوسف البلوي';
const YAZAN = 'يزن خالد سعد الحربي';

function row(student_id: string, name: string, statuses: Array<'present' | 'absent' | 'unknown'>) {
  const present = statuses.filter((s) => s === 'present').length;
  const absent = statuses.filter((s) => s === 'absent').length;
  return {
    student_id,
    name,
    attendance: DAYS.map((day, i) => ({
      date: day.date,
      status: statuses[i],
      is_present: statuses[i] === 'unknown' ? null : statuses[i] === 'present',
      is_explicit: statuses[i] !== 'unknown',
      notes: null,
    })),
    statistics: {
      total_working_days: DAYS.length,
      recorded_days: present + absent,
      present_days: present,
      absent_days: absent,
      unrecorded_days: DAYS.length - present - absent,
      attendance_rate: present + absent ? Math.round((present / (present + absent)) * 100) : null,
    },
  };
}

const GRID: AttendanceGrid = {
  semester: { id: 2, name: 'الفصل الأول 2026', start_date: '2026-08-16', end_date: '2027-01-14' },
  working_days: DAYS,
  students: [row('1463087344', ANAS, ['present', 'present', 'unknown', 'unknown']), row('1765432108', YAZAN, ['absent', 'unknown', 'unknown', 'unknown'])],
};

// A second circle, of another complex with its own semester.
const OTHER_CIRCLE = { ...CIRCLE, id: 9, name: 'حلقة ابن كثير', school_id: 4, school_name: 'مجمع النور', semester_id: 6, semester_name: 'الفصل الأول 2026' };
const OTHER_SEMESTERS = [{ id: 6, school_id: 4, name: 'الفصل الأول 2026 (النور)', start_date: '2026-08-16', end_date: '2027-01-14' }];

type Sync = (request: Request) => Response | Promise<Response>;
/** The circles, each complex's semesters (by the school_id asked), the grids and the marks (POST /api/sync, answered by `sync`). */
function serve(sync: Sync = (request) => syncAnswer(request), circles = [CIRCLE]) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/attendance/classes') return jsonResponse({ classes: circles });
    if (url.pathname === '/api/semesters') return jsonResponse({ semesters: url.searchParams.get('school_id') === '4' ? OTHER_SEMESTERS : SEMESTERS });
    if (url.pathname === '/api/attendance/semester/2/class/7') return jsonResponse(GRID);
    if (url.pathname === '/api/attendance/semester/3/class/7') return jsonResponse({ ...GRID, semester: { ...GRID.semester, id: 3 } });
    if (url.pathname === '/api/attendance/semester/6/class/9') return jsonResponse({ ...GRID, students: [GRID.students[1]] });
    if (url.pathname === '/api/sync') return sync(request);
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) => fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === path);
const cell = (name: string, day: string, status: string) => screen.getByRole('button', { name: ATTENDANCE_T.cellLabel(name, day, status) });
/** Chooses present or absent in the open cell's popup. */
async function choose(status: string) {
  const popup = await waitFor(() => document.querySelector('.ant-popover') as HTMLElement);
  fireEvent.click(within(popup).getByRole('button', { name: new RegExp(status) }));
}
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const MONDAY = 'الاثنين 23‏/11‏/2026';

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

describe('attendance', () => {
  it('opens a teacher’s only circle on its semester and this month’s working days, with Hijri and Gregorian headers', async () => {
    const fetchMock = serve();
    renderScreen(<AttendancePage />, { path: '/attendance' });
    await expectShown(ANAS, YAZAN);
    expect(calls(fetchMock, '/api/attendance/semester/2/class/7')).toHaveLength(1);
    // November only: the October day is behind the month picker.
    expect(screen.getAllByText('الأحد').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('الخميس')).toHaveLength(0);
    expect(screen.getAllByText('23‏/11‏/2026').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/1448 هـ/).length).toBeGreaterThanOrEqual(3);
    // The semester's totals: Anas present twice of two (100 %), Yazan absent once.
    expect(within(rowOf(ANAS)).getByText('100%')).toBeTruthy();
    expect(within(rowOf(YAZAN)).getByText('0%')).toBeTruthy();
  });

  it('marks a cell at once and sends the mark; the row’s totals follow', async () => {
    const sent: SyncOperation[] = [];
    serve(async (request) => {
      sent.push(...((await request.clone().json()) as { operations: SyncOperation[] }).operations);
      return syncAnswer(request);
    });
    renderScreen(<AttendancePage />, { path: '/attendance' });
    await expectShown(ANAS);
    fireEvent.click(cell(YAZAN, MONDAY, T.notRecorded));
    await choose(T.present);
    await waitFor(() => expect(cell(YAZAN, MONDAY, T.present)).toBeTruthy());
    expect(within(rowOf(YAZAN)).getByText('50%')).toBeTruthy();
    await waitFor(() =>
      expect(sent.map((operation) => operation.body)).toEqual([
        { semester_id: 2, class_id: 7, student_id: '1765432108', attendance_date: '2026-11-23', is_present: true },
      ]),
    );
    expect(sent[0].kind).toBe('attendance');
    expect(sent[0].recorded_at).toBe('2026-11-23T09:00:00.000Z');
  });

  it('marks everyone not yet marked on a day present with one button, in one request', async () => {
    const fetchMock = serve();
    renderScreen(<AttendancePage />, { path: '/attendance' });
    await expectShown(ANAS);
    fireEvent.click(screen.getByRole('button', { name: ATTENDANCE_T.markAllPresentOf(MONDAY) }));
    await waitFor(() => expect(calls(fetchMock, '/api/sync')).toHaveLength(1));
    const [[request]] = calls(fetchMock, '/api/sync');
    const { operations } = (await request.clone().json()) as { operations: SyncOperation[] };
    expect(operations.map((operation) => operation.body)).toEqual([
      { semester_id: 2, class_id: 7, student_id: '1463087344', attendance_date: '2026-11-23', is_present: true },
      { semester_id: 2, class_id: 7, student_id: '1765432108', attendance_date: '2026-11-23', is_present: true },
    ]);
    expect(cell(ANAS, MONDAY, T.present)).toBeTruthy();
    expect(cell(YAZAN, MONDAY, T.present)).toBeTruthy();
  });

  it('draws marks made without a network as not yet sent, keeps them over the server’s grid after a reload, and sends them when asked', async () => {
    let online = false;
    const fetchMock = serve((request) => (online ? syncAnswer(request) : networkDown()));
    const first = renderScreen(<AttendancePage />, { path: '/attendance' });
    await expectShown(ANAS);
    fireEvent.click(cell(YAZAN, MONDAY, T.notRecorded));
    await choose(T.absent);
    await expectShown(OUTBOX_T.keptOnDevice);
    await waitFor(() => expect(screen.getByRole('img', { name: OUTBOX_T.notSent })).toBeTruthy());
    expect(cell(YAZAN, MONDAY, T.absent)).toBeTruthy();
    // A reload: the server's grid does not have the mark, the outbox does.
    first.unmount();
    renderScreen(<AttendancePage />, { path: '/attendance' });
    await waitFor(() => expect(cell(YAZAN, MONDAY, T.absent)).toBeTruthy());
    expect(screen.getAllByRole('img', { name: OUTBOX_T.notSent })).toHaveLength(1);
    online = true;
    await outbox.flush();
    await waitFor(() => expect(screen.queryByRole('img', { name: OUTBOX_T.notSent })).toBeNull());
    expect(calls(fetchMock, '/api/sync').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when the server refuses a mark, and reads the grid again', async () => {
    const refuse = (): Partial<SyncResult> => ({ outcome: 'refused', status: 400, error: 'تاريخ غير صحيح' });
    const fetchMock = serve((request) => syncAnswer(request, refuse));
    renderScreen(<AttendancePage />, { path: '/attendance' });
    await expectShown(ANAS);
    fireEvent.click(cell(ANAS, MONDAY, T.notRecorded));
    await choose(T.absent);
    await waitFor(() => expect(screen.getAllByText(/تاريخ غير صحيح/).length).toBeGreaterThan(0));
    await waitFor(() => expect(calls(fetchMock, '/api/attendance/semester/2/class/7')).toHaveLength(2));
    await waitFor(() => expect(cell(ANAS, MONDAY, T.notRecorded)).toBeTruthy());
  });

  it('shows a supervisor the grid without marking', async () => {
    session.signIn('token', makeUser({ role: 'supervisor', user_type: 'supervisor', school_id: 1 }));
    serve();
    renderScreen(<AttendancePage />, { path: '/attendance' });
    await expectShown(ANAS, ATTENDANCE_T.readOnly);
    expect((cell(ANAS, MONDAY, T.notRecorded) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: ATTENDANCE_T.markAllPresentOf(MONDAY) })).toBeNull();
  });

  it('offers the semesters of the chosen circle’s complex only, and opens the circle and semester of a link', async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator', school_id: 4 }));
    const fetchMock = serve(undefined, [CIRCLE, OTHER_CIRCLE]);
    // /my-classes links here with the circle and its semester.
    renderScreen(<AttendancePage />, { path: '/attendance?class_id=9&semester_id=6' });
    await expectShown(YAZAN);
    expect(screen.queryByText(ANAS)).toBeNull();
    expect(calls(fetchMock, '/api/attendance/semester/6/class/9')).toHaveLength(1);
    // The semesters asked for are the circle's complex's, never the whole list.
    const asked = calls(fetchMock, '/api/semesters').map(([request]) => new URL(request.url).searchParams.get('school_id'));
    expect(asked).toEqual(['4']);
    fireEvent.mouseDown(screen.getByLabelText(T.semester));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].map((node) => node.textContent);
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(options).toEqual([OTHER_SEMESTERS[0].name]);
  });

  it('shows an older semester of the circle without marking (the API takes marks in the circle’s own semester only)', async () => {
    const fetchMock = serve();
    renderScreen(<AttendancePage />, { path: '/attendance?class_id=7&semester_id=3' });
    await expectShown(ANAS, ATTENDANCE_SHARED_T.pastSemester);
    expect(calls(fetchMock, '/api/attendance/semester/3/class/7')).toHaveLength(1);
    expect((cell(ANAS, MONDAY, T.notRecorded) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: ATTENDANCE_T.markAllPresentOf(MONDAY) })).toBeNull();
  });

  it('puts each student’s share present beside the name on a phone, where the totals columns would be off screen', async () => {
    await page.viewport(390, 844);
    try {
      serve();
      renderScreen(<AttendancePage />, { path: '/attendance' });
      await expectShown(ANAS);
      expect(screen.queryByRole('columnheader', { name: T.attendanceRate })).toBeNull();
      expect(within(rowOf(ANAS)).getByText('100%')).toBeTruthy();
      expect(within(rowOf(ANAS)).getByText(ATTENDANCE_T.presentOf(2, 2))).toBeTruthy();
      fireEvent.click(cell(YAZAN, MONDAY, T.notRecorded));
      await choose(T.present);
      await waitFor(() => expect(within(rowOf(YAZAN)).getByText(ATTENDANCE_T.presentOf(1, 2))).toBeTruthy());
      expect(within(rowOf(YAZAN)).getByText('50%')).toBeTruthy();
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('asks for a circle when there are several, and says when there are none', async () => {
    mockFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/attendance/classes') return jsonResponse({ classes: [] });
      return jsonResponse({ permissions: {} });
    });
    renderScreen(<AttendancePage />, { path: '/attendance' });
    await expectShown(ATTENDANCE_T.noCircles);
    expect(screen.getByLabelText(T.circle)).toBeTruthy();
  });
});
