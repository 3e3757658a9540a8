import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: SQLite adds and drops these columns in place. (TypeORM would rebuild the users table, and dropping
// it with foreign keys on would take every row that cascades from users with it.) Tokens issued before carry no
// session version and are refused: everyone signs in once more, and no session a password reset ended comes back.
export class SessionVersion1795755254324 implements MigrationInterface {
  name = 'SessionVersion1795755254324';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "session_version" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "sessions_valid_from"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "sessions_valid_from" integer`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "session_version"`);
  }
}
