import { MESSAGES } from '#common';
import { ParentProfile } from '../../apps/api/src/users/entities/parent-profile.entity.js';
import { ParentStudentLink } from '../../apps/api/src/users/entities/parent-student-link.entity.js';
import { PendingFamilyLink } from '../../apps/api/src/users/entities/pending-family-link.entity.js';
import { StaffProfile } from '../../apps/api/src/users/entities/staff-profile.entity.js';
import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { createSchool, nationalId } from './factories.js';
import { ADMIN, bearer, expectErrorShape, startApp, type TestApp } from './harness.js';

const names = { first_name: 'خالد', second_name: 'عبدالرحمن', third_name: 'سعود', last_name: 'العتيبي' };
const parent = (overrides: object = {}) => ({
  id: nationalId(),
  ...names,
  neighborhood: 'حي الياسمين',
  phone: '0551234567',
  email: 'parent@example.com',
  password: 'secret1',
  childIds: [],
  registerSelf: false,
  ...overrides,
});
const student = (overrides: object = {}) => ({
  id: nationalId(),
  ...names,
  password: 'secret1',
  school_level: 'الصف الأول المتوسط',
  date_of_birth: '2012-05-14',
  parent_id: null,
  ...overrides,
});
const staff = (overrides: object = {}) => ({
  id: nationalId(),
  ...names,
  phone: '0561234567',
  email: 'teacher@example.com',
  password: 'secret1',
  user_type: 'teacher',
  specialization: 'القراءات',
  ...overrides,
});

describe('self-registration', () => {
  let t: TestApp;
  let schoolId: number;
  beforeAll(async () => {
    t = await startApp('registration');
    schoolId = (await createSchool(t.ds, { name: 'مجمع التيسير' })).id;
    await createSchool(t.ds, { name: 'مجمع مغلق', is_active: false });
  });
  afterAll(async () => {
    await t.close();
  });

  test('the public complex list needs no token and shows active complexes only', async () => {
    const res = await t.http().get('/api/schools/public').expect(200);
    expect(res.body).toEqual({ schools: [{ id: schoolId, name: 'مجمع التيسير' }] });
  });

  test('a parent registers pending, and a second registration of the same ID is 409', async () => {
    const body = parent();
    const res = await t.http().post('/api/parents').send(body).expect(201);
    expect(res.body).toEqual({ status: 'pending_activation', message: MESSAGES.registration.pending });
    const row = await t.ds.getRepository(User).findOneByOrFail({ id: body.id });
    expect(row).toMatchObject({ role: 'parent', is_active: false, account_status: 'pending_activation', neighborhood: 'حي الياسمين' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const again = await t.http().post('/api/parents').send(body).expect(409);
    expect(again.body).toEqual({ error: MESSAGES.registration.nationalIdTaken });
  });

  test("parent validation speaks the spec's messages", async () => {
    const res = await t
      .http()
      .post('/api/parents')
      .send(parent({ phone: '', email: 'not-mail', childIds: ['123'], registerSelf: true, first_name: ' ' }))
      .expect(400);
    expectErrorShape(res.body);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'first_name', msg: MESSAGES.validation.required },
        { path: 'phone', msg: MESSAGES.validation.mobileRequired },
        { path: 'email', msg: MESSAGES.validation.email },
        { path: 'childIds', msg: MESSAGES.validation.childId },
        { path: 'selfSchoolLevel', msg: MESSAGES.validation.selfSchoolLevelRequired },
      ]),
    );
    const badPhone = await t
      .http()
      .post('/api/parents')
      .send(parent({ phone: '0612345678' }))
      .expect(400);
    expect(badPhone.body.details).toEqual([{ path: 'phone', msg: MESSAGES.validation.mobile }]);
  });

  test("a parent's children link now when registered, and later when they register", async () => {
    const early = student();
    await t.http().post('/api/students').send(early).expect(201);
    const late = nationalId();
    const body = parent({ childIds: [early.id, late], registerSelf: true, selfSchoolLevel: 'university' });
    await t.http().post('/api/parents').send(body).expect(201);

    expect(await t.ds.getRepository(ParentStudentLink).findBy({ parent_id: body.id })).toEqual([expect.objectContaining({ student_id: early.id })]);
    expect(await t.ds.getRepository(PendingFamilyLink).findBy({ parent_id: body.id })).toEqual([expect.objectContaining({ student_id: late })]);
    expect(await t.ds.getRepository(ParentProfile).findOneBy({ user_id: body.id })).toMatchObject({ self_school_level: 'university' });
    // The request to study too reaches who approves the account: it is on the parent's row of the accounts list.
    const admin = bearer(await t.login(ADMIN.id, ADMIN.password));
    const accounts = (await t.http().get('/api/users').query({ role: 'parent', search: body.id }).set(admin).expect(200)).body;
    expect(accounts).toEqual([expect.objectContaining({ id: body.id, account_status: 'pending_activation', study_request: 'university' })]);

    await t
      .http()
      .post('/api/students')
      .send(student({ id: late }))
      .expect(201);
    const links = await t.ds.getRepository(ParentStudentLink).find({ where: { parent_id: body.id }, order: { id: 'ASC' } });
    expect(links.map((l) => l.student_id)).toEqual([early.id, late]);
    // Neither child named this parent: both links wait for the child's complex to confirm them (issue 22).
    expect(links.map((l) => l.status)).toEqual(['pending', 'pending']);
    expect(await t.ds.getRepository(PendingFamilyLink).countBy({ parent_id: body.id })).toBe(0);
  });

  test('a link is confirmed at registration only when the student named the parent', async () => {
    // The parent lists a child who registers later naming that parent: confirmed.
    const child = nationalId();
    const mother = parent({ childIds: [child] });
    await t.http().post('/api/parents').send(mother).expect(201);
    await t
      .http()
      .post('/api/students')
      .send(student({ id: child, parent_id: mother.id }))
      .expect(201);
    // A child naming a registered parent who had listed someone else: confirmed for the child, pending for the other.
    const other = student();
    await t.http().post('/api/students').send(other).expect(201);
    const father = parent({ childIds: [other.id] });
    await t.http().post('/api/parents').send(father).expect(201);
    const named = student({ parent_id: father.id });
    await t.http().post('/api/students').send(named).expect(201);

    const statusOf = async (parentId: string, studentId: string) =>
      (await t.ds.getRepository(ParentStudentLink).findOneByOrFail({ parent_id: parentId, student_id: studentId })).status;
    expect(await statusOf(mother.id, child)).toBe('confirmed');
    expect(await statusOf(father.id, other.id)).toBe('pending');
    expect(await statusOf(father.id, named.id)).toBe('confirmed');
    expect(await t.ds.getRepository(PendingFamilyLink).countBy({ parent_id: mother.id })).toBe(0);
  });

  test('a student naming a parent who registers later is linked then', async () => {
    const parentId = nationalId();
    const body = student({ parent_id: parentId, phone: '', email: '' });
    await t.http().post('/api/students').send(body).expect(201);
    expect(await t.ds.getRepository(ParentStudentLink).countBy({ student_id: body.id })).toBe(0);
    await t
      .http()
      .post('/api/parents')
      .send(parent({ id: parentId }))
      .expect(201);
    expect(await t.ds.getRepository(ParentStudentLink).findBy({ student_id: body.id })).toEqual([
      expect.objectContaining({ parent_id: parentId, status: 'confirmed' }),
    ]);
  });

  test('student validation', async () => {
    const res = await t
      .http()
      .post('/api/students')
      .send(student({ date_of_birth: '', parent_id: '12', school_level: 'المريخ', email: 'x@' }))
      .expect(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'date_of_birth', msg: MESSAGES.validation.dateOfBirthRequired },
        { path: 'parent_id', msg: MESSAGES.validation.parentId },
        { path: 'school_level', msg: MESSAGES.validation.invalidChoice },
        { path: 'email', msg: MESSAGES.validation.email },
      ]),
    );
    const badDate = await t
      .http()
      .post('/api/students')
      .send(student({ date_of_birth: '2013-02-30' }))
      .expect(400);
    expect(badDate.body.details).toEqual([{ path: 'date_of_birth', msg: MESSAGES.validation.invalidDate }]);
  });

  test('staff registration: a teacher needs an active complex, an administrator does not', async () => {
    const teacher = staff({ school_id: schoolId, qualifications: 'إجازة في رواية حفص' });
    await t.http().post('/api/teachers').send(teacher).expect(201);
    expect(await t.ds.getRepository(User).findOneByOrFail({ id: teacher.id })).toMatchObject({ role: 'teacher', school_id: schoolId, is_active: false });
    expect(await t.ds.getRepository(StaffProfile).findOneByOrFail({ user_id: teacher.id })).toMatchObject({
      specialization: 'القراءات',
      qualifications: 'إجازة في رواية حفص',
    });

    const noSchool = await t.http().post('/api/teachers').send(staff()).expect(400);
    expect(noSchool.body.details).toEqual([{ path: 'school_id', msg: MESSAGES.validation.schoolRequired }]);
    const ghost = await t
      .http()
      .post('/api/teachers')
      .send(staff({ school_id: 9999 }))
      .expect(400);
    expect(ghost.body.details).toEqual([{ path: 'school_id', msg: MESSAGES.schools.notFound }]);

    const manager = staff({ user_type: 'administrator', specialization: 'ignored' });
    await t.http().post('/api/teachers').send(manager).expect(201);
    expect(await t.ds.getRepository(StaffProfile).findOneByOrFail({ user_id: manager.id })).toMatchObject({ specialization: null });

    const short = await t
      .http()
      .post('/api/teachers')
      .send(staff({ school_id: schoolId, password: '12345', user_type: 'janitor' }))
      .expect(400);
    expect(short.body.details).toEqual(
      expect.arrayContaining([
        { path: 'password', msg: MESSAGES.validation.passwordMin },
        { path: 'user_type', msg: MESSAGES.validation.invalidChoice },
      ]),
    );
  });

  test('a failed registration writes nothing', async () => {
    const before = await t.ds.getRepository(User).count();
    await t
      .http()
      .post('/api/parents')
      .send(parent({ id: '12345' }))
      .expect(400);
    expect(await t.ds.getRepository(User).count()).toBe(before);
  });
});
