import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { ForgotPasswordRequestDto, ResetForgottenPasswordDto, VerifyResetTokenDto, VerifyResetTokenResponseDto } from './dto/password-reset.dto.js';
import { PasswordResetService } from './password-reset.service.js';

@ApiTags('forgot-password')
@Controller('forgot-password')
export class PasswordResetController {
  constructor(private readonly service: PasswordResetService) {}

  @Post('request')
  @HttpCode(200)
  @Access('Ask for a password reset link by e-mail', RULES.general.public, {
    notes:
      "The identifier is an e-mail (every account with it gets a link) or a national ID (its account's e-mail). The answer is the same sentence whether or not an account exists, and the mail leaves after it. The link is valid 30 minutes, once. At most 3 requests per identifier and 30 per address (a school's shared network) in 15 minutes (429).",
    errors: [400, 429],
  })
  @ApiOkResponse({ type: MessageResponseDto })
  request(@Body() dto: ForgotPasswordRequestDto, @Ip() address: string): Promise<MessageResponseDto> {
    return this.service.request(dto, address);
  }

  @Post('verify-token')
  @HttpCode(200)
  @Access('Check a reset link before showing its form', RULES.general.public, {
    notes: 'An unknown, used or expired token is 400 with one sentence for all.',
    errors: [400],
  })
  @ApiOkResponse({ type: VerifyResetTokenResponseDto })
  verify(@Body() dto: VerifyResetTokenDto): Promise<VerifyResetTokenResponseDto> {
    return this.service.verify(dto);
  }

  @Post('reset')
  @HttpCode(200)
  @Access('Set a new password with a reset link', RULES.general.public, {
    notes: "At least 6 characters with a letter and a digit. The link is used up, with every other open link of the account, and the account's sessions end.",
    errors: [400],
  })
  @ApiOkResponse({ type: MessageResponseDto })
  reset(@Body() dto: ResetForgottenPasswordDto): Promise<MessageResponseDto> {
    return this.service.reset(dto);
  }
}
