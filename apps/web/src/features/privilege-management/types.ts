import type { ApiData } from '../../api/types';

/** A person the privilege editor offers, as GET /api/users lists them. */
export type ListedUser = ApiData<'/api/users', 'get'>[number];
