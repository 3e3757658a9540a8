import type { ApiData } from '../../api/types';

/** A user as GET /api/users answers them: what the card, the details and both edit forms read. */
export type ManagedUser = ApiData<'/api/users', 'get'>[number];
