import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { AuditService } from './audit.service.js';
import { AuditListResponseDto, AuditQueryDto } from './dto/audit.dto.js';

@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(private readonly service: AuditService) {}

  @Get()
  @Access('The audit trail: who changed which row, when, and its fields before and after; newest first', RULES.audit.view, {
    notes: "Every write of the API is recorded (never a password hash, token or secret). Not scoped by complex: the trail is the platform's.",
    errors: [400],
  })
  @ApiOkResponse({ type: AuditListResponseDto })
  list(@Query() query: AuditQueryDto): Promise<AuditListResponseDto> {
    return this.service.list(query);
  }
}
