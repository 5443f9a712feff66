import { EXPORT_MAX_ROWS, type DataOf, type HouseExportRow, type HouseItem, type ParsedInputOf, type houseExport } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { EXPORT_PAGE } from '../../core/export.js';
import { AppError } from '../../core/errors.js';
import { nextTurn } from '../../core/jobs.js';
import { countUpTo } from '../../core/sql.js';
import { houseItemsFor } from './house-read.js';
import { houseFilterParts, resolveFilters, type HouseFilterInput, type ResolvedFilters } from './house-list.filters.js';
import { listPageQuery } from './house-list.service.js';

// The export: the list's rows for the same filters and sort (every page), each with its labels' names. Counted first
// to one more than an export may hold, so one that asks for too many is refused before a row is read; the steps take
// turns of the event loop between them, and houseItems reads the rows in slices.
// Up to one more house than an export may hold.
export function exportCountQuery(ctx: Ctx, input: HouseFilterInput, resolved: ResolvedFilters) {
  return countUpTo(ctx.db, houseFilterParts(ctx, input, resolved), EXPORT_PAGE.limit);
}

export async function exportHouses(ctx: Ctx, input: ParsedInputOf<typeof houseExport>): Promise<DataOf<typeof houseExport>> {
  const resolved = await resolveFilters(ctx, input);
  const total = Number((await exportCountQuery(ctx, input, resolved).executeTakeFirstOrThrow()).n);
  if (total > EXPORT_MAX_ROWS) throw new AppError('EXPORT_TOO_LARGE', { max: EXPORT_MAX_ROWS });
  await nextTurn();
  const ids = total ? (await listPageQuery(ctx, { ...input, ...EXPORT_PAGE }, resolved, false).execute()).map((r) => r.id) : [];
  await nextTurn();
  // Each item gains its labels' names in place: a copy of every item would hold the thread for as long again.
  const list: (HouseItem & Partial<HouseExportRow>)[] = await houseItemsFor(ctx, ids);
  for (const house of list) house.label_names = house.labels.map((label) => label.name);
  return { list: list as HouseExportRow[] };
}
