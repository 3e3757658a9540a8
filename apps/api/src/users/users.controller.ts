import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { nationalIdPipe } from '../common/id.pipe.js';
import { ApprovedUsersResponseDto, ApproveUsersDto, PendingUsersResponseDto } from './dto/pending-user.dto.js';
import { UpdateProfileDto, UserListItemDto, UserQueryDto } from './dto/user-list.dto.js';
import { UserMessageResponseDto } from './dto/user-view.dto.js';
import { CreateUserDto, SetActiveDto, UpdateUserDto } from './dto/user-form.dto.js';
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

  @Post()
  @Access('Add a complex manager, supervisor or platform admin: active at once', RULES.users.manage, {
    notes:
      'A complex manager needs a complex (and manages it when it has nobody). Only a caller who manages the system adds a platform admin, and nobody adds a role above their own, whatever they were granted (403).',
    errors: [400, 404, [409, 'The national ID or the e-mail is taken']],
  })
  @ApiCreatedResponse({ type: UserMessageResponseDto })
  create(@CurrentUser() caller: AuthUser, @Body() dto: CreateUserDto): Promise<UserMessageResponseDto> {
    return this.service.create(caller, dto);
  }

  @Put(':id')
  @Access("Change a person's role, complex and circle, and a manager's or platform admin's details and password", RULES.users.manage, {
    notes: `The role edit's rules: a complex for administrator, supervisor, teacher and student (required for administrator), a circle of that complex for teacher and student, null otherwise. A new password ends the user's sessions. The last active platform admin keeps their role. Nobody gives a role above their own, whatever they were granted (403). ${SCOPE_NOTE}`,
    errors: [400, 404, [409, 'The e-mail is taken, or the last active platform admin']],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: UserMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string, @Body() dto: UpdateUserDto): Promise<UserMessageResponseDto> {
    return this.service.update(caller, id, dto);
  }

  @Patch(':id')
  @Access('Switch a platform admin (or any account) on or off', RULES.system.manage, {
    notes: "Never one's own account, never the last active platform admin.",
    errors: [400, 404, [409, "One's own account, or the last active platform admin"]],
  })
  @ApiParam({ name: 'id', example: '1000000000' })
  @ApiOkResponse({ type: UserMessageResponseDto })
  setActive(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string, @Body() dto: SetActiveDto): Promise<UserMessageResponseDto> {
    return this.service.setActive(caller, id, dto);
  }

  @Put(':id/profile')
  @Access("Edit a person's profile", RULES.users.edit, {
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
    errors: [404, [409, "One's own account"]],
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

  @Post('approve')
  @HttpCode(200)
  @Access('Approve several pending accounts at once: all of them, or none', RULES.users.manage, {
    notes: `One transaction: an account the caller may not change is 404; one that is no longer pending (approved or rejected meanwhile) is 409 and none is approved. ${SCOPE_NOTE}`,
    errors: [400, 404, [409, 'One of the accounts is no longer pending']],
  })
  @ApiOkResponse({ type: ApprovedUsersResponseDto })
  approveMany(@CurrentUser() caller: AuthUser, @Body() dto: ApproveUsersDto): Promise<ApprovedUsersResponseDto> {
    return this.service.approveMany(caller, dto);
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
    errors: [404, [409, "The caller's own account"]],
  })
  @ApiParam({ name: 'id', example: '1234567890' })
  @ApiOkResponse({ type: UserMessageResponseDto })
  toggleActive(@CurrentUser() caller: AuthUser, @Param('id', nationalIdPipe) id: string): Promise<UserMessageResponseDto> {
    return this.service.toggleActive(caller, id);
  }
}
