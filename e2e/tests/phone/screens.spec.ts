import { expect, test, type Locator, type Page } from '../fixtures';
import { flattenMenu } from '@brokerage/contract';
import { ADMIN, signIn, withoutAnnouncements, withoutTargetDialog } from '../account-helpers';
import { detailScreens, menuScreens, settled } from '../screen-helpers';

// An agent in the field (the playwright project `phone`, 390 × 844): no screen scrolls sideways. Lists show cards on a
// phone; a table that is not a list may scroll inside its own wrapper, never the page.

const WIDTH = 390;
// The page's container under the header (its padding holds the negative margins of a row's gutter).
const CONTENT = '.ant-layout-content';

// What sticks out past the screen's right edge in `root` (a CSS selector): the outermost such elements, skipping those
// clipped by a scrolling or hidden-overflow box of their own (a table's scroll wrapper, a tab strip), the widths of
// the document and of `root` itself, and what is squeezed. A string script: the e2e tests have no DOM types.
function measure(root: string): string {
  return `(() => {
    const W = ${WIDTH};
    const root = document.querySelector(${JSON.stringify(root)});
    const doc = document.documentElement.scrollWidth;
    if (!root) return JSON.stringify({ doc, missing: true });
    const clipped = (el) => {
      for (let p = el.parentElement; p && p !== root; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' && p.getBoundingClientRect().right <= W + 0.5) return true;
      }
      return false;
    };
    const name = (el) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' ? el.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
      return el.tagName.toLowerCase() + (id ? '[data-testid=' + id + ']' : '') + (cls ? '.' + cls : '');
    };
    const out = [];
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= W + 0.5) continue;
      const parent = el.parentElement;
      if (parent && parent !== root && parent.getBoundingClientRect().right > W + 0.5 && !clipped(parent)) continue;
      if (clipped(el)) continue;
      out.push(name(el) + ' right=' + Math.round(r.right) + ' "' + (el.textContent || '').trim().slice(0, 40) + '"');
      if (out.length >= 8) break;
    }
    // Fitting is not enough: facts two a row squeeze their values to a word a line, and a card title beside its
    // actions is cut to nothing.
    for (const row of root.querySelectorAll('.ant-descriptions-row')) {
      if (row.getClientRects().length > 0 && row.querySelectorAll('.ant-descriptions-item-label').length > 1) {
        out.push('two facts a row: "' + (row.textContent || '').trim().slice(0, 40) + '"');
      }
    }
    for (const title of root.querySelectorAll('.ant-card-head-title')) {
      if (title.getClientRects().length > 0 && title.scrollWidth > title.clientWidth + 1) {
        out.push('card title cut off: ' + title.clientWidth + ' of ' + title.scrollWidth + ' px "' + (title.textContent || '').trim().slice(0, 40) + '"');
      }
    }
    return JSON.stringify({ doc, root: root.scrollWidth, rootWidth: root.clientWidth, out });
  })()`;
}

// Problems of the screen shown, as lines for the failure message (none when it fits).
async function overflow(page: Page, label: string, root: string): Promise<string[]> {
  const m = JSON.parse(String(await page.evaluate(measure(root)))) as { doc: number; root?: number; rootWidth?: number; missing?: boolean; out?: string[] };
  if (m.missing) return [`${label}: ${root} not found`];
  if (m.doc <= WIDTH && (m.root ?? 0) <= (m.rootWidth ?? 0) + 1 && !m.out?.length) return [];
  return [`${label}: page ${m.doc} px wide, content ${m.root} px in ${m.rootWidth} px`, ...(m.out ?? []).map((line) => `    ${line}`)];
}

// Opens each further tab of the first tab bar in `scope` and measures it. A phone shows only the first few tabs in the
// bar (the rest behind its "more" menu or a swipe), so the click is dispatched to the tab rather than aimed at it.
async function everyTab(page: Page, label: string, scope: Locator, root: string): Promise<string[]> {
  const tabs = scope.locator('.ant-tabs').first().locator('.ant-tabs-nav .ant-tabs-tab .ant-tabs-tab-btn');
  const count = await tabs.count();
  expect(count, `${label}: tabs`).toBeGreaterThan(1);
  const found: string[] = [];
  for (let i = 1; i < count; i++) {
    const tab = tabs.nth(i);
    const name = (await tab.textContent()) ?? String(i);
    await tab.dispatchEvent('click');
    await expect(scope.locator('.ant-tabs').first().locator('.ant-tabs-tab-active .ant-tabs-tab-btn')).toHaveText(name);
    await settled(page);
    found.push(...await overflow(page, `${label} (${name})`, root));
  }
  return found;
}

test.beforeEach(async ({ page }) => {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
});

test('on a phone no screen of the menu and no detail page scrolls sideways', async ({ page, request }) => {
  test.setTimeout(600_000);
  expect(flattenMenu().length).toBeGreaterThan(10);
  const details = await detailScreens(request);
  await signIn(page, ADMIN);
  await expect(page.getByTestId('layout')).toHaveAttribute('data-device', 'mobile');
  const found: string[] = [];
  let seen = 0;
  for (const path of ['/index', ...menuScreens(), ...details]) {
    await page.goto(`/#${path}`);
    await expect(page.getByTestId('layout').or(page.getByTestId('page-404')).first()).toBeVisible();
    if (await page.getByTestId('page-404').count()) continue;
    const view = `[data-testid="page-view"][data-path="${path.split('?')[0]}"]`;
    await expect(page.locator(view)).toBeVisible();
    await settled(page);
    found.push(...await overflow(page, path, CONTENT));
    seen += 1;
    if (details.includes(path)) found.push(...await everyTab(page, path, page.locator(view), CONTENT));
  }
  expect(seen).toBeGreaterThan(10);
  expect(found.join('\n')).toBe('');
});

test('on a phone the staff details fit the screen', async ({ page }) => {
  await signIn(page, ADMIN, '/member/management');
  await page.getByTestId('staff-table').getByTestId('list-card').first().getByTestId('staff-detail').click();
  await expect(page.getByTestId('staff-detail-info')).toBeVisible();
  await page.waitForTimeout(500);
  const body = '.ant-drawer-body:has([data-testid="staff-detail"])';
  const found = [...await overflow(page, 'staff details', body), ...await everyTab(page, 'staff details', page.locator(body), body)];
  expect(found.join('\n')).toBe('');
});
