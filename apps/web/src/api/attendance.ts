import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { gradingKeys } from './grading';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import type { ApiBody, ApiData } from './types';

/** Cache keys of attendance; a mark invalidates `all` and the grading tables that show attendance rates. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  classes: () => [...attendanceKeys.all, 'classes'] as const,
  grids: () => [...attendanceKeys.all, 'grid'] as const,
  grid: (semesterId: number, classId: number, studentId?: string) => [...attendanceKeys.grids(), semesterId, classId, studentId ?? 'all'] as const,
  students: () => [...attendanceKeys.all, 'student'] as const,
  student: (studentId: string, semesterId?: number) => [...attendanceKeys.students(), studentId, semesterId ?? 'all'] as const,
};

export type AttendanceClass = ApiData<'/api/attendance/classes', 'get'>['classes'][number];
export type AttendanceGrid = ApiData<'/api/attendance/semester/{semesterId}/class/{classId}', 'get'>;
export type AttendanceGridStudent = AttendanceGrid['students'][number];
export type AttendanceCell = AttendanceGridStudent['attendance'][number];
export type AttendanceRecord = ApiData<'/api/attendance/student/{id}', 'get'>['attendance'][number];
export type MarkBody = ApiBody<'/api/attendance/mark', 'post'>;
export type FixDatesSummary = ApiData<'/api/attendance/fix-dates', 'post'>;

export const attendanceQueries = {
  /** The circles whose attendance the caller may read. */
  classes: () => queryOptions({ queryKey: attendanceKeys.classes(), queryFn: () => call(api.GET('/api/attendance/classes')) }),
  /** A circle's grid for a semester: its working days and each student's marks and totals (one student's when given). */
  grid: (semesterId: number, classId: number, studentId?: string) =>
    queryOptions({
      queryKey: attendanceKeys.grid(semesterId, classId, studentId),
      queryFn: () =>
        call(
          api.GET('/api/attendance/semester/{semesterId}/class/{classId}', {
            params: { path: { semesterId, classId }, query: studentId === undefined ? {} : { student_id: studentId } },
          }),
        ),
    }),
  /** A student's marks, newest first, with the share present (of one semester when given). */
  student: (studentId: string, semesterId?: number) =>
    queryOptions({
      queryKey: attendanceKeys.student(studentId, semesterId),
      queryFn: () =>
        call(
          api.GET('/api/attendance/student/{id}', { params: { path: { id: studentId }, query: semesterId === undefined ? {} : { semester_id: semesterId } } }),
        ),
    }),
};

// Marks are written through the outbox (offline/outbox.ts, POST /api/sync), which invalidates these keys after.

/** The admin's one-shot repair of attendance dates after semester calendars changed. */
export function useFixAttendanceDates() {
  return useInvalidatingMutation(() => call(api.POST('/api/attendance/fix-dates')), [attendanceKeys.all, gradingKeys.all]);
}
