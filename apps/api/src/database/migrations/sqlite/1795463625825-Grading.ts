import { MigrationInterface, QueryRunner } from 'typeorm';

export class Grading1795463625825 implements MigrationInterface {
  name = 'Grading1795463625825';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "grades" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "course_id" integer NOT NULL, "class_id" integer NOT NULL, "semester_id" integer NOT NULL, "grade_value" decimal(6,2) NOT NULL, "max_grade" decimal(6,2) NOT NULL DEFAULT (100), "grade_type" varchar(20) NOT NULL, "start_reference" varchar(10), "end_reference" varchar(10), "notes" varchar(1000), "grade_date" varchar(10) NOT NULL, "graded_by" varchar(10))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9a927cab52e881e0aa78f8a181" ON "grades" ("course_id") `);
    await queryRunner.query(`CREATE INDEX "idx_grade_class_semester" ON "grades" ("class_id", "semester_id") `);
    await queryRunner.query(`CREATE INDEX "idx_grade_student_semester" ON "grades" ("student_id", "semester_id") `);
    await queryRunner.query(
      `CREATE TABLE "student_goals" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "target_surah_id" integer NOT NULL, "target_ayah_number" integer NOT NULL, "title" varchar(100), "description" varchar(500), "target_date" varchar(10), "completed" boolean NOT NULL DEFAULT (0), "set_by" varchar(10))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0aa22eebabadea07d8d512cea1" ON "student_goals" ("student_id") `);
    await queryRunner.query(`DROP INDEX "IDX_9a927cab52e881e0aa78f8a181"`);
    await queryRunner.query(`DROP INDEX "idx_grade_class_semester"`);
    await queryRunner.query(`DROP INDEX "idx_grade_student_semester"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_grades" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "course_id" integer NOT NULL, "class_id" integer NOT NULL, "semester_id" integer NOT NULL, "grade_value" decimal(6,2) NOT NULL, "max_grade" decimal(6,2) NOT NULL DEFAULT (100), "grade_type" varchar(20) NOT NULL, "start_reference" varchar(10), "end_reference" varchar(10), "notes" varchar(1000), "grade_date" varchar(10) NOT NULL, "graded_by" varchar(10), CONSTRAINT "FK_9acca493883cee3b9e8f9e01cd1" FOREIGN KEY ("student_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9a927cab52e881e0aa78f8a181b" FOREIGN KEY ("course_id") REFERENCES "courses" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e12197ef5829d178748c28d0224" FOREIGN KEY ("class_id") REFERENCES "classes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_f3ea1888fbd83f3c698146b3ec4" FOREIGN KEY ("semester_id") REFERENCES "semesters" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_94a59f8626b86b14c2fd0830537" FOREIGN KEY ("graded_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_grades"("created_at", "updated_at", "id", "student_id", "course_id", "class_id", "semester_id", "grade_value", "max_grade", "grade_type", "start_reference", "end_reference", "notes", "grade_date", "graded_by") SELECT "created_at", "updated_at", "id", "student_id", "course_id", "class_id", "semester_id", "grade_value", "max_grade", "grade_type", "start_reference", "end_reference", "notes", "grade_date", "graded_by" FROM "grades"`,
    );
    await queryRunner.query(`DROP TABLE "grades"`);
    await queryRunner.query(`ALTER TABLE "temporary_grades" RENAME TO "grades"`);
    await queryRunner.query(`CREATE INDEX "IDX_9a927cab52e881e0aa78f8a181" ON "grades" ("course_id") `);
    await queryRunner.query(`CREATE INDEX "idx_grade_class_semester" ON "grades" ("class_id", "semester_id") `);
    await queryRunner.query(`CREATE INDEX "idx_grade_student_semester" ON "grades" ("student_id", "semester_id") `);
    await queryRunner.query(`DROP INDEX "IDX_0aa22eebabadea07d8d512cea1"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_student_goals" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "target_surah_id" integer NOT NULL, "target_ayah_number" integer NOT NULL, "title" varchar(100), "description" varchar(500), "target_date" varchar(10), "completed" boolean NOT NULL DEFAULT (0), "set_by" varchar(10), CONSTRAINT "FK_0aa22eebabadea07d8d512cea10" FOREIGN KEY ("student_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_3730d6bbf4cd3155267df7499f9" FOREIGN KEY ("set_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_student_goals"("created_at", "updated_at", "id", "student_id", "target_surah_id", "target_ayah_number", "title", "description", "target_date", "completed", "set_by") SELECT "created_at", "updated_at", "id", "student_id", "target_surah_id", "target_ayah_number", "title", "description", "target_date", "completed", "set_by" FROM "student_goals"`,
    );
    await queryRunner.query(`DROP TABLE "student_goals"`);
    await queryRunner.query(`ALTER TABLE "temporary_student_goals" RENAME TO "student_goals"`);
    await queryRunner.query(`CREATE INDEX "IDX_0aa22eebabadea07d8d512cea1" ON "student_goals" ("student_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_0aa22eebabadea07d8d512cea1"`);
    await queryRunner.query(`ALTER TABLE "student_goals" RENAME TO "temporary_student_goals"`);
    await queryRunner.query(
      `CREATE TABLE "student_goals" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "target_surah_id" integer NOT NULL, "target_ayah_number" integer NOT NULL, "title" varchar(100), "description" varchar(500), "target_date" varchar(10), "completed" boolean NOT NULL DEFAULT (0), "set_by" varchar(10))`,
    );
    await queryRunner.query(
      `INSERT INTO "student_goals"("created_at", "updated_at", "id", "student_id", "target_surah_id", "target_ayah_number", "title", "description", "target_date", "completed", "set_by") SELECT "created_at", "updated_at", "id", "student_id", "target_surah_id", "target_ayah_number", "title", "description", "target_date", "completed", "set_by" FROM "temporary_student_goals"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_student_goals"`);
    await queryRunner.query(`CREATE INDEX "IDX_0aa22eebabadea07d8d512cea1" ON "student_goals" ("student_id") `);
    await queryRunner.query(`DROP INDEX "idx_grade_student_semester"`);
    await queryRunner.query(`DROP INDEX "idx_grade_class_semester"`);
    await queryRunner.query(`DROP INDEX "IDX_9a927cab52e881e0aa78f8a181"`);
    await queryRunner.query(`ALTER TABLE "grades" RENAME TO "temporary_grades"`);
    await queryRunner.query(
      `CREATE TABLE "grades" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "course_id" integer NOT NULL, "class_id" integer NOT NULL, "semester_id" integer NOT NULL, "grade_value" decimal(6,2) NOT NULL, "max_grade" decimal(6,2) NOT NULL DEFAULT (100), "grade_type" varchar(20) NOT NULL, "start_reference" varchar(10), "end_reference" varchar(10), "notes" varchar(1000), "grade_date" varchar(10) NOT NULL, "graded_by" varchar(10))`,
    );
    await queryRunner.query(
      `INSERT INTO "grades"("created_at", "updated_at", "id", "student_id", "course_id", "class_id", "semester_id", "grade_value", "max_grade", "grade_type", "start_reference", "end_reference", "notes", "grade_date", "graded_by") SELECT "created_at", "updated_at", "id", "student_id", "course_id", "class_id", "semester_id", "grade_value", "max_grade", "grade_type", "start_reference", "end_reference", "notes", "grade_date", "graded_by" FROM "temporary_grades"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_grades"`);
    await queryRunner.query(`CREATE INDEX "idx_grade_student_semester" ON "grades" ("student_id", "semester_id") `);
    await queryRunner.query(`CREATE INDEX "idx_grade_class_semester" ON "grades" ("class_id", "semester_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9a927cab52e881e0aa78f8a181" ON "grades" ("course_id") `);
    await queryRunner.query(`DROP INDEX "IDX_0aa22eebabadea07d8d512cea1"`);
    await queryRunner.query(`DROP TABLE "student_goals"`);
    await queryRunner.query(`DROP INDEX "idx_grade_student_semester"`);
    await queryRunner.query(`DROP INDEX "idx_grade_class_semester"`);
    await queryRunner.query(`DROP INDEX "IDX_9a927cab52e881e0aa78f8a181"`);
    await queryRunner.query(`DROP TABLE "grades"`);
  }
}
