import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '#common';
import { SURAH_COUNT } from '#quran';
import { IntField } from '../../common/fields.js';
import { CourseDto } from '../../courses/dto/course.dto.js';
import type { StudentGoal } from '../entities/student-goal.entity.js';
import { GradeDto } from './grade.dto.js';
import { PersonNameDto } from '../../users/dto/person-name.dto.js';

/** PUT /api/classes/{classId}/student/{studentId}/goal: the target surah and ayah. */
export class SetGoalDto {
  @IntField({ max: SURAH_COUNT, message: MESSAGES.goals.targetRequired, example: 78 }) target_surah_id: number;
  @IntField({ max: 286, message: MESSAGES.goals.targetRequired, example: 40, description: 'An ayah of the target surah (checked against libs/quran)' })
  target_ayah_number: number;
}

export class GoalDto {
  @ApiProperty() id: number;
  @ApiProperty() student_id: string;
  @ApiProperty({ example: 78 }) target_surah_id: number;
  @ApiProperty({ example: 40 }) target_ayah_number: number;
  @ApiProperty({ type: String, nullable: true }) title: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) target_date: string | null;
  @ApiProperty() completed: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

export function toGoalDto(goal: StudentGoal): GoalDto {
  return {
    id: goal.id,
    student_id: goal.student_id,
    target_surah_id: goal.target_surah_id,
    target_ayah_number: goal.target_ayah_number,
    title: goal.title,
    description: goal.description,
    target_date: goal.target_date,
    completed: goal.completed,
    created_at: new Date(goal.created_at).toISOString(),
  };
}

export class GoalMessageResponseDto {
  @ApiProperty({ example: 'تم حفظ الهدف بنجاح' }) message: string;
  @ApiProperty({ type: GoalDto }) goal: GoalDto;
}

export class GoalsResponseDto {
  @ApiProperty({ type: [GoalDto] }) goals: GoalDto[];
}

/** The plan dialog's figures (libs/quran goalProgress): pages memorised, of the target, graded and not. */
export class PlanDto {
  @ApiProperty({ type: String, nullable: true, enum: ['achieved', 'exceeded', 'in_progress'] }) status: string | null;
  @ApiProperty() memorisedPages: number;
  @ApiProperty() targetPages: number;
  @ApiProperty() goalPages: number;
  @ApiProperty() gradedGoalPages: number;
  @ApiProperty() ungradedGoalPages: number;
  @ApiProperty({ type: Number, nullable: true }) percentage: number | null;
  @ApiProperty({ type: Number, nullable: true }) gradedPercentage: number | null;
}

export class StudentProfileDto extends PersonNameDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true }) school_level: string | null;
  @ApiProperty({ enum: ['active', 'inactive'] }) status: 'active' | 'inactive';
  @ApiProperty() class_id: number;
  @ApiProperty() class_name: string;
  @ApiProperty({ type: Number, nullable: true, description: "The circle's semester, where its attendance and points are kept; null when it has none" })
  semester_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) memorized_surah_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) memorized_ayah_number: number | null;
  @ApiProperty({ type: Number, nullable: true }) target_surah_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) target_ayah_number: number | null;
  @ApiProperty({ description: 'Distinct pages memorised (libs/quran)' }) memorized_pages: number;
  @ApiProperty({ example: 604 }) total_pages: number;
  @ApiProperty({ description: 'memorized_pages / 604 x 100, one decimal' }) pages_percentage: number;
  @ApiProperty() memorized_ayahs: number;
  @ApiProperty({ type: Number, nullable: true, description: "The weighted total of this circle's semester" }) averageGrade: number | null;
  @ApiProperty({ type: GoalDto, nullable: true }) goal: GoalDto | null;
  @ApiProperty({ type: PlanDto }) plan: PlanDto;
  @ApiProperty({ type: [GradeDto], description: "This circle's grades of its semester, newest first" }) grades: GradeDto[];
  @ApiProperty({ type: [CourseDto], description: 'The courses the circle is graded in' }) courses: CourseDto[];
}

export class StudentProfileResponseDto {
  @ApiProperty({ type: StudentProfileDto }) student: StudentProfileDto;
}

export class GradingStudentDto {
  @ApiProperty() id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ type: Number, nullable: true }) averageGrade: number | null;
  @ApiProperty() gradesCount: number;
  @ApiProperty({ description: 'Present over marked days in this circle and semester, a whole percentage; 0 when none is marked (totalDays 0)' })
  attendanceRate: number;
  @ApiProperty({ description: 'Days marked absent' }) absentDays: number;
  @ApiProperty({ description: 'Days marked, present or absent' }) totalDays: number;
  @ApiProperty({ description: 'Sum of the points given in this circle and semester' }) totalPoints: number;
}

export class GradingClassDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() student_count: number;
  @ApiProperty({ type: [GradingStudentDto] }) students: GradingStudentDto[];
}

export class SchoolGradingResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [GradingClassDto] }) classes: GradingClassDto[];
}

export class ReviewJuzDto {
  @ApiProperty() juz: number;
  @ApiProperty() startPage: number;
  @ApiProperty() endPage: number;
  @ApiProperty() memorised: boolean;
  @ApiProperty() recent: boolean;
}

export class ReviewLegendDto {
  @ApiProperty() token: string;
  @ApiProperty() label: string;
}

const REVIEW_COLOUR_NAMES = ['new', 'recent', 'light_red', 'red', 'dark_red', 'not_memorised'];

export class ReviewResponseDto {
  @ApiProperty({ type: String, format: 'date', description: 'The day the ages are counted from' }) today: string;
  @ApiProperty({ type: [String], enum: REVIEW_COLOUR_NAMES, description: '604 colours; index 0 is page 1' }) pages: string[];
  @ApiProperty({ type: [ReviewJuzDto] }) juz: ReviewJuzDto[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, description: 'Pages per colour; they add up to 604' }) summary: Record<
    string,
    number
  >;
  @ApiProperty({ type: [ReviewLegendDto] }) legend: ReviewLegendDto[];
}
