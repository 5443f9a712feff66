import { expect, type APIRequestContext, type Page } from './fixtures';
import { call } from './member-helpers';

export const HOUSE_LIST_PATH = '/house/new-sell';
export const DEMO_COMMUNITY = { name: '万科城市花园', initials: 'wkcs' };

type Named = { id: number; name: string };
type HouseRow = { id: number; door_id: number; status: string; region_name: string };
export type FreeDoor = {
  region: Named; building: Named; unit: Named; floor: Named & { number: number }; door: Named;
};

async function listOf<T>(request: APIRequestContext, token: string, path: string, input: Record<string, unknown>): Promise<T[]> {
  const answer = await call<{ list: T[] }>(request, token, 'GET', path, input);
  expect(answer.code).toBe('200000');
  return answer.data.list;
}

// Every door of the community that holds a live sale house (not 注销), read page by page from the house list.
async function takenDoors(request: APIRequestContext, token: string, regionId: number): Promise<Set<number>> {
  const taken = new Set<number>();
  for (let page = 1; page < 100; page += 1) {
    const answer = await call<{ list: HouseRow[]; page: { total: number } }>(request, token, 'GET', 'house', { kind: 'sale', region_id: regionId, page, limit: 100 });
    expect(answer.code).toBe('200000');
    answer.data.list.filter((h) => h.status !== 'cancelled').forEach((h) => taken.add(h.door_id));
    if (page * 100 >= answer.data.page.total) break;
  }
  return taken;
}

// A door of the demo community without a sale house, found through the pickers' own look-ups.
export async function freeSaleDoor(request: APIRequestContext, token: string): Promise<FreeDoor> {
  const regions = await listOf<Named>(request, token, 'house/region_list', { keyword: DEMO_COMMUNITY.initials, limit: 50 });
  const region = regions.find((r) => r.name === DEMO_COMMUNITY.name);
  expect(region).toBeDefined();
  if (!region) throw new Error('no demo community');
  const taken = await takenDoors(request, token, region.id);
  for (const building of await listOf<Named>(request, token, 'house/building_list', { region_id: region.id })) {
    for (const unit of await listOf<Named>(request, token, 'house/unit_list', { building_id: building.id })) {
      for (const floor of await listOf<Named & { number: number }>(request, token, 'house/floor_list', { unit_id: unit.id })) {
        const door = (await listOf<Named>(request, token, 'house/door_list', { floor_id: floor.id })).find((d) => !taken.has(d.id));
        if (door) return { region, building, unit, floor, door };
      }
    }
  }
  throw new Error('every door of the demo community has a sale house');
}

// Opens an antd select (by its test id) and picks the option titled exactly `name`, typing `search` first when
// given. Retried: options arrive from the server while the dropdown opens.
export async function pick(page: Page, testId: string, name: string, search?: string) {
  const select = page.getByTestId(testId);
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`).first();
  await expect(async () => {
    await select.click();
    if (search !== undefined) await select.locator('input').fill(search);
    // A long list renders only the options in view (the upper floors of a tall building): the arrow keys move
    // through it, bringing the one wanted into view.
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor({ timeout: 3000 });
    for (let n = 0; n < 80 && !await option.count(); n += 1) await page.keyboard.press('ArrowDown');
    await option.click({ timeout: 3000 });
    await expect(select).toContainText(name, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

// Picks the door in the entry form: community (by its pinyin initials) → building → unit → floor → door.
export async function pickDoor(page: Page, door: FreeDoor) {
  await pick(page, 'house-form-region', door.region.name, DEMO_COMMUNITY.initials);
  await pick(page, 'house-form-building', door.building.name);
  await pick(page, 'house-form-unit', door.unit.name);
  await pick(page, 'house-form-floor', door.floor.name);
  await pick(page, 'house-form-door', door.door.name);
}

export async function houseDetail(request: APIRequestContext, token: string, id: number) {
  const answer = await call<{ id: number; is_fav: number; status: string; price: number }>(request, token, 'GET', `house/${id}`);
  expect(answer.code).toBe('200000');
  return answer.data;
}

// The rows of the house table.
export function houseRows(page: Page) {
  return page.getByTestId('house-table').locator('tr.ant-table-row');
}

// Screenshots for looking at the screens by eye, only when asked for (HOUSE_SCREENSHOTS=1).
export async function shot(page: Page, name: string) {
  if (process.env.HOUSE_SCREENSHOTS) await page.screenshot({ path: `/tmp/house-${name}.png`, fullPage: true });
}

// Opens a tab of the house detail (by its key) as a user would: straight from the tab bar when it shows there, otherwise from
// the bar's "more" menu (longer labels, as in Spanish, push the last tabs out of a narrow bar). A long bar may still be
// laying out its tabs when first clicked (the click then only focuses the tab): clicked again until the tab is open.
export async function openDetailTab(page: Page, key: string) {
  const bar = page.getByTestId('house-detail-page').locator('.ant-tabs-nav').first();
  const tab = bar.locator(`.ant-tabs-nav-list > [data-node-key="${key}"]`);
  await expect(tab).toBeAttached();
  const [box, wrap] = [await tab.boundingBox(), await bar.locator('.ant-tabs-nav-wrap').boundingBox()];
  if (box && wrap && box.x >= wrap.x && box.x + box.width <= wrap.x + wrap.width + 1) {
    await expect(async () => {
      await tab.click({ timeout: 2_000 });
      await expect(tab).toHaveClass(/ant-tabs-tab-active/, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  } else {
    // The menu opens on hover and may close again while it animates: hover and pick until the tab is open.
    const item = page.locator(`.ant-tabs-dropdown-menu-item[id$="-more-popup-${key}"]`);
    await expect(async () => {
      await bar.locator('.ant-tabs-nav-more').hover();
      await item.click({ timeout: 2_000 });
      await expect(tab).toHaveClass(/ant-tabs-tab-active/, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  }
  await expect(tab).toHaveClass(/ant-tabs-tab-active/);
}
