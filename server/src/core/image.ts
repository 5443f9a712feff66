import type Sharp from 'sharp';
import type { FileKind } from '@brokerage/contract';
import { removeUpload, saveUpload, type UploadedFile } from './storage.js';

// Uploaded pictures (house pictures, article pictures): decoded to prove they are pictures and to read their size,
// and a thumbnail made. Thumbnails are WebP: small, and they keep a PNG's transparency where JPEG would not. sharp is
// loaded with the first picture, not with the server: libvips adds about 27 MB to every server process
// (docs/performance.md).

export type InspectedPicture = { width: number; height: number; thumb: Buffer };

// Pictures larger than this many pixels are refused as unreadable rather than decoded (a "decompression bomb").
const MAX_PIXELS = 100_000_000;

// The picture's displayed size (EXIF orientation applied) and its thumbnail at most `thumbWidth` wide; null when the
// bytes do not decode.
export async function inspectPicture(bytes: Buffer, thumbWidth: number): Promise<InspectedPicture | null> {
  const sharp: typeof Sharp = (await import('sharp')).default;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) return null;
    // Orientations 5–8 turn the picture a quarter: width and height swap when it is shown.
    const turned = (meta.orientation ?? 1) >= 5;
    const thumb = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: thumbWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, thumb };
  } catch {
    return null;
  }
}

type ImageKind = Exclude<FileKind, 'xlsx'>;

// The picture decoded and encoded anew in its own format, at most `maxWidth` wide when given, its orientation applied
// and its metadata (camera, place) dropped: what is stored is what the decoder made, so nothing hidden in or
// appended to an upload is ever served. Null when the bytes do not decode within the pixel limit.
export async function reencodePicture(bytes: Buffer, kind: ImageKind, maxWidth?: number): Promise<Buffer | null> {
  const sharp: typeof Sharp = (await import('sharp')).default;
  try {
    let image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    if (maxWidth) image = image.resize({ width: maxWidth, withoutEnlargement: true });
    return await (kind === 'jpeg' || kind === 'webp' ? image.toFormat(kind, { quality: 90 }) : image.toFormat(kind)).toBuffer();
  } catch {
    return null;
  }
}

export type StoredPicture = { url: string; thumbUrl: string; width: number; height: number };

// An uploaded picture (its kind already sniffed and its size capped by the upload) decoded and written with its
// thumbnail under uploads/<folder>, both encoded anew; null, writing nothing, when it does not decode.
export async function storePicture(dataDir: string, folder: string, file: UploadedFile, thumbWidth: number): Promise<StoredPicture | null> {
  if (file.kind === 'xlsx') return null;
  const clean = await reencodePicture(file.bytes, file.kind);
  const image = clean && await inspectPicture(clean, thumbWidth);
  if (!clean || !image) return null;
  const url = await saveUpload(dataDir, folder, clean, file.kind);
  const thumbUrl = await saveUpload(dataDir, folder, image.thumb, 'webp').catch(async (error: unknown) => {
    await removeUpload(dataDir, url);
    throw error;
  });
  return { url, thumbUrl, width: image.width, height: image.height };
}

export async function removePicture(dataDir: string, picture: { url: string; thumbUrl: string }): Promise<void> {
  await Promise.all([removeUpload(dataDir, picture.url), removeUpload(dataDir, picture.thumbUrl)]);
}
