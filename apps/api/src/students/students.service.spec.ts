import { MESSAGES } from '#common';
import { failingAt, refusal, useSpecWorld } from '../access/rules/spec-world.js';
import { Enrollment } from '../classes/entities/enrollment.entity.js';
import { StudentProfile } from '../users/entities/student-profile.entity.js';
import { User } from '../users/entities/user.entity.js';
import type { CreateStudentDto } from './dto/student.dto.js';
import { StudentsService } from './students.service.js';

// The service tier: a staff member's student write is whole or nothing, and never leaves a student the writer cannot
// reach. The routes, the DTO rules and the answers' shape are the API suite's (test/api/people.e2e-spec.ts).

let nextId = 3950000000;

describe('students service: a write leaves nothing half-done or out of reach', () => {
  const w = useSpecWorld();
  const service = () => new StudentsService(w.ds, w.access);
  const form = (fields: Partial<CreateStudentDto> = {}): CreateStudentDto => ({
    id: String(nextId++),
    first_name: 'سعد',
    second_name: 'خالد',
    third_name: 'علي',
    last_name: 'الحربي',
    school_level: 'روضة',
    ...fields,
  });
  /** The rows a student has: account, memorisation profile, enrolments. */
  const rowsOf = async (id: string) => [
    await w.ds.getRepository(User).countBy({ id }),
    await w.ds.getRepository(StudentProfile).countBy({ user_id: id }),
    await w.ds.getRepository(Enrollment).countBy({ student_id: id }),
  ];

  it("a complex manager's student without a complex is refused on the complex field and not saved; with it, the same ID goes through", async () => {
    const dto = form();

    expect(await refusal(service().create(w.a.manager, dto))).toEqual({
      status: 400,
      error: MESSAGES.students.schoolOutOfReach,
      details: [{ path: 'school_id', msg: MESSAGES.students.schoolOutOfReach }],
    });
    expect(await rowsOf(dto.id)).toEqual([0, 0, 0]);

    const saved = await service().create(w.a.manager, { ...dto, school_id: w.a.school, class_id: w.a.circle });
    expect(saved).toMatchObject({ message: MESSAGES.students.created, student: { id: dto.id, school_id: w.a.school, class_id: w.a.circle } });
    expect(await rowsOf(dto.id)).toEqual([1, 1, 1]);
  });

  it('the admin may keep a student without a complex (the card warns about it)', async () => {
    const dto = form();
    expect((await service().create(w.admin, dto)).student).toMatchObject({ id: dto.id, school_id: null });
  });

  it('an edit that would take the student out of the manager’s complexes is refused, and the student stays as they were', async () => {
    const dto = form({ school_id: w.a.school, class_id: w.a.circle });
    await service().create(w.a.manager, dto);

    expect(await refusal(service().update(w.a.manager, dto.id, { school_id: null, notes: 'انتقل' }))).toMatchObject({
      status: 400,
      details: [{ path: 'school_id', msg: MESSAGES.students.schoolOutOfReach }],
    });
    expect(await w.ds.getRepository(User).findOneByOrFail({ id: dto.id })).toMatchObject({ school_id: w.a.school, notes: null });
    expect(await w.ds.getRepository(Enrollment).countBy({ student_id: dto.id, is_active: true })).toBe(1);
  });

  it('a failure halfway through a create (the enrolment) leaves no account or profile behind', async () => {
    const dto = form({ school_id: w.a.school, class_id: w.a.circle });
    expect(await failingAt(Enrollment, () => service().create(w.a.manager, dto))).toEqual([Enrollment]);
    expect(await rowsOf(dto.id)).toEqual([0, 0, 0]);
  });
});
