import { EventSubscriber, type EntitySubscriberInterface, type InsertEvent, type ObjectLiteral, type UpdateEvent } from 'typeorm';
import { computeSearchText, searchTextDefinition } from './search.js';

/**
 * The one place that keeps `search_text` columns (declared with `SearchTextColumn`) equal to their sources.
 * Registered in the data source options, so the app, the CLI, the seed and the tests all run it.
 *
 * Covered:
 * - every insert: `repository.save()`, `repository.insert()` / `manager.insert()` with entities or plain partial
 *   objects, one or many rows (a field left out of an insert is empty, so the text is computed from what is given);
 * - `save()` of an existing row, whole or partial: the row loaded by save supplies the fields that were not sent;
 * - `update()` / query-builder updates that change none of the source fields (status toggles and the like): the
 *   text is left as it is.
 *
 * Refused: a query-builder `update()` that sets some source fields but not all of them. Such an update names no
 * row the subscriber could read, so the text cannot be rebuilt; rather than let it go stale, the update throws
 * before it reaches the database. Change names, e-mails or phones with `save()` (or set every source field).
 * Not seen at all: raw SQL and `INSERT ... SELECT`, which bypass TypeORM's events.
 */
@EventSubscriber()
export class SearchTextSubscriber implements EntitySubscriberInterface {
  beforeInsert(event: InsertEvent<ObjectLiteral>): void {
    const definition = searchTextDefinition(event.metadata.target);
    if (!definition || !event.entity) return;
    event.entity[definition.column] = computeSearchText(definition, event.entity);
  }

  beforeUpdate(event: UpdateEvent<ObjectLiteral>): void {
    const definition = searchTextDefinition(event.metadata.target);
    const entity = event.entity;
    if (!definition || !entity) return;
    if (event.databaseEntity) {
      // save(): what was sent over what is stored.
      const row: Record<string, unknown> = { ...event.databaseEntity };
      for (const source of definition.sources) if (entity[source] !== undefined) row[source] = entity[source];
      entity[definition.column] = computeSearchText(definition, row);
      return;
    }
    // update(): `entity` is the SET clause.
    const sent = definition.sources.filter((source) => entity[source] !== undefined);
    if (sent.length === 0) return;
    const missing = definition.sources.filter((source) => entity[source] === undefined);
    if (missing.length > 0) {
      throw new Error(
        `${event.metadata.tableName}.${definition.column} cannot be kept by an update() that sets ${sent.join(', ')} ` +
          `without ${missing.join(', ')}: use save() (it reads the row first) or set every source field.`,
      );
    }
    entity[definition.column] = computeSearchText(definition, entity);
  }
}
