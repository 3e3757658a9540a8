import { existsSync, readdirSync, readFileSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const frameworkImports = {
  patterns: [
    {
      group: ['@nestjs/*', 'typeorm', 'react', 'react-*', 'antd', 'express'],
      message: 'Shared libraries stay framework-free: the API and the browser both import them.',
    },
    { group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process'], message: 'Shared libraries run in the browser too: no Node built-ins.' },
  ],
};

// A web feature stands alone: a file under features/<x>/ imports neither the app shell (app/) nor another
// feature; what two features share lives in shared/, session/ or api/. Imports are relative, so each depth inside a
// feature gets its own patterns (`up` climbs from the file back to features/).
const WEB_FEATURES = 'apps/web/src/features';
const features = readdirSync(WEB_FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.flatMap((feature) =>
  [0, 1, 2, 3, 4].map((depth) => {
    const up = '../'.repeat(depth + 1);
    const others = features.filter((other) => other !== feature);
    return {
      files: [`${WEB_FEATURES}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: [`${up}../app`, `${up}../app/**`], message: 'Features do not import the app shell: move what they share to shared/ or session/.' },
              ...(others.length
                ? [
                    {
                      group: others.flatMap((other) => [`${up}${other}`, `${up}${other}/**`]),
                      message: 'Features do not import each other: move what they share to shared/, session/ or api/.',
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    };
  }),
);

// An API module owns its tables: another module's code reads them only through what that module exports (its
// service or <name>.queries.ts) and never imports its entities, except as types. Entities may relate to each other;
// access/ (row-level rules over every table) and database/ (the registries, seeds) read across modules by design.
const moduleBoundaries = {
  files: ['apps/api/src/**/*.ts'],
  ignores: ['apps/api/src/*/entities/**', 'apps/api/src/access/**', 'apps/api/src/database/**', '**/*.spec.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../*/entities/*', '../../*/entities/*'],
            allowTypeImports: true,
            message: "Another module's tables are read through its exports (its reader, <name>.queries.ts or its service): see docs/adding-a-module.md.",
          },
        ],
      },
    ],
  },
};

// Nor does it name another module's table as a string: `.from('users', 'u')` or `getRepository<Grade>('Grade')` reads
// the table past the import rule above. The names are every table and entity class of the entity files
// (`@Entity('grades') export class Grade`); a module may name its own. They are refused as the first argument of the
// TypeORM calls that take a table or an entity (a relation path such as 'grade.course' is no name and stays allowed).
// access/ and database/ read across modules by design; tests set up any table. A name held in a variable is not seen.
const API = 'apps/api/src';
const apiModules = readdirSync(API, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['access', 'database'].includes(entry.name))
  .map((entry) => entry.name);
const tableNamesOf = (module) => {
  const folder = `${API}/${module}/entities`;
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.entity.ts'))
    .flatMap((file) => [...readFileSync(`${folder}/${file}`, 'utf8').matchAll(/@Entity\('(\w+)'\)[\s\S]*?export class (\w+)/g)])
    .flatMap(([, table, entity]) => [table, entity]);
};
// The TypeORM calls whose first argument is a table or an entity: query builders, repositories, the entity manager.
const TABLE_TAKING_CALLS =
  '(from|into|getRepository|getTreeRepository|(inner|left)Join\\w*|find\\w*|count\\w*|exists\\w*|insert|update|upsert|delete|save|remove|increment|decrement|sum|average|minimum|maximum)';
const tableNameRule = (files, ownNames) => {
  const foreign = apiModules.flatMap(tableNamesOf).filter((name) => !ownNames.includes(name));
  const name = `Literal.arguments:first-child[value=/^(${foreign.join('|')})$/]`;
  const message = "Another module's table is read through its reader or <name>.queries.ts, never named as a string: see docs/adding-a-module.md.";
  return {
    files,
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.property.name=/^${TABLE_TAKING_CALLS}$/] > ${name}`, message },
        // One argument is an alias (`repository.createQueryBuilder('grade')`); two are an entity and its alias.
        { selector: `CallExpression[callee.property.name='createQueryBuilder'][arguments.length>1] > ${name}`, message },
      ],
    },
  };
};
const tableNameBoundaries = [
  tableNameRule([`${API}/*.ts`], []),
  ...apiModules.map((module) => tableNameRule([`${API}/${module}/**/*.ts`], tableNamesOf(module))),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'apps/web/src/api/schema.d.ts', 'apps/api/src/database/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  { files: ['libs/*/src/**/*.ts'], ignores: ['**/*.spec.ts'], rules: { 'no-restricted-imports': ['error', frameworkImports] } },
  { files: ['apps/web/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    // The component tests share their page's modules between files (apps/web/vite.config.ts, isolate: false), so a
    // module mock would leak into the files after it. Answer the screen's calls instead (test/render.tsx, mockFetch).
    // So would a browser API replaced on a prototype (a jsdom habit): Chromium has them all.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Module mocks leak between web test files (isolate: false); answer the calls with mockFetch.' },
        { object: 'vi', property: 'doMock', message: 'Module mocks leak between web test files (isolate: false); answer the calls with mockFetch.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left > MemberExpression.object[property.name='prototype']",
          message:
            'A prototype replaced in one web test file stays replaced for the files after it (isolate: false); the tests run in Chromium, which has the real one.',
        },
      ],
    },
  },
  ...featureBoundaries,
  moduleBoundaries,
  ...tableNameBoundaries,
);
