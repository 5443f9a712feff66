import { expect, test } from './fixtures';
import { ADMIN, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { adminToken, call } from './member-helpers';

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
