import { readFileSync } from 'node:fs';

/**
 * The long sweeps over every operation (the access matrix, the bad-input sweep) run in shards by OpenAPI tag, one
 * spec file per shard, so that jest's workers run them side by side, each on an app and a database of its own.
 * Every tag of the document is in exactly one shard (each sweep checks).
 */
export const SHARDS = {
  people: [
    'health',
    'auth',
    'users',
    'privileges',
    'teachers',
    'students',
    'parents',
    'children',
    'parent-students',
    'passwords',
    'profile',
    'forgot-password',
  ],
  academic: ['schools', 'semesters', 'classes', 'courses', 'grading'],
  daily: ['attendance', 'points', 'sync', 'daily-reports', 'dashboard', 'audit', 'database'],
} as const satisfies Record<string, readonly string[]>;
export type Shard = keyof typeof SHARDS;

/** The committed OpenAPI document, which the sweeps take their operations from. */
export const DOC = JSON.parse(readFileSync('apps/api/openapi.json', 'utf8'));

/** The first tag of each operation, by its key as the matrix writes it: 'GET /api/schools/{id}'. */
const TAGS = new Map<string, string>(
  Object.entries<Record<string, { tags?: string[] }>>(DOC.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op.tags?.[0] ?? ''] as const),
  ),
);

/** Whether the operation `key` ('GET /api/schools/{id}') is swept in `shard`. */
export function inShard(shard: Shard, key: string): boolean {
  return (SHARDS[shard] as readonly string[]).includes(TAGS.get(key) ?? '');
}

/** The document's tags that no shard sweeps, and the shards' tags that the document does not have: both empty. */
export function shardGaps(): { unswept: string[]; unknown: string[] } {
  const tags = new Set(TAGS.values());
  const swept: string[] = Object.values(SHARDS).flat();
  return { unswept: [...tags].filter((tag) => !swept.includes(tag)), unknown: swept.filter((tag) => !tags.has(tag)) };
}
