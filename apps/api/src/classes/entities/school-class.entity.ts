import { Column, Entity, Index, OneToMany } from 'typeorm';
import { LIMITS } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { SchoolIdColumn, SchoolRelation, SemesterRelation } from '../../database/columns.js';
import type { School } from '../../schools/entities/school.entity.js';
import type { Semester } from '../../semesters/entities/semester.entity.js';
import type { ClassTeacher } from './class-teacher.entity.js';

/** A circle (حلقة): a group of students with its teachers, in one complex and one semester. */
@Entity('classes')
export class SchoolClass extends BaseRecord {
  @Column({ type: 'varchar', length: LIMITS.class.name })
  name: string;

  @SchoolIdColumn()
  school_id: number;

  @SchoolRelation()
  school?: School;

  /** Null once its semester is deleted: the circle stays, 'not specified'. */
  @Index()
  @Column({ type: 'int', nullable: true })
  semester_id: number | null;

  @SemesterRelation({ onDelete: 'SET NULL', nullable: true })
  semester?: Semester | null;

  /** One of libs/common's SCHOOL_LEVELS. */
  @Column({ type: 'varchar', length: 50 })
  school_level: string;

  /** Seats; null means no limit. */
  @Column({ type: 'int', nullable: true, default: LIMITS.class.maxStudents.default })
  max_students: number | null;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @Column({ type: 'varchar', length: LIMITS.class.code, nullable: true })
  class_code: string | null;

  @Column({ type: 'varchar', length: LIMITS.class.description, nullable: true })
  description: string | null;

  @OneToMany('ClassTeacher', (teacher: ClassTeacher) => teacher.class)
  teachers?: ClassTeacher[];
}
