import type { Rule } from 'antd/es/form';
import { EMAIL_PATTERN, LIMITS, MESSAGES, MOBILE_PATTERN, NATIONAL_ID_PATTERN } from '#common';

// antd rules built from libs/common's patterns, limits and sentences, so a form refuses exactly what the server
// refuses and says it the same way. Inputs also take their `maxLength` from LIMITS, so nobody can type past it.

export const requiredRule: Rule = { required: true, whitespace: true, message: MESSAGES.validation.required };

/** The same for a value that is not text (a number, a choice, a date): `whitespace` would refuse any non-string. */
export const requiredValueRule: Rule = { required: true, message: MESSAGES.validation.required };

export const nationalIdRules: Rule[] = [requiredRule, { pattern: NATIONAL_ID_PATTERN, message: MESSAGES.validation.nationalId }];

/** A mobile number; when optional, an empty field passes and a filled one must still be 05 and 8 digits. */
export function mobileRules(required: boolean): Rule[] {
  const pattern: Rule = { pattern: MOBILE_PATTERN, message: MESSAGES.validation.mobile };
  return required ? [{ required: true, whitespace: true, message: MESSAGES.validation.mobileRequired }, pattern] : [pattern];
}

export function emailRules(required: boolean): Rule[] {
  const pattern: Rule = { pattern: EMAIL_PATTERN, message: MESSAGES.validation.email };
  return required ? [requiredRule, pattern] : [pattern];
}

export const passwordRules: Rule[] = [requiredRule, { min: LIMITS.person.password.min, message: MESSAGES.validation.passwordMin }];

/** Trims text fields and turns empty optional ones into `undefined`, so they are left out of the request body. */
export function optionalText(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
