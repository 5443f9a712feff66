import { sql } from 'kysely';
import {
  DEAL_PICTURE_KINDS, DEAL_PICTURE_KIND_LABELS, DEAL_PICTURE_MAX_PER_DEAL, DEAL_PICTURE_MAX_PER_KIND, DEAL_PICTURE_THUMB_WIDTH,
  dealPictureRuleText, type DataOf, type DealPictureItem, type DealPictureKind, type ParsedInputOf, dealPictureAdd, dealPictureList,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { removePicture, storePicture } from '../../core/image.js';
import type { UploadedFile } from '../../core/storage.js';
import { DEAL_PICTURE_FOLDER } from '../../core/upload-links.js';
import { dealInScope } from '../deal/deal-read.js';

// A deal's pictures (contract scans, receipts, identity papers): people's documents, so stored in a folder served only
// through signed links and handed out signed. The scope goes through the deal: seeing one is seeing the deal
// (deal:list), adding one is being allowed to change it (deal:edit); anything else is 404001. The file is written
// before the transaction and removed again when it fails, so a row never points at a file that was never written.

const NAME_MAX = 200;

function joined(db: Db) {
  return db.selectFrom('deal_picture as p').leftJoin('staff as up', 'up.id', 'p.uploader_id')
    .select(['p.id', 'p.deal_id', 'p.kind', 'p.url', 'p.thumb_url', 'p.size', 'p.width', 'p.height', 'p.original_name', 'p.uploader_id',
      'up.name as uploader_name', 'p.created_at']);
}
type PictureRow = Awaited<ReturnType<ReturnType<typeof joined>['executeTakeFirstOrThrow']>>;

function itemOf(ctx: Ctx, row: PictureRow): DealPictureItem {
  return {
    ...row, kind: row.kind as DealPictureKind, uploader_name: row.uploader_name ?? '',
    url: ctx.uploadLinks.sign(row.url, ctx.now), thumb_url: ctx.uploadLinks.sign(row.thumb_url, ctx.now),
  };
}

async function dealOf(ctx: Ctx, dealId: number): Promise<{ id: number; picture_count: number }> {
  const deal = await ctx.db.selectFrom('deal as d').select(['d.id', 'd.picture_count'])
    .where('d.id', '=', dealId).where(dealInScope(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!deal) throw new AppError('NOT_FOUND');
  return deal;
}

const kindOrder = (kind: string) => DEAL_PICTURE_KINDS.indexOf(kind as DealPictureKind);

export async function listDealPictures(ctx: Ctx, input: ParsedInputOf<typeof dealPictureList>): Promise<DataOf<typeof dealPictureList>> {
  const deal = await dealOf(ctx, input.deal_id);
  const rows = await joined(ctx.db).where('p.deal_id', '=', deal.id).execute();
  const all = rows.sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.id - b.id).map((row) => itemOf(ctx, row));
  const counts = Object.fromEntries(DEAL_PICTURE_KINDS.map((k) => [k, all.filter((p) => p.kind === k).length])) as Record<DealPictureKind, number>;
  return {
    list: input.kind ? all.filter((p) => p.kind === input.kind) : all,
    counts, total: all.length, max_per_kind: DEAL_PICTURE_MAX_PER_KIND, max: DEAL_PICTURE_MAX_PER_DEAL,
  };
}

function full(ctx: Ctx, kind: DealPictureKind | null): never {
  const detail = kind === null
    ? dealPictureRuleText('dealFull', ctx.lang, { max: DEAL_PICTURE_MAX_PER_DEAL })
    : dealPictureRuleText('kindFull', ctx.lang, { max: DEAL_PICTURE_MAX_PER_KIND, kind: DEAL_PICTURE_KIND_LABELS[kind][ctx.lang] });
  throw new AppError('QUOTA_EXCEEDED', { detail });
}

async function countOfKind(db: Db, dealId: number, kind: DealPictureKind): Promise<number> {
  const row = await db.selectFrom('deal_picture').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deal_id', '=', dealId).where('kind', '=', kind).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function addDealPicture(
  ctx: Ctx, input: ParsedInputOf<typeof dealPictureAdd> & { file: UploadedFile },
): Promise<DataOf<typeof dealPictureAdd>> {
  const deal = await dealOf(ctx, input.deal_id);
  if (deal.picture_count >= DEAL_PICTURE_MAX_PER_DEAL) full(ctx, null);
  if (await countOfKind(ctx.db, deal.id, input.kind) >= DEAL_PICTURE_MAX_PER_KIND) full(ctx, input.kind);
  const { dataDir } = ctx.config;
  const image = await storePicture(dataDir, DEAL_PICTURE_FOLDER, input.file, DEAL_PICTURE_THUMB_WIDTH);
  if (!image) throw new AppError('BAD_REQUEST', { detail: dealPictureRuleText('unreadable', ctx.lang) });
  const name = (input.file.filename.split(/[\\/]/).pop() ?? '').trim().slice(-NAME_MAX);
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      // The caps checked again where they cannot race: this update holds the deal until the transaction ends (the
      // count does not move the deal's version).
      const counted = await trx.updateTable('deal').set({ picture_count: sql<number>`picture_count + 1` })
        .where('id', '=', deal.id).where('picture_count', '<', DEAL_PICTURE_MAX_PER_DEAL).executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) full(ctx, null);
      if (await countOfKind(trx, deal.id, input.kind) >= DEAL_PICTURE_MAX_PER_KIND) full(ctx, input.kind);
      const row = await trx.insertInto('deal_picture').values({
        deal_id: deal.id, kind: input.kind, url: image.url, thumb_url: image.thumbUrl, file_kind: input.file.kind,
        size: input.file.bytes.length, width: image.width, height: image.height, original_name: name, uploader_id: ctx.caller.staffId,
        created_at: ctx.now,
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (error) {
    await removePicture(dataDir, image);
    throw error;
  }
  return itemOf(ctx, await joined(ctx.db).where('p.id', '=', id).executeTakeFirstOrThrow());
}
