import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.test.ts'];
const unitTests = [
  'packages/shared/src/**/*.test.ts',
  'apps/server/src/**/*.unit.test.ts',
  'apps/server/src/architecture.test.ts',
  'scripts/**/*.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: unitTests } },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: apiTests,
          exclude: unitTests,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          env: { TEST_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude: unitTests,
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                env: { TEST_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
