import { sql } from 'kysely';
import {
  HOUSE_PICTURE_MAX_PER_HOUSE, HOUSE_PICTURE_THUMB_WIDTH, pictureRuleText, type DataOf, type ParsedInputOf, type PictureRule, housePictureAlert,
  housePictureDelete, housePictureLock, housePictureUpload,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { scopeFor } from '../../core/access.js';
import type { UploadedFile } from '../../core/storage.js';
import { changeableHouse } from '../house/house-read.js';
import { removePicture, storePicture } from '../../core/image.js';
import { housePictureFolder } from '../../core/upload-links.js';
import { pictureIn, pictureItem, recordPictureChange } from './picture-read.js';

// Upload, delete, lock and alert. Each change writes its picture follow-up in the same transaction, and
// house.picture_count moves with the live rows. Files are written before the transaction (and removed again when it
// fails) and removed after a delete commits, so a row never points at a file that was never written.

const NAME_MAX = 200;

function refuse(ctx: Ctx, rule: PictureRule, params: Record<string, string | number> = {}, data: unknown = null): never {
  throw new AppError('TRANSITION_NOT_ALLOWED', { detail: pictureRuleText(rule, ctx.lang, params) }, data);
}

function houseFull(ctx: Ctx): never {
  throw new AppError('QUOTA_EXCEEDED', { detail: pictureRuleText('houseFull', ctx.lang, { max: HOUSE_PICTURE_MAX_PER_HOUSE }) });
}

// The name the person's file had, without any folder part.
function fileName(file: UploadedFile): string {
  return (file.filename.split(/[\\/]/).pop() ?? '').trim().slice(-NAME_MAX);
}

export async function uploadPicture(
  ctx: Ctx, input: ParsedInputOf<typeof housePictureUpload> & { file: UploadedFile },
): Promise<DataOf<typeof housePictureUpload>> {
  const house = await ctx.db.selectFrom('house as h').select(['h.id', 'h.picture_count'])
    .where('h.id', '=', input.house_id).where('h.deleted_at', 'is', null).where(changeableHouse(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  if (house.picture_count >= HOUSE_PICTURE_MAX_PER_HOUSE) houseFull(ctx);
  const { dataDir } = ctx.config;
  const image = await storePicture(dataDir, housePictureFolder(input.group), input.file, HOUSE_PICTURE_THUMB_WIDTH);
  if (!image) throw new AppError('BAD_REQUEST', { detail: pictureRuleText('unreadable', ctx.lang) });
  const { url, thumbUrl } = image;
  const name = fileName(input.file);
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      // The cap is checked again where it cannot race: two uploads at once cannot both take the last place.
      const counted = await trx.updateTable('house').set({ picture_count: sql<number>`picture_count + 1` })
        .where('id', '=', house.id).where('deleted_at', 'is', null).where('picture_count', '<', HOUSE_PICTURE_MAX_PER_HOUSE).executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) houseFull(ctx);
      const last = await trx.selectFrom('house_picture').select((eb) => eb.fn.max('sort').as('sort'))
        .where('house_id', '=', house.id).where('group', '=', input.group).where('deleted_at', 'is', null).executeTakeFirst();
      const picture = await trx.insertInto('house_picture').values({
        house_id: house.id, group: input.group, url, thumb_url: thumbUrl, kind: input.file.kind, size: input.file.bytes.length,
        width: image.width, height: image.height, original_name: name, uploader_id: ctx.caller.staffId, locked: 0, locked_by: null,
        locked_at: null, alert: 0, alert_reason: '', alert_by: null, alert_at: null, sort: Number(last?.sort ?? 0) + 1,
        created_at: ctx.now, deleted_at: null,
      }).returning('id').executeTakeFirstOrThrow();
      await recordPictureChange(trx, ctx, { houseId: house.id, action: 'upload', group: input.group, name });
      return picture.id;
    });
  } catch (error) {
    await removePicture(dataDir, image);
    throw error;
  }
  return pictureItem(ctx, id);
}

// A row that no longer matched the expected state: gone, or changed by someone else in between.
async function current(db: Db, id: number) {
  const row = await db.selectFrom('house_picture').select(['locked', 'alert', 'alert_reason', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow();
  if (row.deleted_at !== null) throw new AppError('NOT_FOUND');
  return row;
}

export async function deletePicture(ctx: Ctx, input: ParsedInputOf<typeof housePictureDelete>): Promise<null> {
  const picture = await pictureIn(ctx, input.id, ctx.scope, 'change');
  if (picture.locked) refuse(ctx, 'lockedNoDelete', {}, { locked: 1 });
  await ctx.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('house_picture').set({ deleted_at: ctx.now })
      .where('id', '=', picture.id).where('locked', '=', 0).where('deleted_at', 'is', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      await current(trx, picture.id);
      refuse(ctx, 'lockedNoDelete', {}, { locked: 1 });
    }
    await trx.updateTable('house').set({ picture_count: sql<number>`picture_count - 1` }).where('id', '=', picture.house_id).execute();
    await recordPictureChange(trx, ctx, { houseId: picture.house_id, action: 'delete', group: picture.group, name: picture.original_name, remark: input.remark });
  });
  // Only once the row is gone for good: a failed transaction keeps both files.
  await removePicture(ctx.config.dataDir, { url: picture.url, thumbUrl: picture.thumb_url });
  return null;
}

export async function lockPicture(ctx: Ctx, input: ParsedInputOf<typeof housePictureLock>): Promise<DataOf<typeof housePictureLock>> {
  const picture = await pictureIn(ctx, input.id, ctx.scope, 'change');
  const rule: PictureRule = input.locked ? 'alreadyLocked' : 'notLocked';
  if (picture.locked === input.locked) refuse(ctx, rule, {}, { locked: picture.locked });
  await ctx.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('house_picture').set({
      locked: input.locked, locked_by: input.locked ? ctx.caller.staffId : null, locked_at: input.locked ? ctx.now : null,
    }).where('id', '=', picture.id).where('locked', '=', picture.locked).where('deleted_at', 'is', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      await current(trx, picture.id);
      refuse(ctx, rule, {}, { locked: input.locked });
    }
    await recordPictureChange(trx, ctx, {
      houseId: picture.house_id, action: input.locked ? 'lock' : 'unlock', group: picture.group, name: picture.original_name,
    });
  });
  return pictureItem(ctx, picture.id);
}

// Flagging needs only to see the house (the endpoint's house:list); clearing needs picture:manage over it.
export async function alertPicture(ctx: Ctx, input: ParsedInputOf<typeof housePictureAlert>): Promise<DataOf<typeof housePictureAlert>> {
  let picture;
  if (input.alert) {
    if (!input.reason) throw new AppError('BAD_REQUEST', { detail: pictureRuleText('reasonRequired', ctx.lang) });
    picture = await pictureIn(ctx, input.id, ctx.scope, 'read');
    if (picture.alert) refuse(ctx, 'alreadyAlerted', { reason: picture.alert_reason }, { alert: 1 });
  } else {
    const manage = await scopeFor(ctx, 'picture:manage');
    if (!manage) throw new AppError('PERMISSION_DENIED');
    picture = await pictureIn(ctx, input.id, manage, 'change');
    if (!picture.alert) refuse(ctx, 'notAlerted', {}, { alert: 0 });
  }
  const { id, house_id: houseId, group, original_name: name, alert } = picture;
  await ctx.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('house_picture').set(input.alert
      ? { alert: 1, alert_reason: input.reason, alert_by: ctx.caller.staffId, alert_at: ctx.now }
      : { alert: 0, alert_reason: '', alert_by: null, alert_at: null })
      .where('id', '=', id).where('alert', '=', alert).where('deleted_at', 'is', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const now = await current(trx, id);
      if (input.alert) refuse(ctx, 'alreadyAlerted', { reason: now.alert_reason }, { alert: 1 });
      refuse(ctx, 'notAlerted', {}, { alert: 0 });
    }
    await recordPictureChange(trx, ctx, { houseId, action: input.alert ? 'alert' : 'clear', group, name, remark: input.reason });
  });
  return pictureItem(ctx, id);
}
