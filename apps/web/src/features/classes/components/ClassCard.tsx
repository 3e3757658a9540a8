import { useState } from 'react';
import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { BookOutlined, TeamOutlined } from '@ant-design/icons';
import { MESSAGES } from '#common';
import { useDeleteClass, useUpdateClass } from '../../../api/classes';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { T } from '../../../shared/locale';
import { CLASSES_T } from '../locale';
import styles from '../classes.module.css';
import type { ClassItem } from '../types';
import { ClassCoursesModal } from '../../../shared/courses/ClassCoursesModal';
import { ClassFormModal } from './ClassFormModal';
import { ClassStudentsModal } from './ClassStudentsModal';
import { ClassTeachers } from './ClassTeachers';
import { DeleteAction, EditAction, ToggleAction } from '../../../shared/list/CardActions';

/**
 * One circle: its details, its students and courses for everyone who sees it, and edit, activate/deactivate and
 * delete (which asks first) for those who may manage circles.
 */
export function ClassCard({ circle, canManage }: { circle: ClassItem; canManage: boolean }) {
  const act = useConfirmedAction();
  const toggle = useUpdateClass();
  const remove = useDeleteClass();
  // The dialogs render their content only while open, so their lists are fetched only then.
  const [dialog, setDialog] = useState<'students' | 'courses' | null>(null);
  const close = () => setDialog(null);

  const onToggle = () =>
    act({
      // Only the flag: the API reads a body of is_active alone as the status toggle.
      run: () => toggle.mutateAsync({ id: circle.id, body: { is_active: !circle.is_active } }),
      successText: circle.is_active ? CLASSES_T.classDeactivated : CLASSES_T.classActivated,
      fallback: CLASSES_T.classToggleFailed,
    });

  const onDelete = () =>
    act({
      // A circle with students answers 409 with the reason, which the message shows.
      run: () => remove.mutateAsync(circle.id),
      successText: MESSAGES.classes.deleted,
      fallback: CLASSES_T.classDeleteFailed,
      confirm: { title: CLASSES_T.deleteClassTitle, content: CLASSES_T.deleteConfirm(circle.name) },
    });

  const actions = canManage
    ? [
        <ClassFormModal key="edit" circle={circle} trigger={<EditAction />} />,
        <ToggleAction key="toggle" active={circle.is_active} onClick={onToggle} loading={toggle.isPending} />,
        <DeleteAction key="delete" onClick={onDelete} loading={remove.isPending} />,
      ]
    : undefined;

  return (
    <Card
      title={
        <Typography.Text strong className={styles.cardTitle} title={circle.name}>
          {circle.name}
        </Typography.Text>
      }
      extra={<Tag color={circle.is_active ? 'success' : 'default'}>{circle.is_active ? T.active : T.inactive}</Tag>}
      actions={actions}
    >
      <Descriptions column={1} size="small" className={styles.details}>
        <Descriptions.Item label={T.complex}>{circle.school_name}</Descriptions.Item>
        <Descriptions.Item label={T.semester}>{circle.semester_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.schoolLevel}>{circle.school_level}</Descriptions.Item>
        <Descriptions.Item label={T.studentCount}>{circle.student_count}</Descriptions.Item>
        <Descriptions.Item label={CLASSES_T.maxStudents}>{circle.max_students ?? <Tag>{CLASSES_T.unlimited}</Tag>}</Descriptions.Item>
        <Descriptions.Item label={T.teachers}>
          <ClassTeachers teachers={circle.teachers_with_roles} />
        </Descriptions.Item>
      </Descriptions>
      <div className={styles.cardButtons}>
        <Button icon={<TeamOutlined />} onClick={() => setDialog('students')}>
          {CLASSES_T.students}
        </Button>
        <Button icon={<BookOutlined />} onClick={() => setDialog('courses')}>
          {CLASSES_T.courses}
        </Button>
      </div>
      <ClassStudentsModal circle={circle} canManage={canManage} open={dialog === 'students'} onClose={close} />
      <ClassCoursesModal circle={circle} open={dialog === 'courses'} onClose={close} />
    </Card>
  );
}
