import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calendarToday, defaultSemester } from '#common';
import { classQueries } from '../../../api/classes';
import { schoolQueries } from '../../../api/schools';
import { semesterQueries } from '../../../api/semesters';
import { useUrlFilters, type FilterSpec } from '../../../shared/list/useUrlFilters';
import { soleSchoolId } from '../../../shared/list/filterValues';

/** The three choices, kept in the URL; a circle and a semester belong to one complex, so changing it clears both. */
export const SCOPE_FILTERS = {
  school_id: { type: 'number' },
  class_id: { type: 'number', parent: 'school_id' },
  semester_id: { type: 'number', parent: 'school_id' },
} satisfies FilterSpec;

/**
 * Which circle's courses, for which semester: the complex, circle and semester chosen (from the URL), their lists,
 * and the choices made for the user: the only complex of a complex manager, and the semester containing today (else
 * the newest). A circle or semester the chosen complex does not have (an old link) is dropped.
 */
export function useCourseScope() {
  const filters = useUrlFilters(SCOPE_FILTERS);
  const { update } = filters;
  const { school_id: schoolId, class_id: classId, semester_id: semesterId } = filters.values;
  const chosenSchool = schoolId !== undefined;

  const schools = useQuery(schoolQueries.list());
  const classes = useQuery({ ...classQueries.list({ school_id: schoolId }), enabled: chosenSchool });
  const semesters = useQuery({ ...semesterQueries.list({ school_id: schoolId }), enabled: chosenSchool });

  const onlySchoolId = soleSchoolId(schools.data);
  useEffect(() => {
    if (schoolId === undefined && onlySchoolId !== undefined) update({ school_id: onlySchoolId });
  }, [schoolId, onlySchoolId, update]);

  const semesterList = semesters.data;
  useEffect(() => {
    if (!semesterList || semesterList.some((semester) => semester.id === semesterId)) return;
    const preferred = defaultSemester(semesterList, calendarToday())?.id;
    if (preferred !== semesterId) update({ semester_id: preferred });
  }, [semesterList, semesterId, update]);

  const classList = classes.data;
  useEffect(() => {
    if (classList && classId !== undefined && !classList.some((schoolClass) => schoolClass.id === classId)) update({ class_id: undefined });
  }, [classList, classId, update]);

  return {
    /** The three choices in the URL, which the selectors' FilterBar edits. */
    filters,
    values: filters.values,
    schools,
    classes,
    semesters,
    school: schools.data?.find((school) => school.id === schoolId),
    schoolClass: classList?.find((schoolClass) => schoolClass.id === classId),
    semester: semesterList?.find((semester) => semester.id === semesterId),
  };
}

export type CourseScope = ReturnType<typeof useCourseScope>;
