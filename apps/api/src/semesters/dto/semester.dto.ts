import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { DEFAULT_WEEKEND_DAYS, LIMITS, MESSAGES, SEMESTER_TYPES, semesterDisplayName, type SemesterType } from '#common';
import { ChoiceField, DateField, DateListField, IntField, IntListField, TextField } from '../../common/fields.js';
import type { Semester } from '../entities/semester.entity.js';

const TYPES = Object.keys(SEMESTER_TYPES) as SemesterType[];

/** A semester as the form sends it. The calendar rules across fields (end after start, holidays inside) are the service's. */
export class CreateSemesterDto {
  @IntField({ description: 'The complex' }) school_id: number;
  @ChoiceField(TYPES, { example: 'first' }) type: SemesterType;
  @IntField({ min: LIMITS.semester.year.min, max: LIMITS.semester.year.max, message: MESSAGES.semesters.year, example: 2026 }) year: number;
  @DateField({ example: '2026-08-23' }) start_date: string;
  @DateField({ example: '2027-01-07' }) end_date: string;
  @IntListField({
    required: false,
    min: 1,
    max: 7,
    maxItems: 7,
    message: MESSAGES.semesters.weekendDays,
    default: DEFAULT_WEEKEND_DAYS,
    description: 'ISO weekdays off: 1 = Monday ... 7 = Sunday',
  })
  weekend_days?: number[] | null;
  @DateListField({ required: false, maxItems: LIMITS.semester.vacationDays, description: 'Holidays inside the semester, each once' })
  vacation_days?: string[] | null;
  @TextField({
    required: false,
    max: LIMITS.semester.displayName,
    description: "Accepted for the spec's clients and ignored: the name is built from type and year",
  })
  display_name?: string | null;
}

/** Any subset of the create fields; a semester stays in its complex. */
export class UpdateSemesterDto extends PartialType(OmitType(CreateSemesterDto, ['school_id'] as const), { skipNullProperties: false }) {
  @IntField({ required: false, description: "Must be the semester's own complex: a semester does not move" }) school_id?: number | null;
}

export class SemesterQueryDto {
  @IntField({ required: false, query: true, description: "Only this complex's semesters" }) school_id?: number;
}

export class SemesterDto {
  @ApiProperty() id: number;
  @ApiProperty() school_id: number;
  @ApiProperty() school_name: string;
  @ApiProperty({ enum: TYPES }) type: SemesterType;
  @ApiProperty() year: number;
  @ApiProperty({ format: 'date' }) start_date: string;
  @ApiProperty({ format: 'date' }) end_date: string;
  @ApiProperty({ example: 'Semester first 2026' }) display_name: string;
  @ApiProperty({ example: 'الفصل الأول 2026', description: 'The Arabic name the screens show' }) name: string;
  @ApiProperty({ type: [Number] }) weekend_days: number[];
  @ApiProperty({ type: [String] }) vacation_days: string[];
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: string;
}

/** Maps a semester row, with its complex joined, to the answer shape. */
export function toSemesterDto(semester: Semester): SemesterDto {
  return {
    id: semester.id,
    school_id: semester.school_id,
    school_name: semester.school?.name ?? '',
    type: semester.type,
    year: semester.year,
    start_date: semester.start_date,
    end_date: semester.end_date,
    display_name: semester.display_name,
    name: semesterDisplayName(semester.type, semester.year),
    weekend_days: semester.weekend_days,
    vacation_days: semester.vacation_days,
    created_at: new Date(semester.created_at).toISOString(),
    updated_at: new Date(semester.updated_at).toISOString(),
  };
}

export class SemestersResponseDto {
  @ApiProperty({ type: [SemesterDto] }) semesters: SemesterDto[];
}

export class SemesterResponseDto {
  @ApiProperty({ type: SemesterDto }) semester: SemesterDto;
}

export class SemesterMessageResponseDto {
  @ApiProperty({ example: 'تم حفظ الفصل الدراسي بنجاح' }) message: string;
  @ApiProperty({ type: SemesterDto }) semester: SemesterDto;
}
