import { Button, Descriptions, Modal, Tag } from 'antd';
import { useViewer } from '../../../session/viewer';
import { T } from '../../../shared/locale';
import { MY_CLASSES_T } from '../locale';
import type { TeacherClass } from '../types';

/** A circle's details as the teacher sees them: its place, semester, capacity, code, status, teachers and their own role. */
export function ClassDetailsModal({ circle, open, onClose }: { circle: TeacherClass; open: boolean; onClose: () => void }) {
  const { user } = useViewer();
  const own = circle.teachers_with_roles.find((teacher) => teacher.id === user?.id);
  return (
    <Modal
      title={MY_CLASSES_T.detailsOf(circle.name)}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      centered
      destroyOnHidden
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={T.complex}>{circle.school_name}</Descriptions.Item>
        <Descriptions.Item label={T.semester}>{circle.semester_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.schoolLevel}>{circle.school_level}</Descriptions.Item>
        <Descriptions.Item label={T.studentCount}>{circle.student_count}</Descriptions.Item>
        <Descriptions.Item label={MY_CLASSES_T.capacity}>{circle.max_students ?? MY_CLASSES_T.unlimited}</Descriptions.Item>
        <Descriptions.Item label={MY_CLASSES_T.classCode}>
          {circle.class_code ? <span className="ltr-value">{circle.class_code}</span> : T.notSet}
        </Descriptions.Item>
        <Descriptions.Item label={T.status}>
          <Tag color={circle.is_active ? 'success' : 'default'}>{circle.is_active ? T.active : T.inactive}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={T.teachers}>
          {circle.teachers_with_roles.length === 0 ? T.noTeachers : circle.teachers_with_roles.map((teacher) => teacher.name).join(T.listSeparator)}
        </Descriptions.Item>
        {own ? <Descriptions.Item label={MY_CLASSES_T.yourRole}>{MY_CLASSES_T.roleInCircle(own.role === 'primary')}</Descriptions.Item> : null}
        <Descriptions.Item label={T.description}>{circle.description ?? T.notSet}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
