import { MESSAGES } from './messages.js';
import { isCalendarDate } from './validation.js';

/**
 * How much of a date to print: `long` is "11 مارس 2024", `full` adds the weekday, `numeric` is "11/3/2024"
 * (the grid headers), `day` the day of the month alone (a date picker's cell).
 */
export type DateStyle = 'long' | 'full' | 'numeric' | 'day';

const STYLE_OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  numeric: { year: 'numeric', month: 'numeric', day: 'numeric' },
  // The day of the month alone: a date picker's cell.
  day: { day: 'numeric' },
};

// Western digits (nu-latn), as the app writes every other number (IDs, phones, grades, counts, the date pickers):
// one digit style across the app. The Saudi locale alone would print Arabic-Indic ones in dates only.
const GREGORIAN_LOCALE = 'ar-SA-u-ca-gregory-nu-latn';
const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura-nu-latn';

// Building formatters is costly and the grids print hundreds of headers.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let cached = formatters.get(key);
  if (!cached) {
    // The instant is noon UTC of the calendar day and it is read back in UTC, so no machine time zone can shift it.
    cached = new Intl.DateTimeFormat(locale, { ...STYLE_OPTIONS[style], timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

function noonUtc(date: string): Date | null {
  if (!isCalendarDate(date)) return null;
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/**
 * A `YYYY-MM-DD` date in the Gregorian calendar and the Arabic (Saudi) locale, e.g. "11 مارس 2024".
 * Anything that is not a real calendar date gives the spec's 'تاريخ غير صحيح' instead of throwing, so one bad row
 * cannot break a table.
 */
export function formatGregorianDate(date: string | null | undefined, style: DateStyle = 'long'): string {
  const instant = noonUtc(date ?? '');
  return instant ? formatter(GREGORIAN_LOCALE, style).format(instant) : MESSAGES.validation.invalidDate;
}

/**
 * A `YYYY-MM-DD` (Gregorian) date shown in the Umm al-Qura Hijri calendar, e.g. "1 رمضان 1445 هـ" for 2024-03-11.
 * Invalid input gives 'تاريخ غير صحيح' instead of throwing.
 */
export function formatHijriDate(date: string | null | undefined, style: DateStyle = 'long'): string {
  const instant = noonUtc(date ?? '');
  return instant ? formatter(HIJRI_LOCALE, style).format(instant) : MESSAGES.validation.invalidDate;
}

/** Both calendars of one day, for the attendance and points headers (spec 03 section 1). */
export interface DualDate {
  hijri: string;
  gregorian: string;
}

/** The Hijri (Umm al-Qura) and Gregorian forms of one `YYYY-MM-DD` date; both 'تاريخ غير صحيح' when invalid. */
export function formatDualDate(date: string | null | undefined, style: DateStyle = 'numeric'): DualDate {
  return { hijri: formatHijriDate(date, style), gregorian: formatGregorianDate(date, style) };
}

const MINUTE_MS = 60_000;

/** An Arabic noun to count: its singular, its dual, its plural (3 to 10) and its accusative singular (11 to 99). */
export interface CountedNoun {
  /** The genitive singular: alone for one ("يوم"), and after 100, 101, 102... ("100 يوم"). */
  single: string;
  /** How one is said, when not the bare singular ("يوم واحد"). */
  one?: string;
  /** The dual, in the case the sentence needs ("يومين" after a preposition, "يومان" as a subject). */
  two: string;
  few: string;
  many: string;
}

/**
 * `count` with its noun as Arabic says it, the number's last two digits deciding: 1 and 2 have their own words,
 * 3..10 take the plural, 11..99 the accusative singular ("12 يومًا"), and 100 and up ending in 00..02 the genitive
 * singular ("100 يوم").
 */
export function countedArabic(count: number, noun: CountedNoun): string {
  if (count === 1) return noun.one ?? noun.single;
  if (count === 2) return noun.two;
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} ${noun.few}`;
  if (lastTwo >= 11) return `${count} ${noun.many}`;
  return `${count} ${noun.single}`;
}

const MINUTES: CountedNoun = { single: 'دقيقة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' };
const HOURS: CountedNoun = { single: 'ساعة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' };
const DAYS: CountedNoun = { single: 'يوم', two: 'يومين', few: 'أيام', many: 'يومًا' };

const ago = (count: number, noun: CountedNoun) => `منذ ${countedArabic(count, noun)}`;

function toMs(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value);
}

/**
 * How long ago `at` was, seen at `now` (spec 03 section 9): minutes under 60 minutes, hours under 1440 minutes,
 * else days, always rounded down: "منذ 5 دقائق", "منذ ساعتين", "منذ 12 يومًا". Under a minute, or a time after
 * `now` (clock skew), is "الآن". `now` is a parameter so the function never reads the clock. Instants (ISO text,
 * epoch milliseconds or Date) are compared as instants, so time zones play no part. Invalid input gives
 * 'تاريخ غير صحيح'.
 */
export function formatRelativeTime(at: string | number | Date, now: string | number | Date): string {
  const from = toMs(at);
  const to = toMs(now);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return MESSAGES.validation.invalidDate;
  const minutes = Math.floor((to - from) / MINUTE_MS);
  if (minutes < 1) return 'الآن';
  if (minutes < 60) return ago(minutes, MINUTES);
  if (minutes < 1440) return ago(Math.floor(minutes / 60), HOURS);
  return ago(Math.floor(minutes / 1440), DAYS);
}
