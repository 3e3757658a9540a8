import { ApiProperty } from '@nestjs/swagger';
import { IntField, TextField } from '../../common/fields.js';
import type { BrowsedColumn, BrowsedTable } from '../table-catalogue.js';

/** The page size of the grid when none is asked for (spec 02 section 9), and the largest one allowed. */
export const DATABASE_PAGE = { default: 20, max: 100 } as const;

export class DatabaseTableQueryDto {
  @IntField({ required: false, query: true, default: 1 }) page?: number;
  @IntField({ required: false, query: true, max: DATABASE_PAGE.max, default: DATABASE_PAGE.default, description: 'Rows per page' }) limit?: number;
  @TextField({
    required: false,
    max: 100,
    description: 'Text that any text column of a row contains (LIKE, case-insensitive); a whole number also matches number columns',
  })
  search?: string;
}

export class DatabaseTableDto {
  @ApiProperty({ example: 'schools', description: "The table's name in the database: the path parameter of the other calls" }) name: string;
  @ApiProperty({ example: 'مجمعات الحلقات', description: 'Its Arabic name; the table name itself for a table the browser has no name for' }) label: string;
  @ApiProperty({ type: String, nullable: true, description: 'What it holds, in Arabic; null for a table the browser has no description of' }) description:
    string | null;
  @ApiProperty({ description: 'Rows can be added (false for the audit trail, and for users, whose password hash the browser never writes)' })
  can_create: boolean;
  @ApiProperty({ description: 'Rows can be edited (false for the audit trail and for a table with a composite primary key)' }) can_edit: boolean;
  @ApiProperty({ description: 'Rows can be deleted (as can_edit)' }) can_delete: boolean;
}

export class DatabaseTablesResponseDto {
  @ApiProperty({ type: [DatabaseTableDto] }) tables: DatabaseTableDto[];
}

export function toTableDto(table: BrowsedTable): DatabaseTableDto {
  return {
    name: table.name,
    label: table.label,
    description: table.description,
    can_create: table.canCreate,
    can_edit: table.canEditAndDelete,
    can_delete: table.canEditAndDelete,
  };
}

/** A column as MySQL's information_schema describes it, plus what the browser may do with it. */
export class DatabaseColumnDto {
  @ApiProperty({ example: 'name' }) name: string;
  @ApiProperty({
    example: 'varchar(150)',
    description: 'int, decimal(p,s), boolean, varchar(n), text, json, date, datetime or enum(...); the same on both databases',
  })
  type: string;
  @ApiProperty({ enum: ['PRI', 'UNI', 'MUL', ''], description: 'PRI: the primary key; UNI: unique on its own; MUL: first column of an index or a foreign key' })
  key: 'PRI' | 'UNI' | 'MUL' | '';
  @ApiProperty({ enum: ['YES', 'NO'] }) nullable: 'YES' | 'NO';
  @ApiProperty({ type: String, nullable: true, description: 'The default as text; null when it has none' }) default: string | null;
  @ApiProperty({ description: 'Set by the database (generated id, timestamps) or secret: never sent in a body' }) read_only: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'Longest text of a varchar column' }) max_length: number | null;
}

export function toColumnDto(column: BrowsedColumn): DatabaseColumnDto {
  return {
    name: column.name,
    type: column.type,
    key: column.key,
    nullable: column.nullable ? 'YES' : 'NO',
    default: column.default,
    read_only: column.readOnly,
    max_length: column.maxLength,
  };
}

const RECORD = {
  type: 'object',
  additionalProperties: true,
  description: 'A row by column name. Secret columns (password hashes, tokens) carry "********", never their value.',
  example: { id: 1, name: 'مجمع النور', is_active: true },
} as const;

export class DatabaseTableResponseDto {
  @ApiProperty({ type: 'array', items: RECORD }) records: Record<string, unknown>[];
  @ApiProperty({ type: [DatabaseColumnDto] }) columns: DatabaseColumnDto[];
  @ApiProperty({ description: 'Pages of `limit` rows matching the search; at least 1' }) totalPages: number;
  @ApiProperty() page: number;
  @ApiProperty({ description: 'Rows matching the search' }) total: number;
}

export class DatabaseRecordResponseDto {
  @ApiProperty({ example: 'تمت إضافة السجل بنجاح' }) message: string;
  @ApiProperty(RECORD) record: Record<string, unknown>;
}

/** The body of an add or an edit: any columns of the table, checked against its metadata by the service. */
export const RECORD_BODY = {
  type: 'object',
  additionalProperties: true,
  description:
    'Column values by name: numbers for int and decimal columns, true/false for boolean, YYYY-MM-DD for date, ISO text for datetime, any JSON for json. ' +
    'A name that is not a column of the table, or names a secret or read-only column, is a 400. On an edit the primary key may be sent back unchanged.',
  example: { name: 'مجمع النور', address: 'حي الروضة, جدة, منطقة مكة المكرمة' },
} as const;
