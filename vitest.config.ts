import os from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.test.ts'];
const unitTests = [
  'packages/shared/src/**/*.test.ts',
  'apps/server/src/**/*.unit.test.ts',
  'apps/server/src/architecture.test.ts',
  'scripts/**/*.test.ts',
];
// API files that replace a module with vi.mock (named *.mocks.test.ts, architecture.test.ts checks)
// need a module graph of their own; every other API file shares its worker's (isolate: false),
// which spares importing the whole app once per file.
const mockingTests = ['apps/server/src/**/*.mocks.test.ts'];
// Real app processes (the production build) on one PostgreSQL database: `npm run test:multi`.
const multiProcessTests = ['apps/server/src/**/*.multi.test.ts'];

/** The API suite on one engine: the shared-module files, then the ones that mock. */
const apiProjects = (name: string, engine: 'pglite' | 'postgres') =>
  [
    {
      suffix: '',
      include: apiTests,
      exclude: [...unitTests, ...mockingTests, ...multiProcessTests],
      isolate: false,
    },
    { suffix: '-mocks', include: mockingTests, exclude: [], isolate: true },
  ].map(({ suffix, include, exclude, isolate }) => ({
    test: {
      name: `${name}${suffix}`,
      include,
      exclude,
      isolate,
      globalSetup: ['apps/server/src/test/global-setup.ts'],
      env: { TEST_ENGINE: engine },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }));

export default defineConfig({
  test: {
    // Vitest's default, one core less than the machine has, is one worker on a 2-core CI machine;
    // the API files spend much of their time waiting on the database (PostgreSQL's backends, the
    // clones of a template), so one worker more than the cores keeps them busy (the API suite on
    // both engines on 2 cores: 460 s with one worker, 335–420 s with two, 361 s with three).
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      { test: { name: 'unit', include: unitTests } },
      'apps/web/vitest.config.ts',
      ...apiProjects('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? apiProjects('api-postgres', 'postgres') : []),
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'multi',
                include: multiProcessTests,
                globalSetup: ['apps/server/src/test/multi/global-setup.ts'],
                testTimeout: 120_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
