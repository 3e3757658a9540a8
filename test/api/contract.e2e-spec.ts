import { readFileSync } from 'node:fs';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_RULE } from '../../apps/api/src/access/access.decorator.js';
import { startApp, type TestApp } from './harness.js';

/** Every route the app serves, read from the controllers' own metadata. */
function routesOf(t: TestApp): { route: string; handler: Function }[] {
  const routes: { route: string; handler: Function }[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const prototype = (wrapper.metatype as { prototype: Record<string, unknown> }).prototype;
      const base = Reflect.getMetadata(PATH_METADATA, wrapper.metatype as object);
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        routes.push({ route: `${method} /api/${base}/${Reflect.getMetadata(PATH_METADATA, handler)}`.replace(/\/+$/, ''), handler });
      }
    }
  }
  return routes;
}

describe('the API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('contract');
  });
  afterAll(async () => {
    await t.close();
  });

  test('every controller route states an access rule', () => {
    const routes = routesOf(t);
    expect(routes.length).toBeGreaterThan(15);
    const missing = routes.filter((r) => Reflect.getMetadata(ACCESS_RULE, r.handler) === undefined).map((r) => r.route);
    expect(missing).toEqual([]);
  });

  test('the committed apps/api/openapi.json is the document the app serves (run "npm run openapi" when it is stale)', async () => {
    const served = await t.http().get('/api/docs-json').expect(200);
    const committed = JSON.parse(readFileSync('apps/api/openapi.json', 'utf8'));
    expect(served.body).toEqual(committed);
  });

  test('every operation is tagged, states its access rule, and documents its request and answer', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    const problems: string[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!op.tags?.length) problems.push(`${where}: no tag`);
        if (!/Access: /.test(op.description ?? '')) problems.push(`${where}: no access rule in the description`);
        const ok = Object.entries<any>(op.responses).find(([code]) => code.startsWith('2'));
        if (!ok?.[1]?.content?.['application/json']?.schema) problems.push(`${where}: no answer schema`);
        if (['post', 'put', 'patch'].includes(method) && !op.requestBody && !/toggle-active|approve|reject|fix-dates/.test(path))
          problems.push(`${where}: no request schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('Swagger UI is served', async () => {
    const res = await t.http().get('/api/docs').redirects(1).expect(200);
    expect(res.text).toContain('swagger-ui');
  });

  test('the health check reports the database', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', database_type: process.env.DB_TYPE === 'mysql' ? 'mysql' : 'sqlite' });
  });
});
