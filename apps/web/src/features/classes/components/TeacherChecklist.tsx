import { Button, Checkbox, Empty, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { toggleClassTeacher, type ClassTeacherSelection } from '#common';
import { teacherQueries } from '../../../api/teachers';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { CLASSES_T } from '../locale';
import styles from '../classes.module.css';
import { PrimaryTag } from './ClassTeachers';

export const NO_TEACHERS: ClassTeacherSelection = { teacher_ids: [], primary_teacher_id: null };

/**
 * The class form's teachers (spec 01 section 4), a form control over `{ teacher_ids, primary_teacher_id }`: the
 * complex's active teachers with a box each (a pending, rejected or switched-off account cannot teach: the API
 * refuses it too), then those of `kept` (the circle's own) who are not among them, marked as not active.
 * libs/common's toggleClassTeacher keeps the primary rule (the first ticked is primary; unticking the primary
 * promotes the first remaining); any ticked assistant can be made primary.
 */
export function TeacherChecklist({
  id,
  schoolId,
  kept = [],
  value = NO_TEACHERS,
  onChange,
}: {
  id?: string;
  schoolId: number | undefined;
  kept?: readonly { id: string; name: string }[];
  value?: ClassTeacherSelection;
  onChange?: (value: ClassTeacherSelection) => void;
}) {
  const teachers = useQuery({ ...teacherQueries.lookup({ user_type: 'teacher', school_id: schoolId, is_active: true }), enabled: schoolId !== undefined });

  if (schoolId === undefined) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CLASSES_T.teachersNeedComplex} />;
  if (teachers.isPending) return <Spin />;
  const active = (teachers.data ?? []).map((teacher) => ({ id: teacher.id, name: fullName(teacher), inactive: false }));
  const list = [...active, ...kept.filter((teacher) => !active.some((a) => a.id === teacher.id)).map(({ id, name }) => ({ id, name, inactive: true }))];
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CLASSES_T.teachersEmpty} />;

  return (
    <ul id={id} className={styles.teacherList} aria-label={CLASSES_T.classTeachers}>
      {list.map((teacher) => {
        const ticked = value.teacher_ids.includes(teacher.id);
        const primary = value.primary_teacher_id === teacher.id;
        return (
          <li key={teacher.id} className={styles.teacherRow}>
            <Checkbox checked={ticked} onChange={(event) => onChange?.(toggleClassTeacher(value, teacher.id, event.target.checked))}>
              {teacher.name}
              {teacher.inactive ? <Tag className={styles.primaryTag}>{T.accountInactive}</Tag> : null}
            </Checkbox>
            {primary ? (
              <PrimaryTag />
            ) : ticked ? (
              <span className={styles.teacherRole}>
                <Tag>{CLASSES_T.assistant}</Tag>
                <Button
                  type="link"
                  size="small"
                  aria-label={`${CLASSES_T.makePrimary}: ${teacher.name}`}
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
