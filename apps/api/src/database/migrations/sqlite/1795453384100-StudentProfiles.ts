import { MigrationInterface, QueryRunner } from 'typeorm';

export class StudentProfiles1795453384100 implements MigrationInterface {
  name = 'StudentProfiles1795453384100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "student_profiles" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "user_id" varchar(10) PRIMARY KEY NOT NULL, "memorized_surah_id" integer, "memorized_ayah_number" integer, "target_surah_id" integer, "target_ayah_number" integer)`,
    );
    await queryRunner.query(
      `CREATE TABLE "temporary_student_profiles" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "user_id" varchar(10) PRIMARY KEY NOT NULL, "memorized_surah_id" integer, "memorized_ayah_number" integer, "target_surah_id" integer, "target_ayah_number" integer, CONSTRAINT "FK_cef016a0d95e26ae7c0f167ec28" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_student_profiles"("created_at", "updated_at", "user_id", "memorized_surah_id", "memorized_ayah_number", "target_surah_id", "target_ayah_number") SELECT "created_at", "updated_at", "user_id", "memorized_surah_id", "memorized_ayah_number", "target_surah_id", "target_ayah_number" FROM "student_profiles"`,
    );
    await queryRunner.query(`DROP TABLE "student_profiles"`);
    await queryRunner.query(`ALTER TABLE "temporary_student_profiles" RENAME TO "student_profiles"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "student_profiles" RENAME TO "temporary_student_profiles"`);
    await queryRunner.query(
      `CREATE TABLE "student_profiles" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "user_id" varchar(10) PRIMARY KEY NOT NULL, "memorized_surah_id" integer, "memorized_ayah_number" integer, "target_surah_id" integer, "target_ayah_number" integer)`,
    );
    await queryRunner.query(
      `INSERT INTO "student_profiles"("created_at", "updated_at", "user_id", "memorized_surah_id", "memorized_ayah_number", "target_surah_id", "target_ayah_number") SELECT "created_at", "updated_at", "user_id", "memorized_surah_id", "memorized_ayah_number", "target_surah_id", "target_ayah_number" FROM "temporary_student_profiles"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_student_profiles"`);
    await queryRunner.query(`DROP TABLE "student_profiles"`);
  }
}
