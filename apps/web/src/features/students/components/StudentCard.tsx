import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Typography } from 'antd';
import { AimOutlined, CheckCircleOutlined, EditOutlined, HistoryOutlined, IdcardOutlined, ProfileOutlined, StopOutlined } from '@ant-design/icons';
import { MESSAGES, RULES, studentActivationErrors } from '#common';
import { useDeleteStudent, useUpdateStudent } from '../../../api/students';
import { useCan } from '../../../session/viewer';
import { DualDate } from '../../../shared/DualDate';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { T } from '../../../shared/locale';
import { QURAN_T } from '../../../shared/quran/locale';
import { MemorisationProgress } from '../../../shared/quran/MemorisationProgress';
import { PROFILE_T } from '../../../shared/student-profile/locale';
import { MemorisationPlanDialog } from '../../../shared/student-profile/MemorisationPlanDialog';
import { ReviewMapDialog } from '../../../shared/student-profile/ReviewMapDialog';
import { StudentProfileDialog } from '../../../shared/student-profile/StudentProfileDialog';
import { fullName } from '../../../shared/user-name';
import { STUDENTS_T } from '../locale';
import styles from '../students.module.css';
import type { Student } from '../types';
import { StudentDetailsModal } from './StudentDetailsModal';
import { LtrText, StudentStatusTag } from './StudentFields';
import { StudentFormModal } from './StudentFormModal';
import { DeleteAction } from '../../../shared/list/CardActions';

/**
 * One student (spec 02 section 2.7): the file, the memorisation progress, the details dialog and the review map
 * ("follow review") for everyone who sees them; the study profile of the student's circle for staff; edit,
 * memorisation plan, activate/suspend and delete only for those whose rights allow it.
 */
export function StudentCard({ student, canEdit, canDelete }: { student: Student; canEdit: boolean; canDelete: boolean }) {
  const name = fullName(student);
  const canOpenProfile = useCan(RULES.grading.profile) && student.class_id !== null;
  // The dialogs render their content only while open, so their data is fetched only then.
  const [dialog, setDialog] = useState<'details' | 'plan' | 'review' | 'profile' | null>(null);
  const close = () => setDialog(null);

  return (
    <Card
      title={
        <Typography.Text strong className={styles.cardTitle} title={name}>
          {name}
        </Typography.Text>
      }
      extra={<StudentStatusTag active={student.is_active} />}
      actions={[
        ...(canEdit
          ? [
              <StudentFormModal
                key="edit"
                student={student}
                trigger={
                  <Button type="text" icon={<EditOutlined />}>
                    {STUDENTS_T.editFile}
                  </Button>
                }
              />,
              <StatusButton key="status" student={student} />,
            ]
          : []),
        ...(canDelete ? [<DeleteButton key="delete" student={student} />] : []),
      ]}
    >
      {student.school_id === null ? <Alert type="warning" showIcon message={STUDENTS_T.noComplex} className={styles.noComplex} /> : null}
      <Descriptions column={1} size="small" className={styles.details}>
        <Descriptions.Item label={T.nationalIdLabel}>
          <LtrText value={student.id} />
        </Descriptions.Item>
        <Descriptions.Item label={T.schoolLevel}>{student.school_level ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.complex}>{student.school_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.circle}>{student.class_name ?? STUDENTS_T.noCircle}</Descriptions.Item>
        <Descriptions.Item label={T.semester}>{student.semester_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.email}>
          <LtrText value={student.email} />
        </Descriptions.Item>
        <Descriptions.Item label={T.phone}>
          <LtrText value={student.phone} />
        </Descriptions.Item>
        <Descriptions.Item label={T.enrollmentDate}>{student.enrollment_date ? <DualDate date={student.enrollment_date} /> : T.notSet}</Descriptions.Item>
      </Descriptions>
      <MemorisationProgress surahId={student.memorized_surah_id} ayah={student.memorized_ayah_number} />
      <div className={styles.cardButtons}>
        <Button icon={<IdcardOutlined />} onClick={() => setDialog('details')}>
          {STUDENTS_T.viewInfo}
        </Button>
        {canOpenProfile ? (
          <Button icon={<ProfileOutlined />} onClick={() => setDialog('profile')}>
            {PROFILE_T.openProfile}
          </Button>
        ) : null}
        {canEdit ? (
          <Button icon={<AimOutlined />} onClick={() => setDialog('plan')}>
            {QURAN_T.memorisationPlan}
          </Button>
        ) : null}
        <Button icon={<HistoryOutlined />} onClick={() => setDialog('review')}>
          {PROFILE_T.reviewFollowUp}
        </Button>
      </div>
      <StudentDetailsModal student={student} open={dialog === 'details'} onClose={close} />
      {canEdit ? <MemorisationPlanDialog student={student} open={dialog === 'plan'} onClose={close} /> : null}
      <ReviewMapDialog studentId={student.id} name={name} open={dialog === 'review'} onClose={close} />
      {canOpenProfile && student.class_id !== null ? (
        <StudentProfileDialog classId={student.class_id} studentId={student.id} open={dialog === 'profile'} onClose={close} />
      ) : null}
    </Card>
  );
}

/**
 * Suspend (asks first, spec 02 section 4) or activate. A student without a complex cannot be active: the button
 * says so with libs/common's own rule and sentence, and sends nothing.
 */
export function StatusButton({ student }: { student: Student }) {
  const { modal } = App.useApp();
  const act = useConfirmedAction();
  const update = useUpdateStudent();

  const onClick = () => {
    if (student.is_active) {
      act({
        // The status alone: the API reads 'suspended' as inactive.
        run: () => update.mutateAsync({ id: student.id, body: { status: 'suspended' } }),
        successText: STUDENTS_T.suspended,
        fallback: STUDENTS_T.toggleFailed,
        confirm: { title: STUDENTS_T.suspendTitle, content: STUDENTS_T.suspendConfirm(fullName(student)), okText: STUDENTS_T.confirmSuspend },
      });
      return;
    }
    const [problem] = studentActivationErrors({ active: true, school_id: student.school_id });
    if (problem) {
      modal.warning({ title: STUDENTS_T.cannotActivateTitle, content: problem.msg, okText: STUDENTS_T.understood, centered: true });
      return;
    }
    act({
      run: () => update.mutateAsync({ id: student.id, body: { status: 'active' } }),
      successText: STUDENTS_T.activated,
      fallback: STUDENTS_T.toggleFailed,
    });
  };
  return (
    <Button type="text" icon={student.is_active ? <StopOutlined /> : <CheckCircleOutlined />} onClick={onClick} loading={update.isPending}>
      {student.is_active ? STUDENTS_T.suspend : T.activate}
    </Button>
  );
}

/** Deleting is for good (the account, attendance and enrolments go), so it always asks first. */
export function DeleteButton({ student }: { student: Student }) {
  const act = useConfirmedAction();
  const remove = useDeleteStudent();
  const onClick = () =>
    act({
      run: () => remove.mutateAsync(student.id),
      successText: MESSAGES.students.deleted,
      fallback: STUDENTS_T.deleteFailed,
      confirm: { title: STUDENTS_T.deleteTitle, content: STUDENTS_T.deleteConfirm(fullName(student)) },
    });
  return <DeleteAction onClick={onClick} loading={remove.isPending} />;
}
