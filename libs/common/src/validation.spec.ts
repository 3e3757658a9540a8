import { ACCOUNT_STATE_REFUSAL_WORDS, hasLimitedAccess, isAccountStateRefusal } from './account.js';
import { MESSAGES } from './messages.js';
import { isCalendarDate, isEmail, isInstant, isMobile, isNationalId, isUuidV4, normaliseChildIds, staffNeedsSchool } from './validation.js';

describe('isNationalId', () => {
  it('accepts exactly 10 ASCII digits', () => {
    expect(isNationalId('1234567890')).toBe(true);
    expect(isNationalId('0000000000')).toBe(true);
  });

  it('rejects 9 and 11 digits, letters, spaces, signs and non-strings', () => {
    expect(isNationalId('123456789')).toBe(false);
    expect(isNationalId('12345678901')).toBe(false);
    expect(isNationalId('12345678a0')).toBe(false);
    expect(isNationalId('abcdefghij')).toBe(false);
    expect(isNationalId(' 1234567890')).toBe(false);
    expect(isNationalId('1234567890\n')).toBe(false);
    expect(isNationalId('12345-7890')).toBe(false);
    expect(isNationalId('١٢٣٤٥٦٧٨٩٠')).toBe(false); // Arabic-Indic digits are not stored IDs
    expect(isNationalId('')).toBe(false);
    expect(isNationalId(1234567890)).toBe(false);
    expect(isNationalId(null)).toBe(false);
    expect(isNationalId(undefined)).toBe(false);
  });
});

describe('isMobile', () => {
  it('accepts 05 followed by 8 digits', () => {
    expect(isMobile('0512345678')).toBe(true);
    expect(isMobile('0500000000')).toBe(true);
  });

  it('rejects other prefixes, wrong lengths, letters and non-strings', () => {
    expect(isMobile('0612345678')).toBe(false);
    expect(isMobile('5012345678')).toBe(false);
    expect(isMobile('051234567')).toBe(false);
    expect(isMobile('05123456789')).toBe(false);
    expect(isMobile('05123456a8')).toBe(false);
    expect(isMobile('+966512345678')).toBe(false);
    expect(isMobile('05 1234 5678')).toBe(false);
    expect(isMobile('')).toBe(false);
    expect(isMobile(512345678)).toBe(false);
    expect(isMobile(null)).toBe(false);
  });
});

describe('isEmail', () => {
  it('accepts well-formed addresses', () => {
    expect(isEmail('name@example.com')).toBe(true);
    expect(isEmail('a.b+c@mail.example.sa')).toBe(true);
  });

  it('rejects missing parts, spaces, two @ and non-strings', () => {
    expect(isEmail('name@example')).toBe(false);
    expect(isEmail('nameexample.com')).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
    expect(isEmail('name@.com')).toBe(false);
    expect(isEmail('name@example.')).toBe(false);
    expect(isEmail('na me@example.com')).toBe(false);
    expect(isEmail('a@b@example.com')).toBe(false);
    expect(isEmail('')).toBe(false);
    expect(isEmail(undefined)).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates including a leap day', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2024-12-31')).toBe(true);
    expect(isCalendarDate('2024-01-01')).toBe(true);
  });

  it('rejects impossible dates', () => {
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-00-10')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
    expect(isCalendarDate('2024-01-00')).toBe(false);
    expect(isCalendarDate('2024-01-32')).toBe(false);
  });

  it('rejects other shapes and non-strings', () => {
    expect(isCalendarDate('2024-2-29')).toBe(false);
    expect(isCalendarDate('29-02-2024')).toBe(false);
    expect(isCalendarDate('2024/02/29')).toBe(false);
    expect(isCalendarDate('2024-02-29T00:00:00Z')).toBe(false);
    expect(isCalendarDate(' 2024-02-29')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
    expect(isCalendarDate(new Date(Date.UTC(2024, 1, 29)))).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });
});

describe('isUuidV4', () => {
  it('accepts a random UUID in either case', () => {
    expect(isUuidV4('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(isUuidV4('3B241101-E2BB-4255-8CAF-4136C566A962')).toBe(true);
  });

  it('refuses other versions and variants, missing or extra characters, braces and non-strings', () => {
    expect(isUuidV4('3b241101-e2bb-1255-8caf-4136c566a962')).toBe(false);
    expect(isUuidV4('3b241101-e2bb-4255-7caf-4136c566a962')).toBe(false);
    expect(isUuidV4('3b241101-e2bb-4255-8caf-4136c566a96')).toBe(false);
    expect(isUuidV4('3b241101-e2bb-4255-8caf-4136c566a9622')).toBe(false);
    expect(isUuidV4('{3b241101-e2bb-4255-8caf-4136c566a962}')).toBe(false);
    expect(isUuidV4('3b241101e2bb42558caf4136c566a962')).toBe(false);
    expect(isUuidV4(null)).toBe(false);
    expect(isUuidV4(12345)).toBe(false);
  });
});

describe('isInstant', () => {
  it('accepts an instant with Z or an offset, to the minute, second or fraction', () => {
    expect(isInstant('2026-09-06T07:15Z')).toBe(true);
    expect(isInstant('2026-09-06T07:15:00Z')).toBe(true);
    expect(isInstant('2026-09-06T10:15:00.250+03:00')).toBe(true);
    expect(isInstant('2026-09-06T23:59:59.999999-05:30')).toBe(true);
    expect(isInstant('2024-02-29T00:00:00Z')).toBe(true);
  });

  it('refuses a time without its offset, a bare date, an impossible date or time, and non-strings', () => {
    expect(isInstant('2026-09-06T07:15:00')).toBe(false);
    expect(isInstant('2026-09-06')).toBe(false);
    expect(isInstant('2026-02-30T07:15:00Z')).toBe(false);
    expect(isInstant('2025-02-29T07:15:00Z')).toBe(false);
    expect(isInstant('2026-09-06T24:00:00Z')).toBe(false);
    expect(isInstant('2026-09-06T07:60:00Z')).toBe(false);
    expect(isInstant('2026-09-06T07:15:60Z')).toBe(false);
    expect(isInstant('2026-09-06 07:15:00Z')).toBe(false);
    expect(isInstant(1757142900000)).toBe(false);
    expect(isInstant(null)).toBe(false);
  });
});

describe('normaliseChildIds', () => {
  it('drops blank rows and trims whitespace', () => {
    expect(normaliseChildIds(['', ' 1234567890 ', '   ', null, undefined, '2234567890'])).toEqual({
      ids: ['1234567890', '2234567890'],
      errors: [],
    });
  });

  it('returns nothing for no rows or only blank rows', () => {
    expect(normaliseChildIds([])).toEqual({ ids: [], errors: [] });
    expect(normaliseChildIds(['', ' ', null])).toEqual({ ids: [], errors: [] });
  });

  it('reports each bad row at childIds.<row index> with the child-ID message and leaves it out', () => {
    expect(normaliseChildIds(['1234567890', '', '123', '12345678901', 'abcdefghij'])).toEqual({
      ids: ['1234567890'],
      errors: [
        { path: 'childIds.2', msg: MESSAGES.validation.childId },
        { path: 'childIds.3', msg: MESSAGES.validation.childId },
        { path: 'childIds.4', msg: MESSAGES.validation.childId },
      ],
    });
    expect(MESSAGES.validation.childId).toBe('رقم الهوية يجب أن يكون 10 أرقام');
  });

  it('removes duplicates, also after trimming, keeping first-seen order', () => {
    expect(normaliseChildIds(['2234567890', '1234567890', ' 2234567890', '1234567890 '])).toEqual({
      ids: ['2234567890', '1234567890'],
      errors: [],
    });
  });
});

describe('staffNeedsSchool', () => {
  it('requires a complex for every type except administrator', () => {
    expect(staffNeedsSchool('administrator')).toBe(false);
    expect(staffNeedsSchool('teacher')).toBe(true);
    expect(staffNeedsSchool('supervisor')).toBe(true);
    expect(staffNeedsSchool('admin')).toBe(true);
    expect(staffNeedsSchool('')).toBe(true);
    expect(staffNeedsSchool(null)).toBe(true);
    expect(staffNeedsSchool(undefined)).toBe(true);
  });
});

describe('isAccountStateRefusal', () => {
  it('recognises the account-state words in Arabic and English, any case', () => {
    expect(isAccountStateRefusal(MESSAGES.auth.accountInactive)).toBe(true);
    expect(isAccountStateRefusal('الحساب معطل')).toBe(true);
    expect(isAccountStateRefusal('المعلم موقوف عن العمل')).toBe(true);
    expect(isAccountStateRefusal('المعلم في إجازة')).toBe(true);
    expect(isAccountStateRefusal('انتهت فترة التوظيف')).toBe(true);
    expect(isAccountStateRefusal('Account is INACTIVE')).toBe(true);
    expect(isAccountStateRefusal('User Deactivated')).toBe(true);
    expect(isAccountStateRefusal('teacher is On Leave')).toBe(true);
    expect(isAccountStateRefusal('Employment ended')).toBe(true);
    expect(ACCOUNT_STATE_REFUSAL_WORDS).toHaveLength(9);
  });

  it('does not treat session or permission refusals as account-state ones', () => {
    expect(isAccountStateRefusal(MESSAGES.auth.sessionExpired)).toBe(false);
    expect(isAccountStateRefusal(MESSAGES.auth.unauthenticated)).toBe(false);
    expect(isAccountStateRefusal(MESSAGES.errors.forbidden)).toBe(false);
    expect(isAccountStateRefusal(MESSAGES.auth.loginFailed)).toBe(false);
    expect(isAccountStateRefusal('Unauthorized')).toBe(false);
    expect(isAccountStateRefusal('')).toBe(false);
    expect(isAccountStateRefusal(null)).toBe(false);
    expect(isAccountStateRefusal(undefined)).toBe(false);
  });
});

describe('hasLimitedAccess', () => {
  it('is full access only when active and approved (a missing status counts as active)', () => {
    expect(hasLimitedAccess({ is_active: true, account_status: 'active' })).toBe(false);
    expect(hasLimitedAccess({ is_active: true })).toBe(false);
    expect(hasLimitedAccess({ is_active: true, account_status: null })).toBe(false);
  });

  it('is limited when inactive or in any other state', () => {
    expect(hasLimitedAccess({ is_active: false, account_status: 'active' })).toBe(true);
    expect(hasLimitedAccess({ is_active: false })).toBe(true);
    expect(hasLimitedAccess({ is_active: true, account_status: 'pending_activation' })).toBe(true);
    expect(hasLimitedAccess({ is_active: true, account_status: 'rejected' })).toBe(true);
    expect(hasLimitedAccess({ is_active: true, account_status: 'suspended' })).toBe(true);
    expect(hasLimitedAccess({ is_active: true, account_status: 'something-else' })).toBe(true);
  });
});
