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
      // Pure functions of the web app; pages and flows are tested in the browser by e2e/.
      { test: { name: 'web', include: ['web/src/**/*.test.ts'], environment: 'node' } },
      ...serverProjects.map(({ name, env }) => ({
        test: { name, include: ['server/src/**/*.test.ts'], env, testTimeout: 30_000, hookTimeout: 60_000 },
      })),
    ],
  },
});
