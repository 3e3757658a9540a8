import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { UserResponseDto } from '../users/dto/user-view.dto.js';
import { AuthService } from './auth.service.js';
import { LoginDto, LoginResponseDto } from './dto/login.dto.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly service: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @Access('Sign in with national ID and password', { public: true }, 'Wrong credentials: 401. Repeated failures per ID or per address: 429 until the failures age out (15 minutes).')
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  login(@Body() dto: LoginDto, @Ip() address: string): Promise<LoginResponseDto> {
    return this.service.login(dto, address);
  }

  @Get('me')
  @Access('The signed-in user, fresh from the database', { allowLimited: true })
  @ApiOkResponse({ type: UserResponseDto })
  async me(@CurrentUser() caller: AuthUser): Promise<UserResponseDto> {
    return { user: await this.service.me(caller.id) };
  }
}
