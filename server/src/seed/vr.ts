import { HOUSE_OPEN_STATUSES } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import { TRIAL_PACKAGE, ensureTrialPackage, newSandboxRef, sandboxTourUrl } from '../modules/vr/sandbox-provider.js';

// VR accounts for the demo manager, the demo agent and a colleague of theirs at the sandbox VR service, a finished
// shoot with its tour on a house that has pictures (so a portal's VR sync can be tried on it) and a shoot in progress
// on another. The tour lives on the server itself: `publicUrl` makes its address whole where the server's is known.

const DAY = 86_400;

export async function seedVr(db: Db, options: { now: number; publicUrl?: string | undefined }): Promise<void> {
  const { now } = options;
  const admin = await db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirst();
  const manager = await db.selectFrom('staff').select(['id', 'name', 'store_id']).where('account', '=', 'manager').executeTakeFirst();
  const agent = await db.selectFrom('staff').select(['id', 'name']).where('account', '=', 'agent').executeTakeFirst();
  if (!admin || !manager || !agent || manager.store_id === null) return;
  const colleague = await db.selectFrom('staff').select(['id', 'name']).where('store_id', '=', manager.store_id)
    .where('id', 'not in', [manager.id, agent.id]).where('status', '=', 'active').orderBy('id').executeTakeFirst();
  const people = [manager, agent, ...(colleague ? [colleague] : [])];
  await ensureTrialPackage(db, now - 30 * DAY);
  const users = new Map<number, { id: number; ref: string }>();
  for (const [index, person] of people.entries()) {
    const ref = `VU${String(person.id).padStart(8, '0')}`;
    const createdAt = now - (30 - index) * DAY;
    await db.insertInto('vr_sandbox_user').values({ ref, name: person.name, status: 'active', created_at: createdAt }).execute();
    const { id } = await db.insertInto('vr_user').values({ staff_id: person.id, provider_user_id: ref, status: 'active', created_by: admin.id, created_at: createdAt })
      .returning('id').executeTakeFirstOrThrow();
    users.set(person.id, { id, ref });
  }

  // The agent's houses on the market (a house holding a shoot is not ended: core/open-shoot.ts), those with pictures first.
  const houses = await db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id')
    .select(['h.id', 'h.rooms', 'h.halls', 'h.area', 'r.name as region', 'h.picture_count'])
    .where('h.maintainer_id', '=', agent.id).where('h.deleted_at', 'is', null).where('h.kind', '=', 'sale')
    .where('h.status', 'in', HOUSE_OPEN_STATUSES).orderBy('h.picture_count', 'desc').orderBy('h.id').limit(2).execute();
  const plan = [{ state: 'done', photographer: agent.id, daysAgo: 6 }, { state: 'shooting', photographer: colleague?.id ?? manager.id, daysAgo: 1 }];
  for (const [index, house] of houses.entries()) {
    const step = plan[index];
    const user = step && users.get(step.photographer);
    if (!step || !user) continue;
    const ref = newSandboxRef();
    const createdAt = now - step.daysAgo * DAY;
    const doneAt = step.state === 'done' ? createdAt + 4 * 3600 : null;
    await db.insertInto('vr_sandbox_task').values({
      ref, package_ref: TRIAL_PACKAGE.ref, user_ref: user.ref, title: `${house.region} ${house.rooms}室${house.halls}厅 ${(house.area / 100).toFixed(0)}㎡`,
      created_at: createdAt, done_at: doneAt,
    }).execute();
    const base = options.publicUrl ?? '';
    await db.insertInto('vr_task').values({
      house_id: house.id, vr_user_id: user.id, staff_id: step.photographer, package_ref: TRIAL_PACKAGE.ref, package_name: TRIAL_PACKAGE.name,
      provider: 'sandbox', provider_ref: ref, state: step.state, shoot_url: `${base}/sandbox-vr/${ref}`,
      tour_url: doneAt ? sandboxTourUrl(base, ref) : '', created_by: manager.id, created_at: createdAt, done_at: doneAt,
    }).execute();
    if (doneAt) {
      await db.insertInto('house_role').values({ house_id: house.id, role: 'vr_survey', staff_id: step.photographer, assigned_by: manager.id, assigned_at: doneAt })
        .onConflict((oc) => oc.columns(['house_id', 'role']).doNothing()).execute();
    }
    await db.updateTable('vr_sandbox_package').set((eb) => ({ used: eb('used', '+', 1) })).where('ref', '=', TRIAL_PACKAGE.ref).execute();
  }
}
