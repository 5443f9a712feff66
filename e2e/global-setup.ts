import { request, type FullConfig } from '@playwright/test';
import { adminToken, call } from './tests/member-helpers';
import { settingsApplied } from './tests/shell-helpers';

// The anti-debug guard (on by default) takes a page whose thread stalls past its threshold for a debugger and blanks
// it; on a loaded two-core machine any test could stall so, so the run switches it off once before the tests
// (webServer is up by now) and tests/shell-debug-guard.spec.ts switches it on for itself.
export default async function globalSetup(config: FullConfig): Promise<void> {
  const context = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  try {
    const saved = await call(context, await adminToken(context), 'POST', 'setting/safe', { debug_guard_enabled: 0 });
    if (saved.code !== '200000') throw new Error(`switching the anti-debug guard off failed: ${JSON.stringify(saved)}`);
    // The other server processes see the change once their settings cache expires.
    await settingsApplied();
  } finally {
    await context.dispose();
  }
}
