import { SURAHS } from '#quran';
import { StudentProfile } from '../../users/entities/student-profile.entity.js';
import { insertMany, type Seed } from './context.js';

/**
 * Where each student stands in the mushaf. Circles memorise from the end of the mushaf backwards (An-Nas first), so
 * a younger student has reached a surah of the last juz and an older one may be deep into the long surahs; each has
 * a target a few surahs further on. One student in five has nothing recorded yet.
 */
export const memorisationSeed: Seed = {
  name: 'memorisation positions',
  async run(em, ctx) {
    const random = ctx.random('memorisation');
    const profiles: StudentProfile[] = [];
    for (const complex of ctx.complexes) {
      for (const student of complex.students) {
        if (random.chance(0.2)) continue;
        const surah = random.chance(0.6) ? random.int(78, 114) : random.int(2, 77);
        const target = Math.max(1, surah - random.int(1, 6));
        profiles.push(
          em.create(StudentProfile, {
            user_id: student.id,
            memorized_surah_id: surah,
            memorized_ayah_number: random.int(1, SURAHS[surah - 1].ayahCount),
            target_surah_id: target,
            target_ayah_number: SURAHS[target - 1].ayahCount,
          }),
        );
      }
    }
    await insertMany(em, StudentProfile, profiles);
    return `${profiles.length} students with a memorised position and a target`;
  },
};
