import { Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { parentStudentQueries, type MyStudent } from '../../../api/parent-students';
import { ChildAttendanceTable, ChildGradesTable, ChildProfile } from '../../../shared/children/ChildDetails';
import { CHILD_DETAIL_T } from '../../../shared/children/locale';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { MY_STUDENTS_T } from '../locale';

/** One child in detail: the record, then the latest grades and attendance; fetched while the modal is open. */
export function StudentDetailsModal({ student, open, onClose }: { student: MyStudent; open: boolean; onClose: () => void }) {
  return (
    <Modal
      title={MY_STUDENTS_T.detailsTitle(fullName(student))}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={920}
      centered
      destroyOnHidden
    >
      <Details id={student.id} />
    </Modal>
  );
}

function Details({ id }: { id: string }) {
  const detail = useQuery(parentStudentQueries.student(id));
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <QueryError error={detail.error} fallback={CHILD_DETAIL_T.studentDetailsFailed} onRetry={() => void detail.refetch()} />;
  return (
    <Flex vertical gap={16}>
      <ChildProfile student={detail.data.student} />
      <section aria-labelledby="latest-grades">
        <Typography.Title level={3} id="latest-grades" style={{ fontSize: 16 }}>
          {CHILD_DETAIL_T.latestGrades}
        </Typography.Title>
        <ChildGradesTable grades={detail.data.grades} />
      </section>
      <section aria-labelledby="latest-attendance">
        <Typography.Title level={3} id="latest-attendance" style={{ fontSize: 16 }}>
          {CHILD_DETAIL_T.latestAttendance}
        </Typography.Title>
        <ChildAttendanceTable attendance={detail.data.attendance} />
      </section>
    </Flex>
  );
}
