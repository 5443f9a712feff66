import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

// Each Playwright worker has its own production server, port and database (playwright.config.ts names the run's
// folder and the first port), so the workers run side by side without seeing each other's data; a worker started
// again after a failure gets the same port and database back.
export const test = base.extend<object, { server: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  server: [async ({}, use, workerInfo) => {
    const port = Number(process.env.E2E_PORT) + workerInfo.parallelIndex;
    const url = `http://127.0.0.1:${port}`;
    const dataDir = path.join(process.env.E2E_DATA_DIR!, `server-${workerInfo.parallelIndex}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, [path.join(here, '../../server/dist/main.mjs')], {
      env: {
        ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn',
        WEB_DIST: process.env.E2E_WEB_DIST, COMPANY_TIME_ZONE: process.env.TZ,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the e2e server on port ${port} exited with ${child.exitCode}`);
      const up = await fetch(`${url}/api/health`).then((answer) => answer.ok, () => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error(`the e2e server on port ${port} did not answer within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await use(url);
    child.kill();
    await exited;
  }, { scope: 'worker', timeout: 180_000 }],
  baseURL: async ({ server }, use) => {
    await use(server);
  },
});
