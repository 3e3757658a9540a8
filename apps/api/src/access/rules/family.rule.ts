import { MESSAGES } from '#common';
import { User } from '../../users/entities/user.entity.js';
import { classesTaught, managedSchools, ownSchool, parentsOfStudents, parentsOfStudentsIn, self, studentsOfClasses } from './predicates.js';
import { all, defineRule, none, viewOnly } from './rule.js';

/**
 * Whose family links (parent to children) a caller reaches, keyed by the parent: a parent their own, to read and
 * change; staff the parents of their complex's students; a teacher reads those of their circles' students. Only
 * confirmed links reach a parent (predicates.ts): a parent's pending request gives the child's complex nothing.
 *
 * This rule answers for the parent; each link is then narrowed by its child (ChildrenService):
 * - reading a parent's links shows the children the caller may read by the student rule ('view'), plus the parent's
 *   own links (a pending one as a request only, nothing of the child);
 * - linking and unlinking (RULES.children.link): the parent their own links, whatever the child's complex (spec 02
 *   section 2.14: the parent adds and unlinks); the admin any link; a complex manager or supervisor holding
 *   users.edit only links whose child is a student they may edit (the student rule's 'edit': their complex's).
 *   Staff keep this because they look after their own students' families (a wrong link made at registration, a
 *   guardian replaced), but never a link of another complex's child: the family may span complexes, and one complex
 *   may not undo what another confirmed. Links staff make are confirmed at once.
 * - confirming or refusing a parent's pending request (RULES.children.approve): staff who may edit the child.
 */
export const familyRule = defineRule({
  table: User,
  notFound: MESSAGES.users.notFound,
  grants: {
    admin: all,
    administrator: (q) => [parentsOfStudentsIn(q, managedSchools(q))],
    supervisor: (q) => [parentsOfStudentsIn(q, ownSchool(q))],
    teacher: viewOnly((q) => [parentsOfStudents(q, studentsOfClasses(q, classesTaught(q)))]),
    parent: (q) => [self(q)],
    student: none,
  },
});
