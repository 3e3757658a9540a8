import { useState } from 'react';
import { Alert, Button, Flex, Modal, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatDualDate, MESSAGES, RULES, weightedCourseTotal } from '#common';
import { gradingQueries, useDeleteGrade, type Grade } from '../../api/grading';
import { OUTBOX_T } from '../../offline/locale';
import { useOnline } from '../../offline/useOnline';
import type { ApiData } from '../../api/types';
import { useCan } from '../../session/viewer';
import { useConfirmedAction } from '../forms/useConfirmedAction';
import { QueryError } from '../list/QueryError';
import { T } from '../locale';
import { rangeLabel, type GradeCourse } from './grade';
import { GradeFormModal } from './GradeFormModal';
import { AverageGrade } from './GradeMarks';
import { GRADES_T } from './locale';
import styles from './student-grades.module.css';

export interface StudentGradesModalProps {
  classId: number;
  semesterId: number;
  student: { id: string; name: string };
  open: boolean;
  onClose: () => void;
}

/**
 * One student's grades in one circle and semester, by course (comprehensive grading, the teacher's page): the
 * weighted total, then each course with its weight, its average and its grades, newest first. Whoever may grade
 * (RULES.grading.edit) adds a grade to a course, edits one, or deletes one after confirming.
 */
export function StudentGradesModal({ classId, semesterId, student, open, onClose }: StudentGradesModalProps) {
  return (
    <Modal
      title={GRADES_T.studentGradesTitle(student.name)}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={820}
      centered
      destroyOnHidden
    >
      <StudentGrades classId={classId} semesterId={semesterId} studentId={student.id} />
    </Modal>
  );
}

/** A course of the modal: the circle's courses first, then any course the student has grades in but the circle no longer has. */
interface CourseSection {
  course: GradeCourse;
  /** Whose course it is, said only when another course has the same name. */
  scope: string | null;
  percentage: number;
  average: number | null;
  grades: Grade[];
  /** One of the circle's courses this semester: grades can be added to it. */
  current: boolean;
}

/** The form being shown: a new grade in a course, or one grade being edited. Kept while it closes, so it fades out whole. */
interface GradeForm {
  course: GradeCourse;
  grade?: Grade;
  open: boolean;
}

function StudentGrades({ classId, semesterId, studentId }: { classId: number; semesterId: number; studentId: string }) {
  const query = useQuery(gradingQueries.studentInClass(studentId, classId, semesterId));
  const canEdit = useCan(RULES.grading.edit);
  const remove = useDeleteGrade();
  const act = useConfirmedAction();
  const [form, setForm] = useState<GradeForm | null>(null);

  if (query.isPending) return <Skeleton active />;
  if (query.isError) return <QueryError error={query.error} fallback={GRADES_T.studentGradesLoadFailed} onRetry={() => void query.refetch()} />;

  const sections = courseSections(query.data);
  const total = weightedCourseTotal(sections);
  const count = sections.reduce((sum, section) => sum + section.grades.length, 0);

  const onDelete = (course: GradeCourse, grade: Grade) =>
    act({
      run: () => remove.mutateAsync(grade.id),
      successText: MESSAGES.grades.deleted,
      fallback: GRADES_T.deleteFailed,
      confirm: { title: GRADES_T.deleteTitle, content: GRADES_T.deleteConfirm(course.name, dayOf(grade)) },
    });

  return (
    <Flex vertical gap={12}>
      <div className={styles.summary} role="status">
        <Typography.Text strong>{GRADES_T.weightedTotal}:</Typography.Text>
        <AverageGrade value={total} />
        <Typography.Text type="secondary">{GRADES_T.gradesCount(count)}</Typography.Text>
      </div>
      {query.data.courses.length === 0 ? <Alert type="info" showIcon message={GRADES_T.noCourses} /> : null}
      {sections.map((section) => (
        <CourseBlock
          key={section.course.id}
          section={section}
          canEdit={canEdit}
          onAdd={() => setForm({ course: section.course, open: true })}
          onEdit={(grade) => setForm({ course: section.course, grade, open: true })}
          onDelete={(grade) => onDelete(section.course, grade)}
        />
      ))}
      {form ? (
        <GradeFormModal
          key={`${form.course.id}-${form.grade?.id ?? 'new'}`}
          classId={classId}
          semesterId={semesterId}
          studentId={studentId}
          course={form.course}
          grade={form.grade}
          lastGrade={sections.find((section) => section.course.id === form.course.id)?.grades[0]}
          open={form.open}
          onClose={() => setForm({ ...form, open: false })}
        />
      ) : null}
    </Flex>
  );
}

/** How many of a course's grades show before "show all": the latest ones. */
const LATEST = 3;

/** One course: its name, weight and average, its add button, and its grades newest first (the latest few until asked for all). */
function CourseBlock({
  section,
  canEdit,
  onAdd,
  onEdit,
  onDelete,
}: {
  section: CourseSection;
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (grade: Grade) => void;
  onDelete: (grade: Grade) => void;
}) {
  const [all, setAll] = useState(false);
  const { course, grades } = section;
  const shown = all ? grades : grades.slice(0, LATEST);
  return (
    <section className={styles.course} aria-label={course.name}>
      <div className={styles.courseHead}>
        <div className={styles.courseFacts}>
          <Typography.Text strong>{course.name}</Typography.Text>
          {section.scope ? <Tag>{section.scope}</Tag> : null}
          <Typography.Text type="secondary">{GRADES_T.courseWeight(section.percentage)}</Typography.Text>
          <span>
            <Typography.Text type="secondary">{GRADES_T.courseAverage}: </Typography.Text>
            <AverageGrade value={section.average} />
          </span>
        </div>
        {canEdit && section.current ? (
          <Button size="small" icon={<PlusOutlined />} aria-label={`${GRADES_T.addGrade}: ${course.name}`} onClick={onAdd}>
            {GRADES_T.addGrade}
          </Button>
        ) : null}
      </div>
      {section.current ? null : <Typography.Text type="secondary">{GRADES_T.otherCourse}</Typography.Text>}
      {grades.length === 0 ? (
        <Typography.Paragraph type="secondary" className={styles.noGrades}>
          {GRADES_T.noGradesYet}
        </Typography.Paragraph>
      ) : (
        <ul className={styles.grades}>
          {shown.map((grade) => (
            <GradeRow key={grade.id} course={course} grade={grade} canEdit={canEdit} onEdit={() => onEdit(grade)} onDelete={() => onDelete(grade)} />
          ))}
        </ul>
      )}
      {grades.length > LATEST ? (
        <Button type="link" size="small" className={styles.more} onClick={() => setAll(!all)}>
          {all ? GRADES_T.showLatestGrades : GRADES_T.showAllGrades(grades.length)}
        </Button>
      ) : null}
    </section>
  );
}

/** One grade: its value out of its maximum, its day (Hijri beside Gregorian), its range and notes, and its buttons. */
function GradeRow({
  course,
  grade,
  canEdit,
  onEdit,
  onDelete,
}: {
  course: GradeCourse;
  grade: Grade;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const day = formatDualDate(grade.grade_date.slice(0, 10), 'long');
  const online = useOnline();
  const range = rangeLabel(grade);
  return (
    <li className={styles.grade}>
      <span className={styles.gradeValue}>{GRADES_T.gradeOutOf(grade.grade_value, grade.max_grade)}</span>
      <span className={styles.gradeText}>
        <span>
          {day.gregorian} <Typography.Text type="secondary">({day.hijri})</Typography.Text>
        </span>
        {range ? <span>{range}</span> : null}
        {grade.notes ? <Typography.Text type="secondary">{grade.notes}</Typography.Text> : null}
      </span>
      {canEdit ? (
        // Changing or removing a grade needs the network (only new grades wait in the outbox).
        <Tooltip title={online ? undefined : OUTBOX_T.onlineOnly}>
          <span className={styles.gradeActions}>
            <Button size="small" icon={<EditOutlined />} aria-label={GRADES_T.editGradeOf(course.name, day.gregorian)} disabled={!online} onClick={onEdit} />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={GRADES_T.deleteGradeOf(course.name, day.gregorian)}
              disabled={!online}
              onClick={onDelete}
            />
          </span>
        </Tooltip>
      ) : null}
    </li>
  );
}

/** The day a grade was given, as the delete confirmation says it. */
const dayOf = (grade: Grade) => formatDualDate(grade.grade_date.slice(0, 10), 'long').gregorian;

type StudentInClass = ApiData<'/api/grading/student/{studentId}/class/{classId}/semester/{semesterId}/grades', 'get'>;

/** The circle's courses in their order with the student's grades in each, then courses graded earlier but no longer the circle's. */
function courseSections({ courses, courseGrades }: Pick<StudentInClass, 'courses' | 'courseGrades'>): CourseSection[] {
  const byCourse = new Map(courseGrades.map((entry) => [entry.course_id, entry]));
  const named = (name: string) => courses.filter((course) => course.name === name).length;
  const current = courses.map((course) => {
    const graded = byCourse.get(course.id);
    const scope = named(course.name) > 1 ? (course.class_id === null ? GRADES_T.complexCourse : GRADES_T.circleCourse) : null;
    return { course, scope, percentage: course.percentage, average: graded?.average ?? null, grades: graded?.grades ?? [], current: true };
  });
  const known = new Set(courses.map((course) => course.id));
  const others = courseGrades
    .filter((entry) => !known.has(entry.course_id))
    .map((entry) => ({
      course: { id: entry.course_id, name: entry.course_name },
      scope: null,
      percentage: entry.percentage,
      average: entry.average,
      grades: entry.grades,
      current: false,
    }));
  return [...current, ...others];
}
