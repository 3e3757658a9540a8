import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { ACCOUNT_STATUSES, MESSAGES, type AccountStatus } from '#common';
import { UserViewDto } from '../../users/dto/user-view.dto.js';

/** Sign-in with national ID and password; both are only required here (a wrong format is just a wrong login). */
export class LoginDto {
  @ApiProperty({ example: '1000000000' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: MESSAGES.validation.required })
  @IsString({ message: MESSAGES.validation.required })
  @MaxLength(20, { message: MESSAGES.validation.nationalId })
  id: string;

  @ApiProperty({ format: 'password' })
  @IsNotEmpty({ message: MESSAGES.validation.required })
  @IsString({ message: MESSAGES.validation.required })
  @MaxLength(128, { message: MESSAGES.validation.tooLong(128) })
  password: string;
}

export class LoginResponseDto {
  @ApiProperty({ description: 'Bearer token (HS256 JWT)' }) token: string;
  @ApiProperty({ type: UserViewDto }) user: UserViewDto;
  @ApiProperty({ enum: ACCOUNT_STATUSES }) account_status: AccountStatus;
  @ApiProperty({ description: 'True while the account is pending approval or inactive: only profile and about-style calls work' })
  limited_access: boolean;
  @ApiProperty({ type: String, nullable: true, example: MESSAGES.auth.pendingReview }) warning: string | null;
}
