import { Module } from '@nestjs/common';
import { PointsController } from './points.controller.js';
import { PointsReader } from './points.reader.js';
import { PointsService } from './points.service.js';

@Module({ controllers: [PointsController], providers: [PointsService, PointsReader], exports: [PointsReader, PointsService] })
export class PointsModule {}
