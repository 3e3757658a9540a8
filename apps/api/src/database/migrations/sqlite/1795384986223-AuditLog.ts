import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795384986223 implements MigrationInterface {
  name = 'AuditLog1795384986223';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" varchar(10), "action" varchar(10) NOT NULL, "entity" varchar(64) NOT NULL, "entity_id" varchar(64), "before" text, "after" text)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cb11bd5b662431ea0ac455a27d" ON "audit_log" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_2ad7930a7c2af80585c8c1b770" ON "audit_log" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_40c0e9a60edcd0f680b0e94b60" ON "audit_log" ("entity", "entity_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_40c0e9a60edcd0f680b0e94b60"`);
    await queryRunner.query(`DROP INDEX "IDX_2ad7930a7c2af80585c8c1b770"`);
    await queryRunner.query(`DROP INDEX "IDX_cb11bd5b662431ea0ac455a27d"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
