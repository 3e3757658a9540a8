import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillSearchText } from '../../search.js';

export class UserSearchText1795382674773 implements MigrationInterface {
  name = 'UserSearchText1795382674773';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`search_text\` varchar(700) NOT NULL DEFAULT ''`);
    await queryRunner.query(`CREATE INDEX \`IDX_ad2d96e47adf9f92a874f90e32\` ON \`users\` (\`search_text\`)`);

    // Data step: the search text of the rows that exist (later rows get it from the search-text subscriber).
    await backfillSearchText(queryRunner, 'users', {
      column: 'search_text',
      sources: ['first_name', 'second_name', 'third_name', 'last_name', 'id', 'email', 'phone'],
    });
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_ad2d96e47adf9f92a874f90e32\` ON \`users\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`search_text\``);
  }
}
