import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { RegisterParentDto, RegistrationResponseDto } from '../users/dto/registration.dto.js';
import { RegistrationService } from '../users/registration.service.js';

@ApiTags('parents')
@Controller('parents')
export class ParentsController {
  constructor(private readonly registration: RegistrationService) {}

  @Post()
  @Access('Parent self-registration; the account waits for approval', { public: true }, 'childIds link registered students now; the others are linked when those students register.')
  @ApiCreatedResponse({ type: RegistrationResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'The national ID is already registered', type: ErrorResponseDto })
  register(@Body() dto: RegisterParentDto): Promise<RegistrationResponseDto> {
    return this.registration.registerParent(dto);
  }
}
