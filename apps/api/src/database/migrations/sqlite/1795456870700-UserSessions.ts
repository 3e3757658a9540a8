import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: SQLite adds a nullable column in place. (TypeORM would rebuild the users table, and dropping it
// with foreign keys on would take every row that cascades from users with it.)
export class UserSessions1795456870700 implements MigrationInterface {
  name = 'UserSessions1795456870700';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "sessions_valid_from" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "sessions_valid_from"`);
  }
}
