import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { RegisterStudentDto, RegistrationResponseDto } from '../users/dto/registration.dto.js';
import { RegistrationService } from '../users/registration.service.js';

@ApiTags('students')
@Controller('students')
export class StudentsController {
  constructor(private readonly registration: RegistrationService) {}

  @Post()
  @Access('Student self-registration; the account waits for approval', { public: true }, 'A parent_id links the student to that parent now, or when the parent registers.')
  @ApiCreatedResponse({ type: RegistrationResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'The national ID is already registered', type: ErrorResponseDto })
  register(@Body() dto: RegisterStudentDto): Promise<RegistrationResponseDto> {
    return this.registration.registerStudent(dto);
  }
}
