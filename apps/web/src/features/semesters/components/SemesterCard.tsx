import { Button, Card, Typography } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { MESSAGES } from '#common';
import { useDeleteSemester, type Semester } from '../../../api/semesters';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { SEMESTERS_T } from '../locale';
import styles from '../semesters.module.css';
import { SemesterFacts } from './SemesterFacts';
import { SemesterFormModal } from './SemesterFormModal';
import { SemesterTimeState } from './SemesterTimeState';
import { DeleteAction, EditAction } from '../../../shared/list/CardActions';

interface SemesterCardProps {
  semester: Semester;
  /** Deleting takes the courses and their grades along: the platform admin's alone (RULES.semesters.delete). */
  canDelete: boolean;
  /** Opens the semester's details and courses. */
  onOpen: (semester: Semester) => void;
}

/** One semester: its time state and calendar, and edit, details with courses, and (for the admin) delete. */
export function SemesterCard({ semester, canDelete, onOpen }: SemesterCardProps) {
  const act = useConfirmedAction();
  const remove = useDeleteSemester();

  const onDelete = () =>
    act({
      run: () => remove.mutateAsync(semester.id),
      successText: MESSAGES.semesters.deleted,
      fallback: SEMESTERS_T.semesterDeleteFailed,
      confirm: { title: SEMESTERS_T.deleteSemesterTitle, content: SEMESTERS_T.semesterDeleteConfirm(semester.name) },
    });

  const actions = [
    <SemesterFormModal key="edit" schoolId={semester.school_id} semester={semester} trigger={<EditAction />} />,
    <Button key="open" type="text" icon={<UnorderedListOutlined />} onClick={() => onOpen(semester)}>
      {SEMESTERS_T.coursesAndDetails}
    </Button>,
    ...(canDelete ? [<DeleteAction key="delete" onClick={onDelete} loading={remove.isPending} />] : []),
  ];

  return (
    <Card
      title={
        <Typography.Text strong className={styles.cardTitle}>
          {semester.name}
        </Typography.Text>
      }
      actions={actions}
    >
      <SemesterTimeState semester={semester} />
      <SemesterFacts semester={semester} />
    </Card>
  );
}
