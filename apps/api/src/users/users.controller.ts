import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { nationalIdPipe } from '../common/id.pipe.js';
import { PendingUsersResponseDto } from './dto/pending-user.dto.js';
import { UpdateProfileDto, UserListItemDto, UserQueryDto } from './dto/user-list.dto.js';
import { UserMessageResponseDto } from './dto/user-view.dto.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { UsersService } from './users.service.js';

const SCOPE_NOTE = 'The admin acts on every account; anyone else only on accounts of their own complex, never on an admin.';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly service: UsersService) {}

  @Get()
  @Access('People the caller may see, filtered', RULES.users.view, {
    notes: 'Scoped like every account call: the admin sees all; staff the accounts of their complex and the parents of its students.',
    errors: [400],
  })
  @ApiOkResponse({ type: [UserListItemDto] })
  list(@CurrentUser() caller: AuthUser, @Query() query: UserQueryDto): Promise<UserListItemDto[]> {
    return this.service.list(caller, query);
  }

  @Put(':id/profile')
  @Access('Edit a person\'s profile', RULES.users.edit, {
    notes: SCOPE_NOTE,
    errors: [400, 404, [409, 'The e-mail belongs to another user']],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: UserMessageResponseDto })
  updateProfile(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string, @Body() dto: UpdateProfileDto): Promise<UserMessageResponseDto> {
    return this.service.updateProfile(caller, id, dto);
  }

  @Delete(':id')
  @Access('Delete an account for good, with everything that hangs on it', RULES.users.delete, {
    notes: SCOPE_NOTE,
    errors: [404, [409, 'One\'s own account']],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<MessageResponseDto> {
    return this.service.remove(caller, id);
  }

  @Get('pending')
  @Access('Accounts waiting for approval', RULES.users.manage, { notes: SCOPE_NOTE })
  @ApiOkResponse({ type: PendingUsersResponseDto })
  pending(@CurrentUser() caller: AuthUser): Promise<PendingUsersResponseDto> {
    return this.service.listPending(caller);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Access('Approve a pending account: it becomes active and signs in fully', RULES.users.manage, {
    notes: SCOPE_NOTE,
    errors: [404, [409, 'The account is not pending']],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: UserMessageResponseDto })
  approve(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<UserMessageResponseDto> {
    return this.service.approve(caller, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Access('Reject a pending account; it keeps limited access and is told so at sign-in', RULES.users.manage, {
    notes: SCOPE_NOTE,
    errors: [404, [409, 'The account is not pending']],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: UserMessageResponseDto })
  reject(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<UserMessageResponseDto> {
    return this.service.reject(caller, id);
  }

  @Patch(':id/toggle-active')
  @Access('Switch an account on or off (switching a pending account on approves it)', RULES.users.manage, {
    notes: `Empty body. Nobody can switch off their own account. ${SCOPE_NOTE}`,
    errors: [404, [409, 'The caller\'s own account']],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: UserMessageResponseDto })
  toggleActive(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<UserMessageResponseDto> {
    return this.service.toggleActive(caller, id);
  }
}
