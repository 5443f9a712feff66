import { expect, test } from './fixtures';
import { ADMIN, MANAGER, signIn, withoutAnnouncements, withoutTargetDialog } from './account-helpers';
import { call, login, unique } from './member-helpers';

// A desk whose computer is set to Los Angeles, 15 or 16 hours behind the company (the server's COMPANY_TIME_ZONE,
// Asia/Shanghai in these runs): the app shows and counts times on the company's clock all the same.
test.use({ timezoneId: 'America/Los_Angeles' });

const COMPANY = 'Asia/Shanghai';
const DESK = 'America/Los_Angeles';

// The day and the time of an instant on a zone's clock.
function clockIn(zone: string, ms: number): { day: string; time: string } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).formatToParts(ms).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

// Epoch seconds of a company day's midnight (Shanghai keeps UTC+8 all year).
const companyMidnight = (day: string) => Date.parse(`${day}T00:00:00+08:00`) / 1000;

// The day `back` days before 'YYYY-MM-DD', on the calendar.
const dayBefore = (day: string, back: number) => new Date(Date.parse(`${day}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);

test('a desk in another zone sees a follow-up at the company\'s time and filters it by the company\'s day', async ({ page, request }) => {
  const { token } = await login(request, MANAGER.username, MANAGER.password);
  const houses = await call<{ list: { id: number }[] }>(request, token, 'GET', 'house', { kind: 'sale', limit: 1 });
  const house = houses.data.list[0];
  if (!house) throw new Error('the demo seed has sale houses');
  const tag = unique('tz');
  expect((await call(request, token, 'POST', 'followup/house', { house_id: house.id, content: `${tag} 业主说周末在家` })).code).toBe('200000');
  const found = await call<{ list: { created_at: number }[] }>(request, token, 'GET', 'followup', { keyword: tag, limit: 1 });
  const createdAt = found.data.list[0]?.created_at;
  if (createdAt === undefined) throw new Error('the follow-up just written is listed');
  const company = clockIn(COMPANY, createdAt * 1000);
  const desk = clockIn(DESK, createdAt * 1000);
  expect(`${desk.day} ${desk.time}`, 'the two clocks read differently').not.toBe(`${company.day} ${company.time}`);

  await withoutAnnouncements(page);
  await signIn(page, MANAGER, '/data/data-followup');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(DESK);
  const screen = page.getByTestId('followup-data-page');
  await page.getByTestId('followup-filter-keyword').locator('input').fill(tag);
  await page.getByTestId('followup-filter-keyword').locator('input').press('Enter');
  const rows = screen.locator('tr[data-testid="followup-row"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${company.day} ${company.time}`);

  // The day picked is the company's day: from its midnight to its last second, and the follow-up is within it.
  // antd gives the range's test id to both its inputs.
  const [start, end] = [page.getByTestId('followup-filter-period').first(), page.getByTestId('followup-filter-period').nth(1)];
  await start.click();
  await start.fill(company.day);
  await start.press('Enter');
  await end.fill(company.day);
  await end.press('Enter');
  const from = companyMidnight(company.day);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${from}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]to=${from + 86_399}(&|$)`));
  await expect(start).toHaveValue(company.day);
  await expect(end).toHaveValue(company.day);
  await expect(rows).toHaveCount(1);
});

test('the follow-up statistics open on the company\'s last 30 days while the desk\'s clock is still on the day before', async ({ page }) => {
  // Just after the company's midnight: in Los Angeles it is the morning of the day before.
  const today = clockIn(COMPANY, Date.now()).day;
  const instant = (companyMidnight(today) + 60) * 1000;
  expect(clockIn(DESK, instant).day).toBe(dayBefore(today, 1));
  await page.clock.setFixedTime(instant);
  await withoutAnnouncements(page);
  await withoutTargetDialog(page);
  const asked = page.waitForRequest((r) => r.url().includes('/api/v1/statistics/followup_list'));
  await signIn(page, ADMIN, '/statistics/performance-appraisal');
  await expect(page.getByTestId('followup-statistics-page')).toBeVisible();

  const range = { date_from: dayBefore(today, 29), date_to: today };
  expect((await asked).postDataJSON()).toMatchObject(range);
  const days = page.getByTestId('followup-statistics-filter-days').locator('input');
  await expect(days.first()).toHaveValue(range.date_from);
  await expect(days.nth(1)).toHaveValue(range.date_to);
});
