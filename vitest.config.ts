import { defineConfig } from 'vitest/config';

// Server tests run on SQLite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const serverProjects = [
  { name: 'server-sqlite', env: { TEST_DIALECT: 'sqlite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server-postgres', env: { TEST_DIALECT: 'postgres' } }] : []),
];

export default defineConfig({
  test: {
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
          globalSetup: ['server/src/test/templates.ts'],
        },
      })),
    ],
  },
});
