import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { session } from '../../session/session';
import { POINTS_T } from '../../shared/points/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import PointsReportsPage from '.';
import { POINTS_REPORTS_T } from './locale';

const ROW = {
  id: '1463087344',
  first_name: 'أنس',
  last_name: 'البلوي',
  name: 'أنس عبدالإله يوسف البلوي',
  school_name: 'مجمع الفرقان',
  class_id: 7,
  class_name: 'حلقة الإمام عاصم',
  total_points: 42.5,
  points_count: 10,
  average_points: 4.25,
};
const ENTRY = {
  id: 1,
  student_id: ROW.id,
  student_name: ROW.name,
  class_id: 7,
  class_name: ROW.class_name,
  semester_id: 2,
  points_date: '2026-11-22',
  points_given: 4.5,
  notes: 'مشاركة ممتازة',
  teacher_id: '1218309217',
  teacher_name: 'ماجد ناصر علي القرني',
  created_at: '2026-11-22T08:00:00Z',
  updated_at: '2026-11-22T08:00:00Z',
};

function serve() {
  return mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/schools') return jsonResponse({ schools: [{ id: 1, name: 'مجمع الفرقان' }] });
    if (url.pathname === '/api/points/reports/students-summary') return jsonResponse({ students: [ROW] });
    if (url.pathname === `/api/points/student/${ROW.id}`)
      return jsonResponse({
        points: [ENTRY],
        summary: { total_points: 4.5, average_points: 4.5, max_points: 5, total_entries: 1 },
        pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
      });
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

const reportCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([request]) => new URL(request.url)).filter((url) => url.pathname === '/api/points/reports/students-summary');

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

describe('points reports', () => {
  it('asks for both dates before reading the report', async () => {
    const fetchMock = serve();
    renderScreen(<PointsReportsPage />);
    await expectShown(POINTS_REPORTS_T.pickDates);
    // The span starts as this month so far; cleared, the report is not asked for.
    const clear = document.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(POINTS_REPORTS_T.show) }));
    await expectShown(MESSAGES.points.datesRequired);
    expect(reportCalls(fetchMock)).toEqual([]);
  });

  it('reads the report of this month so far and opens a student’s entries with their stars', async () => {
    const fetchMock = serve();
    renderScreen(<PointsReportsPage />);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(POINTS_REPORTS_T.show) }));
    await expectShown(ROW.name);
    const asked = reportCalls(fetchMock)[0];
    expect(asked.searchParams.get('date_from')).toBe('2026-11-01');
    expect(asked.searchParams.get('date_to')).toBe('2026-11-23');
    const row = screen.getByText(ROW.name).closest('tr') as HTMLElement;
    expect(within(row).getByText('42.5')).toBeTruthy();
    expect(within(row).getByText('4.25 (جيد جداً)')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: POINTS_T.recordsOf(ROW.name) }));
    const dialog = await screen.findByRole('dialog', { name: POINTS_T.recordsOf(ROW.name) });
    await waitFor(() => expect(within(dialog).getByText('مشاركة ممتازة')).toBeTruthy());
    expect(within(dialog).getByText(`${POINTS_T.pointsOutOfFive(4.5)} · ممتاز -`)).toBeTruthy();
    expect(dialog.querySelectorAll('.ant-rate-star-full').length).toBe(4);
  });
});
