import type { Insertable } from 'kysely';
import type { Portal, PortalState } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import type { HousePortalTable, PortalSandboxListingTable } from '../core/db/schema.js';

// A few houses of the demo agent already on the listing portals, so the portal tab shows each state: online on anjuke,
// rejected by xingfuli (one with its reason fetched, one not yet), withdrawn from wuba by staff. The sandbox provider
// holds the same listings, so pushing again, withdrawing and fetching the reason work on them as on new ones.

const HOUR = 3600;
const REJECTED = '房源图片少于3张';

type Planned = { portal: Portal; state: PortalState; reason: string; sandbox: string; sandboxReason: string; hoursAgo: number };
const PLANS: Planned[][] = [
  [
    { portal: 'anjuke', state: 'online', reason: '', sandbox: 'online', sandboxReason: '', hoursAgo: 50 },
    { portal: 'xingfuli', state: 'rejected', reason: REJECTED, sandbox: 'rejected', sandboxReason: REJECTED, hoursAgo: 49 },
    { portal: 'wuba', state: 'offline', reason: '业主暂不出售', sandbox: 'withdrawn', sandboxReason: '', hoursAgo: 30 },
  ],
  [
    { portal: 'wuba', state: 'online', reason: '', sandbox: 'online', sandboxReason: '', hoursAgo: 20 },
    { portal: 'xingfuli', state: 'rejected', reason: '', sandbox: 'rejected', sandboxReason: REJECTED, hoursAgo: 19 },
  ],
];

export async function seedPortals(db: Db, options: { now: number }): Promise<void> {
  const { now } = options;
  const agent = await db.selectFrom('staff').select('id').where('account', '=', 'agent').executeTakeFirst();
  if (!agent) return;
  const houses = await db.selectFrom('house').select(['id', 'price']).where('maintainer_id', '=', agent.id).where('status', '=', 'valid')
    .where('deleted_at', 'is', null).orderBy('id').limit(PLANS.length).execute();
  const rows: Insertable<HousePortalTable>[] = [];
  const sandbox: Insertable<PortalSandboxListingTable>[] = [];
  houses.forEach((house, n) => {
    for (const plan of PLANS[n] ?? []) {
      const at = now - plan.hoursAgo * HOUR;
      const ref = `SB-${plan.portal}-demo${house.id}`;
      rows.push({
        house_id: house.id, portal: plan.portal, state: plan.state, reason: plan.reason, withdrawn_for: null, ref, pushed_by: agent.id, pushed_at: at,
        checked_at: at + HOUR, state_at: plan.state === 'offline' ? now - 2 * HOUR : at + HOUR, vr_task_id: null, vr_synced_at: null, updated_at: at + HOUR,
      });
      sandbox.push({ ref, portal: plan.portal, house_id: house.id, title: '', price: house.price, pictures: plan.sandboxReason ? 0 : 3,
        state: plan.sandbox, reason: plan.sandboxReason, updated_at: at + HOUR });
    }
  });
  if (rows.length === 0) return;
  await db.insertInto('house_portal').values(rows).execute();
  await db.insertInto('portal_sandbox_listing').values(sandbox).execute();
}
