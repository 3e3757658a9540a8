import { Card, Descriptions, Tag, Typography } from 'antd';
import { MESSAGES } from '#common';
import { useActivateTeacher, useDeleteTeacher } from '../../../api/teachers';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { TEACHERS_T } from '../locale';
import styles from '../teachers.module.css';
import type { TeacherItem } from '../types';
import { TeacherClasses } from './TeacherClasses';
import { TeacherFormModal } from './TeacherFormModal';
import { DeleteAction, EditAction, ToggleAction } from '../../../shared/list/CardActions';

/** One teacher: their details and circles, and edit, activate/deactivate and delete (which asks first) for managers. */
export function TeacherCard({ teacher, canManage }: { teacher: TeacherItem; canManage: boolean }) {
  const act = useConfirmedAction();
  const activate = useActivateTeacher();
  const remove = useDeleteTeacher();
  const name = fullName(teacher);

  const onToggle = () =>
    act({
      // The spec's toggle: the call carries the opposite of the current state.
      run: () => activate.mutateAsync({ id: teacher.id, is_active: !teacher.is_active }),
      successText: teacher.is_active ? MESSAGES.users.deactivated : MESSAGES.users.activated,
      fallback: T.toggleFailed,
    });

  const onDelete = () =>
    act({
      // The primary teacher of an active circle answers 409 with the reason, which the message shows.
      run: () => remove.mutateAsync(teacher.id),
      successText: MESSAGES.teachers.deleted,
      fallback: TEACHERS_T.teacherDeleteFailed,
      confirm: { title: TEACHERS_T.deleteTeacherTitle, content: TEACHERS_T.deleteConfirm(name) },
    });

  const actions = canManage
    ? [
        <TeacherFormModal key="edit" teacher={teacher} trigger={<EditAction />} />,
        <ToggleAction key="toggle" active={teacher.is_active} onClick={onToggle} loading={activate.isPending} />,
        <DeleteAction key="delete" onClick={onDelete} loading={remove.isPending} />,
      ]
    : undefined;

  return (
    <Card
      title={
        <Typography.Text strong className={styles.cardTitle}>
          {name}
        </Typography.Text>
      }
      extra={<Tag color={teacher.is_active ? 'success' : 'default'}>{teacher.is_active ? T.active : T.inactive}</Tag>}
      actions={actions}
    >
      <Descriptions column={1} size="small" className={styles.details}>
        <Descriptions.Item label={T.nationalIdLabel}>
          <Detail value={teacher.id} ltr />
        </Descriptions.Item>
        <Descriptions.Item label={T.complex}>
          <Detail value={teacher.school_name} />
        </Descriptions.Item>
        <Descriptions.Item label={T.email}>
          <Detail value={teacher.email} ltr />
        </Descriptions.Item>
        <Descriptions.Item label={T.phone}>
          <Detail value={teacher.phone} ltr />
        </Descriptions.Item>
        <Descriptions.Item label={TEACHERS_T.specialization}>
          <Detail value={teacher.specialization} />
        </Descriptions.Item>
        <Descriptions.Item label={TEACHERS_T.qualifications}>
          <Detail value={teacher.qualifications} />
        </Descriptions.Item>
        <Descriptions.Item label={TEACHERS_T.classesTaught}>
          <TeacherClasses classes={teacher.classes} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** A detail of the card, or 'not set' when the teacher has none; IDs, phone numbers and e-mails read left to right. */
function Detail({ value, ltr = false }: { value: string | null; ltr?: boolean }) {
  if (!value) return <Typography.Text type="secondary">{T.notSet}</Typography.Text>;
  return <span className={ltr ? `ltr-value ${styles.breakable}` : undefined}>{value}</span>;
}
