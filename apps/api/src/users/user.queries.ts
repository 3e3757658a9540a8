import { In, IsNull, Not, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { fullName, MESSAGES, NATIONAL_ID_PATTERN, type Role, type SelfSchoolLevel } from '#common';
import { ApiError } from '../common/api-error.js';
import { ParentProfile } from './entities/parent-profile.entity.js';
import { ParentStudentLink, type ChildLinkStatus } from './entities/parent-student-link.entity.js';
import { PendingFamilyLink } from './entities/pending-family-link.entity.js';
import { StaffProfile } from './entities/staff-profile.entity.js';
import { StudentProfile } from './entities/student-profile.entity.js';
import { User } from './entities/user.entity.js';
import { updateEach } from '../database/update-each.js';

/** The status of a link that counts: confirmed by the child's complex, made by staff, or named by the child. */
const CONFIRMED: ChildLinkStatus = 'confirmed';
const PENDING: ChildLinkStatus = 'pending';

// Reads of the people tables that other modules need, and the one way the first admin is written. The users module owns users, the staff and parent profiles
// and the family links: other modules read them only through these functions (ESLint keeps the entities out of
// other modules) and write them only through UsersService and RegistrationService.

/**
 * One user with their complex, in one query. (`findOne` with a relation makes TypeORM run two: a DISTINCT id
 * lookup for its LIMIT, then the join.)
 */
export function findUserWithSchool(manager: EntityManager, id: string): Promise<User | null> {
  return usersWithSchool(manager).where('user.id = :id', { id }).getOne();
}

/** Users with their complex joined, under the aliases `user` and `school`, for the caller to filter and order. */
export function usersWithSchool(manager: EntityManager): SelectQueryBuilder<User> {
  return manager.getRepository(User).createQueryBuilder('user').leftJoinAndSelect('user.school', 'school');
}

/** A user's id and role, or null when there is no such user. */
export function findUserRole(manager: EntityManager, id: string): Promise<Pick<User, 'id' | 'role'> | null> {
  return manager.getRepository(User).findOne({ where: { id }, select: { id: true, role: true } });
}

/** Whether this national ID belongs to a user of this role. */
export function hasRole(manager: EntityManager, id: string, role: Role): Promise<boolean> {
  return manager.getRepository(User).existsBy({ id, role });
}

/** How many students belong to a complex (a complex with students cannot be deleted). */
export function countStudentsOf(manager: EntityManager, schoolId: number): Promise<number> {
  return manager.getRepository(User).countBy({ school_id: schoolId, role: 'student' });
}

/**
 * Users of one role with their complex joined, under the alias `user`, for the caller to filter, scope and order.
 */
export function usersOfRole(manager: EntityManager, role: Role): SelectQueryBuilder<User> {
  return usersWithSchool(manager).where('user.role = :role', { role });
}

/** The staff profiles of these users, by user id, in one query. */
export async function staffProfilesOf(manager: EntityManager, userIds: readonly string[]): Promise<Map<string, StaffProfile>> {
  if (userIds.length === 0) return new Map();
  const profiles = await manager.getRepository(StaffProfile).findBy({ user_id: In([...userIds]) });
  return new Map(profiles.map((profile) => [profile.user_id, profile]));
}

/** The full names (four parts, blanks skipped) of these users, by id, in one query; unknown ids are left out. */
export async function userNamesOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const users = await manager.getRepository(User).find({
    where: { id: In([...ids]) },
    select: { id: true, first_name: true, second_name: true, third_name: true, last_name: true },
  });
  return new Map(users.map((user) => [user.id, fullName(user)]));
}

/** Writes the platform admin's account (the first start, the demo seed): active, approved, with this password hash. */
export async function insertPlatformAdmin(manager: EntityManager, id: string, passwordHash: string): Promise<User> {
  const users = manager.getRepository(User);
  const admin = users.create({
    id,
    first_name: 'مدير',
    second_name: 'المنصة',
    third_name: '',
    last_name: 'العام',
    role: 'admin',
    is_active: true,
    account_status: 'active',
    password_hash: passwordHash,
  });
  await users.insert(admin);
  return admin;
}

/** Where a person of some role is and whether they may work: their complex and active switch. */
export type PersonPlace = Pick<User, 'id' | 'school_id' | 'is_active'>;

/** The complex and active switch of each of these users whose role is `role`, by id, in one query; other ids are left out. */
export async function placesOfRole(manager: EntityManager, role: Role, ids: readonly string[]): Promise<Map<string, PersonPlace>> {
  if (ids.length === 0) return new Map();
  const users = await manager.getRepository(User).find({ where: { id: In([...ids]), role }, select: { id: true, school_id: true, is_active: true } });
  return new Map(users.map((user) => [user.id, user]));
}

/** The complex of each of these users whose role is teacher, by id, in one query; other ids are left out. */
export async function teacherSchoolsOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, number | null>> {
  if (ids.length === 0) return new Map();
  const teachers = await manager.getRepository(User).find({ where: { id: In([...ids]), role: 'teacher' }, select: { id: true, school_id: true } });
  return new Map(teachers.map((teacher) => [teacher.id, teacher.school_id]));
}

/**
 * Changes the fields given of one user. Through save(), which reads the row first, so the search-text subscriber
 * can rebuild the searched text from the names and contacts that did not change. A change that {@link endsSessions}
 * raises the session version in the same write. Returns the row as saved, or null when no field was given.
 */
export async function updateUser(manager: EntityManager, id: string, change: Partial<User>): Promise<User | null> {
  const fields = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<User>;
  if (Object.keys(fields).length === 0) return null;
  const users = manager.getRepository(User);
  const user = await users.findOneByOrFail({ id });
  // Two such changes at the same instant may raise it to the same number: the sessions from before either still end.
  if (endsSessions(user, fields)) fields.session_version = user.session_version + 1;
  return users.save(users.merge(user, fields));
}

/**
 * Whether a change ends the user's open sessions (their tokens carry the old session version): a new password, another
 * role, or switching the account off.
 */
export function endsSessions(user: Pick<User, 'role' | 'is_active'>, change: Partial<User>): boolean {
  return change.password_hash !== undefined || (change.role !== undefined && change.role !== user.role) || (change.is_active === false && user.is_active);
}

/** Creates or changes a staff member's profile. */
export async function saveStaffProfile(
  manager: EntityManager,
  userId: string,
  change: Partial<Pick<StaffProfile, 'specialization' | 'qualifications'>>,
): Promise<void> {
  const profiles = manager.getRepository(StaffProfile);
  if (await profiles.existsBy({ user_id: userId })) await profiles.update({ user_id: userId }, change);
  else await profiles.insert({ user_id: userId, specialization: null, qualifications: null, ...change });
}

/**
 * Deletes an account for good, in `manager`'s transaction: the family links it named before the other side
 * registered, then the user, whose profiles, links, grants, circle assignments and enrolments go with it (their
 * foreign keys cascade).
 */
export async function deleteUserForGood(manager: EntityManager, id: string): Promise<void> {
  await manager.getRepository(PendingFamilyLink).delete([{ parent_id: id }, { student_id: id }]);
  await manager.getRepository(User).delete({ id });
}

/** Inserts a user (the search text follows through its subscriber). */
export async function insertUser(manager: EntityManager, fields: Partial<User> & Pick<User, 'id' | 'role' | 'password_hash'>): Promise<void> {
  if (await manager.getRepository(User).existsBy({ id: fields.id })) throw ApiError.conflict(MESSAGES.registration.nationalIdTaken);
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await manager.getRepository(User).insert(defined as Partial<User>);
}

/**
 * The parents among these users who asked at registration to study as students too, with the level they chose, by
 * id, in one query; everyone else is left out.
 */
export async function studyRequestsOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, SelfSchoolLevel>> {
  if (ids.length === 0) return new Map();
  const profiles = await manager.getRepository(ParentProfile).findBy({ user_id: In([...ids]), self_school_level: Not(IsNull()) });
  return new Map(profiles.map((profile) => [profile.user_id, profile.self_school_level!]));
}

/** The memorisation profiles of these students, by id, in one query. */
export async function studentProfilesOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, StudentProfile>> {
  if (ids.length === 0) return new Map();
  const profiles = await manager.getRepository(StudentProfile).findBy({ user_id: In([...ids]) });
  return new Map(profiles.map((profile) => [profile.user_id, profile]));
}

/** One user under the alias `user`, selecting its id, for the caller to scope and join to (read it raw). */
export function userQuery(manager: EntityManager, id: string): SelectQueryBuilder<User> {
  return manager.getRepository(User).createQueryBuilder('user').select('user.id', 'id').where('user.id = :oneUserId', { oneUserId: id });
}

/** Joins the memorisation profile of the user under `userAlias` and selects its four positions (null without one). */
export function withStudentProfile<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, userAlias: string): SelectQueryBuilder<T> {
  return qb
    .leftJoin(StudentProfile, 'profile', `profile.user_id = ${userAlias}.id`)
    .addSelect(['profile.memorized_surah_id AS memorized_surah_id', 'profile.memorized_ayah_number AS memorized_ayah_number'])
    .addSelect(['profile.target_surah_id AS target_surah_id', 'profile.target_ayah_number AS target_ayah_number']);
}

/**
 * Left-joins, under `alias`, the user whose national ID is `idColumn` (where `when` holds) and selects their first and
 * last names and role as `<alias>_first`, `<alias>_last` and `<alias>_role`: the names beside rows that name a user
 * (null when there is none, or no longer one). Read it raw.
 */
export function withUserNames<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, idColumn: string, when?: string): SelectQueryBuilder<T> {
  const on = `${alias}.id = ${idColumn}`;
  return qb
    .leftJoin(User, alias, when ? `${when} AND ${on}` : on)
    .addSelect(`${alias}.first_name`, `${alias}_first`)
    .addSelect(`${alias}.last_name`, `${alias}_last`)
    .addSelect(`${alias}.role`, `${alias}_role`);
}

/** Creates or changes a student's memorisation profile with the positions given. */
export async function saveStudentProfile(manager: EntityManager, userId: string, change: Partial<Omit<StudentProfile, 'user_id' | 'user'>>): Promise<void> {
  const profiles = manager.getRepository(StudentProfile);
  if (await profiles.existsBy({ user_id: userId })) {
    if (Object.keys(change).length > 0) await profiles.update({ user_id: userId }, change);
  } else await profiles.insert({ user_id: userId, ...change });
}

/**
 * {@link saveStudentProfile} for many students at once, in at most two statements: one UPDATE of the profiles that
 * exist (`existing`: the ids of those, already read) and one INSERT of the others.
 */
export async function saveStudentProfiles(
  manager: EntityManager,
  changes: ReadonlyMap<string, Partial<Omit<StudentProfile, 'user_id' | 'user'>>>,
  existing: ReadonlySet<string>,
): Promise<void> {
  const rows = [...changes].map(([userId, values]) => ({ userId, values }));
  await updateEach(
    manager,
    StudentProfile,
    rows.filter((row) => existing.has(row.userId)).map((row) => ({ key: row.userId, values: row.values })),
  );
  const added = rows.filter((row) => !existing.has(row.userId));
  if (added.length > 0) await manager.getRepository(StudentProfile).insert(added.map((row) => ({ user_id: row.userId, ...row.values })));
}

/**
 * How many children are linked to each of these users (parents), by confirmed links, in one query; users without any
 * are left out.
 */
export async function childrenCountsOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await manager
    .getRepository(ParentStudentLink)
    .createQueryBuilder('link')
    .select('link.parent_id', 'parent_id')
    .addSelect('COUNT(*)', 'count')
    .where('link.parent_id IN (:...ids)', { ids })
    .andWhere('link.status = :countedStatus', { countedStatus: CONFIRMED })
    .groupBy('link.parent_id')
    .getRawMany<{ parent_id: string; count: string | number }>();
  return new Map(rows.map((row) => [row.parent_id, Number(row.count)]));
}

/**
 * A parent's links of every status with each child and the child's complex, under the aliases `link`, `student` and
 * `school`, children by first name, for the caller to scope and narrow.
 */
export function childLinksQuery(manager: EntityManager, parentId: string): SelectQueryBuilder<ParentStudentLink> {
  return manager
    .getRepository(ParentStudentLink)
    .createQueryBuilder('link')
    .innerJoinAndSelect('link.student', 'student')
    .leftJoinAndSelect('student.school', 'school')
    .where('link.parent_id = :parentId', { parentId })
    .orderBy('student.first_name', 'ASC')
    .addOrderBy('link.id', 'ASC');
}

/** A parent's confirmed links with each child and the child's complex, in one query, children by first name. */
export function childLinksOf(manager: EntityManager, parentId: string): Promise<ParentStudentLink[]> {
  return childLinksQuery(manager, parentId).andWhere('link.status = :linkStatus', { linkStatus: CONFIRMED }).getMany();
}

/**
 * The links waiting for their child's complex, with the parent, the child and the child's complex, under the aliases
 * `link`, `parent`, `student` and `school`, oldest first, for the caller to scope by the child.
 */
export function pendingChildLinksQuery(manager: EntityManager): SelectQueryBuilder<ParentStudentLink> {
  return manager
    .getRepository(ParentStudentLink)
    .createQueryBuilder('link')
    .innerJoinAndSelect('link.parent', 'parent')
    .innerJoinAndSelect('link.student', 'student')
    .leftJoinAndSelect('student.school', 'school')
    .where('link.status = :pendingStatus', { pendingStatus: PENDING })
    .orderBy('link.created_at', 'ASC')
    .addOrderBy('link.id', 'ASC');
}

/** One link by id under the alias `link` (no join), for the caller to scope and narrow. */
export function childLinkQuery(manager: EntityManager, linkId: number): SelectQueryBuilder<ParentStudentLink> {
  return manager.getRepository(ParentStudentLink).createQueryBuilder('link').where('link.id = :linkId', { linkId });
}

/** Whether this student named this parent at registration (a family link waiting for its other side, spec 02). */
export function namedAtRegistration(manager: EntityManager, parentId: string, studentId: string): Promise<boolean> {
  return manager.getRepository(PendingFamilyLink).existsBy({ parent_id: parentId, student_id: studentId });
}

/**
 * Confirms a link only while it is still pending, so of two staff deciding at once exactly one does; false when it
 * was decided (confirmed or rejected) meanwhile.
 */
export async function confirmChildLink(manager: EntityManager, linkId: number): Promise<boolean> {
  const result = await manager.getRepository(ParentStudentLink).update({ id: linkId, status: PENDING }, { status: CONFIRMED });
  return (result.affected ?? 0) > 0;
}

/** Students (with their complex) not linked to this parent, under the alias `user`, for the caller to narrow. */
export function studentsNotLinkedTo(manager: EntityManager, parentId: string): SelectQueryBuilder<User> {
  const qb = usersOfRole(manager, 'student').orderBy('user.first_name', 'ASC').addOrderBy('user.id', 'ASC');
  const linked = qb.subQuery().select('linked.student_id').from(ParentStudentLink, 'linked').where('linked.parent_id = :notLinkedTo').getQuery();
  return qb.andWhere(`user.id NOT IN ${linked}`, { notLinkedTo: parentId });
}

/**
 * The students a parent may link by themself: those whose registration named them, and those who carry their family
 * name in a complex where a child of theirs already studies (brothers and sisters who join later).
 */
export async function likelyChildrenOf(manager: EntityManager, parent: Pick<User, 'id' | 'last_name'>): Promise<User[]> {
  const qb = studentsNotLinkedTo(manager, parent.id);
  const named = qb.subQuery().select('named.student_id').from(PendingFamilyLink, 'named').where('named.parent_id = :likelyParent').getQuery();
  // The complexes of the children the parent has for sure: a pending request does not widen the search.
  const mine = qb
    .subQuery()
    .select('mine.student_id')
    .from(ParentStudentLink, 'mine')
    .where('mine.parent_id = :likelyParent')
    .andWhere('mine.status = :likelyStatus')
    .getQuery();
  const childrenSchools = qb.subQuery().select('child.school_id').from(User, 'child').where(`child.id IN ${mine}`).getQuery();
  return qb
    .andWhere(`(user.id IN ${named} OR (user.last_name = :familyName AND user.school_id IN ${childrenSchools}))`, {
      likelyParent: parent.id,
      familyName: parent.last_name,
      likelyStatus: CONFIRMED,
    })
    .getMany();
}

/** Links a student to a parent, confirmed or waiting for the child's complex. */
export async function insertChildLink(
  manager: EntityManager,
  link: Pick<ParentStudentLink, 'parent_id' | 'student_id' | 'relationship_type' | 'is_primary' | 'status'>,
): Promise<number> {
  const saved = await manager.getRepository(ParentStudentLink).save(manager.getRepository(ParentStudentLink).create(link));
  return saved.id;
}

/**
 * Removes one link; false when there is none with that id. With `onlyPending` (a refusal), only while it still waits,
 * so of two staff deciding at once exactly one does.
 */
export async function deleteChildLink(manager: EntityManager, linkId: number, { onlyPending = false } = {}): Promise<boolean> {
  const result = await manager.getRepository(ParentStudentLink).delete({ id: linkId, ...(onlyPending ? { status: PENDING } : {}) });
  return (result.affected ?? 0) > 0;
}

/**
 * The parents linked to each of these students by confirmed links, by student id, in one query; students without
 * any are left out.
 */
export async function parentIdsOf(manager: EntityManager, studentIds: readonly string[]): Promise<Map<string, string[]>> {
  const byStudent = new Map<string, string[]>();
  if (studentIds.length === 0) return byStudent;
  const links = await manager
    .getRepository(ParentStudentLink)
    .find({ where: { student_id: In([...studentIds]), status: CONFIRMED }, select: { parent_id: true, student_id: true }, order: { id: 'ASC' } });
  for (const link of links) byStudent.set(link.student_id, [...(byStudent.get(link.student_id) ?? []), link.parent_id]);
  return byStudent;
}

/** The e-mail addresses (lower case) that more than one account uses: a subquery, for a filter or a join. */
function sharedEmails(qb: SelectQueryBuilder<User>): string {
  return qb
    .subQuery()
    .select('LOWER(shared.email)')
    .from(User, 'shared')
    .where('shared.email IS NOT NULL')
    .groupBy('LOWER(shared.email)')
    .having('COUNT(*) > 1')
    .getQuery();
}

/** Keeps the users of `qb` (alias `user`) whose e-mail another account also uses (`shared`), or the others. */
export function withSharedEmail(qb: SelectQueryBuilder<User>, shared: boolean): SelectQueryBuilder<User> {
  return qb.andWhere(shared ? `LOWER(user.email) IN ${sharedEmails(qb)}` : `(user.email IS NULL OR LOWER(user.email) NOT IN ${sharedEmails(qb)})`);
}

/** Of these e-mail addresses, those (lower case) that more than one account uses, in one query. */
export async function sharedEmailsAmong(manager: EntityManager, emails: readonly (string | null)[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.filter((email): email is string => !!email).map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await manager
    .getRepository(User)
    .createQueryBuilder('user')
    .select('LOWER(user.email)', 'email')
    .where('LOWER(user.email) IN (:...wanted)', { wanted })
    .groupBy('LOWER(user.email)')
    .having('COUNT(*) > 1')
    .getRawMany<{ email: string }>();
  return new Set(rows.map((row) => row.email));
}

/** Whether another account than `exceptId` uses this e-mail address (letter case aside). */
export function isEmailTaken(manager: EntityManager, email: string, exceptId: string | null): Promise<boolean> {
  const qb = manager.getRepository(User).createQueryBuilder('user').where('LOWER(user.email) = LOWER(:email)', { email });
  if (exceptId !== null) qb.andWhere('user.id <> :exceptId', { exceptId });
  return qb.getExists();
}

/** How many platform admins are active. */
export function countActiveAdmins(manager: EntityManager): Promise<number> {
  return manager.getRepository(User).countBy({ role: 'admin', is_active: true });
}

/**
 * The accounts a "forgot password" identifier names: the one with this national ID, or every one with this e-mail
 * (compared without case; families share one), in one query.
 */
export function usersByIdOrEmail(manager: EntityManager, identifier: string): Promise<User[]> {
  const qb = manager.getRepository(User).createQueryBuilder('user');
  if (NATIONAL_ID_PATTERN.test(identifier)) return qb.where('user.id = :identifier', { identifier }).getMany();
  return qb.where('LOWER(user.email) = :email', { email: identifier.toLowerCase() }).getMany();
}
