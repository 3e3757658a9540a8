import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, type AuditAction } from '../../audit/audit-record.js';
import { RELATIONSHIP_TYPES, type RelationshipType } from '#common';
import { PersonNameDto } from '../../users/dto/person-name.dto.js';

/** One of the caller's linked children, as the /my-students cards show them (spec 03 section 2, parent pages). */
export class MyStudentDto extends PersonNameDto {
  @ApiProperty({ example: '1463087344' }) id: string;
  @ApiProperty({ type: String, nullable: true }) school_level: string | null;
  @ApiProperty({ enum: ['active', 'inactive'] }) status: 'active' | 'inactive';
  @ApiProperty({ type: String, nullable: true }) school_name: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The circle of the active enrolment' }) class_name: string | null;
  @ApiProperty({ enum: Object.keys(RELATIONSHIP_TYPES) }) relationship_type: RelationshipType;
  @ApiProperty() is_primary: boolean;
}

export class MyStudentsResponseDto {
  @ApiProperty({ type: [MyStudentDto] }) students: MyStudentDto[];
}

/** A linked child in full (the /my-students details modal). */
export class ParentStudentDetailDto extends PersonNameDto {
  @ApiProperty({ example: '1463087344' }) id: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) date_of_birth: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Of the active enrolment' }) enrollment_date: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) school_level: string | null;
  @ApiProperty({ enum: ['active', 'inactive'] }) student_status: 'active' | 'inactive';
  @ApiProperty({ type: String, nullable: true }) school_name: string | null;
  @ApiProperty({ type: String, nullable: true }) class_name: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The school level of the circle' }) class_level: string | null;
}

/** One grade of a child (spec 03 section 3, grade row on the children page). */
export class ParentGradeRowDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() class_name: string;
  @ApiProperty() course_name: string;
  @ApiProperty({ type: String, nullable: true, description: 'The surah the recited range starts in' }) surah_name: string | null;
  @ApiProperty({ type: String, nullable: true, example: '78:1' }) start_reference: string | null;
  @ApiProperty({ type: String, nullable: true, example: '78:40' }) end_reference: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pages the range covers, first and last included' }) pages: number | null;
  @ApiProperty() grade: number;
  @ApiProperty() max_grade: number;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
}

/** One attendance mark of a child. */
export class ParentAttendanceRowDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() is_present: boolean;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty() class_name: string;
}

export class ParentStudentResponseDto {
  @ApiProperty({ type: ParentStudentDetailDto }) student: ParentStudentDetailDto;
  @ApiProperty({ type: [ParentGradeRowDto], description: 'The latest 10, newest first' }) grades: ParentGradeRowDto[];
  @ApiProperty({ type: [ParentAttendanceRowDto], description: 'The latest 10, newest first' }) attendance: ParentAttendanceRowDto[];
}

/** Child stats (spec 03 section 3). */
export class ChildStatsDto {
  @ApiProperty({ description: 'Sum of every points entry' }) totalPoints: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Weighted course total out of 100 (as the grades endpoint), null without grades' }) averageGrade:
    number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Whole percent present of the days marked, null when none is marked' }) attendancePercentage:
    number | null;
  @ApiProperty({ description: 'Pages memorised, from the memorised position' }) completedPages: number;
}

/** A goal as the children page shows it. */
export class ChildGoalDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: String, nullable: true }) title: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() completed: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) target_date: string | null;
  @ApiProperty({ description: "The target surah's name" }) target_surah_name: string;
  @ApiProperty() target_ayah_number: number;
}

/** One entry of the child's history, from the audit trail. */
export class ChildHistoryDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({ enum: ['users', 'grades', 'attendance', 'points', 'student_goals'], description: 'The table written' }) entity: string;
  @ApiProperty({ description: 'What changed, in Arabic' }) summary: string;
}

export class ChildOverviewResponseDto {
  @ApiProperty({ type: ChildStatsDto }) stats: ChildStatsDto;
  @ApiProperty({ type: [ChildGoalDto], description: 'Newest first' }) goals: ChildGoalDto[];
  @ApiProperty({ type: [ChildHistoryDto], description: 'The latest 20, newest first' }) history: ChildHistoryDto[];
}
