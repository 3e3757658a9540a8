import { Column, Entity } from 'typeorm';
import { UserProfile } from './user-profile.base.js';

/**
 * Where a student stands in the mushaf: the last memorised ayah and the target ayah, each a surah and an ayah
 * number checked against libs/quran. A student without a row has memorised nothing recorded yet.
 */
@Entity('student_profiles')
export class StudentProfile extends UserProfile {
  @Column({ type: 'int', nullable: true })
  memorized_surah_id: number | null;

  @Column({ type: 'int', nullable: true })
  memorized_ayah_number: number | null;

  @Column({ type: 'int', nullable: true })
  target_surah_id: number | null;

  @Column({ type: 'int', nullable: true })
  target_ayah_number: number | null;
}
