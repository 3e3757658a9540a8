import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { nationalIdPipe } from '../common/id.pipe.js';
import { RegisterStudentDto, RegistrationResponseDto } from '../users/dto/registration.dto.js';
import { RegistrationService } from '../users/registration.service.js';
import { CreateStudentDto, StudentDto, StudentMessageResponseDto, StudentQueryDto, UpdateStudentDto } from './dto/student.dto.js';
import { StudentsService } from './students.service.js';

const SCOPE =
  "The admin sees every student; a manager or supervisor their complex's; a teacher those of the circles they teach; a parent their children; a student themself.";
const WRITE_SCOPE = "Inside the caller's complex: a complex or circle of another complex in the body answers 404.";

@ApiTags('students')
@Controller('students')
export class StudentsController {
  constructor(
    private readonly service: StudentsService,
    private readonly registration: RegistrationService,
  ) {}

  @Post()
  @Access('Student self-registration; the account waits for approval', RULES.general.public, {
    notes: 'A parent_id links the student to that parent now, or when the parent registers.',
    errors: [400, [409, 'The national ID is already registered']],
  })
  @ApiCreatedResponse({ type: RegistrationResponseDto })
  register(@Body() dto: RegisterStudentDto): Promise<RegistrationResponseDto> {
    return this.registration.registerStudent(dto);
  }

  @Get()
  @Access('Students the caller may see, with their circle and memorisation position', RULES.students.view, { notes: SCOPE, errors: [400] })
  @ApiOkResponse({ type: [StudentDto] })
  list(@CurrentUser() caller: AuthUser, @Query() query: StudentQueryDto): Promise<StudentDto[]> {
    return this.service.list(caller, query);
  }

  @Post('manage')
  @Access('Add a student (staff)', RULES.students.create, {
    notes: `${WRITE_SCOPE} Inactive unless status is active, which needs a complex. The student signs in once a password is set for them.`,
    errors: [400, 404, [409, 'The national ID is already registered']],
  })
  @ApiCreatedResponse({ type: StudentMessageResponseDto })
  create(@CurrentUser() caller: AuthUser, @Body() dto: CreateStudentDto): Promise<StudentMessageResponseDto> {
    return this.service.create(caller, dto);
  }

  @Get(':id')
  @Access('One student', RULES.students.view, { notes: SCOPE, errors: [404] })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: StudentDto })
  get(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<StudentDto> {
    return this.service.get(caller, id);
  }

  @Put(':id')
  @Access('Edit a student: the file, the memorisation position, or the status alone', RULES.students.edit, {
    notes: `${WRITE_SCOPE} status suspended means inactive; active needs a complex. A new circle ends the current enrolment.`,
    errors: [400, 404],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: StudentMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string, @Body() dto: UpdateStudentDto): Promise<StudentMessageResponseDto> {
    return this.service.update(caller, id, dto);
  }

  @Delete(':id')
  @Access('Delete a student for good: the account, enrolments, family links and every record', RULES.students.delete, {
    notes: 'In one transaction.',
    errors: [404],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<MessageResponseDto> {
    return this.service.remove(caller, id);
  }
}
