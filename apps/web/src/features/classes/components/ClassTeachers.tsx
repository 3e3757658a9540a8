import { Tag, Typography } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { classTeacherNamesForCard } from '#common';
import { T } from '../../../shared/locale';
import { CLASSES_T } from '../locale';
import styles from '../classes.module.css';
import type { ClassItem } from '../types';

/**
 * A card's teachers (spec 02 section 9): two names at most, each cut to its first two words, the primary marked,
 * then how many more; or 'not assigned'. The API lists the primary first, so it is always among the two shown.
 */
export function ClassTeachers({ teachers }: { teachers: ClassItem['teachers_with_roles'] }) {
  if (teachers.length === 0) return <Typography.Text type="secondary">{T.noTeachers}</Typography.Text>;
  const { shown, more } = classTeacherNamesForCard(teachers.map((teacher) => teacher.name));
  return (
    <span>
      {shown.map((name, index) => (
        <span key={teachers[index].id} title={teachers[index].name}>
          {index > 0 ? T.listSeparator : null}
          {name}
          {teachers[index].role === 'primary' ? <PrimaryTag className={styles.primaryTag} /> : null}
        </span>
      ))}
      {more > 0 ? (
        <Typography.Text
          type="secondary"
          className={styles.moreTeachers}
          title={teachers
            .slice(shown.length)
            .map((teacher) => teacher.name)
            .join(T.listSeparator)}
        >
          {CLASSES_T.moreTeachers(more)}
        </Typography.Text>
      ) : null}
    </span>
  );
}

/** The mark of a circle's primary teacher, on its card and in its form. */
export function PrimaryTag({ className }: { className?: string }) {
  return (
    <Tag color="warning" icon={<CrownOutlined />} className={className}>
      {CLASSES_T.primary}
    </Tag>
  );
}
