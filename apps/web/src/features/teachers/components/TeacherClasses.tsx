import { Tag, Typography } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { TEACHERS_T } from '../locale';
import styles from '../teachers.module.css';
import type { TeacherItem } from '../types';

/** The circles a teacher teaches, each with their role in it (the primary leads it); or that they teach none. */
export function TeacherClasses({ classes }: { classes: TeacherItem['classes'] }) {
  if (classes.length === 0) return <Typography.Text type="secondary">{TEACHERS_T.noClasses}</Typography.Text>;
  return (
    <ul className={styles.classList}>
      {classes.map((circle) => (
        <li key={circle.id}>
          <span>{circle.name}</span>
          {circle.role === 'primary' ? (
            <Tag color="warning" icon={<CrownOutlined />}>
              {TEACHERS_T.primaryTeacher}
            </Tag>
          ) : (
            <Tag>{TEACHERS_T.assistantTeacher}</Tag>
          )}
          {circle.is_active ? null : <Typography.Text type="secondary">({TEACHERS_T.inactiveClass})</Typography.Text>}
        </li>
      ))}
    </ul>
  );
}
