import { MESSAGES, type Role } from '#common';
import { failingAt, refusal, useSpecWorld } from '../access/rules/spec-world.js';
import type { AuthUser } from '../access/auth-user.js';
import { ClassTeacher } from '../classes/entities/class-teacher.entity.js';
import { Enrollment } from '../classes/entities/enrollment.entity.js';
import type { AppConfig } from '../config/app-config.js';
import { School } from '../schools/entities/school.entity.js';
import { StaffProfile } from './entities/staff-profile.entity.js';
import { StudentProfile } from './entities/student-profile.entity.js';
import { User } from './entities/user.entity.js';
import { UsersService } from './users.service.js';

// The service tier: what follows a change of role or place (settling the role), on the spec world's in-memory
// database with the real access service, without HTTP. The routes, the DTO rules and the answers' shape are the API
// suite's (test/api/accounts.e2e-spec.ts).

let nextId = 3900000000;

describe('users service: settling a role', () => {
  const w = useSpecWorld();
  // Only the first start's admin reads the configuration; these tests never reach it.
  const service = () => new UsersService(w.ds, {} as AppConfig, w.access);

  /** A new active account of `role` in `school`. */
  async function person(role: Role, school_id: number | null): Promise<AuthUser> {
    const user: AuthUser = { id: String(nextId++), role, school_id, is_active: true, account_status: 'active' };
    await w.ds.getRepository(User).insert({ ...user, first_name: role, last_name: 'settle', password_hash: 'x' });
    return user;
  }
  /** A new teacher of `school` who teaches `circle`. */
  async function teacherOf(school: number, circle: number): Promise<AuthUser> {
    const teacher = await person('teacher', school);
    await w.ds.getRepository(ClassTeacher).insert({ class_id: circle, teacher_id: teacher.id, role: 'assistant' });
    return teacher;
  }
  const teaches = async (id: string) => (await w.ds.getRepository(ClassTeacher).findBy({ teacher_id: id })).map((row) => row.class_id).sort();
  const enrolledIn = async (id: string) => (await w.ds.getRepository(Enrollment).findBy({ student_id: id, is_active: true })).map((row) => row.class_id).sort();
  const managerOf = async (school: number) => (await w.ds.getRepository(School).findOneByOrFail({ id: school })).administrator_id;

  it('a teacher who becomes a student leaves every circle they taught and is enrolled in the chosen one only', async () => {
    const { a } = w;
    const teacher = await teacherOf(a.school, a.circle);

    await service().update(w.admin, teacher.id, { role: 'student', school_id: a.school, class_id: a.otherCircle });

    expect(await teaches(teacher.id)).toEqual([]);
    expect(await enrolledIn(teacher.id)).toEqual([a.otherCircle]);
    expect(await w.ds.getRepository(StudentProfile).existsBy({ user_id: teacher.id })).toBe(true);
  });

  it('a student who becomes a teacher is enrolled nowhere and teaches the chosen circle, keeping the others of the complex', async () => {
    const { a } = w;
    const student = await person('student', a.school);
    await service().update(w.admin, student.id, { role: 'student', school_id: a.school, class_id: a.circle });
    expect(await enrolledIn(student.id)).toEqual([a.circle]);

    await service().update(w.admin, student.id, { role: 'teacher', school_id: a.school, class_id: a.circle });
    expect(await enrolledIn(student.id)).toEqual([]);
    expect(await teaches(student.id)).toEqual([a.circle]);
    // A second circle of the same complex is added to the first.
    await service().update(w.admin, student.id, { role: 'teacher', school_id: a.school, class_id: a.otherCircle });
    expect(await teaches(student.id)).toEqual([a.circle, a.otherCircle].sort());
  });

  it('a teacher moved to another complex leaves the circles of the first', async () => {
    const { a, b } = w;
    const teacher = await teacherOf(a.school, a.circle);

    await service().update(w.admin, teacher.id, { role: 'teacher', school_id: b.school, class_id: b.circle });
    expect(await teaches(teacher.id)).toEqual([b.circle]);
  });

  it('a complex manager manages a complex that has nobody, and stops managing it on leaving the role', async () => {
    const { id: school } = await w.ds.getRepository(School).save({ name: 'مجمع بلا مدير', address: 'حي' });
    const manager = await person('supervisor', school);

    await service().update(w.admin, manager.id, { role: 'administrator', school_id: school });
    expect(await managerOf(school)).toBe(manager.id);
    // A second manager of the same complex does not take it over.
    const second = await person('supervisor', school);
    await service().update(w.admin, second.id, { role: 'administrator', school_id: school });
    expect(await managerOf(school)).toBe(manager.id);

    await service().update(w.admin, manager.id, { role: 'supervisor', school_id: school });
    expect(await managerOf(school)).toBeNull();
  });

  it('a circle of another complex is refused, and the account and its circles stay as they were', async () => {
    const { a, b } = w;
    const teacher = await teacherOf(a.school, a.circle);

    expect(await refusal(service().update(w.admin, teacher.id, { role: 'student', school_id: a.school, class_id: b.circle }))).toEqual({
      status: 400,
      error: MESSAGES.users.classNotInSchool,
      details: [{ path: 'class_id', msg: MESSAGES.users.classNotInSchool }],
    });
    expect((await w.ds.getRepository(User).findOneByOrFail({ id: teacher.id })).role).toBe('teacher');
    expect(await teaches(teacher.id)).toEqual([a.circle]);
    expect(await enrolledIn(teacher.id)).toEqual([]);
  });

  // The role edit is the admin's (the controller's privilege); a complex manager granted users.manage reaches it.
  it('outside the caller’s complex the account is missing, and nothing settles', async () => {
    const { a, b } = w;
    const teacher = await teacherOf(b.school, b.circle);

    expect(await refusal(service().update(a.manager, teacher.id, { role: 'student', school_id: b.school, class_id: b.circle }))).toEqual({
      status: 404,
      error: MESSAGES.users.notFound,
    });
    expect(await teaches(teacher.id)).toEqual([b.circle]);
  });

  it('a new complex manager is written whole or not at all: a failure at the profile leaves no account and the complex unmanaged', async () => {
    const { id: school } = await w.ds.getRepository(School).save({ name: 'مجمع ينتظر مديره', address: 'حي' });
    const dto = {
      id: String(nextId++),
      first_name: 'فهد',
      last_name: 'العتيبي',
      email: 'fahad@example.com',
      password: 'secret1',
      role: 'administrator' as const,
      school_id: school,
      confirm_password: 'secret1',
    };

    expect(await failingAt(StaffProfile, () => service().create(w.admin, dto))).toEqual([StaffProfile]);
    expect(await w.ds.getRepository(User).existsBy({ id: dto.id })).toBe(false);
    expect(await managerOf(school)).toBeNull();

    await service().create(w.admin, dto);
    expect(await managerOf(school)).toBe(dto.id);
  });
});
