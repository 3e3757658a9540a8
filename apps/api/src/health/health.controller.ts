import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Access } from '../access/access.decorator.js';
import { ApiError } from '../common/api-error.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { HttpStatus } from '@nestjs/common';

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
  @Access('Liveness with the database\'s state', { public: true })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto })
  async check(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'قاعدة البيانات غير متاحة حاليًا');
    }
    return { status: 'ok', database: 'up', database_type: this.config.database.type };
  }
}
