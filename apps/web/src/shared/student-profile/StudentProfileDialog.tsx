import { useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Modal, Progress, Skeleton, Tag, Tooltip, Typography } from 'antd';
import {
  AimOutlined,
  ArrowRightOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  PlusOutlined,
  StarOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatDualDate, gradePercentage, MESSAGES, RULES } from '#common';
import { isQuranMemorisationCourse } from '#quran';
import { gradingQueries, useDeleteGrade, type Grade, type StudentProfile } from '../../api/grading';
import { OUTBOX_T } from '../../offline/locale';
import { useOnline } from '../../offline/useOnline';
import { useCan } from '../../session/viewer';
import { DualDate } from '../DualDate';
import { useConfirmedAction } from '../forms/useConfirmedAction';
import { rangeLabel, type GradeCourse } from '../grades/grade';
import { GradeFormModal } from '../grades/GradeFormModal';
import { GradeBar } from '../grades/GradeBar';
import { AverageGrade } from '../grades/GradeMarks';
import { GRADES_T } from '../grades/locale';
import { QueryError } from '../list/QueryError';
import { POINTS_T } from '../points/locale';
import { PointsFormModal } from '../points/PointsFormModal';
import { StudentPointsModal } from '../points/StudentPointsModal';
import { T } from '../locale';
import { QURAN_T } from '../quran/locale';
import { positionText } from '../quran/position';
import { fullName } from '../user-name';
import { AttendanceRecordsDialog } from './AttendanceRecordsDialog';
import { GoalStatusTag } from './GoalStatusTag';
import { PROFILE_T } from './locale';
import { MemorisationPlanDialog } from './MemorisationPlanDialog';
import { RecordAttendanceDialog } from './RecordAttendanceDialog';
import { ReviewMapDialog } from './ReviewMapDialog';
import styles from './student-profile.module.css';

export interface StudentProfileDialogProps {
  classId: number;
  studentId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The student profile dialog (spec 03 section 2): a student within a circle, with quick actions (give points, record attendance,
 * the attendance records, the points table, the memorisation plan, the review map), summary tiles, the goal, the last memorisation grade, a button per course to add a grade,
 * and this circle's grades of its semester with edit and delete. Staff open it from /classes, /students and the
 * grading screens; grading buttons only for those who may grade (RULES.grading.edit). Full screen on a phone.
 */
export function StudentProfileDialog({ classId, studentId, open, onClose }: StudentProfileDialogProps) {
  const profile = useQuery({ ...gradingQueries.profile(classId, studentId), enabled: open });
  const student = profile.data?.student;
  return (
    <Modal
      title={
        <span className={styles.header}>
          <Button type="text" icon={<ArrowRightOutlined />} onClick={onClose}>
            {T.back}
          </Button>
          <span className={styles.headerName}>{student ? PROFILE_T.openProfileOf(fullName(student)) : PROFILE_T.openProfile}</span>
        </span>
      }
      open={open}
      onCancel={onClose}
      footer={null}
      width={1000}
      className={styles.dialog}
      centered
      destroyOnHidden
      closable={{ 'aria-label': T.close }}
    >
      {profile.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : profile.isError ? (
        <QueryError error={profile.error} fallback={PROFILE_T.loadFailed} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileContent classId={classId} student={profile.data.student} />
      )}
    </Modal>
  );
}

/** A sub-dialog being shown; kept while it closes, so it fades out whole. */
type SubDialog =
  | { kind: 'plan'; editing: boolean; open: boolean }
  | { kind: 'review' | 'mark-attendance' | 'attendance-records' | 'give-points' | 'points-records'; open: boolean }
  | { kind: 'grade'; course: GradeCourse; grade?: Grade; open: boolean };

function ProfileContent({ classId, student }: { classId: number; student: StudentProfile }) {
  const canGrade = useCan(RULES.grading.edit);
  const canMark = useCan(RULES.attendance.manage);
  const canGivePoints = useCan(RULES.points.give);
  const semesterId = student.semester_id;
  const remove = useDeleteGrade();
  const act = useConfirmedAction();
  const [dialog, setDialog] = useState<SubDialog | null>(null);
  const close = () => setDialog(dialog && { ...dialog, open: false });
  const name = fullName(student);
  const courseOf = (grade: Grade): GradeCourse =>
    student.courses.find((course) => course.id === grade.course_id) ?? { id: grade.course_id, name: grade.course_name, max_grade: grade.max_grade };

  const onDelete = (grade: Grade) =>
    act({
      run: () => remove.mutateAsync(grade.id),
      successText: MESSAGES.grades.deleted,
      fallback: GRADES_T.deleteFailed,
      confirm: { title: GRADES_T.deleteTitle, content: GRADES_T.deleteConfirm(grade.course_name, dayOf(grade)) },
    });

  return (
    <Flex vertical gap={20}>
      <div className={styles.identity}>
        <Typography.Text type="secondary">{student.school_level ?? T.notSet}</Typography.Text>
        <Typography.Text>
          {T.circle}: {student.class_name}
        </Typography.Text>
        <Tag color={student.status === 'active' ? 'success' : 'default'}>{student.status === 'active' ? T.active : T.inactive}</Tag>
      </div>

      <div className={styles.actions} role="group" aria-label={PROFILE_T.quickActions}>
        {semesterId !== null && canGivePoints ? (
          <Button icon={<StarOutlined />} onClick={() => setDialog({ kind: 'give-points', open: true })}>
            {POINTS_T.give}
          </Button>
        ) : null}
        {semesterId !== null && canMark ? (
          <Button icon={<CarryOutOutlined />} onClick={() => setDialog({ kind: 'mark-attendance', open: true })}>
            {PROFILE_T.recordAttendance}
          </Button>
        ) : null}
        {semesterId !== null ? (
          <Button icon={<CalendarOutlined />} onClick={() => setDialog({ kind: 'attendance-records', open: true })}>
            {PROFILE_T.attendanceRecords}
          </Button>
        ) : null}
        {semesterId !== null ? (
          <Button icon={<UnorderedListOutlined />} onClick={() => setDialog({ kind: 'points-records', open: true })}>
            {PROFILE_T.pointsRecords}
          </Button>
        ) : null}
        <Button icon={<AimOutlined />} onClick={() => setDialog({ kind: 'plan', editing: false, open: true })}>
          {QURAN_T.memorisationPlan}
        </Button>
        <Button icon={<HistoryOutlined />} onClick={() => setDialog({ kind: 'review', open: true })}>
          {PROFILE_T.reviewFollowUp}
        </Button>
      </div>

      <SummaryTiles student={student} />

      <div className={styles.panels}>
        <Panel title={QURAN_T.target}>
          <GoalPanel student={student} canEdit={canGrade} onEdit={() => setDialog({ kind: 'plan', editing: true, open: true })} />
        </Panel>
        <Panel title={PROFILE_T.lastMemorisation}>
          <LastMemorisation grades={student.grades} />
        </Panel>
      </div>

      {canGrade ? (
        <Panel title={GRADES_T.addGrade}>
          {student.courses.length === 0 ? (
            <Alert type="info" showIcon message={GRADES_T.noCourses} />
          ) : (
            <>
              <Typography.Text type="secondary">{PROFILE_T.addGradeHint}</Typography.Text>
              <CourseButtons courses={student.courses} onPick={(course) => setDialog({ kind: 'grade', course, open: true })} />
            </>
          )}
        </Panel>
      ) : null}

      <Panel title={`${PROFILE_T.gradesSection} (${student.grades.length})`}>
        {student.grades.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PROFILE_T.gradesEmpty} />
        ) : (
          <ul className={styles.gradeList}>
            {student.grades.map((grade) => (
              <GradeRow
                key={grade.id}
                grade={grade}
                canEdit={canGrade}
                onEdit={() => setDialog({ kind: 'grade', course: courseOf(grade), grade, open: true })}
                onDelete={() => onDelete(grade)}
              />
            ))}
          </ul>
        )}
      </Panel>

      {dialog?.kind === 'plan' ? (
        <MemorisationPlanDialog student={student} classId={classId} plan={student.plan} startEditing={dialog.editing} open={dialog.open} onClose={close} />
      ) : null}
      {dialog?.kind === 'review' ? <ReviewMapDialog studentId={student.id} name={name} open={dialog.open} onClose={close} /> : null}
      {dialog?.kind === 'mark-attendance' && semesterId !== null ? (
        <RecordAttendanceDialog classId={classId} semesterId={semesterId} student={{ id: student.id, name }} open={dialog.open} onClose={close} />
      ) : null}
      {dialog?.kind === 'give-points' && semesterId !== null ? (
        <PointsFormModal classId={classId} semesterId={semesterId} student={{ id: student.id, name }} open={dialog.open} onClose={close} />
      ) : null}
      {dialog?.kind === 'points-records' && semesterId !== null ? (
        <StudentPointsModal student={{ id: student.id, name }} filter={{ semester_id: semesterId }} classId={classId} open={dialog.open} onClose={close} />
      ) : null}
      {dialog?.kind === 'attendance-records' && semesterId !== null ? (
        <AttendanceRecordsDialog classId={classId} semesterId={semesterId} student={{ id: student.id, name }} open={dialog.open} onClose={close} />
      ) : null}
      {dialog?.kind === 'grade' ? (
        <GradeFormModal
          key={`${dialog.course.id}-${dialog.grade?.id ?? 'new'}`}
          classId={classId}
          semesterId={semesterId}
          studentId={student.id}
          course={dialog.course}
          grade={dialog.grade}
          lastGrade={student.grades.find((grade) => grade.course_id === dialog.course.id)}
          memorised={student}
          open={dialog.open}
          onClose={close}
        />
      ) : null}
    </Flex>
  );
}

type Course = StudentProfile['courses'][number];

/**
 * A button per course of the circle's semester, with its weight. A circle may have courses of its own beside the
 * complex's for the whole semester, often of the same names: they are then shown as two labelled groups.
 */
function CourseButtons({ courses, onPick }: { courses: Course[]; onPick: (course: Course) => void }) {
  const own = courses.filter((course) => course.class_id !== null);
  const shared = courses.filter((course) => course.class_id === null);
  const groups =
    own.length > 0 && shared.length > 0
      ? [
          { label: PROFILE_T.circleCourses, courses: own },
          { label: PROFILE_T.complexCourses, courses: shared },
        ]
      : [{ label: null, courses }];
  return (
    <>
      {groups.map((group) => (
        <div key={group.label ?? 'all'} className={styles.courseGroup} role="group" aria-label={group.label ?? GRADES_T.addGrade}>
          {group.label ? <Typography.Text strong>{group.label}</Typography.Text> : null}
          <div className={styles.courseButtons}>
            {group.courses.map((course) => (
              <Button
                key={course.id}
                icon={<PlusOutlined />}
                aria-label={`${GRADES_T.addTitle(course.name)} ${course.percentage}%`}
                onClick={() => onPick(course)}
              >
                {course.name}
                <Typography.Text type="secondary" className={styles.courseWeight}>
                  {course.percentage}%
                </Typography.Text>
              </Button>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

/** A titled block of the dialog. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.panel}>
      <Typography.Title level={3} className={styles.panelTitle}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The four tiles: pages memorised of 604, the weighted average with its colour band, the grades, the goal's status. */
function SummaryTiles({ student }: { student: StudentProfile }) {
  return (
    <ul className={styles.tiles} aria-label={PROFILE_T.summary}>
      <Tile label={QURAN_T.memorisedPages}>
        <span className={styles.tileValue}>{QURAN_T.pagesOf(student.memorized_pages, student.total_pages)}</span>
        <Progress percent={student.pages_percentage} size="small" showInfo={false} aria-label={QURAN_T.memorisedPages} />
        <Typography.Text type="secondary">{PROFILE_T.pagesPercentage(student.pages_percentage)}</Typography.Text>
      </Tile>
      <Tile label={PROFILE_T.averageGrade}>
        <span className={styles.tileValue}>
          {student.averageGrade === null ? (
            <Typography.Text type="secondary">{PROFILE_T.noAverage}</Typography.Text>
          ) : (
            <AverageGrade value={student.averageGrade} />
          )}
        </span>
        <Typography.Text type="secondary">{PROFILE_T.inThisSemester}</Typography.Text>
      </Tile>
      <Tile label={PROFILE_T.gradesCount}>
        <span className={styles.tileValue}>{student.grades.length}</span>
        <Typography.Text type="secondary">{PROFILE_T.inThisSemester}</Typography.Text>
      </Tile>
      <Tile label={PROFILE_T.goalStatus}>
        <span className={styles.tileValue}>
          <GoalStatusTag status={student.plan.status} />
        </span>
        {student.plan.percentage === null ? null : <Typography.Text type="secondary">{PROFILE_T.goalPercentage(student.plan.percentage)}</Typography.Text>}
      </Tile>
    </ul>
  );
}

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className={styles.tile}>
      <Typography.Text type="secondary" className={styles.tileLabel}>
        {label}
      </Typography.Text>
      {children}
    </li>
  );
}

/** The target and where the student stands: achieved, exceeded or in progress, and the share of its pages done. */
function GoalPanel({ student, canEdit, onEdit }: { student: StudentProfile; canEdit: boolean; onEdit: () => void }) {
  const target = positionText(student.target_surah_id, student.target_ayah_number);
  const { plan } = student;
  return (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Text strong>{target ?? QURAN_T.noTarget}</Typography.Text>
      {target ? <GoalStatusTag status={plan.status} /> : null}
      {plan.percentage === null ? null : (
        <div className={styles.goalBar}>
          <Progress percent={plan.percentage} aria-label={QURAN_T.goalPercentage} />
          <Typography.Text type="secondary">{PROFILE_T.goalPercentage(plan.percentage)}</Typography.Text>
        </div>
      )}
      {canEdit ? (
        <Button icon={<EditOutlined />} onClick={onEdit}>
          {target ? PROFILE_T.editGoal : PROFILE_T.setGoal}
        </Button>
      ) : null}
    </Flex>
  );
}

/** The newest grade of a Quran-memorisation course (memorisation, recitation, review...): its mark, range and day. */
function LastMemorisation({ grades }: { grades: Grade[] }) {
  // The grades come newest first.
  const last = grades.find((grade) => isQuranMemorisationCourse(grade.course_name));
  if (!last) return <Typography.Text type="secondary">{PROFILE_T.noMemorisationGrade}</Typography.Text>;
  const range = rangeLabel(last);
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{last.course_name}</Typography.Text>
      <span className={styles.mark}>{GRADES_T.gradeOutOf(last.grade_value, last.max_grade)}</span>
      {range ? <span>{range}</span> : null}
      <DualDate date={last.grade_date.slice(0, 10)} />
      {last.notes ? <Typography.Text type="secondary">{last.notes}</Typography.Text> : null}
    </Flex>
  );
}

/** One grade of the list: course, mark and bar, day, range, notes, and its buttons for those who may grade. */
function GradeRow({ grade, canEdit, onEdit, onDelete }: { grade: Grade; canEdit: boolean; onEdit: () => void; onDelete: () => void }) {
  const day = dayOf(grade);
  const online = useOnline();
  const range = rangeLabel(grade);
  const percentage = gradePercentage(grade) ?? 0;
  return (
    <li className={styles.gradeRow}>
      <div className={styles.gradeMain}>
        <Typography.Text strong>{grade.course_name}</Typography.Text>
        <span className={styles.mark}>{GRADES_T.gradeOutOf(grade.grade_value, grade.max_grade)}</span>
        <div className={styles.gradeBar}>
          <GradeBar percentage={percentage} label={`${grade.course_name}: ${GRADES_T.gradeOutOf(grade.grade_value, grade.max_grade)}`} />
        </div>
      </div>
      <div className={styles.gradeText}>
        <DualDate date={grade.grade_date.slice(0, 10)} />
        {range ? <span>{range}</span> : null}
        {grade.notes ? <Typography.Text type="secondary">{grade.notes}</Typography.Text> : null}
      </div>
      {canEdit ? (
        // Changing or removing a grade needs the network (only new grades wait in the outbox).
        <Tooltip title={online ? undefined : OUTBOX_T.onlineOnly}>
          <span className={styles.gradeActions}>
            <Button size="small" icon={<EditOutlined />} aria-label={GRADES_T.editGradeOf(grade.course_name, day)} disabled={!online} onClick={onEdit} />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={GRADES_T.deleteGradeOf(grade.course_name, day)}
              disabled={!online}
              onClick={onDelete}
            />
          </span>
        </Tooltip>
      ) : null}
    </li>
  );
}

/** The day a grade was given, as its buttons and the delete confirmation name it. */
const dayOf = (grade: Grade) => formatDualDate(grade.grade_date.slice(0, 10), 'long').gregorian;
