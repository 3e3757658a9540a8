import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#common';
import { T } from './locale';

// Every visible sentence has one home: the API's in libs/common's MESSAGES, the words several screens share in T,
// each screen's own in its feature's locale.ts. The same text under two names is a copy that will drift.

const featureLocales = import.meta.glob<Record<string, unknown>>('../features/*/locale.ts', { eager: true });
// Shared components with texts of their own (the course panel of three screens).
const sharedLocales = import.meta.glob<Record<string, unknown>>('./*/locale.ts', { eager: true });

/** Every string of a locale object with its path; arrays (weekday names) and functions are left out. */
function strings(prefix: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => strings(`${prefix}.${key}`, inner));
  }
  return [];
}

const all: [string, string][] = [
  ...strings('MESSAGES', MESSAGES),
  ...strings('T', T),
  ...Object.entries(featureLocales).flatMap(([file, module]) => strings(file.replace('../features/', '').replace('/locale.ts', ''), module)),
  ...Object.entries(sharedLocales).flatMap(([file, module]) => strings(file.replace('./', 'shared/').replace('/locale.ts', ''), module)),
];

describe('the web texts', () => {
  it('finds every feature locale file', () => {
    expect(Object.keys(featureLocales).length).toBeGreaterThanOrEqual(5);
  });

  it('say each sentence under one name only', () => {
    const byText = new Map<string, string[]>();
    for (const [path, text] of all) byText.set(text, [...(byText.get(text) ?? []), path]);
    expect([...byText.entries()].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });
});
