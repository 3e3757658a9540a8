import type { ApiData } from '../../api/types';

/** A teacher as GET /api/teachers answers it: what the card and the form read. */
export type TeacherItem = ApiData<'/api/teachers', 'get'>['teachers'][number];
