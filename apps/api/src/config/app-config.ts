import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { plainToInstance, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  validateSync,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';

/** The names express gives to address ranges, usable in TRUST_PROXY beside addresses and subnets. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: how many proxies stand in front of the app (1 to 10), or a comma-separated list of the proxies'
 * addresses, subnets (10.0.0.0/8) and range names (loopback, linklocal, uniquelocal). `true` (trust any sender of
 * X-Forwarded-For) is refused: a client could then pick its own address.
 */
@ValidatorConstraint({ name: 'isTrustProxy' })
class TrustProxyConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return parseTrustProxy(value) !== undefined;
  }
  defaultMessage(): string {
    return 'must be a number of proxies (1-10) or a comma-separated list of addresses, subnets, loopback, linklocal or uniquelocal';
  }
}

function parseTrustProxy(value: unknown): number | string[] | undefined {
  if (typeof value !== 'string') return undefined;
  if (/^(10|[1-9])$/.test(value)) return Number(value);
  const items = value.split(',').map((item) => item.trim());
  const valid = items.every((item) => {
    if (PROXY_RANGES.includes(item)) return true;
    const [address, prefix, ...rest] = item.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  });
  return valid ? items : undefined;
}

/**
 * The environment the app accepts. This is the only place that reads `process.env`: everything else receives the
 * validated {@link AppConfig}. A bad or missing value stops the app at start with a message naming the variable.
 */
class EnvironmentVariables {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsOptional()
  @IsIn(['sqlite', 'mysql'])
  DB_TYPE: 'sqlite' | 'mysql' = 'sqlite';

  @IsOptional()
  @IsString()
  DATA_DIR = './data';

  @IsOptional()
  @IsString()
  DB_HOST = '127.0.0.1';

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  DB_PORT = 3306;

  @IsOptional()
  @IsString()
  DB_USER = 'root';

  @IsOptional()
  @IsString()
  DB_PASSWORD = '';

  @IsOptional()
  @Matches(/^[A-Za-z0-9_]+$/)
  DB_NAME = 'halaqat';

  @IsOptional()
  @IsString()
  @MinLength(32)
  JWT_SECRET?: string;

  @IsOptional()
  @Matches(/^\d+[smhd]$/)
  JWT_EXPIRES_IN = '8h';

  @IsOptional()
  @Matches(/^\d{10}$/)
  ADMIN_ID = '1000000000';

  @IsOptional()
  @IsString()
  @MinLength(8)
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';

  @IsOptional()
  @Validate(TrustProxyConstraint)
  TRUST_PROXY?: string;

  /** Where mail goes out (smtp:// or smtps://, with user and password in it when the server needs them). Unset: no mail is sent; it is logged and kept in the outbox table. */
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/)
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  @MinLength(3)
  MAIL_FROM = 'منصة حلقات التحفيظ <no-reply@halaqat.local>';

  /** The address people open the app at, for links in mail (never taken from a request's Host header). Default: http://localhost:PORT. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/)
  PUBLIC_URL?: string;

  /**
   * A Redis for the state several API processes must share (the throttles), with user, password and database number
   * in it when needed. No query string: ioredis would read it as client options over the app's timeouts. Unset: each
   * process keeps that state in its memory.
   */
  @IsOptional()
  @Matches(/^rediss?:\/\/[^\s/?#]+(\/\d{1,2})?$/, { message: 'must be redis://[user:password@]host[:port][/database] or rediss://...' })
  REDIS_URL?: string;

  /** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json: `off` hides both (404) on a public server. */
  @IsOptional()
  @IsIn(['on', 'off'])
  API_DOCS: 'on' | 'off' = 'on';
}

/** The validated configuration every module reads (injected under {@link APP_CONFIG}). */
export interface AppConfig {
  port: number;
  env: 'development' | 'production' | 'test';
  dataDir: string;
  database: { type: 'sqlite'; file: string } | { type: 'mysql'; host: string; port: number; user: string; password: string; name: string };
  jwt: { secret: string; expiresIn: string };
  admin: { id: string; password?: string };
  logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  /**
   * Which senders of X-Forwarded-For are believed (express's `trust proxy`): false, the default, takes the
   * connection's own address; a hop count or the proxies' addresses when the app runs behind a reverse proxy.
   */
  trustProxy: false | number | string[];
  /** Mail: the SMTP server (none: logged and kept in the outbox), the sender, and the app's address for links. */
  mail: { smtpUrl?: string; from: string; publicUrl: string };
  /** The Redis the throttles count in, shared by every API process on it; none: each process counts in its memory. */
  redisUrl?: string;
  /** Whether Swagger UI and the OpenAPI document are served (API_DOCS). */
  apiDocs: boolean;
}

/** Injection token of the {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Thrown when the environment is invalid; the message lists every bad variable. */
export class ConfigError extends Error {}

/**
 * Validates `env` and turns it into an {@link AppConfig}. Unset empty strings count as unset. When JWT_SECRET is
 * unset outside production, a secret is generated once and kept in DATA_DIR so tokens survive restarts.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = Object.keys(new EnvironmentVariables());
  const raw: Record<string, string> = {};
  for (const key of [...known, 'JWT_SECRET', 'ADMIN_PASSWORD', 'TRUST_PROXY', 'SMTP_URL', 'PUBLIC_URL', 'REDIS_URL']) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const vars = plainToInstance(EnvironmentVariables, raw);
  const errors = validateSync(vars);
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}=${JSON.stringify(e.value)}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (vars.NODE_ENV === 'production' && !vars.JWT_SECRET) {
    throw new ConfigError('Invalid environment:\n  JWT_SECRET must be set (at least 32 characters) when NODE_ENV=production');
  }

  const dataDir = resolve(vars.DATA_DIR);
  // A new data folder is its owner's only: it holds the database and the JWT secret (an existing one is left as is).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return {
    port: vars.PORT,
    env: vars.NODE_ENV,
    dataDir,
    database:
      vars.DB_TYPE === 'sqlite'
        ? { type: 'sqlite', file: join(dataDir, 'halaqat.sqlite') }
        : { type: 'mysql', host: vars.DB_HOST, port: vars.DB_PORT, user: vars.DB_USER, password: vars.DB_PASSWORD, name: vars.DB_NAME },
    jwt: { secret: vars.JWT_SECRET ?? keptSecret(dataDir), expiresIn: vars.JWT_EXPIRES_IN },
    admin: { id: vars.ADMIN_ID, password: vars.ADMIN_PASSWORD },
    logLevel: vars.LOG_LEVEL,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY) ?? false,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM, publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '') },
    redisUrl: vars.REDIS_URL,
    apiDocs: vars.API_DOCS === 'on',
  };
}

function keptSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  // Readable by its owner only: whoever reads it can sign a token for anyone.
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
