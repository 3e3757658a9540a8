import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { idPipe, nationalIdPipe } from '../common/id.pipe.js';
import {
  ClassGradesResponseDto,
  CreateClassGradeDto,
  CreateGradingGradeDto,
  GradeMessageResponseDto,
  StudentClassGradesResponseDto,
  StudentGradesResponseDto,
  UpdateGradeDto,
} from './dto/grade.dto.js';
import {
  GoalMessageResponseDto,
  GoalsResponseDto,
  ReviewResponseDto,
  SchoolGradingResponseDto,
  SetGoalDto,
  StudentProfileResponseDto,
} from './dto/profile.dto.js';
import { GoalsService } from './goals.service.js';
import { GradesService } from './grades.service.js';
import { GradingTableService } from './grading-table.service.js';
import { StudentProgressService } from './student-progress.service.js';

const WRITE_NOTE =
  "In a circle the caller may grade: the admin any, a complex manager their complexes', a teacher those they teach (404 otherwise). The student must be enrolled in the circle (404), the course one of the circle's semester (400), the range real ayahs with the end not before the start, and none for a course without Quran (400).";
const READ_NOTE = "Rows scoped: staff their complex's or circles', a parent their children's, a student their own; outside that 404.";

@ApiTags('grading')
@Controller()
export class GradingController {
  constructor(
    private readonly grades: GradesService,
    private readonly gradingTable: GradingTableService,
    private readonly studentProgress: StudentProgressService,
    private readonly studentGoals: GoalsService,
  ) {}

  @Post('classes/:classId/grades')
  @Access('Give a student of the circle a grade', RULES.grading.edit, { notes: WRITE_NOTE, errors: [400, 404] })
  @ApiCreatedResponse({ type: GradeMessageResponseDto })
  create(@CurrentUser() caller: AuthUser, @Param('classId', idPipe) classId: number, @Body() dto: CreateClassGradeDto): Promise<GradeMessageResponseDto> {
    return this.grades.createInClass(caller, classId, dto);
  }

  @Put('grades/:id')
  @Access('Change a grade', RULES.grading.edit, { notes: WRITE_NOTE, errors: [400, 404] })
  @ApiOkResponse({ type: GradeMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number, @Body() dto: UpdateGradeDto): Promise<GradeMessageResponseDto> {
    return this.grades.update(caller, id, dto);
  }

  @Delete('grades/:id')
  @Access('Delete a grade', RULES.grading.edit, { notes: WRITE_NOTE, errors: [404] })
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<MessageResponseDto> {
    return this.grades.remove(caller, id);
  }

  @Get('grades/student/:studentId')
  @Access("A student's grades by course, with the weighted total and the pages memorised", RULES.grading.view, { notes: READ_NOTE, errors: [404] })
  @ApiParam({ name: 'studentId', example: '1463087344' })
  @ApiOkResponse({ type: StudentGradesResponseDto })
  studentGrades(@CurrentUser() caller: AuthUser, @Param('studentId', nationalIdPipe) studentId: string): Promise<StudentGradesResponseDto> {
    return this.grades.studentGrades(caller, studentId);
  }

  @Get('grades/student/:studentId/semester/:semesterId')
  @Access("A student's grades of one semester, by course", RULES.grading.view, { notes: READ_NOTE, errors: [404] })
  @ApiParam({ name: 'studentId', example: '1463087344' })
  @ApiOkResponse({ type: StudentGradesResponseDto })
  studentSemesterGrades(
    @CurrentUser() caller: AuthUser,
    @Param('studentId', nationalIdPipe) studentId: string,
    @Param('semesterId', idPipe) semesterId: number,
  ): Promise<StudentGradesResponseDto> {
    return this.grades.studentGrades(caller, studentId, semesterId);
  }

  @Get('grades/student/:studentId/review')
  @Access('The review map: the 604 pages coloured by the age of their latest grade, the juz, the summary and the legend', RULES.grading.view, {
    notes: READ_NOTE,
    errors: [404],
  })
  @ApiParam({ name: 'studentId', example: '1463087344' })
  @ApiOkResponse({ type: ReviewResponseDto })
  review(@CurrentUser() caller: AuthUser, @Param('studentId', nationalIdPipe) studentId: string): Promise<ReviewResponseDto> {
    return this.studentProgress.review(caller, studentId);
  }

  @Get('grades/semester/:semesterId/class/:classId')
  @Access('The grades given in a circle in a semester', RULES.grading.view, {
    notes: "Staff who may read the circle's grade book (404 otherwise).",
    errors: [404],
  })
  @ApiOkResponse({ type: ClassGradesResponseDto })
  classGrades(
    @CurrentUser() caller: AuthUser,
    @Param('semesterId', idPipe) semesterId: number,
    @Param('classId', idPipe) classId: number,
  ): Promise<ClassGradesResponseDto> {
    return this.grades.classGrades(caller, semesterId, classId);
  }

  @Get('grading/school/:schoolId/semester/:semesterId')
  @Access("The comprehensive grading table: each circle of a complex's semester with its students' averages", RULES.grading.summary, {
    notes:
      "The circles whose grade book the caller may read, each student with their average, attendance and points in the circle this semester. Five queries, the session's included, however many circles, students and grades.",
    errors: [404],
  })
  @ApiOkResponse({ type: SchoolGradingResponseDto })
  schoolSummary(
    @CurrentUser() caller: AuthUser,
    @Param('schoolId', idPipe) schoolId: number,
    @Param('semesterId', idPipe) semesterId: number,
  ): Promise<SchoolGradingResponseDto> {
    return this.gradingTable.schoolSummary(caller, schoolId, semesterId);
  }

  @Get('grading/student/:studentId/class/:classId/semester/:semesterId/grades')
  @Access("One student's grades in a circle and semester, by course, with the circle's courses", RULES.grading.summary, { errors: [404] })
  @ApiParam({ name: 'studentId', example: '1463087344' })
  @ApiOkResponse({ type: StudentClassGradesResponseDto })
  studentClassGrades(
    @CurrentUser() caller: AuthUser,
    @Param('studentId', nationalIdPipe) studentId: string,
    @Param('classId', idPipe) classId: number,
    @Param('semesterId', idPipe) semesterId: number,
  ): Promise<StudentClassGradesResponseDto> {
    return this.grades.studentClassGrades(caller, studentId, classId, semesterId);
  }

  @Post('grading/grade')
  @Access('Give a grade from the comprehensive grading screen', RULES.grading.edit, {
    notes: `The semester must be the circle's. ${WRITE_NOTE}`,
    errors: [400, 404],
  })
  @ApiCreatedResponse({ type: GradeMessageResponseDto })
  createFromGrading(@CurrentUser() caller: AuthUser, @Body() dto: CreateGradingGradeDto): Promise<GradeMessageResponseDto> {
    return this.grades.createFromGrading(caller, dto);
  }

  @Put('grading/grade/:id')
  @Access('Change a grade (comprehensive grading)', RULES.grading.edit, { notes: WRITE_NOTE, errors: [400, 404] })
  @ApiOkResponse({ type: GradeMessageResponseDto })
  updateFromGrading(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number, @Body() dto: UpdateGradeDto): Promise<GradeMessageResponseDto> {
    return this.grades.update(caller, id, dto);
  }

  @Delete('grading/grade/:id')
  @Access('Delete a grade (comprehensive grading)', RULES.grading.edit, { notes: WRITE_NOTE, errors: [404] })
  @ApiOkResponse({ type: MessageResponseDto })
  removeFromGrading(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<MessageResponseDto> {
    return this.grades.remove(caller, id);
  }

  @Get('classes/:classId/student/:studentId/profile')
  @Access("The student profile dialog: progress, goal, plan, the circle's grades and courses", RULES.grading.view, {
    notes: "Staff who may read the circle's grade book; the student must be enrolled in it (404 otherwise). Five queries, the session's included.",
    errors: [404],
  })
  @ApiParam({ name: 'studentId', example: '1463087344' })
  @ApiOkResponse({ type: StudentProfileResponseDto })
  profile(
    @CurrentUser() caller: AuthUser,
    @Param('classId', idPipe) classId: number,
    @Param('studentId', nationalIdPipe) studentId: string,
  ): Promise<StudentProfileResponseDto> {
    return this.studentProgress.profile(caller, classId, studentId);
  }

  @Put('classes/:classId/student/:studentId/goal')
  @Access("Set a student's memorisation target", RULES.grading.edit, {
    notes: 'In a circle the caller may grade, for a student enrolled in it.',
    errors: [400, 404],
  })
  @ApiParam({ name: 'studentId', example: '1463087344' })
  @ApiOkResponse({ type: GoalMessageResponseDto })
  setGoal(
    @CurrentUser() caller: AuthUser,
    @Param('classId', idPipe) classId: number,
    @Param('studentId', nationalIdPipe) studentId: string,
    @Body() dto: SetGoalDto,
  ): Promise<GoalMessageResponseDto> {
    return this.studentGoals.set(caller, classId, studentId, dto);
  }

  @Get('students/:id/goals')
  @Access("A student's goals, newest first", RULES.grading.view, { notes: READ_NOTE, errors: [404] })
  @ApiParam({ name: 'id', example: '1463087344' })
  @ApiOkResponse({ type: GoalsResponseDto })
  goals(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<GoalsResponseDto> {
    return this.studentGoals.list(caller, id);
  }
}
