import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '#common';
import { BooleanField, DateField, IntField, NationalIdField, TextField } from '../../common/fields.js';
import { ClassOptionDto } from '../../classes/dto/class.dto.js';
import type { Attendance } from '../entities/attendance.entity.js';

/** The three states of a cell of the grid: marked present, marked absent, or not marked. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'unknown'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** POST /api/attendance/mark: one cell of the grid, set to present or absent (again: the same cell is changed). */
export class MarkAttendanceDto {
  @IntField({ description: "The circle's semester" }) semester_id: number;
  @IntField() class_id: number;
  @NationalIdField({ description: 'A student actively enrolled in the circle' }) student_id: string;
  @DateField({ requiredMessage: MESSAGES.attendance.dateAndStatusRequired, description: 'A working day of the semester' }) attendance_date: string;
  @BooleanField({ requiredMessage: MESSAGES.attendance.dateAndStatusRequired }) is_present: boolean;
  @TextField({ required: false, max: LIMITS.attendance.notes, description: 'Empty from the grid' }) notes?: string | null;
  @BooleanField({ required: false, default: true, description: 'False for a presence the platform inferred rather than one a person marked' })
  is_explicit?: boolean | null;
}

export class AttendanceGridQueryDto {
  @NationalIdField({ required: false, description: "Only this student's row (the student calendar)" }) student_id?: string;
}

export class StudentAttendanceQueryDto {
  @IntField({ required: false, query: true, description: 'Only the marks of this semester' }) semester_id?: number;
}

export class AttendanceClassesResponseDto {
  @ApiProperty({ type: [ClassOptionDto], description: 'The circles whose attendance the caller may read, by name' }) classes: ClassOptionDto[];
}

export class WorkingDayDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-09-06' }) date: string;
  @ApiProperty({ example: 'الأحد' }) day_name: string;
}

/** One cell of the grid. */
export class AttendanceCellDto {
  @ApiProperty({ type: String, format: 'date' }) date: string;
  @ApiProperty({ enum: ATTENDANCE_STATUSES }) status: AttendanceStatus;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Null when not marked' }) is_present: boolean | null;
  @ApiProperty({ description: 'False when not marked, or when the platform inferred the presence' }) is_explicit: boolean;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
}

/** A student's row totals (spec 03 section 3) over the semester's working days. */
export class AttendanceStatisticsDto {
  @ApiProperty({ description: "The semester's working days: the grid's columns" }) total_working_days: number;
  @ApiProperty({ description: 'Working days marked present or absent' }) recorded_days: number;
  @ApiProperty() present_days: number;
  @ApiProperty() absent_days: number;
  @ApiProperty({ description: 'total_working_days - recorded_days' }) unrecorded_days: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Present over recorded days, a whole percentage (libs/common attendanceRate); null when nothing is recorded',
  })
  attendance_rate: number | null;
}

export class AttendanceGridStudentDto {
  @ApiProperty({ example: '1463087344' }) student_id: string;
  @ApiProperty({ example: 'عبدالله سالم مبارك الشهري' }) name: string;
  @ApiProperty({ type: [AttendanceCellDto], description: 'One cell per working day, in the order of working_days' }) attendance: AttendanceCellDto[];
  @ApiProperty({ type: AttendanceStatisticsDto }) statistics: AttendanceStatisticsDto;
}

export class AttendanceSemesterDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'الفصل الأول 2026' }) name: string;
  @ApiProperty({ type: String, format: 'date' }) start_date: string;
  @ApiProperty({ type: String, format: 'date' }) end_date: string;
}

export class AttendanceGridResponseDto {
  @ApiProperty({ type: AttendanceSemesterDto }) semester: AttendanceSemesterDto;
  @ApiProperty({ type: [WorkingDayDto], description: "The semester's working days (no weekend days, no holidays), ascending" }) working_days: WorkingDayDto[];
  @ApiProperty({ type: [AttendanceGridStudentDto], description: "The circle's actively enrolled students, by name" }) students: AttendanceGridStudentDto[];
}

/** One stored mark, as the student's records and the mark's answer show it. */
export class AttendanceRecordDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '1463087344' }) student_id: string;
  @ApiProperty() class_id: number;
  @ApiProperty({ example: 'حلقة الإمام عاصم' }) class_name: string;
  @ApiProperty() semester_id: number;
  @ApiProperty({ type: String, format: 'date' }) attendance_date: string;
  @ApiProperty({ type: String, format: 'date', description: 'Same as attendance_date' }) date: string;
  @ApiProperty({ enum: ['present', 'absent'] }) status: Exclude<AttendanceStatus, 'unknown'>;
  @ApiProperty() is_present: boolean;
  @ApiProperty() is_explicit: boolean;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who marked it last' }) marked_by: string | null;
}

export function toAttendanceRecordDto(mark: Omit<Attendance, 'created_at' | 'updated_at'>, className: string): AttendanceRecordDto {
  return {
    id: mark.id,
    student_id: mark.student_id,
    class_id: mark.class_id,
    class_name: className,
    semester_id: mark.semester_id,
    attendance_date: mark.attendance_date,
    date: mark.attendance_date,
    status: mark.is_present ? 'present' : 'absent',
    is_present: mark.is_present,
    is_explicit: mark.is_explicit,
    notes: mark.notes,
    marked_by: mark.marked_by,
  };
}

/** A cell as the server holds it, for a device whose change came too late (the sync endpoint's stale answer). */
export class AttendanceCellStateDto {
  @ApiProperty() is_present: boolean;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the server last changed the cell' }) updated_at: string;
  @ApiProperty({ type: String, nullable: true, description: 'Who marked it last' }) marked_by: string | null;
}

export function toAttendanceCellState(mark: Pick<Attendance, 'is_present' | 'notes' | 'updated_at' | 'marked_by'>): AttendanceCellStateDto {
  return { is_present: mark.is_present, notes: mark.notes, updated_at: new Date(mark.updated_at).toISOString(), marked_by: mark.marked_by };
}

export class AttendanceMarkResponseDto {
  @ApiProperty({ example: 'تم تسجيل حضور الطالب' }) message: string;
  @ApiProperty({ type: AttendanceRecordDto }) attendance: AttendanceRecordDto;
}

export class StudentAttendanceResponseDto {
  @ApiProperty({ type: [AttendanceRecordDto], description: 'The marks the caller may see, newest first' }) attendance: AttendanceRecordDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Present over marked days of those, a whole percentage; null when there is none' }) percentage:
    number | null;
}

export class FixDatesResponseDto {
  @ApiProperty({ example: 'تم إصلاح تواريخ الحضور' }) message: string;
  @ApiProperty({ description: 'Presence marks added (is_explicit false) on working days a student was graded in a circle and had no mark there' })
  createdRecords: number;
  @ApiProperty({ description: 'Marks removed because their day is no longer a working day of their semester (a weekend day, a holiday, or outside its dates)' })
  deletedRecords: number;
  @ApiProperty({ description: 'Grades those added marks stand for (several grades of one day make one mark)' }) markedGrades: number;
}
