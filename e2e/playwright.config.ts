import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
// Worker n's server listens on E2E_PORT + n (tests/fixtures.ts); the variables carry the run's settings to the workers.
process.env.E2E_PORT ||= '8190';
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Playwright loads this file again in every worker; the variable carries the runner's directory to them,
// so only one fresh database directory is made per run (and removed when the runner exits).
function freshDataDir(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerage-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}
if (!process.env.E2E_DATA_DIR) freshDataDir();

// The server serves whatever web/dist (or WEB_DIST) holds; without a build every page test would fail obscurely.
const webDist = process.env.WEB_DIST || path.join(here, '../web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  throw new Error(`${webDist} is missing: run \`npm run build -w web\` from the repository root first`);
}
process.env.E2E_WEB_DIST = webDist;

// Staff work in the company's time zone (the server's COMPANY_TIME_ZONE): the browsers, and the specs' own date
// arithmetic, run in it too, so "today" and "this week" agree with the server's whatever the machine's zone is.
const COMPANY_TIME_ZONE = 'Asia/Shanghai';
process.env.TZ = COMPANY_TIME_ZONE;

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests',
  // Each worker runs its own server and database (tests/fixtures.ts): one per core, at most two, by default.
  workers: Number(process.env.E2E_WORKERS || Math.min(2, os.availableParallelism())),
  // Two cores run the server, the browser and the build: allow for a slow machine rather than fail on it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A loaded two-core machine can still fail a test by a timing slip now and then: in CI a failing test gets one more
  // try and is reported as flaky (the log names it) instead of failing the run.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    headless: true,
    // The app picks its language from the browser: pin it so texts are predictable.
    locale: 'en-US',
    timezoneId: COMPANY_TIME_ZONE,
    // The app then opens dialogs, drawers and menus without animation (it honours the setting), so a click never lands
    // on an element still moving into place.
    reducedMotion: 'reduce',
  },
  projects: [
    // The desk: every test outside tests/phone on an office screen, 1440 × 900.
    { name: 'chromium', testIgnore: 'phone/**', use: { browserName: 'chromium', launchOptions, viewport: { width: 1440, height: 900 } } },
    // An agent in the field: the main flows on a phone 390 × 844, touch, in tests/phone.
    {
      name: 'phone',
      testMatch: 'phone/**/*.spec.ts',
      use: { browserName: 'chromium', launchOptions, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
