import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { AuthUser } from '../access/auth-user.js';
import { runAs } from './audit-context.js';

/**
 * Makes the signed-in caller (set on the request by the JWT guard, which runs before interceptors) the author of
 * every write the handler makes; a public call (a registration) writes as nobody. `next.handle()` is called inside
 * the scope, so the handler and everything it awaits run in it.
 */
@Injectable()
export class AuditContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    return new Observable((subscriber) => runAs(user?.id ?? null, () => next.handle().subscribe(subscriber)));
  }
}
