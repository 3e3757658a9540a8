import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { nationalIdPipe } from '../common/id.pipe.js';
import { RegisterStaffDto, RegistrationResponseDto } from '../users/dto/registration.dto.js';
import { TeacherQueryDto, TeacherMessageResponseDto, TeachersResponseDto } from './dto/teacher-query.dto.js';
import { TeacherActivationDto, TeacherClassesDto, UpdateTeacherDto } from './dto/teacher.dto.js';
import { TeachersService } from './teachers.service.js';

const MANAGE_SCOPE = 'The admin manages any teacher; a supervisor or complex manager the teachers of their own complex (else 404).';

@ApiTags('teachers')
@Controller('teachers')
export class TeachersController {
  constructor(private readonly service: TeachersService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @Access("Staff of the caller's complexes: teachers with their circles, or complex managers with user_type=administrator", RULES.teachers.view, {
    notes: 'The admin sees every complex; others their own. Never cached: the screens read it right after a change.',
    errors: [400],
  })
  @ApiOkResponse({ type: TeachersResponseDto })
  list(@CurrentUser() caller: AuthUser, @Query() query: TeacherQueryDto): Promise<TeachersResponseDto> {
    return this.service.list(caller, query);
  }

  @Post()
  @Access('Staff registration; from a signed-in admin, complex manager or supervisor, an active teacher of their complex', RULES.teachers.register, {
    notes:
      'Without a token (the public form), or from someone who does not manage teachers, the account waits for approval (status pending_activation). From an admin, complex manager or supervisor adding a teacher it is active at once, in a complex of theirs (status active).',
    errors: [400, 404, [409, 'The national ID is already registered']],
  })
  @ApiCreatedResponse({ type: RegistrationResponseDto })
  register(@CurrentUser() caller: AuthUser | undefined, @Body() dto: RegisterStaffDto): Promise<RegistrationResponseDto> {
    return this.service.register(caller, dto);
  }

  @Put(':id')
  @Access("Edit a teacher's details", RULES.teachers.manage, { notes: MANAGE_SCOPE, errors: [400, 404] })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: TeacherMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string, @Body() dto: UpdateTeacherDto): Promise<TeacherMessageResponseDto> {
    return this.service.update(caller, id, dto);
  }

  @Post(':id/classes')
  @HttpCode(200)
  @Access('Set the circles a teacher teaches (replaces them)', RULES.teachers.manage, {
    notes: `${MANAGE_SCOPE} Circles of the teacher's complex only. In one transaction.`,
    errors: [400, 404],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: TeacherMessageResponseDto })
  setClasses(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string, @Body() dto: TeacherClassesDto): Promise<TeacherMessageResponseDto> {
    return this.service.setClasses(caller, id, dto);
  }

  @Patch(':id/activate')
  @Access('Switch a teacher on or off', RULES.teachers.manage, { notes: MANAGE_SCOPE, errors: [400, 404] })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: TeacherMessageResponseDto })
  activate(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string, @Body() dto: TeacherActivationDto): Promise<TeacherMessageResponseDto> {
    return this.service.activate(caller, id, dto);
  }

  @Delete(':id')
  @Access('Delete a teacher and their circle assignments', RULES.teachers.manage, {
    notes: `${MANAGE_SCOPE} Refused with 409 while they are the primary teacher of an active circle.`,
    errors: [404, 409],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<MessageResponseDto> {
    return this.service.remove(caller, id);
  }
}
