import type Sharp from 'sharp';
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

export type StoredPicture = { url: string; thumbUrl: string; width: number; height: number };

// An uploaded picture (its kind already sniffed and its size capped by the upload) decoded and written with its
// thumbnail under uploads/<folder>; null, writing nothing, when it does not decode.
export async function storePicture(dataDir: string, folder: string, file: UploadedFile, thumbWidth: number): Promise<StoredPicture | null> {
  const image = await inspectPicture(file.bytes, thumbWidth);
  if (!image) return null;
  const url = await saveUpload(dataDir, folder, file.bytes, file.kind);
  const thumbUrl = await saveUpload(dataDir, folder, image.thumb, 'webp').catch(async (error: unknown) => {
    await removeUpload(dataDir, url);
    throw error;
  });
  return { url, thumbUrl, width: image.width, height: image.height };
}

export async function removePicture(dataDir: string, picture: { url: string; thumbUrl: string }): Promise<void> {
  await Promise.all([removeUpload(dataDir, picture.url), removeUpload(dataDir, picture.thumbUrl)]);
}
