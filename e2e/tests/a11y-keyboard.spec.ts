import { expect, test, type Page } from './fixtures';
import { ADMIN, openSignedIn, quietAnnouncements } from './shell-helpers';
import { adminToken, call } from './member-helpers';

// The focused element as the test sees it, with whether it shows a focus indicator: a ring of at least 2 px (the
// browser's own is 1 px); for a text field the glow (box-shadow) on it or its wrapper, for a table row on its cells.
// A string script: the e2e code has no DOM types.
type Focused = { tag: string; testId: string | null; role: string | null; text: string; inside: string[]; inDialog: boolean; visible: boolean };
const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const ring = (node) => getComputedStyle(node).outlineStyle !== 'none' && parseFloat(getComputedStyle(node).outlineWidth) >= 2;
  const glow = (node) => getComputedStyle(node).boxShadow !== 'none';
  const field = el.matches('input, textarea') ? el.closest('.login-affix, .ant-input-affix-wrapper, .ant-select, .ant-picker') ?? el : null;
  const inside = [];
  for (let node = el; node; node = node.parentElement) if (node.dataset && node.dataset.testid) inside.push(node.dataset.testid);
  return {
    tag: el.tagName.toLowerCase(), testId: el.getAttribute('data-testid'), role: el.getAttribute('role'),
    text: (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 60), inside, inDialog: el.closest('[role="dialog"]') !== null,
    visible: field ? glow(el) || glow(field) : el.tagName === 'TR' ? [...el.cells].every(glow) : ring(el),
  };
})()`;

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(FOCUSED) as Promise<Focused | null>;
}

// Presses `key` (Tab by default) until the focused element is the one wanted; fails after `max` presses.
async function pressUntil(page: Page, wanted: (f: Focused) => boolean, what: string, key = 'Tab', max = 60): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (now && wanted(now)) {
      expect(now.visible, `${what}: no visible focus indicator on ${JSON.stringify(now)}`).toBe(true);
      return now;
    }
    seen.push(now ? `${now.tag}[${now.testId ?? now.role ?? ''}] ${now.text}` : 'body');
  }
  throw new Error(`${what} not reached with ${key}; focus went through:\n${seen.join('\n')}`);
}

async function expectFocus(page: Page, wanted: (f: Focused) => boolean, what: string) {
  await expect.poll(async () => {
    const now = await focused(page);
    return now && wanted(now) ? 'ok' : JSON.stringify(now);
  }, { message: what }).toBe('ok');
  expect((await focused(page))?.visible, `${what}: no visible focus indicator`).toBe(true);
}

test('the main flow by keyboard alone, the focus always visible', async ({ page }) => {
  await quietAnnouncements(page);
  await page.goto('/#/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();

  // Sign in: type into the two fields and submit with Enter.
  await pressUntil(page, (f) => f.testId === 'login-username', 'the username field');
  await page.keyboard.type(ADMIN.username);
  await pressUntil(page, (f) => f.testId === 'login-password', 'the password field');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('layout')).toBeVisible();
  await expect(page.getByTestId('dashboard-targets').getByTestId('target-summary')).toBeVisible();

  // The sidebar's menu: arrows move through it, Enter opens the houses group, then the house list.
  await pressUntil(page, (f) => f.role === 'menu' && f.inside.includes('sidebar'), 'the sidebar menu');
  // The menu drawn again while the shell settles loses the arrows' place: then start over from its first entry (Home).
  await expect(async () => {
    await page.keyboard.press('Home');
    await pressUntil(page, (f) => f.role === 'menuitem' && f.text === 'Houses', 'the houses group', 'ArrowDown', 5);
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  // The group's entries are reached by the arrows once it has opened (an arrow during its opening skips the first).
  await expect(page.getByTestId('menu-NewSell')).toBeVisible();
  await expect(page.locator('.ant-menu-submenu-open .ant-motion-collapse')).toHaveCount(0);
  await expect(async () => {
    const isHouseList = (f: Focused) => f.testId === 'menu-NewSell';
    // Past it (the place lost as above): back up to it.
    await pressUntil(page, isHouseList, 'the house list entry', 'ArrowDown', 3).catch(() => pressUntil(page, isHouseList, 'the house list entry', 'ArrowUp', 6));
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('house-list-page')).toBeVisible();
  await expect(page.getByTestId('house-table').locator('tr[data-house-id]').first()).toBeVisible();

  // A row of the list takes the focus (past the filters and the row's checkbox) and opens its house with Enter.
  await pressUntil(page, (f) => f.tag === 'tr' && f.inside.includes('house-table'), 'a house row', 'Tab', 80);
  const id = await page.evaluate('document.activeElement.getAttribute("data-house-id")');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(id));

  // A dialog opens with Enter on its button and closes with Escape, the focus back on the button.
  await pressUntil(page, (f) => f.testId === 'house-change-price', 'the change-price button', 'Tab', 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocus(page, (f) => f.inDialog, 'the focus inside the dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocus(page, (f) => f.testId === 'house-change-price', 'the focus back on the change-price button');

  // Back to the house list through its tab in the tabs bar; Delete then closes the house's tab.
  await pressUntil(page, (f) => f.testId === 'tag' && f.text === 'House list', 'the house list tab', 'Shift+Tab', 40);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('house-list-page')).toBeVisible();
  await expect(page.locator('[data-testid="tag"][data-active="1"]')).toHaveText('House list');
  const houseTab = page.locator(`[data-testid="tag"][data-path="/house/detail"]`);
  await expect(houseTab).toHaveCount(1);
  await pressUntil(page, (f) => f.testId === 'tag' && f.text !== 'House list' && f.text !== 'Dashboard', 'the house tab', 'Tab', 2);
  await page.keyboard.press('Delete');
  await expect(houseTab).toHaveCount(0);
});

test('text in a list that opens something takes the focus and opens with Enter', async ({ page }) => {
  await openSignedIn(page, '/operate/school');
  const first = page.getByTestId('school-row-name').first();
  await expect(first).toBeVisible();
  const name = await first.innerText();
  await pressUntil(page, (f) => f.testId === 'school-row-name' && f.text === name, 'the first school district', 'Tab', 60);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test("a phone line's remove cross is a button the keyboard reaches", async ({ page, request }) => {
  const token = await adminToken(request);
  const houses = await call<{ list: { id: number }[] }>(request, token, 'GET', 'house', { kind: 'sale', limit: 1 });
  await openSignedIn(page, `/house/detail?id=${houses.data.list[0]!.id}`);
  await page.getByTestId('house-tab-owners').click();
  await page.getByTestId('owner-add').click();
  await page.getByTestId('owner-form-add-phone').click();
  // The drawer may still move the focus to itself as it finishes opening: the line is focused again until Tab from it
  // lands on its cross.
  await expect(async () => {
    await page.getByTestId('owner-form-phone-1').focus();
    await pressUntil(page, (f) => f.tag === 'button' && f.text === 'Remove', "the second phone's remove button", 'Tab', 1);
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('owner-form-phone-1')).toHaveCount(0);
  await expect(page.getByTestId('owner-form-phone-0')).toBeVisible();
});

test('the focus ring follows the theme colour', async ({ page }) => {
  const teal = '#13c2c2';
  await page.addInitScript(`localStorage.setItem('brokerage_settings', JSON.stringify({ state: { theme: '${teal}' }, version: 0 }))`);
  await page.goto('/#/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await pressUntil(page, (f) => f.testId === 'login-submit', 'the sign-in button');
  expect(await page.evaluate('getComputedStyle(document.activeElement).outlineColor')).toBe('rgb(19, 194, 194)');
});
