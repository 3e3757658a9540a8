import { Button, Checkbox, Empty, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { toggleClassTeacher, type ClassTeacherSelection } from '#common';
import { teacherQueries } from '../../../api/teachers';
import { fullName } from '../../../shared/user-name';
import { CLASSES_T } from '../locale';
import styles from '../classes.module.css';
import { PrimaryTag } from './ClassTeachers';

export const NO_TEACHERS: ClassTeacherSelection = { teacher_ids: [], primary_teacher_id: null };

/**
 * The class form's teachers (spec 01 section 4), a form control over `{ teacher_ids, primary_teacher_id }`: the
 * complex's teachers with a box each. libs/common's toggleClassTeacher keeps the primary rule (the first ticked
 * is primary; unticking the primary promotes the first remaining); any ticked assistant can be made primary.
 */
export function TeacherChecklist({
  id,
  schoolId,
  value = NO_TEACHERS,
  onChange,
}: {
  id?: string;
  schoolId: number | undefined;
  value?: ClassTeacherSelection;
  onChange?: (value: ClassTeacherSelection) => void;
}) {
  const teachers = useQuery({ ...teacherQueries.lookup({ user_type: 'teacher', school_id: schoolId }), enabled: schoolId !== undefined });

  if (schoolId === undefined) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CLASSES_T.teachersNeedComplex} />;
  if (teachers.isPending) return <Spin />;
  const list = teachers.data ?? [];
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CLASSES_T.teachersEmpty} />;

  return (
    <ul id={id} className={styles.teacherList} aria-label={CLASSES_T.classTeachers}>
      {list.map((teacher) => {
        const ticked = value.teacher_ids.includes(teacher.id);
        const primary = value.primary_teacher_id === teacher.id;
        return (
          <li key={teacher.id} className={styles.teacherRow}>
            <Checkbox checked={ticked} onChange={(event) => onChange?.(toggleClassTeacher(value, teacher.id, event.target.checked))}>
              {fullName(teacher)}
            </Checkbox>
            {primary ? (
              <PrimaryTag />
            ) : ticked ? (
              <span className={styles.teacherRole}>
                <Tag>{CLASSES_T.assistant}</Tag>
                <Button
                  type="link"
                  size="small"
                  aria-label={`${CLASSES_T.makePrimary}: ${fullName(teacher)}`}
                  onClick={() => onChange?.({ ...value, primary_teacher_id: teacher.id })}
                >
                  {CLASSES_T.makePrimary}
                </Button>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
