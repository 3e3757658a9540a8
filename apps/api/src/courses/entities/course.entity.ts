import { Column, Entity, Index } from 'typeorm';
import { LIMITS } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { ClassRelation, SchoolIdColumn, SchoolRelation, SemesterRelation } from '../../database/columns.js';
import type { SchoolClass } from '../../classes/entities/school-class.entity.js';
import type { School } from '../../schools/entities/school.entity.js';
import type { Semester } from '../../semesters/entities/semester.entity.js';

/** DECIMAL columns come back as text from MySQL; the weight is a number everywhere else. */
const decimalAsNumber = { to: (value: number) => value, from: (value: string | number | null) => (value === null ? null : Number(value)) };

/**
 * A graded course (مقرر) of a semester: of one circle (class_id), or of the whole complex's semester (class_id
 * null, as the four default courses a new semester gets).
 */
@Entity('courses')
@Index('idx_course_semester_class', ['semester_id', 'class_id'])
export class Course extends BaseRecord {
  @Column({ type: 'varchar', length: LIMITS.course.name })
  name: string;

  /** Weight in the student's total, 0 to 100 in steps of 0.1. */
  @Column({ type: 'decimal', precision: 4, scale: 1, transformer: decimalAsNumber })
  percentage: number;

  /** Whether its grades carry a Quran range (surah and ayahs). */
  @Column({ type: 'boolean', default: false })
  requires_surah: boolean;

  @Column({ type: 'varchar', length: LIMITS.course.description, nullable: true })
  description: string | null;

  @Column({ type: 'int', default: LIMITS.course.maxGrade.default })
  max_grade: number;

  @Column({ type: 'int' })
  semester_id: number;

  @SemesterRelation()
  semester?: Semester;

  @SchoolIdColumn()
  school_id: number;

  @SchoolRelation()
  school?: School;

  @Index()
  @Column({ type: 'int', nullable: true })
  class_id: number | null;

  @ClassRelation({ nullable: true })
  class?: SchoolClass | null;
}
