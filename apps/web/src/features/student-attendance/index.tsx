import { useState } from 'react';
import { App, Button, Calendar, Card, Empty, Flex, Popover, Select, Skeleton, Typography } from 'antd';
import { ArrowRightOutlined, CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { calendarToday, defaultSemester, formatGregorianDate, RULES } from '#common';
import { attendanceKeys, attendanceQueries, useMarkAttendance, type AttendanceCell } from '../../api/attendance';
import { errorMessage } from '../../api/request';
import { semesterQueries } from '../../api/semesters';
import { studentQueries } from '../../api/students';
import { useCan } from '../../session/viewer';
import { toApiDate } from '../../shared/dates';
import { QueryError } from '../../shared/list/QueryError';
import { T } from '../../shared/locale';
import { fullName } from '../../shared/user-name';
import styles from './student-attendance.module.css';
import { STUDENT_ATTENDANCE_T } from './locale';

/**
 * /student/:studentId/attendance (spec 03, the student absence table): back, a semester of the student's complex (the
 * link's, else the one containing today), and a monthly calendar of the semester whose working days show the mark
 * and take a new one. The circle is the link's `class_id`, else the student's own.
 */
export default function StudentAttendancePage() {
  const { studentId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const student = useQuery(studentQueries.detail(studentId));
  const schoolId = student.data?.school_id ?? undefined;
  const semesters = useQuery({ ...semesterQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined });
  const [chosen, setChosen] = useState<number>();
  const linked = Number(search.get('semester_id')) || undefined;
  const list = semesters.data ?? [];
  const semesterId = chosen ?? (list.some((s) => s.id === linked) ? linked : defaultSemester(list, calendarToday())?.id);
  const classId = Number(search.get('class_id')) || student.data?.class_id || undefined;

  const back = (
    <Button icon={<ArrowRightOutlined />} onClick={() => void navigate(-1)}>
      {T.back}
    </Button>
  );
  if (student.isPending) return <Skeleton active />;
  if (student.isError) return <QueryError error={student.error} fallback={T.studentLoadFailed} onRetry={() => void student.refetch()} />;
  const name = fullName(student.data);

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12} wrap>
        {back}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {STUDENT_ATTENDANCE_T.titleOf(name)}
        </Typography.Title>
      </Flex>
      <Flex align="center" gap={8} wrap>
        <label htmlFor="student-attendance-semester">{T.semester}</label>
        <Select
          id="student-attendance-semester"
          className={styles.semester}
          value={semesterId}
          onChange={setChosen}
          loading={semesters.isFetching}
          placeholder={T.chooseSemester}
          options={list.map((s) => ({ value: s.id, label: s.name }))}
        />
      </Flex>
      {classId === undefined ? (
        <Card>
          <Empty description={STUDENT_ATTENDANCE_T.noCircle} />
        </Card>
      ) : semesterId === undefined ? null : (
        <MonthCalendar studentId={studentId} classId={classId} semesterId={semesterId} />
      )}
    </Flex>
  );
}

const STATUS_CLASS: Readonly<Record<AttendanceCell['status'], string>> = { present: styles.present, absent: styles.absent, unknown: styles.unknown };
const STATUS_TEXT: Readonly<Record<AttendanceCell['status'], string>> = { present: T.present, absent: T.absent, unknown: T.notRecorded };

function MonthCalendar({ studentId, classId, semesterId }: { studentId: string; classId: number; semesterId: number }) {
  const grid = useQuery(attendanceQueries.grid(semesterId, classId, studentId));
  const canMark = useCan(RULES.attendance.manage);
  const mark = useMarkAttendance();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [panel, setPanel] = useState<Dayjs>();

  if (grid.isPending) return <Skeleton active />;
  if (grid.isError) return <QueryError error={grid.error} fallback={T.studentLoadFailed} onRetry={() => void grid.refetch()} />;
  const row = grid.data.students[0];
  if (!row) return <Empty description={STUDENT_ATTENDANCE_T.noCircle} />;
  const cells = new Map(row.attendance.map((cell) => [cell.date, cell]));
  const { semester } = grid.data;
  const today = calendarToday();
  const start = dayjs(semester.start_date);
  const end = dayjs(semester.end_date);
  const opening = dayjs(today < semester.start_date ? semester.start_date : today > semester.end_date ? semester.end_date : today);

  const onMark = (date: string, isPresent: boolean) =>
    mark
      .mutateAsync({ semester_id: semesterId, class_id: classId, student_id: studentId, attendance_date: date, is_present: isPresent })
      .then(
        (saved) => void message.success(saved.message),
        (error: unknown) => void message.error(errorMessage(error, T.attendanceSaveFailed)),
      )
      .finally(() => void client.invalidateQueries({ queryKey: attendanceKeys.grid(semesterId, classId, studentId) }));

  const { present_days: present, absent_days: absent, unrecorded_days: unrecorded } = row.statistics;
  return (
    <Card>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{STUDENT_ATTENDANCE_T.subtitle}</Typography.Text>
        <Typography.Text strong>{STUDENT_ATTENDANCE_T.summary(present, absent, unrecorded)}</Typography.Text>
        <Calendar
          key={semesterId}
          defaultValue={opening}
          validRange={[start, end]}
          onPanelChange={(shown) => setPanel(shown)}
          fullCellRender={(day: Dayjs, info) => {
            if (info.type !== 'date') return info.originNode;
            const date = toApiDate(day);
            const cell = cells.get(date);
            // The days of the neighbouring months that fill the first and last weeks are faded.
            const muted = !day.isSame(panel ?? opening, 'month');
            return <DayCell date={date} label={day.date()} cell={cell} muted={muted} canMark={canMark} onMark={onMark} />;
          }}
        />
      </Flex>
    </Card>
  );
}

/** One day: a working day shows its mark and, for who may mark, opens present and absent; other days are plain. */
function DayCell({
  date,
  label,
  cell,
  muted,
  canMark,
  onMark,
}: {
  date: string;
  label: number;
  cell: AttendanceCell | undefined;
  muted: boolean;
  canMark: boolean;
  onMark: (date: string, isPresent: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!cell) {
    return (
      <div className={`${styles.day} ${styles.off}`} title={STUDENT_ATTENDANCE_T.dayOff}>
        {label}
      </div>
    );
  }
  const face = (
    <button type="button" className={`${styles.day} ${STATUS_CLASS[cell.status]} ${muted ? styles.muted : ''}`} disabled={!canMark} aria-label={STUDENT_ATTENDANCE_T.markDay(formatGregorianDate(date), STATUS_TEXT[cell.status])}>
      <span>{label}</span>
      <span className={styles.status}>{STATUS_TEXT[cell.status]}</span>
    </button>
  );
  if (!canMark) return face;
  const choose = (isPresent: boolean) => {
    setOpen(false);
    onMark(date, isPresent);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <Flex gap={8}>
          <Button icon={<CheckOutlined />} onClick={() => choose(true)}>
            {T.present}
          </Button>
          <Button danger icon={<CloseOutlined />} onClick={() => choose(false)}>
            {T.absent}
          </Button>
        </Flex>
      }
    >
      {face}
    </Popover>
  );
}
