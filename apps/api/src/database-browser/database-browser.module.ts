import { Module } from '@nestjs/common';
import { DatabaseBrowserController } from './database-browser.controller.js';
import { DatabaseBrowserService } from './database-browser.service.js';

/** The database browser (spec 02 section 2.13): the admin's raw view and edit of every table. */
@Module({ controllers: [DatabaseBrowserController], providers: [DatabaseBrowserService] })
export class DatabaseBrowserModule {}
