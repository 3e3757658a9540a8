import { ApiProperty } from '@nestjs/swagger';
import { GRADE_TYPES, LIMITS, MESSAGES, type GradeType } from '#common';
import { ChoiceField, DateField, DecimalField, IntField, NationalIdField, TextField } from '../../common/fields.js';
import { CourseDto } from '../../courses/dto/course.dto.js';
import type { Grade } from '../entities/grade.entity.js';

const REFERENCE_DOC = { required: false, max: LIMITS.grade.reference, description: '"surahId:ayah", e.g. "78:1"; both ends or neither' } as const;
const VALUE = { min: 0, max: LIMITS.course.maxGrade.max, decimals: 2, message: MESSAGES.grades.valueRange } as const;

/** What a grade form sends besides who and where: the value, its maximum, the range and the day. */
class GradeFieldsDto {
  @DecimalField({ ...VALUE, requiredMessage: MESSAGES.grades.valueRequired, example: 18 }) grade_value: number;
  @DecimalField({ ...VALUE, min: 1, required: false, description: "Defaults to the course's maximum (100 unless set)" }) max_grade?: number | null;
  @TextField({ required: false, max: LIMITS.grade.notes }) notes?: string | null;
  @ChoiceField(GRADE_TYPES, { required: false, default: 'memorization' }) grade_type?: GradeType | null;
  @TextField(REFERENCE_DOC) start_reference?: string | null;
  @TextField(REFERENCE_DOC) end_reference?: string | null;
  @DateField({ required: false, description: 'The day of the recitation; today when left out' }) grade_date?: string | null;
}

/** POST /api/classes/{classId}/grades: the circle is the path's. */
export class CreateClassGradeDto extends GradeFieldsDto {
  @NationalIdField({ description: 'A student actively enrolled in the circle' }) student_id: string;
  @IntField({ description: "A course of the circle's semester: the circle's own or the complex's" }) course_id: number;
}

/** POST /api/grading/grade: the comprehensive grading screen names the circle and semester in the body. */
export class CreateGradingGradeDto extends CreateClassGradeDto {
  @IntField() class_id: number;
  @IntField({ description: "Must be the circle's semester" }) semester_id: number;
  @DateField({ required: false, description: "Same as grade_date (the grading screen's name for it)" }) date_graded?: string | null;
}

/** PUT /api/grades/{id} and /api/grading/grade/{id}: the grade keeps its student, course and circle. */
export class UpdateGradeDto extends GradeFieldsDto {
  @DateField({ required: false, description: 'Same as grade_date' }) date_graded?: string | null;
  @IntField({ required: false, description: "The grade's circle, sent by the profile dialog; must be the grade's own" }) class_id?: number | null;
}

export class GradeDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '1463087344' }) student_id: string;
  @ApiProperty() course_id: number;
  @ApiProperty({ example: 'الحفظ الجديد' }) course_name: string;
  @ApiProperty() class_id: number;
  @ApiProperty() semester_id: number;
  @ApiProperty({ example: 18 }) grade_value: number;
  @ApiProperty({ example: 20 }) max_grade: number;
  @ApiProperty({ enum: GRADE_TYPES }) grade_type: GradeType;
  @ApiProperty({ type: String, nullable: true, example: '78:1' }) start_reference: string | null;
  @ApiProperty({ type: String, nullable: true, example: '78:40' }) end_reference: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, format: 'date' }) grade_date: string;
  @ApiProperty({ type: String, format: 'date', description: 'Same as grade_date' }) date_graded: string;
  @ApiProperty({ type: String, nullable: true }) graded_by: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: string;
}

export function toGradeDto(grade: Grade): GradeDto {
  return {
    id: grade.id,
    student_id: grade.student_id,
    course_id: grade.course_id,
    course_name: grade.course?.name ?? '',
    class_id: grade.class_id,
    semester_id: grade.semester_id,
    grade_value: grade.grade_value,
    max_grade: grade.max_grade,
    grade_type: grade.grade_type,
    start_reference: grade.start_reference,
    end_reference: grade.end_reference,
    notes: grade.notes,
    grade_date: grade.grade_date,
    date_graded: grade.grade_date,
    graded_by: grade.graded_by,
    created_at: new Date(grade.created_at).toISOString(),
    updated_at: new Date(grade.updated_at).toISOString(),
  };
}

/** A memorised position: a surah and the last ayah of it memorised. */
export class MemorisedPositionDto {
  @ApiProperty({ example: 105 }) memorized_surah_id: number;
  @ApiProperty({ example: 5 }) memorized_ayah_number: number;
}

export class GradeMessageResponseDto {
  @ApiProperty({ example: 'تمت إضافة الدرجة بنجاح' }) message: string;
  @ApiProperty({ type: GradeDto }) grade: GradeDto;
  @ApiProperty({
    type: MemorisedPositionDto,
    nullable: true,
    description:
      "Where the student's memorised position moved to: a new-memorisation grade whose range reaches beyond it moves it there (never back). Null when it did not move",
  })
  position_moved_to: MemorisedPositionDto | null;
}

/** One course's grades of a student, with the course's weight and the mean of its grades (percent). */
export class CourseGradesDto {
  @ApiProperty() course_id: number;
  @ApiProperty() course_name: string;
  @ApiProperty({ description: "The course's weight in the total" }) percentage: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Mean of grade / max x 100, one decimal; null without grades' }) average: number | null;
  @ApiProperty({ type: [GradeDto] }) grades: GradeDto[];
}

export class StudentGradesResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [CourseGradesDto] }) courseGrades: CourseGradesDto[];
  @ApiProperty({ type: [GradeDto], description: 'Every grade, newest first' }) grades: GradeDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'The weighted total of libs/common, 0 to 100; null without grades' }) averageGrade: number | null;
  @ApiProperty({ description: "Pages memorised (libs/quran, from the student's memorised position)" }) completedPages: number;
}

export class ClassGradesResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [GradeDto] }) grades: GradeDto[];
}

export class StudentClassGradesResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [CourseGradesDto] }) courseGrades: CourseGradesDto[];
  @ApiProperty({ type: [CourseDto], description: 'Every course the circle is graded in' }) courses: CourseDto[];
}
