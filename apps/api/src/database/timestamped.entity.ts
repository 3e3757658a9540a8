import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** The small base every table shares: creation and update instants (UTC). */
export abstract class Timestamped {
  @CreateDateColumn({ name: 'created_at' })
  created_at: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updated_at: Date;
}
