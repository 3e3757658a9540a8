import { readdirSync } from 'node:fs';
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
            message: "Another module's tables are read through its exports (<name>.queries.ts or its service): see docs/adding-a-module.md.",
          },
        ],
      },
    ],
  },
};

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
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Module mocks leak between web test files (isolate: false); answer the calls with mockFetch.' },
        { object: 'vi', property: 'doMock', message: 'Module mocks leak between web test files (isolate: false); answer the calls with mockFetch.' },
      ],
    },
  },
  ...featureBoundaries,
  moduleBoundaries,
);
