import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { courseExpectedPoints, coursePercentageColour, MESSAGES } from '#common';
import { useDeleteCourse } from '../../api/courses';
import { useConfirmedAction } from '../forms/useConfirmedAction';
import type { Course, CoursePlace } from './course';
import { CourseFormModal } from './CourseFormModal';
import { COURSES_T } from './locale';
import styles from './courses.module.css';
import { DeleteAction, EditAction } from '../list/CardActions';

export interface CourseCardProps {
  course: Course;
  /** Its place in the list, from 1. */
  order: number;
  /** The semester the panel shows; a course of another one is flagged. */
  place: CoursePlace;
  canManage: boolean;
  compact?: boolean;
}

/** One course: order, name, weight, expected points, description, the surah tag, and edit and delete (which asks first). */
export function CourseCard({ course, order, place, canManage, compact }: CourseCardProps) {
  const act = useConfirmedAction();
  const remove = useDeleteCourse();

  const onDelete = () =>
    act({
      run: () => remove.mutateAsync(course.id),
      successText: MESSAGES.courses.deleted,
      fallback: COURSES_T.deleteFailed,
      confirm: { title: COURSES_T.deleteCourseTitle, content: COURSES_T.deleteCourseConfirm(course.name) },
    });

  const actions = canManage
    ? [
        <CourseFormModal key="edit" place={place} course={course} trigger={<EditAction />} />,
        <DeleteAction key="delete" onClick={onDelete} loading={remove.isPending} />,
      ]
    : undefined;

  return (
    <Card
      size={compact ? 'small' : 'default'}
      title={
        <Flex align="center" gap={8} className={styles.cardTitle}>
          <span className={styles.order}>{order}</span>
          <Typography.Text strong ellipsis={{ tooltip: course.name }}>
            {course.name}
          </Typography.Text>
        </Flex>
      }
      extra={<Tag color={coursePercentageColour(course.percentage)}>{`${course.percentage}%`}</Tag>}
      actions={actions}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{COURSES_T.expectedPoints(courseExpectedPoints(course.percentage))}</Typography.Text>
        <Typography.Paragraph className={styles.description} type={course.description ? undefined : 'secondary'}>
          {course.description || COURSES_T.noDescription}
        </Typography.Paragraph>
        {course.requires_surah ? (
          <div>
            <Tag icon={<BookOutlined />} color="green">
              {COURSES_T.requiresSurah}
            </Tag>
          </div>
        ) : null}
        {course.semester_id !== place.semesterId ? <Alert type="warning" showIcon message={COURSES_T.otherSemester} /> : null}
      </Flex>
    </Card>
  );
}
