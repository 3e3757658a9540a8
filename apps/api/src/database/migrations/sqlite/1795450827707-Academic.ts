import { MigrationInterface, QueryRunner } from 'typeorm';

export class Academic1795450827707 implements MigrationInterface {
  name = 'Academic1795450827707';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "semesters" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "school_id" integer NOT NULL, "type" varchar(10) NOT NULL, "year" integer NOT NULL, "start_date" varchar(10) NOT NULL, "end_date" varchar(10) NOT NULL, "display_name" varchar(50) NOT NULL, "weekend_days" text NOT NULL, "vacation_days" text NOT NULL, CONSTRAINT "uq_semester_school_type_year" UNIQUE ("school_id", "type", "year"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1b8332191b3f466631afae40d9" ON "semesters" ("school_id") `);
    await queryRunner.query(
      `CREATE TABLE "classes" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "school_id" integer NOT NULL, "semester_id" integer, "school_level" varchar(50) NOT NULL, "max_students" integer DEFAULT (20), "is_active" boolean NOT NULL DEFAULT (1), "class_code" varchar(30), "description" varchar(500))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_398f3990f5da4a1efda173f576" ON "classes" ("school_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_615b3cd468e922a177c52894a2" ON "classes" ("semester_id") `);
    await queryRunner.query(
      `CREATE TABLE "class_teachers" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "class_id" integer NOT NULL, "teacher_id" varchar(10) NOT NULL, "role" varchar(10) NOT NULL DEFAULT ('assistant'), CONSTRAINT "uq_class_teacher" UNIQUE ("class_id", "teacher_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_504b6c1a3616565a5a1cedcaa6" ON "class_teachers" ("teacher_id") `);
    await queryRunner.query(
      `CREATE TABLE "enrollments" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "class_id" integer NOT NULL, "semester_id" integer, "enrollment_date" varchar(10) NOT NULL, "is_active" boolean NOT NULL DEFAULT (1))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_307813fe255896d6ebf3e6cd55" ON "enrollments" ("student_id") `);
    await queryRunner.query(`CREATE INDEX "idx_enrollment_class_active" ON "enrollments" ("class_id", "is_active") `);
    await queryRunner.query(
      `CREATE TABLE "courses" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "percentage" decimal(4,1) NOT NULL, "requires_surah" boolean NOT NULL DEFAULT (0), "description" varchar(500), "max_grade" integer NOT NULL DEFAULT (100), "semester_id" integer NOT NULL, "school_id" integer NOT NULL, "class_id" integer)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5d36fddafdb9cabd2df4178160" ON "courses" ("school_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_024283fb9758a30d83079b68d5" ON "courses" ("class_id") `);
    await queryRunner.query(`CREATE INDEX "idx_course_semester_class" ON "courses" ("semester_id", "class_id") `);
    await queryRunner.query(`DROP INDEX "IDX_1b8332191b3f466631afae40d9"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_semesters" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "school_id" integer NOT NULL, "type" varchar(10) NOT NULL, "year" integer NOT NULL, "start_date" varchar(10) NOT NULL, "end_date" varchar(10) NOT NULL, "display_name" varchar(50) NOT NULL, "weekend_days" text NOT NULL, "vacation_days" text NOT NULL, CONSTRAINT "uq_semester_school_type_year" UNIQUE ("school_id", "type", "year"), CONSTRAINT "FK_1b8332191b3f466631afae40d98" FOREIGN KEY ("school_id") REFERENCES "schools" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_semesters"("created_at", "updated_at", "id", "school_id", "type", "year", "start_date", "end_date", "display_name", "weekend_days", "vacation_days") SELECT "created_at", "updated_at", "id", "school_id", "type", "year", "start_date", "end_date", "display_name", "weekend_days", "vacation_days" FROM "semesters"`,
    );
    await queryRunner.query(`DROP TABLE "semesters"`);
    await queryRunner.query(`ALTER TABLE "temporary_semesters" RENAME TO "semesters"`);
    await queryRunner.query(`CREATE INDEX "IDX_1b8332191b3f466631afae40d9" ON "semesters" ("school_id") `);
    await queryRunner.query(`DROP INDEX "IDX_398f3990f5da4a1efda173f576"`);
    await queryRunner.query(`DROP INDEX "IDX_615b3cd468e922a177c52894a2"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_classes" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "school_id" integer NOT NULL, "semester_id" integer, "school_level" varchar(50) NOT NULL, "max_students" integer DEFAULT (20), "is_active" boolean NOT NULL DEFAULT (1), "class_code" varchar(30), "description" varchar(500), CONSTRAINT "FK_398f3990f5da4a1efda173f576f" FOREIGN KEY ("school_id") REFERENCES "schools" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_615b3cd468e922a177c52894a25" FOREIGN KEY ("semester_id") REFERENCES "semesters" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_classes"("created_at", "updated_at", "id", "name", "school_id", "semester_id", "school_level", "max_students", "is_active", "class_code", "description") SELECT "created_at", "updated_at", "id", "name", "school_id", "semester_id", "school_level", "max_students", "is_active", "class_code", "description" FROM "classes"`,
    );
    await queryRunner.query(`DROP TABLE "classes"`);
    await queryRunner.query(`ALTER TABLE "temporary_classes" RENAME TO "classes"`);
    await queryRunner.query(`CREATE INDEX "IDX_398f3990f5da4a1efda173f576" ON "classes" ("school_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_615b3cd468e922a177c52894a2" ON "classes" ("semester_id") `);
    await queryRunner.query(`DROP INDEX "IDX_504b6c1a3616565a5a1cedcaa6"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_class_teachers" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "class_id" integer NOT NULL, "teacher_id" varchar(10) NOT NULL, "role" varchar(10) NOT NULL DEFAULT ('assistant'), CONSTRAINT "uq_class_teacher" UNIQUE ("class_id", "teacher_id"), CONSTRAINT "FK_1192d6f4432d1de68d66e9a9cd7" FOREIGN KEY ("class_id") REFERENCES "classes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_504b6c1a3616565a5a1cedcaa63" FOREIGN KEY ("teacher_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_class_teachers"("created_at", "updated_at", "id", "class_id", "teacher_id", "role") SELECT "created_at", "updated_at", "id", "class_id", "teacher_id", "role" FROM "class_teachers"`,
    );
    await queryRunner.query(`DROP TABLE "class_teachers"`);
    await queryRunner.query(`ALTER TABLE "temporary_class_teachers" RENAME TO "class_teachers"`);
    await queryRunner.query(`CREATE INDEX "IDX_504b6c1a3616565a5a1cedcaa6" ON "class_teachers" ("teacher_id") `);
    await queryRunner.query(`DROP INDEX "IDX_307813fe255896d6ebf3e6cd55"`);
    await queryRunner.query(`DROP INDEX "idx_enrollment_class_active"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_enrollments" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "class_id" integer NOT NULL, "semester_id" integer, "enrollment_date" varchar(10) NOT NULL, "is_active" boolean NOT NULL DEFAULT (1), CONSTRAINT "FK_307813fe255896d6ebf3e6cd55c" FOREIGN KEY ("student_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_f8b7b5b30f3d3c3c8b81068cd79" FOREIGN KEY ("class_id") REFERENCES "classes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_3417af139684bf43c826e6296ef" FOREIGN KEY ("semester_id") REFERENCES "semesters" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_enrollments"("created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "enrollment_date", "is_active") SELECT "created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "enrollment_date", "is_active" FROM "enrollments"`,
    );
    await queryRunner.query(`DROP TABLE "enrollments"`);
    await queryRunner.query(`ALTER TABLE "temporary_enrollments" RENAME TO "enrollments"`);
    await queryRunner.query(`CREATE INDEX "IDX_307813fe255896d6ebf3e6cd55" ON "enrollments" ("student_id") `);
    await queryRunner.query(`CREATE INDEX "idx_enrollment_class_active" ON "enrollments" ("class_id", "is_active") `);
    await queryRunner.query(`DROP INDEX "IDX_5d36fddafdb9cabd2df4178160"`);
    await queryRunner.query(`DROP INDEX "IDX_024283fb9758a30d83079b68d5"`);
    await queryRunner.query(`DROP INDEX "idx_course_semester_class"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_courses" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "percentage" decimal(4,1) NOT NULL, "requires_surah" boolean NOT NULL DEFAULT (0), "description" varchar(500), "max_grade" integer NOT NULL DEFAULT (100), "semester_id" integer NOT NULL, "school_id" integer NOT NULL, "class_id" integer, CONSTRAINT "FK_84909a52c3db58f9f620f52cb96" FOREIGN KEY ("semester_id") REFERENCES "semesters" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_5d36fddafdb9cabd2df4178160d" FOREIGN KEY ("school_id") REFERENCES "schools" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_024283fb9758a30d83079b68d57" FOREIGN KEY ("class_id") REFERENCES "classes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_courses"("created_at", "updated_at", "id", "name", "percentage", "requires_surah", "description", "max_grade", "semester_id", "school_id", "class_id") SELECT "created_at", "updated_at", "id", "name", "percentage", "requires_surah", "description", "max_grade", "semester_id", "school_id", "class_id" FROM "courses"`,
    );
    await queryRunner.query(`DROP TABLE "courses"`);
    await queryRunner.query(`ALTER TABLE "temporary_courses" RENAME TO "courses"`);
    await queryRunner.query(`CREATE INDEX "IDX_5d36fddafdb9cabd2df4178160" ON "courses" ("school_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_024283fb9758a30d83079b68d5" ON "courses" ("class_id") `);
    await queryRunner.query(`CREATE INDEX "idx_course_semester_class" ON "courses" ("semester_id", "class_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_course_semester_class"`);
    await queryRunner.query(`DROP INDEX "IDX_024283fb9758a30d83079b68d5"`);
    await queryRunner.query(`DROP INDEX "IDX_5d36fddafdb9cabd2df4178160"`);
    await queryRunner.query(`ALTER TABLE "courses" RENAME TO "temporary_courses"`);
    await queryRunner.query(
      `CREATE TABLE "courses" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "percentage" decimal(4,1) NOT NULL, "requires_surah" boolean NOT NULL DEFAULT (0), "description" varchar(500), "max_grade" integer NOT NULL DEFAULT (100), "semester_id" integer NOT NULL, "school_id" integer NOT NULL, "class_id" integer)`,
    );
    await queryRunner.query(
      `INSERT INTO "courses"("created_at", "updated_at", "id", "name", "percentage", "requires_surah", "description", "max_grade", "semester_id", "school_id", "class_id") SELECT "created_at", "updated_at", "id", "name", "percentage", "requires_surah", "description", "max_grade", "semester_id", "school_id", "class_id" FROM "temporary_courses"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_courses"`);
    await queryRunner.query(`CREATE INDEX "idx_course_semester_class" ON "courses" ("semester_id", "class_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_024283fb9758a30d83079b68d5" ON "courses" ("class_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5d36fddafdb9cabd2df4178160" ON "courses" ("school_id") `);
    await queryRunner.query(`DROP INDEX "idx_enrollment_class_active"`);
    await queryRunner.query(`DROP INDEX "IDX_307813fe255896d6ebf3e6cd55"`);
    await queryRunner.query(`ALTER TABLE "enrollments" RENAME TO "temporary_enrollments"`);
    await queryRunner.query(
      `CREATE TABLE "enrollments" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "student_id" varchar(10) NOT NULL, "class_id" integer NOT NULL, "semester_id" integer, "enrollment_date" varchar(10) NOT NULL, "is_active" boolean NOT NULL DEFAULT (1))`,
    );
    await queryRunner.query(
      `INSERT INTO "enrollments"("created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "enrollment_date", "is_active") SELECT "created_at", "updated_at", "id", "student_id", "class_id", "semester_id", "enrollment_date", "is_active" FROM "temporary_enrollments"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_enrollments"`);
    await queryRunner.query(`CREATE INDEX "idx_enrollment_class_active" ON "enrollments" ("class_id", "is_active") `);
    await queryRunner.query(`CREATE INDEX "IDX_307813fe255896d6ebf3e6cd55" ON "enrollments" ("student_id") `);
    await queryRunner.query(`DROP INDEX "IDX_504b6c1a3616565a5a1cedcaa6"`);
    await queryRunner.query(`ALTER TABLE "class_teachers" RENAME TO "temporary_class_teachers"`);
    await queryRunner.query(
      `CREATE TABLE "class_teachers" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "class_id" integer NOT NULL, "teacher_id" varchar(10) NOT NULL, "role" varchar(10) NOT NULL DEFAULT ('assistant'), CONSTRAINT "uq_class_teacher" UNIQUE ("class_id", "teacher_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "class_teachers"("created_at", "updated_at", "id", "class_id", "teacher_id", "role") SELECT "created_at", "updated_at", "id", "class_id", "teacher_id", "role" FROM "temporary_class_teachers"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_class_teachers"`);
    await queryRunner.query(`CREATE INDEX "IDX_504b6c1a3616565a5a1cedcaa6" ON "class_teachers" ("teacher_id") `);
    await queryRunner.query(`DROP INDEX "IDX_615b3cd468e922a177c52894a2"`);
    await queryRunner.query(`DROP INDEX "IDX_398f3990f5da4a1efda173f576"`);
    await queryRunner.query(`ALTER TABLE "classes" RENAME TO "temporary_classes"`);
    await queryRunner.query(
      `CREATE TABLE "classes" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "school_id" integer NOT NULL, "semester_id" integer, "school_level" varchar(50) NOT NULL, "max_students" integer DEFAULT (20), "is_active" boolean NOT NULL DEFAULT (1), "class_code" varchar(30), "description" varchar(500))`,
    );
    await queryRunner.query(
      `INSERT INTO "classes"("created_at", "updated_at", "id", "name", "school_id", "semester_id", "school_level", "max_students", "is_active", "class_code", "description") SELECT "created_at", "updated_at", "id", "name", "school_id", "semester_id", "school_level", "max_students", "is_active", "class_code", "description" FROM "temporary_classes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_classes"`);
    await queryRunner.query(`CREATE INDEX "IDX_615b3cd468e922a177c52894a2" ON "classes" ("semester_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_398f3990f5da4a1efda173f576" ON "classes" ("school_id") `);
    await queryRunner.query(`DROP INDEX "IDX_1b8332191b3f466631afae40d9"`);
    await queryRunner.query(`ALTER TABLE "semesters" RENAME TO "temporary_semesters"`);
    await queryRunner.query(
      `CREATE TABLE "semesters" ("created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "school_id" integer NOT NULL, "type" varchar(10) NOT NULL, "year" integer NOT NULL, "start_date" varchar(10) NOT NULL, "end_date" varchar(10) NOT NULL, "display_name" varchar(50) NOT NULL, "weekend_days" text NOT NULL, "vacation_days" text NOT NULL, CONSTRAINT "uq_semester_school_type_year" UNIQUE ("school_id", "type", "year"))`,
    );
    await queryRunner.query(
      `INSERT INTO "semesters"("created_at", "updated_at", "id", "school_id", "type", "year", "start_date", "end_date", "display_name", "weekend_days", "vacation_days") SELECT "created_at", "updated_at", "id", "school_id", "type", "year", "start_date", "end_date", "display_name", "weekend_days", "vacation_days" FROM "temporary_semesters"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_semesters"`);
    await queryRunner.query(`CREATE INDEX "IDX_1b8332191b3f466631afae40d9" ON "semesters" ("school_id") `);
    await queryRunner.query(`DROP INDEX "idx_course_semester_class"`);
    await queryRunner.query(`DROP INDEX "IDX_024283fb9758a30d83079b68d5"`);
    await queryRunner.query(`DROP INDEX "IDX_5d36fddafdb9cabd2df4178160"`);
    await queryRunner.query(`DROP TABLE "courses"`);
    await queryRunner.query(`DROP INDEX "idx_enrollment_class_active"`);
    await queryRunner.query(`DROP INDEX "IDX_307813fe255896d6ebf3e6cd55"`);
    await queryRunner.query(`DROP TABLE "enrollments"`);
    await queryRunner.query(`DROP INDEX "IDX_504b6c1a3616565a5a1cedcaa6"`);
    await queryRunner.query(`DROP TABLE "class_teachers"`);
    await queryRunner.query(`DROP INDEX "IDX_615b3cd468e922a177c52894a2"`);
    await queryRunner.query(`DROP INDEX "IDX_398f3990f5da4a1efda173f576"`);
    await queryRunner.query(`DROP TABLE "classes"`);
    await queryRunner.query(`DROP INDEX "IDX_1b8332191b3f466631afae40d9"`);
    await queryRunner.query(`DROP TABLE "semesters"`);
  }
}
