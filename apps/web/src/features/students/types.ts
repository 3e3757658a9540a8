import type { ApiData } from '../../api/types';

/** A student as GET /api/students answers it: what the card, the forms and the details dialog read. */
export type Student = ApiData<'/api/students', 'get'>[number];
