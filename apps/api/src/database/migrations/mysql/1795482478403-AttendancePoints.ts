import { MigrationInterface, QueryRunner } from 'typeorm';

export class AttendancePoints1795482478403 implements MigrationInterface {
  name = 'AttendancePoints1795482478403';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`attendance\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`student_id\` varchar(10) NOT NULL, \`class_id\` int NOT NULL, \`semester_id\` int NOT NULL, \`attendance_date\` varchar(10) NOT NULL, \`is_present\` tinyint NOT NULL, \`is_explicit\` tinyint NOT NULL DEFAULT 1, \`notes\` varchar(500) NULL, \`marked_by\` varchar(10) NULL, INDEX \`idx_attendance_class_semester_date\` (\`class_id\`, \`semester_id\`, \`attendance_date\`), UNIQUE INDEX \`uq_attendance_student_class_semester_date\` (\`student_id\`, \`class_id\`, \`semester_id\`, \`attendance_date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`points\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`student_id\` varchar(10) NOT NULL, \`class_id\` int NOT NULL, \`semester_id\` int NOT NULL, \`points_date\` varchar(10) NOT NULL, \`points_given\` decimal(3,1) NOT NULL, \`notes\` varchar(500) NULL, \`teacher_id\` varchar(10) NULL, INDEX \`idx_points_date\` (\`points_date\`), INDEX \`idx_points_class_semester_date\` (\`class_id\`, \`semester_id\`, \`points_date\`), UNIQUE INDEX \`uq_points_student_class_semester_date\` (\`student_id\`, \`class_id\`, \`semester_id\`, \`points_date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`attendance\` ADD CONSTRAINT \`FK_6200532f3ef99f639a27bdcae7f\` FOREIGN KEY (\`student_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`attendance\` ADD CONSTRAINT \`FK_e63ac3a881f4b1ff420942c217a\` FOREIGN KEY (\`class_id\`) REFERENCES \`classes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`attendance\` ADD CONSTRAINT \`FK_4e2c13979a1761c9afac39a9d21\` FOREIGN KEY (\`semester_id\`) REFERENCES \`semesters\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`attendance\` ADD CONSTRAINT \`FK_3e44748048ead312fc006c343b8\` FOREIGN KEY (\`marked_by\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`points\` ADD CONSTRAINT \`FK_446db8ad02d4ef0f4d0e9ea2476\` FOREIGN KEY (\`student_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`points\` ADD CONSTRAINT \`FK_7bf18253ebf67f0c45838474ef4\` FOREIGN KEY (\`class_id\`) REFERENCES \`classes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`points\` ADD CONSTRAINT \`FK_e900e483f9981d9b804a616c998\` FOREIGN KEY (\`semester_id\`) REFERENCES \`semesters\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`points\` ADD CONSTRAINT \`FK_f2bbc730943e1350ae17b2d3e5f\` FOREIGN KEY (\`teacher_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`points\` DROP FOREIGN KEY \`FK_f2bbc730943e1350ae17b2d3e5f\``);
    await queryRunner.query(`ALTER TABLE \`points\` DROP FOREIGN KEY \`FK_e900e483f9981d9b804a616c998\``);
    await queryRunner.query(`ALTER TABLE \`points\` DROP FOREIGN KEY \`FK_7bf18253ebf67f0c45838474ef4\``);
    await queryRunner.query(`ALTER TABLE \`points\` DROP FOREIGN KEY \`FK_446db8ad02d4ef0f4d0e9ea2476\``);
    await queryRunner.query(`ALTER TABLE \`attendance\` DROP FOREIGN KEY \`FK_3e44748048ead312fc006c343b8\``);
    await queryRunner.query(`ALTER TABLE \`attendance\` DROP FOREIGN KEY \`FK_4e2c13979a1761c9afac39a9d21\``);
    await queryRunner.query(`ALTER TABLE \`attendance\` DROP FOREIGN KEY \`FK_e63ac3a881f4b1ff420942c217a\``);
    await queryRunner.query(`ALTER TABLE \`attendance\` DROP FOREIGN KEY \`FK_6200532f3ef99f639a27bdcae7f\``);
    await queryRunner.query(`DROP INDEX \`uq_points_student_class_semester_date\` ON \`points\``);
    await queryRunner.query(`DROP INDEX \`idx_points_class_semester_date\` ON \`points\``);
    await queryRunner.query(`DROP INDEX \`idx_points_date\` ON \`points\``);
    await queryRunner.query(`DROP TABLE \`points\``);
    await queryRunner.query(`DROP INDEX \`uq_attendance_student_class_semester_date\` ON \`attendance\``);
    await queryRunner.query(`DROP INDEX \`idx_attendance_class_semester_date\` ON \`attendance\``);
    await queryRunner.query(`DROP TABLE \`attendance\``);
  }
}
