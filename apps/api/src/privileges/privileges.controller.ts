import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { PrivilegesResponseDto, UpdatePrivilegesDto } from './dto/privileges.dto.js';
import { PrivilegesService } from './privileges.service.js';

@ApiTags('privileges')
@Controller('privileges')
export class PrivilegesController {
  constructor(private readonly service: PrivilegesService) {}

  @Get(':userId')
  @Access('Read a user\'s own privilege grants and their role defaults', { allowLimited: true }, 'A user may read their own; reading another user needs system.manage (404 otherwise).')
  @ApiParam({ name: 'userId', example: '1000000000' })
  @ApiOkResponse({ type: PrivilegesResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  read(@CurrentUser() caller: AuthUser, @Param('userId') userId: string): Promise<PrivilegesResponseDto> {
    return this.service.read(caller, userId);
  }

  @Put(':userId')
  @Access('Replace a user\'s privilege grants', { roles: ['admin'], privilege: { category: 'system', action: 'manage' } }, 'Grants only add to the role defaults and take effect on the next request.')
  @ApiParam({ name: 'userId', example: '1000000000' })
  @ApiOkResponse({ type: PrivilegesResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  replace(@CurrentUser() caller: AuthUser, @Param('userId') userId: string, @Body() dto: UpdatePrivilegesDto): Promise<PrivilegesResponseDto> {
    return this.service.replace(caller, userId, dto.permissions);
  }
}
