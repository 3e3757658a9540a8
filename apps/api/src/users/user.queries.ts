import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { fullName, type Role } from '#common';
import { StaffProfile } from './entities/staff-profile.entity.js';
import { User } from './entities/user.entity.js';

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

/** The complex of each of these users whose role is teacher, by id, in one query; other ids are left out. */
export async function teacherSchoolsOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, number | null>> {
  if (ids.length === 0) return new Map();
  const teachers = await manager.getRepository(User).find({ where: { id: In([...ids]), role: 'teacher' }, select: { id: true, school_id: true } });
  return new Map(teachers.map((teacher) => [teacher.id, teacher.school_id]));
}
