import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { newhouseRuleText } from '@brokerage/contract';
import { AGENT, MANAGER, signIn, toast, useChinese, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { png } from './image-helpers';
import { adminToken, call, login, unique, uniqueMobile } from './member-helpers';

type Project = { id: number; name: string; version: number; published: number };
type Report = { id: number; version: number; customer_name: string; confirm: string; stage: string; protected_until: number; deal_amount: number | null };

const DISTRIBUTION = '/newhouse/distribution';
const FILING = '/newhouse/filingrecords';
const MANAGEMENT = '/newhouse/reportmanagement';
const LINKAGE = '/newhouse/linkage';
const detailPath = (id: number) => `/newhouses/newhousedetails/${id}`;

// The input of an antd field, whether the test id is on it or on its wrapper.
const INPUT = 'xpath=descendant-or-self::input';

// Opens an antd select, types `typed` and picks the first option containing `text`; retried, as the options arrive
// from the server while the dropdown opens.
async function search(page: Page, select: Locator, text: string, typed = text) {
  await expect(async () => {
    await select.click();
    await select.locator(INPUT).fill(typed);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click({ timeout: 3000 });
    await expect(select).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

// A published project of our own, entered by the administrator behind the page (a unique name each run).
async function publishedProject(request: APIRequestContext, prefix = 'e2e新房'): Promise<Project> {
  const token = await adminToken(request);
  const added = await call<Project>(request, token, 'POST', 'newhouse/add', { name: unique(prefix), commission: '总价1%', price_avg: 50_000 });
  expect(added.code, added.message).toBe('200000');
  const published = await call<Project>(request, token, 'POST', 'newhouse/newhousepublic', { id: added.data.id, version: added.data.version, published: 1 });
  expect(published.code, published.message).toBe('200000');
  return published.data;
}

// A report of a typed customer, filed by the demo agent behind the page, with a visit tomorrow.
async function agentReport(request: APIRequestContext, projectId: number, name: string, phone = uniqueMobile()): Promise<Report> {
  const { token } = await login(request, AGENT.username, AGENT.password);
  const visit = Math.floor(Date.now() / 1000) + 86_400;
  const filed = await call<Report>(request, token, 'POST', 'newhousereport/add', { new_id: projectId, customer_name: name, customer_phone: phone, visit_at: visit });
  expect(filed.code, filed.message).toBe('200000');
  return filed.data;
}

// 'YYYY-MM-DD' of an epoch in the company's days (the specs run in its time zone).
function companyDay(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function open(page: Page, user: typeof AGENT, path: string) {
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, user, path);
}

const reportRow = (page: Page, table: string, customer: string) => page.getByTestId(table).locator(`tr.ant-table-row[data-customer="${customer}"]`);

test('an editor adds a project, a layout and an agent, uploads a picture and publishes it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = unique('e2e滨江');
  await open(page, MANAGER, DISTRIBUTION);
  await expect(page.getByTestId('newhouse-distribution-page')).toBeVisible();

  await page.getByTestId('newhouse-add').click();
  const form = page.getByTestId('newhouse-form');
  await form.getByTestId('newhouse-form-name').fill(name);
  await form.getByTestId('newhouse-form-developer').fill('e2e开发商');
  await form.getByTestId('newhouse-form-price-avg').locator(INPUT).fill('52000');
  await form.getByTestId('newhouse-form-commission').fill('总价1.5%');
  await form.getByTestId('newhouse-form-submit').click();
  await expect(toast(page, 'Project saved')).toBeVisible();
  await expect(form).toBeHidden();

  // The new project is listed unpublished; a click opens its detail.
  await page.getByTestId('newhouse-filter-keyword').locator(INPUT).fill(name);
  await page.getByTestId('newhouse-filter-keyword').locator(INPUT).press('Enter');
  const row = page.getByTestId('newhouse-table').locator(`tr.ant-table-row[data-name="${name}"]`);
  await expect(row).toHaveAttribute('data-published', '0');
  await expect(row.getByTestId('newhouse-price-avg')).toHaveText('52,000 yuan/m²');
  await row.getByTestId('newhouse-name').click();
  const detail = page.getByTestId('newhouse-detail-page');
  await expect(detail.getByTestId('newhouse-title')).toHaveText(name);
  // Its tab and the breadcrumb's last step carry the project's name.
  await expect(page.getByTestId('tags-view').locator('[data-testid="tag"][data-active="1"]')).toHaveText(name);
  await expect(page.getByTestId('breadcrumb')).toContainText(name);

  // A three-bedroom layout: it gets its own bedrooms tab.
  await detail.getByTestId('layout-add').click();
  const layoutForm = page.getByTestId('layout-form');
  await layoutForm.getByTestId('layout-form-name').fill('A户型');
  await layoutForm.getByTestId('layout-form-rooms').locator(INPUT).fill('3');
  await layoutForm.getByTestId('layout-form-area').locator(INPUT).fill('98.5');
  await layoutForm.getByTestId('layout-form-price').locator(INPUT).fill('4800000');
  await layoutForm.getByTestId('layout-form-submit').click();
  await expect(toast(page, 'Layout saved')).toBeVisible();
  await expect(detail.getByTestId('layout-table').locator('tr.ant-table-row[data-name="A户型"]')).toContainText('4,800,000 yuan');
  await expect(detail.getByTestId('layout-tab-3')).toContainText('(1)');

  // One of the developer's agents on site.
  await detail.getByTestId('newhouse-tab-agents').click();
  await detail.getByTestId('agent-add').click();
  const agentForm = page.getByTestId('agent-form');
  await agentForm.getByTestId('agent-form-name').fill('e2e销售');
  await agentForm.getByTestId('agent-form-phone').fill(uniqueMobile());
  await agentForm.getByTestId('agent-form-position').fill('置业顾问');
  await agentForm.getByTestId('agent-form-submit').click();
  await expect(toast(page, 'Agent saved')).toBeVisible();
  await expect(detail.getByTestId('agent-table')).toContainText('e2e销售');

  // A rendering: the count and its group show it.
  await detail.getByTestId('newhouse-tab-pictures').click();
  const pictures = detail.getByTestId('newhouse-pictures');
  await expect(pictures.getByTestId('newhouse-picture-count')).toHaveAttribute('data-total', '0');
  await pictures.locator('input[type=file]').setInputFiles({ name: 'effect.png', mimeType: 'image/png', buffer: png(640, 480, [40, 140, 220]) });
  await expect(toast(page, 'Picture uploaded')).toBeVisible();
  await expect(pictures.getByTestId('newhouse-picture-count')).toHaveAttribute('data-total', '1');
  await expect(pictures.getByTestId('newhouse-picture-group-effect').getByTestId('newhouse-picture-thumb')).toBeVisible();

  // Published: agents may now report customers to it.
  await detail.getByTestId('newhouse-publish').click();
  await page.getByTestId('newhouse-publish-ok').click();
  await expect(toast(page, 'Project published')).toBeVisible();
  await expect(detail).toHaveAttribute('data-published', '1');
  await expect(detail.getByTestId('newhouse-withdraw')).toBeVisible();
});

test('an agent reports a customer to a published project, a duplicate is refused in the server\'s words, and the report is in 报备记录', async ({ page, request }) => {
  test.setTimeout(120_000);
  const project = await publishedProject(request);
  const customer = unique('客户');
  const phone = uniqueMobile();
  await open(page, AGENT, detailPath(project.id));
  const detail = page.getByTestId('newhouse-detail-page');
  await expect(detail.getByTestId('newhouse-title')).toHaveText(project.name);

  // From the project's page: the project is chosen and its terms are shown.
  await detail.getByTestId('newhouse-report').click();
  const form = page.getByTestId('report-form');
  await expect(form.getByTestId('report-form-terms')).toContainText('总价1%');
  await form.getByText('Enter name and phone').click();
  await form.getByTestId('report-form-name').fill(customer);
  await form.getByTestId('report-form-phone').fill(phone);
  await form.getByTestId('report-form-submit').click();
  await expect(toast(page, 'Customer reported')).toBeVisible();
  await expect(form).toBeHidden();

  // The same phone again, from 报备记录 with the project picked there: refused while the first report is protected.
  await page.goto(`/#${FILING}`);
  const filing = page.getByTestId('report-filing-page');
  const row = reportRow(page, 'report-table', customer);
  await expect(row).toHaveAttribute('data-confirm', 'pending');
  await expect(row.getByTestId('report-stage')).toHaveAttribute('data-stage', 'reported');
  await expect(row.getByTestId('report-phone')).toHaveText(phone);
  await filing.getByTestId('report-add').click();
  await search(page, form.getByTestId('report-form-project'), project.name);
  await form.getByText('Enter name and phone').click();
  await form.getByTestId('report-form-name').fill(`${customer}又`);
  await form.getByTestId('report-form-phone').fill(phone);
  await form.getByTestId('report-form-submit').click();
  const first = (await call<{ list: Report[] }>(request, (await login(request, AGENT.username, AGENT.password)).token, 'GET', 'newhousereport',
    { mine: 1, new_id: project.id })).data.list[0] as Report;
  await expect(toast(page, newhouseRuleText('protected', 'en', { until: companyDay(first.protected_until) }))).toBeVisible();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('report-table').locator('tr.ant-table-row').filter({ hasText: `${customer}又` })).toHaveCount(0);

  // While pending, the reporter may change the planned visit and the name.
  await row.getByTestId('report-edit').click();
  await form.getByTestId('report-form-name').fill(`${customer}先生`);
  await form.getByTestId('report-form-submit').click();
  await expect(toast(page, 'Report saved')).toBeVisible();
  await expect(reportRow(page, 'report-table', `${customer}先生`)).toBeVisible();
});

test('a manager confirms a report valid and records 带看 and then 认购 with the deal price', async ({ page, request }) => {
  test.setTimeout(120_000);
  const project = await publishedProject(request);
  const customer = unique('认定');
  await agentReport(request, project.id, customer);
  await open(page, MANAGER, MANAGEMENT);
  await page.getByTestId('report-filter-keyword').locator(INPUT).fill(customer);
  await page.getByTestId('report-filter-keyword').locator(INPUT).press('Enter');
  const row = reportRow(page, 'report-table', customer);
  await expect(row).toHaveAttribute('data-confirm', 'pending');

  await row.getByTestId('report-valid').click();
  await page.getByTestId('report-valid-ok').click();
  await expect(toast(page, 'Report confirmed valid')).toBeVisible();
  await expect(row).toHaveAttribute('data-confirm', 'valid');

  // From 报备 only 带看 is offered.
  await row.getByTestId('report-next').click();
  await expect(page.locator('.ant-dropdown:visible [data-testid^="report-stage-"]')).toHaveCount(1);
  await page.getByTestId('report-stage-visited').click();
  await page.getByTestId('report-stage-submit').click();
  await expect(toast(page, 'Stage recorded')).toBeVisible();
  await expect(row).toHaveAttribute('data-stage', 'visited');

  // 认购 asks for the deal price: refused without it in the contract's words, recorded with it.
  await row.getByTestId('report-next').click();
  await page.getByTestId('report-stage-subscribed').click();
  const dialog = page.getByTestId('report-stage-dialog');
  await page.getByTestId('report-stage-submit').click();
  await expect(dialog).toContainText(newhouseRuleText('amountRequired', 'en'));
  await dialog.getByTestId('report-stage-amount').locator(INPUT).fill('5200000');
  await page.getByTestId('report-stage-submit').click();
  // The first stage's message may still be fading: the closed dialog and the row tell this one went through.
  await expect(dialog).toBeHidden();
  await expect(row).toHaveAttribute('data-stage', 'subscribed');
  await expect(row.getByTestId('report-deal-amount')).toHaveText('5,200,000 yuan');
});

test('a manager links a staff member to a project, changes the role and removes the link', async ({ page, request }) => {
  test.setTimeout(90_000);
  const project = await publishedProject(request);
  await open(page, MANAGER, LINKAGE);
  await page.getByTestId('linkage-add').click();
  const form = page.getByTestId('linkage-form');
  await search(page, form.getByTestId('linkage-form-project'), project.name);
  await search(page, form.getByTestId('linkage-form-person'), AGENT.name);
  await form.getByTestId('linkage-form-submit').click();
  await expect(toast(page, 'Link saved')).toBeVisible();

  await search(page, page.getByTestId('linkage-filter-project'), project.name);
  const row = page.getByTestId('linkage-table').locator(`tr.ant-table-row[data-project="${project.name}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-role', 'resident');

  await row.getByTestId('linkage-change').click();
  await form.getByTestId('linkage-form-role').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Channel manager' }).click();
  await form.getByTestId('linkage-form-submit').click();
  // The first save's message may still be fading: the row's new role is what tells this save went through.
  await expect(form).toBeHidden();
  await expect(row).toHaveAttribute('data-role', 'channel');

  await row.getByTestId('linkage-remove').click();
  await page.getByTestId('linkage-remove-ok').click();
  await expect(toast(page, 'Link removed')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a follow-up written on a project shows in its follow-ups', async ({ page, request }) => {
  const project = await publishedProject(request);
  const text = `${unique('e2e')} 开发商下周加推两栋，佣金不变`;
  await open(page, MANAGER, detailPath(project.id));
  const detail = page.getByTestId('newhouse-detail-page');
  await detail.getByTestId('newhouse-tab-followups').click();
  await detail.getByTestId('newhouse-followup-input').fill(text);
  await detail.getByTestId('newhouse-followup-submit').click();
  await expect(toast(page, 'Follow-up added')).toBeVisible();
  await expect(detail.getByTestId('newhouse-followup-item').first().getByTestId('newhouse-followup-content')).toHaveText(text);
});

test('in Chinese, a protected customer reported again is refused with the contract\'s zh text exactly', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  const project = await publishedProject(request);
  const phone = uniqueMobile();
  const first = await agentReport(request, project.id, unique('保护'), phone);
  await useChinese(context, baseURL);
  await open(page, AGENT, FILING);
  await page.getByTestId('report-add').click();
  const form = page.getByTestId('report-form');
  await search(page, form.getByTestId('report-form-project'), project.name);
  await form.getByText('填写姓名和电话').click();
  await form.getByTestId('report-form-name').fill('重复客户');
  await form.getByTestId('report-form-phone').fill(phone);
  await form.getByTestId('report-form-submit').click();
  const message = newhouseRuleText('protected', 'zh', { until: companyDay(first.protected_until) });
  await expect(page.locator('.ant-message-notice').filter({ hasText: message })).toBeVisible();
  // Nothing was filed: the form stays open for a correction.
  await expect(form).toBeVisible();
});
