import { MigrationInterface, QueryRunner } from 'typeorm';

export class UserSessions1795456872212 implements MigrationInterface {
  name = 'UserSessions1795456872212';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`sessions_valid_from\` int NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`sessions_valid_from\``);
  }
}
