import type { Grade } from '../api/grading';
import type { ApiData } from '../api/types';

// Answers of the grading calls for the component tests of the grading screens, the teacher's page and the student
// grades modal: one circle (7) of semester 2, two students, a complex course and the circle's own course of the
// same name, and a behaviour course.

export type StudentInClass = ApiData<'/api/grading/student/{studentId}/class/{classId}/semester/{semesterId}/grades', 'get'>;
type Course = StudentInClass['courses'][number];

export const ANAS = {
  id: '1463087344',
  first_name: 'أنس',
  second_name: 'عبدالإله',
  third_name: 'يوسف',
  last_name: 'البلوي',
  school_level: 'الصف الثاني الابتدائي',
  enrollment_date: '2026-08-16',
};
export const AHMAD = {
  id: '1041005057',
  first_name: 'أحمد',
  second_name: 'حسين',
  third_name: 'عبدالله',
  last_name: 'باوزير',
  school_level: null,
  enrollment_date: '2026-08-17',
};
export const ANAS_NAME = 'أنس عبدالإله يوسف البلوي';
export const AHMAD_NAME = 'أحمد حسين عبدالله باوزير';

export function course(overrides: Partial<Course>): Course {
  return {
    id: 5,
    name: 'الحفظ الجديد',
    percentage: 60,
    requires_surah: true,
    description: null,
    max_grade: 100,
    semester_id: 2,
    school_id: 1,
    class_id: null,
    created_at: '2026-08-01T00:00:00.000Z',
    updated_at: '2026-08-01T00:00:00.000Z',
    ...overrides,
  };
}

export function grade(overrides: Partial<Grade>): Grade {
  return {
    id: 101,
    student_id: ANAS.id,
    course_id: 5,
    course_name: 'الحفظ الجديد',
    class_id: 7,
    semester_id: 2,
    grade_value: 90,
    max_grade: 100,
    grade_type: 'memorization',
    start_reference: '78:1',
    end_reference: '78:40',
    notes: 'أحسنت',
    grade_date: '2026-10-04',
    date_graded: '2026-10-04',
    graded_by: '1218309217',
    created_at: '2026-10-04T08:00:00.000Z',
    updated_at: '2026-10-04T08:00:00.000Z',
    ...overrides,
  };
}

export const NEW_MEMORISATION = course({});
export const CIRCLE_MEMORISATION = course({ id: 13, class_id: 7, percentage: 20 });
export const BEHAVIOUR = course({ id: 8, name: 'السلوك', percentage: 20, requires_surah: false });

/** Anas in circle 7: four grades in the complex's memorisation course, one in behaviour, none in the circle's own. */
export const ANAS_GRADES: StudentInClass = {
  success: true,
  courses: [NEW_MEMORISATION, BEHAVIOUR, CIRCLE_MEMORISATION],
  courseGrades: [
    {
      course_id: 5,
      course_name: 'الحفظ الجديد',
      percentage: 60,
      average: 75,
      grades: [
        grade({ id: 101, grade_value: 90, grade_date: '2026-10-04' }),
        grade({ id: 102, grade_value: 80, grade_date: '2026-09-20', notes: null }),
        grade({ id: 103, grade_value: 70, grade_date: '2026-09-06', notes: null }),
        grade({ id: 104, grade_value: 60, grade_date: '2026-08-23', notes: null }),
      ],
    },
    {
      course_id: 8,
      course_name: 'السلوك',
      percentage: 20,
      average: 50,
      grades: [
        grade({ id: 201, course_id: 8, course_name: 'السلوك', grade_value: 10, max_grade: 20, start_reference: null, end_reference: null, notes: null }),
      ],
    },
  ],
};
