import { useState } from 'react';
import { Alert, Button, Divider, Flex, Modal, Select, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { calendarToday, defaultSemester, RULES } from '#common';
import { semesterQueries } from '../../api/semesters';
import { useCan } from '../../session/viewer';
import { T } from '../locale';
import { CoursesPanel } from './CoursesPanel';
import { COURSES_T } from './locale';
import styles from './courses.module.css';

/** The circle whose courses are shown (a circle of GET /api/classes). */
interface Circle {
  id: number;
  name: string;
  school_id: number;
  semester_id: number | null;
}

export interface ClassCoursesModalProps {
  circle: Circle;
  open: boolean;
  onClose: () => void;
  /**
   * The teacher's view (/my-classes): the circle's own semester only, the complex's courses beside the circle's, and
   * nothing to change (the complex's manager sets them). Otherwise (/classes) a semester of the circle's complex to
   * choose, and that semester's courses of the circle, managed by whoever RULES.courses.manage admits.
   */
  readOnly?: boolean;
}

/** A circle's courses in a dialog (spec 02 section 2.2, spec 03's teacher circles), each with its weight. */
export function ClassCoursesModal({ circle, open, onClose, readOnly = false }: ClassCoursesModalProps) {
  return (
    <Modal
      title={COURSES_T.circleCoursesTitle(circle.name)}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={920}
      centered
      destroyOnHidden
    >
      {readOnly ? <TeacherCourses circle={circle} /> : <ManagedCourses circle={circle} />}
    </Modal>
  );
}

const SEMESTER_SELECT_ID = 'class-courses-semester';

/** A semester of the circle's complex (the circle's own first, else the current one), then its courses of the circle. */
function ManagedCourses({ circle }: { circle: Circle }) {
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
        <Alert type="info" showIcon message={COURSES_T.noSemesters} />
      ) : (
        <CoursesPanel semesterId={semesterId} schoolId={circle.school_id} classId={circle.id} canManage={canManage} compact />
      )}
    </Flex>
  );
}

/** The courses the circle is graded in this semester: the complex's courses of the semester, then the circle's own. */
function TeacherCourses({ circle }: { circle: Circle }) {
  if (circle.semester_id === null) return <Alert type="info" showIcon message={COURSES_T.circleWithoutSemester} />;
  return (
    <>
      <Alert type="info" showIcon message={COURSES_T.teacherNote} />
      <Divider orientation="start">{COURSES_T.complexCourses}</Divider>
      <CoursesPanel semesterId={circle.semester_id} schoolId={circle.school_id} classId={null} canManage={false} compact />
      <Divider orientation="start">{COURSES_T.circleCourses}</Divider>
      <CoursesPanel semesterId={circle.semester_id} schoolId={circle.school_id} classId={circle.id} canManage={false} compact />
    </>
  );
}
