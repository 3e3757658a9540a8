import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { userNamesOf } from '../users/user.queries.js';
import { AUDIT_PAGE, toAuditEntryDto, type AuditListResponseDto, type AuditQueryDto } from './dto/audit.dto.js';
import { AuditLog } from './entities/audit-log.entity.js';

/** Days of the date filters are days of Saudi time, which has no daylight saving. */
const DAY_OFFSET = '+03:00';

/** The first instant of a day (or of the day after it) as the UTC `YYYY-MM-DD HH:MM:SS` both databases compare. */
function dayStart(date: string, plusDays = 0): string {
  const instant = new Date(Date.parse(`${date}T00:00:00${DAY_OFFSET}`) + plusDays * 86_400_000);
  return instant.toISOString().slice(0, 19).replace('T', ' ');
}

/** Reads of the audit trail (its only writer is the audit subscriber). */
@Injectable()
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of entries matching the filters, newest first, with the authors' names: three queries (the page, the
   * count and the names) however many entries. The trail is the platform's, so it is not scoped by complex: who may
   * call this sees all of it.
   */
  async list(query: AuditQueryDto): Promise<AuditListResponseDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? AUDIT_PAGE.default;
    const qb = this.dataSource.getRepository(AuditLog).createQueryBuilder('log');
    if (query.entity) qb.andWhere('log.entity = :entity', { entity: query.entity });
    if (query.entity_id) qb.andWhere('log.entity_id = :entityId', { entityId: query.entity_id });
    if (query.user_id) qb.andWhere('log.user_id = :userId', { userId: query.user_id });
    if (query.action) qb.andWhere('log.action = :action', { action: query.action });
    if (query.date_from) qb.andWhere('log.created_at >= :from', { from: dayStart(query.date_from) });
    if (query.date_to) qb.andWhere('log.created_at < :to', { to: dayStart(query.date_to, 1) });
    const [rows, total] = await qb
      .orderBy('log.created_at', 'DESC')
      .addOrderBy('log.id', 'DESC')
      .offset((page - 1) * limit)
      .limit(limit)
      .getManyAndCount();

    const authors = [...new Set(rows.map((row) => row.user_id).filter((id): id is string => id !== null))];
    const names = await userNamesOf(this.dataSource.manager, authors);
    return {
      entries: rows.map((row) => toAuditEntryDto(row, row.user_id ? (names.get(row.user_id) ?? null) : null)),
      pagination: { page, limit, total },
    };
  }
}
