import { sql } from 'kysely';
import {
  HOUSE_PICTURE_THUMB_WIDTH, NEWHOUSE_PICTURE_MAX_PER_PROJECT, pictureRuleText, type DataOf, type ParsedInputOf, newhousePictureList,
  newhousePictureUpload,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { removePicture, storePicture } from '../../core/image.js';
import type { UploadedFile } from '../../core/storage.js';
import { pictureItems, projectRow, projectVisible, refuse } from './newhouse-read.js';

// A project's pictures, through the same pipeline as house pictures: decoded and encoded anew with a thumbnail, files
// written before the row (removed again when the row is refused) and removed once a delete has committed.

export const NEWHOUSE_PICTURE_FOLDER = 'newhouse-pictures';
const NAME_MAX = 200;

function projectFull(ctx: Ctx): never {
  refuse(ctx, 'QUOTA_EXCEEDED', 'projectFull', { max: NEWHOUSE_PICTURE_MAX_PER_PROJECT });
}

export async function listProjectPictures(ctx: Ctx, input: ParsedInputOf<typeof newhousePictureList>): Promise<DataOf<typeof newhousePictureList>> {
  await projectVisible(ctx, input.new_id);
  const all = await pictureItems(ctx.db, { newhouseId: input.new_id });
  return { list: input.group ? all.filter((p) => p.group === input.group) : all, total: all.length, max: NEWHOUSE_PICTURE_MAX_PER_PROJECT };
}

export async function uploadProjectPicture(
  ctx: Ctx, input: ParsedInputOf<typeof newhousePictureUpload> & { file: UploadedFile },
): Promise<DataOf<typeof newhousePictureUpload>> {
  const project = await projectRow(ctx.db, input.new_id);
  if (project.picture_count >= NEWHOUSE_PICTURE_MAX_PER_PROJECT) projectFull(ctx);
  const { dataDir } = ctx.config;
  const image = await storePicture(dataDir, NEWHOUSE_PICTURE_FOLDER, input.file, HOUSE_PICTURE_THUMB_WIDTH);
  if (!image) throw new AppError('BAD_REQUEST', { detail: pictureRuleText('unreadable', ctx.lang) });
  const name = (input.file.filename.split(/[\\/]/).pop() ?? '').trim().slice(-NAME_MAX);
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      // The cap is checked again where it cannot race: two uploads at once cannot both take the last place.
      const counted = await trx.updateTable('newhouse').set({ picture_count: sql<number>`picture_count + 1`, updated_at: ctx.now })
        .where('id', '=', project.id).where('picture_count', '<', NEWHOUSE_PICTURE_MAX_PER_PROJECT).executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) projectFull(ctx);
      const last = await trx.selectFrom('newhouse_picture').select((eb) => eb.fn.max('sort').as('sort'))
        .where('newhouse_id', '=', project.id).where('group', '=', input.group).executeTakeFirst();
      const row = await trx.insertInto('newhouse_picture').values({
        newhouse_id: project.id, group: input.group, url: image.url, thumb_url: image.thumbUrl, kind: input.file.kind, size: input.file.bytes.length,
        width: image.width, height: image.height, original_name: name, uploader_id: ctx.caller.staffId, sort: Number(last?.sort ?? 0) + 1,
        created_at: ctx.now,
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (error) {
    await removePicture(dataDir, image);
    throw error;
  }
  const [item] = await pictureItems(ctx.db, { id });
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

export async function deleteProjectPicture(ctx: Ctx, id: number): Promise<null> {
  const picture = await ctx.db.selectFrom('newhouse_picture').select(['id', 'newhouse_id', 'url', 'thumb_url']).where('id', '=', id).executeTakeFirst();
  if (!picture) throw new AppError('NOT_FOUND');
  await ctx.db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('newhouse_picture').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw new AppError('NOT_FOUND');
    await trx.updateTable('newhouse').set({ picture_count: sql<number>`picture_count - 1`, updated_at: ctx.now })
      .where('id', '=', picture.newhouse_id).execute();
  });
  // Only once the row is gone for good: a failed transaction keeps both files.
  await removePicture(ctx.config.dataDir, { url: picture.url, thumbUrl: picture.thumb_url });
  return null;
}
