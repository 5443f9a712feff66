import type Sharp from 'sharp';
import { HOUSE_PICTURE_THUMB_WIDTH } from '@brokerage/contract';

// Decoding and thumbnails of house pictures (sharp, libvips). Thumbnails are WebP: small, and they keep a PNG's
// transparency where JPEG would not. sharp is loaded with the first picture, not with the server: libvips adds
// about 27 MB to every server process.

export type InspectedPicture = { width: number; height: number; thumb: Buffer };

// Pictures larger than this many pixels are refused as unreadable rather than decoded (a "decompression bomb").
const MAX_PIXELS = 100_000_000;

// The picture's displayed size (EXIF orientation applied) and its thumbnail; null when the bytes do not decode.
export async function inspectPicture(bytes: Buffer): Promise<InspectedPicture | null> {
  const sharp: typeof Sharp = (await import('sharp')).default;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) return null;
    // Orientations 5–8 turn the picture a quarter: width and height swap when it is shown.
    const turned = (meta.orientation ?? 1) >= 5;
    const thumb = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: HOUSE_PICTURE_THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, thumb };
  } catch {
    return null;
  }
}
