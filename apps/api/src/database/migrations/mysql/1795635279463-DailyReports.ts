import { MigrationInterface, QueryRunner } from 'typeorm';

export class DailyReports1795635279463 implements MigrationInterface {
  name = 'DailyReports1795635279463';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`daily_reports\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`school_id\` int NOT NULL, \`report_date\` varchar(10) NOT NULL, \`report_notes\` varchar(1000) NULL, \`reporter_id\` varchar(10) NULL, INDEX \`IDX_9cef20e16fba82938e1faf513a\` (\`school_id\`), UNIQUE INDEX \`uq_daily_report_school_date\` (\`school_id\`, \`report_date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`daily_report_classes\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`report_id\` int NOT NULL, \`class_id\` int NOT NULL, \`teacher_id\` varchar(10) NULL, \`students_enrolled\` int NOT NULL DEFAULT '0', \`students_present\` int NOT NULL DEFAULT '0', \`students_absent\` int NOT NULL DEFAULT '0', \`pages_taught\` int NOT NULL DEFAULT '0', \`lesson_topic\` varchar(200) NULL, \`class_notes\` varchar(500) NULL, UNIQUE INDEX \`uq_daily_report_class\` (\`report_id\`, \`class_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`daily_reports\` ADD CONSTRAINT \`FK_9cef20e16fba82938e1faf513a2\` FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`daily_reports\` ADD CONSTRAINT \`FK_9eb1e3309a213076862eeafc6cb\` FOREIGN KEY (\`reporter_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`daily_report_classes\` ADD CONSTRAINT \`FK_8b54cfd92817b25f842e9de920e\` FOREIGN KEY (\`report_id\`) REFERENCES \`daily_reports\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`daily_report_classes\` ADD CONSTRAINT \`FK_6e9ad328f35fa720eab7f5445a4\` FOREIGN KEY (\`class_id\`) REFERENCES \`classes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`daily_report_classes\` ADD CONSTRAINT \`FK_35125a8ce68886f9ee61c6a27cb\` FOREIGN KEY (\`teacher_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`daily_report_classes\` DROP FOREIGN KEY \`FK_35125a8ce68886f9ee61c6a27cb\``);
    await queryRunner.query(`ALTER TABLE \`daily_report_classes\` DROP FOREIGN KEY \`FK_6e9ad328f35fa720eab7f5445a4\``);
    await queryRunner.query(`ALTER TABLE \`daily_report_classes\` DROP FOREIGN KEY \`FK_8b54cfd92817b25f842e9de920e\``);
    await queryRunner.query(`ALTER TABLE \`daily_reports\` DROP FOREIGN KEY \`FK_9eb1e3309a213076862eeafc6cb\``);
    await queryRunner.query(`ALTER TABLE \`daily_reports\` DROP FOREIGN KEY \`FK_9cef20e16fba82938e1faf513a2\``);
    await queryRunner.query(`DROP INDEX \`uq_daily_report_class\` ON \`daily_report_classes\``);
    await queryRunner.query(`DROP TABLE \`daily_report_classes\``);
    await queryRunner.query(`DROP INDEX \`uq_daily_report_school_date\` ON \`daily_reports\``);
    await queryRunner.query(`DROP INDEX \`IDX_9cef20e16fba82938e1faf513a\` ON \`daily_reports\``);
    await queryRunner.query(`DROP TABLE \`daily_reports\``);
  }
}
