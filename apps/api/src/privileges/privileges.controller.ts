import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { nationalIdPipe } from '../common/id.pipe.js';
import { PrivilegesResponseDto, UpdatePrivilegesDto } from './dto/privileges.dto.js';
import { PrivilegesService } from './privileges.service.js';

@ApiTags('privileges')
@Controller('privileges')
export class PrivilegesController {
  constructor(private readonly service: PrivilegesService) {}

  @Get(':userId')
  @Access("Read a user's own privilege grants and their role defaults", RULES.privileges.read, {
    notes: 'A user may read their own (a pending account too); reading another user needs system.manage on a fully active account (404 otherwise).',
    errors: [404],
  })
  @ApiParam({ name: 'userId', example: '1000000000' })
  @ApiOkResponse({ type: PrivilegesResponseDto })
  read(@CurrentUser() caller: AuthUser, @Param('userId', nationalIdPipe) userId: string): Promise<PrivilegesResponseDto> {
    return this.service.read(caller, userId);
  }

  @Put(':userId')
  @Access("Replace a user's privilege grants", RULES.privileges.edit, {
    notes: 'Grants only add to the role defaults and take effect on the next request.',
    errors: [400, 404],
  })
  @ApiParam({ name: 'userId', example: '1000000000' })
  @ApiOkResponse({ type: PrivilegesResponseDto })
  replace(@CurrentUser() caller: AuthUser, @Param('userId', nationalIdPipe) userId: string, @Body() dto: UpdatePrivilegesDto): Promise<PrivilegesResponseDto> {
    return this.service.replace(caller, userId, dto.permissions);
  }
}
