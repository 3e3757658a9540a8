import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  Validate,
  ValidateIf,
  ValidateNested,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  DATE_PATTERN,
  EMAIL_PATTERN,
  INSTANT_PATTERN,
  isCalendarDate,
  isInstant,
  MESSAGES,
  MOBILE_PATTERN,
  NATIONAL_ID_PATTERN,
  LIMITS,
  passwordStrengthError,
  UUID_V4_PATTERN,
} from '#common';
import { MAX_ID } from './id.pipe.js';

/**
 * Composed field decorators: each pairs the class-validator rule and its Arabic message (from libs/common, so the
 * web forms say the same) with the Swagger schema. An optional field skips its checks when absent or null; an
 * optional text (a name, an e-mail, a date) also when '', which clears it. A choice, a number or a switch is never
 * '': sent empty it is refused, not taken as left out.
 */
interface FieldOptions {
  required?: boolean;
  /** The Arabic message when the value is missing; defaults to the shared "required" sentence. */
  requiredMessage?: string;
  description?: string;
  example?: unknown;
  /** The value the service uses when the field is left out, for the documentation. */
  default?: unknown;
  /** Required only under a condition the DTO states with {@link RequiredWhen}: checked as required, documented as optional. */
  conditional?: boolean;
  /** For partial updates: may be left out, but when sent it must be a proper value (null or '' is refused). */
  ifSent?: boolean;
}

/** Query strings carry text: 'true' and 'false' become booleans, anything else is left for the check to refuse. */
const booleanFromQuery = Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/**
 * Query strings carry text: a canonical decimal ('12', '-3', '0') becomes a number; '012', '+12', ' 12', '1e1', '0xc'
 * and the rest are left for the check to refuse. A JSON body is never converted: its numbers are JSON numbers, so
 * `true` or "1" is not 1.
 */
const integerFromQuery = Transform(({ value }) => (typeof value === 'string' && /^(0|-?[1-9]\d{0,15})$/.test(value) ? Number(value) : value));

/**
 * Characters no text field stores: controls (NUL, escape, the C1 range...), line and paragraph separators, lone
 * surrogates, and the invisible format characters that hide or reorder what a person reads (bidi embeddings,
 * overrides and isolates, zero-width space, byte-order mark, tags). The format characters Arabic text and emoji
 * need are kept: ZWNJ, ZWJ, LRM, RLM, the Arabic letter mark, and the visible Arabic signs (number signs, the end
 * of an ayah).
 */
export const FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u0600-\u0605\u061C\u06DD\u08E2\u200C-\u200F])\p{Cf}/u;

@ValidatorConstraint({ name: 'isPlainText' })
class PlainTextConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value !== 'string' || !FORBIDDEN_CHARACTERS.test(value);
  }
}

/** The one rule of every text field: see {@link FORBIDDEN_CHARACTERS}. */
const plainText = () => Validate(PlainTextConstraint, { message: MESSAGES.validation.invalidCharacters });

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const isAbsent = (value: unknown) => value === undefined || value === null;

/**
 * Whether the field must be there. An optional one is skipped when absent or null, and a text one (`emptyClears`)
 * also when '' (the forms clear a text that way); any other value, '' in a choice or a number included, is checked.
 */
function presence(options: FieldOptions, emptyClears = true): PropertyDecorator[] {
  if (options.ifSent)
    return [ValidateIf((_object, value) => value !== undefined), IsNotEmpty({ message: options.requiredMessage ?? MESSAGES.validation.required })];
  const left = emptyClears ? isBlank : isAbsent;
  return options.required === false
    ? [ValidateIf((_object, value) => !left(value))]
    : [IsNotEmpty({ message: options.requiredMessage ?? MESSAGES.validation.required })];
}

function doc(options: FieldOptions, schema: ApiPropertyOptions): PropertyDecorator {
  return ApiProperty({
    required: options.required !== false && !options.conditional && !options.ifSent,
    nullable: options.required === false ? true : undefined,
    description: options.description,
    example: options.example,
    default: options.default,
    ...schema,
  } as ApiPropertyOptions);
}

/** A short text, trimmed, at most `max` characters (default: a name part's limit). */
export function TextField(options: FieldOptions & { max?: number } = {}): PropertyDecorator {
  const max = options.max ?? LIMITS.person.name;
  return applyDecorators(
    doc(options, { type: String, maxLength: max }),
    trim,
    ...presence(options),
    IsString({ message: MESSAGES.validation.required }),
    MaxLength(max, { message: MESSAGES.validation.tooLong(max) }),
    plainText(),
  );
}

/**
 * Makes a field required only when `condition` holds (put it above the field's decorator, which gets `conditional`).
 * Otherwise the field may be left out, but a value that is sent is checked all the same: a wrong value is never let
 * through unchecked because the condition does not hold.
 */
export function RequiredWhen<T extends object>(condition: (dto: T) => boolean): PropertyDecorator {
  return ValidateIf((dto: T, value: unknown) => condition(dto) || (value !== undefined && value !== null));
}

/** A 10-digit national ID. */
export function NationalIdField(options: FieldOptions & { message?: string } = {}): PropertyDecorator {
  return applyDecorators(
    doc(options, { type: String, pattern: NATIONAL_ID_PATTERN.source, example: options.example ?? '1234567890' }),
    trim,
    ...presence(options),
    Matches(NATIONAL_ID_PATTERN, { message: options.message ?? MESSAGES.validation.nationalId }),
  );
}

/** A Saudi mobile number: 05 then 8 digits. */
export function MobileField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    doc(options, { type: String, pattern: MOBILE_PATTERN.source, example: '0512345678' }),
    trim,
    ...presence(options),
    Matches(MOBILE_PATTERN, { message: MESSAGES.validation.mobile }),
  );
}

/** An e-mail address. */
export function EmailField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    doc(options, { type: String, format: 'email', maxLength: LIMITS.person.email, example: 'name@example.com' }),
    trim,
    ...presence(options),
    Matches(EMAIL_PATTERN, { message: MESSAGES.validation.email }),
    MaxLength(LIMITS.person.email, { message: MESSAGES.validation.tooLong(LIMITS.person.email) }),
    plainText(),
  );
}

@ValidatorConstraint({ name: 'isStrongPassword' })
class StrongPasswordConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value !== 'string' || passwordStrengthError(value) === null;
  }
}

/**
 * A new password of at least LIMITS.person.password.min characters. `strong` for one a person chooses for
 * themselves (change and reset): also a letter and a digit (libs/common passwordStrengthError, MESSAGES.passwords.weak).
 */
export function PasswordField(options: FieldOptions & { strong?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    doc(options, { type: String, format: 'password', minLength: LIMITS.person.password.min, maxLength: LIMITS.person.password.max }),
    ...presence(options),
    IsString({ message: MESSAGES.validation.required }),
    MinLength(LIMITS.person.password.min, { message: MESSAGES.validation.passwordMin }),
    MaxLength(LIMITS.person.password.max, { message: MESSAGES.validation.tooLong(LIMITS.person.password.max) }),
    plainText(),
    // After the length, so a short password still reads "too short" (the first refused rule is the one told).
    ...(options.strong ? [Validate(StrongPasswordConstraint, { message: MESSAGES.passwords.weak })] : []),
  );
}

@ValidatorConstraint({ name: 'isSameAs' })
class SameAsConstraint implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return value === (args.object as Record<string, unknown>)[args.constraints[0] as string];
  }
}

/**
 * The second typing of a password: required whenever `property` is sent, and the same text
 * (MESSAGES.passwords.mismatch otherwise).
 */
export function ConfirmationField(property: string, options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    doc({ ...options, conditional: true }, { type: String, format: 'password', description: options.description ?? `The same as ${property}` }),
    ValidateIf((dto: Record<string, unknown>, value: unknown) => !isBlank(dto[property]) || !isBlank(value)),
    IsNotEmpty({ message: MESSAGES.validation.required }),
    Validate(SameAsConstraint, [property], { message: MESSAGES.passwords.mismatch }),
  );
}

@ValidatorConstraint({ name: 'isCalendarDate' })
class CalendarDateConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isCalendarDate(value);
  }
}

/** A calendar date written YYYY-MM-DD. */
export function DateField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    doc(options, { type: String, format: 'date', pattern: DATE_PATTERN.source, example: '2024-09-01' }),
    trim,
    ...presence(options),
    Validate(CalendarDateConstraint, { message: MESSAGES.validation.invalidDate }),
  );
}

@ValidatorConstraint({ name: 'isInstant' })
class InstantConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isInstant(value);
  }
}

/** An instant written in ISO 8601 with its offset from UTC: '2026-09-06T07:15:00Z', '2026-09-06T10:15:00+03:00'. */
export function InstantField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    doc(options, { type: String, format: 'date-time', pattern: INSTANT_PATTERN.source, example: '2026-09-06T07:15:00Z' }),
    ...presence(options),
    Validate(InstantConstraint, { message: MESSAGES.validation.invalidDate }),
  );
}

/** A UUID of version 4 as a device makes one, kept in lower case so one id has one spelling. */
export function UuidField(options: FieldOptions & { message: string }): PropertyDecorator {
  return applyDecorators(
    doc(options, { type: String, format: 'uuid', pattern: UUID_V4_PATTERN.source, example: '3b241101-e2bb-4255-8caf-4136c566a962' }),
    Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value)),
    ...presence({ ...options, requiredMessage: options.requiredMessage ?? options.message }),
    Matches(UUID_V4_PATTERN, { message: options.message }),
  );
}

/** One of a fixed list of values. */
export function ChoiceField(values: readonly string[], options: FieldOptions & { message?: string } = {}): PropertyDecorator {
  return applyDecorators(
    doc(options, { type: String, enum: [...values] }),
    ...presence(options, false),
    IsIn([...values], { message: options.message ?? MESSAGES.validation.invalidChoice }),
  );
}

/**
 * A whole number from `min` (default 1) to `max` (default the largest id), as ids are. In a body it must be a JSON
 * number; with `query`, the canonical decimal text of one.
 */
export function IntField(options: FieldOptions & { min?: number; max?: number; message?: string; query?: boolean } = {}): PropertyDecorator {
  const min = options.min ?? 1;
  const max = options.max ?? MAX_ID;
  return applyDecorators(
    doc(options, { type: 'integer', minimum: min, maximum: max }),
    ...(options.query ? [integerFromQuery] : []),
    ...presence({ ...options, requiredMessage: options.requiredMessage ?? options.message }, false),
    IsInt({ message: options.message ?? MESSAGES.validation.invalidNumber }),
    Min(min, { message: options.message ?? MESSAGES.validation.invalidNumber }),
    Max(max, { message: options.message ?? MESSAGES.validation.invalidNumber }),
  );
}

/** A true/false flag: JSON booleans in a body; with `query`, the words true and false of a query string. */
export function BooleanField(options: FieldOptions & { query?: boolean } = {}): PropertyDecorator {
  const present = options.ifSent ? [ValidateIf((_o: object, v: unknown) => v !== undefined)] : presence(options, false);
  return applyDecorators(
    doc(options, { type: Boolean }),
    ...(options.query ? [booleanFromQuery] : []),
    ...present,
    IsBoolean({ message: MESSAGES.validation.invalidBoolean }),
  );
}

/** A list of national IDs; each must have 10 digits. */
export function NationalIdListField(options: FieldOptions & { message?: string; max?: number } = {}): PropertyDecorator {
  const max = options.max ?? 50;
  return applyDecorators(
    doc(options, { type: [String], example: ['1234567890'], maxItems: max }),
    ...(options.required === false ? [ValidateIf((_o, v) => v !== undefined && v !== null)] : []),
    IsArray({ message: MESSAGES.validation.invalidBody }),
    ArrayMaxSize(max, { message: MESSAGES.validation.invalidBody }),
    Matches(NATIONAL_ID_PATTERN, { each: true, message: options.message ?? MESSAGES.validation.nationalId }),
  );
}

@ValidatorConstraint({ name: 'isMultipleOfStep' })
class StepConstraint implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return typeof value === 'number' && Number.isInteger(value / (args.constraints[0] as number));
  }
}

/**
 * A JSON number from `min` to `max` with at most `decimals` digits after the point (a weight in steps of 0.1 has 1);
 * with `step`, also a whole number of steps (points in halves: 2.5 yes, 2.3 no). Give `step` only where it divides
 * exactly in binary (0.5, 0.25), so no rounding of the division can refuse a right value.
 */
export function DecimalField(options: FieldOptions & { min: number; max: number; decimals: number; message: string; step?: number }): PropertyDecorator {
  return applyDecorators(
    doc(options, { type: Number, minimum: options.min, maximum: options.max, multipleOf: options.step ?? 10 ** -options.decimals }),
    ...presence({ ...options, requiredMessage: options.requiredMessage ?? options.message }, false),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: options.decimals }, { message: options.message }),
    Min(options.min, { message: options.message }),
    Max(options.max, { message: options.message }),
    ...(options.step === undefined ? [] : [Validate(StepConstraint, [options.step], { message: options.message })]),
  );
}

/** A list of whole numbers, each from `min` to `max`, at most `maxItems` of them. */
export function IntListField(options: FieldOptions & { min: number; max: number; maxItems: number; message: string }): PropertyDecorator {
  return applyDecorators(
    doc(options, { type: [Number], maxItems: options.maxItems, items: { type: 'integer', minimum: options.min, maximum: options.max } } as ApiPropertyOptions),
    ...(options.required === false ? [ValidateIf((_o, v) => v !== undefined && v !== null)] : []),
    IsArray({ message: options.message }),
    ArrayMaxSize(options.maxItems, { message: options.message }),
    IsInt({ each: true, message: options.message }),
    Min(options.min, { each: true, message: options.message }),
    Max(options.max, { each: true, message: options.message }),
  );
}

/** A list of calendar dates written YYYY-MM-DD, at most `maxItems` of them. */
export function DateListField(options: FieldOptions & { maxItems: number }): PropertyDecorator {
  return applyDecorators(
    doc(options, {
      type: [String],
      maxItems: options.maxItems,
      items: { type: 'string', format: 'date', pattern: DATE_PATTERN.source },
      example: ['2024-09-23'],
    } as ApiPropertyOptions),
    ...(options.required === false ? [ValidateIf((_o, v) => v !== undefined && v !== null)] : []),
    IsArray({ message: MESSAGES.validation.invalidBody }),
    ArrayMaxSize(options.maxItems, { message: MESSAGES.validation.invalidBody }),
    Validate(CalendarDateConstraint, { each: true, message: MESSAGES.validation.invalidDate }),
  );
}

/**
 * A list of objects of one DTO class, at most `maxItems`, each validated by its own fields (their messages come with
 * the item's path: `class_reports.0.students_present`). Left out, it is an empty list; with `minItems`, it is
 * required and must hold that many (`message` then says how many it takes).
 */
export function ObjectListField(type: new () => object, options: FieldOptions & { maxItems: number; minItems?: number; message?: string }): PropertyDecorator {
  const message = options.message ?? MESSAGES.validation.invalidBody;
  const required = options.minItems !== undefined;
  return applyDecorators(
    doc({ ...options, required }, { type: [type], maxItems: options.maxItems, ...(required ? { minItems: options.minItems } : {}) }),
    ...(required ? [ArrayMinSize(options.minItems!, { message })] : [ValidateIf((_o, v) => v !== undefined && v !== null)]),
    IsArray({ message }),
    ArrayMaxSize(options.maxItems, { message }),
    ValidateNested({ each: true, message: MESSAGES.validation.invalidBody }),
    Type(() => type),
  );
}
