import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { MESSAGES, type FieldError } from '#common';
import { toFieldErrors } from '../../common/validation.js';
import { CreateSchoolDto, UpdateSchoolDto } from './school.dto.js';

/** Runs the DTO's rules as the global pipe does: transform, whitelist, refuse unknown fields, flatten to details. */
async function errorsOf(dto: new () => object, body: Record<string, unknown>): Promise<FieldError[]> {
  const instance: object = plainToInstance(dto, body);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: false });
  const details = toFieldErrors(errors);
  expect(new Set(details.map((d) => d.path)).size).toBe(details.length);
  return [...details].sort((a, b) => a.path.localeCompare(b.path));
}

const REQUIRED = 'يرجى تعبئة هذا الحقل';
const valid = {
  name: 'مجمع النور لتحفيظ القرآن',
  address: 'حي النرجس, الرياض, منطقة الرياض',
  phone: '0512345678',
  email: 'school@example.com',
  established_date: '2010-09-01',
  is_active: true,
  administrator_id: '1234567890',
};

describe('CreateSchoolDto', () => {
  it('a valid payload has no errors', async () => {
    expect(await errorsOf(CreateSchoolDto, valid)).toEqual([]);
    expect(await errorsOf(CreateSchoolDto, { name: valid.name, address: valid.address })).toEqual([]);
  });

  test.each(['name', 'address'])('%s is required: missing, empty or blank', async (field) => {
    const rest: Record<string, unknown> = { ...valid };
    delete rest[field];
    expect(await errorsOf(CreateSchoolDto, rest)).toEqual([{ path: field, msg: REQUIRED }]);
    expect(await errorsOf(CreateSchoolDto, { ...valid, [field]: '' })).toEqual([{ path: field, msg: REQUIRED }]);
    expect(await errorsOf(CreateSchoolDto, { ...valid, [field]: '   ' })).toEqual([{ path: field, msg: REQUIRED }]);
    expect(await errorsOf(CreateSchoolDto, { ...valid, [field]: null })).toEqual([{ path: field, msg: REQUIRED }]);
  });

  test.each(['0612345678', '051234567', '05-1234567'])('phone %s is refused', async (phone) => {
    expect(await errorsOf(CreateSchoolDto, { ...valid, phone })).toEqual([{ path: 'phone', msg: 'رقم الجوال يجب أن يكون 10 أرقام ويبدأ بـ 05' }]);
  });

  it('checks the optional email, date and administrator ID when given', async () => {
    expect(await errorsOf(CreateSchoolDto, { ...valid, email: 'school@', established_date: '2023-02-29', administrator_id: '12345' })).toEqual([
      { path: 'administrator_id', msg: 'رقم الهوية يجب أن يكون مكونًا من 10 أرقام' },
      { path: 'email', msg: 'صيغة البريد الإلكتروني غير صحيحة' },
      { path: 'established_date', msg: MESSAGES.validation.invalidDate },
    ]);
  });

  test.each([
    ['empty', ''],
    ['null', null],
  ])('optional fields may be %s', async (_name, value) => {
    expect(await errorsOf(CreateSchoolDto, { ...valid, phone: value, email: value, established_date: value, administrator_id: value })).toEqual([]);
  });

  it('is_active must be a JSON boolean, or left out or null', async () => {
    expect(await errorsOf(CreateSchoolDto, { ...valid, is_active: null })).toEqual([]);
    for (const value of ['true', '']) {
      expect(await errorsOf(CreateSchoolDto, { ...valid, is_active: value })).toEqual([{ path: 'is_active', msg: MESSAGES.validation.invalidBoolean }]);
    }
  });

  it('name is at most 150 characters', async () => {
    expect(await errorsOf(CreateSchoolDto, { ...valid, name: 'م'.repeat(150) })).toEqual([]);
    expect(await errorsOf(CreateSchoolDto, { ...valid, name: 'م'.repeat(151) })).toEqual([{ path: 'name', msg: MESSAGES.validation.tooLong(150) }]);
  });

  it('an unknown field is refused', async () => {
    expect(await errorsOf(CreateSchoolDto, { ...valid, id: 4 })).toEqual([{ path: 'id', msg: 'حقل غير معروف' }]);
  });
});

describe('UpdateSchoolDto', () => {
  it('accepts only is_active (the status toggle)', async () => {
    expect(await errorsOf(UpdateSchoolDto, { is_active: false })).toEqual([]);
    expect(await errorsOf(UpdateSchoolDto, {})).toEqual([]);
  });

  it('still checks the fields that are sent', async () => {
    expect(await errorsOf(UpdateSchoolDto, { name: '', phone: '0612345678', is_active: 'no' })).toEqual([
      { path: 'is_active', msg: MESSAGES.validation.invalidBoolean },
      { path: 'name', msg: REQUIRED },
      { path: 'phone', msg: MESSAGES.validation.mobile },
    ]);
    expect(await errorsOf(UpdateSchoolDto, { address: '  ' })).toEqual([{ path: 'address', msg: REQUIRED }]);
  });

  it('an unknown field is refused', async () => {
    expect(await errorsOf(UpdateSchoolDto, { is_active: true, deleted: true })).toEqual([{ path: 'deleted', msg: MESSAGES.validation.unknownField }]);
  });

  test('null for a required column is refused like an empty value', async () => {
    expect(await errorsOf(UpdateSchoolDto, { name: null, address: null, is_active: null })).toEqual([
      { path: 'address', msg: REQUIRED },
      { path: 'is_active', msg: MESSAGES.validation.invalidBoolean },
      { path: 'name', msg: REQUIRED },
    ]);
  });
});
