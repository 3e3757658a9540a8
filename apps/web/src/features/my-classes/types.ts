import type { ApiData } from '../../api/types';

/** A circle the teacher teaches, as GET /api/classes answers it. */
export type TeacherClass = ApiData<'/api/classes', 'get'>[number];

/** A student enrolled in a circle (GET /api/classes/{classId}/students). */
export type CircleStudent = ApiData<'/api/classes/{classId}/students', 'get'>[number];
