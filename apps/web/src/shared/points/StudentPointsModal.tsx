import { useState } from 'react';
import { Button, Empty, Flex, Modal, Skeleton, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatDualDate, LIMITS, MESSAGES, RULES } from '#common';
import { pointsQueries, useDeletePoints, type PointsEntry, type StudentPointsParams } from '../../api/points';
import { useCan } from '../../session/viewer';
import { useConfirmedAction } from '../forms/useConfirmedAction';
import { QueryError } from '../list/QueryError';
import { T } from '../locale';
import { POINTS_T } from './locale';
import { PointsFormModal } from './PointsFormModal';
import { POINTS_ENTRY_COLUMNS } from './pointsColumns';

/**
 * One student's points entries (spec 03: the points report's detail modal, the profile dialog's points table): the
 * day, the points as stars and their label, the circle and the teacher, notes; edit and delete for who may give
 * points. `filter` narrows them (two days, a semester, a circle).
 */
export function StudentPointsModal({
  student,
  filter,
  classId,
  open,
  onClose,
}: {
  student: { id: string; name: string };
  filter: Omit<StudentPointsParams, 'page' | 'limit'>;
  /** Only this circle's entries (the profile dialog is of one circle). */
  classId?: number;
  open: boolean;
  onClose: () => void;
}) {
  const entries = useQuery({ ...pointsQueries.student(student.id, { ...filter, limit: LIMITS.points.page.max }), enabled: open });
  const canGive = useCan(RULES.points.give);
  const remove = useDeletePoints();
  const act = useConfirmedAction();
  const [editing, setEditing] = useState<{ entry: PointsEntry; open: boolean } | null>(null);

  const onDelete = (entry: PointsEntry) =>
    act({
      run: () => remove.mutateAsync(entry.id),
      successText: MESSAGES.points.deleted,
      fallback: T.deleteRecordFailed,
      confirm: { title: POINTS_T.deleteTitle, content: POINTS_T.deleteConfirm(student.name, formatDualDate(entry.points_date, 'long').gregorian) },
    });

  return (
    <Modal
      title={POINTS_T.recordsOf(student.name)}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={860}
      centered
      destroyOnHidden
    >
      {entries.isPending ? (
        <Skeleton active />
      ) : entries.isError ? (
        <QueryError error={entries.error} fallback={POINTS_T.loadFailed} onRetry={() => void entries.refetch()} />
      ) : entries.data.points.length === 0 ? (
        <Empty description={POINTS_T.noEntries} />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text>
            {POINTS_T.total}: {entries.data.summary.total_points} / {entries.data.summary.max_points}
          </Typography.Text>
          <Table<PointsEntry>
            rowKey="id"
            size="small"
            dataSource={classId === undefined ? entries.data.points : entries.data.points.filter((entry) => entry.class_id === classId)}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            columns={[
              ...POINTS_ENTRY_COLUMNS,
              ...(canGive
                ? [
                    {
                      title: T.actions,
                      key: 'actions',
                      render: (_: unknown, entry: PointsEntry) => (
                        <Flex gap={4}>
                          <Button
                            size="small"
                            icon={<EditOutlined />}
                            aria-label={`${T.edit} ${formatDualDate(entry.points_date, 'long').gregorian}`}
                            onClick={() => setEditing({ entry, open: true })}
                          />
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={`${T.delete} ${formatDualDate(entry.points_date, 'long').gregorian}`}
                            onClick={() => onDelete(entry)}
                          />
                        </Flex>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Flex>
      )}
      {editing ? (
        <PointsFormModal
          key={editing.entry.id}
          classId={editing.entry.class_id}
          semesterId={editing.entry.semester_id}
          student={student}
          entry={editing.entry}
          open={editing.open}
          onClose={() => setEditing({ ...editing, open: false })}
        />
      ) : null}
    </Modal>
  );
}
