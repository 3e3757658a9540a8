import { MESSAGES } from '#common';
import { User } from '../../users/entities/user.entity.js';
import { accountsIn, managedSchools, ownSchool, self } from './predicates.js';
import { all, defineRule, type RuleQuery } from './rule.js';

/** Everyone sees their own account; changing it goes through other calls (or the admin). */
const selfIfViewing = (q: RuleQuery) => (q.action === 'view' ? [self(q)] : []);

/**
 * Accounts as such: approvals, switching on and off, privileges. The admin reaches every account, and only the
 * admin reaches an admin's. A manager reaches the accounts of their complexes and the parents linked to those
 * complexes' students, never an admin or another manager; a supervisor the same within their own complex, never a
 * supervisor either. Everyone may view their own account; nobody but the admin edits it through these calls.
 */
export const userRule = defineRule({
  table: User,
  notFound: MESSAGES.users.notFound,
  grants: {
    admin: all,
    administrator: (q) => [accountsIn(q, managedSchools(q), ['admin', 'administrator']), ...selfIfViewing(q)],
    supervisor: (q) => [accountsIn(q, ownSchool(q), ['admin', 'administrator', 'supervisor']), ...selfIfViewing(q)],
    teacher: selfIfViewing,
    parent: selfIfViewing,
    student: selfIfViewing,
  },
});
