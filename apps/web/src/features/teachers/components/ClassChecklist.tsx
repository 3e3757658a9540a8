import { Checkbox, Empty, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { classQueries } from '../../../api/classes';
import { TEACHERS_T } from '../locale';
import styles from '../teachers.module.css';

/**
 * The teacher form's assigned circles, a form control over `class_ids`: a box for each circle of the chosen
 * complex (the API refuses a circle of another one).
 */
export function ClassChecklist({
  id,
  schoolId,
  value = [],
  onChange,
}: {
  id?: string;
  schoolId: number | undefined;
  value?: number[];
  onChange?: (value: number[]) => void;
}) {
  const classes = useQuery({ ...classQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined });

  if (schoolId === undefined) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEACHERS_T.classesNeedComplex} />;
  if (classes.isPending) return <Spin />;
  const list = classes.data ?? [];
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEACHERS_T.complexHasNoClasses} />;

  return (
    <>
      <Typography.Paragraph type="secondary" className={styles.checklistNote}>
        {TEACHERS_T.assignedClassesNote}
      </Typography.Paragraph>
      <div id={id} role="group" aria-label={TEACHERS_T.assignedClasses} className={styles.checklist}>
        <Checkbox.Group
          value={value}
          onChange={(ids) => onChange?.(ids)}
          options={list.map((circle) => ({
            value: circle.id,
            label: circle.is_active ? circle.name : `${circle.name} (${TEACHERS_T.inactiveClass})`,
          }))}
        />
      </div>
    </>
  );
}
