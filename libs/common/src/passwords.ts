import { LIMITS } from './limits.js';
import { MESSAGES } from './messages.js';

/** Letters of any script (Arabic or Latin) and digits (Western or Arabic-Indic). */
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/**
 * A password a person chooses for themselves (change and reset, spec 03 section 5): at least 6 characters with a
 * letter and a digit. Null when it may be used; else the sentence to show.
 */
export function passwordStrengthError(password: string): string | null {
  if (password.length < LIMITS.person.password.min || !LETTER.test(password) || !DIGIT.test(password)) return MESSAGES.passwords.weak;
  return null;
}

/**
 * The admin's set-password form (spec 02 section 5): both fields required, the same twice, at least 6 characters
 * (in the sentence every password form uses).
 * Returns the sentence to show, or null when the pair may be sent.
 */
export function passwordResetError(newPassword: string | null | undefined, confirmPassword: string | null | undefined): string | null {
  if (!newPassword || !confirmPassword) return MESSAGES.passwords.bothRequired;
  if (newPassword !== confirmPassword) return MESSAGES.passwords.mismatch;
  if (newPassword.length < LIMITS.person.password.min) return MESSAGES.validation.passwordMin;
  return null;
}
