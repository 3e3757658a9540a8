import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '#common';
import { ConfirmationField, DateField, EmailField, MobileField, PasswordField, TextField } from '../../common/fields.js';
import { UserViewDto } from '../../users/dto/user-view.dto.js';

/** PUT /api/profile/me: the fields a person keeps up to date themselves; each left out is kept, null or '' clears it. */
export class UpdateOwnProfileDto {
  @MobileField({ required: false }) phone?: string | null;
  @EmailField({ required: false }) email?: string | null;
  @TextField({ required: false, max: LIMITS.person.address }) address?: string | null;
  @DateField({ required: false, description: 'Not after today' }) date_of_birth?: string | null;
}

export class ChangePasswordDto {
  @TextField({ max: LIMITS.person.password.max, description: 'The password now' }) currentPassword: string;
  @PasswordField({ strong: true, description: 'At least 6 characters with a letter and a digit, not the current one' }) newPassword: string;
  @ConfirmationField('newPassword') confirmPassword: string;
}

export class ProfileClassDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'حلقة الإمام عاصم' }) name: string;
}

/** The signed-in person as their own pages show them: the account and where they study or teach. */
export class ProfileDto extends UserViewDto {
  @ApiProperty({ type: String, nullable: true, description: "A student's circle" }) class_name: string | null;
  @ApiProperty({ type: [ProfileClassDto], description: "A teacher's circles, by name" }) classes: ProfileClassDto[];
}

export class ProfileResponseDto {
  @ApiProperty({ type: ProfileDto }) user: ProfileDto;
}

export class ProfileMessageResponseDto {
  @ApiProperty({ example: 'تم تحديث الملف الشخصي بنجاح' }) message: string;
  @ApiProperty({ type: ProfileDto }) user: ProfileDto;
}

export class ChangePasswordResponseDto {
  @ApiProperty() message: string;
  @ApiProperty({ description: 'A new token for this session: every other session of the account has ended, this one goes on with it' }) token: string;
}
