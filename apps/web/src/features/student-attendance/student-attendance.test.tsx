import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { formatGregorianDate, MESSAGES } from '#common';
import { session } from '../../session/session';
import { ATTENDANCE_SHARED_T } from '../../shared/attendance/locale';
import { monthLabel } from '../../shared/attendance/month';
import { T } from '../../shared/locale';
import { expectShown } from '../../test/forms';
import { attendanceKeys } from '../../api/attendance';
import { useOutboxSync } from '../../offline/useOutboxSync';
import { syncAnswer, syncOperations } from '../../test/sync';
import { jsonResponse, makeUser, mockFetch, renderScreen, testQueryClient } from '../../test/render';
import StudentAttendancePage from '.';
import { STUDENT_ATTENDANCE_T } from './locale';

const STUDENT = { id: '1463087344', first_name: 'أنس', second_name: 'عبدالإله', third_name: 'يوسف', last_name: 'البلوي', school_id: 1, class_id: 7 };
const SEMESTERS = [
  { id: 2, school_id: 1, name: 'الفصل الأول 2026', start_date: '2026-08-16', end_date: '2027-01-14' },
  { id: 1, school_id: 1, name: 'الفصل الصيفي 2026', start_date: '2026-06-01', end_date: '2026-08-10' },
];
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
const cell = (date: string, status: 'present' | 'absent' | 'unknown') => ({
  date,
  status,
  is_present: status === 'unknown' ? null : status === 'present',
  is_explicit: status !== 'unknown',
  notes: null,
});
const GRID = {
  semester: SEMESTERS[0],
  working_days: [
    { date: '2026-11-22', day_name: 'الأحد' },
    { date: '2026-11-23', day_name: 'الاثنين' },
  ],
  students: [
    {
      student_id: STUDENT.id,
      name: 'أنس عبدالإله يوسف البلوي',
      attendance: [cell('2026-11-22', 'absent'), cell('2026-11-23', 'unknown')],
      statistics: { total_working_days: 2, recorded_days: 1, present_days: 0, absent_days: 1, unrecorded_days: 1, attendance_rate: 0 },
    },
  ],
};

function serve(sent: unknown[]) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/students/${STUDENT.id}`) return jsonResponse(STUDENT);
    if (url.pathname === '/api/semesters') return jsonResponse({ semesters: SEMESTERS });
    if (url.pathname === '/api/attendance/classes') return jsonResponse({ classes: [CIRCLE] });
    if (url.pathname === '/api/attendance/semester/2/class/7') return jsonResponse(GRID);
    if (url.pathname === '/api/attendance/semester/1/class/7') return jsonResponse({ ...GRID, semester: SEMESTERS[1] });
    if (url.pathname === '/api/sync') {
      sent.push(...(await syncOperations(request)).map((operation) => operation.body));
      return syncAnswer(request);
    }
    return jsonResponse({ permissions: {} });
  });
}

/** The layout's link between the outbox and the query cache (it reads again what a sent mark changed). */
function OutboxSync() {
  useOutboxSync();
  return null;
}

const open = (search = '', client = testQueryClient()) =>
  renderScreen(
    <>
      <OutboxSync />
      <Routes>
        <Route path="/student/:studentId/attendance" element={<StudentAttendancePage />} />
      </Routes>
    </>,
    { path: `/student/${STUDENT.id}/attendance${search}`, client },
  );

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

describe('a student’s attendance calendar', () => {
  it('shows this month’s working days with their marks and marks a day', async () => {
    const sent: unknown[] = [];
    serve(sent);
    // The circle's grid, read on /attendance before coming here.
    const client = testQueryClient();
    client.setQueryData(attendanceKeys.grid(2, 7), GRID);
    open('', client);
    await expectShown(STUDENT_ATTENDANCE_T.titleOf('أنس عبدالإله يوسف البلوي'), STUDENT_ATTENDANCE_T.summary(0, 1, 1));
    expect(screen.getByRole('button', { name: STUDENT_ATTENDANCE_T.markDay(formatGregorianDate('2026-11-22'), T.absent) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: STUDENT_ATTENDANCE_T.markDay(formatGregorianDate('2026-11-23'), T.notRecorded) }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(T.present) }));
    await waitFor(() => expect(sent).toEqual([{ semester_id: 2, class_id: 7, student_id: STUDENT.id, attendance_date: '2026-11-23', is_present: true }]));
    await expectShown(MESSAGES.attendance.markedPresent);
    // ...is read again when /attendance shows it next.
    expect(client.getQueryState(attendanceKeys.grid(2, 7))?.isInvalidated).toBe(true);
  });

  it('turns the months of the semester with named buttons, and no further than its first and last', async () => {
    serve([]);
    open('?class_id=7&semester_id=1');
    // The summer semester, 1 June to 10 August: it opens on its last month.
    await expectShown(monthLabel('2026-08'));
    expect((screen.getByRole('button', { name: STUDENT_ATTENDANCE_T.nextMonth }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: STUDENT_ATTENDANCE_T.previousMonth }));
    await expectShown(monthLabel('2026-07'));
    fireEvent.click(screen.getByRole('button', { name: STUDENT_ATTENDANCE_T.previousMonth }));
    await expectShown(monthLabel('2026-06'));
    expect((screen.getByRole('button', { name: STUDENT_ATTENDANCE_T.previousMonth }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows another semester than the circle’s own without marking', async () => {
    const sent: unknown[] = [];
    const fetchMock = serve(sent);
    open('?class_id=7&semester_id=1');
    await expectShown(ATTENDANCE_SHARED_T.pastSemester);
    expect(fetchMock.mock.calls.some(([request]) => new URL(request.url).pathname === '/api/attendance/semester/1/class/7')).toBe(true);
    expect(screen.queryByText(STUDENT_ATTENDANCE_T.subtitle)).toBeNull();
  });
});
