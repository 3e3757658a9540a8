import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
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
  @Access('Staff of the caller\'s complexes: teachers, or complex managers with user_type=administrator', { roles: ['admin', 'supervisor'], privilege: { category: 'users', action: 'view' } }, 'The admin sees every complex; others their own.')
  @ApiOkResponse({ type: TeachersResponseDto })
  async list(@CurrentUser() caller: AuthUser, @Query() query: TeacherQueryDto): Promise<TeachersResponseDto> {
    return { teachers: await this.service.list(caller, query) };
  }

  @Post()
  @Access('Staff self-registration (teacher, supervisor, complex manager, admin); the account waits for approval', { public: true })
  @ApiCreatedResponse({ type: RegistrationResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'The national ID is already registered', type: ErrorResponseDto })
  register(@Body() dto: RegisterStaffDto): Promise<RegistrationResponseDto> {
    return this.registration.registerStaff(dto);
  }
}
