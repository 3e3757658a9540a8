import { Column, Entity, Index } from 'typeorm';
import { LIMITS, type GradeType } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { ClassRelation, CourseRelation, NationalIdColumn, SemesterRelation, UserRelation } from '../../database/columns.js';
import type { SchoolClass } from '../../classes/entities/school-class.entity.js';
import type { Course } from '../../courses/entities/course.entity.js';
import type { Semester } from '../../semesters/entities/semester.entity.js';
import type { User } from '../../users/entities/user.entity.js';

/** DECIMAL columns come back as text from MySQL; a grade is a number everywhere else. */
const decimalAsNumber = { to: (value: number) => value, from: (value: string | number | null) => (value === null ? null : Number(value)) };

/**
 * One grade a student got in one course of their circle, with the Quran range recited when the course carries one
 * ('surahId:ayah' to 'surahId:ayah', checked by libs/quran). Deleting the course, the circle, the semester or the
 * student deletes it.
 */
@Entity('grades')
@Index('idx_grade_student_semester', ['student_id', 'semester_id'])
@Index('idx_grade_class_semester', ['class_id', 'semester_id'])
export class Grade extends BaseRecord {
  @NationalIdColumn()
  student_id: string;

  @UserRelation('student_id', { onDelete: 'CASCADE' })
  student?: User;

  @Index()
  @Column({ type: 'int' })
  course_id: number;

  @CourseRelation()
  course?: Course;

  @Column({ type: 'int' })
  class_id: number;

  @ClassRelation()
  class?: SchoolClass;

  @Column({ type: 'int' })
  semester_id: number;

  @SemesterRelation()
  semester?: Semester;

  @Column({ type: 'decimal', precision: 6, scale: 2, transformer: decimalAsNumber })
  grade_value: number;

  @Column({ type: 'decimal', precision: 6, scale: 2, default: LIMITS.course.maxGrade.default, transformer: decimalAsNumber })
  max_grade: number;

  @Column({ type: 'varchar', length: 20 })
  grade_type: GradeType;

  @Column({ type: 'varchar', length: LIMITS.grade.reference, nullable: true })
  start_reference: string | null;

  @Column({ type: 'varchar', length: LIMITS.grade.reference, nullable: true })
  end_reference: string | null;

  @Column({ type: 'varchar', length: LIMITS.grade.notes, nullable: true })
  notes: string | null;

  /** YYYY-MM-DD: the day of the recitation. */
  @Column({ type: 'varchar', length: 10 })
  grade_date: string;

  /** Who recorded it (a teacher, a manager); kept null when their account is deleted. */
  @NationalIdColumn({ nullable: true })
  graded_by: string | null;

  @UserRelation('graded_by', { onDelete: 'SET NULL', nullable: true })
  grader?: User | null;
}
