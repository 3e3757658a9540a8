import { Flex, Rate, Typography, type TableColumnsType } from 'antd';
import { pointsLabel } from '#common';
import type { PointsEntry } from '../../api/points';
import { DualDate } from '../DualDate';
import { T } from '../locale';
import { POINTS_T } from './locale';

/** A student's points entries as every table of them shows them: the day, the points as stars with their label, the circle, the teacher and the notes. */
export const POINTS_ENTRY_COLUMNS: TableColumnsType<PointsEntry> = [
  { title: T.date, key: 'date', render: (_, entry) => <DualDate date={entry.points_date} /> },
  {
    title: POINTS_T.points,
    key: 'points',
    render: (_, entry) => (
      <Flex vertical>
        <Rate disabled allowHalf value={entry.points_given} aria-label={POINTS_T.pointsOutOfFive(entry.points_given)} />
        <Typography.Text type="secondary">
          {POINTS_T.pointsOutOfFive(entry.points_given)} · {pointsLabel(entry.points_given)}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: T.circle, dataIndex: 'class_name', key: 'class' },
  { title: T.teacher, dataIndex: 'teacher_name', key: 'teacher', render: (name: string | null) => name ?? '—' },
  { title: T.notes, dataIndex: 'notes', key: 'notes', render: (notes: string | null) => notes ?? '—' },
];
