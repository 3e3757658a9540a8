import { Descriptions, Drawer, Typography } from 'antd';
import { RULES, SEMESTER_TYPES } from '#common';
import type { Semester } from '../../../api/semesters';
import { useCan } from '../../../session/viewer';
import { CoursesPanel } from '../../../shared/courses/CoursesPanel';
import { NARROW_SCREEN, useMediaQuery } from '../../../shared/useMediaQuery';
import { T } from '../../../shared/locale';
import { SEMESTERS_T } from '../locale';
import styles from '../semesters.module.css';
import { SemesterFacts } from './SemesterFacts';
import { SemesterTimeState } from './SemesterTimeState';

/** The semester opened from its card: all its details, then the complex's courses in it (spec 02 section 2.5). */
export function SemesterDrawer({ semester, onClose }: { semester: Semester | null; onClose: () => void }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const canManageCourses = useCan(RULES.courses.manage);

  return (
    <Drawer
      open={semester !== null}
      onClose={onClose}
      title={semester?.name ?? SEMESTERS_T.semesterDetails}
      placement="left"
      width={narrow ? '100%' : 760}
      destroyOnHidden
    >
      {semester ? (
        <div className={styles.drawerBody}>
          <section>
            <Typography.Title level={2} className={styles.sectionTitle}>
              {SEMESTERS_T.detailsHeading}
            </Typography.Title>
            <SemesterTimeState semester={semester} />
            <Descriptions column={1} size="small" className={styles.details}>
              <Descriptions.Item label={SEMESTERS_T.semesterType}>{SEMESTER_TYPES[semester.type]}</Descriptions.Item>
              <Descriptions.Item label={SEMESTERS_T.year}>{semester.year}</Descriptions.Item>
              <Descriptions.Item label={T.complex}>{semester.school_name}</Descriptions.Item>
            </Descriptions>
            <SemesterFacts semester={semester} listHolidays />
          </section>
          <section>
            <Typography.Title level={2} className={styles.sectionTitle}>
              {SEMESTERS_T.coursesHeading}
            </Typography.Title>
            <CoursesPanel semesterId={semester.id} schoolId={semester.school_id} classId={null} canManage={canManageCourses} compact />
          </section>
        </div>
      ) : null}
    </Drawer>
  );
}
