import { describe, expect, it } from 'vitest';
import { locale, proLocale } from './arabic-locale';

/** Every string inside `value`, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('the Arabic locales of antd and pro-components', () => {
  it('carry none of the slips users met', () => {
    const all = [...texts(locale), ...texts(proLocale)];
    for (const slip of ['الإختيار', 'الصفحه', 'فى ', 'أنقذ', 'نظف', 'مقاس'])
      expect(
        all.filter((text) => text.includes(slip)),
        slip,
      ).toEqual([]);
    expect(all).toEqual(expect.arrayContaining(['يرجى الاختيار', 'حجم الصفحة']));
  });
});
