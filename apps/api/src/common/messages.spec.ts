import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '#common';

// libs/common's MESSAGES holds only what the API sends: every key is used by the API's own code, and no two keys
// say the same thing (a sentence has one name, so the web and the API cannot drift onto two spellings).

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
// The rules libs/common runs for the API (the semester calendar, the circle's teachers, a rule's 403) send its sentences too.
const commonRoot = join(apiRoot, '..', '..', '..', 'libs', 'common', 'src');

/** Every `group.key` of MESSAGES with its text (a message with a parameter is asked with a sample value). */
function entries(): [string, string][] {
  return Object.entries(MESSAGES).flatMap(([group, messages]) =>
    Object.entries(messages).map(([key, value]): [string, string] => [`${group}.${key}`, typeof value === 'function' ? value(7) : value]),
  );
}

const apiSource = [apiRoot, commonRoot]
  .flatMap((root) => readdirSync(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && entry.name !== 'messages.ts')
  .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
  .join('\n');

describe('MESSAGES', () => {
  it('has only keys the API uses', () => {
    const unused = entries()
      .map(([path]) => path)
      .filter((path) => !new RegExp(`MESSAGES\\.${path.replace('.', '\\.')}\\b`).test(apiSource));
    expect(unused).toEqual([]);
  });

  it('gives each sentence one key', () => {
    const byText = new Map<string, string[]>();
    for (const [path, text] of entries()) byText.set(text, [...(byText.get(text) ?? []), path]);
    expect([...byText.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('is Arabic throughout', () => {
    expect(entries().filter(([, text]) => !/[\u0600-\u06FF]/.test(text))).toEqual([]);
  });
});
