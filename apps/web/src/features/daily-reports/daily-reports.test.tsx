import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { session } from '../../session/session';
import { T } from '../../shared/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import DailyReportsPage from '.';
import { DAILY_REPORTS_T } from './locale';

const SCHOOL = { id: 1, name: 'مجمع الفرقان' };
const REPORT = {
  id: 5,
  school_id: 1,
  school_name: SCHOOL.name,
  report_date: '2026-11-22',
  report_notes: null,
  total_classes: 2,
  total_present: 17,
  total_absent: 3,
  total_pages_taught: 9,
  reporter_id: '1772677249',
  reporter_name: 'زياد ناصر محمد اليامي',
  created_at: '2026-11-22T08:00:00Z',
  updated_at: '2026-11-22T08:00:00Z',
};
const FILLED = {
  id: null,
  class_id: 7,
  class_name: 'حلقة الإمام عاصم',
  teacher_id: '1218309217',
  teacher_name: 'ريان حسن سلمان آل سعود',
  students_enrolled: 10,
  students_present: 8,
  students_absent: 2,
  pages_taught: 4,
  lesson_topic: null,
  class_notes: null,
};

/** The complex, the circles and teachers of its lookups, the reports (of 22 November only), auto-fill and the writes. */
function serve(sent: Request[]) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') {
      sent.push(request);
      return jsonResponse(
        { message: request.method === 'DELETE' ? MESSAGES.dailyReports.deleted : MESSAGES.dailyReports.created, report: { ...REPORT, class_reports: [] } },
        request.method === 'POST' ? 201 : 200,
      );
    }
    if (url.pathname === '/api/schools') return jsonResponse({ schools: [SCHOOL] });
    if (url.pathname === '/api/classes') return jsonResponse([{ id: 7, name: FILLED.class_name, school_id: 1 }]);
    if (url.pathname === '/api/teachers')
      return jsonResponse({ teachers: [{ id: FILLED.teacher_id, first_name: 'ريان', second_name: 'حسن', third_name: 'سلمان', last_name: 'آل سعود' }] });
    if (url.pathname === '/api/daily-reports') {
      const from = url.searchParams.get('date_from');
      return jsonResponse({ reports: from === null || from === REPORT.report_date ? [REPORT] : [] });
    }
    if (url.pathname === '/api/daily-reports/auto-fill/1/2026-11-23') return jsonResponse({ class_reports: [FILLED] });
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
  session.signIn('token', makeUser({ role: 'supervisor', user_type: 'supervisor', school_id: 1 }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

describe('daily reports', () => {
  it('tells a teacher the page is for the administration and supervisors, and reads nothing', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher', school_id: 1 }));
    const fetchMock = serve([]);
    renderScreen(<DailyReportsPage />, { path: '/daily-reports' });
    await expectShown(DAILY_REPORTS_T.notAuthorised);
    expect(fetchMock.mock.calls.some(([request]) => new URL(request.url).pathname.startsWith('/api/daily-reports'))).toBe(false);
  });

  it('lists the reports with their totals, and deletes one only after confirming', async () => {
    const sent: Request[] = [];
    serve(sent);
    renderScreen(<DailyReportsPage />, { path: '/daily-reports' });
    await expectShown(REPORT.reporter_name);
    const row = document.querySelector<HTMLElement>('tr[data-row-key="5"]')!;
    for (const value of ['2', '17', '3', '9']) expect(within(row).getByText(value)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^حذف تقرير/ }));
    await expectShown(DAILY_REPORTS_T.deleteConfirmTitle);
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: T.confirmDelete }));
    await waitFor(() => expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['DELETE /api/daily-reports/5']));
    await expectShown(MESSAGES.dailyReports.deleted);
  });

  it('creates a report: auto-fill brings the circles with absent computed, and the save sends the rows', async () => {
    const sent: Request[] = [];
    serve(sent);
    renderScreen(<DailyReportsPage />, { path: '/daily-reports' });
    await expectShown(REPORT.reporter_name);
    fireEvent.click(screen.getAllByRole('button', { name: new RegExp(DAILY_REPORTS_T.newReport) })[0]);
    const dialog = await screen.findByRole('dialog');
    // Today (23 November) has no report yet: no warning; the one complex is chosen.
    await within(dialog).findByText(DAILY_REPORTS_T.noRowsTip);
    await within(dialog).findByText(SCHOOL.name);
    expect(within(dialog).queryByText(DAILY_REPORTS_T.existingReport)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(DAILY_REPORTS_T.autoFill) }));
    await expectShown(DAILY_REPORTS_T.autoFilled(1));
    expect((within(dialog).getByLabelText(DAILY_REPORTS_T.enrolled) as HTMLInputElement).value).toBe('10');
    expect((within(dialog).getByLabelText(T.absent) as HTMLInputElement).value).toBe('2');
    // Fewer present: the absent count follows.
    fireEvent.change(within(dialog).getByLabelText(T.present), { target: { value: '6' } });
    await waitFor(() => expect((within(dialog).getByLabelText(T.absent) as HTMLInputElement).value).toBe('4'));
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await sent[0].json()).toEqual({
      school_id: 1,
      report_date: '2026-11-23',
      report_notes: null,
      class_reports: [
        { class_id: 7, teacher_id: FILLED.teacher_id, students_enrolled: 10, students_present: 6, pages_taught: 4, lesson_topic: null, class_notes: null },
      ],
    });
    await expectShown(MESSAGES.dailyReports.created);
  });
});

describe('the auto-fill message', () => {
  it('counts the circles as Arabic does', () => {
    expect([1, 2, 3, 11].map(DAILY_REPORTS_T.autoFilled)).toEqual([
      'تمت تعبئة حلقة واحدة تلقائيًا',
      'تمت تعبئة حلقتين تلقائيًا',
      'تمت تعبئة 3 حلقات تلقائيًا',
      'تمت تعبئة 11 حلقة تلقائيًا',
    ]);
  });
});
