import { Button, Flex } from 'antd';
import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { courseQueries } from '../../api/courses';
import { CardGrid } from '../list/CardGrid';
import { CourseCard } from './CourseCard';
import { CourseFormModal } from './CourseFormModal';
import { COURSES_T } from './locale';
import { useDefaultCourses } from './useDefaultCourses';
import { WeightsSummary } from './WeightsSummary';

export interface CoursesPanelProps {
  semesterId: number;
  /** The semester's complex: whose courses are listed when `classId` is null. */
  schoolId: number;
  /** A circle's own courses; null lists the courses of the whole complex's semester. */
  classId: number | null;
  /** Offers add, edit, delete and the default courses (RULES.courses.manage, decided by the screen). */
  canManage: boolean;
  /** Small cards, for a panel inside a modal or beside other content. */
  compact?: boolean;
}

/**
 * The one course list of the product (/classes' courses manager, /semesters, /class-courses): the courses of a
 * circle, or of a complex's semester, with their weights' total, the cards, and adding, editing and deleting.
 */
export function CoursesPanel({ semesterId, schoolId, classId, canManage, compact = false }: CoursesPanelProps) {
  const courses = useQuery(courseQueries.ofPlace(semesterId, schoolId, classId));
  const list = courses.data ?? [];
  const place = { semesterId, classId };
  const defaults = useDefaultCourses();
  // The defaults are offered to a circle that has no course yet (a complex's semester gets them when it is created),
  // and stay, spinning, while they are posted: the first one added already fills the list.
  const offerDefaults = canManage && (defaults.busy || (courses.isSuccess && list.length === 0));

  return (
    <Flex vertical gap={compact ? 12 : 16}>
      {canManage ? (
        <Flex wrap gap={8}>
          <CourseFormModal
            place={place}
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                {COURSES_T.addCourse}
              </Button>
            }
          />
          {classId !== null && offerDefaults ? (
            <Button icon={<ThunderboltOutlined />} loading={defaults.busy} onClick={() => void defaults.create(semesterId, classId)}>
              {COURSES_T.createDefaults}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      {list.length > 0 ? <WeightsSummary courses={list} /> : null}
      <CardGrid
        query={courses}
        fallback={COURSES_T.loadFailed}
        emptyText={classId === null ? COURSES_T.schoolEmpty : COURSES_T.classEmpty}
        itemKey={(course) => course.id}
        renderItem={(course) => <CourseCard course={course} order={list.indexOf(course) + 1} place={place} canManage={canManage} compact={compact} />}
      />
    </Flex>
  );
}
