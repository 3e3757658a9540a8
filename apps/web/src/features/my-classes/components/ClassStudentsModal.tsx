import { useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Modal, Skeleton, Typography } from 'antd';
import { FileTextOutlined, IdcardOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { matchesSearchText } from '#common';
import { classQueries } from '../../../api/classes';
import { StudentGradesModal } from '../../../shared/grades/StudentGradesModal';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { StudentProfileDialog } from '../../../shared/student-profile/StudentProfileDialog';
import { fullName } from '../../../shared/user-name';
import { MY_CLASSES_T } from '../locale';
import styles from '../my-classes.module.css';
import type { CircleStudent, TeacherClass } from '../types';

/** The circle's students, searchable, each with their grades (add, edit, delete) and their profile. */
export function ClassStudentsModal({ circle, open, onClose }: { circle: TeacherClass; open: boolean; onClose: () => void }) {
  return (
    <Modal
      title={MY_CLASSES_T.studentsOf(circle.name)}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={720}
      centered
      destroyOnHidden
    >
      <ClassStudents circle={circle} />
    </Modal>
  );
}

/** Which of a student's dialogs is shown; kept while it closes, so it fades out whole. */
interface StudentDialog {
  kind: 'grades' | 'profile';
  student: CircleStudent;
  open: boolean;
}

function ClassStudents({ circle }: { circle: TeacherClass }) {
  const students = useQuery(classQueries.students(circle.id));
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<StudentDialog | null>(null);
  const semesterId = circle.semester_id;

  if (students.isPending) return <Skeleton active />;
  if (students.isError) return <QueryError error={students.error} fallback={MY_CLASSES_T.classDetailsFailed} onRetry={() => void students.refetch()} />;
  if (students.data.length === 0) return <Empty description={MY_CLASSES_T.studentsEmpty} />;

  // The same Arabic-normalised match as the API's searches: "احمد" finds "أحمد".
  const shown = students.data.filter((student) => matchesSearchText([fullName(student), student.id], search));
  const close = () => dialog && setDialog({ ...dialog, open: false });
  return (
    <Flex vertical gap={12}>
      {semesterId === null ? <Alert type="warning" showIcon message={MY_CLASSES_T.noSemester} /> : null}
      <Input.Search
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={MY_CLASSES_T.searchStudents}
        aria-label={MY_CLASSES_T.searchStudents}
        allowClear
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MY_CLASSES_T.noMatch} />
      ) : (
        <ul className={styles.studentList}>
          {shown.map((student) => (
            <li key={student.id} className={styles.studentRow}>
              <span>
                <Typography.Text strong>{fullName(student)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{student.school_level ?? T.notSet}</Typography.Text>
              </span>
              <span className={styles.studentButtons}>
                <Button
                  icon={<FileTextOutlined />}
                  disabled={semesterId === null}
                  aria-label={`${T.grades}: ${fullName(student)}`}
                  onClick={() => setDialog({ kind: 'grades', student, open: true })}
                >
                  {T.grades}
                </Button>
                <Button
                  icon={<IdcardOutlined />}
                  aria-label={`${MY_CLASSES_T.profile}: ${fullName(student)}`}
                  onClick={() => setDialog({ kind: 'profile', student, open: true })}
                >
                  {MY_CLASSES_T.profile}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === 'grades' && semesterId !== null ? (
        <StudentGradesModal
          classId={circle.id}
          semesterId={semesterId}
          student={{ id: dialog.student.id, name: fullName(dialog.student) }}
          open={dialog.open}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'profile' ? <StudentProfileDialog classId={circle.id} studentId={dialog.student.id} open={dialog.open} onClose={close} /> : null}
    </Flex>
  );
}
