import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { LIMITS, MESSAGES } from '#common';
import { ConfirmationField, PasswordField, TextField } from '../../common/fields.js';

/** An e-mail or a 10-digit national ID. */
const IDENTIFIER = /^(\d{10}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

export class ForgotPasswordRequestDto {
  @TextField({
    max: LIMITS.person.email,
    requiredMessage: MESSAGES.passwordReset.identifier,
    description: "The account's e-mail or 10-digit national ID",
    example: '1463087344',
  })
  @Matches(IDENTIFIER, { message: MESSAGES.passwordReset.identifier })
  identifier: string;
}

export class VerifyResetTokenDto {
  @TextField({ max: 100, requiredMessage: MESSAGES.passwordReset.invalidToken, description: 'The token of the reset link' }) token: string;
}

export class ResetForgottenPasswordDto {
  @TextField({ max: 100, requiredMessage: MESSAGES.passwordReset.invalidToken, description: 'The token of the reset link' }) token: string;
  @PasswordField({ strong: true, description: 'At least 6 characters with a letter and a digit' }) newPassword: string;
  @ConfirmationField('newPassword') confirmPassword: string;
}

export class ResetTokenUserDto {
  @ApiProperty({ example: 'أنس البلوي' }) name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Partly hidden: a***@example.com' }) email: string | null;
}

export class VerifyResetTokenResponseDto {
  @ApiProperty({ example: true }) valid: boolean;
  @ApiProperty({ type: ResetTokenUserDto }) user: ResetTokenUserDto;
}
