import { IsNull, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { MESSAGES } from '#common';
import { School } from './entities/school.entity.js';

// Reads of the complexes table that other modules need. The schools module owns the table: others read it only
// through these functions (ESLint keeps its entities out of other modules) and write it through its service, except
// for who manages a complex, which follows a user's role (the users module's role edit).

/** What a complex's delete appends to its name (spec 01: the delete is soft, the row stays, switched off). */
export const DELETED_SCHOOL_SUFFIX = ` ${MESSAGES.schools.deletedSuffix}`;

/**
 * Leaves out the complexes of `qb` (under `alias`) that were deleted: switched off and named with the suffix, the one
 * mark a soft delete leaves. An active complex that happens to carry the word in its name still counts.
 */
export function withoutDeletedSchools<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string): SelectQueryBuilder<T> {
  const suffix = `${alias}DeletedSuffix`;
  return qb.andWhere(`(${alias}.is_active = :${alias}StillActive OR ${alias}.name NOT LIKE :${suffix})`, {
    [`${alias}StillActive`]: true,
    [suffix]: `%${DELETED_SCHOOL_SUFFIX}`,
  });
}

/** One complex under the alias `school`, selecting its id, for the caller to scope and join to (read it raw). */
export function schoolQuery(manager: EntityManager, id: number): SelectQueryBuilder<School> {
  return manager.getRepository(School).createQueryBuilder('school').select('school.id', 'id').where('school.id = :oneSchoolId', { oneSchoolId: id });
}

/**
 * Left-joins, under `alias`, the complex whose id as text is `textIdColumn` (where `when` holds) and selects its name
 * as `<alias>_name` (null when there is none, or no longer one): a complex's name beside rows that name it by a text
 * id, as the audit trail does. Read it raw.
 */
export function withSchoolName<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, textIdColumn: string, when: string): SelectQueryBuilder<T> {
  return qb.leftJoin(School, alias, `${when} AND CAST(${alias}.id AS CHAR) = ${textIdColumn}`).addSelect(`${alias}.name`, `${alias}_name`);
}

/** Whether an active complex has this id (the staff registration form may name only those). */
export function isActiveSchool(manager: EntityManager, id: number): Promise<boolean> {
  return manager.getRepository(School).existsBy({ id, is_active: true });
}

/** Makes a user the manager of a complex that has none (a new complex manager placed there); a managed one keeps its own. */
export async function manageSchoolIfUnmanaged(manager: EntityManager, schoolId: number, userId: string): Promise<void> {
  await manager.getRepository(School).update({ id: schoolId, administrator_id: IsNull() }, { administrator_id: userId });
}

/** Leaves the complexes a user manages without a manager (the user is no longer a complex manager). */
export async function releaseSchoolsOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.getRepository(School).update({ administrator_id: userId }, { administrator_id: null });
}
