import { ApiProperty } from '@nestjs/swagger';
import { fullName, LIMITS, MESSAGES } from '#common';
import { DateField, DecimalField, IntField, NationalIdField, ObjectListField, TextField } from '../../common/fields.js';
import { ClassOptionDto } from '../../classes/dto/class.dto.js';
import type { PointsEntry } from '../entities/points-entry.entity.js';

const POINTS_VALUE = {
  min: LIMITS.points.value.min,
  max: LIMITS.points.value.max,
  step: LIMITS.points.value.step,
  decimals: 1,
  message: MESSAGES.points.value,
  example: 4.5,
  description: '0 to 5 in steps of 0.5',
} as const;

/** POST /api/points: points for a student of a circle on one day of the circle's semester. */
export class CreatePointsDto {
  @NationalIdField({ requiredMessage: MESSAGES.points.incomplete, description: 'An active student, actively enrolled in the circle' }) student_id: string;
  @IntField() class_id: number;
  @IntField({ requiredMessage: MESSAGES.points.incomplete, description: "The circle's semester" }) semester_id: number;
  @DateField({ requiredMessage: MESSAGES.points.incomplete, description: 'A day of the semester' }) points_date: string;
  @DecimalField(POINTS_VALUE) points_given: number;
  @TextField({ required: false, max: LIMITS.points.notes }) notes?: string | null;
}

/** PUT /api/points/{id}: the entry keeps its student, circle and day. */
export class UpdatePointsDto {
  @DecimalField(POINTS_VALUE) points_given: number;
  @TextField({ required: false, max: LIMITS.points.notes, description: 'Left out: kept; null or empty: removed' }) notes?: string | null;
}

/** One student's row of a day's save: points give or change the day's entry; none (null or left out) removes it. */
export class DayPointsRowDto {
  @NationalIdField({ requiredMessage: MESSAGES.points.incomplete, description: 'A student actively enrolled in the circle' }) student_id: string;
  @DecimalField({ ...POINTS_VALUE, required: false, description: "0 to 5 in steps of 0.5; null or left out: the day's entry, if any, is removed" })
  points_given?: number | null;
  @TextField({ required: false, max: LIMITS.points.notes, description: 'Left out: kept; null or empty: removed' }) notes?: string | null;
}

/** PUT /api/points/day: a circle's points for one day of its semester, every student in one request. */
export class SaveDayPointsDto {
  @IntField() class_id: number;
  @IntField({ requiredMessage: MESSAGES.points.incomplete, description: "The circle's semester" }) semester_id: number;
  @DateField({ requiredMessage: MESSAGES.points.incomplete, description: 'A day of the semester' }) points_date: string;
  @ObjectListField(DayPointsRowDto, {
    maxItems: LIMITS.points.dayRows,
    description: "A row per student, each at most once; the circle's students left out keep what they have",
  })
  entries?: DayPointsRowDto[];
}

/** A student's points: every filter optional, all of them together. */
export class StudentPointsQueryDto {
  @IntField({ required: false, query: true }) semester_id?: number;
  @DateField({ required: false, description: 'From this day on' }) date_from?: string;
  @DateField({ required: false, description: 'Up to this day, included' }) date_to?: string;
  @IntField({ required: false, query: true, default: 1 }) page?: number;
  @IntField({ required: false, query: true, max: LIMITS.points.page.max, default: LIMITS.points.page.default, description: 'Entries per page' }) limit?: number;
}

export class ClassPointsQueryDto {
  @IntField({ required: false, query: true, description: "A semester of the circle's complex; the circle's own when left out" }) semester_id?: number;
}

export class PointsReportQueryDto {
  @DateField({ requiredMessage: MESSAGES.points.datesRequired }) date_from: string;
  @DateField({ requiredMessage: MESSAGES.points.datesRequired, description: 'Included' }) date_to: string;
  @IntField({ required: false, query: true }) school_id?: number;
  @IntField({ required: false, query: true }) class_id?: number;
}

export class PointsEntryDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '1463087344' }) student_id: string;
  @ApiProperty({ example: 'عبدالله سالم مبارك الشهري' }) student_name: string;
  @ApiProperty() class_id: number;
  @ApiProperty({ example: 'حلقة الإمام عاصم' }) class_name: string;
  @ApiProperty() semester_id: number;
  @ApiProperty({ type: String, format: 'date' }) points_date: string;
  @ApiProperty({ example: 4.5, description: '0 to 5 in steps of 0.5' }) points_given: number;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who gave them; null when that account is gone' }) teacher_id: string | null;
  @ApiProperty({ type: String, nullable: true }) teacher_name: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: string;
}

/** An entry read with its circle, student and teacher joined. */
export function toPointsEntryDto(entry: PointsEntry): PointsEntryDto {
  return {
    id: entry.id,
    student_id: entry.student_id,
    student_name: entry.student ? fullName(entry.student) : '',
    class_id: entry.class_id,
    class_name: entry.class?.name ?? '',
    semester_id: entry.semester_id,
    points_date: entry.points_date,
    points_given: entry.points_given,
    notes: entry.notes,
    teacher_id: entry.teacher_id,
    teacher_name: entry.teacher ? fullName(entry.teacher) : null,
    created_at: new Date(entry.created_at).toISOString(),
    updated_at: new Date(entry.updated_at).toISOString(),
  };
}

export class DayPointsResponseDto {
  @ApiProperty({ example: 'تم حفظ نقاط اليوم بنجاح' }) message: string;
  @ApiProperty({ description: 'Entries given or changed' }) saved: number;
  @ApiProperty({ description: 'Entries removed' }) removed: number;
  @ApiProperty({ type: [PointsEntryDto], description: "The circle's entries of that day after the save, newest first" }) points: PointsEntryDto[];
}

/** A day's entry as the server holds it, for a device whose change came too late (the sync endpoint's stale answer). */
export class PointsCellStateDto {
  @ApiProperty({ example: 4.5 }) points_given: number;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the server last changed the entry' }) updated_at: string;
}

export function toPointsCellState(entry: Pick<PointsEntry, 'points_given' | 'notes' | 'updated_at'>): PointsCellStateDto {
  return { points_given: entry.points_given, notes: entry.notes, updated_at: new Date(entry.updated_at).toISOString() };
}

export class PointsEntryMessageResponseDto {
  @ApiProperty({ example: 'تم إعطاء النقاط بنجاح' }) message: string;
  @ApiProperty({ type: PointsEntryDto }) entry: PointsEntryDto;
}

/** Totals of the entries a filter selects (all of them, not one page). */
export class PointsSummaryDto {
  @ApiProperty() total_points: number;
  @ApiProperty({ description: 'total_points / total_entries, two decimals; 0 without entries' }) average_points: number;
  @ApiProperty({ description: 'The most those entries could give: total_entries x 5 (the total is shown over it)' }) max_points: number;
  @ApiProperty() total_entries: number;
}

export class PaginationDto {
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ description: 'Entries in all pages' }) total: number;
  @ApiProperty() totalPages: number;
}

export class StudentPointsResponseDto {
  @ApiProperty({ type: [PointsEntryDto], description: 'One page, newest day first' }) points: PointsEntryDto[];
  @ApiProperty({ type: PointsSummaryDto }) summary: PointsSummaryDto;
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class PointsClassesResponseDto {
  @ApiProperty({ type: [ClassOptionDto], description: 'The circles whose points the caller may read, by name' }) classes: ClassOptionDto[];
}

/** A student of the points grid with their semester's totals. */
export class ClassPointsStudentDto {
  @ApiProperty({ example: '1463087344' }) student_id: string;
  @ApiProperty({ example: 'عبدالله سالم مبارك الشهري' }) name: string;
  @ApiProperty({ description: 'An inactive student keeps their entries but is given no new ones' }) is_active: boolean;
  @ApiProperty({ description: "Sum of the student's entries in points" }) total_points: number;
  @ApiProperty() points_count: number;
}

export class ClassPointsResponseDto {
  @ApiProperty() semester_id: number;
  @ApiProperty({
    type: [String],
    example: ['2026-09-06', '2026-09-07'],
    description: "The grid's columns: the last 30 working days of the semester up to today (or to its end), ascending",
  })
  working_days: string[];
  @ApiProperty({ type: [PointsEntryDto], description: 'Every entry of the circle in the semester, newest day first' }) points: PointsEntryDto[];
  @ApiProperty({ type: [ClassPointsStudentDto], description: "The circle's actively enrolled students, by name" }) students: ClassPointsStudentDto[];
}

/** One row of the points report: a student's entries in one circle over the days asked. */
export class StudentPointsSummaryDto {
  @ApiProperty({ example: '1463087344' }) id: string;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty({ description: 'The four names' }) name: string;
  @ApiProperty() school_name: string;
  @ApiProperty() class_id: number;
  @ApiProperty() class_name: string;
  @ApiProperty() total_points: number;
  @ApiProperty({ description: 'Entries, one a day' }) points_count: number;
  @ApiProperty({ description: 'total_points / points_count, two decimals' }) average_points: number;
}

export class PointsReportResponseDto {
  @ApiProperty({
    type: [StudentPointsSummaryDto],
    description: 'Students with entries in the span, highest total first; a student who changed circle in it has a row per circle',
  })
  students: StudentPointsSummaryDto[];
}
