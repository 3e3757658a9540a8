import { Card, Descriptions, Empty, Flex, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { classQueries } from '../../../api/classes';
import type { ApiData } from '../../../api/types';
import { T } from '../../../shared/locale';
import { QueryError } from '../../../shared/list/QueryError';
import { HOME_T } from '../locale';
import styles from '../home.module.css';

type SchoolClass = ApiData<'/api/classes', 'get'>[number];

/**
 * The circles of the signed-in teacher or student: the API answers only their own for these roles, so the list
 * needs no filter. Each shows its complex, semester, students and teachers.
 */
export function MyClassesCard({ title }: { title: string }) {
  const classes = useQuery(classQueries.list());
  return (
    <Card
      title={
        <Typography.Title level={2} className={styles.cardHeading}>
          {title}
        </Typography.Title>
      }
    >
      {classes.isPending ? (
        <Skeleton active />
      ) : classes.isError ? (
        <QueryError error={classes.error} fallback={T.classesLoadFailed} onRetry={() => void classes.refetch()} />
      ) : classes.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={HOME_T.noClasses} />
      ) : (
        <Flex vertical gap={16}>
          {classes.data.map((schoolClass) => (
            <ClassSummary key={schoolClass.id} schoolClass={schoolClass} />
          ))}
        </Flex>
      )}
    </Card>
  );
}

function ClassSummary({ schoolClass }: { schoolClass: SchoolClass }) {
  const teachers = schoolClass.teachers_with_roles.map((teacher) => teacher.name);
  return (
    <div className={styles.classSummary}>
      <Typography.Text strong className={styles.className}>
        {schoolClass.name}
      </Typography.Text>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={T.complex}>{schoolClass.school_name}</Descriptions.Item>
        <Descriptions.Item label={T.semester}>{schoolClass.semester_name ?? HOME_T.noSemester}</Descriptions.Item>
        <Descriptions.Item label={T.studentCount}>{schoolClass.student_count}</Descriptions.Item>
        <Descriptions.Item label={T.teachers}>{teachers.length ? teachers.join(T.listSeparator) : T.noTeachers}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
