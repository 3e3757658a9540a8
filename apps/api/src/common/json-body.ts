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
 * refused when nested deeper than {@link MAX_BODY_DEPTH} (400), before class-transformer walks it recursively.
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
    return true;
  }

  private parse(req: Request, res: Response, limit: string): Promise<void> {
    let parser = this.parsers.get(limit);
    if (!parser) {
      parser = express.json({ limit, strict: true, type: () => true });
      this.parsers.set(limit, parser);
    }
    return new Promise((resolve, reject) => {
      parser(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
    });
  }
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
    return name.trim().toLowerCase() !== 'charset' || value.trim().replace(/^"(.*)"$/, '$1').toLowerCase() === 'utf-8';
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
