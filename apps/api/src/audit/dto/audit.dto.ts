import { ApiProperty } from '@nestjs/swagger';
import { ChoiceField, DateField, IntField, NationalIdField, TextField } from '../../common/fields.js';
import { AUDIT_ACTIONS, type AuditAction, type AuditValues } from '../audit-record.js';
import type { AuditLog } from '../entities/audit-log.entity.js';

/** The page size when none is asked for, and the largest one allowed. */
export const AUDIT_PAGE = { default: 20, max: 100 } as const;

/** Filters of the audit trail; every one optional, all of them together (AND). */
export class AuditQueryDto {
  @TextField({ required: false, max: 64, description: 'The table written: users, schools, user_privileges, staff_profiles...' })
  entity?: string;

  @TextField({ required: false, max: 64, description: "The row's id as text (a user's national ID, a complex's number)" })
  entity_id?: string;

  @NationalIdField({ required: false, description: 'Who made the change' })
  user_id?: string;

  @ChoiceField(AUDIT_ACTIONS, { required: false })
  action?: AuditAction;

  @DateField({ required: false, description: 'From this day on, a day of Saudi time (UTC+3)' })
  date_from?: string;

  @DateField({ required: false, description: 'Up to the end of this day, Saudi time (UTC+3)' })
  date_to?: string;

  @IntField({ required: false, query: true, default: 1 })
  page?: number;

  @IntField({ required: false, query: true, max: AUDIT_PAGE.max, default: AUDIT_PAGE.default, description: 'Entries per page' })
  limit?: number;
}

export class AuditEntryDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: String, nullable: true, description: 'National ID of who made the change; null when nobody was signed in (a registration, the system)' })
  user_id: string | null;
  @ApiProperty({ type: String, nullable: true, description: "That user's full name; null when there is none or the account is gone" })
  user_name: string | null;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({ example: 'schools' }) entity: string;
  @ApiProperty({ type: String, nullable: true, example: '3' }) entity_id: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      'Old values by column: the changed fields of an update, the whole row of a delete; null for an insert. Never a secret: one that an update changed shows as "[redacted]" on both sides.',
  })
  before: AuditValues | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'New values by column: the changed fields of an update, the whole row of an insert; null for a delete. Never a secret (see before).',
  })
  after: AuditValues | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

export class AuditPaginationDto {
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ description: 'Entries matching the filters, on every page' }) total: number;
}

export class AuditListResponseDto {
  @ApiProperty({ type: [AuditEntryDto] }) entries: AuditEntryDto[];
  @ApiProperty({ type: AuditPaginationDto }) pagination: AuditPaginationDto;
}

const parse = (json: string | null): AuditValues | null => (json === null ? null : (JSON.parse(json) as AuditValues));

/** Maps an audit row, with its author's name when known, to the answer shape. */
export function toAuditEntryDto(row: AuditLog, userName: string | null): AuditEntryDto {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: userName,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    before: parse(row.before),
    after: parse(row.after),
    created_at: new Date(row.created_at).toISOString(),
  };
}
