import { useState } from 'react';
import { Alert, Button, Flex, Modal, Select, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { calendarToday, defaultSemester, RULES } from '#common';
import { semesterQueries } from '../../../api/semesters';
import { useCan } from '../../../session/viewer';
import { CoursesPanel } from '../../../shared/courses/CoursesPanel';
import { T } from '../../../shared/locale';
import { CLASSES_T } from '../locale';
import styles from '../classes.module.css';
import type { ClassItem } from '../types';

const SEMESTER_SELECT_ID = 'class-courses-semester';

/**
 * The courses manager of one circle (spec 02 section 2.2): a semester of the circle's complex (the circle's own
 * first, else the current one), then that semester's course list for the circle.
 */
export function ClassCoursesModal({ circle, open, onClose }: { circle: ClassItem; open: boolean; onClose: () => void }) {
  return (
    <Modal
      title={CLASSES_T.coursesTitle(circle.name)}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={920}
      centered
      destroyOnHidden
    >
      <ClassCourses circle={circle} />
    </Modal>
  );
}

function ClassCourses({ circle }: { circle: ClassItem }) {
  const canManage = useCan(RULES.courses.manage);
  const semesters = useQuery(semesterQueries.lookup({ school_id: circle.school_id }));
  const [chosen, setChosen] = useState<number>();
  const semesterId = chosen ?? circle.semester_id ?? defaultSemester(semesters.data ?? [], calendarToday())?.id;

  if (semesters.isPending) return <Spin />;
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12} wrap>
        <Typography.Text strong>
          <label htmlFor={SEMESTER_SELECT_ID}>{T.semester}</label>
        </Typography.Text>
        <Select
          id={SEMESTER_SELECT_ID}
          className={styles.semesterSelect}
          value={semesterId}
          onChange={setChosen}
          placeholder={T.chooseSemester}
          options={(semesters.data ?? []).map((semester) => ({ value: semester.id, label: semester.name }))}
        />
      </Flex>
      {semesterId === undefined ? (
        <Alert type="info" showIcon message={CLASSES_T.noSemesters} />
      ) : (
        <CoursesPanel semesterId={semesterId} schoolId={circle.school_id} classId={circle.id} canManage={canManage} compact />
      )}
    </Flex>
  );
}
