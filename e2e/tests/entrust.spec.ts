import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { AGENT, MANAGER, signIn, toast, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { adminToken, call, login } from './member-helpers';
import { DEMO_COMMUNITY, openDetailTab, pick } from './house-helpers';
import { png } from './image-helpers';

type Named = { id: number; name: string };
type Book = { id: number; state: string; status: string; approval_id: number | null };
type Flow = { id: number; store_id: number | null; version: number };

// The company day `days` from today, as the browser (in the company's time zone) writes it.
function localDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function listOf<T>(request: APIRequestContext, token: string, path: string, input: Record<string, unknown>): Promise<T[]> {
  const answer = await call<{ list: T[] }>(request, token, 'GET', path, input);
  expect(answer.code).toBe('200000');
  return answer.data.list;
}

// A house of this kind the agent enters on a door of the demo community without a live one of that kind (the doors
// taken read by the admin, who sees every house).
async function agentHouse(request: APIRequestContext, token: string, admin: string, kind: 'sale' | 'rent'): Promise<{ id: number }> {
  const region = (await listOf<Named>(request, token, 'house/region_list', { keyword: DEMO_COMMUNITY.initials, limit: 50 })).find((r) => r.name === DEMO_COMMUNITY.name);
  if (!region) throw new Error('no demo community');
  const taken = new Set<number>();
  for (let page = 1; page < 100; page += 1) {
    const answer = await call<{ list: { door_id: number; status: string }[]; page: { total: number } }>(request, admin, 'GET', 'house', { kind, region_id: region.id, page, limit: 100 });
    answer.data.list.filter((h) => h.status !== 'cancelled').forEach((h) => taken.add(h.door_id));
    if (page * 100 >= answer.data.page.total) break;
  }
  for (const building of await listOf<Named>(request, token, 'house/building_list', { region_id: region.id })) {
    for (const unit of await listOf<Named>(request, token, 'house/unit_list', { building_id: building.id })) {
      for (const floor of await listOf<Named>(request, token, 'house/floor_list', { unit_id: unit.id })) {
        const door = (await listOf<Named>(request, token, 'house/door_list', { floor_id: floor.id })).find((d) => !taken.has(d.id));
        if (!door) continue;
        const added = await call<{ id: number }>(request, token, 'POST', 'house/add', {
          kind, door_id: door.id, use: 'residence', rooms: 2, halls: 1, baths: 1, area: 80, total_floors: 30, orientation: 'south', decoration: 'fine',
          rent_payment: kind === 'rent' ? 'deposit1_pay3' : null, source: 'walk_in', current_use: 'vacant', level: 'normal', label_ids: [], remarks: '',
          price: kind === 'sale' ? 4_200_000 : 7_800, base_price: null, grade: 'b',
        });
        expect(added.code, JSON.stringify(added)).toBe('200000');
        return added.data;
      }
    }
  }
  throw new Error(`every door of the demo community has a ${kind} house`);
}

async function setFlow(request: APIRequestContext, admin: string, enabled: 0 | 1) {
  const flows = await call<{ list: Flow[] }>(request, admin, 'GET', 'item/flow_set', { item_type: 'entrust_book' });
  const flow = flows.data.list.find((f) => f.store_id === null);
  if (!flow) throw new Error('no entrust_book flow');
  const now = await call<{ version: number }>(request, admin, 'GET', `flow/${flow.id}`);
  const steps = enabled ? [{ approver_kind: 'store_manager', mode: 'sequential', overdue: null }] : [];
  const saved = await call(request, admin, 'POST', 'approve/update', { action: 'save', id: flow.id, version: now.data.version, enabled, steps });
  expect(saved.code).toBe('200000');
}

// Fills the book drawer: type, end date, owner, price, one scan, then saves as a draft or submits.
async function fillBook(page: Page, book: { type: string; end: string | null; owner: string; price: string; submit: boolean }) {
  const drawer = page.getByTestId('entrust-drawer');
  await expect(drawer).toBeVisible();
  await pick(page, 'entrust-type', book.type);
  if (book.end) {
    const end = drawer.locator('#end_date');
    await end.click();
    await end.fill(book.end);
    await end.press('Enter');
  }
  await drawer.getByTestId('entrust-owner').fill(book.owner);
  await drawer.getByTestId('entrust-price').fill(book.price);
  await drawer.getByTestId('entrust-scans').locator('input[type=file]').setInputFiles({ name: '委托书.png', mimeType: 'image/png', buffer: png(600, 800, [250, 250, 240]) });
  await expect(drawer.getByTestId('entrust-scan-thumb').last()).toBeVisible();
  await drawer.getByTestId('entrust-submit-choice').getByText(book.submit ? 'Submit for approval' : 'Save draft').click();
  await page.getByTestId('entrust-drawer-ok').click();
}

const bookRow = (page: Page, id: number) => page.getByTestId('entrust-tab').getByTestId(`entrust-row-${id}`);

test.describe('entrust books', () => {
  test.beforeAll(async ({ request }) => {
    await setFlow(request, await adminToken(request), 1);
  });
  test.afterAll(async ({ request }) => {
    // Back as it was, for the other tests of the run.
    await setFlow(request, await adminToken(request), 0);
  });

  test('an agent enters a draft with its scan and submits it, the manager approves it, a second exclusive book is refused; a rental book the same way', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const agentToken = (await login(request, AGENT.username, AGENT.password)).token;
    const admin = await adminToken(request);
    const house = await agentHouse(request, agentToken, admin, 'sale');
    const end = localDay(180);

    await withoutAnnouncements(page);
    await withoutTargetDialog(page);
    await signIn(page, AGENT, `/house/detail?id=${house.id}`);
    await openDetailTab(page, 'entrust');
    await page.getByTestId('entrust-add').click();
    await fillBook(page, { type: 'Exclusive', end, owner: '王建国', price: '3880000', submit: false });
    await expect(toast(page, 'Draft saved')).toBeVisible();
    const books = async () => (await call<{ list: Book[] }>(request, agentToken, 'GET', 'house/listentrustbook', { house_id: house.id })).data.list;
    const [draft] = await books();
    expect(draft).toMatchObject({ status: 'draft' });
    const row = bookRow(page, draft!.id);
    await expect(row.getByTestId('entrust-state')).toHaveText('Draft');
    await expect(row).toContainText(`${localDay(0)} ~ ${end}`);

    // Submitted from the same drawer: the business approval waits for the store manager.
    await row.getByTestId('entrust-edit').click();
    const drawer = page.getByTestId('entrust-drawer');
    await expect(drawer.getByTestId('entrust-scan-thumb')).toHaveCount(1);
    await drawer.getByTestId('entrust-submit-choice').getByText('Submit for approval').click();
    await page.getByTestId('entrust-drawer-ok').click();
    await expect(row.getByTestId('entrust-state')).toHaveText('In approval');
    const approvalId = (await books())[0]!.approval_id;
    expect(approvalId).not.toBeNull();

    const managerContext = await browser.newContext();
    const managerPage = await managerContext.newPage();
    await withoutAnnouncements(managerPage);
    await signIn(managerPage, MANAGER);
    await managerPage.getByTestId('sidebar').getByText('Approvals').click();
    await managerPage.getByTestId('menu-ApprovalBusiness').click();
    const approvalRow = managerPage.getByTestId('approval-business-page').getByTestId('approval-table').locator(`[data-id="${approvalId}"]`);
    await expect(approvalRow).toBeVisible();
    await approvalRow.getByTestId('approval-open').click();
    const approval = managerPage.getByTestId('approval-drawer');
    await expect(approval.getByTestId('approval-change-line').first()).toHaveText('In approval → Effective');
    await approval.getByTestId('approval-approve').click();
    await managerPage.getByTestId('approval-comment').fill('委托书齐全');
    await managerPage.getByTestId('approval-dialog-ok').click();
    await expect(approval.getByTestId('approval-status')).toHaveAttribute('data-status', 'approved');
    await managerContext.close();

    await page.reload();
    await openDetailTab(page, 'entrust');
    await expect(bookRow(page, draft!.id).getByTestId('entrust-state')).toHaveText('Effective');

    // A second exclusive book of the house: the server's rule, in its words; nothing is added.
    await page.getByTestId('entrust-add').click();
    await fillBook(page, { type: 'Exclusive', end: localDay(90), owner: '李梅', price: '3900000', submit: true });
    await expect(toast(page, `the house already has an exclusive entrust book (No. ${draft!.id}, Effective)`)).toBeVisible();
    await expect(page.getByTestId('entrust-drawer')).toBeVisible();
    await page.getByTestId('entrust-drawer').getByRole('button', { name: 'Cancel' }).click();
    expect((await books()).filter((b) => b.status !== 'draft')).toHaveLength(1);

    // A rental house: the same tab and drawer, through the rental calls.
    const rental = await agentHouse(request, agentToken, admin, 'rent');
    await page.goto(`/#/house/detail?id=${rental.id}`);
    await openDetailTab(page, 'entrust');
    await page.getByTestId('entrust-add').click();
    await expect(page.getByTestId('entrust-drawer')).toContainText('Agreed monthly rent (yuan)');
    await fillBook(page, { type: 'General', end: null, owner: '赵敏', price: '7800', submit: true });
    await expect(toast(page, 'Submitted')).toBeVisible();
    const hires = (await call<{ list: Book[] }>(request, agentToken, 'GET', 'entrustbook/listhire', { house_id: rental.id })).data.list;
    expect(hires).toMatchObject([{ status: 'pending' }]);
    await expect(bookRow(page, hires[0]!.id).getByTestId('entrust-state')).toHaveText('In approval');
    // It waits for approval; withdrawn, it is a draft again and leaves the inbox as it was.
    await call(request, agentToken, 'POST', 'approve/operate', { id: hires[0]!.approval_id, action: 'withdraw' });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the QR code\'s page names the book\'s house in the reader\'s words and adds a photographed scan to the draft', async ({ page, request }) => {
    const agentToken = (await login(request, AGENT.username, AGENT.password)).token;
    const house = await agentHouse(request, agentToken, await adminToken(request), 'sale');
    const drafted = await call<{ id: number; house_address: string; version: number }>(request, agentToken, 'POST', 'house/draftentrustbook', {
      house_id: house.id, type: 'general', start_date: localDay(0), end_date: null, owner_name: '王建国', price: 3_880_000,
    });
    expect(drafted.code, JSON.stringify(drafted)).toBe('200000');
    const qr = await call<{ url: string }>(request, agentToken, 'GET', 'house/qrcodeentrustbook', { id: drafted.data.id });
    const target = new URL(qr.data.url).hash.slice(1);

    await withoutAnnouncements(page);
    await withoutTargetDialog(page);
    await signIn(page, AGENT, target);
    const screen = page.getByTestId('entrust-upload-page');
    await expect(screen).toContainText(`House: ${drafted.data.house_address}`);
    await screen.getByTestId('entrust-scans').locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png(600, 800, [250, 250, 240]) });
    await expect(screen.getByTestId('entrust-scan-thumb')).toHaveCount(1);
    await screen.getByTestId('entrust-upload-save').click();
    await expect(toast(page, 'Scans saved')).toBeVisible();
    const book = await call<{ scans: unknown[]; status: string }>(request, agentToken, 'GET', 'house/getentrustbook', { id: drafted.data.id });
    expect([book.data.status, book.data.scans.length]).toEqual(['draft', 1]);
  });
});
