import { expect, test } from './fixtures';
import { ADMIN, signIn, toast, withoutAnnouncements } from './account-helpers';
import { adminToken, call } from './member-helpers';

// The default commission split in company settings: each listing-side role's share in % (the recorder's too), the
// customer side taking the rest, refused above 100 % together.
test('the default split\'s shares are typed in %, saved in basis points, and refused above 100 % together', async ({ page, request }) => {
  const admin = await adminToken(request);
  const company = async () => (await call<Record<string, unknown>>(request, admin, 'GET', 'setting/company')).data;
  const before = await company();
  try {
    await call(request, admin, 'POST', 'setting/company', { ...before, split_house_share: 1667, split_key_share: 1667, split_survey_share: 1666, split_record_share: 0 });
    await withoutAnnouncements(page);
    await signIn(page, ADMIN, '/enterprise-setup/enterprise-setuper');
    const form = page.getByTestId('company-form');
    const house = page.getByTestId('company-split_house_share');
    const key = page.getByTestId('company-split_key_share');
    const survey = page.getByTestId('company-split_survey_share');
    const record = page.getByTestId('company-split_record_share');
    await expect(house).toHaveValue('16.67');
    await expect(survey).toHaveValue('16.66');
    await expect(record).toHaveValue('0.00');
    await expect(page.getByTestId('company-split-customer')).toHaveText('The customer side (the customer\'s agent) takes the rest: 50.00%');

    await house.fill('60');
    await key.fill('30');
    await survey.fill('20');
    await survey.blur();
    await expect(form.locator('.ant-form-item-explain-error').filter({ hasText: 'The listing-side shares add up to 110.00%, more than 100%' }).first()).toBeVisible();
    await page.getByTestId('company-save').click();
    expect((await company()).split_house_share).toBe(1667);

    await survey.fill('5.5');
    await survey.blur();
    await expect(page.getByTestId('company-split-customer')).toHaveText('The customer side (the customer\'s agent) takes the rest: 4.50%');
    // The recorder's share counts with the others: 4.51 % would pass 100 %.
    await record.fill('4.51');
    await record.blur();
    await expect(form.locator('.ant-form-item-explain-error').filter({ hasText: 'The listing-side shares add up to 100.01%, more than 100%' }).first()).toBeVisible();
    await record.fill('2.5');
    await record.blur();
    await expect(page.getByTestId('company-split-customer')).toHaveText('The customer side (the customer\'s agent) takes the rest: 2.00%');
    await page.getByTestId('company-save').click();
    await expect(toast(page, 'Saved')).toBeVisible();
    expect(await company()).toMatchObject({ split_house_share: 6000, split_key_share: 3000, split_survey_share: 550, split_record_share: 250 });
    await page.reload();
    await expect(form.getByLabel('Surveyor')).toHaveValue('5.50');
    await expect(form.getByLabel('Recorder')).toHaveValue('2.50');
  } finally {
    expect((await call(request, admin, 'POST', 'setting/company', before)).code).toBe('200000');
  }
});
