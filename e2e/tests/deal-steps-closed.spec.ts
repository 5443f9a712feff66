import { expect, test } from './fixtures';
import { ADMIN, AGENT, MANAGER, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { adminToken, call, login, unique, uniqueMobile } from './member-helpers';
import { freeSaleDoor } from './house-helpers';

type Deal = { id: number; status: string };

// Steps are worked only while a deal is 生效 or 已结佣: a 结案 or 终止 deal's steps tab offers nothing the server
// would refuse, where an effective deal's offers adding a step.
test('the steps tab of a closed or terminated deal has no add or delete, an effective deal\'s has add', async ({ page, request }) => {
  const token = await adminToken(request);
  const firstOf = async (status: string) => {
    const found = await call<{ list: Deal[] }>(request, token, 'GET', 'deal', { status, limit: 1 });
    expect(found.data.list.length, status).toBe(1);
    return found.data.list[0]!;
  };
  const [closed, terminated, effective] = [await firstOf('closed'), await firstOf('terminated'), await firstOf('effective')];

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, ADMIN, `/transaction/detail?id=${closed.id}`);
  for (const deal of [closed, terminated, effective]) {
    await page.goto(`/#/transaction/detail?id=${deal.id}`);
    await expect(page.getByTestId('deal-detail-page')).toHaveAttribute('data-status', deal.status);
    await page.getByTestId('deal-tab-steps').click();
    await expect(page.getByTestId('deal-steps')).toBeVisible();
    await expect(page.getByTestId('deal-step-add')).toHaveCount(deal.status === 'effective' ? 1 : 0);
    if (deal.status !== 'effective') {
      await expect(page.getByTestId('deal-step-layout')).toHaveCount(0);
      await expect(page.getByTestId('deal-step-delete')).toHaveCount(0);
    }
  }
});

// A deal terminated with steps still open: its responsible person is offered no confirmation the server would refuse,
// and the tab says the deal ended rather than that steps begin once it is effective.
test('the responsible person confirms a step of an effective deal, but not once the deal is terminated', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const agent = (await login(request, AGENT.username, AGENT.password)).token;
  const manager = (await login(request, MANAGER.username, MANAGER.password)).token;
  const door = await freeSaleDoor(request, admin);
  const house = await call<{ id: number }>(request, agent, 'POST', 'house/add', {
    kind: 'sale', door_id: door.door.id, use: 'residence', rooms: 2, halls: 1, baths: 1, area: 80, total_floors: 30, orientation: 'south',
    decoration: 'fine', rent_payment: null, source: 'walk_in', current_use: 'vacant', level: 'normal', label_ids: [], remarks: '',
    price: 4_200_000, base_price: null, grade: 'b',
  });
  const customer = await call<{ id: number; name: string }>(request, agent, 'POST', 'customer/add', {
    kind: 'buy', name: unique('流程买家'), sex: 'male', phones: [uniqueMobile()], source: 'walk_in', level: 'b', urgency: 'normal', remark: '',
    region_ids: [], area_ids: [], rooms: [2], price_min: 3_000_000, price_max: 5_000_000,
  });
  const added = await call<Deal & { approval_id: number | null; version: number }>(request, agent, 'POST', 'deal/add', {
    kind: 'sale', house_id: house.data.id, customer_id: customer.data.id, buyer_name: customer.data.name, buyer_phone: uniqueMobile(),
    seller_name: '李女士', seller_phone: '13887654321', price: 4_000_000, signed_at: Math.floor(Date.now() / 1000), buyer_commission: 20_000,
    seller_commission: 0,
  });
  expect(added.code).toBe('200000');
  if (added.data.approval_id) {
    expect((await call(request, manager, 'POST', 'approve/operate', { id: added.data.approval_id, action: 'approve' })).code).toBe('200000');
    expect((await call(request, admin, 'POST', 'approve/operate', { id: added.data.approval_id, action: 'approve' })).code).toBe('200000');
  }
  expect((await call(request, agent, 'POST', 'dealstep/add', { deal_id: added.data.id, plan: 'full' })).code).toBe('200000');

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, AGENT, `/transaction/detail?id=${added.data.id}`);
  await expect(page.getByTestId('deal-detail-page')).toHaveAttribute('data-status', 'effective');
  await page.getByTestId('deal-tab-steps').click();
  await expect(page.getByTestId('deal-step-confirm')).toHaveCount(1);

  const effective = await call<{ version: number }>(request, admin, 'GET', `deal/${added.data.id}`);
  const ended = await call(request, admin, 'POST', 'deal/terminate', { id: added.data.id, version: effective.data.version, reason: '买方违约' });
  expect(ended.code).toBe('200000');
  await page.reload();
  await expect(page.getByTestId('deal-detail-page')).toHaveAttribute('data-status', 'terminated');
  await page.getByTestId('deal-tab-steps').click();
  await expect(page.getByTestId('deal-step')).toHaveCount(8);
  await expect(page.getByTestId('deal-step-confirm')).toHaveCount(0);
  await expect(page.getByTestId('deal-steps')).toContainText('The deal is terminated: its steps stay as they were');
  await expect(page.getByTestId('deal-steps')).not.toContainText('Steps begin once the deal is effective');
});
