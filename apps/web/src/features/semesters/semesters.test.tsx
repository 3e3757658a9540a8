import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatGregorianDate, MESSAGES } from '#common';
import type { Semester } from '../../api/semesters';
import { session } from '../../session/session';
import { expectShown, press } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { calendarError, toSemesterBody, toSemesterValues } from './components/SemesterFormModal';
import { VacationDaysField } from './components/VacationDaysField';
import SemestersPage from '.';
import { T } from '../../shared/locale';
import { SEMESTERS_T } from './locale';

// Tuesday 10 March 2026 in Riyadh: the "today" every time state below is computed against.
const TODAY = new Date('2026-03-10T09:00:00Z');

function semester(overrides: Partial<Semester>): Semester {
  return {
    id: 1,
    school_id: 1,
    school_name: 'مجمع الفرقان',
    type: 'first',
    year: 2026,
    start_date: '2026-03-01',
    end_date: '2026-03-20',
    display_name: 'Semester first 2026',
    name: 'الفصل الأول 2026',
    weekend_days: [5, 6],
    vacation_days: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

// Newest first, as the API sends them.
const UPCOMING = semester({ id: 3, type: 'summer', name: 'الفصل الصيفي 2026', start_date: '2026-03-12', end_date: '2026-04-30' });
// Monday 16 March is a holiday: 7 of the 11 days left (10..20 March) are taught.
const CURRENT = semester({ id: 2, vacation_days: ['2026-03-16'] });
const ENDED = semester({ id: 1, type: 'second', name: 'الفصل الثاني 2025', year: 2025, start_date: '2026-01-04', end_date: '2026-03-05' });

const SCHOOLS = [
  { id: 1, name: 'مجمع الفرقان' },
  { id: 2, name: 'مجمع الهدى' },
];

/** The API as these tests need it; `onDelete` answers the semester's DELETE. */
function mockApi({ schools = SCHOOLS, onDelete }: { schools?: typeof SCHOOLS; onDelete?: () => Response } = {}) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'DELETE') return onDelete?.() ?? jsonResponse({ message: MESSAGES.semesters.deleted });
    if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    if (pathname === '/api/schools') return jsonResponse({ schools });
    if (pathname === '/api/semesters') return jsonResponse({ semesters: [UPCOMING, CURRENT, ENDED] });
    if (pathname.includes('/courses')) return jsonResponse({ courses: [] });
    return jsonResponse({ error: 'unexpected' }, 404);
  });
}

const signInAs = (role: 'admin' | 'administrator' | 'teacher') =>
  session.signIn('token', makeUser({ role, user_type: role, school_id: role === 'admin' ? null : 1 }));

beforeEach(() => {
  // Only the clock is faked: antd's and the tests' timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  signInAs('admin');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

/** The card whose title is `name`. */
async function card(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name)).closest('.ant-card') as HTMLElement;
}

describe('semester cards', () => {
  it('say where today falls in each semester, with progress and working days left for the current one', async () => {
    mockApi();
    renderScreen(<SemestersPage />, { path: '/semesters?school_id=1' });

    const upcoming = await card('الفصل الصيفي 2026');
    expect(within(upcoming).getByText('يبدأ بعد يومين')).toBeTruthy();
    expect(within(upcoming).queryByRole('progressbar')).toBeNull();

    const current = await card('الفصل الأول 2026');
    expect(within(current).getByText('يتبقى 11 يومًا')).toBeTruthy();
    expect(within(current).getByText(`${SEMESTERS_T.remainingWorkingDays}: 7`)).toBeTruthy();
    // 9 of its 20 days are over.
    expect(within(current).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    expect(within(current).getByText('إجازة واحدة')).toBeTruthy();
    expect(within(current).getByText('الجمعة، السبت')).toBeTruthy();

    const ended = await card('الفصل الثاني 2025');
    expect(within(ended).getByText('انتهى منذ 5 أيام')).toBeTruthy();
  });

  it('offers delete to the admin only, and a complex manager of one complex finds it chosen', async () => {
    signInAs('administrator');
    const fetchMock = mockApi({ schools: [SCHOOLS[0]] });
    renderScreen(<SemestersPage />, { path: '/semesters' });

    const current = await card('الفصل الأول 2026');
    expect(fetchMock.mock.calls.some(([request]) => request.url.includes('/api/semesters?school_id=1'))).toBe(true);
    expect(within(current).getByRole('button', { name: /تعديل/ })).toBeTruthy();
    expect(within(current).getByRole('button', { name: /المقررات والتفاصيل/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /حذف/ })).toBeNull();
    expect(screen.getByRole('button', { name: /إضافة فصل دراسي/ }).hasAttribute('disabled')).toBe(false);
  });

  it('keeps the add button disabled until a complex is chosen', async () => {
    mockApi();
    renderScreen(<SemestersPage />, { path: '/semesters' });
    await expectShown(SEMESTERS_T.chooseComplexFirst);
    expect(screen.getByRole('button', { name: /إضافة فصل دراسي/ }).hasAttribute('disabled')).toBe(true);
  });

  it('asks before deleting, saying what goes with the semester, and shows the API’s refusal', async () => {
    const fetchMock = mockApi({ onDelete: () => jsonResponse({ error: MESSAGES.semesters.deleteForbidden }, 403) });
    renderScreen(<SemestersPage />, { path: '/semesters?school_id=1' });

    fireEvent.click(within(await card('الفصل الأول 2026')).getByRole('button', { name: /حذف/ }));
    const confirm = await screen.findByText(SEMESTERS_T.semesterDeleteConfirm('الفصل الأول 2026'));
    expect(confirm.textContent).toMatch(/مقرراته ودرجات الطلاب فيها/);
    expect(confirm.textContent).toMatch(/تبقى حلقاته دون فصل دراسي/);
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'DELETE')).toBe(false);

    press(/نعم، احذف/);
    await expectShown(MESSAGES.semesters.deleteForbidden);
    const deletion = fetchMock.mock.calls.find(([request]) => request.method === 'DELETE')![0];
    expect(new URL(deletion.url).pathname).toBe('/api/semesters/2');
  });
});

describe('semester form', () => {
  it('opens an edit with the semester’s days counted, and sends the same calendar back with its complex', async () => {
    const fetchMock = mockApi();
    renderScreen(<SemestersPage />, { path: '/semesters?school_id=1' });
    fireEvent.click(within(await card('الفصل الأول 2026')).getByRole('button', { name: /تعديل/ }));
    const dialog = await screen.findByRole('dialog');

    const summary = within(dialog).getByRole('status');
    expect(summary.textContent).toContain(`${SEMESTERS_T.totalDays}: 20`);
    // 20 days less three Fridays, two Saturdays and the holiday.
    expect(summary.textContent).toContain(`${T.workingDays}: 14`);
    expect(within(dialog).queryByText(/أربعة مقررات افتراضية/)).toBeNull();

    within(dialog).getByRole('button', { name: /حفظ/ }).click();
    await waitFor(() => expect(fetchMock.mock.calls.some(([request]) => request.method === 'PUT')).toBe(true), { timeout: 5000 });
    const put = fetchMock.mock.calls.find(([request]) => request.method === 'PUT')![0];
    expect(new URL(put.url).pathname).toBe('/api/semesters/2');
    expect(await put.json()).toEqual({
      type: 'first',
      year: 2026,
      start_date: '2026-03-01',
      end_date: '2026-03-20',
      school_id: 1,
      weekend_days: [5, 6],
      vacation_days: ['2026-03-16'],
    });
  });

  it('starts a new semester this year with Friday and Saturday off, and says the default courses come with it', async () => {
    mockApi();
    renderScreen(<SemestersPage />, { path: '/semesters?school_id=1' });
    await card('الفصل الأول 2026');
    press(/إضافة فصل دراسي/);
    const dialog = await screen.findByRole('dialog');

    expect((within(dialog).getByLabelText(SEMESTERS_T.yearLabel) as HTMLInputElement).value).toBe('2026');
    const checked = within(dialog)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')?.textContent);
    expect(checked).toEqual(['الجمعة', 'السبت']);
    expect(within(dialog).getByText(/أربعة مقررات افتراضية لمجمعه: الحفظ الجديد \(40٪\)/)).toBeTruthy();
  });

  it('applies the API’s own calendar rules, so the form refuses what the server would', () => {
    const values = toSemesterValues(CURRENT);
    expect(calendarError(values, 'end_date')).toBeUndefined();
    expect(calendarError({ ...values, end_date: '2026-02-28' }, 'end_date')).toBe(MESSAGES.semesters.endBeforeStart);
    expect(calendarError({ ...values, vacation_days: ['2026-03-21'] }, 'vacation_days')).toBe(MESSAGES.semesters.vacationOutside);
    expect(toSemesterBody({ ...values, weekend_days: [6, 5], vacation_days: ['2026-03-18', '2026-03-02'] }, 1)).toMatchObject({
      weekend_days: [5, 6],
      vacation_days: ['2026-03-02', '2026-03-18'],
    });
  });
});

describe('holidays field', () => {
  function Holidays() {
    const [days, setDays] = useState<string[]>(['2026-03-16']);
    return (
      <ConfigProvider direction="rtl">
        <AntApp>
          <VacationDaysField id="holidays" value={days} onChange={setDays} start="2026-03-01" end="2026-03-20" />
          <output data-testid="days">{days.join(',')}</output>
        </AntApp>
      </ConfigProvider>
    );
  }

  /** Types a day into the picker and presses Enter, as a person with a keyboard would. */
  function pick(date: string) {
    const input = document.getElementById('holidays') as HTMLInputElement;
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: date } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(input);
  }

  it('adds a day once, says so when it is added again, and removes it', async () => {
    render(<Holidays />);
    expect(screen.queryByText(MESSAGES.semesters.vacationDuplicate)).toBeNull();

    pick('2026-03-16');
    press(/إضافة الإجازة/);
    await expectShown(MESSAGES.semesters.vacationDuplicate);
    expect(screen.getByTestId('days').textContent).toBe('2026-03-16');

    pick('2026-03-04');
    await waitFor(() => expect(screen.queryByText(MESSAGES.semesters.vacationDuplicate)).toBeNull());
    press(/إضافة الإجازة/);
    await waitFor(() => expect(screen.getByTestId('days').textContent).toBe('2026-03-04,2026-03-16'));

    press(SEMESTERS_T.removeVacation(formatGregorianDate('2026-03-16')));
    await waitFor(() => expect(screen.getByTestId('days').textContent).toBe('2026-03-04'));
  });
});

describe('semesters screen for others', () => {
  it('tells a teacher the page is for managers only', async () => {
    signInAs('teacher');
    mockApi();
    renderScreen(<SemestersPage />, { path: '/semesters' });
    await expectShown(T.managersOnly);
    expect(screen.queryByRole('button', { name: /إضافة فصل دراسي/ })).toBeNull();
  });
});
