import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '#common';
import { ChoiceField, NationalIdField, PasswordField, TextField } from '../../common/fields.js';
import { UserViewDto } from '../../users/dto/user-view.dto.js';

export class PasswordResetUsersQueryDto {
  @ChoiceField(ROLES, { required: false, description: "The admin's role filter; a complex manager sees students only" }) role?: Role;
  @TextField({ required: false, max: 100, description: 'Part of a name, the national ID, the e-mail or the phone (Arabic-normalised)' }) search?: string;
}

export class PasswordResetUsersResponseDto {
  @ApiProperty({ type: [UserViewDto] }) users: UserViewDto[];
}

export class ResetPasswordDto {
  @NationalIdField({ description: 'Whose password to set' }) userId: string;
  @PasswordField() newPassword: string;
}
