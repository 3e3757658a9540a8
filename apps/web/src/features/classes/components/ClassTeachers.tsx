import { Tag, Typography } from 'antd';
import { classTeacherNamesForCard } from '#common';
import { CLASSES_T } from '../locale';
import styles from '../classes.module.css';
import type { ClassItem } from '../types';

/**
 * A card's teachers (spec 02 section 9): two names at most, each cut to its first two words, the primary marked,
 * then how many more; or 'not assigned'. The API lists the primary first, so it is always among the two shown.
 */
export function ClassTeachers({ teachers }: { teachers: ClassItem['teachers_with_roles'] }) {
  if (teachers.length === 0) return <Typography.Text type="secondary">{CLASSES_T.noTeachers}</Typography.Text>;
  const { shown, more } = classTeacherNamesForCard(teachers.map((teacher) => teacher.name));
  return (
    <span className={styles.teacherNames}>
      {shown.map((name, index) => (
        <span key={teachers[index].id} title={teachers[index].name}>
          {name}
          {teachers[index].role === 'primary' ? <Tag color="processing" className={styles.primaryTag}>{CLASSES_T.primary}</Tag> : null}
        </span>
      ))}
      {more > 0 ? (
        <Typography.Text type="secondary" title={teachers.slice(shown.length).map((teacher) => teacher.name).join('، ')}>
          {CLASSES_T.moreTeachers(more)}
        </Typography.Text>
      ) : null}
    </span>
  );
}
