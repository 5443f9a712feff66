import { LABEL_DEFAULT_COLOR, type Label, type LabelKind } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { itemOptions } from '../item/item.service.js';
import { freeBit } from '../house/label-bits.js';
import { isUniqueViolation } from '../../core/sql.js';

type LabelRow = Omit<Label, 'kind' | 'enabled'> & { kind: string; enabled: number };
const toLabel = (row: LabelRow): Label => ({ ...row, kind: row.kind as LabelKind, enabled: row.enabled ? 1 : 0 });

const COLUMNS = ['id', 'kind', 'name', 'color', 'sort', 'enabled', 'created_at', 'updated_at'] as const;

async function labelOrFail(db: Db, id: number): Promise<Label> {
  const row = await db.selectFrom('label').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toLabel(row);
}

export async function listLabels(ctx: Ctx, input: { kind?: LabelKind | undefined; enabled?: 0 | 1 | undefined }) {
  let query = ctx.db.selectFrom('label').select(COLUMNS);
  if (input.kind) query = query.where('kind', '=', input.kind);
  if (input.enabled !== undefined) query = query.where('enabled', '=', input.enabled);
  return { list: (await query.orderBy('kind').orderBy('sort').orderBy('id').execute()).map(toLabel) };
}

export async function pictureGroups(ctx: Ctx) {
  return { list: itemOptions('picture_group', ctx.lang) };
}

async function assertNameFree(db: Db, kind: string, name: string, exceptId?: number) {
  let query = db.selectFrom('label').select('id').where('kind', '=', kind).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new AppError('CONFLICT', { detail: name });
}

type ChangeInput = {
  id?: number | undefined; kind?: LabelKind | undefined; name?: string | undefined; color?: string | undefined;
  sort?: number | undefined; enabled?: 0 | 1 | undefined;
};

export async function changeLabel(ctx: Ctx, input: ChangeInput): Promise<Label> {
  if (input.id === undefined) {
    const { kind, name } = input;
    // The contract already refuses this; the check keeps the types honest.
    if (!kind || !name) throw new AppError('BAD_REQUEST', { detail: 'a new label needs kind and name' });
    await assertNameFree(ctx.db, kind, name);
    // A house label takes the lowest bit free in house.label_bits (label-bits.ts). Two created at once may pick the same
    // bit or name: the unique indexes refuse the later, which looks again (a name taken meanwhile is then 409002).
    for (let attempt = 1; ; attempt += 1) {
      const bit = kind === 'house'
        ? freeBit((await ctx.db.selectFrom('label').select('bit').where('bit', 'is not', null).execute()).map((row) => row.bit))
        : null;
      try {
        const { id } = await ctx.db.insertInto('label').values({
          kind, name, color: (input.color ?? LABEL_DEFAULT_COLOR).toLowerCase(), sort: input.sort ?? 0, enabled: input.enabled ?? 1,
          bit, created_at: ctx.now, updated_at: ctx.now,
        }).returning('id').executeTakeFirstOrThrow();
        return labelOrFail(ctx.db, id);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
        await assertNameFree(ctx.db, kind, name);
      }
    }
  }
  const label = await labelOrFail(ctx.db, input.id);
  // Records tagged as house labels must not turn into customer labels under their feet.
  if (input.kind !== undefined && input.kind !== label.kind) {
    throw new AppError('BAD_REQUEST', { detail: `the kind of label ${label.name} cannot change` });
  }
  if (input.name !== undefined) await assertNameFree(ctx.db, label.kind, input.name, label.id);
  await ctx.db.updateTable('label').set({
    name: input.name ?? label.name,
    color: (input.color ?? label.color).toLowerCase(),
    sort: input.sort ?? label.sort,
    enabled: input.enabled ?? label.enabled,
    updated_at: ctx.now,
  }).where('id', '=', label.id).execute();
  return labelOrFail(ctx.db, label.id);
}
