import { LIMITS } from './limits.js';
import { MESSAGES } from './messages.js';

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
