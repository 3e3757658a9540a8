import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Empty, Flex, Popover, Select, Skeleton, Typography } from 'antd';
import { CheckOutlined, ClockCircleOutlined, CloseOutlined, MinusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { attendanceRate, calendarToday, formatDualDate, gridAttendanceBand, RULES } from '#common';
import {
  attendanceKeys,
  attendanceQueries,
  type AttendanceCell,
  type AttendanceGrid as Grid,
  type AttendanceGridStudent,
  type MarkBody,
} from '../../../api/attendance';
import { useSubmitFeedback } from '../../../offline/feedback';
import { OUTBOX_T } from '../../../offline/locale';
import { outbox, useOutbox, type OutboxEntry, type SubmitResult } from '../../../offline/outbox';
import { useCan } from '../../../session/viewer';
import { BandMark } from '../../../shared/grades/GradeMarks';
import { ATTENDANCE_SHARED_T } from '../../../shared/attendance/locale';
import { monthLabel } from '../../../shared/attendance/month';
import { QueryError } from '../../../shared/list/QueryError';
import { Panel } from '../../../shared/Panel';
import { T } from '../../../shared/locale';
import { PHONE_SCREEN, useMediaQuery } from '../../../shared/useMediaQuery';
import { ATTENDANCE_T } from '../locale';
import styles from '../attendance.module.css';

type Status = AttendanceCell['status'];
type Mark = (studentId: string, name: string, date: string, isPresent: boolean) => void;
/** A student's row as drawn: the server's, with the marks still in the outbox laid over it (`unsent`: their days). */
type GridRow = AttendanceGridStudent & { unsent?: ReadonlySet<string> };

const STATUS_TEXT: Readonly<Record<Status, string>> = { present: T.present, absent: T.absent, unknown: T.notRecorded };

/** The grid's working days grouped by Gregorian month (YYYY-MM), in order. */
function monthsOf(days: Grid['working_days']): string[] {
  return [...new Set(days.map((day) => day.date.slice(0, 7)))];
}

/** The month shown first: today's, else the last one already begun, else the first. */
function startMonth(months: string[], today: string): string | undefined {
  const current = today.slice(0, 7);
  if (months.includes(current)) return current;
  return [...months].reverse().find((month) => month < current) ?? months[0];
}

/** The cell's answer to a new mark, and the row's totals recomputed the way the API computes them. */
function withMark(student: AttendanceGridStudent, date: string, isPresent: boolean): AttendanceGridStudent {
  const attendance = student.attendance.map((cell) =>
    cell.date === date ? { ...cell, status: (isPresent ? 'present' : 'absent') as Status, is_present: isPresent, is_explicit: true } : cell,
  );
  const present = attendance.filter((cell) => cell.status === 'present').length;
  const absent = attendance.filter((cell) => cell.status === 'absent').length;
  const recorded = present + absent;
  return {
    ...student,
    attendance,
    statistics: {
      ...student.statistics,
      recorded_days: recorded,
      present_days: present,
      absent_days: absent,
      unrecorded_days: student.statistics.total_working_days - recorded,
      attendance_rate: attendanceRate(present, recorded),
    },
  };
}

/**
 * The rows with this grid's marks not yet sent laid over them (made offline, perhaps before a reload), so they show
 * at once and are drawn as not yet sent. A row without any is the server's own object, so its cells are not drawn again.
 */
function withUnsent(students: AttendanceGridStudent[], entries: OutboxEntry[], classId: number, semesterId: number): GridRow[] {
  const marks = new Map<string, MarkBody[]>();
  for (const entry of entries) {
    if (entry.kind !== 'attendance' || (entry.state !== 'waiting' && entry.state !== 'sending')) continue;
    if (entry.body.class_id !== classId || entry.body.semester_id !== semesterId) continue;
    marks.set(entry.body.student_id, [...(marks.get(entry.body.student_id) ?? []), entry.body]);
  }
  if (marks.size === 0) return students;
  return students.map((student) => {
    const own = marks.get(student.student_id);
    if (!own) return student;
    const marked = own.reduce((row, mark) => withMark(row, mark.attendance_date, mark.is_present), student);
    return { ...marked, unsent: new Set(own.map((mark) => mark.attendance_date)) };
  });
}

/** A student's share present with its grid-rate colour (spec 03 section 9: 80 green, 60 yellow, else red). */
function RateMark({ rate }: { rate: number | null }) {
  return rate === null ? (
    <Typography.Text type="secondary">{T.notRecorded}</Typography.Text>
  ) : (
    <BandMark band={gridAttendanceBand(rate)}>{`${rate}%`}</BandMark>
  );
}

/**
 * A circle's attendance for a semester (spec 03, the attendance screen): students by working days of one month at a
 * time (a phone shows about a week; the names stay in view), each cell unknown, present or absent, a popup to choose.
 * A mark shows at once; when saving fails the message says so and the grid is read again from the server. Marks are
 * taken only in the circle's own semester (`editable`): the API refuses them in another.
 *
 * A click changes one student's row object only and the rows are memoised, so the table renders that row again and
 * skips the others (a circle of 40 over a semester of 90 working days stays quick on a phone).
 */
export function AttendanceGrid({ classId, semesterId, editable }: { classId: number; semesterId: number; editable: boolean }) {
  const grid = useQuery(attendanceQueries.grid(semesterId, classId));
  const mayMark = useCan(RULES.attendance.manage);
  const canMark = mayMark && editable;
  const phone = useMediaQuery(PHONE_SCREEN);
  const client = useQueryClient();
  const tell = useSubmitFeedback();
  const { entries } = useOutbox();
  const [chosenMonth, setChosenMonth] = useState<string>();
  const allDays = grid.data?.working_days;
  const months = useMemo(() => monthsOf(allDays ?? []), [allDays]);
  const today = calendarToday();
  const month = chosenMonth !== undefined && months.includes(chosenMonth) ? chosenMonth : startMonth(months, today);
  const serverRows = grid.data?.students;
  const rows = useMemo(() => serverRows && withUnsent(serverRows, entries, classId, semesterId), [serverRows, entries, classId, semesterId]);
  const monthDays = useMemo(() => (allDays ?? []).filter((day) => day.date.startsWith(month ?? '')), [allDays, month]);
  // The day to bring into view: today, else the month's last day before it, else its first (a phone shows a few days).
  const focusDay = [...monthDays].reverse().find((day) => day.date <= today)?.date ?? monthDays[0]?.date;
  const firstIndex = (allDays ?? []).findIndex((day) => day.date === monthDays[0]?.date);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // To the far end on a phone (only the names are fixed); to the middle on a wider screen, clear of the totals.
    container.current?.querySelector(`[data-day="${focusDay}"]`)?.scrollIntoView({ inline: phone ? 'end' : 'center', block: 'nearest' });
  }, [focusDay, phone]);

  /**
   * Marks through the outbox, shown at once: one request for any number of marks (a whole day), kept on the device
   * when the network fails. A mark the server kept its own value for, or refused, is told and the grid read again.
   */
  const markAll = useCallback(
    (marks: { studentId: string; name: string; date: string; isPresent: boolean }[]) => {
      const key = attendanceKeys.grid(semesterId, classId);
      client.setQueryData<Grid>(
        key,
        (old) =>
          old && {
            ...old,
            students: old.students.map((student) =>
              marks.filter((m) => m.studentId === student.student_id).reduce((row, m) => withMark(row, m.date, m.isPresent), student),
            ),
          },
      );
      const names = new Map(marks.map((m) => [`${m.studentId}|${m.date}`, m.name]));
      const bodies: MarkBody[] = marks.map((m) => ({
        semester_id: semesterId,
        class_id: classId,
        student_id: m.studentId,
        attendance_date: m.date,
        is_present: m.isPresent,
      }));
      const label = (body: MarkBody) =>
        OUTBOX_T.attendanceLabel(names.get(`${body.student_id}|${body.attendance_date}`) ?? '', body.attendance_date, body.is_present ? T.present : T.absent);
      void outbox.submitMany('attendance', bodies, { label }).then((results: SubmitResult[]) => {
        tell(results);
        if (results.some((result) => result.outcome === 'stale' || result.outcome === 'refused')) void client.invalidateQueries({ queryKey: key });
      });
    },
    [client, tell, semesterId, classId],
  );
  const onMark: Mark = useCallback((studentId, name, date, isPresent) => markAll([{ studentId, name, date, isPresent }]), [markAll]);

  // The month's days as the grid draws them, worked out once per month rather than in every row.
  const dayColumns = useMemo<DayColumn[]>(
    () =>
      monthDays.map((day, offset) => {
        const { gregorian, hijri } = formatDualDate(day.date, 'numeric');
        return { date: day.date, dayName: day.day_name, gregorian, hijri, label: `${day.day_name} ${gregorian}`, index: firstIndex + offset };
      }),
    [monthDays, firstIndex],
  );

  if (grid.isPending) return <Skeleton active />;
  if (grid.isError) return <QueryError error={grid.error} fallback={ATTENDANCE_T.loadFailed} onRetry={() => void grid.refetch()} />;
  const students = rows ?? [];
  if (grid.data.working_days.length === 0) return <Empty description={ATTENDANCE_T.noWorkingDays} />;
  if (students.length === 0) return <Empty description={T.circleNoStudents} />;
  const days = monthDays;

  return (
    <Panel>
      <Flex vertical gap={12}>
        {mayMark ? null : <Typography.Text type="secondary">{ATTENDANCE_T.readOnly}</Typography.Text>}
        {mayMark && !editable ? <Typography.Text type="secondary">{ATTENDANCE_SHARED_T.pastSemester}</Typography.Text> : null}
        <Flex align="center" gap={8} wrap>
          <label htmlFor="attendance-month">{ATTENDANCE_T.month}</label>
          <Select
            id="attendance-month"
            className={styles.month}
            value={month}
            onChange={setChosenMonth}
            options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
          />
          {canMark && focusDay !== undefined ? (
            <MarkRestPresent
              days={days}
              initial={focusDay}
              onMarkDay={(date) => {
                const index = grid.data.working_days.findIndex((day) => day.date === date);
                // The whole day in one request.
                const rest = students.filter((s) => s.attendance[index].status === 'unknown');
                markAll(rest.map((s) => ({ studentId: s.student_id, name: s.name, date, isPresent: true })));
              }}
            />
          ) : null}
        </Flex>
        <div ref={container} className={styles.scroller}>
          <GridTable days={dayColumns} students={students} phone={phone} canMark={canMark} onMark={onMark} classId={classId} semesterId={semesterId} />
        </div>
      </Flex>
    </Panel>
  );
}

/** A day's column: its date, its header's texts, the cells' name for it, and its place in a row's `attendance`. */
type DayColumn = { date: string; dayName: string; gregorian: string; hijri: string; label: string; index: number };

type RowProps = { days: DayColumn[]; phone: boolean; canMark: boolean; onMark: Mark; classId: number; semesterId: number };

/**
 * The grid as a plain table styled like antd's small bordered one (attendance.module.css): the header row and the
 * names column stay in view while it scrolls, and on a wider screen the totals too. antd's Table was 55 KB of
 * JavaScript (with its filter menu, radio and checkbox) before the grid could show on a phone (issue 26).
 * Rendered again only when a student or the days change (not while a mark is on its way).
 */
const GridTable = memo(function GridTable({ students, ...row }: RowProps & { students: GridRow[] }) {
  const { days, phone } = row;
  return (
    <table className={styles.grid}>
      <colgroup>
        <col style={{ width: phone ? 132 : 150 }} />
        {days.map((day) => (
          <col key={day.date} style={{ width: 76 }} />
        ))}
        {phone ? null : (
          <>
            <col style={{ width: 72 }} />
            <col style={{ width: 72 }} />
            <col style={{ width: 96 }} />
          </>
        )}
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className={styles.nameCell}>
            {T.student}
          </th>
          {days.map((day) => (
            <th scope="col" key={day.date}>
              <DayHeader date={day.date} dayName={day.dayName} gregorian={day.gregorian} hijri={day.hijri} />
            </th>
          ))}
          {/* On a wider screen the totals stay in view at the far end, whichever days are scrolled to. */}
          {phone ? null : (
            <>
              <th scope="col" className={styles.presentTotal}>
                {ATTENDANCE_T.presentDays}
              </th>
              <th scope="col" className={styles.absentTotal}>
                {ATTENDANCE_T.absentDays}
              </th>
              <th scope="col" className={styles.rateTotal}>
                {T.attendanceRate}
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {students.map((student) => (
          <StudentRow key={student.student_id} student={student} {...row} />
        ))}
      </tbody>
    </table>
  );
});

/** A student's row; one whose student did not change keeps its cells (a mark changes one student's object only). */
const StudentRow = memo(function StudentRow({ student, days, phone, canMark, onMark, classId, semesterId }: RowProps & { student: GridRow }) {
  const link = <Link to={`/student/${student.student_id}/attendance?class_id=${classId}&semester_id=${semesterId}`}>{student.name}</Link>;
  const { statistics } = student;
  return (
    <tr>
      <th scope="row" className={styles.nameCell}>
        {/* On a phone the totals columns are left out; the sticky names column carries the share present instead. */}
        {phone ? (
          <Flex vertical gap={2}>
            {link}
            <span className={styles.compactStats}>
              <RateMark rate={statistics.attendance_rate} />
              {statistics.recorded_days > 0 ? (
                <Typography.Text type="secondary">{ATTENDANCE_T.presentOf(statistics.present_days, statistics.recorded_days)}</Typography.Text>
              ) : null}
            </span>
          </Flex>
        ) : (
          link
        )}
      </th>
      {days.map((day) => (
        <td key={day.date}>
          <GridCell
            studentId={student.student_id}
            name={student.name}
            date={day.date}
            dayLabel={day.label}
            status={student.attendance[day.index].status}
            unsent={student.unsent?.has(day.date) === true}
            canMark={canMark}
            onMark={onMark}
          />
        </td>
      ))}
      {phone ? null : (
        <>
          <td className={styles.presentTotal}>{statistics.present_days}</td>
          <td className={styles.absentTotal}>{statistics.absent_days}</td>
          <td className={styles.rateTotal}>
            <RateMark rate={statistics.attendance_rate} />
          </td>
        </>
      )}
    </tr>
  );
});

/** A day of the month and "mark everyone not yet marked present" on it: the quick way to take a whole day. */
function MarkRestPresent({ days, initial, onMarkDay }: { days: Grid['working_days']; initial: string; onMarkDay: (date: string) => void }) {
  const [chosen, setChosen] = useState<string>();
  const day = chosen !== undefined && days.some((d) => d.date === chosen) ? chosen : initial;
  const label = (date: string) => `${days.find((d) => d.date === date)?.day_name ?? ''} ${formatDualDate(date, 'numeric').gregorian}`;
  return (
    <Flex align="center" gap={8}>
      <Select
        aria-label={ATTENDANCE_T.markDay}
        className={styles.month}
        value={day}
        onChange={setChosen}
        options={days.map((d) => ({ value: d.date, label: label(d.date) }))}
      />
      <Button icon={<CheckOutlined />} onClick={() => onMarkDay(day)} aria-label={ATTENDANCE_T.markAllPresentOf(label(day))}>
        {ATTENDANCE_T.markAllPresent}
      </Button>
    </Flex>
  );
}

/** A day's header: its weekday and both calendars (spec 03: Hijri and Gregorian). */
function DayHeader({ date, dayName, gregorian, hijri }: { date: string; dayName: string; gregorian: string; hijri: string }) {
  return (
    <span className={styles.dayHeader} data-day={date}>
      <span>{dayName}</span>
      <span className={styles.gregorian}>{gregorian}</span>
      <Typography.Text type="secondary" className={styles.hijri}>
        {hijri}
      </Typography.Text>
    </span>
  );
}

const STATUS_ICON: Readonly<Record<Status, ReactNode>> = { present: <CheckOutlined />, absent: <CloseOutlined />, unknown: <MinusOutlined /> };

/**
 * One cell: its state as an icon and a word for screen readers; for who may mark, a popup with present and absent.
 *
 * A circle of 40 over a month is 800 cells, so a cell is a plain button styled by attendance.module.css, not antd's
 * Button, and its Popover is mounted only while it is open: each antd component registers its styles and a popup
 * its listeners per instance, which took seconds on a phone (issue 26). Mounting the Popover puts the button in a new
 * place in the tree, so the button takes the focus back when it had it and the swap dropped it.
 */
const GridCell = memo(function GridCell({
  studentId,
  name,
  date,
  dayLabel,
  status,
  unsent,
  canMark,
  onMark,
}: {
  studentId: string;
  name: string;
  date: string;
  dayLabel: string;
  status: Status;
  /** Marked on this device and not yet sent: a dashed outline and a clock. */
  unsent: boolean;
  canMark: boolean;
  onMark: Mark;
}) {
  const [open, setOpen] = useState(false);
  const face = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current !== open && document.activeElement === document.body) face.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const button = (
    <button
      ref={face}
      type="button"
      className={`${styles.cell} ${styles[status]} ${unsent ? styles.unsent : ''}`}
      aria-label={ATTENDANCE_T.cellLabel(name, dayLabel, STATUS_TEXT[status])}
      disabled={!canMark}
      onClick={open ? undefined : () => setOpen(true)}
    >
      {STATUS_ICON[status]}
    </button>
  );
  const clock = unsent ? <ClockCircleOutlined className={styles.unsentIcon} aria-label={OUTBOX_T.notSent} title={OUTBOX_T.notSent} /> : null;
  if (!open)
    return (
      <>
        {button}
        {clock}
      </>
    );
  const choose = (isPresent: boolean) => {
    setOpen(false);
    if ((status === 'present') !== isPresent || status === 'unknown') onMark(studentId, name, date, isPresent);
  };
  return (
    <>
      <Popover
        open
        onOpenChange={setOpen}
        trigger="click"
        content={
          <Flex gap={8}>
            <Button type={status === 'present' ? 'primary' : 'default'} icon={<CheckOutlined />} onClick={() => choose(true)}>
              {T.present}
            </Button>
            <Button danger type={status === 'absent' ? 'primary' : 'default'} icon={<CloseOutlined />} onClick={() => choose(false)}>
              {T.absent}
            </Button>
          </Flex>
        }
      >
        {button}
      </Popover>
      {clock}
    </>
  );
});
