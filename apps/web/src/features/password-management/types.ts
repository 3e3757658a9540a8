import type { ApiData } from '../../api/types';

/** An account on /password-management, as the API lists it. */
export type PasswordUser = ApiData<'/api/user-management/password-reset-users', 'get'>['users'][number];
