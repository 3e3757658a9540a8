import { lazy, Suspense, useState } from 'react';
import { Button, Card, Descriptions, Typography } from 'antd';
import { BookOutlined, CalendarOutlined, InfoCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { T } from '../../../shared/locale';
import { MY_CLASSES_T } from '../locale';
import styles from '../my-classes.module.css';
import type { TeacherClass } from '../types';

// The dialogs are chunks of their own, loaded when first opened: the cards show none of them (issue 26).
const ClassStudentsModal = lazy(() => import('./ClassStudentsModal').then((module) => ({ default: module.ClassStudentsModal })));
const ClassDetailsModal = lazy(() => import('./ClassDetailsModal').then((module) => ({ default: module.ClassDetailsModal })));
const ClassCoursesDialog = lazy(() => import('./ClassCoursesDialog'));

type Dialog = 'students' | 'details' | 'courses';

/** One of the teacher's circles: where and when it meets, and its students, details, courses and attendance. */
export function TeacherClassCard({ circle }: { circle: TeacherClass }) {
  // The dialogs render their content only while open, so their lists are fetched only then.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A dialog once opened stays mounted, so it closes as antd's do.
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(() => new Set());
  const open = (next: Dialog) => {
    setDialog(next);
    setOpened((previous) => new Set(previous).add(next));
  };
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
        <Button type="primary" icon={<TeamOutlined />} onClick={() => open('students')}>
          {MY_CLASSES_T.students}
        </Button>
        <Button icon={<InfoCircleOutlined />} onClick={() => open('details')}>
          {MY_CLASSES_T.details}
        </Button>
        <Button icon={<BookOutlined />} onClick={() => open('courses')}>
          {MY_CLASSES_T.courses}
        </Button>
        <Button
          icon={<CalendarOutlined />}
          onClick={() => void navigate(`/attendance?class_id=${circle.id}${circle.semester_id === null ? '' : `&semester_id=${circle.semester_id}`}`)}
        >
          {MY_CLASSES_T.attendance}
        </Button>
      </div>
      <Suspense fallback={null}>
        {opened.has('students') ? <ClassStudentsModal circle={circle} open={dialog === 'students'} onClose={close} /> : null}
        {opened.has('details') ? <ClassDetailsModal circle={circle} open={dialog === 'details'} onClose={close} /> : null}
        {opened.has('courses') ? <ClassCoursesDialog circle={circle} open={dialog === 'courses'} onClose={close} /> : null}
      </Suspense>
    </Card>
  );
}
