import { Alert, Button, Divider, Modal } from 'antd';
import { CoursesPanel } from '../../../shared/courses/CoursesPanel';
import { T } from '../../../shared/locale';
import { MY_CLASSES_T } from '../locale';
import type { TeacherClass } from '../types';

/**
 * The courses the circle is graded in this semester, read-only (the complex's manager sets them on /classes and
 * /class-courses): the complex's courses of the semester, then the circle's own, each with their weights.
 */
export function ClassCoursesModal({ circle, open, onClose }: { circle: TeacherClass; open: boolean; onClose: () => void }) {
  return (
    <Modal
      title={MY_CLASSES_T.coursesOf(circle.name)}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={920}
      centered
      destroyOnHidden
    >
      {circle.semester_id === null ? (
        <Alert type="info" showIcon message={MY_CLASSES_T.coursesNoSemester} />
      ) : (
        <>
          <Alert type="info" showIcon message={MY_CLASSES_T.coursesNote} />
          <Divider orientation="start">{MY_CLASSES_T.complexCourses}</Divider>
          <CoursesPanel semesterId={circle.semester_id} schoolId={circle.school_id} classId={null} canManage={false} compact />
          <Divider orientation="start">{MY_CLASSES_T.circleCourses}</Divider>
          <CoursesPanel semesterId={circle.semester_id} schoolId={circle.school_id} classId={circle.id} canManage={false} compact />
        </>
      )}
    </Modal>
  );
}
