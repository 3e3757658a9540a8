import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { QURAN_T } from '../../shared/quran/locale';
import { T } from '../../shared/locale';
import { session } from '../../session/session';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import DashboardPage from '.';
import { statCards } from './components/StatCards';
import { DASHBOARD_T } from './locale';

const NONE = { students: null, teachers: null, classes: null, schools: null, children: null, schoolName: null };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Answers the privileges call, the figures (or a failure when given a status) and the activity (or a failure). */
function serve(stats: object | number, activities: object[] | number = []) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    if (pathname === '/api/dashboard/stats')
      return typeof stats === 'number' ? jsonResponse({ error: 'خطأ داخلي' }, stats) : jsonResponse({ stats: { ...NONE, ...stats } });
    if (pathname === '/api/dashboard/activities')
      return typeof activities === 'number' ? jsonResponse({ error: 'خطأ' }, activities) : jsonResponse({ activities });
    return jsonResponse({}, 404);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
});

describe('the dashboard', () => {
  it('greets the admin by full name and role with today’s date, shows the platform’s figures, every tool and the activity', async () => {
    session.signIn('token', makeUser({ role: 'admin' }));
    serve({ students: 120, teachers: 14, classes: 9, schools: 3 }, [
      { kind: 'student', title: MESSAGES.dashboard.studentRegistered, subtitle: 'سالم الحربي', time: minutesAgo(5) },
      { kind: 'other', title: MESSAGES.dashboard.classUpdated, subtitle: 'حلقة الإمام عاصم', time: minutesAgo(125) },
      { kind: 'teacher', title: MESSAGES.dashboard.accountApproved, subtitle: 'ماجد العتيبي', time: minutesAgo(3 * 1440 + 10) },
    ]);
    renderScreen(<DashboardPage />, { path: '/dashboard' });
    await expectShown(DASHBOARD_T.greeting('أحمد محمد علي السالم'), 'المدير العام');
    expect(screen.getByText(new RegExp(`^${DASHBOARD_T.today}:.*هـ\\)$`))).toBeTruthy();
    await expectShown(DASHBOARD_T.totalStudents, '120', DASHBOARD_T.activeTeachers, '14', DASHBOARD_T.totalClasses, '9', DASHBOARD_T.schoolsCount, '3');
    await expectShown(DASHBOARD_T.databaseTool, DASHBOARD_T.databaseWarning, DASHBOARD_T.passwordTool, DASHBOARD_T.permissionsTool);
    await expectShown(MESSAGES.dashboard.studentRegistered, 'سالم الحربي', 'منذ 5 دقائق', 'منذ ساعتين', 'منذ 3 أيام');
  });

  it('shows a complex manager their complex’s name and figures, and only the password tool', async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator', school_id: 1 }));
    serve({ students: 40, teachers: 5, classes: 4, schoolName: 'مجمع الفرقان' });
    renderScreen(<DashboardPage />, { path: '/dashboard' });
    await expectShown('مجمع الفرقان', DASHBOARD_T.complexStudents, '40', DASHBOARD_T.complexTeachers, DASHBOARD_T.complexClasses, DASHBOARD_T.passwordTool);
    expect(screen.queryByText(DASHBOARD_T.databaseTool)).toBeNull();
    expect(screen.queryByText(DASHBOARD_T.permissionsTool)).toBeNull();
    expect(screen.queryByText(DASHBOARD_T.schoolsCount)).toBeNull();
    await expectShown(DASHBOARD_T.noActivity);
  });

  it('shows a teacher no tools; a parent their children', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher' }));
    serve({ students: 12, classes: 2 });
    const { unmount } = renderScreen(<DashboardPage />, { path: '/dashboard' });
    await expectShown(DASHBOARD_T.myStudents, '12', DASHBOARD_T.classesITeach);
    expect(screen.queryByText(DASHBOARD_T.toolsTitle)).toBeNull();
    unmount();
    expect(statCards({ ...NONE, children: 2 }).map((card) => [card.label, card.value])).toEqual([[DASHBOARD_T.myChildren, 2]]);
    expect(statCards(NONE)).toEqual([]);
  });

  it('shows a student their own weighted grade, pages, share present and points, each leading to its page', async () => {
    const student = makeUser({ id: '1463087344', role: 'student', user_type: 'student' });
    session.signIn('token', student);
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
      if (pathname === '/api/dashboard/stats') return jsonResponse({ stats: NONE });
      if (pathname === '/api/dashboard/activities') return jsonResponse({ activities: [] });
      if (pathname === `/api/grades/student/${student.id}`)
        return jsonResponse({ success: true, courseGrades: [], grades: [], averageGrade: 88.5, completedPages: 23 });
      if (pathname === `/api/attendance/student/${student.id}`) return jsonResponse({ attendance: [], percentage: 90 });
      if (pathname === `/api/points/student/${student.id}`)
        return jsonResponse({
          points: [],
          summary: { total_points: 42, average_points: 4.2, max_points: 50, total_entries: 10 },
          pagination: { page: 1, limit: 20, total: 10, totalPages: 1 },
        });
      return jsonResponse({}, 404);
    });
    renderScreen(<DashboardPage />, { path: '/dashboard' });
    await expectShown('88.5', '23', '90%', '42 / 50');
    const link = (name: string) => screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href');
    expect([link(QURAN_T.memorisedPages), link(T.attendanceRate), link(T.totalPoints)]).toEqual(['/my-grades', '/my-attendance', '/student-points']);
  });

  it('says the server’s sentence when the figures fail, and only logs a failed activity list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    session.signIn('token', makeUser({ role: 'admin' }));
    serve(500, 500);
    renderScreen(<DashboardPage />, { path: '/dashboard' });
    await expectShown('خطأ داخلي', DASHBOARD_T.noActivity);
    expect(log).toHaveBeenCalled();
    expect(screen.getAllByRole('alert').some((alert) => within(alert).queryByText('خطأ داخلي'))).toBe(true);
  });

  it('falls back to the spec’s sentence when the server says nothing', async () => {
    session.signIn('token', makeUser({ role: 'admin' }));
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/dashboard/stats') return new Response('', { status: 502 });
      return jsonResponse({ activities: [] });
    });
    renderScreen(<DashboardPage />, { path: '/dashboard' });
    await expectShown(DASHBOARD_T.statsLoadFailed);
  });
});
