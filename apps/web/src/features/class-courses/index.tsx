import { Card, Empty, Flex, Typography } from 'antd';
import { RULES } from '#common';
import { useCan } from '../../session/viewer';
import { CoursesPanel } from '../../shared/courses/CoursesPanel';
import { ScopeDetails } from './components/ScopeDetails';
import { ScopeSelectors } from './components/ScopeSelectors';
import { useCourseScope, type CourseScope } from './components/useCourseScope';
import { T } from '../../shared/locale';
import { CLASS_COURSES_T } from './locale';
import { ExceptionResult } from '../../shared/ExceptionResult';

/** /class-courses: a circle's courses for a semester, their weights and the default courses (spec 02 sections 2.3, 2.4). */
export default function ClassCoursesPage() {
  // The route guard already keeps others out; this also covers a role whose grants changed while signed in.
  const canManage = useCan(RULES.courses.manage);
  if (!canManage) return <ExceptionResult status="403" title={CLASS_COURSES_T.notAuthorised} subTitle={T.managersOnly} />;
  return <ClassCourses />;
}

function ClassCourses() {
  const scope = useCourseScope();
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{CLASS_COURSES_T.subtitle}</Typography.Text>
      <Card>
        <ScopeSelectors scope={scope} />
      </Card>
      <ChosenCourses scope={scope} />
    </Flex>
  );
}

/** The chosen circle's courses, or what is still to be chosen. */
function ChosenCourses({ scope }: { scope: CourseScope }) {
  const { values, classes, semesters, schoolClass, semester } = scope;
  if (schoolClass && semester) {
    return (
      <Flex vertical gap={12}>
        <ScopeDetails schoolClass={schoolClass} semester={semester} />
        <CoursesPanel semesterId={semester.id} schoolId={semester.school_id} classId={schoolClass.id} canManage />
      </Flex>
    );
  }
  // While a list is loading its select says so; the hint waits rather than flash a wrong sentence.
  if (values.school_id !== undefined && (classes.isPending || semesters.isPending)) return null;
  return (
    <Card>
      <Empty description={hint(scope)} />
    </Card>
  );
}

function hint({ values, classes, semesters }: CourseScope): string {
  if (values.school_id === undefined) return CLASS_COURSES_T.chooseSchoolFirst;
  if (classes.data?.length === 0) return CLASS_COURSES_T.noClasses;
  if (semesters.data?.length === 0) return CLASS_COURSES_T.noSemesters;
  return CLASS_COURSES_T.chooseClassAndSemester;
}
