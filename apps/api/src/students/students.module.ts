import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { StudentsController } from './students.controller.js';

@Module({ imports: [UsersModule], controllers: [StudentsController] })
export class StudentsModule {}
