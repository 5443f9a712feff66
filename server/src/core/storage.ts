import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FileKind } from '@brokerage/contract';

// Uploaded files live under DATA_DIR/uploads and are served at /uploads/ under unguessable names.
// With several servers DATA_DIR must be shared storage.
export const UPLOADS_URL = '/uploads/';

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

// A file that arrived with a multipart request, its kind already checked.
export type UploadedFile = { bytes: Buffer; kind: FileKind; filename: string };

const EXTENSIONS: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', xlsx: 'xlsx' };

// The kind of an image, from its first bytes; null when it is none of the kinds we take.
export function sniffImage(bytes: Buffer): FileKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  return null;
}

// The kind of an uploaded file, from its first bytes: an image kind, or xlsx for a zip container (PK\x03\x04),
// which is what an .xlsx is; whether the zip really holds a workbook is for its reader to find out.
export function sniffFile(bytes: Buffer): FileKind | null {
  const image = sniffImage(bytes);
  if (image) return image;
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  return null;
}

export async function saveUpload(dataDir: string, folder: string, bytes: Buffer, kind: FileKind): Promise<string> {
  return saveFile(dataDir, folder, bytes, EXTENSIONS[kind]);
}

// The same for a file the server made or fetched itself (a call's recording), whose extension its maker knows.
export async function saveFile(dataDir: string, folder: string, bytes: Buffer, extension: string): Promise<string> {
  const dir = path.join(uploadsRoot(dataDir), folder);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `${UPLOADS_URL}${folder}/${name}`;
}

// The file behind a URL of saveUpload; null for anything else (an outside URL, a path that escapes).
function uploadFile(dataDir: string, url: string): string | null {
  if (!url.startsWith(UPLOADS_URL)) return null;
  const root = uploadsRoot(dataDir);
  const file = path.resolve(root, url.slice(UPLOADS_URL.length));
  return file.startsWith(root + path.sep) ? file : null;
}

// Removes a file saved by saveUpload; anything else is left alone.
export async function removeUpload(dataDir: string, url: string): Promise<void> {
  const file = uploadFile(dataDir, url);
  if (file) await fs.rm(file, { force: true });
}

// The bytes of a file saved by saveUpload; null when it is gone or the URL is not one of ours.
export async function readUpload(dataDir: string, url: string): Promise<Buffer | null> {
  const file = uploadFile(dataDir, url);
  if (!file) return null;
  return fs.readFile(file).catch((error: { code?: string }) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}
