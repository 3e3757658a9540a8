import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** What every table shares: creation and update instants (UTC). Tables keyed by a national ID extend this. */
export abstract class Timestamped {
  @CreateDateColumn({ name: 'created_at' })
  created_at: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updated_at: Date;
}

/** The base of every table keyed by a generated number: id and the timestamps. */
export abstract class BaseRecord extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;
}
