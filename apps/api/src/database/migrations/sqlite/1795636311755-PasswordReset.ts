import { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordReset1795636311755 implements MigrationInterface {
  name = 'PasswordReset1795636311755';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipient" varchar(255) NOT NULL, "subject" varchar(200) NOT NULL, "secret_text" text NOT NULL, "transport" varchar(10) NOT NULL, "sent_at" datetime, "error" varchar(500))`,
    );
    await queryRunner.query(
      `CREATE TABLE "password_reset_requests" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier_hash" varchar(64) NOT NULL, "address" varchar(64) NOT NULL, "user_id" varchar(10), "token_hash" varchar(64), "expires_at" datetime, "used_at" datetime)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_password_reset_token" ON "password_reset_requests" ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "idx_password_reset_address" ON "password_reset_requests" ("address", "created_at") `);
    await queryRunner.query(`CREATE INDEX "idx_password_reset_identifier" ON "password_reset_requests" ("identifier_hash", "created_at") `);
    await queryRunner.query(`DROP INDEX "uq_password_reset_token"`);
    await queryRunner.query(`DROP INDEX "idx_password_reset_address"`);
    await queryRunner.query(`DROP INDEX "idx_password_reset_identifier"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_password_reset_requests" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier_hash" varchar(64) NOT NULL, "address" varchar(64) NOT NULL, "user_id" varchar(10), "token_hash" varchar(64), "expires_at" datetime, "used_at" datetime, CONSTRAINT "FK_8a8bf5831893c4b0c63f999c2d0" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_password_reset_requests"("created_at", "updated_at", "id", "identifier_hash", "address", "user_id", "token_hash", "expires_at", "used_at") SELECT "created_at", "updated_at", "id", "identifier_hash", "address", "user_id", "token_hash", "expires_at", "used_at" FROM "password_reset_requests"`,
    );
    await queryRunner.query(`DROP TABLE "password_reset_requests"`);
    await queryRunner.query(`ALTER TABLE "temporary_password_reset_requests" RENAME TO "password_reset_requests"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_password_reset_token" ON "password_reset_requests" ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "idx_password_reset_address" ON "password_reset_requests" ("address", "created_at") `);
    await queryRunner.query(`CREATE INDEX "idx_password_reset_identifier" ON "password_reset_requests" ("identifier_hash", "created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_password_reset_identifier"`);
    await queryRunner.query(`DROP INDEX "idx_password_reset_address"`);
    await queryRunner.query(`DROP INDEX "uq_password_reset_token"`);
    await queryRunner.query(`ALTER TABLE "password_reset_requests" RENAME TO "temporary_password_reset_requests"`);
    await queryRunner.query(
      `CREATE TABLE "password_reset_requests" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier_hash" varchar(64) NOT NULL, "address" varchar(64) NOT NULL, "user_id" varchar(10), "token_hash" varchar(64), "expires_at" datetime, "used_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "password_reset_requests"("created_at", "updated_at", "id", "identifier_hash", "address", "user_id", "token_hash", "expires_at", "used_at") SELECT "created_at", "updated_at", "id", "identifier_hash", "address", "user_id", "token_hash", "expires_at", "used_at" FROM "temporary_password_reset_requests"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_password_reset_requests"`);
    await queryRunner.query(`CREATE INDEX "idx_password_reset_identifier" ON "password_reset_requests" ("identifier_hash", "created_at") `);
    await queryRunner.query(`CREATE INDEX "idx_password_reset_address" ON "password_reset_requests" ("address", "created_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_password_reset_token" ON "password_reset_requests" ("token_hash") `);
    await queryRunner.query(`DROP INDEX "idx_password_reset_identifier"`);
    await queryRunner.query(`DROP INDEX "idx_password_reset_address"`);
    await queryRunner.query(`DROP INDEX "uq_password_reset_token"`);
    await queryRunner.query(`DROP TABLE "password_reset_requests"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }
}
