import { JoinColumn, OneToOne } from 'typeorm';
import { Timestamped } from '../../database/base.entity.js';
import { NationalIdColumn } from '../../database/columns.js';
import { User } from './user.entity.js';

/** The base of a table that adds details to one user: keyed by the user's national ID, gone with the user. */
export abstract class UserProfile extends Timestamped {
  @NationalIdColumn({ primary: true })
  user_id: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}
