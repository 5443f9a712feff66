import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import writeXlsxFile from 'write-excel-file/node';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { adminToken } from './member-helpers';
import { freeSaleDoor, shot } from './house-helpers';

const OUT_HOUSE_PATH = '/house/out-house';
const HEADER = ['类型', '来源', '小区', '楼栋', '单元', '门牌', '所在楼层', '总楼层', '面积（㎡）', '价格（元）', '室', '厅', '卫', '业主', '业主电话', '房源链接', '备注'];

const offlineRows = (page: Page) => page.getByTestId('offline-table').locator('tr.ant-table-row');

test('an Excel import with one good and one bad row: the good one is in, the bad one reported with its errors', async ({ page }) => {
  const community = `导入测试${Date.now() % 100_000}`;
  const file = test.info().outputPath('external-houses.xlsx');
  const bytes = await writeXlsxFile([
    HEADER,
    ['出售', '安居客', community, '3号楼', '1单元', '0502', 5, 18, 88.5, 4_200_000, 2, 1, 1, '陈先生', '13812345678', 'https://sh.anjuke.com/prop/view/1', ''],
    ['出售', '58同城', community, '3号楼', '1单元', '0602', 6, 18, null, 4_300_000, 2, 1, 1, '李女士', '12345', '', ''],
  ]).toBuffer();
  fs.writeFileSync(file, bytes);

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, OUT_HOUSE_PATH);
  await expect(page.getByTestId('out-house-page')).toContainText('External houses');
  await page.getByTestId('offline-import').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Import external houses from Excel' });
  // The expected columns are listed before anything is sent.
  await expect(dialog.getByTestId('offline-import-columns')).toContainText('Owner phone');
  await dialog.locator('input[type="file"]').setInputFiles(file);

  const report = page.getByTestId('offline-import-report');
  await expect(page.getByTestId('offline-import-summary')).toHaveText('1 of 2 rows imported, 1 refused');
  const errors = report.getByTestId('offline-import-errors');
  await expect(errors).toContainText('3');
  await expect(errors).toContainText('Area (m²)');
  await expect(errors).toContainText('required');
  await expect(errors).toContainText('Owner phone');
  await expect(errors).toContainText('a mainland mobile or a landline with its area code');
  await shot(page, 'out-import-report');

  // The batch's houses: only the good row, pending, its phone masked.
  await page.getByTestId('offline-import-show').click();
  await expect(offlineRows(page)).toHaveCount(1);
  await expect(offlineRows(page).first()).toContainText(community);
  await expect(offlineRows(page).first().getByTestId('offline-phone')).toHaveText('138****5678');
  await expect(offlineRows(page).first().getByTestId('offline-match')).toHaveText('Not in dictionary');
  await page.getByTestId('offline-batch-report').click();
  await expect(page.getByTestId('offline-batch-report-dialog').getByTestId('offline-import-errors')).toContainText('Owner phone');
});

test('an external house added by hand on a dictionary door, then converted into a house through the entry form', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const door = await freeSaleDoor(request, token);
  const remark = `外网核实${Date.now() % 100_000}`;

  await withoutAnnouncements(page);
  await signIn(page, ADMIN, OUT_HOUSE_PATH);
  await page.getByTestId('offline-add').click();
  const form = page.getByTestId('offline-form');
  await form.getByTestId('offline-form-community').locator('input').fill(door.region.name);
  await form.getByTestId('offline-form-building').fill(door.building.name);
  await form.getByTestId('offline-form-unit').fill(door.unit.name);
  await form.getByTestId('offline-form-door').fill(door.door.name);
  await form.getByTestId('offline-form-total-floors').fill(String(door.floor.number + 5));
  await form.getByTestId('offline-form-area').fill('92.5');
  await form.getByTestId('offline-form-price').fill('350');
  await form.getByTestId('offline-form-phone').fill('13912345678');
  await form.getByTestId('offline-form-remarks').fill(remark);
  await page.getByTestId('offline-form-ok').click();
  await expect(toast(page, 'External house added')).toBeVisible();

  const row = offlineRows(page).filter({ hasText: door.region.name }).filter({ hasText: `${door.building.name} ${door.unit.name} ${door.door.name}` }).first();
  await expect(row.getByTestId('offline-match')).toHaveText('Door matched');
  await expect(row.getByTestId('offline-phone')).toHaveText('139****5678');

  // Convert: the entry form opens with the matched door picked and the listing's values filled in.
  await row.getByTestId('offline-convert').click();
  const entry = page.getByTestId('house-form');
  await expect(entry.getByTestId('house-form-door')).toContainText(door.door.name);
  await expect(entry.getByTestId('house-form-region')).toContainText(door.region.name);
  await expect(entry.getByTestId('house-form-price')).toHaveValue('350');
  await expect(entry.getByTestId('house-form-area')).toHaveValue('92.5');
  await shot(page, 'out-convert');
  await page.getByTestId('house-form-ok').click();
  await expect(toast(page, 'House entered')).toBeVisible();

  // It lands on the new house's detail, and the external house now links to it.
  const detail = page.getByTestId('house-detail-page');
  await expect(detail).toBeVisible();
  const id = Number(await detail.getAttribute('data-house-id'));
  expect(id).toBeGreaterThan(0);
  await expect(page.getByTestId('house-header-region')).toHaveText(door.region.name);

  await page.getByTestId('tags-view').locator(`[data-path="${OUT_HOUSE_PATH}"]`).click();
  await page.getByTestId('offline-tab-converted').click();
  const converted = offlineRows(page).filter({ has: page.getByTestId('offline-converted') }).filter({ hasText: door.region.name }).first();
  await expect(converted.getByTestId('offline-converted')).toHaveText(`Became house ${id}`);
  await converted.getByTestId('offline-converted').click();
  await expect(detail).toHaveAttribute('data-house-id', String(id));
});
