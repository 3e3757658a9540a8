import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { LIMITS, MESSAGES, SCHOOL_LEVELS, semesterDisplayName, type ClassTeacherRole } from '#common';
import { BooleanField, ChoiceField, IntField, NationalIdField, NationalIdListField, TextField } from '../../common/fields.js';
import { CourseDto } from '../../courses/dto/course.dto.js';
import type { SchoolClass } from '../entities/school-class.entity.js';
import { PersonNameDto } from '../../users/dto/person-name.dto.js';

/** A circle as the class form sends it (spec 01 section 3), with its teachers in the same write. */
export class CreateClassDto {
  @TextField({ max: LIMITS.class.name, example: 'حلقة الإمام عاصم' }) name: string;
  @IntField({ description: 'The complex' }) school_id: number;
  @IntField({ description: 'A semester of the same complex' }) semester_id: number;
  @ChoiceField(SCHOOL_LEVELS, { example: 'الصف الرابع الابتدائي' }) school_level: string;
  @IntField({
    required: false,
    min: LIMITS.class.maxStudents.min,
    max: LIMITS.class.maxStudents.max,
    message: MESSAGES.classes.maxStudents,
    description: 'Seats, 1 to 50; null: no limit. A new circle without it gets 20; an edit without it keeps what it had.',
  })
  max_students?: number | null;
  @BooleanField({ required: false, default: true }) is_active?: boolean;
  @TextField({ required: false, max: LIMITS.class.code }) class_code?: string | null;
  @TextField({ required: false, max: LIMITS.class.description }) description?: string | null;
  @NationalIdListField({ required: false, max: LIMITS.class.teachers, description: "Teachers of the same complex; replaces the circle's teachers when sent" })
  teacher_ids?: string[] | null;
  @NationalIdField({ required: false, description: 'One of teacher_ids; the first of them when left out' }) primary_teacher_id?: string | null;
  @NationalIdField({ required: false, description: "The spec's single teacher: its primary teacher, used when teacher_ids is not sent" })
  teacher_id?: string | null;
}

/** Any subset of the create fields; the status toggle sends only is_active. */
export class UpdateClassDto extends PartialType(OmitType(CreateClassDto, ['is_active'] as const), { skipNullProperties: false }) {
  @BooleanField({ ifSent: true }) is_active?: boolean;
}

/** The teachers of a circle, replacing the ones it has. */
export class ClassTeachersDto {
  @NationalIdListField({ max: LIMITS.class.teachers, description: "Teachers of the circle's complex; [] leaves it without teachers" }) teacher_ids: string[];
  @NationalIdField({ required: false, description: 'One of teacher_ids; the first of them when left out' }) primary_teacher_id?: string | null;
}

/** Students to put in a circle at once (each of the circle's complex; one in another circle moves). */
export class AddClassStudentsDto {
  @NationalIdListField({
    max: LIMITS.class.maxStudents.max,
    description: "Students of the circle's complex, at most 50 at a time; those in another circle move to this one, those already in it stay",
  })
  student_ids: string[];
}

export class ClassQueryDto {
  @IntField({ required: false, query: true }) school_id?: number;
  @IntField({ required: false, query: true }) semester_id?: number;
  @BooleanField({ required: false, query: true }) is_active?: boolean;
}

export class ClassTeacherDto {
  @ApiProperty({ example: '1234567890' }) id: string;
  @ApiProperty({ enum: ['primary', 'assistant'] }) role: ClassTeacherRole;
  @ApiProperty({ example: 'أحمد محمد علي الزهراني' }) name: string;
}

export class ClassDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() school_id: number;
  @ApiProperty() school_name: string;
  @ApiProperty({ type: Number, nullable: true }) semester_id: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'الفصل الأول 2026', description: 'Null when the circle has no semester' }) semester_name: string | null;
  @ApiProperty() school_level: string;
  @ApiProperty({ description: 'The same as school_level' }) level: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Null: no limit' }) max_students: number | null;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ type: String, nullable: true }) class_code: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ description: 'Students with an active enrolment' }) student_count: number;
  @ApiProperty({ type: [ClassTeacherDto], description: 'Primary first, then assistants by name' }) teachers_with_roles: ClassTeacherDto[];
  @ApiProperty({ type: String, nullable: true, description: 'The primary teacher' }) teacher_id: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The primary teacher's name" }) teacher_name: string | null;
  @ApiProperty({ type: String, nullable: true }) primary_teacher_id: string | null;
  @ApiProperty({ type: [String] }) teacher_ids: string[];
  @ApiProperty({ type: [String], description: 'The same as teacher_ids' }) assigned_teacher_ids: string[];
  @ApiProperty({ type: [String] }) assigned_teacher_names: string[];
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: string;
}

/** One circle with its own courses for its semester (the complex-wide courses of the semester are listed by /semesters/{id}/courses/{schoolId}). */
export class ClassDetailDto extends ClassDto {
  @ApiProperty({ type: [CourseDto] }) courses: CourseDto[];
}

export class ClassMessageResponseDto {
  @ApiProperty({ example: 'تم حفظ الحلقة بنجاح' }) message: string;
  @ApiProperty({ type: ClassDto }) class: ClassDto;
}

export class ClassStudentsAddedResponseDto extends ClassMessageResponseDto {
  @ApiProperty({ type: [String], description: 'The students who joined (those already in the circle are left out)' }) added_ids: string[];
}

export class ClassCreatedResponseDto extends ClassMessageResponseDto {
  @ApiProperty({ example: 12 }) classId: number;
}

export class ClassStudentDto extends PersonNameDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true }) school_level: string | null;
  @ApiProperty({ format: 'date' }) enrollment_date: string;
}

/** A circle as the attendance and points screens pick it: where it is, its semester and how many students it has. */
export class ClassOptionDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() school_id: number;
  @ApiProperty() school_name: string;
  @ApiProperty({ type: Number, nullable: true }) semester_id: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'الفصل الأول 2026' }) semester_name: string | null;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ description: 'Students with an active enrolment' }) student_count: number;
}

/** A circle row read with its complex and semester joined (class.queries' classesWithSchool) as a {@link ClassOptionDto}. */
export function toClassOptionDto(row: SchoolClass, studentCount: number): ClassOptionDto {
  return {
    id: row.id,
    name: row.name,
    school_id: row.school_id,
    school_name: row.school?.name ?? '',
    semester_id: row.semester_id,
    semester_name: row.semester ? semesterDisplayName(row.semester.type, row.semester.year) : null,
    is_active: row.is_active,
    student_count: studentCount,
  };
}
