import { failingAt, useSpecWorld } from '../access/rules/spec-world.js';
import { RegistrationService } from './registration.service.js';
import { ParentProfile } from './entities/parent-profile.entity.js';
import { ParentStudentLink } from './entities/parent-student-link.entity.js';
import { PendingFamilyLink } from './entities/pending-family-link.entity.js';
import { StaffProfile } from './entities/staff-profile.entity.js';
import { User } from './entities/user.entity.js';
import { TeachersService } from '../teachers/teachers.service.js';

// The service tier: every registration writes the account and what hangs on it (profile, family links) in one
// transaction, so a failure at its last step leaves no account behind and the same ID can register again. The
// routes and answers are the API suite's (test/api/registration.e2e-spec.ts).

let nextId = 3960000000;
const newId = () => String(nextId++);
const person = { first_name: 'منيرة', second_name: 'سعد', third_name: 'علي', last_name: 'القحطاني', password: 'secret1' };

describe('registration service: each registration is whole or nothing', () => {
  const w = useSpecWorld();
  const registration = () => new RegistrationService(w.ds);
  const exists = (id: string) => w.ds.getRepository(User).existsBy({ id });

  it('a parent: a failure while linking the children leaves no account and no profile, and the ID registers afterwards', async () => {
    const dto = {
      ...person,
      id: newId(),
      neighborhood: 'حي النسيم',
      phone: '0551234567',
      email: 'mother@example.com',
      childIds: [w.a.student.id],
      registerSelf: true,
      selfSchoolLevel: 'university' as const,
    };
    expect(await failingAt(ParentStudentLink, () => registration().registerParent(dto))).toEqual([ParentStudentLink]);
    expect([await exists(dto.id), await w.ds.getRepository(ParentProfile).existsBy({ user_id: dto.id })]).toEqual([false, false]);

    await registration().registerParent(dto);
    expect(await w.ds.getRepository(ParentProfile).findOneByOrFail({ user_id: dto.id })).toMatchObject({ self_school_level: 'university' });
    expect(await w.ds.getRepository(ParentStudentLink).countBy({ parent_id: dto.id })).toBe(1);
  });

  it('a student: a failure while keeping the parent they named leaves no account', async () => {
    const dto = { ...person, id: newId(), school_level: 'روضة', date_of_birth: '2015-04-01', parent_id: newId() };
    expect(await failingAt(PendingFamilyLink, () => registration().registerStudent(dto))).toEqual([PendingFamilyLink]);
    expect(await exists(dto.id)).toBe(false);

    await registration().registerStudent(dto);
    expect(await w.ds.getRepository(PendingFamilyLink).countBy({ student_id: dto.id })).toBe(1);
  });

  it('staff, and a teacher a complex manager adds: a failure at the profile leaves no account', async () => {
    const staff = { ...person, id: newId(), phone: '0551234568', email: 'staff@example.com', user_type: 'supervisor' as const, school_id: w.a.school };
    expect(await failingAt(StaffProfile, () => registration().registerStaff(staff))).toEqual([StaffProfile]);
    expect(await exists(staff.id)).toBe(false);

    const teachers = new TeachersService(w.ds, w.access, registration());
    const teacher = { ...staff, id: newId(), email: 'teacher@example.com', user_type: 'teacher' as const };
    expect(await failingAt(StaffProfile, () => teachers.register(w.a.manager, teacher))).toEqual([StaffProfile]);
    expect(await exists(teacher.id)).toBe(false);

    expect(await teachers.register(w.a.manager, teacher)).toMatchObject({ status: 'active' });
    expect(await w.ds.getRepository(StaffProfile).existsBy({ user_id: teacher.id })).toBe(true);
  });
});
