import { MESSAGES } from './messages.js';
import { passwordResetError, passwordStrengthError } from './passwords.js';

describe('the set-password form (spec 02 section 5)', () => {
  it('needs both fields, the same twice, of 6 characters or more', () => {
    expect(passwordResetError('', '')).toBe(MESSAGES.passwords.bothRequired);
    expect(passwordResetError('secret1', undefined)).toBe(MESSAGES.passwords.bothRequired);
    expect(passwordResetError('secret1', 'secret2')).toBe(MESSAGES.passwords.mismatch);
    expect(passwordResetError('12345', '12345')).toBe(MESSAGES.validation.passwordMin);
    expect(passwordResetError('123456', '123456')).toBeNull();
  });
});

describe('a password a person chooses for themselves', () => {
  it('needs 6 characters or more with a letter and a digit, of any script', () => {
    for (const weak of ['', 'abc12', 'abcdef', '123456', '!!!!!!1']) expect(passwordStrengthError(weak)).toBe(MESSAGES.passwords.weak);
    for (const strong of ['abcde1', 'سلام١٢٣', 'Quran2026', 'ب١ب١ب١']) expect(passwordStrengthError(strong)).toBeNull();
  });
});
