import { MigrationInterface, QueryRunner } from 'typeorm';

export class ChildLinkStatus1795755168659 implements MigrationInterface {
  name = 'ChildLinkStatus1795755168659';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "temporary_parent_student_links" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "parent_id" varchar(10) NOT NULL, "student_id" varchar(10) NOT NULL, "relationship_type" varchar(20) NOT NULL DEFAULT ('parent'), "is_primary" boolean NOT NULL DEFAULT (0), "status" varchar(20) NOT NULL DEFAULT ('confirmed'), CONSTRAINT "uq_parent_student" UNIQUE ("parent_id", "student_id"), CONSTRAINT "FK_1c2705b8c12ddef5c396f7fa500" FOREIGN KEY ("student_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_0ba41060050e7656f608894500c" FOREIGN KEY ("parent_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_parent_student_links"("created_at", "updated_at", "id", "parent_id", "student_id", "relationship_type", "is_primary") SELECT "created_at", "updated_at", "id", "parent_id", "student_id", "relationship_type", "is_primary" FROM "parent_student_links"`,
    );
    await queryRunner.query(`DROP TABLE "parent_student_links"`);
    await queryRunner.query(`ALTER TABLE "temporary_parent_student_links" RENAME TO "parent_student_links"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "parent_student_links" RENAME TO "temporary_parent_student_links"`);
    await queryRunner.query(
      `CREATE TABLE "parent_student_links" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "parent_id" varchar(10) NOT NULL, "student_id" varchar(10) NOT NULL, "relationship_type" varchar(20) NOT NULL DEFAULT ('parent'), "is_primary" boolean NOT NULL DEFAULT (0), CONSTRAINT "uq_parent_student" UNIQUE ("parent_id", "student_id"), CONSTRAINT "FK_1c2705b8c12ddef5c396f7fa500" FOREIGN KEY ("student_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_0ba41060050e7656f608894500c" FOREIGN KEY ("parent_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "parent_student_links"("created_at", "updated_at", "id", "parent_id", "student_id", "relationship_type", "is_primary") SELECT "created_at", "updated_at", "id", "parent_id", "student_id", "relationship_type", "is_primary" FROM "temporary_parent_student_links"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_parent_student_links"`);
  }
}
