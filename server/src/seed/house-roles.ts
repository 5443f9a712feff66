import type { Insertable } from 'kysely';
import { HOUSE_ROLES, type FollowupChange, type HouseRole } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import type { FollowupTable, HouseRoleTable } from '../core/db/schema.js';
import { insertFollowups } from '../modules/house/followup-index.js';
import { createRandom } from './random.js';

// Role holders for about two thirds of the demo houses: rental agent, key holder, surveyor and VR surveyor, each
// drawn from the staff of the house's store and given the role some time after the entry, with the role follow-up
// staffrole/add would have written.

const CHUNK = 200;
const TABLE_ROLES = HOUSE_ROLES.filter((role) => role !== 'input' && role !== 'maintain');
// How likely a house with roles has each one.
const ROLE_SHARE: Record<HouseRole, number> = { input: 0, maintain: 0, rent: 0.5, key: 0.6, survey: 0.7, vr_survey: 0.3 };

export async function seedHouseRoles(db: Db, options: { now: number }): Promise<void> {
  const { now } = options;
  // A generator of its own, so this data stays the same when other seeds change how many numbers they draw.
  const random = createRandom(20261223);
  const [houses, staff] = await Promise.all([
    db.selectFrom('house').select(['id', 'kind', 'store_id', 'maintainer_id', 'created_at']).where('deleted_at', 'is', null).orderBy('id').execute(),
    db.selectFrom('staff').select(['id', 'name', 'store_id']).where('status', '=', 'active').where('store_id', 'is not', null).orderBy('id').execute(),
  ]);
  const byStore = new Map<number, { id: number; name: string }[]>();
  for (const person of staff) byStore.set(person.store_id as number, [...(byStore.get(person.store_id as number) ?? []), person]);

  const roles: Insertable<HouseRoleTable>[] = [];
  const followups: Insertable<FollowupTable>[] = [];
  for (const house of houses) {
    const people = house.store_id === null ? undefined : byStore.get(house.store_id);
    if (!people?.length || random.next() > 0.65) continue;
    for (const role of TABLE_ROLES) {
      // Only rentals have a rental agent.
      if ((role === 'rent' && house.kind !== 'rent') || random.next() > ROLE_SHARE[role]) continue;
      const person = random.pick(people);
      const at = Math.min(now, house.created_at + random.int(3_600, 20 * 86_400));
      roles.push({ house_id: house.id, role, staff_id: person.id, assigned_by: house.maintainer_id, assigned_at: at });
      const change: FollowupChange = { role, from: null, to: person.name };
      followups.push({
        house_id: house.id, customer_id: null, staff_id: house.maintainer_id, kind: 'role', content: '', detail: JSON.stringify(change), created_at: at,
      });
    }
  }
  for (let i = 0; i < roles.length; i += CHUNK) await db.insertInto('house_role').values(roles.slice(i, i + CHUNK)).execute();
  await insertFollowups(db, followups);
}
