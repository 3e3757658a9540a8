import { MigrationInterface, QueryRunner } from 'typeorm';

export class Grading1795463639286 implements MigrationInterface {
  name = 'Grading1795463639286';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`grades\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`student_id\` varchar(10) NOT NULL, \`course_id\` int NOT NULL, \`class_id\` int NOT NULL, \`semester_id\` int NOT NULL, \`grade_value\` decimal(6,2) NOT NULL, \`max_grade\` decimal(6,2) NOT NULL DEFAULT '100.00', \`grade_type\` varchar(20) NOT NULL, \`start_reference\` varchar(10) NULL, \`end_reference\` varchar(10) NULL, \`notes\` varchar(1000) NULL, \`grade_date\` varchar(10) NOT NULL, \`graded_by\` varchar(10) NULL, INDEX \`IDX_9a927cab52e881e0aa78f8a181\` (\`course_id\`), INDEX \`idx_grade_class_semester\` (\`class_id\`, \`semester_id\`), INDEX \`idx_grade_student_semester\` (\`student_id\`, \`semester_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`student_goals\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`student_id\` varchar(10) NOT NULL, \`target_surah_id\` int NOT NULL, \`target_ayah_number\` int NOT NULL, \`title\` varchar(100) NULL, \`description\` varchar(500) NULL, \`target_date\` varchar(10) NULL, \`completed\` tinyint NOT NULL DEFAULT 0, \`set_by\` varchar(10) NULL, INDEX \`IDX_0aa22eebabadea07d8d512cea1\` (\`student_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`grades\` ADD CONSTRAINT \`FK_9acca493883cee3b9e8f9e01cd1\` FOREIGN KEY (\`student_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`grades\` ADD CONSTRAINT \`FK_9a927cab52e881e0aa78f8a181b\` FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`grades\` ADD CONSTRAINT \`FK_e12197ef5829d178748c28d0224\` FOREIGN KEY (\`class_id\`) REFERENCES \`classes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`grades\` ADD CONSTRAINT \`FK_f3ea1888fbd83f3c698146b3ec4\` FOREIGN KEY (\`semester_id\`) REFERENCES \`semesters\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`grades\` ADD CONSTRAINT \`FK_94a59f8626b86b14c2fd0830537\` FOREIGN KEY (\`graded_by\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`student_goals\` ADD CONSTRAINT \`FK_0aa22eebabadea07d8d512cea10\` FOREIGN KEY (\`student_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`student_goals\` ADD CONSTRAINT \`FK_3730d6bbf4cd3155267df7499f9\` FOREIGN KEY (\`set_by\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`student_goals\` DROP FOREIGN KEY \`FK_3730d6bbf4cd3155267df7499f9\``);
    await queryRunner.query(`ALTER TABLE \`student_goals\` DROP FOREIGN KEY \`FK_0aa22eebabadea07d8d512cea10\``);
    await queryRunner.query(`ALTER TABLE \`grades\` DROP FOREIGN KEY \`FK_94a59f8626b86b14c2fd0830537\``);
    await queryRunner.query(`ALTER TABLE \`grades\` DROP FOREIGN KEY \`FK_f3ea1888fbd83f3c698146b3ec4\``);
    await queryRunner.query(`ALTER TABLE \`grades\` DROP FOREIGN KEY \`FK_e12197ef5829d178748c28d0224\``);
    await queryRunner.query(`ALTER TABLE \`grades\` DROP FOREIGN KEY \`FK_9a927cab52e881e0aa78f8a181b\``);
    await queryRunner.query(`ALTER TABLE \`grades\` DROP FOREIGN KEY \`FK_9acca493883cee3b9e8f9e01cd1\``);
    await queryRunner.query(`DROP INDEX \`IDX_0aa22eebabadea07d8d512cea1\` ON \`student_goals\``);
    await queryRunner.query(`DROP TABLE \`student_goals\``);
    await queryRunner.query(`DROP INDEX \`idx_grade_student_semester\` ON \`grades\``);
    await queryRunner.query(`DROP INDEX \`idx_grade_class_semester\` ON \`grades\``);
    await queryRunner.query(`DROP INDEX \`IDX_9a927cab52e881e0aa78f8a181\` ON \`grades\``);
    await queryRunner.query(`DROP TABLE \`grades\``);
  }
}
