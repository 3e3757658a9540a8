import { Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '#common';
import { Access, type AccessRule } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { PendingUsersResponseDto } from './dto/pending-user.dto.js';
import { UserMessageResponseDto } from './dto/user-view.dto.js';
import { UsersService } from './users.service.js';

const MANAGE_USERS: AccessRule = { roles: ['admin'], privilege: { category: 'users', action: 'manage' } };

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly service: UsersService) {}

  @Get('pending')
  @Access('Accounts waiting for approval', MANAGE_USERS)
  @ApiOkResponse({ type: PendingUsersResponseDto })
  async pending(): Promise<PendingUsersResponseDto> {
    return { users: await this.service.listPending() };
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Access('Approve a pending account: it becomes active and signs in fully', MANAGE_USERS)
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: UserMessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'The account is not pending', type: ErrorResponseDto })
  async approve(@Param('id') id: string): Promise<UserMessageResponseDto> {
    return { message: MESSAGES.accountApproved, user: await this.service.approve(id) };
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Access('Reject a pending account; it keeps limited access and is told so at sign-in', MANAGE_USERS)
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: UserMessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'The account is not pending', type: ErrorResponseDto })
  async reject(@Param('id') id: string): Promise<UserMessageResponseDto> {
    return { message: MESSAGES.accountRejectedDone, user: await this.service.reject(id) };
  }

  @Patch(':id/toggle-active')
  @Access('Switch an account on or off (switching a pending account on approves it)', MANAGE_USERS, 'Empty body. Nobody can switch off their own account.')
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: UserMessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async toggleActive(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<UserMessageResponseDto> {
    const user = await this.service.toggleActive(caller, id);
    return { message: user.is_active ? MESSAGES.accountActivated : MESSAGES.accountDeactivated, user };
  }
}
