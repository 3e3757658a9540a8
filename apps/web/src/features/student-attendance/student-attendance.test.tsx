import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { formatGregorianDate, MESSAGES } from '#common';
import { session } from '../../session/session';
import { T } from '../../shared/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import StudentAttendancePage from '.';
import { STUDENT_ATTENDANCE_T } from './locale';

const STUDENT = { id: '1463087344', first_name: 'أنس', second_name: 'عبدالإله', third_name: 'يوسف', last_name: 'البلوي', school_id: 1, class_id: 7 };
const SEMESTERS = [{ id: 2, school_id: 1, name: 'الفصل الأول 2026', start_date: '2026-08-16', end_date: '2027-01-14' }];
const cell = (date: string, status: 'present' | 'absent' | 'unknown') => ({ date, status, is_present: status === 'unknown' ? null : status === 'present', is_explicit: status !== 'unknown', notes: null });
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
    if (url.pathname === '/api/attendance/semester/2/class/7') return jsonResponse(GRID);
    if (url.pathname === '/api/attendance/mark') {
      sent.push(await request.json());
      return jsonResponse({ message: MESSAGES.attendance.markedPresent, attendance: {} }, 201);
    }
    return jsonResponse({ permissions: {} });
  });
}

const open = () =>
  renderScreen(
    <Routes>
      <Route path="/student/:studentId/attendance" element={<StudentAttendancePage />} />
    </Routes>,
    { path: `/student/${STUDENT.id}/attendance` },
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

describe('a student’s attendance calendar', { timeout: 60_000 }, () => {
  it('shows this month’s working days with their marks and marks a day', async () => {
    const sent: unknown[] = [];
    serve(sent);
    open();
    await expectShown(STUDENT_ATTENDANCE_T.titleOf('أنس عبدالإله يوسف البلوي'), STUDENT_ATTENDANCE_T.summary(0, 1, 1));
    expect(screen.getByRole('button', { name: STUDENT_ATTENDANCE_T.markDay(formatGregorianDate('2026-11-22'), T.absent) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: STUDENT_ATTENDANCE_T.markDay(formatGregorianDate('2026-11-23'), T.notRecorded) }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(T.present) }));
    await waitFor(() => expect(sent).toEqual([{ semester_id: 2, class_id: 7, student_id: STUDENT.id, attendance_date: '2026-11-23', is_present: true }]));
    await expectShown(MESSAGES.attendance.markedPresent);
  });
});
