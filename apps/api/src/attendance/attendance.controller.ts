import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { idPipe, nationalIdPipe } from '../common/id.pipe.js';
import { AttendanceService } from './attendance.service.js';
import {
  AttendanceClassesResponseDto,
  AttendanceGridQueryDto,
  AttendanceGridResponseDto,
  AttendanceMarkResponseDto,
  FixDatesResponseDto,
  MarkAttendanceDto,
  StudentAttendanceQueryDto,
  StudentAttendanceResponseDto,
} from './dto/attendance.dto.js';

const BOOK_NOTE =
  "The circles whose attendance the caller may read: the admin every one, a complex manager or supervisor their complex's, a teacher those they teach (404 otherwise).";
const MARK_NOTE =
  "In a circle the caller may mark in: the admin any, a complex manager their complex's, a teacher those they teach (404 otherwise). The semester must be the circle's (400), the student actively enrolled in it (404), the day a working day of the semester: inside its dates, not a weekend day or a holiday (400 'تاريخ غير صحيح'). Marking the same student, circle, semester and day again changes that mark: there is one row per cell, even when two sessions mark it at once.";
const FIX_NOTE =
  'One transaction, for every semester. deletedRecords: marks removed because their day is no longer a working day of their semester (a weekend day, a holiday, or outside its dates, after its calendar changed). createdRecords: presence marks added, with is_explicit false, on working days a student was graded in a circle and had no mark there. markedGrades: the grades those added marks stand for (several grades of one day make one mark).';

@ApiTags('attendance')
@Controller('attendance')
export class AttendanceController {
  constructor(private readonly service: AttendanceService) {}

  @Get('classes')
  @Access('The circles to take attendance in, with their complex and student count', RULES.attendance.book, { notes: BOOK_NOTE })
  @ApiOkResponse({ type: AttendanceClassesResponseDto })
  classes(@CurrentUser() caller: AuthUser): Promise<AttendanceClassesResponseDto> {
    return this.service.classes(caller);
  }

  @Get('semester/:semesterId/class/:classId')
  @Access("A circle's attendance grid: the semester's working days, each student's marks and totals", RULES.attendance.book, {
    notes: `${BOOK_NOTE} The semester must be of the circle's complex (404). Five queries, the session's included, however many students and days.`,
    errors: [400, 404],
  })
  @ApiOkResponse({ type: AttendanceGridResponseDto })
  grid(
    @CurrentUser() caller: AuthUser,
    @Param('semesterId', idPipe) semesterId: number,
    @Param('classId', idPipe) classId: number,
    @Query() query: AttendanceGridQueryDto,
  ): Promise<AttendanceGridResponseDto> {
    return this.service.grid(caller, semesterId, classId, query);
  }

  @Post('mark')
  @HttpCode(200)
  @Access('Mark a student present or absent on a working day', RULES.attendance.manage, { notes: MARK_NOTE, errors: [400, 404] })
  @ApiOkResponse({ type: AttendanceMarkResponseDto })
  mark(@CurrentUser() caller: AuthUser, @Body() dto: MarkAttendanceDto): Promise<AttendanceMarkResponseDto> {
    return this.service.mark(caller, dto);
  }

  @Get('student/:id')
  @Access("A student's attendance records, newest first, with the share present", RULES.attendance.view, {
    notes: "Rows scoped: staff their complex's or circles', a parent their children's, a student their own; outside that 404.",
    errors: [400, 404],
  })
  @ApiParam({ name: 'id', example: '1463087344' })
  @ApiOkResponse({ type: StudentAttendanceResponseDto })
  student(
    @CurrentUser() caller: AuthUser,
    @Param('id', nationalIdPipe) id: string,
    @Query() query: StudentAttendanceQueryDto,
  ): Promise<StudentAttendanceResponseDto> {
    return this.service.studentRecords(caller, id, query);
  }

  @Post('fix-dates')
  @HttpCode(200)
  @Access('Repair attendance after semester calendars changed', RULES.attendance.fixDates, { notes: FIX_NOTE })
  @ApiOkResponse({ type: FixDatesResponseDto })
  fixDates(): Promise<FixDatesResponseDto> {
    return this.service.fixDates();
  }
}
