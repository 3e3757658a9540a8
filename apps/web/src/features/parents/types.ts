import type { ApiData } from '../../api/types';

/** A parent as GET /api/users?role=parent answers it: what the card, the details and the profile form read. */
export type Parent = ApiData<'/api/users', 'get'>[number];
