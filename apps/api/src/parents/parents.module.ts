import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { ParentsController } from './parents.controller.js';

@Module({ imports: [UsersModule], controllers: [ParentsController] })
export class ParentsModule {}
