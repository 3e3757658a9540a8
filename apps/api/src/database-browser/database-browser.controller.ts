import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { DatabaseBrowserService } from './database-browser.service.js';
import { DatabaseRecordResponseDto, DatabaseTableQueryDto, DatabaseTableResponseDto, DatabaseTablesResponseDto, RECORD_BODY } from './dto/database.dto.js';

const TABLES = "The tables are those of the app's entities; any other name is a 404. Not scoped by complex: the browser sees the whole database.";
const WRITES =
  `${TABLES} Writes are recorded in the audit trail. The audit trail itself is read-only (409); a table with a composite primary key ` +
  'cannot be edited or deleted by a path value (409). Secret columns (password hashes, tokens) are never sent and never written. ' +
  'As in user management, nobody deletes or switches off their own account, and the last active platform admin stays one (409); ' +
  "nobody gives an account a role above their own (403). Columns that an API form writes keep that form's field rules (400), " +
  'and text is stored trimmed as the forms store it.';
const TABLE_NAME = { name: 'tableName', schema: { type: 'string', example: 'schools' } } as const;
const KEY = { name: 'primaryKeyValue', description: "The row's primary key, read by the key column's type", schema: { type: 'string', example: '1' } } as const;

@ApiTags('database')
@Controller('database')
export class DatabaseBrowserController {
  constructor(private readonly service: DatabaseBrowserService) {}

  @Get('tables')
  @Access('The tables the database browser shows, with their Arabic names and what may be done to each', RULES.system.manage, { notes: TABLES })
  @ApiOkResponse({ type: DatabaseTablesResponseDto })
  tables(): DatabaseTablesResponseDto {
    return this.service.tables();
  }

  @Get('table/:tableName')
  @Access("One page of a table's rows, ordered by primary key, with its columns", RULES.system.manage, { notes: TABLES, errors: [400, 404] })
  @ApiParam(TABLE_NAME)
  @ApiOkResponse({ type: DatabaseTableResponseDto })
  rows(@Param('tableName') tableName: string, @Query() query: DatabaseTableQueryDto): Promise<DatabaseTableResponseDto> {
    return this.service.rows(tableName, query);
  }

  @Post('table/:tableName/record')
  @Access('Add a row to a table', RULES.system.manage, { notes: WRITES, errors: [400, 404, 409] })
  @ApiParam(TABLE_NAME)
  @ApiBody({ schema: RECORD_BODY })
  @ApiCreatedResponse({ type: DatabaseRecordResponseDto })
  create(@Param('tableName') tableName: string, @Body() body: Record<string, unknown>): Promise<DatabaseRecordResponseDto> {
    return this.service.create(tableName, body);
  }

  @Put('table/:tableName/record/:primaryKeyValue')
  @Access('Change the columns of one row that the body names', RULES.system.manage, { notes: WRITES, errors: [400, 404, 409] })
  @ApiParam(TABLE_NAME)
  @ApiParam(KEY)
  @ApiBody({ schema: RECORD_BODY })
  @ApiOkResponse({ type: DatabaseRecordResponseDto })
  update(
    @CurrentUser() caller: AuthUser,
    @Param('tableName') tableName: string,
    @Param('primaryKeyValue') key: string,
    @Body() body: Record<string, unknown>,
  ): Promise<DatabaseRecordResponseDto> {
    return this.service.update(caller, tableName, key, body);
  }

  @Delete('table/:tableName/record/:primaryKeyValue')
  @Access('Delete one row', RULES.system.manage, {
    notes: `${WRITES} A row that other rows point at is not deleted (409), whatever its foreign keys would cascade.`,
    errors: [400, 404, 409],
  })
  @ApiParam(TABLE_NAME)
  @ApiParam(KEY)
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@CurrentUser() caller: AuthUser, @Param('tableName') tableName: string, @Param('primaryKeyValue') key: string): Promise<MessageResponseDto> {
    return this.service.remove(caller, tableName, key);
  }
}
