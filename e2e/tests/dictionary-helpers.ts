import { expect, type APIRequestContext, type Page } from './fixtures';
import { call } from './member-helpers';

export const DICTIONARY_PATH = '/operate/real-estate-dictionary';

type Region = { id: number; name: string; initials: string; finished: 0 | 1 };
type Building = { id: number; name: string; door_count: number };
type Floor = { number: number; name: string; doors: { name: string }[] };

// A community name whose pinyin initials are known: 柏林春天 → blct, then digits unique to this run (digits are
// kept as they are in the initials), so "blct<digits>" finds exactly this one.
export function uniqueCommunity(prefix = '柏林春天'): { name: string; initials: string } {
  const digits = `${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 100)}`;
  return { name: `${prefix}${digits}`, initials: `blct${digits}` };
}

// Picks a path in an antd cascader (by its test id), one column per label; the next column loads on demand. A retry
// opens the dropdown only when it is closed: clicking the field again would close it while a column still loads (on
// a loaded machine a column's call can take seconds), and every later try would then start from a closed dropdown.
export async function cascade(page: Page, testId: string, labels: string[]) {
  const dropdown = page.locator('.ant-cascader-dropdown:visible');
  await expect(async () => {
    if (!(await dropdown.isVisible())) await page.getByTestId(testId).click();
    const menus = dropdown.locator('.ant-cascader-menu');
    for (const [column, label] of labels.entries()) {
      await menus.nth(column).locator(`.ant-cascader-menu-item[title="${label}"]`).click({ timeout: 8000 });
    }
    await expect(page.getByTestId(testId)).toContainText(labels.join(' / '), { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

// The row of the community list showing `name`.
export function regionRow(page: Page, name: string) {
  return page.getByTestId('region-table').locator('tr.ant-table-row').filter({ hasText: name });
}

// Arranges a community with one generated building behind the page.
export async function addCommunity(request: APIRequestContext, token: string, name: string, generate?: Record<string, unknown>) {
  const region = await call<Region>(request, token, 'POST', 'region/add', { name });
  expect(region.code).toBe('200000');
  const building = await call<Building>(request, token, 'POST', 'building/add', {
    region_id: region.data.id, name: '1号楼', ...(generate ? { generate } : {}),
  });
  expect(building.code).toBe('200000');
  return { region: region.data, building: building.data };
}

export async function finishCommunity(request: APIRequestContext, token: string, id: number) {
  const answer = await call<Region>(request, token, 'POST', 'region/finish', { id, finished: 1 });
  expect(answer.code).toBe('200000');
}

export async function floorsOf(request: APIRequestContext, token: string, buildingId: number): Promise<Floor[]> {
  const units = await call<{ list: { id: number }[] }>(request, token, 'GET', 'unit', { building_id: buildingId });
  const unit = units.data.list[0];
  if (!unit) return [];
  const floors = await call<{ list: Floor[] }>(request, token, 'GET', 'floor', { unit_id: unit.id });
  return floors.data.list;
}
