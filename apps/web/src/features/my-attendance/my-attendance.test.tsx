import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { session } from '../../session/session';
import { CHILD_DETAIL_T } from '../../shared/children/locale';
import { T } from '../../shared/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import MyAttendancePage from '.';
import { MY_ATTENDANCE_T } from './locale';

const STUDENT = '1463087344';
const mark = (id: number, date: string, is_present: boolean, notes: string | null = null) => ({
  id,
  student_id: STUDENT,
  class_id: 7,
  class_name: 'حلقة الإمام عاصم',
  semester_id: 2,
  attendance_date: date,
  date,
  status: is_present ? 'present' : 'absent',
  is_present,
  is_explicit: true,
  notes,
  marked_by: '1218309217',
});
const MARKS = [mark(3, '2026-11-04', true), mark(2, '2026-11-03', false, 'عذر مرضي'), mark(1, '2026-11-02', true)];

function serve(answer: () => Response) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === `/api/attendance/student/${STUDENT}`) return answer();
    if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${pathname}` }, 404);
  });
}
const figure = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

beforeEach(() => session.signIn('token', makeUser({ id: STUDENT, role: 'student', user_type: 'student', school_id: 1 })));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('/my-attendance', () => {
  it("shows the student's share present, days present and absent, and every mark with its notes", async () => {
    serve(() => jsonResponse({ attendance: MARKS, percentage: 67 }));
    renderScreen(<MyAttendancePage />, { path: '/my-attendance' });
    await expectShown('عذر مرضي');
    expect(figure(T.attendanceRate).textContent).toContain('67%');
    expect(within(figure(MY_ATTENDANCE_T.presentDays)).getByText('2')).toBeTruthy();
    expect(within(figure(MY_ATTENDANCE_T.absentDays)).getByText('1')).toBeTruthy();
    expect(within(screen.getByText('عذر مرضي').closest('tr') as HTMLElement).getByText(T.absent)).toBeTruthy();
  });

  it('keeps the day and the status within a phone', async () => {
    await page.viewport(390, 844);
    try {
      serve(() => jsonResponse({ attendance: MARKS, percentage: 67 }));
      renderScreen(<MyAttendancePage />, { path: '/my-attendance' });
      await expectShown('عذر مرضي');
      const table = screen.getByText('عذر مرضي').closest('table') as HTMLTableElement;
      const box = table.getBoundingClientRect();
      expect([box.left >= 0, box.right <= 390]).toEqual([true, true]);
      expect(table.querySelectorAll('thead th')).toHaveLength(2);
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('shows a dash, not 0%, and says so before any mark', async () => {
    serve(() => jsonResponse({ attendance: [], percentage: null }));
    renderScreen(<MyAttendancePage />, { path: '/my-attendance' });
    await expectShown(CHILD_DETAIL_T.noAttendance);
    expect(figure(T.attendanceRate).textContent).toContain('—');
  });

  it("shows the page's fallback when the marks cannot load", async () => {
    serve(() => new Response('', { status: 502 }));
    renderScreen(<MyAttendancePage />, { path: '/my-attendance' });
    await expectShown(MY_ATTENDANCE_T.loadFailed);
  });
});
