import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillSearchText } from '../../search.js';

export class UserSearchText1795382669477 implements MigrationInterface {
  name = 'UserSearchText1795382669477';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_25e1cf8f41bae2f3d11f3c2a02"`);
    await queryRunner.query(`DROP INDEX "IDX_ace513fa30d485cfd25c11a9e4"`);
    await queryRunner.query(`DROP INDEX "IDX_97672ac88f789774dd47f7c8be"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_users" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" varchar(10) PRIMARY KEY NOT NULL, "first_name" varchar(100) NOT NULL, "second_name" varchar(100) NOT NULL DEFAULT (''), "third_name" varchar(100) NOT NULL DEFAULT (''), "last_name" varchar(100) NOT NULL, "email" varchar(255), "phone" varchar(20), "password_hash" varchar(255) NOT NULL, "role" varchar(20) NOT NULL, "is_active" boolean NOT NULL DEFAULT (0), "account_status" varchar(30) NOT NULL DEFAULT ('pending_activation'), "school_id" integer, "address" varchar(255), "neighborhood" varchar(100), "date_of_birth" varchar(10), "school_level" varchar(50), "notes" text, "search_text" varchar(700) NOT NULL DEFAULT (''), CONSTRAINT "FK_25e1cf8f41bae2f3d11f3c2a028" FOREIGN KEY ("school_id") REFERENCES "schools" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_users"("created_at", "updated_at", "id", "first_name", "second_name", "third_name", "last_name", "email", "phone", "password_hash", "role", "is_active", "account_status", "school_id", "address", "neighborhood", "date_of_birth", "school_level", "notes") SELECT "created_at", "updated_at", "id", "first_name", "second_name", "third_name", "last_name", "email", "phone", "password_hash", "role", "is_active", "account_status", "school_id", "address", "neighborhood", "date_of_birth", "school_level", "notes" FROM "users"`,
    );
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    await queryRunner.query(`CREATE INDEX "IDX_25e1cf8f41bae2f3d11f3c2a02" ON "users" ("school_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_ace513fa30d485cfd25c11a9e4" ON "users" ("role") `);
    await queryRunner.query(`CREATE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_ad2d96e47adf9f92a874f90e32" ON "users" ("search_text") `);

    // Data step: the search text of the rows that exist (later rows get it from the search-text subscriber).
    await backfillSearchText(queryRunner, 'users', {
      column: 'search_text',
      sources: ['first_name', 'second_name', 'third_name', 'last_name', 'id', 'email', 'phone'],
    });
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_ad2d96e47adf9f92a874f90e32"`);
    await queryRunner.query(`DROP INDEX "IDX_97672ac88f789774dd47f7c8be"`);
    await queryRunner.query(`DROP INDEX "IDX_ace513fa30d485cfd25c11a9e4"`);
    await queryRunner.query(`DROP INDEX "IDX_25e1cf8f41bae2f3d11f3c2a02"`);
    await queryRunner.query(`ALTER TABLE "users" RENAME TO "temporary_users"`);
    await queryRunner.query(
      `CREATE TABLE "users" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" varchar(10) PRIMARY KEY NOT NULL, "first_name" varchar(100) NOT NULL, "second_name" varchar(100) NOT NULL DEFAULT (''), "third_name" varchar(100) NOT NULL DEFAULT (''), "last_name" varchar(100) NOT NULL, "email" varchar(255), "phone" varchar(20), "password_hash" varchar(255) NOT NULL, "role" varchar(20) NOT NULL, "is_active" boolean NOT NULL DEFAULT (0), "account_status" varchar(30) NOT NULL DEFAULT ('pending_activation'), "school_id" integer, "address" varchar(255), "neighborhood" varchar(100), "date_of_birth" varchar(10), "school_level" varchar(50), "notes" text, CONSTRAINT "FK_25e1cf8f41bae2f3d11f3c2a028" FOREIGN KEY ("school_id") REFERENCES "schools" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "users"("created_at", "updated_at", "id", "first_name", "second_name", "third_name", "last_name", "email", "phone", "password_hash", "role", "is_active", "account_status", "school_id", "address", "neighborhood", "date_of_birth", "school_level", "notes") SELECT "created_at", "updated_at", "id", "first_name", "second_name", "third_name", "last_name", "email", "phone", "password_hash", "role", "is_active", "account_status", "school_id", "address", "neighborhood", "date_of_birth", "school_level", "notes" FROM "temporary_users"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_users"`);
    await queryRunner.query(`CREATE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_ace513fa30d485cfd25c11a9e4" ON "users" ("role") `);
    await queryRunner.query(`CREATE INDEX "IDX_25e1cf8f41bae2f3d11f3c2a02" ON "users" ("school_id") `);
  }
}
