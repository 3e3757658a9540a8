import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { useInvalidatingMutation } from './queries';
import { call } from './request';
import { studentKeys } from './students';
import type { ApiBody, ApiData } from './types';

/** Cache keys of the `grading` tag (grades, goals, the profile dialog, the review map); every change invalidates `all`. */
export const gradingKeys = {
  all: ['grading'] as const,
  profile: (classId: number, studentId: string) => [...gradingKeys.all, 'profile', classId, studentId] as const,
  studentGrades: (studentId: string, semesterId?: number) => [...gradingKeys.all, 'student', studentId, semesterId ?? 'all'] as const,
  review: (studentId: string) => [...gradingKeys.all, 'review', studentId] as const,
  goals: (studentId: string) => [...gradingKeys.all, 'goals', studentId] as const,
  classGrades: (semesterId: number, classId: number) => [...gradingKeys.all, 'class', semesterId, classId] as const,
  school: (schoolId: number, semesterId: number) => [...gradingKeys.all, 'school', schoolId, semesterId] as const,
  studentInClass: (studentId: string, classId: number, semesterId: number) => [...gradingKeys.all, 'student-class', studentId, classId, semesterId] as const,
};

export type StudentProfile = ApiData<'/api/classes/{classId}/student/{studentId}/profile', 'get'>['student'];
export type Grade = ApiData<'/api/grades/student/{studentId}', 'get'>['grades'][number];
export type CourseGrades = ApiData<'/api/grades/student/{studentId}', 'get'>['courseGrades'][number];
export type ReviewMap = ApiData<'/api/grades/student/{studentId}/review', 'get'>;
export type SchoolGrading = ApiData<'/api/grading/school/{schoolId}/semester/{semesterId}', 'get'>;
export type GradeBody = ApiBody<'/api/classes/{classId}/grades', 'post'>;
export type GradeUpdateBody = ApiBody<'/api/grades/{id}', 'put'>;

export const gradingQueries = {
  /** The student profile dialog: the student in a circle with progress, goal, plan, grades and courses. */
  profile: (classId: number, studentId: string) =>
    queryOptions({
      queryKey: gradingKeys.profile(classId, studentId),
      queryFn: () => call(api.GET('/api/classes/{classId}/student/{studentId}/profile', { params: { path: { classId, studentId } } })),
    }),
  /** A student's grades by course (of one semester when given), with the weighted total and pages memorised. */
  studentGrades: (studentId: string, semesterId?: number) =>
    queryOptions({
      queryKey: gradingKeys.studentGrades(studentId, semesterId),
      queryFn: () =>
        semesterId === undefined
          ? call(api.GET('/api/grades/student/{studentId}', { params: { path: { studentId } } }))
          : call(api.GET('/api/grades/student/{studentId}/semester/{semesterId}', { params: { path: { studentId, semesterId } } })),
    }),
  /** The review map: 604 page colours, the juz, the summary and the legend. */
  review: (studentId: string) =>
    queryOptions({
      queryKey: gradingKeys.review(studentId),
      queryFn: () => call(api.GET('/api/grades/student/{studentId}/review', { params: { path: { studentId } } })),
    }),
  goals: (studentId: string) =>
    queryOptions({ queryKey: gradingKeys.goals(studentId), queryFn: () => call(api.GET('/api/students/{id}/goals', { params: { path: { id: studentId } } })) }),
  /** The grades given in a circle in a semester. */
  classGrades: (semesterId: number, classId: number) =>
    queryOptions({
      queryKey: gradingKeys.classGrades(semesterId, classId),
      queryFn: () => call(api.GET('/api/grades/semester/{semesterId}/class/{classId}', { params: { path: { semesterId, classId } } })),
    }),
  /** The comprehensive grading table of a complex's semester. */
  school: (schoolId: number, semesterId: number) =>
    queryOptions({
      queryKey: gradingKeys.school(schoolId, semesterId),
      queryFn: () => call(api.GET('/api/grading/school/{schoolId}/semester/{semesterId}', { params: { path: { schoolId, semesterId } } })),
    }),
  /** One student's grades in a circle and semester, by course, with every course of the circle. */
  studentInClass: (studentId: string, classId: number, semesterId: number) =>
    queryOptions({
      queryKey: gradingKeys.studentInClass(studentId, classId, semesterId),
      queryFn: () =>
        call(
          api.GET('/api/grading/student/{studentId}/class/{classId}/semester/{semesterId}/grades', { params: { path: { studentId, classId, semesterId } } }),
        ),
    }),
};

/** Gives a grade in a circle (the profile dialog, the grades modals). */
// A new-memorisation grade may move the student's memorised position: the students screen shows it too.
export const useCreateGrade = () =>
  useInvalidatingMutation(
    ({ classId, body }: { classId: number; body: GradeBody }) => call(api.POST('/api/classes/{classId}/grades', { params: { path: { classId } }, body })),
    [gradingKeys.all, studentKeys.all],
  );

export const useUpdateGrade = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: GradeUpdateBody }) => call(api.PUT('/api/grades/{id}', { params: { path: { id } }, body })),
    [gradingKeys.all, studentKeys.all],
  );

export const useDeleteGrade = () =>
  useInvalidatingMutation((id: number) => call(api.DELETE('/api/grades/{id}', { params: { path: { id } } })), [gradingKeys.all]);

/** Sets a student's target; the student's own record (the students screen) shows it too. */
export const useSetGoal = () =>
  useInvalidatingMutation(
    ({ classId, studentId, body }: { classId: number; studentId: string; body: ApiBody<'/api/classes/{classId}/student/{studentId}/goal', 'put'> }) =>
      call(api.PUT('/api/classes/{classId}/student/{studentId}/goal', { params: { path: { classId, studentId } }, body })),
    [gradingKeys.all, studentKeys.all],
  );

/**
 * Saves a student's memorised position (and, outside a circle, their target) from the plan dialog, through the
 * students API: the profile, the plan and the review map are computed from it, so they refresh with the student.
 */
export const useSavePlan = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: ApiBody<'/api/students/{id}', 'put'> }) => call(api.PUT('/api/students/{id}', { params: { path: { id } }, body })),
    [gradingKeys.all, studentKeys.all],
  );
