import { MigrationInterface, QueryRunner } from 'typeorm';

// The sync endpoint's ledger of applied operations. Generated, then written as one CREATE TABLE with its foreign key
// (TypeORM created the table and rebuilt it at once to add the key).
export class SyncOperations1795789277453 implements MigrationInterface {
  name = 'SyncOperations1795789277453';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sync_operations" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "client_id" varchar(36) PRIMARY KEY NOT NULL, "user_id" varchar(10) NOT NULL, "kind" varchar(12) NOT NULL, "applied_in" varchar(36) NOT NULL, CONSTRAINT "FK_fc210cc9a22c0feee5e88a27ae9" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sync_operations"`);
  }
}
