import { expect, test } from './fixtures';
import { ADMIN, AGENT, signIn, toast, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { adminToken, call } from './member-helpers';
import { houseRows } from './house-helpers';

type Paged = { list: { id: number; maintainer_name: string; region_name: string }[]; page: { total: number } };


test('an agent sees only the houses they maintain on My listings, sale and rent, and opens one', async ({ page, request }) => {
  const token = await adminToken(request);
  const staff = await call<{ list: { id: number; account: string }[] }>(request, token, 'GET', 'users', { keyword: AGENT.username, limit: 20 });
  const agentId = staff.data.list.find((s) => s.account === AGENT.username)?.id;
  expect(agentId).toBeDefined();
  const mine = async (kind: 'sale' | 'rent') => (await call<Paged>(request, token, 'GET', 'house', { kind, maintainer_id: agentId, limit: 20 })).data;
  const sale = await mine('sale');
  const rent = await mine('rent');
  expect(sale.page.total).toBeGreaterThan(0);
  // Houses of others the agent may see (the public pool) stay off the page.
  const others = await call<Paged>(request, token, 'GET', 'house', { kind: 'sale', pool: 'public', limit: 100 });
  expect(others.data.list.some((h) => h.maintainer_name !== AGENT.name)).toBe(true);

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, '/house/my-house');
  const screen = page.getByTestId('my-house-page');
  await expect(screen).toContainText('My listings');
  const maintainers = (count: number) => Array<string>(count).fill(AGENT.name);
  await expect(houseRows(page)).toHaveCount(Math.min(sale.page.total, 20));
  await expect(houseRows(page).locator('td').filter({ hasText: new RegExp(`^${AGENT.name}`) })).toHaveCount(Math.min(sale.page.total, 20));
  await expect(screen.locator('.ant-pagination-total-text')).toHaveText(`${sale.page.total} houses`);
  const ids = await houseRows(page).evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-house-id'))));
  expect(ids).toEqual(sale.list.map((h) => h.id));
  expect(sale.list.map((h) => h.maintainer_name)).toEqual(maintainers(sale.list.length));

  await page.getByTestId('my-house-tab-rent').click();
  await expect(screen.locator('.ant-pagination-total-text')).toHaveText(`${rent.page.total} houses`);
  await expect(houseRows(page)).toHaveCount(Math.min(rent.page.total, 20));
  const rentIds = await houseRows(page).evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-house-id'))));
  expect(rentIds).toEqual(rent.list.map((h) => h.id));

  // A row opens the house's detail.
  await page.getByTestId('my-house-tab-sale').click();
  const first = sale.list[0];
  if (!first) throw new Error('no sale house');
  await houseRows(page).first().click();
  await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(first.id));
});

test('a favourite added through the API shows on My favourites and is removed there', async ({ page, request }) => {
  const token = await adminToken(request);
  const houses = await call<Paged>(request, token, 'GET', 'house', { kind: 'rent', limit: 1 });
  const house = houses.data.list[0];
  if (!house) throw new Error('no rental house');
  expect((await call(request, token, 'POST', 'housefav/add', { id: house.id })).code).toBe('200000');

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, '/house/my-favorite');
  const screen = page.getByTestId('my-favorite-page');
  await expect(screen).toContainText('My favourites');
  const row = screen.locator(`tr.ant-table-row[data-house-id="${house.id}"]`);
  await expect(row).toContainText(house.region_name);
  await page.getByTestId('my-favorite-tab-sale').click();
  await expect(row).toHaveCount(0);
  await page.getByTestId('my-favorite-tab-rent').click();
  await expect(row).toBeVisible();

  const removed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/housefav/delete');
  // Watched from before the click: the message shows for 3 s, which a slow try's own wait may outlast.
  const told = expect(toast(page, 'Removed from favourites')).toBeVisible({ timeout: 25_000 });
  // A try whose removal landed after its own wait is done: the row (and its button) are gone.
  await expect(async () => {
    if (await row.count() === 0) return;
    if (await page.locator('.ant-popconfirm:visible').count() === 0) await page.getByTestId(`fav-remove-${house.id}`).click({ timeout: 2000 });
    await page.locator('.ant-popconfirm:visible .ant-popconfirm-buttons .ant-btn-primary').click({ timeout: 2000 });
    await expect(row).toHaveCount(0, { timeout: 5000 });
  }).toPass({ timeout: 20_000 });
  expect(((await (await removed).json()) as { code: string }).code).toBe('200000');
  await told;
  const left = await call<Paged>(request, token, 'GET', 'housefav', { page: 1, limit: 100 });
  expect(left.data.list.map((h) => h.id)).not.toContain(house.id);
});
