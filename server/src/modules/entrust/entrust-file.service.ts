import {
  ENTRUST_EDITABLE, ENTRUST_UPLOAD_LINK, HOUSE_PICTURE_THUMB_WIDTH, type DataOf, type EntrustScan, type EntrustStatus, type FileData,
  type HouseKind, entrustSaleQrCode,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { storePicture, removePicture } from '../../core/image.js';
import { readUpload, type UploadedFile } from '../../core/storage.js';
import { ENTRUST_SCAN_FOLDER } from '../../core/upload-links.js';
import { bookIn, refuse, stateLabel } from './entrust-read.js';

// The signed scans of entrust books: uploaded first (kept as the uploader's until a book names them), attached by
// the books' calls, downloaded one at a time; and the QR code of a book's phone upload page.

const NAME_MAX = 200;
const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export async function uploadScan(ctx: Ctx, file: UploadedFile): Promise<EntrustScan> {
  const { dataDir } = ctx.config;
  const image = await storePicture(dataDir, ENTRUST_SCAN_FOLDER, file, HOUSE_PICTURE_THUMB_WIDTH);
  if (!image) refuse(ctx, 'unreadable');
  const name = (file.filename.split(/[\\/]/).pop() ?? '').trim().slice(-NAME_MAX);
  try {
    const { id } = await ctx.db.insertInto('entrust_file').values({
      book_id: null, staff_id: ctx.caller.staffId, url: image.url, thumb_url: image.thumbUrl, kind: file.kind, size: file.bytes.length,
      width: image.width, height: image.height, original_name: name, sort: 0, created_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    return {
      id, url: ctx.uploadLinks.sign(image.url, ctx.now), thumb_url: ctx.uploadLinks.sign(image.thumbUrl, ctx.now), width: image.width,
      height: image.height, name,
    };
  } catch (error) {
    await removePicture(dataDir, image);
    throw error;
  }
}

// In the caller's transaction: the book holds exactly `fileIds`, in that order. Each is already the book's, or an
// upload of the caller's that no book holds; the ones left out go back to their uploaders.
export async function attachScans(trx: Db, ctx: Ctx, bookId: number, fileIds: number[]): Promise<void> {
  let detach = trx.updateTable('entrust_file').set({ book_id: null }).where('book_id', '=', bookId);
  if (fileIds.length > 0) detach = detach.where('id', 'not in', fileIds);
  await detach.execute();
  for (const [index, fileId] of fileIds.entries()) {
    const claimed = await trx.updateTable('entrust_file').set({ book_id: bookId, sort: index + 1 }).where('id', '=', fileId)
      .where((eb) => eb.or([eb('book_id', '=', bookId), eb.and([eb('book_id', 'is', null), eb('staff_id', '=', ctx.caller.staffId)])]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) refuse(ctx, 'fileUnknown', { id: fileId });
  }
}

export async function scanFile(ctx: Ctx, input: { id: number; index: number }, kind: HouseKind): Promise<FileData> {
  const book = await bookIn(ctx, input.id, kind);
  const file = await ctx.db.selectFrom('entrust_file').select(['id', 'url', 'kind', 'original_name']).where('book_id', '=', book.id)
    .orderBy('sort').orderBy('id').offset(input.index - 1).limit(1).executeTakeFirst();
  if (!file) refuse(ctx, 'noScan', { index: input.index });
  const bytes = await readUpload(ctx.config.dataDir, file.url);
  if (!bytes) throw new AppError('NOT_FOUND');
  const base = file.original_name.replace(/\.[^.]*$/, '') || `entrust-${book.id}-${input.index}`;
  return { name: `${base}.${EXTENSIONS[file.kind] ?? 'jpg'}`, type: MIME[file.kind] ?? 'application/octet-stream', bytes };
}

// The link of the book's phone upload page, for a book that may still take scans.
export async function bookQrCode(ctx: Ctx, id: number, kind: HouseKind): Promise<DataOf<typeof entrustSaleQrCode>> {
  const book = await bookIn(ctx, id, kind);
  if (!ENTRUST_EDITABLE.includes(book.status as EntrustStatus)) refuse(ctx, 'notEditable', { state: stateLabel(ctx, book) }, 'TRANSITION_NOT_ALLOWED');
  const url = `${ctx.config.publicUrl}${ENTRUST_UPLOAD_LINK}${book.id}`;
  // Loaded on first use, like the other libraries only some calls need.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { url, svg };
}
