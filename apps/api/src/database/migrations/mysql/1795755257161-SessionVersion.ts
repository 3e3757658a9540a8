import { MigrationInterface, QueryRunner } from 'typeorm';

// Tokens issued before carry no session version and are refused: everyone signs in once more, and no session a
// password reset ended comes back.
export class SessionVersion1795755257161 implements MigrationInterface {
  name = 'SessionVersion1795755257161';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`session_version\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`sessions_valid_from\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`sessions_valid_from\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`session_version\``);
  }
}
