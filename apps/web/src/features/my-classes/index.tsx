import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { classQueries } from '../../api/classes';
import { CardGrid } from '../../shared/list/CardGrid';
import { TeacherClassCard } from './components/TeacherClassCard';
import { MY_CLASSES_T } from './locale';
import styles from './my-classes.module.css';

/**
 * /my-classes, the teacher's page (spec 03 section 2): a card for each circle they teach (GET /api/classes answers a
 * teacher with those alone), with its students and their grades, its details and its courses.
 */
export default function MyClassesPage() {
  const classes = useQuery(classQueries.list());
  return (
    <>
      <Typography.Paragraph type="secondary" className={styles.subtitle}>
        {MY_CLASSES_T.subtitle}
      </Typography.Paragraph>
      <CardGrid
        query={classes}
        fallback={MY_CLASSES_T.classesLoadFailed}
        emptyText={MY_CLASSES_T.classesEmpty}
        itemKey={(circle) => circle.id}
        renderItem={(circle) => <TeacherClassCard circle={circle} />}
      />
    </>
  );
}
