import { Button, Descriptions, Modal } from 'antd';
import { DualDate } from '../../../shared/DualDate';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { QURAN_T } from '../../../shared/quran/locale';
import { positionText } from '../../../shared/quran/position';
import { STUDENTS_T } from '../locale';
import type { Student } from '../types';
import { LtrText, StudentStatusTag } from './StudentFields';

/** Everything the student's file holds, read-only: what "view info" opens. */
export function StudentDetailsModal({ student, open, onClose }: { student: Student; open: boolean; onClose: () => void }) {
  return (
    <Modal
      title={STUDENTS_T.detailsTitle}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={640}
      centered
      destroyOnHidden
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={T.fullName}>{fullName(student)}</Descriptions.Item>
        <Descriptions.Item label={T.nationalIdLabel}>
          <LtrText value={student.id} />
        </Descriptions.Item>
        <Descriptions.Item label={STUDENTS_T.status}>
          <StudentStatusTag active={student.is_active} />
        </Descriptions.Item>
        <Descriptions.Item label={T.schoolLevel}>{student.school_level ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.dateOfBirth}>{student.date_of_birth ? <DualDate date={student.date_of_birth} /> : T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.phone}>
          <LtrText value={student.phone} />
        </Descriptions.Item>
        <Descriptions.Item label={T.email}>
          <LtrText value={student.email} />
        </Descriptions.Item>
        <Descriptions.Item label={T.address}>{student.address ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.complex}>{student.school_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.circle}>{student.class_name ?? STUDENTS_T.noCircle}</Descriptions.Item>
        <Descriptions.Item label={T.semester}>{student.semester_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.enrollmentDate}>{student.enrollment_date ? <DualDate date={student.enrollment_date} /> : T.notSet}</Descriptions.Item>
        <Descriptions.Item label={QURAN_T.reachedPosition}>
          {positionText(student.memorized_surah_id, student.memorized_ayah_number) ?? QURAN_T.nothingMemorised}
        </Descriptions.Item>
        <Descriptions.Item label={QURAN_T.target}>{positionText(student.target_surah_id, student.target_ayah_number) ?? QURAN_T.noTarget}</Descriptions.Item>
        <Descriptions.Item label={STUDENTS_T.notes}>{student.notes ?? T.notSet}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
