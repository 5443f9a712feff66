import { sql } from 'kysely';
import type { DataOf, HouseRole, ParsedInputOf, staffRoleFindInput } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition } from '../../core/access.js';
import { houseItemsFor, readableHouse } from '../house/house-read.js';

// "Houses where this person holds this role" (the my-house page), always among the houses the caller may see.
// The recorder's go by house_recorder_kind_updated_idx, the maintainer's by house_maintainer_kind_updated_idx, the
// other roles by house_role_staff_idx (staff_id, role, house_id).

type FindInput = ParsedInputOf<typeof staffRoleFindInput>;

export async function findHouses(ctx: Ctx, role: HouseRole, input: FindInput): Promise<DataOf<typeof staffRoleFindInput>> {
  const me = ctx.caller.staffId;
  const who = input.staff_id ?? me;
  // Another person's houses only when that person is within the caller's scope for seeing houses.
  if (who !== me) {
    const within = await ctx.db.selectFrom('staff').select('id')
      .where('id', '=', who).where(scopeCondition(ctx.caller, ctx.scope, 'staff.id')).executeTakeFirst();
    if (!within) throw new AppError('PERMISSION_DENIED');
  }
  let query = ctx.db.selectFrom('house as h').where('h.deleted_at', 'is', null);
  if (role === 'input') query = query.where('h.recorder_id', '=', who);
  else if (role === 'maintain') query = query.where('h.maintainer_id', '=', who);
  else {
    query = query.where('h.id', 'in', (eb) => eb.selectFrom('house_role').select('house_role.house_id')
      .where('house_role.staff_id', '=', who).where('house_role.role', '=', role));
  }
  if (input.kind) query = query.where('h.kind', '=', input.kind);
  if (ctx.scope !== 'company') query = query.where(readableHouse(ctx.caller, ctx.scope));
  const [rows, total] = await Promise.all([
    query.select('h.id').orderBy(sql.ref(`h.${input.sort}`), input.order).orderBy('h.id', input.order)
      .limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: await houseItemsFor(ctx, rows.map((r) => r.id)),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
  };
}
