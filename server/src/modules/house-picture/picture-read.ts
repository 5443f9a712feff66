import {
  HOUSE_PICTURE_MAX_PER_HOUSE, PICTURE_GROUPS, pictureChange, type DataOf, type DataScope, type FileData, type HousePictureItem,
  type HousePictureKind, type ParsedInputOf, type PictureAction, type PictureGroup, housePictureList,
} from '@brokerage/contract';
import type { Caller, Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { readUpload } from '../../core/storage.js';
import { changeableHouse, readableHouse } from '../house/house-read.js';
import { changeText, recordHouseChange } from '../house/followup-record.js';

// Reading pictures (the scope rules go through the house), shaping them for the API, and the follow-up every change
// writes.

const MIME: Record<HousePictureKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Record<HousePictureKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

function joined(db: Db) {
  return db.selectFrom('house_picture as p')
    .innerJoin('house as h', 'h.id', 'p.house_id')
    .leftJoin('staff as up', 'up.id', 'p.uploader_id')
    .leftJoin('staff as lb', 'lb.id', 'p.locked_by')
    .leftJoin('staff as ab', 'ab.id', 'p.alert_by')
    .select([
      'p.id', 'p.house_id', 'p.group', 'p.url', 'p.thumb_url', 'p.kind', 'p.size', 'p.width', 'p.height', 'p.original_name',
      'p.uploader_id', 'up.name as uploader_name', 'p.locked', 'lb.name as locked_by_name', 'p.locked_at', 'p.alert', 'p.alert_reason',
      'ab.name as alert_by_name', 'p.alert_at', 'p.sort', 'p.created_at',
    ])
    .where('p.deleted_at', 'is', null)
    .where('h.deleted_at', 'is', null);
}
type PictureRow = Awaited<ReturnType<ReturnType<typeof joined>['executeTakeFirstOrThrow']>>;

function toItem(row: PictureRow): HousePictureItem {
  return {
    ...row,
    group: row.group as PictureGroup,
    kind: row.kind as HousePictureKind,
    uploader_name: row.uploader_name ?? '',
    locked: row.locked ? 1 : 0,
    locked_by_name: row.locked_by_name ?? '',
    alert: row.alert ? 1 : 0,
    alert_by_name: row.alert_by_name ?? '',
  };
}

const groupOrder = (group: string) => PICTURE_GROUPS.indexOf(group as PictureGroup);

export async function listPictures(ctx: Ctx, input: ParsedInputOf<typeof housePictureList>): Promise<DataOf<typeof housePictureList>> {
  const house = await ctx.db.selectFrom('house as h').select('h.id')
    .where('h.id', '=', input.house_id).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  const rows = await joined(ctx.db).where('p.house_id', '=', house.id).execute();
  const all = rows.map((row) => linked(ctx, toItem(row))).sort((a, b) => groupOrder(a.group) - groupOrder(b.group) || a.sort - b.sort || a.id - b.id);
  const counts = Object.fromEntries(PICTURE_GROUPS.map((g) => [g, all.filter((p) => p.group === g).length])) as Record<PictureGroup, number>;
  return {
    list: input.group ? all.filter((p) => p.group === input.group) : all,
    counts,
    total: all.length,
    max: HOUSE_PICTURE_MAX_PER_HOUSE,
  };
}

// One live picture of a house within `scope`: readable (seeing the house) or changeable (the maintainer within the
// scope of the change's permission). Outside it the picture does not exist for the caller.
export async function pictureIn(ctx: Ctx, id: number, scope: DataScope, how: 'read' | 'change'): Promise<HousePictureItem> {
  const condition = how === 'read' ? readableHouse(ctx.caller, scope) : changeableHouse(ctx.caller, scope);
  const row = await joined(ctx.db).where('p.id', '=', id).where(condition).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toItem(row);
}

// A picture as an answer shows it: a certificate's files through signed links.
function linked(ctx: Ctx, item: HousePictureItem): HousePictureItem {
  return { ...item, url: ctx.uploadLinks.sign(item.url, ctx.now), thumb_url: ctx.uploadLinks.sign(item.thumb_url, ctx.now) };
}

export async function pictureItem(ctx: Ctx, id: number): Promise<HousePictureItem> {
  const row = await joined(ctx.db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return linked(ctx, toItem(row));
}

// The original or the thumbnail as a file named after the uploaded one.
export async function pictureFile(ctx: Ctx, id: number, thumb: boolean): Promise<FileData> {
  const picture = await pictureIn(ctx, id, ctx.scope, 'read');
  const bytes = await readUpload(ctx.config.dataDir, thumb ? picture.thumb_url : picture.url);
  if (!bytes) throw new AppError('NOT_FOUND');
  const base = picture.original_name.replace(/\.[^.]*$/, '') || `picture-${picture.id}`;
  return thumb
    ? { name: `${base}-thumb.webp`, type: MIME.webp, bytes }
    : { name: `${base}.${EXTENSIONS[picture.kind]}`, type: MIME[picture.kind], bytes };
}

// The picture follow-up on the house, in the caller's transaction: the file name, then the remark or reason.
export function recordPictureChange(
  db: Db, ctx: { caller: Caller; now: number },
  change: { houseId: number; action: PictureAction; group: PictureGroup; name: string; remark?: string },
): Promise<void> {
  return recordHouseChange(db, {
    houseId: change.houseId, staffId: ctx.caller.staffId, kind: 'picture',
    content: changeText(change.name, change.remark),
    change: pictureChange(change.action, change.group),
  }, ctx.now);
}
