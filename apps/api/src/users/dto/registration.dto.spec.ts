import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { MESSAGES, SCHOOL_LEVELS, type FieldError } from '#common';
import { toFieldErrors } from '../../common/validation.js';
import { RegisterParentDto, RegisterStaffDto, RegisterStudentDto } from './registration.dto.js';

type Dto = new () => object;

/** Runs the DTO's rules as the global pipe does: transform, whitelist, refuse unknown fields, flatten to details. */
async function errorsOf(dto: Dto, body: Record<string, unknown>): Promise<FieldError[]> {
  const instance: object = plainToInstance(dto, body);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: false });
  const details = toFieldErrors(errors);
  // One message per field path.
  expect(new Set(details.map((d) => d.path)).size).toBe(details.length);
  return details;
}

const without = (body: Record<string, unknown>, key: string) => {
  const copy = { ...body };
  delete copy[key];
  return copy;
};

/** Field order follows class metadata, not the spec; multi-field checks compare by path. */
const byPath = (list: FieldError[]) => [...list].sort((a, b) => a.path.localeCompare(b.path));

const REQUIRED = 'يرجى تعبئة هذا الحقل';
const names = { id: '1234567890', first_name: 'محمد', second_name: 'عبدالله', third_name: 'سعد', last_name: 'القحطاني' };

it('the shared messages are the sentences of spec 01 section 5', () => {
  expect(MESSAGES.validation.required).toBe(REQUIRED);
  expect(MESSAGES.validation.nationalId).toBe('رقم الهوية يجب أن يكون مكونًا من 10 أرقام');
  expect(MESSAGES.validation.mobile).toBe('رقم الجوال يجب أن يكون 10 أرقام ويبدأ بـ 05');
  expect(MESSAGES.validation.email).toBe('صيغة البريد الإلكتروني غير صحيحة');
  expect(MESSAGES.validation.mobileRequired).toBe('يرجى تعبئة رقم الجوال');
  expect(MESSAGES.validation.childId).toBe('رقم الهوية يجب أن يكون 10 أرقام');
  expect(MESSAGES.validation.selfSchoolLevelRequired).toBe('يرجى اختيار المرحلة الدراسية');
  expect(MESSAGES.validation.dateOfBirthRequired).toBe('يرجى إدخال تاريخ الميلاد');
  expect(MESSAGES.validation.parentId).toBe('رقم هوية ولي الأمر يجب أن يكون 10 أرقام');
  expect(MESSAGES.validation.passwordMin).toBe('كلمة المرور يجب أن تكون 6 أحرف أو أكثر');
  expect(MESSAGES.validation.schoolRequired).toBe('يرجى اختيار مجمع الحلقات');
  expect(MESSAGES.validation.unknownField).toBe('حقل غير معروف');
});

describe('RegisterParentDto', () => {
  const valid = {
    ...names,
    neighborhood: 'حي النرجس',
    phone: '0512345678',
    email: 'parent@example.com',
    password: 'secret1',
    childIds: ['2234567890', '3234567890'],
    registerSelf: false,
  };

  it('a valid payload has no errors, with or without the optional fields', async () => {
    expect(await errorsOf(RegisterParentDto, valid)).toEqual([]);
    expect(await errorsOf(RegisterParentDto, without(without(valid, 'childIds'), 'registerSelf'))).toEqual([]);
    expect(await errorsOf(RegisterParentDto, { ...valid, childIds: [] })).toEqual([]);
  });

  test.each(['id', 'first_name', 'second_name', 'third_name', 'last_name', 'neighborhood', 'email', 'password'])(
    'missing or empty %s is required',
    async (field) => {
      expect(await errorsOf(RegisterParentDto, without(valid, field))).toEqual([{ path: field, msg: REQUIRED }]);
      expect(await errorsOf(RegisterParentDto, { ...valid, [field]: '' })).toEqual([{ path: field, msg: REQUIRED }]);
    },
  );

  it('whitespace-only names are trimmed to empty and required', async () => {
    expect(byPath(await errorsOf(RegisterParentDto, { ...valid, first_name: '   ', neighborhood: ' ' }))).toEqual([
      { path: 'first_name', msg: REQUIRED },
      { path: 'neighborhood', msg: REQUIRED },
    ]);
  });

  it('an empty or missing phone asks for the mobile number', async () => {
    const msg = 'يرجى تعبئة رقم الجوال';
    expect(await errorsOf(RegisterParentDto, { ...valid, phone: '' })).toEqual([{ path: 'phone', msg }]);
    expect(await errorsOf(RegisterParentDto, without(valid, 'phone'))).toEqual([{ path: 'phone', msg }]);
  });

  test.each(['0612345678', '051234567', '05123456789', '05abcdefgh'])('phone %s is refused', async (phone) => {
    expect(await errorsOf(RegisterParentDto, { ...valid, phone })).toEqual([{ path: 'phone', msg: 'رقم الجوال يجب أن يكون 10 أرقام ويبدأ بـ 05' }]);
  });

  it('a phone with surrounding spaces is trimmed and accepted', async () => {
    expect(await errorsOf(RegisterParentDto, { ...valid, phone: ' 0512345678 ' })).toEqual([]);
  });

  test.each(['parent@example', 'parent.example.com', 'pa rent@example.com'])('email %s is refused', async (email) => {
    expect(await errorsOf(RegisterParentDto, { ...valid, email })).toEqual([{ path: 'email', msg: 'صيغة البريد الإلكتروني غير صحيحة' }]);
  });

  test.each(['123456789', '12345678901', '12345abcde'])('national id %s is refused', async (id) => {
    expect(await errorsOf(RegisterParentDto, { ...valid, id })).toEqual([{ path: 'id', msg: 'رقم الهوية يجب أن يكون مكونًا من 10 أرقام' }]);
  });

  it('a bad child ID is refused with the child-ID message', async () => {
    expect(await errorsOf(RegisterParentDto, { ...valid, childIds: ['2234567890', '123'] })).toEqual([
      { path: 'childIds', msg: 'رقم الهوية يجب أن يكون 10 أرقام' },
    ]);
  });

  it('childIds must be a list', async () => {
    expect(await errorsOf(RegisterParentDto, { ...valid, childIds: '2234567890' })).toEqual([{ path: 'childIds', msg: MESSAGES.validation.invalidBody }]);
  });

  it('registerSelf without a level asks for the level', async () => {
    expect(await errorsOf(RegisterParentDto, { ...valid, registerSelf: true })).toEqual([{ path: 'selfSchoolLevel', msg: 'يرجى اختيار المرحلة الدراسية' }]);
    expect(await errorsOf(RegisterParentDto, { ...valid, registerSelf: true, selfSchoolLevel: '' })).toEqual([
      { path: 'selfSchoolLevel', msg: 'يرجى اختيار المرحلة الدراسية' },
    ]);
  });

  it('registerSelf with a known level code is fine, an unknown one is an invalid choice', async () => {
    expect(await errorsOf(RegisterParentDto, { ...valid, registerSelf: true, selfSchoolLevel: 'university' })).toEqual([]);
    expect(await errorsOf(RegisterParentDto, { ...valid, registerSelf: true, selfSchoolLevel: 'جامعي' })).toEqual([
      { path: 'selfSchoolLevel', msg: MESSAGES.validation.invalidChoice },
    ]);
  });

  it('registerSelf false or absent needs no level', async () => {
    expect(await errorsOf(RegisterParentDto, { ...valid, registerSelf: false })).toEqual([]);
    expect(await errorsOf(RegisterParentDto, without(valid, 'registerSelf'))).toEqual([]);
  });

  it('registerSelf must be a JSON boolean', async () => {
    expect(await errorsOf(RegisterParentDto, { ...valid, registerSelf: 'yes' })).toEqual([{ path: 'registerSelf', msg: MESSAGES.validation.invalidBoolean }]);
  });

  it('a password of 5 characters is too short', async () => {
    expect(await errorsOf(RegisterParentDto, { ...valid, password: '12345' })).toEqual([{ path: 'password', msg: 'كلمة المرور يجب أن تكون 6 أحرف أو أكثر' }]);
  });

  it('an unknown field is refused by name', async () => {
    expect(await errorsOf(RegisterParentDto, { ...valid, role: 'admin' })).toEqual([{ path: 'role', msg: 'حقل غير معروف' }]);
  });

  it('several wrong fields give one message each, required winning over format', async () => {
    expect(byPath(await errorsOf(RegisterParentDto, { ...valid, id: '', phone: '06', email: 'x', password: '' }))).toEqual([
      { path: 'email', msg: MESSAGES.validation.email },
      { path: 'id', msg: REQUIRED },
      { path: 'password', msg: REQUIRED },
      { path: 'phone', msg: MESSAGES.validation.mobile },
    ]);
  });
});

describe('RegisterStudentDto', () => {
  const valid = {
    ...names,
    password: 'secret1',
    school_level: 'الصف الأول المتوسط',
    date_of_birth: '2012-05-20',
  };

  it('a valid payload has no errors', async () => {
    expect(await errorsOf(RegisterStudentDto, valid)).toEqual([]);
    expect(await errorsOf(RegisterStudentDto, { ...valid, phone: '0512345678', email: 's@example.com', parent_id: '2234567890' })).toEqual([]);
  });

  test.each(['id', 'first_name', 'second_name', 'third_name', 'last_name', 'password', 'school_level'])('missing %s is required', async (field) => {
    expect(await errorsOf(RegisterStudentDto, without(valid, field))).toEqual([{ path: field, msg: REQUIRED }]);
  });

  it('a missing or empty date of birth asks for it', async () => {
    const msg = 'يرجى إدخال تاريخ الميلاد';
    expect(await errorsOf(RegisterStudentDto, without(valid, 'date_of_birth'))).toEqual([{ path: 'date_of_birth', msg }]);
    expect(await errorsOf(RegisterStudentDto, { ...valid, date_of_birth: '' })).toEqual([{ path: 'date_of_birth', msg }]);
  });

  it('an impossible date of birth is an invalid date', async () => {
    expect(await errorsOf(RegisterStudentDto, { ...valid, date_of_birth: '2023-02-29' })).toEqual([
      { path: 'date_of_birth', msg: MESSAGES.validation.invalidDate },
    ]);
    expect(await errorsOf(RegisterStudentDto, { ...valid, date_of_birth: '2012-13-01' })).toEqual([
      { path: 'date_of_birth', msg: MESSAGES.validation.invalidDate },
    ]);
  });

  it('a bad parent ID has its own message', async () => {
    expect(await errorsOf(RegisterStudentDto, { ...valid, parent_id: '123' })).toEqual([{ path: 'parent_id', msg: 'رقم هوية ولي الأمر يجب أن يكون 10 أرقام' }]);
  });

  test.each([
    ['empty', ''],
    ['null', null],
    ['blank', '  '],
  ])('optional phone, email and parent_id may be %s', async (_name, value) => {
    expect(await errorsOf(RegisterStudentDto, { ...valid, phone: value, email: value, parent_id: value })).toEqual([]);
  });

  it('optional phone, email and parent_id may be absent', async () => {
    expect(await errorsOf(RegisterStudentDto, without(without(without(valid, 'phone'), 'email'), 'parent_id'))).toEqual([]);
  });

  it('optional phone and email are checked when given', async () => {
    expect(byPath(await errorsOf(RegisterStudentDto, { ...valid, phone: '0612345678', email: 'student@' }))).toEqual([
      { path: 'email', msg: MESSAGES.validation.email },
      { path: 'phone', msg: MESSAGES.validation.mobile },
    ]);
  });

  it('accepts every level of SCHOOL_LEVELS and nothing else', async () => {
    for (const school_level of SCHOOL_LEVELS) expect(await errorsOf(RegisterStudentDto, { ...valid, school_level })).toEqual([]);
    for (const school_level of ['ماجستير', 'grade10', 'الصف الأول']) {
      expect(await errorsOf(RegisterStudentDto, { ...valid, school_level })).toEqual([{ path: 'school_level', msg: MESSAGES.validation.invalidChoice }]);
    }
  });

  it('an unknown field is refused', async () => {
    expect(await errorsOf(RegisterStudentDto, { ...valid, is_active: true })).toEqual([{ path: 'is_active', msg: MESSAGES.validation.unknownField }]);
  });
});

describe('RegisterStaffDto', () => {
  const valid = {
    ...names,
    phone: '0512345678',
    email: 'teacher@example.com',
    password: 'secret1',
    user_type: 'teacher',
    school_id: 3,
  };

  it('a valid payload has no errors, with or without the optional fields', async () => {
    expect(await errorsOf(RegisterStaffDto, valid)).toEqual([]);
    expect(await errorsOf(RegisterStaffDto, { ...valid, address: 'الرياض', specialization: 'تجويد', qualifications: 'بكالوريوس' })).toEqual([]);
    expect(await errorsOf(RegisterStaffDto, { ...valid, address: '', specialization: null, qualifications: '' })).toEqual([]);
  });

  test.each(['id', 'first_name', 'second_name', 'third_name', 'last_name', 'phone', 'email', 'password', 'user_type'])(
    'missing %s is required',
    async (field) => {
      expect(await errorsOf(RegisterStaffDto, without(valid, field))).toEqual([{ path: field, msg: REQUIRED }]);
    },
  );

  it('a password of 5 characters is too short, 6 is enough', async () => {
    expect(await errorsOf(RegisterStaffDto, { ...valid, password: 'abcde' })).toEqual([{ path: 'password', msg: 'كلمة المرور يجب أن تكون 6 أحرف أو أكثر' }]);
    expect(await errorsOf(RegisterStaffDto, { ...valid, password: 'abcdef' })).toEqual([]);
  });

  test.each(['teacher', 'supervisor', 'admin'])('school_id is required for %s', async (user_type) => {
    const msg = 'يرجى اختيار مجمع الحلقات';
    expect(await errorsOf(RegisterStaffDto, { ...without(valid, 'school_id'), user_type })).toEqual([{ path: 'school_id', msg }]);
    expect(await errorsOf(RegisterStaffDto, { ...valid, user_type, school_id: null })).toEqual([{ path: 'school_id', msg }]);
  });

  it('school_id must be a positive whole number, sent as a JSON number', async () => {
    const msg = MESSAGES.validation.schoolRequired;
    expect(await errorsOf(RegisterStaffDto, { ...valid, school_id: 0 })).toEqual([{ path: 'school_id', msg }]);
    expect(await errorsOf(RegisterStaffDto, { ...valid, school_id: 2.5 })).toEqual([{ path: 'school_id', msg }]);
    expect(await errorsOf(RegisterStaffDto, { ...valid, school_id: 'abc' })).toEqual([{ path: 'school_id', msg }]);
    // No coercion in a body: a string or a boolean is not a complex's id (true was stored as complex 1).
    expect(await errorsOf(RegisterStaffDto, { ...valid, school_id: '7' })).toEqual([{ path: 'school_id', msg }]);
    expect(await errorsOf(RegisterStaffDto, { ...valid, school_id: true })).toEqual([{ path: 'school_id', msg }]);
    expect(await errorsOf(RegisterStaffDto, { ...valid, school_id: 7 })).toEqual([]);
  });

  it('an administrator needs no school_id', async () => {
    expect(await errorsOf(RegisterStaffDto, { ...without(valid, 'school_id'), user_type: 'administrator' })).toEqual([]);
    expect(await errorsOf(RegisterStaffDto, { ...valid, user_type: 'administrator', school_id: null })).toEqual([]);
  });

  test.each(['parent', 'student', 'Teacher', 'root'])('user_type %s is an invalid choice', async (user_type) => {
    expect(await errorsOf(RegisterStaffDto, { ...valid, user_type })).toEqual([{ path: 'user_type', msg: MESSAGES.validation.invalidChoice }]);
  });

  it('phone and email are required and checked', async () => {
    expect(byPath(await errorsOf(RegisterStaffDto, { ...valid, phone: '0612345678', email: 'teacher' }))).toEqual([
      { path: 'email', msg: MESSAGES.validation.email },
      { path: 'phone', msg: MESSAGES.validation.mobile },
    ]);
  });

  it('an unknown field is refused', async () => {
    expect(byPath(await errorsOf(RegisterStaffDto, { ...valid, role: 'admin', account_status: 'active' }))).toEqual([
      { path: 'account_status', msg: MESSAGES.validation.unknownField },
      { path: 'role', msg: MESSAGES.validation.unknownField },
    ]);
  });
});
