import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { RegisterParentDto, RegistrationResponseDto } from '../users/dto/registration.dto.js';
import { RegistrationService } from '../users/registration.service.js';

@ApiTags('parents')
@Controller('parents')
export class ParentsController {
  constructor(private readonly registration: RegistrationService) {}

  @Post()
  @Access('Parent self-registration; the account waits for approval', RULES.general.public, {
    notes: 'childIds link registered students now; the others are linked when those students register.',
    errors: [400, [409, 'The national ID is already registered']],
  })
  @ApiCreatedResponse({ type: RegistrationResponseDto })
  register(@Body() dto: RegisterParentDto): Promise<RegistrationResponseDto> {
    return this.registration.registerParent(dto);
  }
}
