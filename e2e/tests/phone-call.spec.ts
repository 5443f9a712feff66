import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { AGENT, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { call, login } from './member-helpers';
import { openDetailTab } from './house-helpers';

type Owner = { id: number; name: string; phones: { index: number; masked: string }[] };
type Call = { id: number; state: string; duration: number; recording_url: string | null; house_id: number };

// Serious or critical WCAG 2.1 AA violations within a part of the page, judged as e2e/tests/a11y.spec.ts judges every
// screen: the contrast of the spec's own theme colour #1890ff is the spec's choice, and antd's two unchangeable rules.
async function violations(page: Page, include: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(['scrollable-region-focusable', 'aria-required-children']).include(include).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.filter((n) => v.id !== 'color-contrast' || !/#1890ff/i.test(n.failureSummary ?? '')).map((n) => `${v.id}: ${n.target.join(' ')}`));
}

// A house the agent maintains with an owner who has a phone.
async function agentHouseWithOwner(request: APIRequestContext, token: string): Promise<{ houseId: number; owner: Owner }> {
  const me = await call<{ id: number }>(request, token, 'GET', 'user/info');
  const houses = await call<{ list: { id: number; maintainer_id: number | null }[] }>(request, token, 'GET', 'house', { kind: 'sale', limit: 50 });
  for (const house of houses.data.list.filter((h) => h.maintainer_id === me.data.id)) {
    const owners = await call<{ list: Owner[] }>(request, token, 'GET', 'houseowner', { house_id: house.id });
    const owner = owners.data.list.find((o) => o.phones.length > 0);
    if (owner) return { houseId: house.id, owner };
  }
  throw new Error('the agent maintains no sale house with an owner');
}

// The few members of an <audio> element used here (the tests compile without the DOM's types).
type Audio = {
  duration: number; preload: string; error: { code: number } | null; load: () => void;
  addEventListener: (type: string, listener: () => void, options: { once: boolean }) => void;
};

// Loads a recording in the page far enough to read its length: the browser could fetch and decode it.
async function playableSeconds(within: Page | Locator, testId: string): Promise<number> {
  return within.getByTestId(testId).first().evaluate((element) => new Promise<number>((resolve, reject) => {
    const audio = element as unknown as Audio;
    audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
    audio.addEventListener('error', () => reject(new Error(`recording failed to load: ${audio.error?.code}`)), { once: true });
    audio.preload = 'metadata';
    audio.load();
  }));
}

test('an agent calls an owner from the owners tab, answers on the sandbox phones, sees the call answered and plays its recording in the Calls tab', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const token = (await login(request, AGENT.username, AGENT.password)).token;
  const info = await call<{ staff_phone: string }>(request, token, 'GET', 'user/info');
  expect(info.data.staff_phone).not.toBe('');
  const { houseId, owner } = await agentHouseWithOwner(request, token);
  const phone = owner.phones[0]!;

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/house/detail?id=${houseId}`);
  await openDetailTab(page, 'owners');
  await expect(page.getByTestId('owner-phone-call').first()).toBeEnabled();
  expect(await violations(page, '[data-testid="house-owners"]')).toEqual([]);
  const ownerRow = page.getByTestId('owner-table').locator('[data-testid="owner-phone"]').filter({ hasText: phone.masked }).first().locator('xpath=..');
  await ownerRow.getByTestId('owner-phone-call').click();

  // The dialog: the agent's own number rung first, the owner's phone masked, calling.
  const dialog = page.getByTestId('call-dialog');
  await expect(dialog).toHaveAttribute('data-state', 'calling');
  await expect(page.getByTestId('call-caller')).toHaveText(info.data.staff_phone);
  await expect(page.getByTestId('call-callee')).toContainText(phone.masked);
  const callId = Number(await dialog.getAttribute('data-id'));
  const sandboxUrl = await page.getByTestId('call-sandbox-link').getAttribute('href');
  expect(sandboxUrl).toMatch(/\/sandbox-call\/SC[0-9A-F]{20}$/);

  // Both phones on the sandbox's page: answered for 8 seconds.
  const phones = await context.newPage();
  await phones.goto(sandboxUrl!);
  await expect(phones.getByTestId('sandbox-callee')).toHaveText(phone.masked);
  await expect(phones.getByTestId('sandbox-caller')).toHaveText(info.data.staff_phone);
  await phones.getByLabel('Talk for (seconds)').fill('8');
  await phones.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(phones.getByTestId('sandbox-state')).toContainText('Answered and ended');
  await phones.close();

  // The dialog learns of the end by asking.
  await expect(dialog).toHaveAttribute('data-state', 'answered', { timeout: 30_000 });
  await expect(page.getByTestId('call-state')).toHaveText('Answered');
  await expect(page.getByTestId('call-sandbox-link')).toHaveCount(0);
  await page.getByTestId('call-dialog-close').click();

  const listed = await call<{ list: Call[] }>(request, token, 'GET', 'phone/list', { house_id: houseId });
  expect(listed.data.list[0]).toMatchObject({ id: callId, state: 'answered', duration: 8 });

  // The Calls tab: the call answered, with a recording the browser loads and plays.
  await openDetailTab(page, 'calls');
  const row = page.getByTestId('call-table').locator(`[data-id="${callId}"]`);
  await expect(row).toHaveAttribute('data-state', 'answered');
  await expect(row.getByTestId('call-row-state')).toHaveText('Answered');
  await expect(row.getByTestId('call-recording')).toHaveAttribute('src', /\/uploads\/call-recordings\/[0-9a-f]{32}\.wav\?exp=\d+&sig=/);
  expect(await playableSeconds(row, 'call-recording')).toBeGreaterThan(1);
  expect(await violations(page, '[data-testid="house-calls"]')).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Calls tab shows the house\'s calls as cards with their recordings', async ({ page, request }) => {
    const token = (await login(request, AGENT.username, AGENT.password)).token;
    // The demo agent's calls with recordings (seeded, or the test above).
    const calls = await call<{ list: Call[] }>(request, token, 'GET', 'phone/list', { state: 'answered' });
    const answered = calls.data.list.find((c) => c.recording_url);
    expect(answered).toBeTruthy();
    await withoutAnnouncements(page);
    await withoutTargetDialog(page);
    await signIn(page, AGENT, `/house/detail?id=${answered!.house_id}`);
    await openDetailTab(page, 'calls');
    const table = page.getByTestId('call-table');
    await expect(table).toHaveAttribute('data-layout', 'cards');
    await expect(page.getByTestId('call-recording').first()).toBeVisible();
    expect(await playableSeconds(page, 'call-recording')).toBeGreaterThan(0);
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
  });
});
