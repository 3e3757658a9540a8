import { MigrationInterface, QueryRunner } from 'typeorm';

export class UsersBySchoolAndRole1795657129618 implements MigrationInterface {
  name = 'UsersBySchoolAndRole1795657129618';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_users_school_role" ON "users" ("school_id", "role") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_users_school_role"`);
  }
}
