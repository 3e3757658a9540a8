import { useState } from 'react';
import { Button, Empty, Modal, Skeleton } from 'antd';
import { IdcardOutlined, ProfileOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { RULES } from '#common';
import { classQueries } from '../../../api/classes';
import { useCan } from '../../../session/viewer';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { PROFILE_T } from '../../../shared/student-profile/locale';
import { StudentProfileDialog } from '../../../shared/student-profile/StudentProfileDialog';
import { CircleStudentList } from '../../../shared/students/CircleStudentList';
import { fullName } from '../../../shared/user-name';
import { CLASSES_T } from '../locale';
import type { ClassItem, ClassStudent } from '../types';
import { AddClassStudents } from './AddClassStudents';
import { StudentFileModal } from './StudentFileModal';

/**
 * The students of one circle (with, for who manages circles, a form putting several in at once), searchable by name, each with a button that opens their file and, for staff, one that
 * opens their study profile in this circle (grades, goal, plan, review map).
 */
export function ClassStudentsModal({ circle, canManage, open, onClose }: { circle: ClassItem; canManage: boolean; open: boolean; onClose: () => void }) {
  return (
    <Modal
      title={CLASSES_T.studentsTitle(circle.name)}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={640}
      centered
      destroyOnHidden
    >
      {/* Rendered only while open (destroyOnHidden), so the complex's students are fetched only then. */}
      {canManage ? <AddClassStudents circle={circle} /> : null}
      <ClassStudents classId={circle.id} />
    </Modal>
  );
}

function ClassStudents({ classId }: { classId: number }) {
  const students = useQuery(classQueries.students(classId));
  // The file keeps its student while it closes, so it fades out whole and focus goes back to the row's button.
  const [file, setFile] = useState<{ student: ClassStudent; open: boolean } | null>(null);
  const [profile, setProfile] = useState<{ studentId: string; open: boolean } | null>(null);
  const canOpenProfile = useCan(RULES.grading.profile);

  if (students.isPending) return <Skeleton active />;
  if (students.isError) return <QueryError error={students.error} fallback={CLASSES_T.studentsLoadFailed} onRetry={() => void students.refetch()} />;
  if (students.data.length === 0) return <Empty description={T.circleNoStudents} />;

  return (
    <>
      <CircleStudentList
        students={students.data}
        searchLabel={CLASSES_T.searchStudents}
        noMatch={CLASSES_T.studentsNoMatch}
        actions={(student) => (
          <>
            <Button icon={<IdcardOutlined />} onClick={() => setFile({ student, open: true })} aria-label={`${CLASSES_T.viewFile}: ${fullName(student)}`}>
              {CLASSES_T.viewFile}
            </Button>
            {canOpenProfile ? (
              <Button
                icon={<ProfileOutlined />}
                onClick={() => setProfile({ studentId: student.id, open: true })}
                aria-label={PROFILE_T.openProfileOf(fullName(student))}
              >
                {PROFILE_T.openProfile}
              </Button>
            ) : null}
          </>
        )}
      />
      {file ? (
        <StudentFileModal student={file.student} open={file.open} onClose={() => setFile({ ...file, open: false })} afterClose={() => setFile(null)} />
      ) : null}
      {profile ? (
        <StudentProfileDialog classId={classId} studentId={profile.studentId} open={profile.open} onClose={() => setProfile({ ...profile, open: false })} />
      ) : null}
    </>
  );
}
