import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { MESSAGES, type FieldError } from '#common';
import { ApiError } from './api-error.js';

/** Constraint keys whose message wins over the others, so a missing value reads "required", not "bad format". */
const FIRST = ['isNotEmpty', 'isDefined'];

/** The most `details` one answer carries: enough for any form, small whatever the caller sends. */
export const MAX_DETAILS = 20;

/** Flattens class-validator errors into `details`, one Arabic message per field path. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own: FieldError[] = [];
    if (error.constraints) {
      const keys = Object.keys(error.constraints);
      const key = keys.find((k) => FIRST.includes(k)) ?? keys[0];
      own.push({ path, msg: key === 'whitelistValidation' ? MESSAGES.validation.unknownField : error.constraints[key] });
    }
    return [...own, ...toFieldErrors(error.children ?? [], path)];
  });
}

/** The types Nest passes for undecorated or primitive parameters: nothing to validate as an object. */
const NOT_DTOS: unknown[] = [String, Boolean, Number, Array, Object];

/** A JSON object or a parsed query string (which has no prototype); not an array, not a primitive. */
function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The global pipe: strips nothing silently (unknown fields are a 400), converts types by the DTOs' own rules, and
 * speaks Arabic. A body or query that should be an object and is something else (an array above all) is refused
 * before its items are transformed or validated one by one, and `details` stop at {@link MAX_DETAILS}.
 */
class ApiValidationPipe extends ValidationPipe {
  /**
   * A single path or query value is left as it came: Nest would turn '0x10', ' 1' and '1e0' into numbers before the
   * parameter's own pipe (the id pipe) could refuse them.
   */
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = typeof metadata.metatype === 'function' && !NOT_DTOS.includes(metadata.metatype);
    const whole = (metadata.type === 'body' || metadata.type === 'query') && metadata.data === undefined;
    if (dto && whole && value !== undefined && value !== null && !isPlainObject(value)) {
      throw ApiError.badRequest(MESSAGES.validation.invalidBody);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => ApiError.badRequest(MESSAGES.validation.failed, toFieldErrors(errors).slice(0, MAX_DETAILS)),
  });
}
