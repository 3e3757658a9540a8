import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { RegisterStaffDto, RegistrationResponseDto } from '../users/dto/registration.dto.js';
import { RegistrationService } from '../users/registration.service.js';
import { TeacherQueryDto, TeachersResponseDto } from './dto/teacher-query.dto.js';
import { TeachersService } from './teachers.service.js';

@ApiTags('teachers')
@Controller('teachers')
export class TeachersController {
  constructor(
    private readonly service: TeachersService,
    private readonly registration: RegistrationService,
  ) {}

  @Get()
  @Access('Staff of the caller\'s complexes: teachers, or complex managers with user_type=administrator', RULES.teachers.view, {
    notes: 'The admin sees every complex; others their own.',
    errors: [400],
  })
  @ApiOkResponse({ type: TeachersResponseDto })
  list(@CurrentUser() caller: AuthUser, @Query() query: TeacherQueryDto): Promise<TeachersResponseDto> {
    return this.service.list(caller, query);
  }

  @Post()
  @Access('Staff self-registration (teacher, supervisor, complex manager, admin); the account waits for approval', RULES.general.public, {
    errors: [400, [409, 'The national ID is already registered']],
  })
  @ApiCreatedResponse({ type: RegistrationResponseDto })
  register(@Body() dto: RegisterStaffDto): Promise<RegistrationResponseDto> {
    return this.registration.registerStaff(dto);
  }
}
