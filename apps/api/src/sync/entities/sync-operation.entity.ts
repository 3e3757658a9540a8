import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../database/base.entity.js';
import { NationalIdColumn, UserRelation } from '../../database/columns.js';
import type { User } from '../../users/entities/user.entity.js';
import type { SyncKind } from '../dto/sync.dto.js';

/**
 * One operation the sync endpoint applied: its client_id (made on the device), who sent it and its kind, kept so that
 * the same operation sent again, by a retry or by two requests at once, is applied once (created_at: when). Deleting
 * the account deletes its rows.
 */
@Entity('sync_operations')
export class SyncOperation extends Timestamped {
  /** A version-4 UUID in lower case: the primary key is what lets one of two racing requests record it, never both. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  client_id: string;

  @NationalIdColumn()
  user_id: string;

  @UserRelation('user_id', { onDelete: 'CASCADE' })
  user?: User;

  @Column({ type: 'varchar', length: 12 })
  kind: SyncKind;

  /**
   * The transaction that recorded it (a UUID of its own): after recording a batch's ids with INSERT IGNORE, a
   * transaction reads back which of them carry its mark, so it writes exactly the operations it recorded.
   */
  @Column({ type: 'varchar', length: 36 })
  applied_in: string;
}
