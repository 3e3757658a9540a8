import { useMemo, useState } from 'react';
import { App, Button, Card, Empty, Flex, Select, Tag, Typography } from 'antd';
import { formatDualDate, LIMITS, weekdayName } from '#common';
import { ApiError } from '../../../api/request';
import { useSaveDayPoints, type DayPointsBody, type GivePointsBody, type PointsGrid } from '../../../api/points';
import { sendOrKeep, useSubmitFeedback } from '../../../offline/feedback';
import { OUTBOX_T } from '../../../offline/locale';
import { outbox, useOutbox, type OutboxEntry } from '../../../offline/outbox';
import { submitForm } from '../../../shared/forms/submit';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { T } from '../../../shared/locale';
import { POINTS_OPTIONS } from '../../../shared/points/points';
import { POINTS_MANAGEMENT_T } from '../locale';
import styles from '../points-management.module.css';

/** One student's row as typed: the points as the select's text ('' for none) and the notes. */
interface Draft {
  points: string;
  notes: string;
}

/** The points a select offers, 5 down to 0 with their labels: made once, shared by every row's select. */
const POINT_CHOICES = POINTS_OPTIONS.map((option) => (
  <option key={option.value} value={String(option.value)}>
    {option.label}
  </option>
));

const dayLabel = (day: string) => {
  const { gregorian, hijri } = formatDualDate(day, 'numeric');
  return `${weekdayName(day)} ${gregorian} (${hijri})`;
};

/**
 * A whole circle's points for one day on one screen (the teacher's daily entry): a row a student with a plain
 * select of the points and a notes box, a button that fills every empty row at once, and one save that sends only
 * the rows that changed, in one request. Plain inputs rather than antd's on purpose: a circle of 40 opens at once
 * on a phone. The days offered are the grid's (the last working days of the semester), newest first.
 */
export function DayPoints({ grid, classId }: { grid: PointsGrid; classId: number }) {
  const days = grid.working_days;
  const [day, setDay] = useState(days[days.length - 1]);
  const { entries: outboxEntries } = useOutbox();
  const unsent = useMemo(() => unsentPoints(outboxEntries, classId, grid.semester_id, day), [outboxEntries, classId, grid.semester_id, day]);
  const saved = useMemo(() => ({ ...savedDrafts(grid, day), ...unsent }), [grid, day, unsent]);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [fill, setFill] = useState(String(LIMITS.points.value.max));
  const save = useSaveDayPoints();
  const { message } = App.useApp();
  const confirm = useConfirmedAction();
  const tell = useSubmitFeedback();

  const valueOf = (id: string): Draft => drafts[id] ?? saved[id] ?? { points: '', notes: '' };
  const changed = grid.students.filter((student) => {
    const now = valueOf(student.student_id);
    const before = saved[student.student_id] ?? { points: '', notes: '' };
    return now.points !== before.points || now.notes !== before.notes;
  });
  const changedIds = new Set(changed.map((student) => student.student_id));
  const given = grid.students.filter((student) => valueOf(student.student_id).points !== '').length;

  const edit = (id: string, change: Partial<Draft>) => {
    setDrafts((current) => ({ ...current, [id]: { ...valueOf(id), ...change } }));
    setRowErrors(({ [id]: _gone, ...rest }) => rest);
  };
  const fillEmpty = () =>
    setDrafts((current) => {
      const next = { ...current };
      for (const student of grid.students) {
        if (student.is_active && valueOf(student.student_id).points === '') next[student.student_id] = { ...valueOf(student.student_id), points: fill };
      }
      return next;
    });
  const pickDay = (next: string) => {
    const go = () => {
      setDay(next);
      setDrafts({});
      setRowErrors({});
    };
    if (changed.length === 0) return go();
    confirm({
      run: async () => go(),
      fallback: POINTS_MANAGEMENT_T.saveDayFailed,
      confirm: { title: POINTS_MANAGEMENT_T.unsavedTitle, content: POINTS_MANAGEMENT_T.unsavedContent, okText: POINTS_MANAGEMENT_T.discard },
    });
  };
  const onSave = async () => {
    const entries: NonNullable<DayPointsBody['entries']> = changed.map((student) => {
      const draft = valueOf(student.student_id);
      return { student_id: student.student_id, points_given: draft.points === '' ? null : Number(draft.points), notes: draft.notes.trim() || null };
    });
    let failure: unknown;
    // Without a network the points given wait in the outbox (one request later); a removal needs the network.
    const given = entries.flatMap((entry): GivePointsBody[] =>
      entry.points_given === null || entry.points_given === undefined
        ? []
        : [
            {
              student_id: entry.student_id,
              class_id: classId,
              semester_id: grid.semester_id,
              points_date: day,
              points_given: entry.points_given,
              notes: entry.notes,
            },
          ],
    );
    const names = new Map(grid.students.map((student) => [student.student_id, student.name]));
    const keep = () =>
      outbox.submitMany('points', given, { label: (body) => OUTBOX_T.pointsLabel(names.get(body.student_id) ?? '', body.points_date, body.points_given) });
    const send = () =>
      sendOrKeep(() => save.mutateAsync({ class_id: classId, semester_id: grid.semester_id, points_date: day, entries }), keep).catch((error: unknown) => {
        failure = error;
        throw error;
      });
    const outcome = await submitForm(send, { fallback: POINTS_MANAGEMENT_T.saveDayFailed, feedback: message });
    if (outcome.ok) {
      const data = outcome.data;
      if ('kept' in data) {
        tell(data.kept);
        // The rows kept show as saved (from the outbox); a removal stays as typed, to be saved with a network.
        setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([id]) => given.every((body) => body.student_id !== id))));
      } else {
        message.success(POINTS_MANAGEMENT_T.daySaved(data.sent.saved, data.sent.removed));
        setDrafts({});
      }
      setRowErrors({});
    } else if (failure instanceof ApiError) {
      // The server names the rows it refused (entries.N.field): each row says it under its name.
      const refused: Record<string, string> = {};
      for (const detail of failure.details) {
        const row = /^entries\.(\d+)\./.exec(detail.path);
        if (row) refused[entries[Number(row[1])].student_id] = detail.msg;
      }
      setRowErrors(refused);
    }
  };

  if (days.length === 0) return <Empty description={POINTS_MANAGEMENT_T.noDays} />;
  return (
    <Card>
      <Flex vertical gap={12}>
        <Flex wrap gap={12} align="end" justify="space-between">
          <label className={styles.field}>
            <span>{T.date}</span>
            <Select
              className={styles.daySelect}
              value={day}
              onChange={pickDay}
              aria-label={T.date}
              options={[...days].reverse().map((value) => ({ value, label: dayLabel(value) }))}
            />
          </label>
          <Flex gap={8} align="end" wrap>
            <label className={styles.field}>
              <span>{POINTS_MANAGEMENT_T.fillLabel}</span>
              <select className={styles.input} value={fill} onChange={(event) => setFill(event.target.value)} aria-label={POINTS_MANAGEMENT_T.fillLabel}>
                {POINT_CHOICES}
              </select>
            </label>
            <Button onClick={fillEmpty}>{POINTS_MANAGEMENT_T.fillEmpty}</Button>
          </Flex>
        </Flex>
        <Typography.Text type="secondary" role="status">
          {POINTS_MANAGEMENT_T.dayProgress(given, grid.students.length)}
        </Typography.Text>
        <ul className={styles.dayList} aria-label={POINTS_MANAGEMENT_T.dayListLabel(dayLabel(day))}>
          {grid.students.map((student) => {
            const id = student.student_id;
            const draft = valueOf(id);
            const before = saved[id];
            const dirty = changedIds.has(id);
            // An inactive student keeps what they have but is given no new points (the API refuses them too).
            const locked = !student.is_active && before === undefined;
            const error = rowErrors[id];
            return (
              <li key={id} className={`${styles.dayRow} ${dirty ? styles.dirty : ''}`}>
                <span className={styles.dayName}>
                  {student.name}
                  {unsent[id] ? (
                    <Tag className={styles.inactiveTag} bordered={false} color="warning">
                      {OUTBOX_T.notSent}
                    </Tag>
                  ) : null}
                  {student.is_active ? null : (
                    <Tag className={styles.inactiveTag} bordered={false}>
                      {T.inactive}
                    </Tag>
                  )}
                </span>
                <select
                  className={styles.input}
                  value={draft.points}
                  disabled={locked}
                  onChange={(event) => edit(id, { points: event.target.value })}
                  aria-label={POINTS_MANAGEMENT_T.pointsOf(student.name)}
                  aria-invalid={error ? true : undefined}
                >
                  <option value="">{POINTS_MANAGEMENT_T.empty}</option>
                  {POINT_CHOICES}
                </select>
                <input
                  className={styles.input}
                  value={draft.notes}
                  disabled={locked}
                  maxLength={LIMITS.points.notes}
                  placeholder={`${T.notes} ${T.optional}`}
                  onChange={(event) => edit(id, { notes: event.target.value })}
                  aria-label={POINTS_MANAGEMENT_T.notesOf(student.name)}
                />
                {error ? (
                  <Typography.Text type="danger" className={styles.rowError}>
                    {error}
                  </Typography.Text>
                ) : null}
              </li>
            );
          })}
        </ul>
        {/* One row even on a phone, the count taking what the buttons leave, so the bar covers as little as it can. */}
        <Flex gap={8} align="center" className={styles.saveBar}>
          <Typography.Text type="secondary" className={styles.saveCount}>
            {POINTS_MANAGEMENT_T.changedRows(changed.length)}
          </Typography.Text>
          <Button
            disabled={changed.length === 0 || save.isPending}
            onClick={() => {
              setDrafts({});
              setRowErrors({});
            }}
          >
            {POINTS_MANAGEMENT_T.undo}
          </Button>
          <Button type="primary" disabled={changed.length === 0} loading={save.isPending} onClick={() => void onSave()}>
            {POINTS_MANAGEMENT_T.saveDay}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The day's points still in the outbox (given without a network), by student: they show as saved, marked not yet sent. */
function unsentPoints(entries: OutboxEntry[], classId: number, semesterId: number, day: string): Record<string, Draft> {
  const drafts: Record<string, Draft> = {};
  for (const entry of entries) {
    if (entry.kind !== 'points' || (entry.state !== 'waiting' && entry.state !== 'sending')) continue;
    const { body } = entry;
    if (body.class_id === classId && body.semester_id === semesterId && body.points_date === day)
      drafts[body.student_id] = { points: String(body.points_given), notes: body.notes ?? '' };
  }
  return drafts;
}

/** The day's saved entries as the rows show them, by student. */
function savedDrafts(grid: PointsGrid, day: string): Record<string, Draft> {
  const drafts: Record<string, Draft> = {};
  for (const entry of grid.points) {
    if (entry.points_date === day) drafts[entry.student_id] = { points: String(entry.points_given), notes: entry.notes ?? '' };
  }
  return drafts;
}
