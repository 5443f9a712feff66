import { expect, test } from './fixtures';
import { ADMIN, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { adminToken, agentRoleId, call, unique, uniqueMobile } from './member-helpers';

type Step = { id: number; status: string; days: number; count_from: string; note: string; responsible_name: string };

test('a leaver of no store hands their open deal step to the person recording the resignation, and the deal\'s customer reads it on its timeline', async ({ page, request }) => {
  const token = await adminToken(request);
  const name = unique('离职');
  const added = await call<{ staff: { id: number } }>(request, token, 'POST', 'user/add', {
    account: unique('e2e.leaver.'), name, mobile: uniqueMobile(), store_id: null, department_id: null, role_id: await agentRoleId(request, token),
  });
  expect(added.code, added.message).toBe('200000');
  const leaver = added.data.staff.id;

  // An open step of an effective deal, handed to them.
  const deals = await call<{ list: { id: number; contract_no: string; customer_id: number }[] }>(request, token, 'GET', 'deal', { status: 'effective', page: 1, limit: 50 });
  let found: { deal: (typeof deals.data.list)[number]; step: Step } | undefined;
  for (const deal of deals.data.list) {
    const steps = await call<{ list: Step[] }>(request, token, 'GET', 'dealstep/list', { deal_id: deal.id });
    const step = steps.data.list.find((s) => s.status === 'pending');
    if (step) {
      found = { deal, step };
      break;
    }
  }
  expect(found, 'the demo has an effective deal with an open step').toBeDefined();
  const { deal, step } = found!;
  const handed = await call(request, token, 'POST', 'dealstep/update', { id: step.id, responsible_id: leaver, days: step.days, count_from: step.count_from, note: step.note });
  expect(handed.code, handed.message).toBe('200000');

  // Without a store, hence without a store manager, the step is the admin's once they leave.
  expect((await call(request, token, 'POST', 'user/resign', { id: leaver, reason: 'e2e' })).code).toBe('200000');
  const after = await call<{ list: Step[] }>(request, token, 'GET', 'dealstep/list', { deal_id: deal.id });
  expect(after.data.list.find((s) => s.id === step.id)?.responsible_name).toBe(ADMIN.name);

  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  await signIn(page, ADMIN, `/customer/detail?id=${deal.customer_id}`);
  const record = page.locator('[data-testid="customer-followup-item"][data-kind="role"]').first();
  await expect(record).toContainText(ADMIN.name);
  await expect(record).toContainText(`Open steps of deal ${deal.contract_no}: ${name} → ${ADMIN.name}`);
});
