import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { nationalIdPipe } from '../common/id.pipe.js';
import { ChildOverviewResponseDto, MyStudentsResponseDto, ParentStudentResponseDto } from './dto/parent-students.dto.js';
import { ParentStudentsService } from './parent-students.service.js';

const CHILD_NOTE = "The parent's own linked children only: another student, linked to someone else or missing, is 404 alike.";

/** The parent pages (spec 03): /my-students and the children page's tabs. For parents only. */
@ApiTags('parent-students')
@Controller('parent-students')
export class ParentStudentsController {
  constructor(private readonly service: ParentStudentsService) {}

  @Get('my-students')
  @Access("The caller's linked children, with their complex and circle", RULES.personal.parent, { notes: 'Two queries whatever the number of children.' })
  @ApiOkResponse({ type: MyStudentsResponseDto })
  myStudents(@CurrentUser() caller: AuthUser): Promise<MyStudentsResponseDto> {
    return this.service.myStudents(caller);
  }

  @Get('student/:id')
  @Access('One linked child in detail, with their latest 10 grades and attendance marks', RULES.personal.parent, { notes: CHILD_NOTE, errors: [404] })
  @ApiParam({ name: 'id', example: '1463087344' })
  @ApiOkResponse({ type: ParentStudentResponseDto })
  student(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<ParentStudentResponseDto> {
    return this.service.student(caller, id);
  }

  @Get('student/:id/overview')
  @Access("The children page's tabs for one linked child: statistics, goals and history", RULES.personal.parent, {
    notes:
      `${CHILD_NOTE} stats: totalPoints (every points entry), averageGrade (the weighted course total of every grade, as GET /api/grades/student/{id}), ` +
      'attendancePercentage (present of the days marked, null when none) and completedPages (from the memorised position). goals: newest first. ' +
      'history: the latest 20 rows of the audit trail about the child, newest first: their account and memorisation profile, and the grades, ' +
      'attendance marks, points entries and goals that are theirs (rows of theirs today, or deleted rows whose recorded fields name them), ' +
      'each with an Arabic summary. Seven queries.',
    errors: [404],
  })
  @ApiParam({ name: 'id', example: '1463087344' })
  @ApiOkResponse({ type: ChildOverviewResponseDto })
  overview(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<ChildOverviewResponseDto> {
    return this.service.overview(caller, id);
  }
}
