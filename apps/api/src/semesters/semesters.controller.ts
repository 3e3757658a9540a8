import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { idPipe } from '../common/id.pipe.js';
import {
  CreateSemesterDto,
  SemesterMessageResponseDto,
  SemesterQueryDto,
  SemesterResponseDto,
  SemestersResponseDto,
  UpdateSemesterDto,
} from './dto/semester.dto.js';
import { SemestersService } from './semesters.service.js';

const SCOPE = "The admin sees every complex's semesters; everyone else those of their complex (a parent their children's).";

@ApiTags('semesters')
@Controller('semesters')
export class SemestersController {
  constructor(private readonly service: SemestersService) {}

  @Get()
  @Access('Semesters the caller may see, newest first', RULES.semesters.view, { notes: SCOPE, errors: [400] })
  @ApiOkResponse({ type: SemestersResponseDto })
  list(@CurrentUser() caller: AuthUser, @Query() query: SemesterQueryDto): Promise<SemestersResponseDto> {
    return this.service.list(caller, query);
  }

  @Get('current')
  @Access('The semester to preselect: the one containing today, else the newest', RULES.semesters.view, {
    notes: `${SCOPE} school_id narrows it to one complex. 404 (لا يوجد فصل دراسي حالي) when there is none.`,
    errors: [400, 404],
  })
  @ApiOkResponse({ type: SemesterResponseDto })
  current(@CurrentUser() caller: AuthUser, @Query() query: SemesterQueryDto): Promise<SemesterResponseDto> {
    return this.service.current(caller, query);
  }

  @Post()
  @Access('Create a semester with the four default courses of its complex', RULES.semesters.manage, {
    notes: 'In one transaction. One semester of a type and year per complex (409).',
    errors: [400, 404, 409],
  })
  @ApiCreatedResponse({ type: SemesterMessageResponseDto })
  create(@CurrentUser() caller: AuthUser, @Body() dto: CreateSemesterDto): Promise<SemesterMessageResponseDto> {
    return this.service.create(caller, dto);
  }

  @Put(':id')
  @Access('Edit a semester', RULES.semesters.manage, { errors: [400, 404, 409] })
  @ApiOkResponse({ type: SemesterMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number, @Body() dto: UpdateSemesterDto): Promise<SemesterMessageResponseDto> {
    return this.service.update(caller, id, dto);
  }

  @Delete(':id')
  @Access('Delete a semester with its courses and their grades', RULES.semesters.delete, {
    notes: 'In one transaction. Its circles stay, without a semester.',
    errors: [404],
  })
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<MessageResponseDto> {
    return this.service.remove(caller, id);
  }
}
