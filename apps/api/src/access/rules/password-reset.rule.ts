import { MESSAGES } from '#common';
import { User } from '../../users/entities/user.entity.js';
import { managedSchools, ownSchool, usersIn } from './predicates.js';
import { all, defineRule, none } from './rule.js';

/**
 * Whose password a caller may set (spec 02 section 2.12): the admin anyone's; a complex manager, or a supervisor
 * granted users.edit, the students of their complex.
 */
export const passwordResetRule = defineRule({
  table: User,
  notFound: MESSAGES.users.notFound,
  grants: {
    admin: all,
    administrator: (q) => [usersIn(q, managedSchools(q), ['student'])],
    supervisor: (q) => [usersIn(q, ownSchool(q), ['student'])],
    teacher: none,
    parent: none,
    student: none,
  },
});
