import { expect, type APIRequestContext, type Page } from './fixtures';
import { call } from './member-helpers';

export const SCHOOL_PATH = '/operate/school';
export const LABEL_PATH = '/operate/operate-area';
export const ZONE_PATH = '/operate/duty-manage';

// Picks a community in a region picker (by its test id): types `search` (name, address or pinyin initials) and
// clicks the option named `name`. Retried: the options arrive from the server while the dropdown opens.
export async function pickRegion(page: Page, testId: string, search: string, name: string) {
  await expect(async () => {
    const picker = page.getByTestId(testId);
    await picker.click();
    await picker.locator('input').fill(search);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first().click({ timeout: 3000 });
    await expect(picker).toContainText(name, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

// Arranges a community of its own behind the page, so a run never collides with the demo's zones.
export async function addCommunity(request: APIRequestContext, token: string, name: string): Promise<number> {
  const region = await call<{ id: number }>(request, token, 'POST', 'region/add', { name });
  expect(region.code).toBe('200000');
  return region.data.id;
}

// Clicks a Popconfirm's trigger, then its OK button (found by test id).
export async function confirm(page: Page, trigger: ReturnType<Page['getByTestId']>, okTestId: string) {
  await trigger.click();
  // Closed popovers stay in the page, hidden: only the open one counts.
  await page.getByTestId(okTestId).filter({ visible: true }).click();
}

// The drawer (antd) that holds the element with `testId`.
export function drawerOf(page: Page, testId: string) {
  return page.locator('.ant-drawer-content').filter({ has: page.getByTestId(testId) });
}

// Closes the drawer holding `testId` with its close button (Escape would first close an open dropdown inside it),
// retrying while the drawer is still animating in.
export async function closeDrawer(page: Page, testId: string) {
  const content = page.getByTestId(testId);
  await expect(async () => {
    if (await content.isVisible()) {
      // Dispatched on the button itself: a toast over it stays while the pointer rests on it (antd keeps a hovered
      // message), so a click at its place never reached the button (CI, operate.spec.ts).
      await page.getByRole('dialog').filter({ has: content }).getByRole('button', { name: /^(Close|关闭)$/ }).first().dispatchEvent('click');
    }
    await expect(content).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}
