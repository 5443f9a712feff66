import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { MENU_TREE, flattenMenu } from '@brokerage/contract';
import { openSignedIn } from './shell-helpers';
import { detailScreens, menuScreens, settled } from './screen-helpers';

// WCAG 2.1 AA on every screen (axe-core): no serious or critical violation, except the contrast of the spec's own theme
// colour #1890ff (white on it is 3.2:1), which the spec prescribes. Two rules are left out, both about antd's own
// markup with no option to change it: a table wider than the screen scrolls sideways without a focusable cell
// (scrollable-region-focusable), and tabs put their overflow button inside the tab list (aria-required-children).
const LEFT_OUT = ['scrollable-region-focusable', 'aria-required-children'];

const THEME_BLUE = /#1890ff/i;

// One test per menu group (and one for the shell, one for the detail screens) instead of one walk through all the
// screens, so the workers share the walk rather than one of them taking minutes over it after the others are done.
test.describe.configure({ mode: 'parallel' });

async function violations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).disableRules(LEFT_OUT);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.id === 'color-contrast' ? v.nodes.filter((n) => !THEME_BLUE.test(n.failureSummary ?? '')) : v.nodes }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`).join('\n')}`);
}

// Signs in and checks each screen in turn: the whole page (the shell: header, menu, tabs) where `whole` says so, else
// only the screen's own view, as the shell is the same on all and the views of earlier tabs stay mounted, hidden.
async function expectAccessible(page: Page, paths: string[], whole = false): Promise<void> {
  test.setTimeout(240_000);
  await openSignedIn(page, '/index');
  // Screens are checked at rest: the pointer, left where signing in clicked, would otherwise hover whatever lies there.
  await page.mouse.move(0, 0);
  const found: string[] = [];
  let checked = 0;
  for (const path of paths) {
    await page.goto(`/#${path}`);
    await expect(page.getByTestId('layout').or(page.getByTestId('page-404')).first()).toBeVisible();
    await settled(page);
    if (await page.getByTestId('page-404').count()) continue;
    const view = `[data-testid="page-view"][data-path="${path.split('?')[0]}"]`;
    await expect(page.locator(view)).toBeVisible();
    for (const v of await violations(page, whole ? undefined : view)) found.push(`${path}: ${v}`);
    checked++;
  }
  expect(found.join('\n')).toBe('');
  // A group whose every screen answered "not found" would otherwise pass having checked nothing.
  expect(checked, `screens checked of ${paths.join(', ')}`).toBeGreaterThan(0);
}

test('the shell and the dashboard meet WCAG 2.1 AA (axe-core: no serious or critical violation)', async ({ page }) => {
  expect(flattenMenu().length).toBeGreaterThan(10);
  await expectAccessible(page, ['/index'], true);
});

for (const group of MENU_TREE) {
  test(`the screens of the ${group.name} menu group meet WCAG 2.1 AA`, async ({ page }) => {
    await expectAccessible(page, menuScreens([group]));
  });
}

test('the house, customer, deal and new-house detail screens meet WCAG 2.1 AA', async ({ page, request }) => {
  await expectAccessible(page, await detailScreens(request));
});
