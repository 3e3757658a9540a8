import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { MESSAGES, type FieldError } from '#common';
import { BooleanField, ChoiceField, DateField, DecimalField, EmailField, IntField, PasswordField, TextField } from './fields.js';
import { toFieldErrors } from './validation.js';

class Texts {
  @TextField({ required: false }) name?: string;
  @EmailField({ required: false }) email?: string;
  @PasswordField({ required: false }) password?: string;
}

class Numbers {
  @IntField({ required: false }) body_id?: number;
  @IntField({ required: false, query: true }) query_id?: number;
}

async function errorsOf(dto: new () => object, body: Record<string, unknown>): Promise<FieldError[]> {
  return toFieldErrors(await validate(plainToInstance(dto, body), { whitelist: true, forbidNonWhitelisted: true }));
}

describe('the text rule of the field decorators', () => {
  const invalid = MESSAGES.validation.invalidCharacters;

  test.each([
    ['NUL', 'أحمد\u0000'],
    ['a bell', 'أحمد\u0007'],
    ['DEL', 'أحمد\u007F'],
    ['a C1 control', 'أحمد\u0085'],
    ['a tab inside', 'أحمد\tعلي'],
    ['a right-to-left override', 'أحمد\u202Eعلي'],
    ['a left-to-right embedding', 'أحمد\u202Aعلي'],
    ['an isolate', 'أحمد\u2067علي'],
    ['a zero-width space', 'أحمد\u200Bعلي'],
    ['a byte-order mark inside', 'أحمد\uFEFFعلي'],
    ['a line separator inside', 'أحمد\u2028علي'],
    ['a lone high surrogate', 'أحمد\uD83D'],
    ['a lone low surrogate', '\uDE00أحمد'],
    ['a tag character', 'أحمد\u{E0041}'],
  ])('refuses %s in every text field', async (_what, text) => {
    expect(await errorsOf(Texts, { name: text })).toEqual([{ path: 'name', msg: invalid }]);
    expect(await errorsOf(Texts, { password: `secret-${text}` })).toEqual([{ path: 'password', msg: invalid }]);
    // The e-mail pattern already refuses white space; whatever the message, the address is refused.
    expect(await errorsOf(Texts, { email: `a${text}@example.com` })).toHaveLength(1);
  });

  test.each([
    ['Arabic with ZWNJ and ZWJ', 'عبد\u200Cالله \u200Dمحمد'],
    ['an RTL mark', 'أحمد\u200F 12'],
    ['an LTR mark', 'Ahmad\u200E أحمد'],
    ['the Arabic letter mark', 'أحمد\u061C'],
    ['the end-of-ayah sign', 'سورة الفاتحة ۝'],
    ['emoji, joined and varied', 'مجمع 🌙 👨‍👩‍👧 ❤️'],
    ['accents and other scripts', 'Zoë 李 Ψ'],
  ])('keeps %s', async (_what, text) => {
    expect(await errorsOf(Texts, { name: text })).toEqual([]);
  });
});

describe('IntField', () => {
  const invalid = MESSAGES.validation.invalidNumber;

  it('takes only JSON numbers in a body: no boolean or string becomes a number', async () => {
    expect(await errorsOf(Numbers, { body_id: 7 })).toEqual([]);
    for (const value of [true, false, '7', [7], { id: 7 }, 7.5, 0, -1, 2_147_483_648]) {
      expect([value, await errorsOf(Numbers, { body_id: value })]).toEqual([value, [{ path: 'body_id', msg: invalid }]]);
    }
  });

  it('takes the canonical decimal text of a number in a query string', async () => {
    expect(await errorsOf(Numbers, { query_id: '7' })).toEqual([]);
    expect(await errorsOf(Numbers, { query_id: '2147483647' })).toEqual([]);
    for (const value of ['0x7', '+7', ' 7', '7 ', '07', '7e0', '7.0', 'true', '0', '-1', '2147483648', '99999999999999999999', ['7', '8']]) {
      expect([value, await errorsOf(Numbers, { query_id: value })]).toEqual([value, [{ path: 'query_id', msg: invalid }]]);
    }
  });
});

class Passwords {
  @PasswordField() password: string;
  @PasswordField({ strong: true }) newPassword: string;
}

describe('PasswordField', () => {
  it('asks a strong one for a letter and a digit, and tells a short one first that it is short', async () => {
    expect(await errorsOf(Passwords, { password: 'abcdefg', newPassword: 'Better2026' })).toEqual([]);
    for (const weak of ['abcdefgh', '12345678', '!!!!!!1']) {
      expect(await errorsOf(Passwords, { password: weak, newPassword: weak })).toEqual([{ path: 'newPassword', msg: MESSAGES.passwords.weak }]);
    }
    expect(await errorsOf(Passwords, { password: 'abc12', newPassword: 'abc12' })).toEqual([
      { path: 'password', msg: MESSAGES.validation.passwordMin },
      { path: 'newPassword', msg: MESSAGES.validation.passwordMin },
    ]);
  });
});

class Optionals {
  @TextField({ required: false }) name?: string | null;
  @DateField({ required: false }) day?: string | null;
  @ChoiceField(['memorization', 'review'], { required: false }) kind?: string | null;
  @IntField({ required: false }) class_id?: number | null;
  @IntField({ required: false, query: true }) school_id?: number;
  @DecimalField({ required: false, min: 0, max: 100, decimals: 2, message: MESSAGES.validation.invalidNumber }) max_grade?: number | null;
  @BooleanField({ required: false }) is_active?: boolean;
}

describe('an optional field sent empty', () => {
  test("a text or a date is cleared by '', as the forms clear them", async () => {
    expect(await errorsOf(Optionals, { name: '', day: '' })).toEqual([]);
  });

  test('a choice, a number, an id or a switch is refused, not taken as left out', async () => {
    expect(await errorsOf(Optionals, { kind: '', class_id: '', school_id: '', max_grade: '', is_active: '' })).toEqual([
      { path: 'kind', msg: MESSAGES.validation.invalidChoice },
      { path: 'class_id', msg: MESSAGES.validation.invalidNumber },
      { path: 'school_id', msg: MESSAGES.validation.invalidNumber },
      { path: 'max_grade', msg: MESSAGES.validation.invalidNumber },
      { path: 'is_active', msg: MESSAGES.validation.invalidBoolean },
    ]);
  });

  test('left out or null, each is still optional', async () => {
    expect(await errorsOf(Optionals, {})).toEqual([]);
    expect(await errorsOf(Optionals, { name: null, day: null, kind: null, class_id: null, school_id: null, max_grade: null, is_active: null })).toEqual([]);
  });
});
