import { MESSAGES } from './messages.js';
import { childLinkIdError, isActiveStatus, offersActivation, studentActivationErrors, studentCreateBody } from './students.js';

const names = { first_name: ' سعد ', second_name: 'علي', third_name: 'محمد', last_name: 'الغامدي', school_level: 'روضة' };

describe('the student create body (spec 02 section 5)', () => {
  it('sends the id only when it has exactly 10 characters, and the status inactive unless chosen', () => {
    expect(studentCreateBody({ ...names, id: '1234567890' })).toEqual({
      id: '1234567890',
      first_name: 'سعد',
      second_name: 'علي',
      third_name: 'محمد',
      last_name: 'الغامدي',
      school_level: 'روضة',
      status: 'inactive',
    });
    expect(studentCreateBody({ ...names, id: '123456789' })).not.toHaveProperty('id');
    expect(studentCreateBody({ ...names, id: '12345678901' })).not.toHaveProperty('id');
    expect(studentCreateBody({ ...names, status: 'active' }).status).toBe('active');
  });

  it('leaves out empty optional fields and sends the positions as whole numbers', () => {
    const body = studentCreateBody({
      ...names,
      email: '  ',
      phone: '0551234567',
      notes: '',
      school_id: 3,
      class_id: null,
      memorized_surah_id: '78',
      memorized_ayah_number: 40,
      target_surah_id: '',
      target_ayah_number: null,
    });
    expect(body).toMatchObject({ phone: '0551234567', school_id: 3, memorized_surah_id: 78, memorized_ayah_number: 40 });
    for (const absent of ['email', 'notes', 'class_id', 'target_surah_id', 'target_ayah_number']) expect(body).not.toHaveProperty(absent);
  });
});

describe('the activation rule (spec 02 section 4)', () => {
  it('an active student needs a complex; suspended means inactive', () => {
    expect(studentActivationErrors({ active: true, school_id: null })).toEqual([{ path: 'status', msg: MESSAGES.students.activationNeedsSchool }]);
    expect(studentActivationErrors({ active: true, school_id: 2 })).toEqual([]);
    expect(studentActivationErrors({ active: false, school_id: null })).toEqual([]);
    expect(['active', 'inactive', 'suspended'].map((s) => isActiveStatus(s as 'active'))).toEqual([true, false, false]);
  });

  it('offers to activate an inactive student who had neither complex nor circle and now gets both', () => {
    const before = { is_active: false, school_id: null, class_id: null };
    expect(offersActivation(before, { school_id: 1, class_id: 4 })).toBe(true);
    expect(offersActivation(before, { school_id: 1 })).toBe(false);
    expect(offersActivation({ ...before, school_id: 1 }, { school_id: 1, class_id: 4 })).toBe(false);
    expect(offersActivation({ ...before, is_active: true }, { school_id: 1, class_id: 4 })).toBe(false);
  });
});

describe('the child-link ID (spec 02 section 5)', () => {
  it('is required, digits only, 6 to 15 of them', () => {
    expect(['', '  ', '12a456', '12345', '123456', '123456789012345', '1234567890123456'].map(childLinkIdError)).toEqual([
      MESSAGES.children.studentIdRequired,
      MESSAGES.children.studentIdRequired,
      MESSAGES.children.studentIdDigits,
      MESSAGES.children.studentIdLength,
      null,
      null,
      MESSAGES.children.studentIdLength,
    ]);
  });
});
