import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { idPipe } from '../common/id.pipe.js';
import { CoursesService } from './courses.service.js';
import { CourseDto, CourseMessageResponseDto, CoursesResponseDto, CreateCourseDto, SemesterCoursesQueryDto, UpdateCourseDto } from './dto/course.dto.js';

const SCOPE = 'Scoped like the semester and circle they belong to.';

@ApiTags('courses')
@Controller()
export class CoursesController {
  constructor(private readonly service: CoursesService) {}

  @Get('semesters/:semesterId/classes/:classId/courses')
  @Access("A circle's own courses in a semester", RULES.courses.view, { notes: SCOPE, errors: [404] })
  @ApiOkResponse({ type: [CourseDto] })
  listOfClass(
    @CurrentUser() caller: AuthUser,
    @Param('semesterId', idPipe) semesterId: number,
    @Param('classId', idPipe) classId: number,
  ): Promise<CourseDto[]> {
    return this.service.listOfClass(caller, semesterId, classId);
  }

  @Post('semesters/:semesterId/classes/:classId/courses')
  @Access('Add a course to a circle for a semester', RULES.courses.manage, { notes: 'The circle and the semester must be of one complex.', errors: [400, 404] })
  @ApiCreatedResponse({ type: CourseMessageResponseDto })
  createForClass(
    @CurrentUser() caller: AuthUser,
    @Param('semesterId', idPipe) semesterId: number,
    @Param('classId', idPipe) classId: number,
    @Body() dto: CreateCourseDto,
  ): Promise<CourseMessageResponseDto> {
    return this.service.create(caller, semesterId, classId, dto);
  }

  @Get('semesters/:semesterId/courses/:schoolId')
  @Access("The courses of a complex's semester (not those of single circles)", RULES.courses.view, { notes: SCOPE, errors: [404] })
  @ApiOkResponse({ type: [CourseDto] })
  listOfSchool(
    @CurrentUser() caller: AuthUser,
    @Param('semesterId', idPipe) semesterId: number,
    @Param('schoolId', idPipe) schoolId: number,
  ): Promise<CourseDto[]> {
    return this.service.listOfSchool(caller, semesterId, schoolId);
  }

  @Post('semesters/:semesterId/courses')
  @Access("Add a course to a complex's semester", RULES.courses.manage, { errors: [400, 404] })
  @ApiCreatedResponse({ type: CourseMessageResponseDto })
  createForSemester(
    @CurrentUser() caller: AuthUser,
    @Param('semesterId', idPipe) semesterId: number,
    @Body() dto: CreateCourseDto,
  ): Promise<CourseMessageResponseDto> {
    return this.service.create(caller, semesterId, null, dto);
  }

  @Get('semester-courses')
  @Access("Every course of a semester: the complex's and each circle's", RULES.courses.view, { notes: SCOPE, errors: [400, 404] })
  @ApiOkResponse({ type: CoursesResponseDto })
  listOfSemester(@CurrentUser() caller: AuthUser, @Query() query: SemesterCoursesQueryDto): Promise<CoursesResponseDto> {
    return this.service.listOfSemester(caller, query.semester_id);
  }

  @Put('courses/:id')
  @Access('Edit a course', RULES.courses.manage, { errors: [400, 404] })
  @ApiOkResponse({ type: CourseMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number, @Body() dto: UpdateCourseDto): Promise<CourseMessageResponseDto> {
    return this.service.update(caller, id, dto);
  }

  @Delete('courses/:id')
  @Access('Delete a course with its grades', RULES.courses.manage, { errors: [404] })
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<MessageResponseDto> {
    return this.service.remove(caller, id);
  }
}
