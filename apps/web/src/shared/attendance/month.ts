const monthName = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A Gregorian month (`YYYY-MM`) as the attendance screens name it, e.g. "نوفمبر 2026". */
export const monthLabel = (month: string): string => monthName.format(new Date(`${month}-15T12:00:00Z`));
