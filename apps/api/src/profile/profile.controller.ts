import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { ChangePasswordDto, ChangePasswordResponseDto, ProfileMessageResponseDto, ProfileResponseDto, UpdateOwnProfileDto } from './dto/profile.dto.js';
import { ProfileService } from './profile.service.js';

@ApiTags('profile')
@Controller('profile')
export class ProfileController {
  constructor(private readonly service: ProfileService) {}

  @Get('me')
  @Access("The signed-in person's own profile", RULES.general.anyAccount, { notes: 'Limited accounts (pending or inactive) too.' })
  @ApiOkResponse({ type: ProfileResponseDto })
  me(@CurrentUser() caller: AuthUser): Promise<ProfileResponseDto> {
    return this.service.me(caller);
  }

  @Put('me')
  @Access("Update one's own phone, e-mail, address and date of birth", RULES.general.anyAccount, {
    notes: 'Fields left out are kept; null or empty clears one. An e-mail of another account is 409; a date of birth after today 400.',
    errors: [400, 409],
  })
  @ApiOkResponse({ type: ProfileMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Body() dto: UpdateOwnProfileDto): Promise<ProfileMessageResponseDto> {
    return this.service.update(caller, dto);
  }

  @Post('change-password')
  @HttpCode(200)
  @Access("Change one's own password", RULES.general.anyAccount, {
    notes:
      'The current password must match (400 on currentPassword); the new one has at least 6 characters with a letter and a digit and differs from it (400 on newPassword). Every session of the account ends; the answer carries a new token for this one.',
    errors: [400],
  })
  @ApiOkResponse({ type: ChangePasswordResponseDto })
  changePassword(@CurrentUser() caller: AuthUser, @Body() dto: ChangePasswordDto): Promise<ChangePasswordResponseDto> {
    return this.service.changePassword(caller, dto);
  }
}
