import { useState, type ReactNode } from 'react';
import { Button, Calendar, Card, Empty, Flex, Popover, Select, Skeleton, Typography } from 'antd';
import { ArrowRightOutlined, CheckOutlined, CloseOutlined, LeftOutlined, MinusOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { calendarToday, defaultSemester, formatGregorianDate, formatHijriDate, MESSAGES, RULES } from '#common';
import { attendanceKeys, attendanceQueries, type AttendanceCell } from '../../api/attendance';
import { semesterQueries } from '../../api/semesters';
import { useSubmitFeedback } from '../../offline/feedback';
import { OUTBOX_T } from '../../offline/locale';
import { outbox } from '../../offline/outbox';
import { studentQueries } from '../../api/students';
import { useCan } from '../../session/viewer';
import { ATTENDANCE_SHARED_T } from '../../shared/attendance/locale';
import { monthLabel } from '../../shared/attendance/month';
import { toApiDate } from '../../shared/dates';
import { QueryError } from '../../shared/list/QueryError';
import { T } from '../../shared/locale';
import { fullName } from '../../shared/user-name';
import styles from './student-attendance.module.css';
import { STUDENT_ATTENDANCE_T } from './locale';

/**
 * /student/:studentId/attendance (spec 03, the student absence table): back, a semester of the student's complex (the
 * link's, else the circle's own, else the one containing today), and a monthly calendar of the semester whose working
 * days show the mark and take a new one. The circle is the link's `class_id`, else the student's own. Marks go to the
 * circle's own semester only (the API refuses another); an older one is shown read-only.
 */
export default function StudentAttendancePage() {
  const { studentId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const student = useQuery(studentQueries.detail(studentId));
  const schoolId = student.data?.school_id ?? undefined;
  const semesters = useQuery({ ...semesterQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined });
  const [chosen, setChosen] = useState<number>();
  const classId = Number(search.get('class_id')) || student.data?.class_id || undefined;
  // The circle's own semester, from the circles the caller marks in (cached when coming from /attendance).
  const circles = useQuery(attendanceQueries.classes());
  const circleSemester = circles.data?.classes.find((c) => c.id === classId)?.semester_id ?? undefined;
  const linked = Number(search.get('semester_id')) || undefined;
  const list = semesters.data ?? [];
  const listed = (id: number | undefined) => (list.some((s) => s.id === id) ? id : undefined);
  // (Without a link, the circle's semester is waited for, so the calendar does not open on another one first.)
  const semesterId = chosen ?? listed(linked) ?? (circles.isPending ? undefined : (listed(circleSemester) ?? defaultSemester(list, calendarToday())?.id));

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
        <MonthCalendar studentId={studentId} name={name} classId={classId} semesterId={semesterId} editable={circleSemester === semesterId} />
      )}
    </Flex>
  );
}

const STATUS_CLASS: Readonly<Record<AttendanceCell['status'], string>> = { present: styles.present, absent: styles.absent, unknown: styles.unknown };
const STATUS_TEXT: Readonly<Record<AttendanceCell['status'], string>> = { present: T.present, absent: T.absent, unknown: T.notRecorded };
const STATUS_ICON: Readonly<Record<AttendanceCell['status'], ReactNode>> = {
  present: <CheckOutlined />,
  absent: <CloseOutlined />,
  unknown: <MinusOutlined />,
};

function MonthCalendar({
  studentId,
  name,
  classId,
  semesterId,
  editable,
}: {
  studentId: string;
  name: string;
  classId: number;
  semesterId: number;
  editable: boolean;
}) {
  const grid = useQuery(attendanceQueries.grid(semesterId, classId, studentId));
  const mayMark = useCan(RULES.attendance.manage);
  const canMark = mayMark && editable;
  const client = useQueryClient();
  const tell = useSubmitFeedback();
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

  const onMark = async (date: string, isPresent: boolean) => {
    const body = { semester_id: semesterId, class_id: classId, student_id: studentId, attendance_date: date, is_present: isPresent };
    // Through the outbox: kept on the device when the network fails.
    const result = await outbox.submit('attendance', body, { label: OUTBOX_T.attendanceLabel(name, date, isPresent ? T.present : T.absent) });
    tell([result], isPresent ? MESSAGES.attendance.markedPresent : MESSAGES.attendance.markedAbsent);
    void client.invalidateQueries({ queryKey: attendanceKeys.grid(semesterId, classId, studentId) });
  };

  const { present_days: present, absent_days: absent, unrecorded_days: unrecorded } = row.statistics;
  return (
    <Card className={styles.calendarCard}>
      <Flex vertical gap={8}>
        {mayMark ? <Typography.Text type="secondary">{canMark ? STUDENT_ATTENDANCE_T.subtitle : ATTENDANCE_SHARED_T.pastSemester}</Typography.Text> : null}
        <Typography.Text strong>{STUDENT_ATTENDANCE_T.summary(present, absent, unrecorded)}</Typography.Text>
        <Flex component="ul" gap={12} wrap className={styles.legend} aria-label={STUDENT_ATTENDANCE_T.legend}>
          {(['present', 'absent', 'unknown'] as const).map((status) => (
            <li key={status} className={STATUS_CLASS[status]}>
              <span aria-hidden>{STATUS_ICON[status]}</span> {STATUS_TEXT[status]}
            </li>
          ))}
        </Flex>
        <Calendar
          className={styles.calendar}
          key={semesterId}
          defaultValue={opening}
          validRange={[start, end]}
          onPanelChange={(shown) => setPanel(shown)}
          headerRender={({ value, onChange }) => <MonthHeader value={value} start={start} end={end} onChange={onChange} />}
          fullCellRender={(day: Dayjs, info) => {
            if (info.type !== 'date') return info.originNode;
            const date = toApiDate(day);
            const cell = cells.get(date);
            // The days of the neighbouring months that fill the first and last weeks are set apart.
            const muted = !day.isSame(panel ?? opening, 'month');
            return <DayCell date={date} label={String(day.date())} cell={cell} muted={muted} canMark={canMark} onMark={onMark} />;
          }}
        />
      </Flex>
    </Card>
  );
}

/**
 * The calendar's month with previous and next (antd's own header has a year and a month select without names), and
 * the Hijri days the month spans, inside the semester.
 */
function MonthHeader({ value, start, end, onChange }: { value: Dayjs; start: Dayjs; end: Dayjs; onChange: (date: Dayjs) => void }) {
  const go = (months: number) => {
    const next = value.add(months, 'month');
    onChange(next.isBefore(start) ? start : next.isAfter(end) ? end : next);
  };
  const first = value.startOf('month');
  const last = value.endOf('month');
  const hijri = `${formatHijriDate(toApiDate(first.isBefore(start) ? start : first))} – ${formatHijriDate(toApiDate(last.isAfter(end) ? end : last))}`;
  return (
    <Flex align="center" justify="space-between" gap={8} className={styles.header}>
      <Button icon={<RightOutlined />} aria-label={STUDENT_ATTENDANCE_T.previousMonth} disabled={!first.isAfter(start, 'day')} onClick={() => go(-1)} />
      <Flex vertical align="center">
        <Typography.Text strong>{monthLabel(toApiDate(value).slice(0, 7))}</Typography.Text>
        <Typography.Text type="secondary" className={styles.hijri}>
          {hijri}
        </Typography.Text>
      </Flex>
      <Button icon={<LeftOutlined />} aria-label={STUDENT_ATTENDANCE_T.nextMonth} disabled={!last.isBefore(end, 'day')} onClick={() => go(1)} />
    </Flex>
  );
}

/**
 * One day: a working day shows its mark (colour and icon; the name says the date and the state) and, for who may mark,
 * opens present and absent; other days are plain. The visible number is the first word of the name, as a voice
 * command would say it.
 */
function DayCell({
  date,
  label,
  cell,
  muted,
  canMark,
  onMark,
}: {
  date: string;
  label: string;
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
    <button
      type="button"
      className={`${styles.day} ${STATUS_CLASS[cell.status]} ${muted ? styles.muted : ''}`}
      disabled={!canMark}
      aria-label={STUDENT_ATTENDANCE_T.markDay(formatGregorianDate(date), STATUS_TEXT[cell.status])}
      // The calendar would select the day too, and a day of a neighbouring month would turn the page under the popup.
      onClick={(event) => event.stopPropagation()}
    >
      <span>{label}</span>
      <span className={styles.status} aria-hidden>
        {STATUS_ICON[cell.status]}
      </span>
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
