import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795271457852 implements MigrationInterface {
  name = 'Init1795271457852';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "schools" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(150) NOT NULL, "address" varchar(255) NOT NULL, "phone" varchar(20), "email" varchar(255), "established_date" varchar(10), "is_active" boolean NOT NULL DEFAULT (1), "administrator_id" varchar(10))`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" varchar(10) PRIMARY KEY NOT NULL, "first_name" varchar(100) NOT NULL, "second_name" varchar(100) NOT NULL DEFAULT (''), "third_name" varchar(100) NOT NULL DEFAULT (''), "last_name" varchar(100) NOT NULL, "email" varchar(255), "phone" varchar(20), "password_hash" varchar(255) NOT NULL, "role" varchar(20) NOT NULL, "is_active" boolean NOT NULL DEFAULT (0), "account_status" varchar(30) NOT NULL DEFAULT ('pending_activation'), "school_id" integer, "address" varchar(255), "neighborhood" varchar(100), "date_of_birth" varchar(10), "school_level" varchar(50), "notes" text)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_ace513fa30d485cfd25c11a9e4" ON "users" ("role") `);
    await queryRunner.query(`CREATE INDEX "IDX_25e1cf8f41bae2f3d11f3c2a02" ON "users" ("school_id") `);
    await queryRunner.query(
      `CREATE TABLE "user_privileges" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" varchar(10) NOT NULL, "category" varchar(20) NOT NULL, "action" varchar(20) NOT NULL, "granted_by" varchar(10), CONSTRAINT "uq_user_privilege" UNIQUE ("user_id", "category", "action"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "parent_profiles" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "user_id" varchar(10) PRIMARY KEY NOT NULL, "self_school_level" varchar(20))`,
    );
    await queryRunner.query(
      `CREATE TABLE "parent_student_links" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "parent_id" varchar(10) NOT NULL, "student_id" varchar(10) NOT NULL, "relationship_type" varchar(20) NOT NULL DEFAULT ('parent'), "is_primary" boolean NOT NULL DEFAULT (0), CONSTRAINT "uq_parent_student" UNIQUE ("parent_id", "student_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "pending_family_links" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "parent_id" varchar(10) NOT NULL, "student_id" varchar(10) NOT NULL, CONSTRAINT "uq_pending_family" UNIQUE ("parent_id", "student_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "staff_profiles" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "user_id" varchar(10) PRIMARY KEY NOT NULL, "specialization" varchar(100), "qualifications" text)`,
    );
    await queryRunner.query(
      `CREATE TABLE "temporary_schools" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(150) NOT NULL, "address" varchar(255) NOT NULL, "phone" varchar(20), "email" varchar(255), "established_date" varchar(10), "is_active" boolean NOT NULL DEFAULT (1), "administrator_id" varchar(10), CONSTRAINT "FK_c7f67c7d3563e6c15f9083309ec" FOREIGN KEY ("administrator_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_schools"("created_at", "updated_at", "id", "name", "address", "phone", "email", "established_date", "is_active", "administrator_id") SELECT "created_at", "updated_at", "id", "name", "address", "phone", "email", "established_date", "is_active", "administrator_id" FROM "schools"`,
    );
    await queryRunner.query(`DROP TABLE "schools"`);
    await queryRunner.query(`ALTER TABLE "temporary_schools" RENAME TO "schools"`);
    await queryRunner.query(`DROP INDEX "IDX_97672ac88f789774dd47f7c8be"`);
    await queryRunner.query(`DROP INDEX "IDX_ace513fa30d485cfd25c11a9e4"`);
    await queryRunner.query(`DROP INDEX "IDX_25e1cf8f41bae2f3d11f3c2a02"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_users" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" varchar(10) PRIMARY KEY NOT NULL, "first_name" varchar(100) NOT NULL, "second_name" varchar(100) NOT NULL DEFAULT (''), "third_name" varchar(100) NOT NULL DEFAULT (''), "last_name" varchar(100) NOT NULL, "email" varchar(255), "phone" varchar(20), "password_hash" varchar(255) NOT NULL, "role" varchar(20) NOT NULL, "is_active" boolean NOT NULL DEFAULT (0), "account_status" varchar(30) NOT NULL DEFAULT ('pending_activation'), "school_id" integer, "address" varchar(255), "neighborhood" varchar(100), "date_of_birth" varchar(10), "school_level" varchar(50), "notes" text, CONSTRAINT "FK_25e1cf8f41bae2f3d11f3c2a028" FOREIGN KEY ("school_id") REFERENCES "schools" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_users"("created_at", "updated_at", "id", "first_name", "second_name", "third_name", "last_name", "email", "phone", "password_hash", "role", "is_active", "account_status", "school_id", "address", "neighborhood", "date_of_birth", "school_level", "notes") SELECT "created_at", "updated_at", "id", "first_name", "second_name", "third_name", "last_name", "email", "phone", "password_hash", "role", "is_active", "account_status", "school_id", "address", "neighborhood", "date_of_birth", "school_level", "notes" FROM "users"`,
    );
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    await queryRunner.query(`CREATE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_ace513fa30d485cfd25c11a9e4" ON "users" ("role") `);
    await queryRunner.query(`CREATE INDEX "IDX_25e1cf8f41bae2f3d11f3c2a02" ON "users" ("school_id") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_user_privileges" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" varchar(10) NOT NULL, "category" varchar(20) NOT NULL, "action" varchar(20) NOT NULL, "granted_by" varchar(10), CONSTRAINT "uq_user_privilege" UNIQUE ("user_id", "category", "action"), CONSTRAINT "FK_4b28bac13f8de961282a9a9b8d5" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_user_privileges"("created_at", "updated_at", "id", "user_id", "category", "action", "granted_by") SELECT "created_at", "updated_at", "id", "user_id", "category", "action", "granted_by" FROM "user_privileges"`,
    );
    await queryRunner.query(`DROP TABLE "user_privileges"`);
    await queryRunner.query(`ALTER TABLE "temporary_user_privileges" RENAME TO "user_privileges"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_parent_profiles" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "user_id" varchar(10) PRIMARY KEY NOT NULL, "self_school_level" varchar(20), CONSTRAINT "FK_356597a0b1ed805fc5dce95862d" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_parent_profiles"("created_at", "updated_at", "user_id", "self_school_level") SELECT "created_at", "updated_at", "user_id", "self_school_level" FROM "parent_profiles"`,
    );
    await queryRunner.query(`DROP TABLE "parent_profiles"`);
    await queryRunner.query(`ALTER TABLE "temporary_parent_profiles" RENAME TO "parent_profiles"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_parent_student_links" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "parent_id" varchar(10) NOT NULL, "student_id" varchar(10) NOT NULL, "relationship_type" varchar(20) NOT NULL DEFAULT ('parent'), "is_primary" boolean NOT NULL DEFAULT (0), CONSTRAINT "uq_parent_student" UNIQUE ("parent_id", "student_id"), CONSTRAINT "FK_0ba41060050e7656f608894500c" FOREIGN KEY ("parent_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_1c2705b8c12ddef5c396f7fa500" FOREIGN KEY ("student_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_parent_student_links"("created_at", "updated_at", "id", "parent_id", "student_id", "relationship_type", "is_primary") SELECT "created_at", "updated_at", "id", "parent_id", "student_id", "relationship_type", "is_primary" FROM "parent_student_links"`,
    );
    await queryRunner.query(`DROP TABLE "parent_student_links"`);
    await queryRunner.query(`ALTER TABLE "temporary_parent_student_links" RENAME TO "parent_student_links"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_staff_profiles" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "user_id" varchar(10) PRIMARY KEY NOT NULL, "specialization" varchar(100), "qualifications" text, CONSTRAINT "FK_223deb3f390b28562fad70eefed" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_staff_profiles"("created_at", "updated_at", "user_id", "specialization", "qualifications") SELECT "created_at", "updated_at", "user_id", "specialization", "qualifications" FROM "staff_profiles"`,
    );
    await queryRunner.query(`DROP TABLE "staff_profiles"`);
    await queryRunner.query(`ALTER TABLE "temporary_staff_profiles" RENAME TO "staff_profiles"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "staff_profiles" RENAME TO "temporary_staff_profiles"`);
    await queryRunner.query(
      `CREATE TABLE "staff_profiles" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "user_id" varchar(10) PRIMARY KEY NOT NULL, "specialization" varchar(100), "qualifications" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "staff_profiles"("created_at", "updated_at", "user_id", "specialization", "qualifications") SELECT "created_at", "updated_at", "user_id", "specialization", "qualifications" FROM "temporary_staff_profiles"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_staff_profiles"`);
    await queryRunner.query(`ALTER TABLE "parent_student_links" RENAME TO "temporary_parent_student_links"`);
    await queryRunner.query(
      `CREATE TABLE "parent_student_links" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "parent_id" varchar(10) NOT NULL, "student_id" varchar(10) NOT NULL, "relationship_type" varchar(20) NOT NULL DEFAULT ('parent'), "is_primary" boolean NOT NULL DEFAULT (0), CONSTRAINT "uq_parent_student" UNIQUE ("parent_id", "student_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "parent_student_links"("created_at", "updated_at", "id", "parent_id", "student_id", "relationship_type", "is_primary") SELECT "created_at", "updated_at", "id", "parent_id", "student_id", "relationship_type", "is_primary" FROM "temporary_parent_student_links"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_parent_student_links"`);
    await queryRunner.query(`ALTER TABLE "parent_profiles" RENAME TO "temporary_parent_profiles"`);
    await queryRunner.query(
      `CREATE TABLE "parent_profiles" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "user_id" varchar(10) PRIMARY KEY NOT NULL, "self_school_level" varchar(20))`,
    );
    await queryRunner.query(
      `INSERT INTO "parent_profiles"("created_at", "updated_at", "user_id", "self_school_level") SELECT "created_at", "updated_at", "user_id", "self_school_level" FROM "temporary_parent_profiles"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_parent_profiles"`);
    await queryRunner.query(`ALTER TABLE "user_privileges" RENAME TO "temporary_user_privileges"`);
    await queryRunner.query(
      `CREATE TABLE "user_privileges" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" varchar(10) NOT NULL, "category" varchar(20) NOT NULL, "action" varchar(20) NOT NULL, "granted_by" varchar(10), CONSTRAINT "uq_user_privilege" UNIQUE ("user_id", "category", "action"))`,
    );
    await queryRunner.query(
      `INSERT INTO "user_privileges"("created_at", "updated_at", "id", "user_id", "category", "action", "granted_by") SELECT "created_at", "updated_at", "id", "user_id", "category", "action", "granted_by" FROM "temporary_user_privileges"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_user_privileges"`);
    await queryRunner.query(`DROP INDEX "IDX_25e1cf8f41bae2f3d11f3c2a02"`);
    await queryRunner.query(`DROP INDEX "IDX_ace513fa30d485cfd25c11a9e4"`);
    await queryRunner.query(`DROP INDEX "IDX_97672ac88f789774dd47f7c8be"`);
    await queryRunner.query(`ALTER TABLE "users" RENAME TO "temporary_users"`);
    await queryRunner.query(
      `CREATE TABLE "users" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" varchar(10) PRIMARY KEY NOT NULL, "first_name" varchar(100) NOT NULL, "second_name" varchar(100) NOT NULL DEFAULT (''), "third_name" varchar(100) NOT NULL DEFAULT (''), "last_name" varchar(100) NOT NULL, "email" varchar(255), "phone" varchar(20), "password_hash" varchar(255) NOT NULL, "role" varchar(20) NOT NULL, "is_active" boolean NOT NULL DEFAULT (0), "account_status" varchar(30) NOT NULL DEFAULT ('pending_activation'), "school_id" integer, "address" varchar(255), "neighborhood" varchar(100), "date_of_birth" varchar(10), "school_level" varchar(50), "notes" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "users"("created_at", "updated_at", "id", "first_name", "second_name", "third_name", "last_name", "email", "phone", "password_hash", "role", "is_active", "account_status", "school_id", "address", "neighborhood", "date_of_birth", "school_level", "notes") SELECT "created_at", "updated_at", "id", "first_name", "second_name", "third_name", "last_name", "email", "phone", "password_hash", "role", "is_active", "account_status", "school_id", "address", "neighborhood", "date_of_birth", "school_level", "notes" FROM "temporary_users"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_users"`);
    await queryRunner.query(`CREATE INDEX "IDX_25e1cf8f41bae2f3d11f3c2a02" ON "users" ("school_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_ace513fa30d485cfd25c11a9e4" ON "users" ("role") `);
    await queryRunner.query(`CREATE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email") `);
    await queryRunner.query(`ALTER TABLE "schools" RENAME TO "temporary_schools"`);
    await queryRunner.query(
      `CREATE TABLE "schools" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(150) NOT NULL, "address" varchar(255) NOT NULL, "phone" varchar(20), "email" varchar(255), "established_date" varchar(10), "is_active" boolean NOT NULL DEFAULT (1), "administrator_id" varchar(10))`,
    );
    await queryRunner.query(
      `INSERT INTO "schools"("created_at", "updated_at", "id", "name", "address", "phone", "email", "established_date", "is_active", "administrator_id") SELECT "created_at", "updated_at", "id", "name", "address", "phone", "email", "established_date", "is_active", "administrator_id" FROM "temporary_schools"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_schools"`);
    await queryRunner.query(`DROP TABLE "staff_profiles"`);
    await queryRunner.query(`DROP TABLE "pending_family_links"`);
    await queryRunner.query(`DROP TABLE "parent_student_links"`);
    await queryRunner.query(`DROP TABLE "parent_profiles"`);
    await queryRunner.query(`DROP TABLE "user_privileges"`);
    await queryRunner.query(`DROP INDEX "IDX_25e1cf8f41bae2f3d11f3c2a02"`);
    await queryRunner.query(`DROP INDEX "IDX_ace513fa30d485cfd25c11a9e4"`);
    await queryRunner.query(`DROP INDEX "IDX_97672ac88f789774dd47f7c8be"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "schools"`);
  }
}
