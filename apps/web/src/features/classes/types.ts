import type { ApiData } from '../../api/types';

/** A circle as GET /api/classes answers it: what its card, its form and its dialogs read. */
export type ClassItem = ApiData<'/api/classes', 'get'>[number];

/** A student enrolled in a circle (GET /api/classes/{classId}/students). */
export type ClassStudent = ApiData<'/api/classes/{classId}/students', 'get'>[number];
