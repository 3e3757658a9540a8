import { MigrationInterface, QueryRunner } from 'typeorm';

export class AttendancePoints1795482470434 implements MigrationInterface {
  name = 'AttendancePoints1795482470434';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "attendance" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "class_id" integer NOT NULL, "semester_id" integer NOT NULL, "attendance_date" varchar(10) NOT NULL, "is_present" boolean NOT NULL, "is_explicit" boolean NOT NULL DEFAULT (1), "notes" varchar(500), "marked_by" varchar(10))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_attendance_class_semester_date" ON "attendance" ("class_id", "semester_id", "attendance_date") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_attendance_student_class_semester_date" ON "attendance" ("student_id", "class_id", "semester_id", "attendance_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "points" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "class_id" integer NOT NULL, "semester_id" integer NOT NULL, "points_date" varchar(10) NOT NULL, "points_given" decimal(3,1) NOT NULL, "notes" varchar(500), "teacher_id" varchar(10))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_points_date" ON "points" ("points_date") `);
    await queryRunner.query(`CREATE INDEX "idx_points_class_semester_date" ON "points" ("class_id", "semester_id", "points_date") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_points_student_class_semester_date" ON "points" ("student_id", "class_id", "semester_id", "points_date") `,
    );
    await queryRunner.query(`DROP INDEX "idx_attendance_class_semester_date"`);
    await queryRunner.query(`DROP INDEX "uq_attendance_student_class_semester_date"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_attendance" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "class_id" integer NOT NULL, "semester_id" integer NOT NULL, "attendance_date" varchar(10) NOT NULL, "is_present" boolean NOT NULL, "is_explicit" boolean NOT NULL DEFAULT (1), "notes" varchar(500), "marked_by" varchar(10), CONSTRAINT "FK_6200532f3ef99f639a27bdcae7f" FOREIGN KEY ("student_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e63ac3a881f4b1ff420942c217a" FOREIGN KEY ("class_id") REFERENCES "classes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4e2c13979a1761c9afac39a9d21" FOREIGN KEY ("semester_id") REFERENCES "semesters" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_3e44748048ead312fc006c343b8" FOREIGN KEY ("marked_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_attendance"("created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "attendance_date", "is_present", "is_explicit", "notes", "marked_by") SELECT "created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "attendance_date", "is_present", "is_explicit", "notes", "marked_by" FROM "attendance"`,
    );
    await queryRunner.query(`DROP TABLE "attendance"`);
    await queryRunner.query(`ALTER TABLE "temporary_attendance" RENAME TO "attendance"`);
    await queryRunner.query(`CREATE INDEX "idx_attendance_class_semester_date" ON "attendance" ("class_id", "semester_id", "attendance_date") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_attendance_student_class_semester_date" ON "attendance" ("student_id", "class_id", "semester_id", "attendance_date") `,
    );
    await queryRunner.query(`DROP INDEX "idx_points_date"`);
    await queryRunner.query(`DROP INDEX "idx_points_class_semester_date"`);
    await queryRunner.query(`DROP INDEX "uq_points_student_class_semester_date"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_points" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "class_id" integer NOT NULL, "semester_id" integer NOT NULL, "points_date" varchar(10) NOT NULL, "points_given" decimal(3,1) NOT NULL, "notes" varchar(500), "teacher_id" varchar(10), CONSTRAINT "FK_446db8ad02d4ef0f4d0e9ea2476" FOREIGN KEY ("student_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_7bf18253ebf67f0c45838474ef4" FOREIGN KEY ("class_id") REFERENCES "classes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e900e483f9981d9b804a616c998" FOREIGN KEY ("semester_id") REFERENCES "semesters" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_f2bbc730943e1350ae17b2d3e5f" FOREIGN KEY ("teacher_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_points"("created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "points_date", "points_given", "notes", "teacher_id") SELECT "created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "points_date", "points_given", "notes", "teacher_id" FROM "points"`,
    );
    await queryRunner.query(`DROP TABLE "points"`);
    await queryRunner.query(`ALTER TABLE "temporary_points" RENAME TO "points"`);
    await queryRunner.query(`CREATE INDEX "idx_points_date" ON "points" ("points_date") `);
    await queryRunner.query(`CREATE INDEX "idx_points_class_semester_date" ON "points" ("class_id", "semester_id", "points_date") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_points_student_class_semester_date" ON "points" ("student_id", "class_id", "semester_id", "points_date") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_points_student_class_semester_date"`);
    await queryRunner.query(`DROP INDEX "idx_points_class_semester_date"`);
    await queryRunner.query(`DROP INDEX "idx_points_date"`);
    await queryRunner.query(`ALTER TABLE "points" RENAME TO "temporary_points"`);
    await queryRunner.query(
      `CREATE TABLE "points" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "class_id" integer NOT NULL, "semester_id" integer NOT NULL, "points_date" varchar(10) NOT NULL, "points_given" decimal(3,1) NOT NULL, "notes" varchar(500), "teacher_id" varchar(10))`,
    );
    await queryRunner.query(
      `INSERT INTO "points"("created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "points_date", "points_given", "notes", "teacher_id") SELECT "created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "points_date", "points_given", "notes", "teacher_id" FROM "temporary_points"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_points"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_points_student_class_semester_date" ON "points" ("student_id", "class_id", "semester_id", "points_date") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_points_class_semester_date" ON "points" ("class_id", "semester_id", "points_date") `);
    await queryRunner.query(`CREATE INDEX "idx_points_date" ON "points" ("points_date") `);
    await queryRunner.query(`DROP INDEX "uq_attendance_student_class_semester_date"`);
    await queryRunner.query(`DROP INDEX "idx_attendance_class_semester_date"`);
    await queryRunner.query(`ALTER TABLE "attendance" RENAME TO "temporary_attendance"`);
    await queryRunner.query(
      `CREATE TABLE "attendance" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "class_id" integer NOT NULL, "semester_id" integer NOT NULL, "attendance_date" varchar(10) NOT NULL, "is_present" boolean NOT NULL, "is_explicit" boolean NOT NULL DEFAULT (1), "notes" varchar(500), "marked_by" varchar(10))`,
    );
    await queryRunner.query(
      `INSERT INTO "attendance"("created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "attendance_date", "is_present", "is_explicit", "notes", "marked_by") SELECT "created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "attendance_date", "is_present", "is_explicit", "notes", "marked_by" FROM "temporary_attendance"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_attendance"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_attendance_student_class_semester_date" ON "attendance" ("student_id", "class_id", "semester_id", "attendance_date") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_attendance_class_semester_date" ON "attendance" ("class_id", "semester_id", "attendance_date") `);
    await queryRunner.query(`DROP INDEX "uq_points_student_class_semester_date"`);
    await queryRunner.query(`DROP INDEX "idx_points_class_semester_date"`);
    await queryRunner.query(`DROP INDEX "idx_points_date"`);
    await queryRunner.query(`DROP TABLE "points"`);
    await queryRunner.query(`DROP INDEX "uq_attendance_student_class_semester_date"`);
    await queryRunner.query(`DROP INDEX "idx_attendance_class_semester_date"`);
    await queryRunner.query(`DROP TABLE "attendance"`);
  }
}
