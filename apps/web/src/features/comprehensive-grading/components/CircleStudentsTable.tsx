import { useState } from 'react';
import { Alert, Button, Flex, Table, Typography, type Breakpoint, type TableColumnsType } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { attendanceBand } from '#common';
import type { SchoolGrading } from '../../../api/grading';
import { AverageGrade, BandMark } from '../../../shared/grades/GradeMarks';
import { StudentGradesModal } from '../../../shared/grades/StudentGradesModal';
import { T } from '../../../shared/locale';
import { COMPREHENSIVE_T } from '../locale';

type Circle = SchoolGrading['classes'][number];
type Row = Circle['students'][number];

const byName = (a: Row, b: Row) => a.fullName.localeCompare(b.fullName, 'ar');
// Students without grades sort below every average.
const byAverage = (a: Row, b: Row) => (a.averageGrade ?? -1) - (b.averageGrade ?? -1);

// On a phone the national ID and the day counts give way, so the grades button stays near the name.
const ON_WIDE: Breakpoint[] = ['sm'];

/** Attendance is only a rate once a day has been recorded; before that it says so rather than show 0 %. */
const recorded = (row: Row) => row.totalDays > 0;

/**
 * One circle's students (spec 03 section 2): name, national ID, average with its colour band, attendance rate, absent
 * and recorded days, total points, and a button opening the student's grades.
 */
export function CircleStudentsTable({ circle, semesterId }: { circle: Circle; semesterId: number }) {
  // The modal keeps its student while it closes, so it fades out whole.
  const [shown, setShown] = useState<{ student: Row; open: boolean } | null>(null);
  const nothingRecorded = circle.students.length > 0 && circle.students.every((row) => !recorded(row) && row.totalPoints === 0);

  const columns: TableColumnsType<Row> = [
    { title: COMPREHENSIVE_T.student, dataIndex: 'fullName', sorter: byName, defaultSortOrder: 'ascend', fixed: 'left' },
    { title: T.nationalIdLabel, dataIndex: 'id', responsive: ON_WIDE, render: (id: string) => <span className="ltr-value">{id}</span> },
    { title: COMPREHENSIVE_T.averageGrade, dataIndex: 'averageGrade', sorter: byAverage, render: (value: number | null) => <AverageGrade value={value} /> },
    {
      title: T.attendanceRate,
      dataIndex: 'attendanceRate',
      render: (rate: number, row) =>
        recorded(row) ? <BandMark band={attendanceBand(rate)}>{`${rate}%`}</BandMark> : <Typography.Text type="secondary">{T.notRecorded}</Typography.Text>,
    },
    { title: COMPREHENSIVE_T.absentDays, dataIndex: 'absentDays', responsive: ON_WIDE },
    { title: COMPREHENSIVE_T.totalDays, dataIndex: 'totalDays', responsive: ON_WIDE },
    { title: T.totalPoints, dataIndex: 'totalPoints' },
    {
      title: T.grades,
      key: 'grades',
      render: (_, row) => (
        <Button size="small" icon={<FileTextOutlined />} aria-label={`${T.grades}: ${row.fullName}`} onClick={() => setShown({ student: row, open: true })}>
          {T.grades}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {nothingRecorded ? <Alert type="info" showIcon message={COMPREHENSIVE_T.attendanceNote} /> : null}
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={circle.students}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: COMPREHENSIVE_T.noStudents }}
      />
      {shown ? (
        <StudentGradesModal
          classId={circle.id}
          semesterId={semesterId}
          student={{ id: shown.student.id, name: shown.student.fullName }}
          open={shown.open}
          onClose={() => setShown({ ...shown, open: false })}
        />
      ) : null}
    </Flex>
  );
}
