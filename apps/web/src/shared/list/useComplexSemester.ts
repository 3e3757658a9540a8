import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calendarToday, defaultSemester } from '#common';
import { schoolQueries } from '../../api/schools';
import { semesterQueries } from '../../api/semesters';
import { soleSchoolId } from './filterValues';

/** The complex and semester filters of a screen (the URL's `school_id` and `semester_id`, see useUrlFilters). */
export interface ComplexSemesterFilters {
  values: { school_id?: number; semester_id?: number };
  update: (patch: { school_id?: number; semester_id?: number }) => void;
}

/**
 * A screen that always looks at one complex's semester (the grading screens): the complex is filled in for someone
 * who has only one, and the semester is the complex's default (spec 03 section 9: the one containing today, else the
 * first) until one is chosen. Both go into the URL, so the selects show them. A semester in the URL that is not the
 * complex's (an old link) is replaced by the default. Returns the complexes and the chosen complex's semesters.
 */
export function useComplexSemester({ values, update }: ComplexSemesterFilters) {
  const schools = useQuery(schoolQueries.lookup());
  const sole = soleSchoolId(schools.data);
  const schoolId = values.school_id;
  const semesters = useQuery({ ...semesterQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined });

  useEffect(() => {
    if (schoolId === undefined && sole !== undefined) update({ school_id: sole });
  }, [schoolId, sole, update]);

  const semesterId = values.semester_id;
  const list = semesters.isSuccess && schoolId !== undefined ? semesters.data : undefined;
  const wanted = list && !list.some((semester) => semester.id === semesterId) ? defaultSemester(list, calendarToday())?.id : semesterId;
  useEffect(() => {
    if (wanted !== semesterId) update({ semester_id: wanted });
  }, [wanted, semesterId, update]);

  return { schools, semesters };
}
