import { Column, Entity, Index, Unique } from 'typeorm';
import type { ClassTeacherRole } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { ClassRelation, NationalIdColumn, UserRelation } from '../../database/columns.js';
import type { User } from '../../users/entities/user.entity.js';
import type { SchoolClass } from './school-class.entity.js';

/** A teacher of a circle: the primary one (at most one per circle, kept by the service) or an assistant. */
@Entity('class_teachers')
@Unique('uq_class_teacher', ['class_id', 'teacher_id'])
export class ClassTeacher extends BaseRecord {
  @Column({ type: 'int' })
  class_id: number;

  @ClassRelation({ inverseSide: 'teachers' })
  class?: SchoolClass;

  @Index()
  @NationalIdColumn()
  teacher_id: string;

  @UserRelation('teacher_id', { onDelete: 'CASCADE' })
  teacher?: User;

  @Column({ type: 'varchar', length: 10, default: 'assistant' })
  role: ClassTeacherRole;
}
