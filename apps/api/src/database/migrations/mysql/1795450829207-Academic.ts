import { MigrationInterface, QueryRunner } from 'typeorm';

export class Academic1795450829207 implements MigrationInterface {
  name = 'Academic1795450829207';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`semesters\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`school_id\` int NOT NULL, \`type\` varchar(10) NOT NULL, \`year\` int NOT NULL, \`start_date\` varchar(10) NOT NULL, \`end_date\` varchar(10) NOT NULL, \`display_name\` varchar(50) NOT NULL, \`weekend_days\` text NOT NULL, \`vacation_days\` text NOT NULL, INDEX \`IDX_1b8332191b3f466631afae40d9\` (\`school_id\`), UNIQUE INDEX \`uq_semester_school_type_year\` (\`school_id\`, \`type\`, \`year\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`classes\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`school_id\` int NOT NULL, \`semester_id\` int NULL, \`school_level\` varchar(50) NOT NULL, \`max_students\` int NULL DEFAULT '20', \`is_active\` tinyint NOT NULL DEFAULT 1, \`class_code\` varchar(30) NULL, \`description\` varchar(500) NULL, INDEX \`IDX_398f3990f5da4a1efda173f576\` (\`school_id\`), INDEX \`IDX_615b3cd468e922a177c52894a2\` (\`semester_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`class_teachers\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`class_id\` int NOT NULL, \`teacher_id\` varchar(10) NOT NULL, \`role\` varchar(10) NOT NULL DEFAULT 'assistant', INDEX \`IDX_504b6c1a3616565a5a1cedcaa6\` (\`teacher_id\`), UNIQUE INDEX \`uq_class_teacher\` (\`class_id\`, \`teacher_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`enrollments\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`student_id\` varchar(10) NOT NULL, \`class_id\` int NOT NULL, \`semester_id\` int NULL, \`enrollment_date\` varchar(10) NOT NULL, \`is_active\` tinyint NOT NULL DEFAULT 1, INDEX \`IDX_307813fe255896d6ebf3e6cd55\` (\`student_id\`), INDEX \`idx_enrollment_class_active\` (\`class_id\`, \`is_active\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`courses\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`percentage\` decimal(4,1) NOT NULL, \`requires_surah\` tinyint NOT NULL DEFAULT 0, \`description\` varchar(500) NULL, \`max_grade\` int NOT NULL DEFAULT '100', \`semester_id\` int NOT NULL, \`school_id\` int NOT NULL, \`class_id\` int NULL, INDEX \`IDX_5d36fddafdb9cabd2df4178160\` (\`school_id\`), INDEX \`IDX_024283fb9758a30d83079b68d5\` (\`class_id\`), INDEX \`idx_course_semester_class\` (\`semester_id\`, \`class_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`semesters\` ADD CONSTRAINT \`FK_1b8332191b3f466631afae40d98\` FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`classes\` ADD CONSTRAINT \`FK_398f3990f5da4a1efda173f576f\` FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`classes\` ADD CONSTRAINT \`FK_615b3cd468e922a177c52894a25\` FOREIGN KEY (\`semester_id\`) REFERENCES \`semesters\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`class_teachers\` ADD CONSTRAINT \`FK_1192d6f4432d1de68d66e9a9cd7\` FOREIGN KEY (\`class_id\`) REFERENCES \`classes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`class_teachers\` ADD CONSTRAINT \`FK_504b6c1a3616565a5a1cedcaa63\` FOREIGN KEY (\`teacher_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`enrollments\` ADD CONSTRAINT \`FK_307813fe255896d6ebf3e6cd55c\` FOREIGN KEY (\`student_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`enrollments\` ADD CONSTRAINT \`FK_f8b7b5b30f3d3c3c8b81068cd79\` FOREIGN KEY (\`class_id\`) REFERENCES \`classes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`enrollments\` ADD CONSTRAINT \`FK_3417af139684bf43c826e6296ef\` FOREIGN KEY (\`semester_id\`) REFERENCES \`semesters\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`courses\` ADD CONSTRAINT \`FK_84909a52c3db58f9f620f52cb96\` FOREIGN KEY (\`semester_id\`) REFERENCES \`semesters\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`courses\` ADD CONSTRAINT \`FK_5d36fddafdb9cabd2df4178160d\` FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`courses\` ADD CONSTRAINT \`FK_024283fb9758a30d83079b68d57\` FOREIGN KEY (\`class_id\`) REFERENCES \`classes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`courses\` DROP FOREIGN KEY \`FK_024283fb9758a30d83079b68d57\``);
    await queryRunner.query(`ALTER TABLE \`courses\` DROP FOREIGN KEY \`FK_5d36fddafdb9cabd2df4178160d\``);
    await queryRunner.query(`ALTER TABLE \`courses\` DROP FOREIGN KEY \`FK_84909a52c3db58f9f620f52cb96\``);
    await queryRunner.query(`ALTER TABLE \`enrollments\` DROP FOREIGN KEY \`FK_3417af139684bf43c826e6296ef\``);
    await queryRunner.query(`ALTER TABLE \`enrollments\` DROP FOREIGN KEY \`FK_f8b7b5b30f3d3c3c8b81068cd79\``);
    await queryRunner.query(`ALTER TABLE \`enrollments\` DROP FOREIGN KEY \`FK_307813fe255896d6ebf3e6cd55c\``);
    await queryRunner.query(`ALTER TABLE \`class_teachers\` DROP FOREIGN KEY \`FK_504b6c1a3616565a5a1cedcaa63\``);
    await queryRunner.query(`ALTER TABLE \`class_teachers\` DROP FOREIGN KEY \`FK_1192d6f4432d1de68d66e9a9cd7\``);
    await queryRunner.query(`ALTER TABLE \`classes\` DROP FOREIGN KEY \`FK_615b3cd468e922a177c52894a25\``);
    await queryRunner.query(`ALTER TABLE \`classes\` DROP FOREIGN KEY \`FK_398f3990f5da4a1efda173f576f\``);
    await queryRunner.query(`ALTER TABLE \`semesters\` DROP FOREIGN KEY \`FK_1b8332191b3f466631afae40d98\``);
    await queryRunner.query(`DROP INDEX \`idx_course_semester_class\` ON \`courses\``);
    await queryRunner.query(`DROP INDEX \`IDX_024283fb9758a30d83079b68d5\` ON \`courses\``);
    await queryRunner.query(`DROP INDEX \`IDX_5d36fddafdb9cabd2df4178160\` ON \`courses\``);
    await queryRunner.query(`DROP TABLE \`courses\``);
    await queryRunner.query(`DROP INDEX \`idx_enrollment_class_active\` ON \`enrollments\``);
    await queryRunner.query(`DROP INDEX \`IDX_307813fe255896d6ebf3e6cd55\` ON \`enrollments\``);
    await queryRunner.query(`DROP TABLE \`enrollments\``);
    await queryRunner.query(`DROP INDEX \`uq_class_teacher\` ON \`class_teachers\``);
    await queryRunner.query(`DROP INDEX \`IDX_504b6c1a3616565a5a1cedcaa6\` ON \`class_teachers\``);
    await queryRunner.query(`DROP TABLE \`class_teachers\``);
    await queryRunner.query(`DROP INDEX \`IDX_615b3cd468e922a177c52894a2\` ON \`classes\``);
    await queryRunner.query(`DROP INDEX \`IDX_398f3990f5da4a1efda173f576\` ON \`classes\``);
    await queryRunner.query(`DROP TABLE \`classes\``);
    await queryRunner.query(`DROP INDEX \`uq_semester_school_type_year\` ON \`semesters\``);
    await queryRunner.query(`DROP INDEX \`IDX_1b8332191b3f466631afae40d9\` ON \`semesters\``);
    await queryRunner.query(`DROP TABLE \`semesters\``);
  }
}
