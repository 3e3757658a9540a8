import { ROLE_LABELS, isRole } from '#common';

export { fullName } from '#common';
import type { SessionUser } from '../api/types';

type Named = Pick<SessionUser, 'first_name' | 'second_name' | 'third_name' | 'last_name'>;

/** First and last name, as the side menu shows it. */
export function shortName(person: Partial<Named>): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ');
}

/** The Arabic label of a user's role. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}
