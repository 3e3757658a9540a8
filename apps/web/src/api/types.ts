import type { paths } from './schema';

// Names for the generated request and answer shapes, so screens never restate them by hand.
type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Operation<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];

/** The JSON body an operation accepts. */
export type ApiBody<P extends keyof paths, M extends keyof paths[P]> = Operation<P, M> extends { requestBody?: infer B } ? JsonContent<NonNullable<B>> : never;

/** The JSON answer of an operation's success (200 or 201). */
export type ApiData<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends { responses: infer R } ? JsonContent<R extends { 200: infer Ok } ? Ok : R extends { 201: infer Created } ? Created : never> : never;

/** A signed-in user as the API describes them. */
export type SessionUser = ApiData<'/api/auth/me', 'get'>['user'];
/** A complex (school) as the list answers it. */
export type School = ApiData<'/api/schools', 'get'>['schools'][number];

/** The query parameters an operation accepts. */
export type ApiQuery<P extends keyof paths, M extends keyof paths[P]> = Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never;
