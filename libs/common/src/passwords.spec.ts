import { MESSAGES } from './messages.js';
import { passwordResetError } from './passwords.js';

describe('the set-password form (spec 02 section 5)', () => {
  it('needs both fields, the same twice, of 6 characters or more', () => {
    expect(passwordResetError('', '')).toBe(MESSAGES.passwords.bothRequired);
    expect(passwordResetError('secret1', undefined)).toBe(MESSAGES.passwords.bothRequired);
    expect(passwordResetError('secret1', 'secret2')).toBe(MESSAGES.passwords.mismatch);
    expect(passwordResetError('12345', '12345')).toBe(MESSAGES.validation.passwordMin);
    expect(passwordResetError('123456', '123456')).toBeNull();
  });
});
