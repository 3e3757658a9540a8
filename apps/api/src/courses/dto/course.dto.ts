import { ApiProperty, PartialType } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '#common';
import { BooleanField, DecimalField, IntField, TextField } from '../../common/fields.js';
import type { Course } from '../entities/course.entity.js';

/**
 * A course as the forms send it. Under /semesters/{semesterId}/classes/{classId}/courses the path names the
 * semester and circle; under /semesters/{semesterId}/courses it is a course of the whole complex. Ids sent in the
 * body as well must agree with the path.
 */
export class CreateCourseDto {
  @TextField({ max: LIMITS.course.name, example: 'الحفظ الجديد' }) name: string;
  @DecimalField({ ...LIMITS.course.percentage, decimals: 1, message: MESSAGES.courses.percentage, example: 40 }) percentage: number;
  @BooleanField({ required: false, default: false, description: 'Its grades carry a Quran range' }) requires_surah?: boolean | null;
  @TextField({ required: false, max: LIMITS.course.description }) description?: string | null;
  @IntField({ required: false, ...LIMITS.course.maxGrade, default: LIMITS.course.maxGrade.default }) max_grade?: number | null;
  @IntField({ required: false, description: "The complex; must be the semester's" }) school_id?: number | null;
  @IntField({ required: false, description: "Must match the path's semester" }) semester_id?: number | null;
  @IntField({ required: false, description: 'The circle, on the circle route: must match the path' }) class_id?: number | null;
}

/** Any subset of the create fields; the ids, when sent, must be the course's own (a course does not move). */
export class UpdateCourseDto extends PartialType(CreateCourseDto, { skipNullProperties: false }) {}

export class SemesterCoursesQueryDto {
  @IntField({ query: true, description: "The semester whose courses (the complex's and every circle's) to list" }) semester_id: number;
}

export class CourseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ example: 40 }) percentage: number;
  @ApiProperty() requires_surah: boolean;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() max_grade: number;
  @ApiProperty() semester_id: number;
  @ApiProperty() school_id: number;
  @ApiProperty({ type: Number, nullable: true, description: "Null for a course of the whole complex's semester" }) class_id: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: string;
}

export function toCourseDto(course: Course): CourseDto {
  return {
    id: course.id,
    name: course.name,
    percentage: course.percentage,
    requires_surah: course.requires_surah,
    description: course.description,
    max_grade: course.max_grade,
    semester_id: course.semester_id,
    school_id: course.school_id,
    class_id: course.class_id,
    created_at: new Date(course.created_at).toISOString(),
    updated_at: new Date(course.updated_at).toISOString(),
  };
}

export class CoursesResponseDto {
  @ApiProperty({ type: [CourseDto] }) courses: CourseDto[];
}

export class CourseMessageResponseDto {
  @ApiProperty({ example: 'تمت إضافة المقرر بنجاح' }) message: string;
  @ApiProperty({ type: CourseDto }) course: CourseDto;
}
