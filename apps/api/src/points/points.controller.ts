import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { idPipe, nationalIdPipe } from '../common/id.pipe.js';
import { BodyLimit } from '../common/json-body.js';
import {
  ClassPointsQueryDto,
  ClassPointsResponseDto,
  CreatePointsDto,
  DayPointsResponseDto,
  PointsClassesResponseDto,
  PointsEntryMessageResponseDto,
  PointsReportQueryDto,
  PointsReportResponseDto,
  StudentPointsQueryDto,
  SaveDayPointsDto,
  StudentPointsResponseDto,
  UpdatePointsDto,
} from './dto/points.dto.js';
import { PointsService } from './points.service.js';

const WRITE_NOTE = "In a circle the caller may give points in: the admin any, a complex manager their complex's, a teacher those they teach (404 otherwise).";
const BOOK_NOTE =
  "The circles whose points the caller may read: the admin every one, a complex manager or supervisor their complex's, a teacher those they teach (404 otherwise).";

@ApiTags('points')
@Controller('points')
export class PointsController {
  constructor(private readonly service: PointsService) {}

  @Get('student/:studentId')
  @Access("A student's points, a page at a time, with the totals of every page", RULES.points.view, {
    notes:
      "Rows scoped: staff their complex's or circles', a parent their children's, a student their own; outside that 404. Pages of 20 unless limit says otherwise (at most 100). Three queries.",
    errors: [400, 404],
  })
  @ApiParam({ name: 'studentId', example: '1463087344' })
  @ApiOkResponse({ type: StudentPointsResponseDto })
  student(
    @CurrentUser() caller: AuthUser,
    @Param('studentId', nationalIdPipe) studentId: string,
    @Query() query: StudentPointsQueryDto,
  ): Promise<StudentPointsResponseDto> {
    return this.service.studentPoints(caller, studentId, query);
  }

  @Post()
  @Access('Give a student points for a day', RULES.points.give, {
    notes: `${WRITE_NOTE} The semester must be the circle's (400), the student actively enrolled in it (404) and active (400), the day one of the semester (400). One entry a day per student and circle: a second is refused (409), change the first.`,
    errors: [400, 404, 409],
  })
  @ApiCreatedResponse({ type: PointsEntryMessageResponseDto })
  create(@CurrentUser() caller: AuthUser, @Body() dto: CreatePointsDto): Promise<PointsEntryMessageResponseDto> {
    return this.service.create(caller, dto);
  }

  // Declared before PUT :id, whose id pipe would answer 400 for the word "day".
  @Put('day')
  @BodyLimit('256kb')
  @Access("Give, change or remove a circle's points for one day, every student at once", RULES.points.give, {
    notes: `${WRITE_NOTE} One transaction: every row is checked before anything is written, and a refused row leaves the day as it was. The semester must be the circle's (400), the day one of the semester (400), every student actively enrolled in the circle (404) and named once (400 on entries.N.student_id); new points are for an active student (400 on entries.N.student_id). points_given gives or changes the student's entry of the day; null or left out removes it; students left out are untouched. Four queries of checks however many rows, then one write per changed row and one DELETE.`,
    errors: [400, 404, 409],
  })
  @ApiOkResponse({ type: DayPointsResponseDto })
  saveDay(@CurrentUser() caller: AuthUser, @Body() dto: SaveDayPointsDto): Promise<DayPointsResponseDto> {
    return this.service.saveDay(caller, dto);
  }

  @Put(':id')
  @Access('Change the points of an entry', RULES.points.give, { notes: WRITE_NOTE, errors: [400, 404] })
  @ApiOkResponse({ type: PointsEntryMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number, @Body() dto: UpdatePointsDto): Promise<PointsEntryMessageResponseDto> {
    return this.service.update(caller, id, dto);
  }

  @Delete(':id')
  @Access('Delete a points entry', RULES.points.give, { notes: WRITE_NOTE, errors: [404] })
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<MessageResponseDto> {
    return this.service.remove(caller, id);
  }

  @Get('teacher/my-classes')
  @Access("The circles to give points in: a teacher's own, a manager's or supervisor's complex's, every one for the admin", RULES.points.manage, {
    notes: BOOK_NOTE,
  })
  @ApiOkResponse({ type: PointsClassesResponseDto })
  myClasses(@CurrentUser() caller: AuthUser): Promise<PointsClassesResponseDto> {
    return this.service.myClasses(caller);
  }

  @Get('class/:classId')
  @Access("A circle's points grid: the last 30 working days, its entries and its students' totals", RULES.points.manage, {
    notes: `${BOOK_NOTE} The semester must be of the circle's complex (404). points: the entries on the grid's days; each student's total_points and points_count: the whole semester's. Five queries, the session's included, however many students, entries and days.`,
    errors: [400, 404],
  })
  @ApiOkResponse({ type: ClassPointsResponseDto })
  classPoints(
    @CurrentUser() caller: AuthUser,
    @Param('classId', idPipe) classId: number,
    @Query() query: ClassPointsQueryDto,
  ): Promise<ClassPointsResponseDto> {
    return this.service.classPoints(caller, classId, query);
  }

  @Get('reports/students-summary')
  @Access("The points report: each student's total, count and average between two days", RULES.points.reports, {
    notes:
      "Both days are required (400). Entries the caller may see: the admin every one, a complex manager or supervisor their complex's, a teacher those of the circles they teach. One query.",
    errors: [400],
  })
  @ApiOkResponse({ type: PointsReportResponseDto })
  report(@CurrentUser() caller: AuthUser, @Query() query: PointsReportQueryDto): Promise<PointsReportResponseDto> {
    return this.service.report(caller, query);
  }
}
