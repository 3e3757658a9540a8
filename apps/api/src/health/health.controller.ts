import { Controller, Get, HttpStatus, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { MESSAGES, RULES } from '#common';
import { DataSource } from 'typeorm';
import { Access } from '../access/access.decorator.js';
import { ApiError } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status: string;
  @ApiProperty({ example: 'up' }) database: string;
  @ApiProperty({ enum: ['sqlite', 'mysql'] }) database_type: string;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Access("Liveness with the database's state", RULES.general.public, { errors: [503] })
  @ApiOkResponse({ type: HealthDto })
  async check(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, MESSAGES.errors.databaseDown);
    }
    return { status: 'ok', database: 'up', database_type: this.config.database.type };
  }
}
