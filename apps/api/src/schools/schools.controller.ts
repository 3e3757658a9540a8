import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
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
  @Access('Active complexes for the registration forms (id and name)', RULES.general.public)
  @ApiOkResponse({ type: PublicSchoolsResponseDto })
  listPublic(): Promise<PublicSchoolsResponseDto> {
    return this.service.listPublic();
  }

  @Get()
  @Access('Complexes the caller may see', RULES.schools.view, {
    notes: 'The admin sees all; a complex manager the complexes they manage; others their own complex.',
  })
  @ApiOkResponse({ type: SchoolsResponseDto })
  list(@CurrentUser() caller: AuthUser): Promise<SchoolsResponseDto> {
    return this.service.list(caller);
  }

  @Get(':id')
  @Access('One complex', RULES.schools.view, { errors: [404] })
  @ApiOkResponse({ type: SchoolResponseDto })
  get(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<SchoolResponseDto> {
    return this.service.get(caller, id);
  }

  @Post()
  @Access('Create a complex', RULES.schools.create, { notes: 'Only the admin names its manager (administrator_id).', errors: [400] })
  @ApiCreatedResponse({ type: SchoolMessageResponseDto })
  create(@CurrentUser() caller: AuthUser, @Body() dto: CreateSchoolDto): Promise<SchoolMessageResponseDto> {
    return this.service.create(caller, dto);
  }

  @Put(':id')
  @Access('Edit a complex, or toggle it by sending only is_active', RULES.schools.edit, {
    notes: "A complex manager may edit the complexes they manage, but not reassign them (administrator_id is the admin's).",
    errors: [400, 404],
  })
  @ApiOkResponse({ type: SchoolMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number, @Body() dto: UpdateSchoolDto): Promise<SchoolMessageResponseDto> {
    return this.service.update(caller, id, dto);
  }

  @Delete(':id')
  @Access('Soft-delete a complex: deactivate it and append (محذوف) to its name', RULES.schools.delete, {
    notes: 'Refused with 409 while students or circles belong to it.',
    errors: [404, 409],
  })
  @ApiOkResponse({ type: SchoolMessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<SchoolMessageResponseDto> {
    return this.service.remove(caller, id);
  }
}
