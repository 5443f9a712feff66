import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, AGENT, MANAGER, signIn, toast, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { adminToken, call, login } from './member-helpers';
import { DEMO_COMMUNITY, freeSaleDoor, houseRows, pick, type FreeDoor } from './house-helpers';

type HouseRow = { id: number; version: number; door_id: number; pool: string; status: string; maintainer_id: number; store_id: number | null };
type Roles = { version: number; list: { role: string; staff_id: number | null; staff_name: string }[] };
type Named = { id: number; name: string };


async function openDetail(page: Page, id: number) {
  await expect(page.getByTestId('house-detail-page')).toHaveAttribute('data-house-id', String(id));
}

// Enters a sale house on a free door of the demo community through the API.
async function enterOn(request: APIRequestContext, token: string, door: FreeDoor) {
  const answer = await call<HouseRow>(request, token, 'POST', 'house/add', {
    kind: 'sale', door_id: door.door.id, use: 'residence', rooms: 2, halls: 1, baths: 1, area: 80, total_floors: 40, orientation: 'south',
    decoration: 'fine', rent_payment: null, source: 'walk_in', current_use: 'vacant', price: 3_000_000, grade: 'b',
  });
  expect(answer.code).toBe('200000');
  return answer.data;
}

// The door of a house as the picker names it (community → building → unit → floor → door).
async function doorOf(request: APIRequestContext, token: string, houseId: number): Promise<FreeDoor> {
  const house = (await call<{ region_id: number; region_name: string; building_id: number; building_name: string; unit_id: number; unit_name: string; floor_id: number; door_id: number; door_name: string }>(
    request, token, 'GET', `house/${houseId}`)).data;
  const floors = (await call<{ list: (Named & { number: number })[] }>(request, token, 'GET', 'house/floor_list', { unit_id: house.unit_id })).data.list;
  const floor = floors.find((f) => f.id === house.floor_id);
  if (!floor) throw new Error('no floor');
  return {
    region: { id: house.region_id, name: house.region_name }, building: { id: house.building_id, name: house.building_name },
    unit: { id: house.unit_id, name: house.unit_name }, floor, door: { id: house.door_id, name: house.door_name },
  };
}

async function pickDoorInDialog(page: Page, door: FreeDoor) {
  await pick(page, 'house-form-region', door.region.name, DEMO_COMMUNITY.initials);
  await pick(page, 'house-form-building', door.building.name);
  await pick(page, 'house-form-unit', door.unit.name);
  await pick(page, 'house-form-floor', door.floor.name);
  await pick(page, 'house-form-door', door.door.name);
}

test('a manager makes himself surveyor of a house: the role shows in the timeline and on his my-house surveyor tab', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await login(request, MANAGER.username, MANAGER.password);
  const houses = await call<{ list: HouseRow[] }>(request, token, 'GET', 'house', { kind: 'sale', pool: 'private', status: 'valid', limit: 20 });
  const house = houses.data.list.find((h) => h.store_id !== null);
  if (!house) throw new Error('no private house in the manager\'s store');
  // Start from an empty surveyor role.
  const roles = await call<Roles>(request, token, 'GET', `staffrole/${house.id}`);
  if (roles.data.list.find((r) => r.role === 'survey')?.staff_id !== null) {
    expect((await call(request, token, 'POST', 'staffrole/update', { house_id: house.id, role: 'survey', staff_id: null, version: roles.data.version })).code).toBe('200000');
  }

  await withoutAnnouncements(page);
  await signIn(page, MANAGER, `/house/detail?id=${house.id}`);
  await openDetail(page, house.id);
  await page.getByTestId('house-tab-roles').click();
  const survey = page.getByTestId('house-role-survey');
  await expect(survey).toContainText('Nobody yet');
  await survey.getByTestId('house-role-edit').click();
  await pick(page, 'role-dialog-person', `${MANAGER.name} (${MANAGER.username} · 陆家嘴店)`, MANAGER.name);
  await page.getByTestId('role-dialog-ok').click();
  await expect(toast(page, 'Role assigned')).toBeVisible();
  await expect(survey.getByTestId('house-role-holder')).toHaveText(MANAGER.name);

  // The change is in the house's history.
  await page.getByRole('tab', { name: 'Follow-ups' }).click();
  await expect(page.getByTestId('followup-item').filter({ hasText: `Surveyor: nobody → ${MANAGER.name}` })).toHaveCount(1);

  // And the house is on his my-house page under the surveyor tab (the latest change first).
  await page.goto('/#/house/my-house');
  const screen = page.getByTestId('my-house-page');
  await page.getByTestId('my-house-role-survey').click();
  await expect(screen.locator(`tr.ant-table-row[data-house-id="${house.id}"]`)).toBeVisible();
  const found = await call<{ page: { total: number } }>(request, token, 'POST', 'staffrole/findsurvey', { kind: 'sale', page: 1, limit: 20 });
  await expect(screen.locator('.ant-pagination-total-text')).toHaveText(`${found.data.page.total} houses`);
  await expect(houseRows(page).first()).toHaveAttribute('data-house-id', String(house.id));
});

test('a house moved to a door that holds a house is refused naming it; then moved to a free door', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const house = await enterOn(request, token, await freeSaleDoor(request, token));
  const occupied = await enterOn(request, token, await freeSaleDoor(request, token));
  const taken = await doorOf(request, token, occupied.id);
  const free = await freeSaleDoor(request, token);

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, `/house/detail?id=${house.id}`);
  await openDetail(page, house.id);
  await page.getByTestId('house-change-door').click();
  const dialog = page.getByTestId('house-door-dialog');
  await pickDoorInDialog(page, taken);
  await page.getByTestId('house-door-ok').click();
  await expect(dialog.getByTestId('house-duplicate')).toBeVisible();
  await expect(dialog.getByTestId('house-duplicate-match')).toContainText(taken.door.name);
  expect((await call<HouseRow>(request, token, 'GET', `house/${house.id}`)).data.door_id).not.toBe(taken.door.id);

  await pickDoorInDialog(page, free);
  await page.getByTestId('house-door-reason').fill('录错门牌');
  await page.getByTestId('house-door-ok').click();
  await expect(toast(page, 'Door changed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await call<HouseRow>(request, token, 'GET', `house/${house.id}`)).data.door_id).toBe(free.door.id);
  const line = page.getByTestId('followup-item').filter({ hasText: 'Door:' });
  await expect(line).toContainText(free.door.name);
  await expect(line).toContainText('录错门牌');
});

test('an agent claims a public house and opens its QR code', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const publics = await call<{ list: HouseRow[] }>(request, token, 'GET', 'house', { kind: 'sale', pool: 'public', status: 'valid', limit: 1 });
  const house = publics.data.list[0];
  if (!house) throw new Error('no public house');
  const agentToken = (await login(request, AGENT.username, AGENT.password)).token;
  const me = await call<{ id: number }>(request, agentToken, 'GET', 'user/info');

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/house/detail?id=${house.id}`);
  await openDetail(page, house.id);
  await page.getByTestId('house-claim').click();
  await page.getByTestId('house-claim-ok').click();
  await expect(toast(page, 'House claimed')).toBeVisible();
  await expect(page.getByTestId('house-claim')).toHaveCount(0);
  const claimed = await call<HouseRow>(request, token, 'GET', `house/${house.id}`);
  expect(claimed.data).toMatchObject({ pool: 'private', maintainer_id: me.data.id });

  await page.getByTestId('house-qr').click();
  const qr = page.getByTestId('house-qr-dialog');
  await expect(qr.getByTestId('house-qr-image')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(qr.getByTestId('house-qr-link')).toContainText(`/#/house/detail?id=${house.id}`);
  await expect(qr.getByTestId('house-qr-download')).toHaveAttribute('download', `house-${house.id}.svg`);
  // The browser decoded the server's SVG into a picture.
  const width = await qr.getByTestId('house-qr-image').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);
  expect(width).toBeGreaterThan(0);
});
