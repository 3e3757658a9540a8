import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { idPipe } from '../common/id.pipe.js';
import {
  CreateSchoolDto,
  PublicSchoolsResponseDto,
  SchoolMessageResponseDto,
  SchoolResponseDto,
  SchoolsResponseDto,
  UpdateSchoolDto,
} from './dto/school.dto.js';
import { SchoolsService } from './schools.service.js';

@ApiTags('schools')
@Controller('schools')
export class SchoolsController {
  constructor(private readonly service: SchoolsService) {}

  @Get('public')
  @Access('Active complexes for the registration forms (id and name)', { public: true })
  @ApiOkResponse({ type: PublicSchoolsResponseDto })
  async listPublic(): Promise<PublicSchoolsResponseDto> {
    return { schools: await this.service.listPublic() };
  }

  @Get()
  @Access('Complexes the caller may see', { roles: ['admin'], privilege: { category: 'schools', action: 'view' } }, 'The admin sees all; others see their own complex.')
  @ApiOkResponse({ type: SchoolsResponseDto })
  async list(@CurrentUser() caller: AuthUser): Promise<SchoolsResponseDto> {
    return { schools: await this.service.list(caller) };
  }

  @Get(':id')
  @Access('One complex', { roles: ['admin'], privilege: { category: 'schools', action: 'view' } }, 'Outside the caller\'s scope: 404.')
  @ApiOkResponse({ type: SchoolResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async get(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<SchoolResponseDto> {
    return { school: await this.service.get(caller, id) };
  }

  @Post()
  @Access('Create a complex', { roles: ['admin'], privilege: { category: 'schools', action: 'create' } })
  @ApiCreatedResponse({ type: SchoolMessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async create(@Body() dto: CreateSchoolDto): Promise<SchoolMessageResponseDto> {
    return { message: MESSAGES.schoolSaved, school: await this.service.create(dto) };
  }

  @Put(':id')
  @Access('Edit a complex, or toggle it by sending only is_active', { roles: ['admin'], privilege: { category: 'schools', action: 'edit' } }, 'A complex manager may edit their own complex only.')
  @ApiOkResponse({ type: SchoolMessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async update(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number, @Body() dto: UpdateSchoolDto): Promise<SchoolMessageResponseDto> {
    return { message: MESSAGES.schoolSaved, school: await this.service.update(caller, id, dto) };
  }

  @Delete(':id')
  @Access('Soft-delete a complex: deactivate it and append (محذوف) to its name', { roles: ['admin'], privilege: { category: 'schools', action: 'delete' } }, 'Refused with 409 while students (or circles) belong to it.')
  @ApiOkResponse({ type: SchoolMessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async remove(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<SchoolMessageResponseDto> {
    return { message: MESSAGES.schoolDeletedDone, school: await this.service.remove(caller, id) };
  }
}
