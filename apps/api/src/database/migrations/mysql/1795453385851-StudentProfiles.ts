import { MigrationInterface, QueryRunner } from 'typeorm';

export class StudentProfiles1795453385851 implements MigrationInterface {
  name = 'StudentProfiles1795453385851';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`student_profiles\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`user_id\` varchar(10) NOT NULL, \`memorized_surah_id\` int NULL, \`memorized_ayah_number\` int NULL, \`target_surah_id\` int NULL, \`target_ayah_number\` int NULL, PRIMARY KEY (\`user_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`student_profiles\` ADD CONSTRAINT \`FK_cef016a0d95e26ae7c0f167ec28\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`student_profiles\` DROP FOREIGN KEY \`FK_cef016a0d95e26ae7c0f167ec28\``);
    await queryRunner.query(`DROP TABLE \`student_profiles\``);
  }
}
