import {
  HOUSE_OPEN_STATUSES, HOUSE_ROLE_LABELS, HOUSE_ROLES, houseRoleRuleText, isRowRole, type DataOf, type HouseRole,
  type HouseStatus, type ParsedInputOf, houseRoleKinds, staffRoleAdd, staffRoleUpdate,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { holds } from '../../core/access.js';
import { readHousePolicy } from '../../core/settings.js';
import { recordHouseChange } from '../house/followup-record.js';
import { changeableHouse } from '../house/house-read.js';
import { assertPrivateCap, assertVersion, updateAtVersion } from '../house/house-write.js';
import { activeStaff, houseRoles } from './role-read.js';
import { isUniqueViolation } from '../../core/sql.js';

// Assigning, changing and clearing the per-house roles. Each change bumps the house's version (two people changing
// roles of one house at once: one wins, the other gets 602144) and writes a 'role' follow-up in the same transaction.

export async function roleKinds(ctx: Ctx): Promise<DataOf<typeof houseRoleKinds>> {
  const canEdit = (await holds(ctx, 'houserole:edit')) ? 1 : 0;
  return {
    list: HOUSE_ROLES.map((role) => ({ role, name: HOUSE_ROLE_LABELS[role][ctx.lang], clearable: isRowRole(role) ? 0 : 1, can_edit: canEdit })),
  };
}

type RoleInput = { house_id: number; role: HouseRole; staff_id: number | null; version: number };


async function staffName(db: Db, staffId: number | null): Promise<string | null> {
  if (staffId === null) return null;
  const row = await db.selectFrom('staff').select('name').where('id', '=', staffId).executeTakeFirst();
  return row?.name ?? String(staffId);
}

async function changeRole(ctx: Ctx, input: RoleInput, mode: 'add' | 'update'): Promise<DataOf<typeof staffRoleAdd>> {
  const house = await ctx.db.selectFrom('house as h')
    .select(['h.id', 'h.version', 'h.recorder_id', 'h.maintainer_id', 'h.pool', 'h.status'])
    .where('h.id', '=', input.house_id).where('h.deleted_at', 'is', null).where(changeableHouse(ctx.caller, ctx.scope))
    .executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  assertVersion(house, input.version);
  const { role } = input;
  const label = HOUSE_ROLE_LABELS[role][ctx.lang];
  const held = role === 'input' ? house.recorder_id : role === 'maintain' ? house.maintainer_id
    : (await ctx.db.selectFrom('house_role').select('staff_id').where('house_id', '=', house.id).where('role', '=', role).executeTakeFirst())?.staff_id ?? null;
  const fromName = await staffName(ctx.db, held);

  if (mode === 'add' && held !== null) {
    throw new AppError('CONFLICT', { detail: houseRoleRuleText('held', ctx.lang, { role: label, name: fromName ?? '' }) });
  }
  if (mode === 'update' && held === null) {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: houseRoleRuleText('notHeld', ctx.lang, { role: label }) });
  }
  if (input.staff_id === null && isRowRole(role)) {
    throw new AppError('BAD_REQUEST', { detail: houseRoleRuleText('cannotClear', ctx.lang, { role: label }) });
  }
  if (input.staff_id === held) {
    throw new AppError('BAD_REQUEST', { detail: houseRoleRuleText('unchanged', ctx.lang, { role: label, name: fromName ?? '' }) });
  }
  const person = input.staff_id === null ? null
    : await activeStaff(ctx, input.staff_id, () => new AppError('BAD_REQUEST', { detail: houseRoleRuleText('staffInactive', ctx.lang, { id: input.staff_id ?? '' }) }));
  const policy = role === 'maintain' ? await readHousePolicy(ctx.db) : null;
  const me = ctx.caller.staffId;

  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (role === 'input' && person) {
        await updateAtVersion(trx, house.id, input.version, { recorder_id: person.id }, ctx.now);
      } else if (role === 'maintain' && person) {
        // A private house on the market counts against its new maintainer's cap.
        if (policy && house.pool === 'private' && HOUSE_OPEN_STATUSES.includes(house.status as HouseStatus)) {
          await assertPrivateCap(trx, ctx, person.id, policy.privateCap);
        }
        // The new maintainer's countdown starts now.
        await updateAtVersion(trx, house.id, input.version, { maintainer_id: person.id, store_id: person.store_id, active_at: ctx.now }, ctx.now);
      } else {
        await updateAtVersion(trx, house.id, input.version, {}, ctx.now);
        if (!person) {
          await trx.deleteFrom('house_role').where('house_id', '=', house.id).where('role', '=', role).execute();
        } else if (mode === 'add') {
          await trx.insertInto('house_role').values({ house_id: house.id, role, staff_id: person.id, assigned_by: me, assigned_at: ctx.now }).execute();
        } else {
          await trx.updateTable('house_role').set({ staff_id: person.id, assigned_by: me, assigned_at: ctx.now })
            .where('house_id', '=', house.id).where('role', '=', role).execute();
        }
      }
      await recordHouseChange(trx, {
        houseId: house.id, staffId: me, kind: 'role', content: '', change: { role, from: fromName, to: person?.name ?? null },
      }, ctx.now);
    });
  } catch (error) {
    // Someone gave the role away in the moment between the check and the insert.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { detail: houseRoleRuleText('held', ctx.lang, { role: label, name: '' }) });
    throw error;
  }
  // The caller changed the house within their scope; a new maintainer may take it out of it, and the answer still
  // shows the roles the caller just set.
  return houseRoles(ctx, house.id, 'company');
}

export function addRole(ctx: Ctx, input: ParsedInputOf<typeof staffRoleAdd>) {
  return changeRole(ctx, input, 'add');
}

export function updateRole(ctx: Ctx, input: ParsedInputOf<typeof staffRoleUpdate>) {
  return changeRole(ctx, input, 'update');
}
