import { HttpStatus, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { MESSAGES } from '#common';
import { ApiError } from './api-error.js';

/** The largest JSON body a route takes unless its handler says otherwise with {@link BodyLimit}. */
export const DEFAULT_BODY_LIMIT = '16kb';
/** The deepest nesting of objects and arrays a body may have; the DTOs need 3. */
export const MAX_BODY_DEPTH = 10;

const BODY_LIMIT = 'halaqat:bodyLimit';
/** A larger body for one handler (a bulk save), in the units of express.json's `limit`, e.g. '256kb'. */
export const BodyLimit = (limit: string) => SetMetadata(BODY_LIMIT, limit);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads the JSON body of a write, after routing and after the sign-in and access guards (it is registered after
 * them), so nothing is read for an unknown route or a refused caller, and each handler has its own size budget.
 * A write that carries a body must say `application/json` in UTF-8 (415 otherwise: express.json would let
 * charset=utf-7 through and skip other types silently); the body is parsed within the route's limit (413) and
 * refused when nested deeper than {@link MAX_BODY_DEPTH} (400), before class-transformer walks it recursively,
 * and when an object in it names a key twice or names `__proto__` or `constructor` (400, see {@link findBadKey}).
 * Other methods' bodies are never read.
 */
@Injectable()
export class JsonBodyGuard implements CanActivate {
  private readonly parsers = new Map<string, RequestHandler>();

  constructor(private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!WRITES.has(req.method) || !hasBody(req)) return true;
    if (!isJsonInUtf8(req.headers['content-type'])) throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, MESSAGES.errors.unsupportedMediaType);
    const limit = this.reflector.get<string | undefined>(BODY_LIMIT, context.getHandler()) ?? DEFAULT_BODY_LIMIT;
    await this.parse(req, context.switchToHttp().getResponse<Response>(), limit);
    if (deeperThan(req.body, MAX_BODY_DEPTH)) throw ApiError.badRequest(MESSAGES.validation.tooDeep);
    const raw = rawBodies.get(req);
    rawBodies.delete(req);
    const bad = raw === undefined ? null : findBadKey(raw.toString('utf8'));
    if (bad) {
      const msg = bad.kind === 'duplicate' ? MESSAGES.validation.duplicateKey : MESSAGES.validation.forbiddenKey;
      throw ApiError.badRequest(MESSAGES.validation.failed, [{ path: bad.path, msg }]);
    }
    return true;
  }

  private parse(req: Request, res: Response, limit: string): Promise<void> {
    let parser = this.parsers.get(limit);
    if (!parser) {
      parser = express.json({ limit, strict: true, type: () => true, verify: keepRaw });
      this.parsers.set(limit, parser);
    }
    return new Promise((resolve, reject) => {
      parser(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
    });
  }
}

/** The raw bytes of each body being read, from the parser's `verify` hook until the guard has looked at their keys. */
const rawBodies = new WeakMap<Request, Buffer>();

function keepRaw(req: Request, _res: Response, body: Buffer): void {
  rawBodies.set(req, body);
}

/** A body is coming when the request is chunked or says a length above zero. */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** `application/json`, with no charset or with charset=utf-8 (any case, quoted or not). */
export function isJsonInUtf8(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return params.every((param) => {
    const [name, value = ''] = param.split('=');
    return (
      name.trim().toLowerCase() !== 'charset' ||
      value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase() === 'utf-8'
    );
  });
}

/** True when objects and arrays nest more than `max` levels; walks without recursion. */
export function deeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Keys no body may name: they reach an object's prototype, or its class, when code copies the body around. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

/** A key a body may not have: given twice in one object, or forbidden; `path` as the validation details write it. */
export interface BadKey {
  kind: 'duplicate' | 'forbidden';
  path: string;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The first key of a JSON text that one of its objects gives twice (JSON.parse keeps the last silently, so the
 * checks may see one value and a copy of the body another) or that is `__proto__` or `constructor`, with its path
 * (`class_reports.0.name`); null when there is none. `text` is valid JSON (it has been parsed). One pass over the
 * text without recursion: strings are skipped whole, so such words inside a value are not keys, and a key with
 * escapes is decoded ("__pro\u0074o__" is __proto__).
 */
export function findBadKey(text: string): BadKey | null {
  /** For each open object its keys so far (null for an array), and the key or index of the value inside it. */
  const keys: (Set<string> | null)[] = [];
  const names: (string | number)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = i + 1;
      let escaped = false;
      for (let d = text.charCodeAt(end); d !== QUOTE && end < text.length; d = text.charCodeAt(end)) {
        if (d === BACKSLASH) {
          escaped = true;
          end += 2;
        } else end += 1;
      }
      if (expectKey) {
        const key = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        const top = keys.length - 1;
        names[top] = key;
        if (FORBIDDEN_KEYS.has(key)) return { kind: 'forbidden', path: names.join('.') };
        if (keys[top]!.has(key)) return { kind: 'duplicate', path: names.join('.') };
        keys[top]!.add(key);
        expectKey = false;
      }
      i = end;
    } else if (c === 0x7b /* { */) {
      keys.push(new Set());
      names.push('');
      expectKey = true;
    } else if (c === 0x5b /* [ */) {
      keys.push(null);
      names.push(0);
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      keys.pop();
      names.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      const top = keys.length - 1;
      if (keys[top] === null) names[top] = (names[top] as number) + 1;
      else expectKey = true;
    }
  }
  return null;
}
