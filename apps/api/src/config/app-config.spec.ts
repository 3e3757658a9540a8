import 'reflect-metadata';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'halaqat-config-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  describe('TRUST_PROXY', () => {
    it('trusts no forwarded header by default', () => {
      expect(load({}).trustProxy).toBe(false);
      expect(load({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    });

    it('takes a number of proxies', () => {
      expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(load({ TRUST_PROXY: '10' }).trustProxy).toBe(10);
    });

    it('takes addresses, subnets and range names', () => {
      expect(load({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
      expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,uniquelocal' }).trustProxy).toEqual([
        '10.0.0.0/8',
        '192.168.1.7',
        'fd00::/8',
        'uniquelocal',
      ]);
    });

    it.each(['true', 'yes', '0', '11', '-1', '1.5', '10.0.0.0/33', '::1/129', 'example.com', '10.0.0.1/8/1', 'loopback,', ' 1'])(
      'refuses %j, naming the variable',
      (value) => {
        expect(() => load({ TRUST_PROXY: value })).toThrow(ConfigError);
        expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=/);
      },
    );
  });

  describe('REDIS_URL', () => {
    it('is optional: unset, each process keeps its throttles in memory', () => {
      expect(load({}).redisUrl).toBeUndefined();
      expect(load({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    });

    it.each(['redis://127.0.0.1:6379', 'redis://redis', 'rediss://user:p%40ss@cache.example.com:6380/2', 'redis://:secret@10.0.0.5/0'])('takes %j', (value) => {
      expect(load({ REDIS_URL: value }).redisUrl).toBe(value);
    });

    it.each(['127.0.0.1:6379', 'http://redis:6379', 'redis://', 'redis:///0', 'redis://redis/abc', 'redis://redis:6379/0?commandTimeout=0', 'redis://re dis'])(
      'refuses %j, naming the variable',
      (value) => {
        expect(() => load({ REDIS_URL: value })).toThrow(ConfigError);
        expect(() => load({ REDIS_URL: value })).toThrow(/REDIS_URL=.*must be redis:\/\//);
      },
    );
  });

  describe('API_DOCS', () => {
    it('serves Swagger UI and the OpenAPI document by default', () => {
      expect(load({}).apiDocs).toBe(true);
      expect(load({ API_DOCS: 'on' }).apiDocs).toBe(true);
    });

    it('turns them off with off', () => {
      expect(load({ API_DOCS: 'off' }).apiDocs).toBe(false);
    });

    it.each(['false', '0', 'OFF', 'no'])('refuses %j, naming the variable', (value) => {
      expect(() => load({ API_DOCS: value })).toThrow(/API_DOCS=/);
    });
  });

  describe('the data folder', () => {
    it('is made readable by its owner only when new, and so is the generated JWT secret', () => {
      const fresh = join(dataDir, 'fresh', 'data');
      const config = loadConfig({ DATA_DIR: fresh });
      expect(statSync(fresh).mode & 0o777).toBe(0o700);
      expect(statSync(join(fresh, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: fresh }).jwt.secret).toBe(config.jwt.secret);
    });
  });
});
