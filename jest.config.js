// Jest runs the project as native ES modules (NestJS 12 ships ESM only), so every script passes
// --experimental-vm-modules. Relative imports carry a .js suffix, which is mapped back to the .ts source.
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^#common$': '<rootDir>/libs/common/src/index.ts',
    '^#quran$': '<rootDir>/libs/quran/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // SWC, as NestJS recommends for Jest: it only strips the types (npm run typecheck checks them). On the cold cache of a
  // fresh clone the unit tests took 20 s instead of ts-jest's 30, the API suite 99 s instead of 119. Decorators and
  // their metadata are emitted as tsc emits them (Nest's injection and TypeORM's columns read them).
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
          target: 'es2022',
          keepClassNames: true,
        },
      },
    ],
  },
};

export default {
  // A test's time-out bounds a hang; it is never a speed budget (that is `npm run bench`). An API test starts a whole
  // app and its world in a hook, and a 2-core machine busy with something else may take many times an idle one's time.
  testTimeout: 120_000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/apps/api/src/**/*.spec.ts'] },
    { ...shared, displayName: 'api', testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts'] },
    { ...shared, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.e2e-spec.ts'] },
  ],
};
