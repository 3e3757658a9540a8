import { useState } from 'react';
import { Button, Card, Descriptions, Typography } from 'antd';
import { BookOutlined, CalendarOutlined, InfoCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { T } from '../../../shared/locale';
import { MY_CLASSES_T } from '../locale';
import styles from '../my-classes.module.css';
import type { TeacherClass } from '../types';
import { ClassCoursesModal } from '../../../shared/courses/ClassCoursesModal';
import { ClassDetailsModal } from './ClassDetailsModal';
import { ClassStudentsModal } from './ClassStudentsModal';

/** One of the teacher's circles: where and when it meets, and its students, details, courses and attendance. */
export function TeacherClassCard({ circle }: { circle: TeacherClass }) {
  // The dialogs render their content only while open, so their lists are fetched only then.
  const [dialog, setDialog] = useState<'students' | 'details' | 'courses' | null>(null);
  const close = () => setDialog(null);
  const navigate = useNavigate();

  return (
    <Card
      title={
        <Typography.Text strong className={styles.cardTitle} title={circle.name}>
          {circle.name}
        </Typography.Text>
      }
    >
      <Descriptions column={1} size="small" className={styles.details}>
        <Descriptions.Item label={T.complex}>{circle.school_name}</Descriptions.Item>
        <Descriptions.Item label={T.semester}>{circle.semester_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.schoolLevel}>{circle.school_level}</Descriptions.Item>
        <Descriptions.Item label={T.studentCount}>{circle.student_count}</Descriptions.Item>
      </Descriptions>
      <div className={styles.cardButtons}>
        <Button type="primary" icon={<TeamOutlined />} onClick={() => setDialog('students')}>
          {MY_CLASSES_T.students}
        </Button>
        <Button icon={<InfoCircleOutlined />} onClick={() => setDialog('details')}>
          {MY_CLASSES_T.details}
        </Button>
        <Button icon={<BookOutlined />} onClick={() => setDialog('courses')}>
          {MY_CLASSES_T.courses}
        </Button>
        <Button
          icon={<CalendarOutlined />}
          onClick={() => void navigate(`/attendance?class_id=${circle.id}${circle.semester_id === null ? '' : `&semester_id=${circle.semester_id}`}`)}
        >
          {MY_CLASSES_T.attendance}
        </Button>
      </div>
      <ClassStudentsModal circle={circle} open={dialog === 'students'} onClose={close} />
      <ClassDetailsModal circle={circle} open={dialog === 'details'} onClose={close} />
      <ClassCoursesModal circle={circle} open={dialog === 'courses'} onClose={close} readOnly />
    </Card>
  );
}
