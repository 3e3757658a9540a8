import { expect, test } from 'vitest';
import { monthLabel } from './month';

test('a month is named in Arabic with Western digits, as every date of the app is', () => {
  expect(monthLabel('2026-11')).toBe('نوفمبر 2026');
  expect(monthLabel('2027-01')).toBe('يناير 2027');
});
