import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { idPipe } from '../common/id.pipe.js';
import { ClassesService } from './classes.service.js';
import {
  AddClassStudentsDto,
  ClassCreatedResponseDto,
  ClassDetailDto,
  ClassDto,
  ClassMessageResponseDto,
  ClassQueryDto,
  ClassStudentDto,
  ClassStudentsAddedResponseDto,
  ClassTeachersDto,
  CreateClassDto,
  UpdateClassDto,
} from './dto/class.dto.js';

const SCOPE =
  "The admin sees every circle; a complex manager and a supervisor their complex's; a teacher the circles they teach; a parent their children's; a student their own.";
const WRITE_SCOPE = "Inside the caller's complex: a complex, semester or teacher of another complex in the body answers 404.";

@ApiTags('classes')
@Controller('classes')
export class ClassesController {
  constructor(private readonly service: ClassesService) {}

  @Get()
  @Access('Circles the caller may see, with what their cards show', RULES.classes.view, { notes: SCOPE, errors: [400] })
  @ApiOkResponse({ type: [ClassDto] })
  list(@CurrentUser() caller: AuthUser, @Query() query: ClassQueryDto): Promise<ClassDto[]> {
    return this.service.list(caller, query);
  }

  @Post()
  @Access('Create a circle, with its teachers', RULES.classes.manage, { notes: WRITE_SCOPE, errors: [400, 404] })
  @ApiCreatedResponse({ type: ClassCreatedResponseDto })
  create(@CurrentUser() caller: AuthUser, @Body() dto: CreateClassDto): Promise<ClassCreatedResponseDto> {
    return this.service.create(caller, dto);
  }

  @Get(':id')
  @Access('One circle, with its semester and its own courses', RULES.classes.view, { notes: SCOPE, errors: [404] })
  @ApiOkResponse({ type: ClassDetailDto })
  get(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<ClassDetailDto> {
    return this.service.get(caller, id);
  }

  @Put(':id')
  @Access('Edit a circle, or toggle it by sending only is_active', RULES.classes.manage, { notes: WRITE_SCOPE, errors: [400, 404] })
  @ApiOkResponse({ type: ClassMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number, @Body() dto: UpdateClassDto): Promise<ClassMessageResponseDto> {
    return this.service.update(caller, id, dto);
  }

  @Delete(':id')
  @Access('Delete an empty circle', RULES.classes.manage, {
    notes: 'Refused with 409 while it has enrolled students, grades or attendance: deactivate it instead.',
    errors: [404, 409],
  })
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<MessageResponseDto> {
    return this.service.remove(caller, id);
  }

  @Post(':id/teachers')
  @Access("Replace a circle's teachers: one primary, the others assistants", RULES.classes.manage, { notes: WRITE_SCOPE, errors: [400, 404] })
  @ApiCreatedResponse({ type: ClassMessageResponseDto })
  setTeachers(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number, @Body() dto: ClassTeachersDto): Promise<ClassMessageResponseDto> {
    return this.service.setTeachers(caller, id, dto);
  }

  @Get(':classId/students')
  @Access('The students enrolled in a circle', RULES.classes.view, {
    notes: `${SCOPE} A parent or student sees only their own children or themself in the list.`,
    errors: [404],
  })
  @ApiOkResponse({ type: [ClassStudentDto] })
  students(@CurrentUser() caller: AuthUser, @Param('classId', idPipe) classId: number): Promise<ClassStudentDto[]> {
    return this.service.students(caller, classId);
  }

  @Post(':classId/students')
  @Access('Put several students of the complex in a circle at once', RULES.classes.manage, {
    notes:
      "One transaction. A student of another complex, or one the caller may not edit, is 404; one of another complex than the circle's 400; a student in another circle moves here; more students than the circle's free seats is 400 with nothing written.",
    errors: [400, 404],
  })
  @ApiCreatedResponse({ type: ClassStudentsAddedResponseDto })
  addStudents(
    @CurrentUser() caller: AuthUser,
    @Param('classId', idPipe) classId: number,
    @Body() dto: AddClassStudentsDto,
  ): Promise<ClassStudentsAddedResponseDto> {
    return this.service.addStudents(caller, classId, dto);
  }
}
