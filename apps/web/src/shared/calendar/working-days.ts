import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FormInstance, Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { calendarToday, isWorkingDayOfAny, latestWorkingDay, MESSAGES, type SemesterCalendar } from '#common';
import { semesterQueries } from '../../api/semesters';
import { toApiDate } from '../dates';

// The web side of the API's one rule for dated writes (attendance, points, grades, daily reports): a day must be a
// working day of its semester. The pickers grey out the other days and the forms refuse them with the API's sentence
// before sending; when the semesters cannot be read the form still works and the API says the same thing.

/** The calendar of one semester (the circle's), from the caller's semester lookup; undefined until it is known. */
export function useSemesterCalendar(semesterId: number | null | undefined): SemesterCalendar[] | undefined {
  const semesters = useQuery({ ...semesterQueries.lookup(), enabled: semesterId != null });
  const semester = semesters.data?.find((row) => row.id === semesterId);
  return semester ? [semester] : undefined;
}

/** The calendars of a complex's semesters (a complex's day belongs to whichever holds it); undefined until known. */
export function useComplexCalendars(schoolId: number | undefined): SemesterCalendar[] | undefined {
  const semesters = useQuery({ ...semesterQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined });
  return semesters.data && semesters.data.length > 0 ? semesters.data : undefined;
}

/** True for a picker's day that none of the semesters studies; nothing is off while they are not known. */
export function isOffDay(day: Dayjs, semesters: readonly SemesterCalendar[] | undefined): boolean {
  return semesters !== undefined && !isWorkingDayOfAny(toApiDate(day), semesters);
}

/**
 * The form rule: a day none of the semesters studies is refused with the API's sentence. `kept` is a day the record
 * already had, which the API does not ask again (its semester may have made it a holiday since).
 */
export function workingDayRule(semesters: readonly SemesterCalendar[] | undefined, kept?: string): Rule {
  return {
    validator: async (_, value: Dayjs | string | null | undefined) => {
      if (!value || semesters === undefined) return;
      const date = typeof value === 'string' ? value : toApiDate(value);
      if (date !== kept && !isWorkingDayOfAny(date, semesters)) throw new Error(MESSAGES.calendar.notWorkingDay);
    },
  };
}

/**
 * Once the semesters are known: a new entry that opened on today while today is not a working day (a Friday) moves to
 * the latest working day, and any other day they do not study is refused at once, before anything is sent. `toValue`
 * turns a `YYYY-MM-DD` day into the field's value (a dayjs for a plain antd DatePicker).
 */
export function useWorkingDayDefault(
  form: FormInstance,
  name: string,
  date: string | undefined,
  semesters: readonly SemesterCalendar[] | undefined,
  { kept, fixed = false, toValue = (day: string) => day }: { kept?: string; fixed?: boolean; toValue?: (day: string) => unknown } = {},
): void {
  useEffect(() => {
    if (!semesters || date === undefined || date === kept || isWorkingDayOfAny(date, semesters)) return;
    const latest = latestWorkingDay(semesters, calendarToday());
    if (latest && !fixed && kept === undefined && !form.isFieldTouched(name) && date === calendarToday()) form.setFieldValue(name, toValue(latest));
    else void form.validateFields([name]).catch(() => undefined);
    // toValue is a conversion, the same whatever the render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [semesters, kept, fixed, date, form, name]);
}
