import fc from 'fast-check';
import { addDays, daysBetween, fromDayNumber, isoWeekday, semesterTotalDays, toDayNumber } from './calendar.js';
import { countedArabic, formatDualDate, formatGregorianDate, formatHijriDate, formatRelativeTime } from './dates.js';

// `npm run test:unit` runs this file under TZ=Asia/Riyadh and again under TZ=America/Los_Angeles: the day printed
// must be the day given, on either side of UTC.

/** "11‏/3‏/2024" -> [11, 3, 2024]; the Arabic numeric form is day / month / year with direction marks. */
function numericParts(text: string): number[] {
  return text
    .replace(/[^\d/]/g, '')
    .split('/')
    .map(Number);
}

describe('formatGregorianDate', () => {
  it('prints the Arabic (Saudi) Gregorian date', () => {
    expect(formatGregorianDate('2024-03-11')).toBe('11 مارس 2024');
    expect(formatGregorianDate('2024-03-11', 'full')).toBe('الاثنين، 11 مارس 2024');
    expect(numericParts(formatGregorianDate('2024-03-11', 'numeric'))).toEqual([11, 3, 2024]);
  });

  it("prints the day of the month alone, in both calendars (a date picker's cell)", () => {
    expect(formatGregorianDate('2024-03-11', 'day')).toBe('11');
    // 11 March 2024 is 1 Ramadan 1445.
    expect(formatHijriDate('2024-03-11', 'day')).toBe('1');
  });

  it('keeps the first and last day of a year', () => {
    expect(formatGregorianDate('2024-01-01')).toBe('1 يناير 2024');
    expect(formatGregorianDate('2023-12-31')).toBe('31 ديسمبر 2023');
  });

  it.each(['2024-02-30', '2023-02-29', '', '2024/03/11', '11-03-2024', 'abc', '2024-03-11T10:00:00Z'])('answers "تاريخ غير صحيح" for %p', (text) => {
    expect(formatGregorianDate(text)).toBe('تاريخ غير صحيح');
    expect(formatHijriDate(text)).toBe('تاريخ غير صحيح');
  });

  it('answers "تاريخ غير صحيح" for null and undefined', () => {
    expect(formatGregorianDate(null)).toBe('تاريخ غير صحيح');
    expect(formatHijriDate(undefined)).toBe('تاريخ غير صحيح');
  });
});

describe('one digit style', () => {
  it('prints Western digits in both calendars and every style, as the rest of the app writes numbers', () => {
    for (const style of ['long', 'full', 'numeric'] as const) {
      const { hijri, gregorian } = formatDualDate('2024-03-11', style);
      expect(`${hijri} ${gregorian}`).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });
});

describe('formatHijriDate', () => {
  it('prints Umm al-Qura dates known from the calendar', () => {
    expect(formatHijriDate('2024-03-11')).toBe('1 رمضان 1445 هـ');
    expect(formatHijriDate('2023-03-23')).toBe('1 رمضان 1444 هـ');
    expect(formatHijriDate('2024-06-16')).toBe('10 ذو الحجة 1445 هـ');
    expect(formatHijriDate('2020-01-01')).toBe('6 جمادى الأولى 1441 هـ');
  });

  it('moves to the next Hijri day with the Gregorian one', () => {
    expect(formatHijriDate('2024-03-10')).toBe('29 شعبان 1445 هـ');
  });
});

describe('formatDualDate', () => {
  it('gives both calendars of one day for the grid headers', () => {
    const dual = formatDualDate('2024-03-11');
    expect(numericParts(dual.gregorian)).toEqual([11, 3, 2024]);
    expect(numericParts(dual.hijri)).toEqual([1, 9, 1445]);
    expect(formatDualDate('nope')).toEqual({ hijri: 'تاريخ غير صحيح', gregorian: 'تاريخ غير صحيح' });
  });
});

describe('no day shift between 2020 and 2050, whatever the machine time zone (property)', () => {
  const day = fc.integer({ min: toDayNumber('2020-01-01'), max: toDayNumber('2050-12-31') }).map(fromDayNumber);
  // A reference that pins both the instant and the zone, so it cannot drift with TZ.
  const hijriReference = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

  it('prints the Gregorian day, month and year given', () => {
    fc.assert(
      fc.property(day, (date) => {
        const [year, month, dayOfMonth] = date.split('-').map(Number);
        expect(numericParts(formatGregorianDate(date, 'numeric'))).toEqual([dayOfMonth, month, year]);
      }),
      { numRuns: 500 },
    );
  });

  it('prints the Hijri date of that same day', () => {
    fc.assert(
      fc.property(day, (date) => {
        const [year, month, dayOfMonth] = date.split('-').map(Number);
        expect(formatHijriDate(date)).toBe(hijriReference.format(Date.UTC(year, month - 1, dayOfMonth, 12)));
      }),
      { numRuns: 500 },
    );
  });

  it('gives consecutive days distinct Hijri dates', () => {
    fc.assert(
      fc.property(day, (date) => {
        expect(formatHijriDate(addDays(date, 1))).not.toBe(formatHijriDate(date));
      }),
      { numRuns: 200 },
    );
  });
});

describe('calendar arithmetic ignores the machine time zone', () => {
  it('keeps whole days across daylight-saving changes', () => {
    expect(addDays('2024-03-09', 2)).toBe('2024-03-11');
    expect(addDays('2024-11-02', 2)).toBe('2024-11-04');
    expect(daysBetween('2024-03-01', '2024-04-01')).toBe(31);
    expect(isoWeekday('2024-03-10')).toBe(7);
    expect(semesterTotalDays({ start_date: '2024-03-01', end_date: '2024-11-30' })).toBe(275);
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2024, 2, 11, 12, 0, 0);
  const minutesAgo = (minutes: number) => now - minutes * 60_000;

  it.each([
    [0, 'الآن'],
    [0.5, 'الآن'],
    [1, 'منذ دقيقة'],
    [2, 'منذ دقيقتين'],
    [5, 'منذ 5 دقائق'],
    [10, 'منذ 10 دقائق'],
    [11, 'منذ 11 دقيقة'],
    [59, 'منذ 59 دقيقة'],
    [59.99, 'منذ 59 دقيقة'],
    [60, 'منذ ساعة'],
    [119, 'منذ ساعة'],
    [120, 'منذ ساعتين'],
    [180, 'منذ 3 ساعات'],
    [11 * 60, 'منذ 11 ساعة'],
    [1439, 'منذ 23 ساعة'],
    [1440, 'منذ يوم'],
    [2 * 1440, 'منذ يومين'],
    [3 * 1440, 'منذ 3 أيام'],
    [12 * 1440, 'منذ 12 يومًا'],
    [100 * 1440, 'منذ 100 يوم'],
    [103 * 1440, 'منذ 103 أيام'],
    [111 * 1440, 'منذ 111 يومًا'],
  ])('%p minutes ago is %p', (minutes, text) => {
    expect(formatRelativeTime(minutesAgo(minutes), now)).toBe(text);
  });

  it('reads ISO text and Date objects as instants', () => {
    expect(formatRelativeTime('2024-03-11T11:55:00Z', '2024-03-11T12:00:00Z')).toBe('منذ 5 دقائق');
    expect(formatRelativeTime('2024-03-11T14:55:00+03:00', new Date(now))).toBe('منذ 5 دقائق');
  });

  it('says now for a time after now, and rejects unreadable input', () => {
    expect(formatRelativeTime(now + 3_600_000, now)).toBe('الآن');
    expect(formatRelativeTime('yesterday', now)).toBe('تاريخ غير صحيح');
    expect(formatRelativeTime(now, Number.NaN)).toBe('تاريخ غير صحيح');
  });
});

describe('countedArabic', () => {
  const days = { single: 'يوم', one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يومًا' };
  it('agrees with the last two digits of the number', () => {
    expect([1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map((n) => countedArabic(n, days))).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '10 أيام',
      '11 يومًا',
      '99 يومًا',
      '100 يوم',
      '102 يوم',
      '103 أيام',
      '111 يومًا',
    ]);
    expect(countedArabic(1, { single: 'ساعة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' })).toBe('ساعة');
  });
});
