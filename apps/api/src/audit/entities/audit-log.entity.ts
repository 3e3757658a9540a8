import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../database/base.entity.js';
import { NationalIdColumn } from '../../database/columns.js';
import type { AuditAction } from '../audit-record.js';

/**
 * One audited write of one row: who (null when nobody was signed in: a registration, the first start), what
 * (`action` on the row `entity_id` of the table `entity`) and the fields before and after, as JSON text. Written
 * only by the audit subscriber, in the transaction of the write it records; never audited itself. `user_id` is not
 * a foreign key: the trail outlives the accounts it names.
 */
@Entity('audit_log')
@Index(['entity', 'entity_id'])
@Index(['created_at'])
export class AuditLog extends BaseRecord {
  @Index()
  @NationalIdColumn({ nullable: true })
  user_id: string | null;

  @Column({ type: 'varchar', length: 10 })
  action: AuditAction;

  @Column({ type: 'varchar', length: 64 })
  entity: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  entity_id: string | null;

  /** JSON of the changed fields' old values (update) or of the whole row (delete); null for an insert. */
  @Column({ type: 'text', nullable: true })
  before: string | null;

  /** JSON of the changed fields' new values (update) or of the whole row (insert); null for a delete. */
  @Column({ type: 'text', nullable: true })
  after: string | null;
}
