import { memo, useState } from 'react';
import { Card, Col, Dropdown, Empty, Flex, Row, Segmented, Skeleton, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatDualDate, MESSAGES, pointsGridTotalBand, pointsValueBand, RULES, weekdayName } from '#common';
import { pointsQueries, useDeletePoints, type PointsEntry, type PointsGrid as Grid } from '../../../api/points';
import { useCan } from '../../../session/viewer';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { BandMark } from '../../../shared/grades/GradeMarks';
import { useUrlView } from '../../../shared/list/ListViewSwitch';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { POINTS_T } from '../../../shared/points/locale';
import { PointsFormModal } from '../../../shared/points/PointsFormModal';
import { POINTS_MANAGEMENT_T } from '../locale';
import styles from '../points-management.module.css';
import { DayPoints } from './DayPoints';

type GridStudent = Grid['students'][number];
/** The form open: new points for a student's day, or an entry to change; kept while it closes. */
type Editing = { student: { id: string; name: string }; date?: string; entry?: PointsEntry; open: boolean };

type View = 'day' | 'grid';
const VIEWS = ['day', 'grid'] as const;

/**
 * A circle's points (spec 03, points management): the summary, then for who may give points the day's entry of the
 * whole circle (the teacher's daily job, {@link DayPoints}) or, in the other view (kept in the URL's `view`), the
 * grid of the last 30 working days: a row a student with the total column, a column a day with both calendars, each
 * filled cell coloured by its value, its menu adding when empty, editing or deleting when filled. Who may only read
 * sees the grid.
 */
export function PointsGrid({ classId, semesterId }: { classId: number; semesterId: number }) {
  const grid = useQuery(pointsQueries.grid(classId, semesterId));
  const canGive = useCan(RULES.points.give);
  const remove = useDeletePoints();
  const act = useConfirmedAction();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [chosen, showView] = useUrlView<View>(VIEWS);
  const view: View = canGive ? chosen : 'grid';

  if (grid.isPending) return <Skeleton active />;
  if (grid.isError) return <QueryError error={grid.error} fallback={POINTS_MANAGEMENT_T.loadFailed} onRetry={() => void grid.refetch()} />;
  const { students, working_days: days, points } = grid.data;
  if (students.length === 0) return <Empty description={T.circleNoStudents} />;

  // One lookup of the entries by student and day, so each cell finds its own in constant time.
  const byCell = new Map(points.map((entry) => [`${entry.student_id}|${entry.points_date}`, entry]));
  const shownTotal = (student: GridStudent) => days.reduce((sum, day) => sum + (byCell.get(`${student.student_id}|${day}`)?.points_given ?? 0), 0);
  const totals = students.map(shownTotal);
  const allPoints = totals.reduce((a, b) => a + b, 0);

  const onDelete = (entry: PointsEntry, name: string) =>
    act({
      run: () => remove.mutateAsync(entry.id),
      successText: MESSAGES.points.deleted,
      fallback: T.deleteRecordFailed,
      confirm: { title: POINTS_T.deleteTitle, content: POINTS_T.deleteConfirm(name, formatDualDate(entry.points_date, 'long').gregorian) },
    });

  const columns: TableColumnsType<GridStudent> = [
    { title: T.student, dataIndex: 'name', key: 'name', fixed: 'left', width: 150, className: styles.nameCell },
    {
      title: POINTS_T.total,
      key: 'total',
      width: 80,
      align: 'center',
      render: (_, student, index) => <BandMark band={pointsGridTotalBand(totals[index])}>{totals[index]}</BandMark>,
    },
    ...[...days].reverse().map((day) => {
      const { gregorian, hijri } = formatDualDate(day, 'numeric');
      return {
        key: day,
        width: 72,
        align: 'center' as const,
        title: (
          <span className={styles.dayHeader}>
            <span>{weekdayName(day)}</span>
            <span>{gregorian}</span>
            <Typography.Text type="secondary" className={styles.hijri}>
              {hijri}
            </Typography.Text>
          </span>
        ),
        render: (_: unknown, student: GridStudent) => (
          <PointsCell
            name={student.name}
            dayLabel={`${weekdayName(day)} ${gregorian}`}
            entry={byCell.get(`${student.student_id}|${day}`)}
            canGive={canGive}
            onAdd={() => setEditing({ student: { id: student.student_id, name: student.name }, date: day, open: true })}
            onEdit={(entry) => setEditing({ student: { id: student.student_id, name: student.name }, entry, open: true })}
            onDelete={(entry) => onDelete(entry, student.name)}
          />
        ),
      };
    }),
  ];

  return (
    <Flex vertical gap={16}>
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={T.studentCount} value={students.length} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={POINTS_MANAGEMENT_T.averageTotal} value={students.length ? Math.round((allPoints / students.length) * 10) / 10 : 0} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={T.workingDays} value={days.length} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={T.totalPoints} value={allPoints} />
          </Card>
        </Col>
      </Row>
      {canGive ? (
        <Segmented<View>
          aria-label={T.listView}
          value={view}
          onChange={showView}
          options={[
            { value: 'day', label: POINTS_MANAGEMENT_T.dayView },
            { value: 'grid', label: POINTS_MANAGEMENT_T.gridView },
          ]}
        />
      ) : null}
      {view === 'day' ? (
        <DayPoints key={`${classId}-${semesterId}`} grid={grid.data} classId={classId} />
      ) : (
        <Card>
          <Flex vertical gap={12}>
            {canGive ? null : <Typography.Text type="secondary">{POINTS_MANAGEMENT_T.readOnly}</Typography.Text>}
            {days.length === 0 ? (
              <Empty description={POINTS_MANAGEMENT_T.noDays} />
            ) : (
              <Table<GridStudent>
                rowKey="student_id"
                size="small"
                bordered
                pagination={false}
                columns={columns}
                dataSource={students}
                scroll={{ x: 'max-content' }}
              />
            )}
          </Flex>
        </Card>
      )}
      {editing ? (
        <PointsFormModal
          key={`${editing.student.id}-${editing.entry?.id ?? editing.date}`}
          classId={classId}
          semesterId={semesterId}
          student={editing.student}
          entry={editing.entry}
          date={editing.date}
          open={editing.open}
          onClose={() => setEditing({ ...editing, open: false })}
        />
      ) : null}
    </Flex>
  );
}

/** One day of one student: the points coloured by their band, or a dash; the menu for who may give points. */
const PointsCell = memo(function PointsCell({
  name,
  dayLabel,
  entry,
  canGive,
  onAdd,
  onEdit,
  onDelete,
}: {
  name: string;
  dayLabel: string;
  entry: PointsEntry | undefined;
  canGive: boolean;
  onAdd: () => void;
  onEdit: (entry: PointsEntry) => void;
  onDelete: (entry: PointsEntry) => void;
}) {
  // The menu is made only for the cell pressed: a grid of 40 students and 30 days is 1,200 cells, and a dropdown in
  // each made a phone wait seconds for the first picture.
  const [menu, setMenu] = useState(false);
  const label = POINTS_MANAGEMENT_T.cellLabel(name, dayLabel, entry ? POINTS_T.pointsOutOfFive(entry.points_given) : POINTS_MANAGEMENT_T.empty);
  const face = (
    <button type="button" className={`${styles.cell} ${entry ? '' : styles.empty}`} aria-label={label} disabled={!canGive} onClick={() => setMenu(true)}>
      {entry ? <BandMark band={pointsValueBand(entry.points_given)}>{entry.points_given}</BandMark> : '—'}
    </button>
  );
  if (!canGive || !menu) return face;
  const items = entry
    ? [
        { key: 'edit', icon: <EditOutlined />, label: T.edit, onClick: () => onEdit(entry) },
        { key: 'delete', icon: <DeleteOutlined />, label: T.delete, danger: true, onClick: () => onDelete(entry) },
      ]
    : [{ key: 'add', icon: <PlusOutlined />, label: POINTS_MANAGEMENT_T.add, onClick: onAdd }];
  return (
    <Dropdown open trigger={['click']} menu={{ items, onClick: () => setMenu(false) }} onOpenChange={(open) => setMenu(open)}>
      {face}
    </Dropdown>
  );
});
