import { Button, Descriptions, Modal, Typography } from 'antd';
import { formatDualDate } from '#common';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { CLASSES_T } from '../locale';
import styles from '../classes.module.css';
import type { ClassStudent } from '../types';

/** A student's file as the circle knows it: the four names, the national ID, the level and the enrolment date. */
export function StudentFileModal({
  student,
  open,
  onClose,
  afterClose,
}: {
  student: ClassStudent;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const enrolled = formatDualDate(student.enrollment_date.slice(0, 10), 'long');
  return (
    <Modal title={CLASSES_T.studentFile} open={open} onCancel={onClose} afterClose={afterClose} footer={<Button onClick={onClose}>{T.close}</Button>} centered>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={T.fullName}>{fullName(student)}</Descriptions.Item>
        <Descriptions.Item label={T.nationalIdLabel}>
          <span className="ltr-value">{student.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.schoolLevel}>{student.school_level ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.enrollmentDate}>
          {/* Hijri (Umm al-Qura) beside Gregorian; on a phone they stack rather than break inside a date. */}
          <span className={styles.dualDate}>
            <span>{enrolled.hijri}</span>
            <Typography.Text type="secondary">{enrolled.gregorian}</Typography.Text>
          </span>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
