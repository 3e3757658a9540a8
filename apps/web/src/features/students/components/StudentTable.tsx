import { useState } from 'react';
import { Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { STUDENTS_T } from '../locale';
import styles from '../students.module.css';
import type { Student } from '../types';
import { DeleteButton, StatusButton } from './StudentCard';
import { StudentDetailsModal } from './StudentDetailsModal';
import { LtrText, StudentStatusTag } from './StudentFields';
import { StudentFormModal } from './StudentFormModal';

/** Arabic order, a missing value (no circle, no complex) after every present one. */
const byText = (a: string | null, b: string | null) => (a === null || b === null ? Number(a === null) - Number(b === null) : a.localeCompare(b, 'ar'));

/**
 * The students as a table (the list's other view, for a complex of thousands): sorted by name unless a column's
 * header says otherwise, 50 to a page, the name opening the student's details, and the card's edit, suspend or
 * activate, and delete after it for whoever may. The memorisation plan, the review map and the study profile stay
 * on the cards.
 */
export function StudentTable({
  query,
  emptyText,
  showComplex,
  canEdit,
  canDelete,
}: {
  query: UseQueryResult<Student[]>;
  emptyText: string;
  showComplex: boolean;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const [details, setDetails] = useState<Student | null>(null);
  if (query.isError) return <QueryError error={query.error} fallback={STUDENTS_T.loadFailed} onRetry={() => void query.refetch()} />;

  const columns: TableColumnsType<Student> = [
    {
      title: T.fullName,
      key: 'name',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => byText(fullName(a), fullName(b)),
      render: (_, student) => (
        <Flex vertical>
          <Typography.Link onClick={() => setDetails(student)}>{fullName(student)}</Typography.Link>
          <Typography.Text type="secondary">
            <LtrText value={student.id} />
          </Typography.Text>
        </Flex>
      ),
    },
    ...(canEdit || canDelete
      ? [
          {
            title: T.actions,
            key: 'actions',
            render: (_: unknown, student: Student) => (
              <div className={styles.rowActions}>
                {canEdit ? (
                  <>
                    <StudentFormModal
                      student={student}
                      trigger={
                        <Button type="text" icon={<EditOutlined />}>
                          {T.edit}
                        </Button>
                      }
                    />
                    <StatusButton student={student} />
                  </>
                ) : null}
                {canDelete ? <DeleteButton student={student} /> : null}
              </div>
            ),
          },
        ]
      : []),
    { title: T.circle, key: 'circle', sorter: (a, b) => byText(a.class_name, b.class_name), render: (_, student) => student.class_name ?? STUDENTS_T.noCircle },
    ...(showComplex
      ? [
          {
            title: T.complex,
            key: 'complex',
            responsive: ['md' as const],
            sorter: (a: Student, b: Student) => byText(a.school_name, b.school_name),
            render: (_: unknown, student: Student) => student.school_name ?? T.notSet,
          },
        ]
      : []),
    {
      title: T.schoolLevel,
      key: 'level',
      responsive: ['xxl'],
      sorter: (a, b) => byText(a.school_level, b.school_level),
      render: (_, student) => student.school_level ?? T.notSet,
    },
    {
      title: T.status,
      key: 'status',
      responsive: ['sm'],
      sorter: (a, b) => Number(b.is_active) - Number(a.is_active),
      render: (_, student) => <StudentStatusTag active={student.is_active} />,
    },
  ];

  return (
    <>
      <Table<Student>
        rowKey="id"
        size="small"
        loading={query.isPending}
        dataSource={query.data ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        pagination={{ defaultPageSize: 50, pageSizeOptions: [50, 100, 200], showSizeChanger: true, hideOnSinglePage: true }}
      />
      {details ? <StudentDetailsModal student={details} open onClose={() => setDetails(null)} /> : null}
    </>
  );
}
