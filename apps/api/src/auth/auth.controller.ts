import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { UserResponseDto } from '../users/dto/user-view.dto.js';
import { AuthService } from './auth.service.js';
import { LoginDto, LoginResponseDto } from './dto/login.dto.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly service: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @Access('Sign in with national ID and password', RULES.general.public, {
    notes:
      'Wrong credentials: 401. After 5 failures for one ID from one address, or 30 from one address, that address gets 429 ' +
      'until the failures age out (15 minutes); other addresses are not affected.',
    errors: [400, 401, 429],
  })
  @ApiOkResponse({ type: LoginResponseDto })
  login(@Body() dto: LoginDto, @Ip() address: string): Promise<LoginResponseDto> {
    return this.service.login(dto, address);
  }

  @Get('me')
  @Access('The signed-in user, fresh from the database', RULES.general.anyAccount)
  @ApiOkResponse({ type: UserResponseDto })
  me(@CurrentUser() caller: AuthUser): Promise<UserResponseDto> {
    return this.service.me(caller.id);
  }
}
