import type { DataSource } from 'typeorm';
import type { AccountStatus, Role } from '#common';
import { School } from '../../apps/api/src/schools/entities/school.entity.js';
import { ParentStudentLink } from '../../apps/api/src/users/entities/parent-student-link.entity.js';
import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { hashPassword } from '../../apps/api/src/users/password.js';

let nextId = 2000000000;
/** A fresh, valid national ID. */
export const nationalId = () => String(nextId++);

export const PASSWORD = 'secret-123';

/** The hash of {@link PASSWORD}, computed once per suite: argon2 is slow by design and every factory user shares it. */
let passwordHash: Promise<string> | undefined;
const hashOfPassword = () => (passwordHash ??= hashPassword(PASSWORD));

/** Inserts a user straight into the database; active and approved unless told otherwise. */
export async function createUser(
  ds: DataSource,
  fields: { role: Role; id?: string; school_id?: number | null; is_active?: boolean; account_status?: AccountStatus; first_name?: string },
): Promise<User & { password: string }> {
  const user = ds.getRepository(User).create({
    id: fields.id ?? nationalId(),
    first_name: fields.first_name ?? 'أحمد',
    second_name: 'محمد',
    third_name: 'علي',
    last_name: 'الزهراني',
    email: 'person@example.com',
    phone: '0512345678',
    role: fields.role,
    school_id: fields.school_id ?? null,
    is_active: fields.is_active ?? true,
    account_status: fields.account_status ?? 'active',
    password_hash: await hashOfPassword(),
  });
  await ds.getRepository(User).insert(user);
  return Object.assign(user, { password: PASSWORD });
}

/** Inserts a complex. */
export async function createSchool(ds: DataSource, fields: Partial<School> = {}): Promise<School> {
  const repo = ds.getRepository(School);
  return repo.save(repo.create({ name: 'مجمع الفرقان', address: 'حي الملقا, الرياض, منطقة الرياض', is_active: true, ...fields }));
}

/** Links a parent to a student, as an approved registration would. */
export async function linkParent(ds: DataSource, parent: Pick<User, 'id'>, student: Pick<User, 'id'>): Promise<void> {
  await ds.getRepository(ParentStudentLink).insert({ parent_id: parent.id, student_id: student.id, relationship_type: 'parent', is_primary: true });
}
