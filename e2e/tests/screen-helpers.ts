import { expect, type APIRequestContext, type Page } from './fixtures';
import { MENU_TREE, type MenuNode } from '@brokerage/contract';
import { adminToken, call } from './member-helpers';

// The screens the whole-app checks visit (accessibility, phones).

// Every screen of the menu, as the full path the router serves.
export function menuScreens(nodes: MenuNode[] = MENU_TREE, parent = ''): string[] {
  return nodes.flatMap((node) => {
    const path = node.path.startsWith('/') ? node.path : `${parent}/${node.path}`;
    return node.children?.length ? menuScreens(node.children, path) : [path];
  });
}

// A record of each detail screen, the first the list shows.
export async function detailScreens(request: APIRequestContext): Promise<string[]> {
  const token = await adminToken(request);
  const first = async (path: string, filter: Record<string, unknown> = {}) => {
    const answer = await call<{ list: { id: number }[] }>(request, token, 'GET', path, { ...filter, limit: 1 });
    expect(answer.data?.list.length, `${path}: ${JSON.stringify(answer)}`).toBeGreaterThan(0);
    return answer.data.list[0]!.id;
  };
  const [house, customer, deal, newhouse] = await Promise.all([
    first('house', { kind: 'sale' }), first('customers', { tab: 'private' }), first('deal'), first('newhouse', { published: 1 }),
  ]);
  return [`/house/detail?id=${house}`, `/customer/detail?id=${customer}`, `/transaction/detail?id=${deal}`, `/newhouses/newhousedetails/${newhouse}`];
}

// A screen has settled once nothing on it has been loading for two looks in a row: no spinner (a lazy chunk's or a
// list's) and no skeleton. The live message stream keeps the network busy, so networkidle never comes.
export async function settled(page: Page): Promise<void> {
  const busy = page.locator('.ant-spin-spinning, .ant-skeleton').filter({ visible: true });
  let quiet = 0;
  await expect.poll(async () => {
    quiet = (await busy.count()) === 0 ? quiet + 1 : 0;
    return quiet;
  }, { intervals: [250], timeout: 20_000 }).toBeGreaterThanOrEqual(2);
}
