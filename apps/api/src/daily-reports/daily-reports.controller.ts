import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { datePipe, idPipe } from '../common/id.pipe.js';
import {
  AutoFillResponseDto,
  DailyReportListResponseDto,
  DailyReportMessageResponseDto,
  DailyReportQueryDto,
  DailyReportResponseDto,
  DailyReportStatisticsDto,
  SaveDailyReportDto,
} from './dto/daily-report.dto.js';
import { DailyReportsService } from './daily-reports.service.js';

const SCOPE =
  "The reports of the complexes the caller works for: the admin every one, a complex manager their complexes', a supervisor their complex's (404 otherwise).";
const BODY =
  'The complex must be one the caller reports on and each row a circle of it, once, with a teacher of it (404 otherwise, nothing written); the day not after today (400). students_absent is computed: max(0, enrolled - present). One report per complex and day (409).';

@ApiTags('daily-reports')
@Controller('daily-reports')
export class DailyReportsController {
  constructor(private readonly service: DailyReportsService) {}

  @Get()
  @Access("The daily reports, with each one's totals", RULES.reports.daily, { notes: `${SCOPE} Two queries however many reports.`, errors: [400] })
  @ApiOkResponse({ type: DailyReportListResponseDto })
  list(@CurrentUser() caller: AuthUser, @Query() query: DailyReportQueryDto): Promise<DailyReportListResponseDto> {
    return this.service.list(caller, query);
  }

  @Get('statistics/summary')
  @Access('The totals of the reports the same filters select', RULES.reports.daily, { notes: SCOPE, errors: [400] })
  @ApiOkResponse({ type: DailyReportStatisticsDto })
  statistics(@CurrentUser() caller: AuthUser, @Query() query: DailyReportQueryDto): Promise<DailyReportStatisticsDto> {
    return this.service.statistics(caller, query);
  }

  @Get('auto-fill/:schoolId/:date')
  @Access("A row per active circle of a complex for a day, filled from that day's attendance and grades", RULES.reports.daily, {
    notes:
      "A complex the caller reports on (404 otherwise). Enrolled: the students actively enrolled now; present: marked present that day; absent: max(0, enrolled - present); pages: the pages of that day's graded ranges. Nothing is saved. Five queries, the session's included, however many circles.",
    errors: [400, 404],
  })
  @ApiParam({ name: 'date', example: '2026-11-23', description: 'YYYY-MM-DD' })
  @ApiOkResponse({ type: AutoFillResponseDto })
  autoFill(@CurrentUser() caller: AuthUser, @Param('schoolId', idPipe) schoolId: number, @Param('date', datePipe) date: string): Promise<AutoFillResponseDto> {
    return this.service.autoFill(caller, schoolId, date);
  }

  @Get(':id')
  @Access('A daily report with its circle rows', RULES.reports.daily, { notes: SCOPE, errors: [404] })
  @ApiOkResponse({ type: DailyReportResponseDto })
  findOne(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<DailyReportResponseDto> {
    return this.service.findOne(caller, id);
  }

  @Post()
  @Access("Write a complex's report of a day with its circle rows, in one transaction", RULES.reports.daily, { notes: BODY, errors: [400, 404, 409] })
  @ApiCreatedResponse({ type: DailyReportMessageResponseDto })
  create(@CurrentUser() caller: AuthUser, @Body() dto: SaveDailyReportDto): Promise<DailyReportMessageResponseDto> {
    return this.service.create(caller, dto);
  }

  @Put(':id')
  @Access('Change a daily report: its fields, and its rows replaced, in one transaction', RULES.reports.daily, {
    notes: `${SCOPE} ${BODY}`,
    errors: [400, 404, 409],
  })
  @ApiOkResponse({ type: DailyReportMessageResponseDto })
  update(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number, @Body() dto: SaveDailyReportDto): Promise<DailyReportMessageResponseDto> {
    return this.service.update(caller, id, dto);
  }

  @Delete(':id')
  @Access('Delete a daily report and its rows', RULES.reports.daily, { notes: SCOPE, errors: [404] })
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: number): Promise<MessageResponseDto> {
    return this.service.remove(caller, id);
  }
}
