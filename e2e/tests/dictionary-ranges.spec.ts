import { expect, test } from './fixtures';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { DICTIONARY_PATH, regionRow } from './dictionary-helpers';

// Out-of-range numbers are refused on their field with the range and left as typed, never changed to fit; a
// community just added is shown, though its pinyin sorts it far down the list.
test('a year, a fee and a building generation out of range are refused as typed; the new community stays in view', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `紫荆花园${Date.now() % 1_000_000_000}`;
  await withoutAnnouncements(page);
  await signIn(page, ADMIN, DICTIONARY_PATH);
  await expect(page.getByTestId('dictionary-page')).toContainText('Community dictionary');

  await page.getByTestId('region-add').click();
  await page.getByTestId('region-form-name').fill(name);
  await page.getByTestId('region-form-year').fill('1800');
  await page.getByTestId('region-form-fee').fill('-5');
  await page.getByTestId('region-form-ok').click();
  const form = page.getByTestId('region-form');
  await expect(form).toContainText('At least 1900');
  await expect(form).toContainText('At least 0');
  await expect(page.getByTestId('region-form-year')).toHaveValue('1800');
  await expect(page.getByTestId('region-form-fee')).toHaveValue(/^-5(\.0+)?$/);

  await page.getByTestId('region-form-year').fill('2012');
  await page.getByTestId('region-form-fee').fill('3');
  await page.getByTestId('region-form-ok').click();
  await expect(toast(page, 'Saved')).toBeVisible();
  // 紫 sorts after the demo's thirty communities: the list shows the new one anyway.
  await expect(regionRow(page, name)).toBeVisible();
  await expect(regionRow(page, name)).toContainText('2012');
  await expect(page.getByTestId('region-filter-keyword')).toHaveValue(name);
  await regionRow(page, name).getByTestId('region-row-name').click();

  await page.getByTestId('building-add').click();
  await page.getByTestId('building-form-name').fill('1号楼');
  await page.getByTestId('generate-units').fill('1000');
  await page.getByTestId('generate-floors').fill('9999');
  await page.getByTestId('building-form-ok').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('building-form-name') });
  await expect(dialog).toContainText('At most 20');
  await expect(dialog).toContainText('At most 120');
  await expect(page.getByTestId('generate-units')).toHaveValue('1000');
  await expect(page.getByTestId('generate-floors')).toHaveValue('9999');
  await expect(page.getByTestId('generation-preview')).toHaveCount(0);
});
