import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { MESSAGES, type FieldError } from '#common';
import { ApiError } from './api-error.js';

/** Constraint keys whose message wins over the others, so a missing value reads "required", not "bad format". */
const FIRST = ['isNotEmpty', 'isDefined'];

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

/** The global pipe: strips nothing silently (unknown fields are a 400), converts types, and speaks Arabic. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => ApiError.badRequest(MESSAGES.validation.failed, toFieldErrors(errors)),
  });
}
