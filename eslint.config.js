import tseslint from 'typescript-eslint';

const frameworkImports = {
  patterns: [
    { group: ['@nestjs/*', 'typeorm', 'react', 'react-*', 'antd', 'express'], message: 'Shared libraries stay framework-free: the API and the browser both import them.' },
    { group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process'], message: 'Shared libraries run in the browser too: no Node built-ins.' },
  ],
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
);
