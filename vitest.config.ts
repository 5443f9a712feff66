import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Server tests run on SQLite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const serverProjects = [
  { name: 'server-sqlite', env: { TEST_DIALECT: 'sqlite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server-postgres', env: { TEST_DIALECT: 'postgres' } }] : []),
];

export default defineConfig({
  test: {
    // A test file mostly waits on its database, so as many files run at once as there are cores (Vitest's default
    // keeps one core free, which on a two-core machine runs the files one by one).
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
      // Checks over the whole code base: no import circles (tools/imports.test.ts).
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      // The benchmark's pure parts (options, results, targets); the benchmark itself runs only by npm run bench.
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      // Pure functions of the web app; pages and flows are tested in the browser by e2e/.
      { test: { name: 'web', include: ['web/src/**/*.test.ts'], environment: 'node' } },
      // Front-end size budgets: builds the web app in memory (production config) and checks what each route
      // downloads (docs/performance.md, "Front end").
      { test: { name: 'budget', include: ['web/budget/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      // Each server test file starts from a copy of a database migrated (and seeded) once per run (server/src/test/templates.ts).
      ...serverProjects.map(({ name, env }) => ({
        test: {
          name, include: ['server/src/**/*.test.ts'], env, testTimeout: 30_000, hookTimeout: 60_000,
          // The files share a worker's loaded modules instead of importing the whole server again each (none mocks a
          // module, and each starts from its own database copy).
          isolate: false,
          globalSetup: ['server/src/test/templates.ts'],
        },
      })),
    ],
  },
});
