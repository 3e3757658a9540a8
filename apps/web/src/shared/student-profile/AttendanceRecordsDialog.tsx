import { Button, Empty, Flex, Modal, Popover, Skeleton, Table, Tag, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { attendanceRate, formatGregorianDate, MESSAGES, RULES } from '#common';
import { attendanceQueries, type AttendanceRecord } from '../../api/attendance';
import { useSubmitFeedback } from '../../offline/feedback';
import { OUTBOX_T } from '../../offline/locale';
import { outbox } from '../../offline/outbox';
import { useCan } from '../../session/viewer';
import { DualDate } from '../DualDate';
import { QueryError } from '../list/QueryError';
import { T } from '../locale';
import { PROFILE_T } from './locale';

/**
 * The student's attendance in this circle over its semester (spec 03 section 2), newest first, with the share
 * present. Who may mark (teacher, complex manager, admin: RULES.attendance.manage) changes a day from its row.
 */
export function AttendanceRecordsDialog({
  classId,
  semesterId,
  student,
  open,
  onClose,
}: {
  classId: number;
  semesterId: number;
  student: { id: string; name: string };
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      title={PROFILE_T.attendanceRecordsOf(student.name)}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={720}
      centered
      destroyOnHidden
    >
      <Records classId={classId} semesterId={semesterId} student={student} />
    </Modal>
  );
}

function Records({ classId, semesterId, student }: { classId: number; semesterId: number; student: { id: string; name: string } }) {
  const studentId = student.id;
  const records = useQuery(attendanceQueries.student(studentId, semesterId));
  const canEdit = useCan(RULES.attendance.manage);
  const tell = useSubmitFeedback();

  if (records.isPending) return <Skeleton active />;
  if (records.isError) return <QueryError error={records.error} fallback={PROFILE_T.attendanceRecordsFailed} onRetry={() => void records.refetch()} />;
  // The student's marks of this semester in this circle (a student who moved circles has others too).
  const rows = records.data.attendance.filter((record) => record.class_id === classId);
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PROFILE_T.attendanceRecordsEmpty} />;
  const present = rows.filter((record) => record.is_present).length;

  const change = async (record: AttendanceRecord, isPresent: boolean) => {
    const body = {
      semester_id: semesterId,
      class_id: classId,
      student_id: studentId,
      attendance_date: record.attendance_date,
      is_present: isPresent,
      notes: record.notes,
    };
    const label = OUTBOX_T.attendanceLabel(student.name, record.attendance_date, isPresent ? T.present : T.absent);
    tell([await outbox.submit('attendance', body, { label })], isPresent ? MESSAGES.attendance.markedPresent : MESSAGES.attendance.markedAbsent);
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text>{PROFILE_T.attendancePercentage(attendanceRate(present, rows.length) ?? 0)}</Typography.Text>
      <Table<AttendanceRecord>
        rowKey="id"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: T.date, key: 'date', render: (_, record) => <DualDate date={record.attendance_date} /> },
          {
            title: T.status,
            key: 'status',
            render: (_, record) => <Tag color={record.is_present ? 'success' : 'error'}>{record.is_present ? T.present : T.absent}</Tag>,
          },
          { title: T.notes, dataIndex: 'notes', key: 'notes', render: (notes: string | null) => notes ?? '—' },
          ...(canEdit
            ? [
                {
                  title: T.edit,
                  key: 'edit',
                  render: (_: unknown, record: AttendanceRecord) => (
                    <Popover
                      trigger="click"
                      content={
                        <Flex gap={8}>
                          <Button icon={<CheckOutlined />} disabled={record.is_present} onClick={() => void change(record, true)}>
                            {T.present}
                          </Button>
                          <Button danger icon={<CloseOutlined />} disabled={!record.is_present} onClick={() => void change(record, false)}>
                            {T.absent}
                          </Button>
                        </Flex>
                      }
                    >
                      <Button size="small" icon={<EditOutlined />} aria-label={PROFILE_T.editAttendanceOf(formatGregorianDate(record.attendance_date))} />
                    </Popover>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
