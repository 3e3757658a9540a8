import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { RegisterStudentDto, RegistrationResponseDto } from '../users/dto/registration.dto.js';
import { RegistrationService } from '../users/registration.service.js';

@ApiTags('students')
@Controller('students')
export class StudentsController {
  constructor(private readonly registration: RegistrationService) {}

  @Post()
  @Access('Student self-registration; the account waits for approval', RULES.general.public, {
    notes: 'A parent_id links the student to that parent now, or when the parent registers.',
    errors: [400, [409, 'The national ID is already registered']],
  })
  @ApiCreatedResponse({ type: RegistrationResponseDto })
  register(@Body() dto: RegisterStudentDto): Promise<RegistrationResponseDto> {
    return this.registration.registerStudent(dto);
  }
}
