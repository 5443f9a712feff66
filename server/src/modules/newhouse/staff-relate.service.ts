import { type DataOf, type ParsedInputOf, staffRelateList, staffRelateSave } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { contains, isUniqueViolation } from '../../core/sql.js';
import { assertWorkingStaff, projectRow, staffRelateItems } from './newhouse-read.js';

// Our staff linked to projects (关联负责人: 驻场 and 渠道). One link per person and project: saving again changes its role.

export async function listRelates(ctx: Ctx, input: ParsedInputOf<typeof staffRelateList>): Promise<DataOf<typeof staffRelateList>> {
  let query = ctx.db.selectFrom('newhouse_staff as r').innerJoin('newhouse as n', 'n.id', 'r.newhouse_id').innerJoin('staff as s', 's.id', 'r.user_id');
  if (input.new_id !== undefined) query = query.where('r.newhouse_id', '=', input.new_id);
  if (input.user_id !== undefined) query = query.where('r.user_id', '=', input.user_id);
  if (input.role) query = query.where('r.role', '=', input.role);
  if (input.keyword) {
    const word = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 'n.name', word), contains(ctx.dialect, 's.name', word)]));
  }
  const [rows, total] = await Promise.all([
    query.select('r.id').orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await staffRelateItems(ctx.db, rows.map((r) => r.id)), page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}

export async function saveRelate(ctx: Ctx, input: ParsedInputOf<typeof staffRelateSave>): Promise<DataOf<typeof staffRelateSave>> {
  await projectRow(ctx.db, input.new_id);
  await assertWorkingStaff(ctx, input.user_id);
  const find = () => ctx.db.selectFrom('newhouse_staff').select('id').where('newhouse_id', '=', input.new_id).where('user_id', '=', input.user_id)
    .executeTakeFirst();
  let id = (await find())?.id;
  if (id === undefined) {
    try {
      id = (await ctx.db.insertInto('newhouse_staff').values({
        newhouse_id: input.new_id, user_id: input.user_id, role: input.role, created_by: ctx.caller.staffId, created_at: ctx.now,
      }).returning('id').executeTakeFirstOrThrow()).id;
    } catch (error) {
      // Linked by someone else at the same moment: that link takes the role instead.
      if (!isUniqueViolation(error)) throw error;
      id = (await find())?.id;
      if (id === undefined) throw error;
    }
  }
  await ctx.db.updateTable('newhouse_staff').set({ role: input.role }).where('id', '=', id).execute();
  const [item] = await staffRelateItems(ctx.db, [id]);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

export async function deleteRelate(ctx: Ctx, id: number): Promise<null> {
  const result = await ctx.db.deleteFrom('newhouse_staff').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new AppError('NOT_FOUND');
  return null;
}
