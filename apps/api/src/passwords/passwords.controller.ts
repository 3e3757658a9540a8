import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { PasswordResetUsersQueryDto, PasswordResetUsersResponseDto, ResetPasswordDto } from './dto/password.dto.js';
import { PasswordsService } from './passwords.service.js';

const SCOPE = 'The admin reaches every account; a complex manager (or a supervisor granted users.edit) the students of their complex.';

@ApiTags('passwords')
@Controller('user-management')
export class PasswordsController {
  constructor(private readonly service: PasswordsService) {}

  @Get('password-reset-users')
  @Access('Accounts whose password the caller may set', RULES.passwords.manage, { notes: SCOPE, errors: [400] })
  @ApiOkResponse({ type: PasswordResetUsersResponseDto })
  list(@CurrentUser() caller: AuthUser, @Query() query: PasswordResetUsersQueryDto): Promise<PasswordResetUsersResponseDto> {
    return this.service.list(caller, query);
  }

  @Post('reset-password')
  @HttpCode(200)
  @Access("Set a user's password; their open sessions end", RULES.passwords.manage, { notes: SCOPE, errors: [400, 404] })
  @ApiOkResponse({ type: MessageResponseDto })
  reset(@CurrentUser() caller: AuthUser, @Body() dto: ResetPasswordDto): Promise<MessageResponseDto> {
    return this.service.reset(caller, dto);
  }
}
