import { useState } from 'react';
import { Alert, Button, Empty, Flex, Modal, Skeleton } from 'antd';
import { FileTextOutlined, IdcardOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { classQueries } from '../../../api/classes';
import { StudentGradesModal } from '../../../shared/grades/StudentGradesModal';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { StudentProfileDialog } from '../../../shared/student-profile/StudentProfileDialog';
import { CircleStudentList } from '../../../shared/students/CircleStudentList';
import { fullName } from '../../../shared/user-name';
import { MY_CLASSES_T } from '../locale';
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
  const [dialog, setDialog] = useState<StudentDialog | null>(null);
  const semesterId = circle.semester_id;

  if (students.isPending) return <Skeleton active />;
  if (students.isError) return <QueryError error={students.error} fallback={MY_CLASSES_T.classDetailsFailed} onRetry={() => void students.refetch()} />;
  if (students.data.length === 0) return <Empty description={MY_CLASSES_T.studentsEmpty} />;

  const close = () => dialog && setDialog({ ...dialog, open: false });
  return (
    <Flex vertical gap={12}>
      {semesterId === null ? <Alert type="warning" showIcon message={MY_CLASSES_T.noSemester} /> : null}
      <CircleStudentList
        students={students.data}
        searchLabel={T.searchStudents}
        noMatch={MY_CLASSES_T.noMatch}
        actions={(student) => (
          <>
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
          </>
        )}
      />
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
