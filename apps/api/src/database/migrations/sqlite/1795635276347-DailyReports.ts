import { MigrationInterface, QueryRunner } from 'typeorm';

export class DailyReports1795635276347 implements MigrationInterface {
  name = 'DailyReports1795635276347';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "daily_reports" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "school_id" integer NOT NULL, "report_date" varchar(10) NOT NULL, "report_notes" varchar(1000), "reporter_id" varchar(10), CONSTRAINT "uq_daily_report_school_date" UNIQUE ("school_id", "report_date"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9cef20e16fba82938e1faf513a" ON "daily_reports" ("school_id") `);
    await queryRunner.query(
      `CREATE TABLE "daily_report_classes" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "report_id" integer NOT NULL, "class_id" integer NOT NULL, "teacher_id" varchar(10), "students_enrolled" integer NOT NULL DEFAULT (0), "students_present" integer NOT NULL DEFAULT (0), "students_absent" integer NOT NULL DEFAULT (0), "pages_taught" integer NOT NULL DEFAULT (0), "lesson_topic" varchar(200), "class_notes" varchar(500), CONSTRAINT "uq_daily_report_class" UNIQUE ("report_id", "class_id"))`,
    );
    await queryRunner.query(`DROP INDEX "IDX_9cef20e16fba82938e1faf513a"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_daily_reports" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "school_id" integer NOT NULL, "report_date" varchar(10) NOT NULL, "report_notes" varchar(1000), "reporter_id" varchar(10), CONSTRAINT "uq_daily_report_school_date" UNIQUE ("school_id", "report_date"), CONSTRAINT "FK_9cef20e16fba82938e1faf513a2" FOREIGN KEY ("school_id") REFERENCES "schools" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9eb1e3309a213076862eeafc6cb" FOREIGN KEY ("reporter_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_daily_reports"("created_at", "updated_at", "id", "school_id", "report_date", "report_notes", "reporter_id") SELECT "created_at", "updated_at", "id", "school_id", "report_date", "report_notes", "reporter_id" FROM "daily_reports"`,
    );
    await queryRunner.query(`DROP TABLE "daily_reports"`);
    await queryRunner.query(`ALTER TABLE "temporary_daily_reports" RENAME TO "daily_reports"`);
    await queryRunner.query(`CREATE INDEX "IDX_9cef20e16fba82938e1faf513a" ON "daily_reports" ("school_id") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_daily_report_classes" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "report_id" integer NOT NULL, "class_id" integer NOT NULL, "teacher_id" varchar(10), "students_enrolled" integer NOT NULL DEFAULT (0), "students_present" integer NOT NULL DEFAULT (0), "students_absent" integer NOT NULL DEFAULT (0), "pages_taught" integer NOT NULL DEFAULT (0), "lesson_topic" varchar(200), "class_notes" varchar(500), CONSTRAINT "uq_daily_report_class" UNIQUE ("report_id", "class_id"), CONSTRAINT "FK_8b54cfd92817b25f842e9de920e" FOREIGN KEY ("report_id") REFERENCES "daily_reports" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_6e9ad328f35fa720eab7f5445a4" FOREIGN KEY ("class_id") REFERENCES "classes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_35125a8ce68886f9ee61c6a27cb" FOREIGN KEY ("teacher_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_daily_report_classes"("created_at", "updated_at", "id", "report_id", "class_id", "teacher_id", "students_enrolled", "students_present", "students_absent", "pages_taught", "lesson_topic", "class_notes") SELECT "created_at", "updated_at", "id", "report_id", "class_id", "teacher_id", "students_enrolled", "students_present", "students_absent", "pages_taught", "lesson_topic", "class_notes" FROM "daily_report_classes"`,
    );
    await queryRunner.query(`DROP TABLE "daily_report_classes"`);
    await queryRunner.query(`ALTER TABLE "temporary_daily_report_classes" RENAME TO "daily_report_classes"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "daily_report_classes" RENAME TO "temporary_daily_report_classes"`);
    await queryRunner.query(
      `CREATE TABLE "daily_report_classes" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "report_id" integer NOT NULL, "class_id" integer NOT NULL, "teacher_id" varchar(10), "students_enrolled" integer NOT NULL DEFAULT (0), "students_present" integer NOT NULL DEFAULT (0), "students_absent" integer NOT NULL DEFAULT (0), "pages_taught" integer NOT NULL DEFAULT (0), "lesson_topic" varchar(200), "class_notes" varchar(500), CONSTRAINT "uq_daily_report_class" UNIQUE ("report_id", "class_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "daily_report_classes"("created_at", "updated_at", "id", "report_id", "class_id", "teacher_id", "students_enrolled", "students_present", "students_absent", "pages_taught", "lesson_topic", "class_notes") SELECT "created_at", "updated_at", "id", "report_id", "class_id", "teacher_id", "students_enrolled", "students_present", "students_absent", "pages_taught", "lesson_topic", "class_notes" FROM "temporary_daily_report_classes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_daily_report_classes"`);
    await queryRunner.query(`DROP INDEX "IDX_9cef20e16fba82938e1faf513a"`);
    await queryRunner.query(`ALTER TABLE "daily_reports" RENAME TO "temporary_daily_reports"`);
    await queryRunner.query(
      `CREATE TABLE "daily_reports" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "school_id" integer NOT NULL, "report_date" varchar(10) NOT NULL, "report_notes" varchar(1000), "reporter_id" varchar(10), CONSTRAINT "uq_daily_report_school_date" UNIQUE ("school_id", "report_date"))`,
    );
    await queryRunner.query(
      `INSERT INTO "daily_reports"("created_at", "updated_at", "id", "school_id", "report_date", "report_notes", "reporter_id") SELECT "created_at", "updated_at", "id", "school_id", "report_date", "report_notes", "reporter_id" FROM "temporary_daily_reports"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_daily_reports"`);
    await queryRunner.query(`CREATE INDEX "IDX_9cef20e16fba82938e1faf513a" ON "daily_reports" ("school_id") `);
    await queryRunner.query(`DROP TABLE "daily_report_classes"`);
    await queryRunner.query(`DROP INDEX "IDX_9cef20e16fba82938e1faf513a"`);
    await queryRunner.query(`DROP TABLE "daily_reports"`);
  }
}
